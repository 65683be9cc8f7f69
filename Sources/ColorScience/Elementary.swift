// The Swift standard library has no `pow`, `cbrt` or trigonometry, so this one file reaches the
// platform C math library (libm) — never Foundation — and every other file calls through here.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#else
    #error("ColorScience needs the platform C math library")
#endif

/// Thin wrappers over libm so the rest of the module needs no platform import.
///
/// The reference vectors were produced with the same libm routines (CPython's `math` and numpy
/// call them too), which is what lets the tests compare to nine decimals.
enum Elementary {
    @inline(__always) static func pow(_ base: Double, _ exponent: Double) -> Double { libmPow(base, exponent) }
    @inline(__always) static func cbrt(_ x: Double) -> Double { libmCbrt(x) }
    @inline(__always) static func atan2(_ y: Double, _ x: Double) -> Double { libmAtan2(y, x) }
    @inline(__always) static func sin(_ x: Double) -> Double { libmSin(x) }
    @inline(__always) static func cos(_ x: Double) -> Double { libmCos(x) }
    @inline(__always) static func exp(_ x: Double) -> Double { libmExp(x) }

    static func degrees(fromRadians radians: Double) -> Double { radians * 180 / Double.pi }
    static func radians(fromDegrees degrees: Double) -> Double { degrees * Double.pi / 180 }

    /// A hue in degrees folded into 0 ..< 360; non-finite hues become 0.
    static func normalizedHue(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var hue = degrees.truncatingRemainder(dividingBy: 360)
        if hue < 0 { hue += 360 }
        if hue >= 360 { hue -= 360 }
        return hue
    }

    static func clamp(_ value: Double, _ lower: Double = 0, _ upper: Double = 1) -> Double {
        guard !value.isNaN else { return lower }
        return min(upper, max(lower, value))
    }
}

// File-scope shims: inside `Elementary` an unqualified `pow` would resolve to the member itself.
@inline(__always) private func libmPow(_ base: Double, _ exponent: Double) -> Double { pow(base, exponent) }
@inline(__always) private func libmCbrt(_ x: Double) -> Double { cbrt(x) }
@inline(__always) private func libmAtan2(_ y: Double, _ x: Double) -> Double { atan2(y, x) }
@inline(__always) private func libmSin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func libmCos(_ x: Double) -> Double { cos(x) }
@inline(__always) private func libmExp(_ x: Double) -> Double { exp(x) }
