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
struct AssetCatalog {
    var options: SwiftOptions
    var model: ViewModel
    /// A resident build's color sets (`EmitCache`); nil makes every one.
    var memo: PrintMemo? = nil

    static let info = "  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n"

    func files(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var files = [OutputFile(path: folder + "/Contents.json", text: "{\n" + Self.info + "}\n")]
        files.reserveCapacity(model.containers.reduce(1) { $0 + $1.entries.count })
        let prefix = folder + "/"
        var diagnostics: [Diagnostic] = []
        var taken: [String: Token] = [:]
        for container in model.containers {
            for entry in container.entries where entry.type == .color {
            if let memo {
                // The same checks with the kept name and file.
                let (name, file) = memo.file(entry) {
                    let name = Self.colorSetName(entry.token, prefix: options.assetCatalogPrefix)
                    return (name, OutputFile(path: prefix + name + ".colorset/Contents.json", contents: contents(entry)))
                }
                if let other = taken[name] {
                    diagnostics.append(collision(other, entry, name: name))
                    continue
                }
                taken[name] = entry.token
                files.append(file)
                continue
            }
            let name = Self.colorSetName(entry.token, prefix: options.assetCatalogPrefix)
            if let other = taken[name] {
                diagnostics.append(collision(other, entry, name: name))
                continue
            }
            taken[name] = entry.token
            files.append(OutputFile(path: prefix + name + ".colorset/Contents.json", contents: contents(entry)))
            }
        }
        return (files, diagnostics)
    }

    private func collision(_ other: Token, _ entry: ViewModel.Entry, name: String) -> Diagnostic {
        .error(
            "output/name-collision",
            "\"\(other.path)\" and \"\(entry.path)\" both become the color set \"\(name)\" in the asset catalog; Kiln does not let one overwrite the other",
            at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)],
            hint: "rename one of the tokens, or set `swift.assetCatalog: false`")
    }

    static func colorSetName(_ token: Token, prefix: String = SwiftOptions().assetCatalogPrefix) -> String {
        let path = token.path.string
        let first = Words.firstSegment(of: path, is: "color")
        let style: Words.Style = prefix.isEmpty ? .lowerCamel : .upperCamel
        if let name = Words.joined(dotted: path, from: first.matches ? first.end : 0, style: style) { return prefix + name }
        let segments = token.path.fastSegments
        let rest = segments.count > 1 && segments[0] == "color" ? segments.dropFirst() : segments[...]
        let words = Words.split(segments: Array(rest))
        let name = Words.joined(rest, style: style) ?? Words.asciiIdentifier(prefix.isEmpty ? Words.lowerCamel(words) : Words.upperCamel(words))
        return prefix + (name.isEmpty ? (prefix.isEmpty ? "color" : "Color") : name)
    }

    private func contents(_ entry: ViewModel.Entry) -> [UInt8] {
        let colors = entry.token.values.map { $0?.value.color }
        let light = colors[model.lightModeIndex] ?? colors.compactMap { $0 }.first ?? .black
        let dark = colors[model.darkModeIndex] ?? light
        // A color kept in Display P3 (authored there, or outside sRGB) gets a display-p3 entry.
        func p3(_ mode: Int) -> AuthoredColor? {
            guard let authored = entry.token.values[mode]?.authoredColor, authored.prefersDisplayP3 else { return nil }
            return authored
        }
        let lightP3 = colors[model.lightModeIndex] == nil ? nil : p3(model.lightModeIndex)
        let darkP3 = colors[model.darkModeIndex] == nil ? lightP3 : p3(model.darkModeIndex)
        let hasDark = dark.quantized != light.quantized || darkP3 != lightP3
        // The file is 326 bytes, or 689 with a dark appearance (fixed-width fields, a little more
        // for Display P3): reserving 900 for every one of the 6,100 files of the 10k set held
        // ~2.7 MB that was never written.
        var text = ByteText()
        text.reserveCapacity(hasDark ? 704 : 336)
        text += "{\n  \"colors\" : [\n"
        if let lightP3 { Self.displayP3Entry(lightP3, appearance: nil, into: &text) } else { Self.colorEntry(light, appearance: nil, into: &text) }
        if hasDark {
            text += ",\n"
            if let darkP3 { Self.displayP3Entry(darkP3, appearance: "dark", into: &text) } else { Self.colorEntry(dark, appearance: "dark", into: &text) }
        }
        text += "\n  ],\n"
        text += Self.info
        text += "}\n"
        return text.finished()
    }

    /// Opens a color entry; a dark (or other) appearance is named before its color.
    private static func openEntry(appearance: String?, into text: inout ByteText) {
        text += "    {\n"
        if let appearance {
            text += "      \"appearances\" : [\n        {\n          \"appearance\" : \"luminosity\",\n          \"value\" : \""
            text += appearance
            text += "\"\n        }\n      ],\n"
        }
    }

    /// A `display-p3` color entry, components as decimal strings with three decimals (as Xcode
    /// writes them for P3).
    static func displayP3Entry(_ color: AuthoredColor, appearance: String?, into text: inout ByteText) {
        openEntry(appearance: appearance, into: &text)
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
        openEntry(appearance: appearance, into: &text)
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
