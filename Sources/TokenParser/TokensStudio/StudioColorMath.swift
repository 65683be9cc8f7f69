import ColorScience
import Foundation

/// Tokens Studio's color modifiers (`$extensions["studio.tokens"].modify`), computed as the
/// plugin computes them: with colorjs.io 0.4 (the version its package pins), step for step —
/// the modification in the stated space, the result written in that space with 3 significant
/// digits and read back, then converted to sRGB, gamut-mapped by colorjs's chroma reduction and
/// rounded to a hex color (`convertModifiedColorToHex`). The value a designer sees in Figma is
/// that hex, so Kiln's value is too.
///
/// Written here rather than taken from a library: no Swift package reproduces colorjs's
/// conversions, rounding and gamut mapping, and the point is to get exactly its numbers.
/// ColorScience's own conversions (CSS Color 4 matrices, D65 Lab) differ from colorjs's in the
/// last bits and in the Lab white point, which moves some results by one 8-bit step.
enum StudioColorMath {
    /// The spaces a modifier names (`space`), and those colorjs converts through.
    enum Space: Sendable, Equatable {
        case xyzD65, xyzD50, lab, lch, srgbLinear, srgb, hsl, p3Linear, p3

        var base: Space? {
            switch self {
            case .xyzD65: nil
            case .xyzD50: .xyzD65
            case .lab: .xyzD50
            case .lch: .lab
            case .srgbLinear: .xyzD65
            case .srgb: .srgbLinear
            case .hsl: .srgb
            case .p3Linear: .xyzD65
            case .p3: .p3Linear
            }
        }

        /// From the root (XYZ D65) to this space.
        var path: [Space] {
            var path = [self]
            while let base = path.last?.base { path.append(base) }
            return path.reversed()
        }

        /// Spaces with a hue angle: colorjs checks their gamut in their base space.
        var isPolar: Bool { self == .lch || self == .hsl }

        /// The coordinates' ranges colorjs checks a gamut against (nil: unbounded).
        var ranges: [ClosedRange<Double>?] {
            switch self {
            case .srgb, .srgbLinear, .p3, .p3Linear: [0...1, 0...1, 0...1]
            case .hsl: [nil, 0...100, 0...100]
            default: [nil, nil, nil]
            }
        }

        /// The space a modifier's `space` names: `hsl`, `lch`, `p3`, `srgb`.
        init?(modifierName name: String) {
            switch name.lowercased() {
            case "hsl": self = .hsl
            case "lch": self = .lch
            case "p3", "display-p3": self = .p3
            case "srgb": self = .srgb
            default: return nil
            }
        }
    }

    /// A color as colorjs holds it: a space, three coordinates (NaN for a missing hue) and alpha.
    struct Color: Sendable, Equatable {
        var space: Space
        var coords: [Double]
        var alpha: Double
    }

    // MARK: - Conversions (colorjs 0.4.5: src/spaces/*, src/adapt.js)

    static let srgbLinearToXYZ: [[Double]] = [
        [0.41239079926595934, 0.357584339383878, 0.1804807884018343],
        [0.21263900587151027, 0.715168678767756, 0.07219231536073371],
        [0.01933081871559182, 0.11919477979462598, 0.9505321522496607],
    ]
    static let xyzToSRGBLinear: [[Double]] = [
        [3.2409699419045226, -1.537383177570094, -0.4986107602930034],
        [-0.9692436362808796, 1.8759675015077202, 0.04155505740717559],
        [0.05563007969699366, -0.20397695888897652, 1.0569715142428786],
    ]
    static let p3LinearToXYZ: [[Double]] = [
        [0.4865709486482162, 0.26566769316909306, 0.1982172852343625],
        [0.2289745640697488, 0.6917385218365064, 0.079286914093745],
        [0.0000000000000000, 0.04511338185890264, 1.043944368900976],
    ]
    static let xyzToP3Linear: [[Double]] = [
        [2.493496911941425, -0.9313836179191239, -0.40271078445071684],
        [-0.8294889695615747, 1.7626640603183463, 0.023624685841943577],
        [0.03584583024378447, -0.07617238926804182, 0.9568845240076872],
    ]
    static let d65ToD50: [[Double]] = [
        [1.0479298208405488, 0.022946793341019088, -0.05019222954313557],
        [0.029627815688159344, 0.990434484573249, -0.01707382502938514],
        [-0.009243058152591178, 0.015055144896577895, 0.7518742899580008],
    ]
    static let d50ToD65: [[Double]] = [
        [0.9554734527042182, -0.023098536874261423, 0.0632593086610217],
        [-0.028369706963208136, 1.0099954580058226, 0.021041398966943008],
        [0.012314001688319899, -0.020507696433477912, 1.3303659366080753],
    ]
    static let whiteD50 = [0.3457 / 0.3585, 1.00000, (1.0 - 0.3457 - 0.3585) / 0.3585]

    static func multiply(_ matrix: [[Double]], _ vector: [Double]) -> [Double] {
        matrix.map { row in
            var sum = 0.0
            for index in 0..<3 { sum += row[index] * vector[index] }
            return sum
        }
    }

    static func gammaEncode(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = value * sign
        if magnitude > 0.0031308 { return sign * (1.055 * Foundation.pow(magnitude, 1 / 2.4) - 0.055) }
        return 12.92 * value
    }

    static func gammaDecode(_ value: Double) -> Double {
        let sign: Double = value < 0 ? -1 : 1
        let magnitude = value * sign
        if magnitude < 0.04045 { return value / 12.92 }
        return sign * Foundation.pow((magnitude + 0.055) / 1.055, 2.4)
    }

    /// One step from `space` down to its base.
    static func toBase(_ space: Space, _ c: [Double]) -> [Double] {
        switch space {
        case .xyzD65: return c
        case .xyzD50: return multiply(d50ToD65, c)
        case .lab:
            let epsilon3 = 24.0 / 116, kappa = 24389.0 / 27
            var f = [0.0, 0.0, 0.0]
            f[1] = (c[0] + 16) / 116
            f[0] = c[1] / 500 + f[1]
            f[2] = f[1] - c[2] / 200
            let xyz = [
                f[0] > epsilon3 ? Foundation.pow(f[0], 3.0) : (116 * f[0] - 16) / kappa,
                c[0] > 8 ? Foundation.pow((c[0] + 16) / 116, 3.0) : c[0] / kappa,
                f[2] > epsilon3 ? Foundation.pow(f[2], 3.0) : (116 * f[2] - 16) / kappa,
            ]
            return (0..<3).map { xyz[$0] * whiteD50[$0] }
        case .lch:
            let chroma = c[1] < 0 ? 0 : c[1]
            let hue = c[2].isNaN ? 0 : c[2]
            return [c[0], chroma * Foundation.cos(hue * .pi / 180), chroma * Foundation.sin(hue * .pi / 180)]
        case .srgbLinear: return multiply(srgbLinearToXYZ, c)
        case .p3Linear: return multiply(p3LinearToXYZ, c)
        case .srgb, .p3: return c.map(gammaDecode)
        case .hsl:
            var hue = c[0].truncatingRemainder(dividingBy: 360)
            if hue < 0 { hue += 360 }
            let saturation = c[1] / 100, lightness = c[2] / 100
            func channel(_ n: Double) -> Double {
                let k = (n + hue / 30).truncatingRemainder(dividingBy: 12)
                let a = saturation * Swift.min(lightness, 1 - lightness)
                return lightness - a * Swift.max(-1, Swift.min(k - 3, 9 - k, 1))
            }
            return [channel(0), channel(8), channel(4)]
        }
    }

    /// One step from the base of `space` up to `space`.
    static func fromBase(_ space: Space, _ c: [Double]) -> [Double] {
        switch space {
        case .xyzD65: return c
        case .xyzD50: return multiply(d65ToD50, c)
        case .lab:
            let epsilon = 216.0 / 24389, kappa = 24389.0 / 27
            let f = (0..<3).map { index -> Double in
                let value = c[index] / whiteD50[index]
                return value > epsilon ? Foundation.cbrt(value) : (kappa * value + 16) / 116
            }
            return [116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])]
        case .lch:
            let (lightness, a, b) = (c[0], c[1], c[2])
            let hue = abs(a) < 0.02 && abs(b) < 0.02 ? Double.nan : Foundation.atan2(b, a) * 180 / .pi
            return [lightness, (a * a + b * b).squareRoot(), constrainAngle(hue)]
        case .srgbLinear: return multiply(xyzToSRGBLinear, c)
        case .p3Linear: return multiply(xyzToP3Linear, c)
        case .srgb, .p3: return c.map(gammaEncode)
        case .hsl:
            let maximum = c.max()!, minimum = c.min()!
            let (r, g, b) = (c[0], c[1], c[2])
            var hue = Double.nan, saturation = 0.0
            let lightness = (minimum + maximum) / 2
            let delta = maximum - minimum
            if delta != 0 {
                saturation = lightness == 0 || lightness == 1 ? 0 : (maximum - lightness) / Swift.min(lightness, 1 - lightness)
                switch maximum {
                case r: hue = (g - b) / delta + (g < b ? 6 : 0)
                case g: hue = (b - r) / delta + 2
                default: hue = (r - g) / delta + 4
                }
                hue *= 60
            }
            return [hue, saturation * 100, lightness * 100]
        }
    }

    static func constrainAngle(_ angle: Double) -> Double {
        (angle.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
    }

    /// `ColorSpace.to`: through the lowest common ancestor; a missing coordinate counts as 0.
    static func convert(_ coords: [Double], from source: Space, to target: Space) -> [Double] {
        if source == target { return coords }
        var c = coords.map { $0.isNaN ? 0 : $0 }
        let up = source.path, down = target.path
        var common = 0
        while common < up.count, common < down.count, up[common] == down[common] { common += 1 }
        for space in up[common...].reversed() { c = toBase(space, c) }
        for space in down[common...] { c = fromBase(space, c) }
        return c
    }

    static func to(_ color: Color, _ space: Space) -> Color {
        Color(space: space, coords: convert(color.coords, from: color.space, to: space), alpha: color.alpha)
    }

    /// `color.set("space.coordinate", value)`: read in that space, change one coordinate, convert back.
    static func set(_ color: inout Color, _ space: Space, _ index: Int, _ value: Double) {
        var coords = convert(color.coords, from: color.space, to: space)
        coords[index] = value
        color.coords = convert(coords, from: space, to: color.space)
    }

    static func get(_ color: Color, _ space: Space, _ index: Int) -> Double {
        convert(color.coords, from: color.space, to: space)[index]
    }

    // MARK: - Gamut (src/inGamut.js, src/toGamut.js, src/deltaE/deltaE2000.js)

    static func inGamut(_ coords: [Double], space: Space, epsilon: Double = 0.000075) -> Bool {
        if space.isPolar { return inGamut(toBase(space, coords), space: space.base!, epsilon: epsilon) }
        for (value, range) in zip(coords, space.ranges) {
            guard let range, !value.isNaN else { continue }
            if value < range.lowerBound - epsilon || value > range.upperBound + epsilon { return false }
        }
        return true
    }

    static func inGamut(_ color: Color, of space: Space, epsilon: Double = 0.000075) -> Bool {
        inGamut(convert(color.coords, from: color.space, to: space), space: space, epsilon: epsilon)
    }

    static func clip(_ coords: [Double], space: Space) -> [Double] {
        zip(coords, space.ranges).map { value, range in
            guard let range else { return value }
            return Swift.min(range.upperBound, Swift.max(range.lowerBound, value))
        }
    }

    /// `toGamut(color)` with colorjs 0.4's default: reduce LCH chroma until clipping changes the
    /// color by less than ΔE2000 2.
    static func toGamut(_ color: Color, space: Space? = nil, clipOnly: Bool = false) -> Color {
        let space = space ?? color.space
        if inGamut(color, of: space, epsilon: 0) { return color }
        var spaceColor = to(color, space)
        if !clipOnly, !inGamut(color, of: space) {
            let clipped = toGamut(spaceColor, space: space, clipOnly: true)
            if deltaE2000(color, clipped) > 2 {
                var mapped = to(spaceColor, .lch)
                var low = 0.0
                var high = mapped.coords[1]
                while high - low > 0.01 {
                    let clippedMapped = toGamut(mapped, space: space, clipOnly: true)
                    let delta = deltaE2000(mapped, clippedMapped)
                    if delta - 2 < 0.01 { low = mapped.coords[1] } else { high = mapped.coords[1] }
                    set(&mapped, .lch, 1, (low + high) / 2)
                }
                spaceColor = to(mapped, space)
            } else {
                spaceColor = clipped
            }
        }
        if clipOnly || !inGamut(spaceColor.coords, space: space, epsilon: 0) {
            spaceColor.coords = clip(spaceColor.coords, space: space)
        }
        if space != color.space { spaceColor = to(spaceColor, color.space) }
        return Color(space: color.space, coords: spaceColor.coords, alpha: color.alpha)
    }

    static func deltaE2000(_ color: Color, _ sample: Color) -> Double {
        let first = convert(color.coords, from: color.space, to: .lab)
        let second = convert(sample.coords, from: sample.space, to: .lab)
        let (l1, a1, b1) = (first[0], first[1], first[2])
        let (l2, a2, b2) = (second[0], second[1], second[2])
        let c1 = Swift.max(0, (a1 * a1 + b1 * b1).squareRoot())
        let c2 = Swift.max(0, (a2 * a2 + b2 * b2).squareRoot())
        let gFactor = Foundation.pow(25.0, 7.0)
        let cBar7 = Foundation.pow((c1 + c2) / 2, 7.0)
        let g = 0.5 * (1 - (cBar7 / (cBar7 + gFactor)).squareRoot())
        let adash1 = (1 + g) * a1, adash2 = (1 + g) * a2
        let cdash1 = (adash1 * adash1 + b1 * b1).squareRoot()
        let cdash2 = (adash2 * adash2 + b2 * b2).squareRoot()
        var h1 = adash1 == 0 && b1 == 0 ? 0 : Foundation.atan2(b1, adash1)
        var h2 = adash2 == 0 && b2 == 0 ? 0 : Foundation.atan2(b2, adash2)
        if h1 < 0 { h1 += 2 * .pi }
        if h2 < 0 { h2 += 2 * .pi }
        h1 *= 180 / .pi
        h2 *= 180 / .pi
        let deltaL = l2 - l1, deltaC = cdash2 - cdash1
        let hdiff = h2 - h1, hsum = h1 + h2, habs = abs(hdiff)
        var deltah = 0.0
        if cdash1 * cdash2 == 0 {
            deltah = 0
        } else if habs <= 180 {
            deltah = hdiff
        } else if hdiff > 180 {
            deltah = hdiff - 360
        } else if hdiff < -180 {
            deltah = hdiff + 360
        }
        let deltaH = 2 * (cdash2 * cdash1).squareRoot() * Foundation.sin(deltah * .pi / 180 / 2)
        let ldash = (l1 + l2) / 2, cdash = (cdash1 + cdash2) / 2
        let cdash7 = Foundation.pow(cdash, 7.0)
        let hdash: Double
        if cdash1 * cdash2 == 0 {
            hdash = hsum
        } else if habs <= 180 {
            hdash = hsum / 2
        } else if hsum < 360 {
            hdash = (hsum + 360) / 2
        } else {
            hdash = (hsum - 360) / 2
        }
        let lsq = (ldash - 50) * (ldash - 50)
        let sl = 1 + (0.015 * lsq) / (20 + lsq).squareRoot()
        let sc = 1 + 0.045 * cdash
        var t = 1.0
        t -= 0.17 * Foundation.cos((hdash - 30) * .pi / 180)
        t += 0.24 * Foundation.cos(2 * hdash * .pi / 180)
        t += 0.32 * Foundation.cos((3 * hdash + 6) * .pi / 180)
        t -= 0.20 * Foundation.cos((4 * hdash - 63) * .pi / 180)
        let sh = 1 + 0.015 * cdash * t
        let deltaTheta = 30 * Foundation.exp(-1 * Foundation.pow((hdash - 275) / 25, 2.0))
        let rc = 2 * (cdash7 / (cdash7 + gFactor)).squareRoot()
        let rt = -1 * Foundation.sin(2 * deltaTheta * .pi / 180) * rc
        var result = Foundation.pow(deltaL / sl, 2.0)
        result += Foundation.pow(deltaC / sc, 2.0)
        result += Foundation.pow(deltaH / sh, 2.0)
        result += rt * (deltaC / sc) * (deltaH / sh)
        return result.squareRoot()
    }

    // MARK: - Writing and reading back (src/serialize.js, src/util.js toPrecision)

    /// `util.toPrecision` of colorjs 0.4: `precision` digits counting the integer part's
    /// spelled length (so 0.56016 keeps two decimals, 40.627 one).
    static func toPrecision(_ n: Double, _ precision: Int) -> Double {
        let integerLength = JSNumber.string(n.rounded(.down)).count
        if precision > integerLength { return JSNumber.toFixed(n, precision - integerLength) }
        let p10 = Foundation.pow(10.0, Double(integerLength - precision))
        return (n / p10 + 0.5).rounded(.down) * p10
    }

    /// `color.toString({precision})` in the space's default format, then `new Color(thatText)`:
    /// what survives the round trip through text. Gamut-maps first as `serialize` does.
    static func roundTrip(_ color: Color, precision: Int) -> Color {
        var coords = color.coords.map { $0.isNaN || $0 == 0 ? 0 : $0 }
        if !inGamut(color.coords, space: color.space) {
            coords = toGamut(color).coords.map { $0.isNaN || $0 == 0 ? 0 : $0 }
        }
        let back: [Double]
        switch color.space {
        case .srgb:
            // `rgb(44.5% …)`: written as percentages, read back as fractions.
            back = coords.map { toPrecision(100 * $0, precision) / 100 }
        case .hsl:
            // `hsl(h s% l%)`: percentages mapped from 0…100 to 0…100 (colorjs's mapRange), read
            // back as fractions scaled to 0…100.
            func percent(_ value: Double) -> Double { 100 * (toPrecision(0 + 100 * ((value - 0) / 100), precision) / 100) }
            back = [toPrecision(coords[0], precision), percent(coords[1]), percent(coords[2])]
        default:
            back = coords.map { toPrecision($0, precision) }
        }
        let alpha = color.alpha < 1 ? toPrecision(color.alpha, precision) : color.alpha
        return Color(space: color.space, coords: back, alpha: alpha)
    }

    /// `new Color(c).to("srgb").toString({format: "hex"})`, as 8-bit channels: gamut-mapped,
    /// then `Math.round(c * 255)`; alpha kept when below 1.
    static func hexColor(_ color: Color) -> RGBA {
        var srgb = to(color, .srgb)
        if !inGamut(srgb.coords, space: .srgb) { srgb = toGamut(srgb) }
        func channel(_ value: Double) -> Int { Swift.min(255, Swift.max(0, Int((value * 255 + 0.5).rounded(.down)))) }
        let c = srgb.coords.map { $0.isNaN ? 0 : $0 }
        return RGBA(red8: channel(c[0]), green8: channel(c[1]), blue8: channel(c[2]), alpha8: srgb.alpha < 1 ? channel(srgb.alpha) : 255)
    }

    // MARK: - Modifiers (Tokens Studio src/utils/color/*.ts)

    enum Modification: Sendable, Equatable {
        case lighten(Double)
        case darken(Double)
        case mix(Double, with: Color)
        case alpha(Double)
        /// An unknown modifier: Tokens Studio only writes the color in the space and reads it back.
        case none
    }

    /// The modified color as Tokens Studio shows it. Without a known `space`, Tokens Studio
    /// leaves the color as it was (its conversion to an unnamed space fails and it keeps the
    /// base): the caller reports that.
    static func modify(_ base: Color, _ modification: Modification, space: Space) -> RGBA {
        var color = base
        switch modification {
        case .lighten(let amount), .darken(let amount):
            let lighten = { if case .lighten = modification { true } else { false } }()
            switch space {
            case .lch:
                let lightness = get(color, .lch, 0)
                let chroma = get(color, .lch, 1)
                let newChroma = Swift.max(0, chroma - amount * chroma)
                let newLightness = lighten ? Swift.min(100, lightness + (100 - lightness) * amount) : Swift.max(0, lightness - lightness * amount)
                set(&color, .lch, 0, newLightness)
                set(&color, .lch, 1, newChroma)
            case .hsl:
                let lightness = get(color, .hsl, 2)
                set(&color, .hsl, 2, lighten ? Swift.min(100, lightness + (100 - lightness) * amount) : Swift.max(0, lightness - lightness * amount))
            case .p3, .srgb:
                if space == .p3 { color = to(color, .p3) }
                for index in 0..<3 {
                    let value = color.coords[index]
                    color.coords[index] = lighten ? Swift.min(1, value + amount * (1 - value)) : Swift.max(0, value - amount * value)
                }
            default:
                break
            }
        case .mix(let amount, let other):
            let weight = Swift.max(0, Swift.min(1, amount))
            color = roundTrip(mix(color, other, weight, space: space), precision: 5)
        case .alpha(let amount):
            color.alpha = Swift.max(0, Swift.min(1, amount))
        case .none:
            break
        }
        return hexColor(roundTrip(to(color, space), precision: 3))
    }

    /// `color.mix(other, p, {space})` (src/interpolation.js): both in `space`, gamut-mapped there,
    /// hues the shorter way round, a missing hue taking the other's.
    static func mix(_ first: Color, _ second: Color, _ p: Double, space: Space) -> Color {
        var one = toGamut(to(first, space))
        var two = toGamut(to(second, space))
        if space.isPolar {
            let hue = space == .hsl ? 0 : 2
            var (h1, h2) = (get(one, space, hue), get(two, space, hue))
            (h1, h2) = (constrainAngle(h1), constrainAngle(h2))
            let difference = h2 - h1
            if difference > 180 { h1 += 360 } else if difference < -180 { h2 += 360 }
            one.coords[hue] = h1
            two.coords[hue] = h2
        }
        func interpolate(_ start: Double, _ end: Double) -> Double {
            if start.isNaN { return end }
            if end.isNaN { return start }
            return start + (end - start) * p
        }
        return Color(space: space, coords: (0..<3).map { interpolate(one.coords[$0], two.coords[$0]) }, alpha: interpolate(one.alpha, two.alpha))
    }

    /// A color as colorjs reads it from text: hex (exact 8-bit channels) or the notations Kiln reads.
    static func parse(_ text: String) -> Color? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("#"), let rgba = RGBA(hex: trimmed) {
            return Color(space: .srgb, coords: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
        }
        guard let rgba = ColorSyntax.parse(trimmed) else { return nil }
        return Color(space: .srgb, coords: [rgba.red, rgba.green, rgba.blue], alpha: rgba.alpha)
    }
}

/// JavaScript's number formatting, where Tokens Studio turns numbers into text and back.
enum JSNumber {
    /// `String(n)`: integers without a fraction, others in their shortest form.
    static func string(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == 0 { return "0" }
        if value == value.rounded(), abs(value) < 1e21 { return String(format: "%.0f", value) }
        var text = "\(value)"
        // Swift writes 1e-07 where JavaScript writes 1e-7.
        if let e = text.firstIndex(of: "e") {
            let mantissa = text[..<e]
            var exponent = String(text[text.index(after: e)...])
            let negative = exponent.hasPrefix("-")
            exponent = String(exponent.drop { $0 == "-" || $0 == "+" || $0 == "0" })
            text = mantissa + "e" + (negative ? "-" : "+") + (exponent.isEmpty ? "0" : exponent)
        }
        return text
    }

    /// `+n.toFixed(digits)`: the exact binary value rounded half away from zero.
    static func toFixed(_ value: Double, _ digits: Int) -> Double {
        guard value.isFinite else { return value }
        // glibc prints the exact expansion; 40 extra digits settle every tie the double can hold.
        let exact = String(format: "%.\(digits + 40)f", abs(value))
        guard let dot = exact.firstIndex(of: ".") else { return value }
        var kept = Array(exact[..<dot]) + Array(exact[exact.index(after: dot)...].prefix(digits))
        let next = exact[exact.index(after: dot)...].dropFirst(digits).first ?? "0"
        if next >= "5" {
            var index = kept.count - 1
            while index >= 0 {
                if kept[index] == "9" {
                    kept[index] = "0"
                    index -= 1
                } else {
                    kept[index] = Character(String(kept[index].wholeNumberValue! + 1))
                    break
                }
            }
            if index < 0 { kept.insert("1", at: 0) }
        }
        let integerCount = kept.count - digits
        let text = String(kept[..<integerCount]) + (digits > 0 ? "." + String(kept[integerCount...]) : "")
        let result = Double(text) ?? value
        return value < 0 ? -result : result
    }
}
