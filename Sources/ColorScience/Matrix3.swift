/// A 3×3 matrix of rows, enough for every linear color transform in this module.
struct Matrix3: Sendable, Equatable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ r0: SIMD3<Double>, _ r1: SIMD3<Double>, _ r2: SIMD3<Double>) {
        rows = (r0, r1, r2)
    }

    init(_ values: [[Double]]) {
        precondition(values.count == 3 && values.allSatisfy { $0.count == 3 })
        self.init(
            SIMD3(values[0][0], values[0][1], values[0][2]),
            SIMD3(values[1][0], values[1][1], values[1][2]),
            SIMD3(values[2][0], values[2][1], values[2][2]))
    }

    static func == (lhs: Matrix3, rhs: Matrix3) -> Bool {
        lhs.rows.0 == rhs.rows.0 && lhs.rows.1 == rhs.rows.1 && lhs.rows.2 == rhs.rows.2
    }

    static let identity = Matrix3(SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1))

    /// Matrix × column vector, summed left to right (the order numpy and the references use).
    @inline(__always) func apply(_ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(
            rows.0.x * v.x + rows.0.y * v.y + rows.0.z * v.z,
            rows.1.x * v.x + rows.1.y * v.y + rows.1.z * v.z,
            rows.2.x * v.x + rows.2.y * v.y + rows.2.z * v.z)
    }

    var columns: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        (
            SIMD3(rows.0.x, rows.1.x, rows.2.x),
            SIMD3(rows.0.y, rows.1.y, rows.2.y),
            SIMD3(rows.0.z, rows.1.z, rows.2.z)
        )
    }

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let c = rhs.columns
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3(
                r.x * c.0.x + r.y * c.0.y + r.z * c.0.z,
                r.x * c.1.x + r.y * c.1.y + r.z * c.1.z,
                r.x * c.2.x + r.y * c.2.y + r.z * c.2.z)
        }
        return Matrix3(row(lhs.rows.0), row(lhs.rows.1), row(lhs.rows.2))
    }

    /// Row vector × matrix (used to carry a plane normal from LMS into linear RGB).
    static func * (lhs: SIMD3<Double>, rhs: Matrix3) -> SIMD3<Double> {
        rhs.rows.0 * lhs.x + rhs.rows.1 * lhs.y + rhs.rows.2 * lhs.z
    }

    /// The inverse by cofactors; every matrix inverted here is well conditioned.
    var inverse: Matrix3 {
        let (a, b, c) = rows
        let c0 = Self.cross(b, c)
        let c1 = Self.cross(c, a)
        let c2 = Self.cross(a, b)
        let determinant = Self.dot(a, c0)
        precondition(determinant != 0, "singular color matrix")
        // The cross products are the columns of the adjugate.
        return Matrix3(
            SIMD3(c0.x, c1.x, c2.x) / determinant,
            SIMD3(c0.y, c1.y, c2.y) / determinant,
            SIMD3(c0.z, c1.z, c2.z) / determinant)
    }

    static func cross(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x)
    }

    static func dot(_ u: SIMD3<Double>, _ v: SIMD3<Double>) -> Double {
        u.x * v.x + u.y * v.y + u.z * v.z
    }
}
