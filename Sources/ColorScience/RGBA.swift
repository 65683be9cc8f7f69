/// A color in gamma-encoded sRGB with straight (non-premultiplied) alpha; every component in 0…1.
///
/// This is the color Kiln stores for every resolved color token: WCAG contrast, compositing and
/// every emitter work from it. Values outside 0…1 never appear here; conversions from wider
/// spaces (OKLCH, Display P3) gamut-map first.
public struct RGBA: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// From 8-bit channels, as in `#RRGGBBAA`.
    public init(red8: Int, green8: Int, blue8: Int, alpha8: Int = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255, blue: Double(blue8) / 255,
            alpha: Double(alpha8) / 255)
    }

    public static let white = RGBA(red: 1, green: 1, blue: 1)
    public static let black = RGBA(red: 0, green: 0, blue: 0)

    public var isOpaque: Bool { alpha >= 1 }

    /// A channel rounded to 8 bits, half up (0.5 → 1), as the reference vectors and CSS do.
    /// Values within 1e-9 below a half count as the half: 0.15 × 185 + 0.85 × 255 is exactly
    /// 244.5 but computes as 244.49999999999997 in binary.
    public static func to8Bit(_ component: Double) -> Int {
        let clamped = min(1, max(0, component))
        return min(255, Int((clamped * 255 + 0.5 + 1e-9).rounded(.down)))
    }

    public var red8: Int { RGBA.to8Bit(red) }
    public var green8: Int { RGBA.to8Bit(green) }
    public var blue8: Int { RGBA.to8Bit(blue) }
    public var alpha8: Int { RGBA.to8Bit(alpha) }

    /// This color with its channels rounded to 8 bits: what a device will actually show.
    public var quantized: RGBA {
        RGBA(red8: red8, green8: green8, blue8: blue8, alpha8: alpha8)
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise; uppercase so output is stable.
    public var hex: String {
        Self.hexText(red8, green8, blue8, alpha8 == 255 ? nil : alpha8)
    }

    /// Always `#RRGGBB`, ignoring alpha.
    public var hexOpaque: String {
        Self.hexText(red8, green8, blue8, nil)
    }

    /// `#` and two uppercase digits per channel, written as bytes into a small string (no
    /// allocation): the spec site formats tens of thousands of colors.
    private static func hexText(_ red: Int, _ green: Int, _ blue: Int, _ alpha: Int?) -> String {
        String(unsafeUninitializedCapacity: 9) { buffer in
            let digits: StaticString = "0123456789ABCDEF"
            func put(_ channel: Int, at offset: Int) {
                buffer[offset] = digits.utf8Start[channel >> 4]
                buffer[offset + 1] = digits.utf8Start[channel & 15]
            }
            buffer[0] = UInt8(ascii: "#")
            put(red, at: 1)
            put(green, at: 3)
            put(blue, at: 5)
            guard let alpha else { return 7 }
            put(alpha, at: 7)
            return 9
        }
    }

    /// Parses `#RGB`, `#RGBA`, `#RRGGBB` and `#RRGGBBAA` (the `#` is required).
    public init?(hex text: String) {
        // Digits accumulate in one integer: this runs for every hex color of every token file.
        var digits: UInt64 = 0
        var count = 0
        var sawHash = false
        for byte in text.utf8 {
            guard sawHash else {
                guard byte == UInt8(ascii: "#") else { return nil }
                sawHash = true
                continue
            }
            let value: UInt64
            switch byte {
            case 0x30...0x39: value = UInt64(byte - 0x30)
            case 0x41...0x46: value = UInt64(byte - 0x41 + 10)
            case 0x61...0x66: value = UInt64(byte - 0x61 + 10)
            default: return nil
            }
            count += 1
            guard count <= 8 else { return nil }
            digits = digits << 4 | value
        }
        let total = count
        func digit(_ index: Int) -> Int { Int((digits >> UInt64(4 * (total - 1 - index))) & 0xF) }
        switch count {
        case 3, 4:
            let alpha = count == 4 ? digit(3) * 17 : 255
            self.init(red8: digit(0) * 17, green8: digit(1) * 17, blue8: digit(2) * 17, alpha8: alpha)
        case 6, 8:
            let alpha = count == 8 ? digit(6) * 16 + digit(7) : 255
            self.init(
                red8: digit(0) * 16 + digit(1), green8: digit(2) * 16 + digit(3),
                blue8: digit(4) * 16 + digit(5), alpha8: alpha)
        default:
            return nil
        }
    }
}
