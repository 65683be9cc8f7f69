/// Color-vision-deficiency simulation, for checking that tokens stay distinguishable.
///
/// Each model works on linear-light sRGB; the result is clamped to 0…1 and re-encoded (not
/// rounded to 8 bits). Defaults follow libDaltonLens: Viénot 1999 for protan and deutan, and
/// Brettel 1997 for tritan, where the single-plane Viénot projection is known to be wrong.
/// Severity below 1 interpolates linearly between the original and the dichromat simulation
/// (Machado instead interpolates its published per-0.1 matrices). Alpha is carried over.
public enum CVD {
    /// Simulation method.
    public enum Model: String, Sendable, Hashable, CaseIterable, Codable {
        /// Viénot, Brettel & Mollon 1999: one projection plane, one 3×3 matrix.
        case vienot
        /// Brettel, Viénot & Mollon 1997: two half-planes (white-neutral, Smith–Pokorny LMS).
        case brettel
        /// Machado, Oliveira & Fernandes 2009 matrices (physiological model).
        case machado
    }

    /// The model Kiln uses unless asked otherwise: Brettel for tritan, Viénot otherwise.
    public static func defaultModel(for deficiency: Deficiency) -> Model {
        deficiency == .tritan ? .brettel : .vienot
    }

    /// How `rgba` appears to someone with `deficiency` at `severity` (clamped to 0…1).
    public static func simulate(
        _ rgba: RGBA, _ deficiency: Deficiency, severity: Double = 1, model: Model? = nil
    ) -> RGBA {
        let severity = Elementary.clamp(severity)
        let linear = SRGBTransfer.decode(rgba)
        let simulated: SIMD3<Double>
        switch model ?? defaultModel(for: deficiency) {
        case .vienot:
            simulated = interpolate(linear, CVDParameters.vienot(deficiency).apply(linear), severity)
        case .brettel:
            let parameters = CVDParameters.brettel(deficiency)
            let side = Matrix3.dot(parameters.separationNormal, linear)
            let matrix = side < 0 ? parameters.secondHalfPlane : parameters.firstHalfPlane
            simulated = interpolate(linear, matrix.apply(linear), severity)
        case .machado:
            simulated = machado(linear, deficiency, severity)
        }
        return RGBA(
            red: SRGBTransfer.encode(Elementary.clamp(simulated.x)),
            green: SRGBTransfer.encode(Elementary.clamp(simulated.y)),
            blue: SRGBTransfer.encode(Elementary.clamp(simulated.z)),
            alpha: rgba.alpha)
    }

    private static func interpolate(_ original: SIMD3<Double>, _ dichromat: SIMD3<Double>, _ severity: Double)
        -> SIMD3<Double>
    {
        severity >= 1 ? dichromat : original + (dichromat - original) * severity
    }

    private static func machado(_ linear: SIMD3<Double>, _ deficiency: Deficiency, _ severity: Double)
        -> SIMD3<Double>
    {
        let matrices = CVDParameters.machado(deficiency)
        let scaled = severity * 10
        let lower = min(10, Int(scaled.rounded(.down)))
        let result = matrices[lower].apply(linear)
        let weight = scaled - Double(lower)
        guard lower < 10, weight > 0 else { return result }
        let upper = matrices[lower + 1].apply(linear)
        return result + (upper - result) * weight
    }
}
