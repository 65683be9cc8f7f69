/// APCA lightness contrast (Lc), as in APCA-W3 0.1.9 with the 0.0.98G-4g constants.
///
/// Advisory only and off by default in Kiln: WCAG 2 ratios are what conformance is judged on,
/// and the APCA-W3 code and constants are published under a license that covers their use for
/// web content accessibility, so Kiln does not make them a gate. Enable it to see the figure.
///
/// The result is signed: positive for dark text on a light background, negative for light text
/// on dark; |Lc| runs from 0 to about 106 (black on white) or 108. Very low contrasts (|Lc| under
/// about 10) clip to exactly 0.
public enum APCA {
    // APCA-W3 0.1.9 `SA98G`.
    static let mainTRC = 2.4
    static let redCoefficient = 0.2126729
    static let greenCoefficient = 0.7151522
    static let blueCoefficient = 0.0721750
    static let normBG = 0.56
    static let normTXT = 0.57
    static let revTXT = 0.62
    static let revBG = 0.65
    static let blackThreshold = 0.022
    static let blackClamp = 1.414
    static let scaleBoW = 1.14
    static let scaleWoB = 1.14
    static let loBoWOffset = 0.027
    static let loWoBOffset = 0.027
    static let deltaYMin = 0.0005
    static let loClip = 0.1

    /// Lc of `text` on `background`. A translucent text color is first blended over the
    /// background and rounded to 8 bits (APCA-W3's `alphaBlend`); the background's alpha is
    /// ignored, so flatten it first.
    public static func lightnessContrast(text: RGBA, background: RGBA) -> Double {
        let opaqueBackground = background.withAlpha(1)
        let flatText = text.alpha < 1 ? text.composited(over: opaqueBackground) : text
        return contrast(textY: screenLuminance(flatText), backgroundY: screenLuminance(opaqueBackground))
    }

    /// APCA's estimated screen luminance: a plain 2.4 power per channel, not the sRGB curve.
    public static func screenLuminance(_ rgba: RGBA) -> Double {
        redCoefficient * Elementary.pow(rgba.red, mainTRC) + greenCoefficient * Elementary.pow(rgba.green, mainTRC)
            + blueCoefficient * Elementary.pow(rgba.blue, mainTRC)
    }

    /// APCA-W3 `APCAcontrast` on luminances from `screenLuminance`; NaN or out-of-range gives 0.
    public static func contrast(textY: Double, backgroundY: Double) -> Double {
        guard textY.isFinite, backgroundY.isFinite, (0...1.1).contains(textY), (0...1.1).contains(backgroundY)
        else { return 0 }
        let text = softClampBlack(textY)
        let background = softClampBlack(backgroundY)
        guard abs(background - text) >= deltaYMin else { return 0 }

        let output: Double
        if background > text {
            let sapc = (Elementary.pow(background, normBG) - Elementary.pow(text, normTXT)) * scaleBoW
            output = sapc < loClip ? 0 : sapc - loBoWOffset
        } else {
            let sapc = (Elementary.pow(background, revBG) - Elementary.pow(text, revTXT)) * scaleWoB
            output = sapc > -loClip ? 0 : sapc + loWoBOffset
        }
        return output * 100
    }

    private static func softClampBlack(_ y: Double) -> Double {
        y > blackThreshold ? y : y + Elementary.pow(blackThreshold - y, blackClamp)
    }
}
