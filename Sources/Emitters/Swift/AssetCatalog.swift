import ColorScience
import DesignModel
import Diagnostics
import Foundation

/// `Colors.xcassets`: a color set per color token, with an "any" (light) appearance and, when the
/// color differs, a dark appearance — the structure Xcode itself writes.
///
/// Color set names are flat: the prefix (`token` by default), then the token path in camel case
/// without a leading `color` segment (`color.text.primary` → `tokenTextPrimary`, `brand.accent` →
/// `tokenBrandAccent`), so Xcode's generated symbols read `Color(.tokenTextPrimary)`. Without the
/// prefix, a color named `separator` or `system.yellow` would meet UIKit's and AppKit's system
/// colors in those symbols. Two tokens that map to one name are a collision.
///
/// A final class, not a struct, like the printers: closures that capture it (`memo.file`) then
/// copy one reference, not every field of its options and model.
final class AssetCatalog {
    let options: SwiftOptions
    let model: ViewModel
    /// A resident build's color sets (`EmitCache`); nil makes every one.
    let memo: PrintMemo?

    /// The modes of Xcode's High Contrast appearances (Any and Dark), when the design system
    /// has a contrast axis (a value `high`, `more` or `high-contrast`), which the Swift source
    /// follows through the trait collection's `accessibilityContrast` too.
    let highContrast: (light: Int, dark: Int)?

    init(options: SwiftOptions, model: ViewModel, memo: PrintMemo? = nil) {
        self.options = options
        self.model = model
        self.memo = memo
        highContrast = Self.highContrastModes(model)
    }

    /// A contrast axis's high value: the one the CSS output reads from `prefers-contrast: more`
    /// and the Swift source from `accessibilityContrast == .high`.
    static func isHighContrast(_ value: String) -> Bool { CSSPrinter.media(value) == "(prefers-contrast: more)" }

    /// Light + high and dark + high: the combinations of the contrast axis's high value with the
    /// scheme axis's light and dark values (every other axis at its default).
    static func highContrastModes(_ model: ViewModel) -> (light: Int, dark: Int)? {
        let axes = model.axes
        if axes.isMultiAxis {
            guard let contrast = axes.axes.firstIndex(where: { $0.values.dropFirst().contains(where: isHighContrast) }),
                let high = axes.axes[contrast].values.firstIndex(where: isHighContrast)
            else { return nil }
            let scheme = AndroidSchemeAxis(axes)
            var light = [Int](repeating: 0, count: axes.axes.count)
            light[contrast] = high
            var dark = light
            if let scheme {
                light[scheme.axis] = scheme.light
                dark[scheme.axis] = scheme.dark
            }
            return (axes.mode(of: light), axes.mode(of: dark))
        }
        return nil
    }

    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n"

    func files(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        // A rebuild: the previous catalog with the changed colors' files made again.
        if let memo, let kept = memo.reusedFiles(model, folder: folder, make: { file($0, folder: folder) }) { return (kept, []) }
        let made = makeFiles(folder: folder)
        memo?.keepFiles(made.files, model: model, folder: folder, clean: made.diagnostics.isEmpty)
        return made
    }

    /// The file of one color entry.
    private func file(_ entry: ViewModel.Entry, folder: String) -> OutputFile {
        OutputFile(path: folder + "/" + Self.colorSetName(entry.path, prefix: options.assetCatalogPrefix) + ".colorset/Contents.json", contents: contents(entry))
    }

    private func makeFiles(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        // Names are checked for collisions after the fact (`NameClaims.deferred`): a table of
        // every name, probed as each comes, costs cache misses and a retain per color set on a
        // large set. Only when two names might collide are the files made again, checking each.
        if let made = makeFiles(folder: folder, exact: false) { return made }
        return makeFiles(folder: folder, exact: true)!
    }

    /// The color sets; nil when `exact` is false and two names might be the same.
    private func makeFiles(folder: String, exact: Bool) -> (files: [OutputFile], diagnostics: [Diagnostic])? {
        var files = [OutputFile(path: folder + "/Contents.json", text: "{\n" + Self.info + "}\n")]
        files.reserveCapacity(model.containers.reduce(1) { $0 + $1.entries.count })
        let prefix = folder + "/"
        var diagnostics: [Diagnostic] = []
        var claims: NameClaims = exact ? .exact(capacity: files.capacity) : .deferred(capacity: files.capacity)
        // Exact claims only: each name's owner, in claim order (the entry, a reference, rather
        // than its token: a `Token` copy retains each of its fields).
        var owners: [ViewModel.Entry] = []
        /// Takes `name` for `entry`; returns the entry that has it already (which keeps it).
        func claim(_ name: String, _ entry: ViewModel.Entry) -> ViewModel.Entry? {
            if let owner = claims.claim(slot: 0, member: name, owner: owners.count) { return owners[owner] }
            if exact { owners.append(entry) }
            return nil
        }
        for container in model.containers {
            for entry in container.entries where entry.type == .color {
            if let memo {
                // The same checks with the kept name and file.
                let (name, file) = memo.file(entry) {
                    let name = Self.colorSetName(entry.path, prefix: options.assetCatalogPrefix)
                    return (name, OutputFile(path: prefix + name + ".colorset/Contents.json", contents: contents(entry)))
                }
                if let other = claim(name, entry) {
                    diagnostics.append(collision(other.token, entry, name: name))
                    continue
                }
                files.append(file)
                continue
            }
            let name = Self.colorSetName(entry.path, prefix: options.assetCatalogPrefix)
            if let other = claim(name, entry) {
                diagnostics.append(collision(other.token, entry, name: name))
                continue
            }
            files.append(OutputFile(path: Self.path(prefix, name), contents: contents(entry)))
            }
        }
        guard claims.verified() else { return nil }
        return (files, diagnostics)
    }

    /// `prefix` + `name` + `.colorset/Contents.json`, written into one allocation: reserving and
    /// appending twice costs a second pass over the bytes for each of thousands of color sets.
    private static func path(_ prefix: String, _ name: String) -> String {
        let suffix: StaticString = ".colorset/Contents.json"
        var prefix = prefix
        var name = name
        return prefix.withUTF8 { head in
            name.withUTF8 { middle in
                let count = head.count + middle.count + suffix.utf8CodeUnitCount
                return String(unsafeUninitializedCapacity: count) { buffer in
                    var offset = 0
                    func copy(_ part: UnsafeBufferPointer<UInt8>) {
                        guard let base = part.baseAddress, !part.isEmpty else { return }
                        (buffer.baseAddress! + offset).initialize(from: base, count: part.count)
                        offset += part.count
                    }
                    copy(head)
                    copy(middle)
                    copy(UnsafeBufferPointer(start: suffix.utf8Start, count: suffix.utf8CodeUnitCount))
                    return offset
                }
            }
        }
    }

    private func collision(_ other: Token, _ entry: ViewModel.Entry, name: String) -> Diagnostic {
        .error(
            .outputNameCollision,
            "\"\(other.path)\" and \"\(entry.path)\" both become the color set \"\(name)\" in the asset catalog; Kiln does not let one overwrite the other",
            at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)],
            hint: "rename one of the tokens, or set `swift.assetCatalog: false`")
    }

    static func colorSetName(_ token: Token, prefix: String = SwiftOptions().assetCatalogPrefix) -> String {
        colorSetName(token.path, prefix: prefix)
    }

    /// From the path alone: `entry.token` passed as an argument is copied (a retain and a
    /// release of each of the token's fields) for each of thousands of color sets.
    static func colorSetName(_ tokenPath: TokenPath, prefix: String) -> String {
        let path = tokenPath.string
        let first = NameCasing.firstSegment(of: path, is: "color")
        let style: NameCasing.Style = prefix.isEmpty ? .lowerCamel : .upperCamel
        if let name = NameCasing.joined(dotted: path, from: first.matches ? first.end : 0, style: style, prefix: prefix) { return name }
        let segments = tokenPath.fastSegments
        let rest = segments.count > 1 && segments[0] == "color" ? segments.dropFirst() : segments[...]
        let words = NameCasing.split(segments: Array(rest))
        let name = NameCasing.joined(rest, style: style) ?? NameCasing.asciiIdentifier(prefix.isEmpty ? NameCasing.lowerCamel(words) : NameCasing.upperCamel(words))
        return prefix + (name.isEmpty ? (prefix.isEmpty ? "color" : "Color") : name)
    }

    private func contents(_ entry: ViewModel.Entry) -> [UInt8] {
        // Only the two appearances' modes are read, in place (no array of every mode's color).
        let values = entry.token.values
        let lightColor = values.withValue(model.lightModeIndex) { $0?.value.color }
        let darkColor = values.withValue(model.darkModeIndex) { $0?.value.color }
        let light = lightColor ?? Self.firstColor(values) ?? .black
        let dark = darkColor ?? light
        // A color kept in Display P3 (authored there, or outside sRGB) gets a display-p3 entry.
        func p3(_ mode: Int) -> AuthoredColor? {
            guard let authored = values.withValue(mode, { $0?.authoredColor }), authored.prefersDisplayP3 else { return nil }
            return authored
        }
        let lightP3 = lightColor == nil ? nil : p3(model.lightModeIndex)
        let darkP3 = darkColor == nil ? lightP3 : p3(model.darkModeIndex)
        let hasDark = dark.quantized != light.quantized || darkP3 != lightP3
        // High Contrast appearances, where the color differs there (Xcode falls back to Any and
        // Dark for those it does not find).
        var contrastEntries: [(appearance: [(String, String)], color: RGBA, p3: AuthoredColor?)] = []
        if let highContrast {
            for (mode, base, baseP3, isDark) in [(highContrast.light, light, lightP3, false), (highContrast.dark, dark, darkP3, true)] {
                guard let color = values.withValue(mode, { $0?.value.color }) else { continue }
                let colorP3 = p3(mode)
                guard color.quantized != base.quantized || colorP3 != baseP3 else { continue }
                contrastEntries.append(((isDark ? [("luminosity", "dark")] : []) + [("contrast", "high")], color, colorP3))
            }
        }
        // The common file (sRGB appearances): the template's bytes with the components spliced in.
        if lightP3 == nil, !hasDark || darkP3 == nil, contrastEntries.isEmpty {
            return hasDark ? Self.srgbWithDark.file(light, dark) : Self.srgbLight.file(light, nil)
        }
        // The file is 326 bytes, or 689 with a dark appearance (fixed-width fields, a little more
        // for Display P3): a generous reservation for each of thousands of files holds memory
        // that is never written.
        var text = ByteText()
        text.reserveCapacity(hasDark ? 704 : 336)
        text += "{\n  \"colors\" : [\n"
        if let lightP3 { Self.displayP3Entry(lightP3, appearance: nil, into: &text) } else { Self.colorEntry(light, appearance: nil, into: &text) }
        if hasDark {
            text += ",\n"
            if let darkP3 { Self.displayP3Entry(darkP3, appearance: "dark", into: &text) } else { Self.colorEntry(dark, appearance: "dark", into: &text) }
        }
        for entry in contrastEntries {
            text += ",\n"
            if let p3 = entry.p3 {
                Self.displayP3Entry(p3, appearances: entry.appearance, into: &text)
            } else {
                Self.colorEntry(entry.color, appearances: entry.appearance, into: &text)
            }
        }
        text += "\n  ],\n"
        text += Self.info
        text += "}\n"
        return text.finished()
    }

    /// The first mode's color that resolved (for a light appearance that did not).
    private static func firstColor(_ values: ModeValues) -> RGBA? {
        for mode in values.indices {
            if let color = values.withValue(mode, { $0?.value.color }) { return color }
        }
        return nil
    }

    private static let srgbLight = SRGBTemplate(dark: false)
    private static let srgbWithDark = SRGBTemplate(dark: true)

    /// An sRGB color set's Contents.json printed once by `colorEntry` (for black), with where
    /// each appearance's components sit: a file copies the bytes and writes its own there. The
    /// fields have fixed widths (alpha `d.ddd`, each component `0xHH`), so the offsets hold for
    /// every color.
    private struct SRGBTemplate: Sendable {
        let bytes: [UInt8]
        /// Per appearance: the offsets of the alpha's five bytes and of the blue, green and red hex digits.
        let slots: [(alpha: Int, blue: Int, green: Int, red: Int)]

        init(dark: Bool) {
            var text = ByteText()
            text += "{\n  \"colors\" : [\n"
            AssetCatalog.colorEntry(.black, appearance: nil, into: &text)
            if dark {
                text += ",\n"
                AssetCatalog.colorEntry(.black, appearance: "dark", into: &text)
            }
            text += "\n  ],\n"
            text += AssetCatalog.info
            text += "}\n"
            let template = text.finished()
            func end(of key: String, from start: Int) -> Int {
                let needle = Array(key.utf8)
                var index = start
                while !template[index..<(index + needle.count)].elementsEqual(needle) { index += 1 }
                return index + needle.count
            }
            var slots: [(alpha: Int, blue: Int, green: Int, red: Int)] = []
            var start = 0
            for _ in 0..<(dark ? 2 : 1) {
                let alpha = end(of: "\"alpha\" : \"", from: start)
                let blue = end(of: "\"blue\" : \"0x", from: alpha)
                let green = end(of: "\"green\" : \"0x", from: blue)
                let red = end(of: "\"red\" : \"0x", from: green)
                slots.append((alpha, blue, green, red))
                start = red
            }
            bytes = template
            self.slots = slots
        }

        func file(_ light: RGBA, _ dark: RGBA?) -> [UInt8] {
            var file = bytes
            file.withUnsafeMutableBufferPointer { out in
                for index in slots.indices {
                    let color = index == 0 ? light : dark ?? light
                    let slot = slots[index]
                    // As `colorEntry` spells it: the 8-bit alpha in thousandths, `0.502`, `1.000`.
                    let thousandths = Int((Double(color.alpha8) / 255 * 1000).rounded())
                    out[slot.alpha] = UInt8(ascii: "0") + UInt8(thousandths / 1000)
                    out[slot.alpha + 1] = UInt8(ascii: ".")
                    out[slot.alpha + 2] = UInt8(ascii: "0") + UInt8(thousandths % 1000 / 100)
                    out[slot.alpha + 3] = UInt8(ascii: "0") + UInt8(thousandths % 100 / 10)
                    out[slot.alpha + 4] = UInt8(ascii: "0") + UInt8(thousandths % 10)
                    Self.hex(color.blue8, at: slot.blue, in: out)
                    Self.hex(color.green8, at: slot.green, in: out)
                    Self.hex(color.red8, at: slot.red, in: out)
                }
            }
            return file
        }

        /// Two uppercase hex digits.
        @inline(__always)
        private static func hex(_ value: Int, at offset: Int, in out: UnsafeMutableBufferPointer<UInt8>) {
            precondition(offset + 2 <= out.count)
            ASCIIText.writeHexByte(value, into: out.baseAddress! + offset)
        }
    }

    /// Opens a color entry; a dark (or other) appearance is named before its color.
    private static func openEntry(appearance: String?, into text: inout ByteText) {
        openEntry(appearances: appearance.map { [("luminosity", $0)] } ?? [], into: &text)
    }

    /// Opens a color entry with its appearances (`luminosity`: `dark`; `contrast`: `high`), as
    /// Xcode lists them.
    private static func openEntry(appearances: [(String, String)], into text: inout ByteText) {
        text += "    {\n"
        guard !appearances.isEmpty else { return }
        text += "      \"appearances\" : [\n"
        for (index, appearance) in appearances.enumerated() {
            text += "        {\n          \"appearance\" : \""
            text += appearance.0
            text += "\",\n          \"value\" : \""
            text += appearance.1
            text += "\"\n        }"
            text += index == appearances.count - 1 ? "\n" : ",\n"
        }
        text += "      ],\n"
    }

    /// A `display-p3` color entry, components as decimal strings with three decimals (as Xcode
    /// writes them for P3).
    static func displayP3Entry(_ color: AuthoredColor, appearance: String?, into text: inout ByteText) {
        displayP3Entry(color, appearances: appearance.map { [("luminosity", $0)] } ?? [], into: &text)
    }

    static func displayP3Entry(_ color: AuthoredColor, appearances: [(String, String)], into text: inout ByteText) {
        openEntry(appearances: appearances, into: &text)
        func decimal(_ value: Double) -> String {
            let thousandths = Int((min(1, max(0, value)) * 1000).rounded())
            let fraction = thousandths % 1000
            return "\(thousandths / 1000)." + (fraction < 100 ? "0" : "") + (fraction < 10 ? "0" : "") + "\(fraction)"
        }
        let p3 = color.displayP3
        text += "      \"color\" : {\n        \"color-space\" : \"display-p3\",\n        \"components\" : {\n"
        text += "          \"alpha\" : \"" + decimal(color.alpha) + "\",\n"
        text += "          \"blue\" : \"" + decimal(p3.z) + "\",\n"
        text += "          \"green\" : \"" + decimal(p3.y) + "\",\n"
        text += "          \"red\" : \"" + decimal(p3.x) + "\"\n"
        text += "        }\n      },\n      \"idiom\" : \"universal\"\n    }"
    }

    static func colorEntry(_ color: RGBA, appearance: String?, into text: inout ByteText) {
        colorEntry(color, appearances: appearance.map { [("luminosity", $0)] } ?? [], into: &text)
    }

    static func colorEntry(_ color: RGBA, appearances: [(String, String)], into text: inout ByteText) {
        openEntry(appearances: appearances, into: &text)
        text += "      \"color\" : {\n        \"color-space\" : \"srgb\",\n        \"components\" : {\n          \"alpha\" : \""
        let thousandths = Int((Double(color.alpha8) / 255 * 1000).rounded())
        text.integer(UInt64(thousandths / 1000))
        text += "."
        let fraction = thousandths % 1000
        if fraction < 100 { text += "0" }
        if fraction < 10 { text += "0" }
        text.integer(UInt64(fraction))
        text += "\",\n          \"blue\" : \"0x"
        text.hexByte(color.blue8)
        text += "\",\n          \"green\" : \"0x"
        text.hexByte(color.green8)
        text += "\",\n          \"red\" : \"0x"
        text.hexByte(color.red8)
        text += "\"\n        }\n      },\n      \"idiom\" : \"universal\"\n    }"
    }
}
