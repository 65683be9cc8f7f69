/// The matrices behind `CVD`, derived once from their published primaries so every digit can be
/// traced (libDaltonLens ships the same numbers rounded to five decimals, which is not enough to
/// match the reference vectors to six).
///
/// LMS model: Smith & Pokorny 1975 cone fundamentals over the Judd–Vos-corrected XYZ of sRGB
/// primaries as tabulated by Viénot et al. 1999 — DaltonLens-Python's `LMSModel_sRGB_SmithPokorny75`
/// (and coloraide's `LRGB_TO_LMS`). Brettel anchors are the Judd–Vos XYZ of 475/575 nm (protan,
/// deutan) and 485/660 nm (tritan), with sRGB white as the neutral axis.
enum CVDParameters {
    struct Brettel: Sendable {
        var firstHalfPlane: Matrix3
        var secondHalfPlane: Matrix3
        /// Normal of the separating plane, carried into linear RGB: negative side → second plane.
        var separationNormal: SIMD3<Double>
    }

    static func vienot(_ deficiency: Deficiency) -> Matrix3 {
        switch deficiency {
        case .protan: return vienotProtan
        case .deutan: return vienotDeutan
        case .tritan: return vienotTritan
        }
    }

    static func brettel(_ deficiency: Deficiency) -> Brettel {
        switch deficiency {
        case .protan: return brettelProtan
        case .deutan: return brettelDeutan
        case .tritan: return brettelTritan
        }
    }

    static func machado(_ deficiency: Deficiency) -> [Matrix3] {
        switch deficiency {
        case .protan: return machadoProtan
        case .deutan: return machadoDeutan
        case .tritan: return machadoTritan
        }
    }

    // MARK: LMS model

    static let xyzJuddVosFromLinearRGB = Matrix3(
        SIMD3(0.409568, 0.355041, 0.179167),
        SIMD3(0.213389, 0.706743, 0.0798680),
        SIMD3(0.0186297, 0.114620, 0.912367))
    static let lmsFromXYZ = Matrix3(
        SIMD3(0.15514, 0.54312, -0.03286),
        SIMD3(-0.15514, 0.45684, 0.03286),
        SIMD3(0, 0, 0.01608))
    static let lmsFromLinearRGB = lmsFromXYZ * xyzJuddVosFromLinearRGB
    static let linearRGBFromLMS = lmsFromLinearRGB.inverse

    /// Projection along the missing cone's axis onto the plane through black with normal `n`.
    static func projection(onto n: SIMD3<Double>, _ deficiency: Deficiency) -> Matrix3 {
        switch deficiency {
        case .protan:
            return Matrix3(SIMD3(0, -n.y / n.x, -n.z / n.x), SIMD3(0, 1, 0), SIMD3(0, 0, 1))
        case .deutan:
            return Matrix3(SIMD3(1, 0, 0), SIMD3(-n.x / n.y, 0, -n.z / n.y), SIMD3(0, 0, 1))
        case .tritan:
            return Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(-n.x / n.z, -n.y / n.z, 0))
        }
    }

    static func inLinearRGB(_ lmsTransform: Matrix3) -> Matrix3 {
        linearRGBFromLMS * lmsTransform * lmsFromLinearRGB
    }

    static func lms(_ r: Double, _ g: Double, _ b: Double) -> SIMD3<Double> {
        lmsFromLinearRGB.apply(SIMD3(r, g, b))
    }

    // MARK: Viénot 1999

    /// Protan and deutan share the plane through black, blue and yellow; tritan (not accurate,
    /// kept for comparison) uses black, red and cyan.
    static let vienotProtan = inLinearRGB(projection(onto: Matrix3.cross(lms(1, 1, 0), lms(0, 0, 1)), .protan))
    static let vienotDeutan = inLinearRGB(projection(onto: Matrix3.cross(lms(1, 1, 0), lms(0, 0, 1)), .deutan))
    static let vienotTritan = inLinearRGB(projection(onto: Matrix3.cross(lms(0, 1, 1), lms(1, 0, 0)), .tritan))

    // MARK: Brettel 1997

    static let xyz475 = SIMD3(0.13287, 0.11284, 0.9422)
    static let xyz575 = SIMD3(0.84394, 0.91558, 0.00197)
    static let xyz485 = SIMD3(0.05699, 0.16987, 0.5864)
    static let xyz660 = SIMD3(0.16161, 0.061, 0.00001)

    static func makeBrettel(_ deficiency: Deficiency) -> Brettel {
        let neutral = lms(1, 1, 1)
        var wing1 = lmsFromXYZ.apply(deficiency == .tritan ? xyz485 : xyz475)
        var wing2 = lmsFromXYZ.apply(deficiency == .tritan ? xyz660 : xyz575)
        let axis: SIMD3<Double> =
            switch deficiency {
            case .protan: SIMD3(1, 0, 0)
            case .deutan: SIMD3(0, 1, 0)
            case .tritan: SIMD3(0, 0, 1)
            }
        let separation = Matrix3.cross(neutral, axis)
        if Matrix3.dot(separation, wing1) < 0 { swap(&wing1, &wing2) }
        return Brettel(
            firstHalfPlane: inLinearRGB(projection(onto: Matrix3.cross(neutral, wing1), deficiency)),
            secondHalfPlane: inLinearRGB(projection(onto: Matrix3.cross(neutral, wing2), deficiency)),
            separationNormal: separation * lmsFromLinearRGB)
    }

    static let brettelProtan = makeBrettel(.protan)
    static let brettelDeutan = makeBrettel(.deutan)
    static let brettelTritan = makeBrettel(.tritan)

    // MARK: Machado 2009

    // Machado, Oliveira & Fernandes 2009, severities 0.0, 0.1 … 1.0, applied to linear RGB.
    static let machadoProtan: [Matrix3] =
        ([
            [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
            [[0.856167, 0.182038, -0.038205], [0.029342, 0.955115, 0.015544], [-0.002880, -0.001563, 1.004443]],
            [[0.734766, 0.334872, -0.069637], [0.051840, 0.919198, 0.028963], [-0.004928, -0.004209, 1.009137]],
            [[0.630323, 0.465641, -0.095964], [0.069181, 0.890046, 0.040773], [-0.006308, -0.007724, 1.014032]],
            [[0.539009, 0.579343, -0.118352], [0.082546, 0.866121, 0.051332], [-0.007136, -0.011959, 1.019095]],
            [[0.458064, 0.679578, -0.137642], [0.092785, 0.846313, 0.060902], [-0.007494, -0.016807, 1.024301]],
            [[0.385450, 0.769005, -0.154455], [0.100526, 0.829802, 0.069673], [-0.007442, -0.022190, 1.029632]],
            [[0.319627, 0.849633, -0.169261], [0.106241, 0.815969, 0.077790], [-0.007025, -0.028051, 1.035076]],
            [[0.259411, 0.923008, -0.182420], [0.110296, 0.804340, 0.085364], [-0.006276, -0.034346, 1.040622]],
            [[0.203876, 0.990338, -0.194214], [0.112975, 0.794542, 0.092483], [-0.005222, -0.041043, 1.046265]],
            [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
        ] as [[[Double]]]).map(Matrix3.init)

    static let machadoDeutan: [Matrix3] =
        ([
            [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
            [[0.866435, 0.177704, -0.044139], [0.049567, 0.939063, 0.011370], [-0.003453, 0.007233, 0.996220]],
            [[0.760729, 0.319078, -0.079807], [0.090568, 0.889315, 0.020117], [-0.006027, 0.013325, 0.992702]],
            [[0.675425, 0.433850, -0.109275], [0.125303, 0.847755, 0.026942], [-0.007950, 0.018572, 0.989378]],
            [[0.605511, 0.528560, -0.134071], [0.155318, 0.812366, 0.032316], [-0.009376, 0.023176, 0.986200]],
            [[0.547494, 0.607765, -0.155259], [0.181692, 0.781742, 0.036566], [-0.010410, 0.027275, 0.983136]],
            [[0.498864, 0.674741, -0.173604], [0.205199, 0.754872, 0.039929], [-0.011131, 0.030969, 0.980162]],
            [[0.457771, 0.731899, -0.189670], [0.226409, 0.731012, 0.042579], [-0.011595, 0.034333, 0.977261]],
            [[0.422823, 0.781057, -0.203881], [0.245752, 0.709602, 0.044646], [-0.011843, 0.037423, 0.974421]],
            [[0.392952, 0.823610, -0.216562], [0.263559, 0.690210, 0.046232], [-0.011910, 0.040281, 0.971630]],
            [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
        ] as [[[Double]]]).map(Matrix3.init)

    static let machadoTritan: [Matrix3] =
        ([
            [[1.000000, 0.000000, -0.000000], [0.000000, 1.000000, 0.000000], [-0.000000, -0.000000, 1.000000]],
            [[0.926670, 0.092514, -0.019184], [0.021191, 0.964503, 0.014306], [0.008437, 0.054813, 0.936750]],
            [[0.895720, 0.133330, -0.029050], [0.029997, 0.945400, 0.024603], [0.013027, 0.104707, 0.882266]],
            [[0.905871, 0.127791, -0.033662], [0.026856, 0.941251, 0.031893], [0.013410, 0.148296, 0.838294]],
            [[0.948035, 0.089490, -0.037526], [0.014364, 0.946792, 0.038844], [0.010853, 0.193991, 0.795156]],
            [[1.017277, 0.027029, -0.044306], [-0.006113, 0.958479, 0.047634], [0.006379, 0.248708, 0.744913]],
            [[1.104996, -0.046633, -0.058363], [-0.032137, 0.971635, 0.060503], [0.001336, 0.317922, 0.680742]],
            [[1.193214, -0.109812, -0.083402], [-0.058496, 0.979410, 0.079086], [-0.002346, 0.403492, 0.598854]],
            [[1.257728, -0.139648, -0.118081], [-0.078003, 0.975409, 0.102594], [-0.003316, 0.501214, 0.502102]],
            [[1.278864, -0.125333, -0.153531], [-0.084748, 0.957674, 0.127074], [-0.000989, 0.601151, 0.399838]],
            [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
        ] as [[[Double]]]).map(Matrix3.init)
}
