/// The CIEDE2000 color difference (CIE 142-2001), implemented as in Sharma, Wu & Dalal (2005),
/// "The CIEDE2000 color-difference formula: implementation notes, supplementary test data, and
/// mathematical observations", whose 34 test pairs the tests check to four decimals.
///
/// The edge cases that paper calls out are handled: hue angle 0 when a′ = b = 0, Δh′ = 0 and
/// h̄′ = h′1 + h′2 when either chroma is zero, and the ±360° wrap for mean hue and hue difference
/// (pairs 7–16). Around 1 means "just noticeable"; Kiln uses it to spot near-duplicate tokens.
public enum CIEDE2000 {
    /// ΔE00 between two colors; symmetric, 0 for identical inputs. kL, kC and kH are the
    /// parametric weights (1 for the reference conditions).
    public static func difference(
        _ first: CIELab, _ second: CIELab, kL: Double = 1, kC: Double = 1, kH: Double = 1
    ) -> Double {
        let pow25To7 = 6_103_515_625.0  // 25^7

        let c1 = (first.a * first.a + first.b * first.b).squareRoot()
        let c2 = (second.a * second.a + second.b * second.b).squareRoot()
        let meanC = (c1 + c2) / 2
        let meanC7 = Elementary.pow(meanC, 7)
        let g = 0.5 * (1 - (meanC7 / (meanC7 + pow25To7)).squareRoot())

        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1p = (a1 * a1 + first.b * first.b).squareRoot()
        let c2p = (a2 * a2 + second.b * second.b).squareRoot()
        let h1p = hueAngle(b: first.b, aPrime: a1)
        let h2p = hueAngle(b: second.b, aPrime: a2)

        let deltaL = second.L - first.L
        let deltaC = c2p - c1p
        let chromaProduct = c1p * c2p
        var deltaHueAngle = 0.0
        if chromaProduct != 0 {
            deltaHueAngle = h2p - h1p
            if deltaHueAngle > 180 {
                deltaHueAngle -= 360
            } else if deltaHueAngle < -180 {
                deltaHueAngle += 360
            }
        }
        let deltaH = 2 * chromaProduct.squareRoot() * Elementary.sin(Elementary.radians(fromDegrees: deltaHueAngle / 2))

        let meanL = (first.L + second.L) / 2
        let meanCp = (c1p + c2p) / 2
        var meanHp = h1p + h2p
        if chromaProduct != 0 {
            if abs(h1p - h2p) <= 180 {
                meanHp /= 2
            } else if meanHp < 360 {
                meanHp = (meanHp + 360) / 2
            } else {
                meanHp = (meanHp - 360) / 2
            }
        }

        func cosDeg(_ degrees: Double) -> Double { Elementary.cos(Elementary.radians(fromDegrees: degrees)) }
        let t =
            1 - 0.17 * cosDeg(meanHp - 30) + 0.24 * cosDeg(2 * meanHp) + 0.32 * cosDeg(3 * meanHp + 6)
            - 0.20 * cosDeg(4 * meanHp - 63)
        let hueTerm = (meanHp - 275) / 25
        let deltaTheta = 30 * Elementary.exp(-(hueTerm * hueTerm))
        let meanCp7 = Elementary.pow(meanCp, 7)
        let rC = 2 * (meanCp7 / (meanCp7 + pow25To7)).squareRoot()
        let lOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lOffset / (20 + lOffset).squareRoot()
        let sC = 1 + 0.045 * meanCp
        let sH = 1 + 0.015 * meanCp * t
        let rT = -Elementary.sin(Elementary.radians(fromDegrees: 2 * deltaTheta)) * rC

        let lightness = deltaL / (kL * sL)
        let chroma = deltaC / (kC * sC)
        let hue = deltaH / (kH * sH)
        return (lightness * lightness + chroma * chroma + hue * hue + rT * chroma * hue).squareRoot()
    }

    /// ΔE00 between two sRGB colors (alpha ignored).
    public static func difference(_ first: RGBA, _ second: RGBA) -> Double {
        difference(CIELab(first), CIELab(second))
    }

    /// h′ in degrees, 0 ..< 360; defined as 0 when a′ and b are both 0.
    private static func hueAngle(b: Double, aPrime: Double) -> Double {
        if b == 0 && aPrime == 0 { return 0 }
        return Elementary.normalizedHue(Elementary.degrees(fromRadians: Elementary.atan2(b, aPrime)))
    }
}
