import ColorScience
import DesignModel
import Diagnostics
import XMLAdapter

/// The Android XML resources, written with libxml2's writer (`XMLAdapter`): every color in
/// `values/colors.xml` (the light mode) and `values-night/colors.xml` (the dark mode, when the
/// design system has one), and every absolute length in `values/dimens.xml` (in `dp`).
///
/// Resource names are lowercase snake case (`color.text.primary` → `text_primary`,
/// `spacing.md` → `spacing_md`); two tokens with one resource name are an
/// `output/name-collision`. Colors are `#RRGGBB`, or `#AARRGGBB` when not opaque.
struct AndroidResources {
    var model: ViewModel

    static func color(_ color: RGBA) -> String {
        ASCIIText.make(capacity: 10) { text in
            text.append("#")
            if color.alpha8 != 255 { text.hexByte(color.alpha8) }
            text.hexByte(color.red8)
            text.hexByte(color.green8)
            text.hexByte(color.blue8)
        }
    }

    /// The resource name of a color (its path without a leading `color`) or of a length.
    static func name(_ token: Token) -> String {
        var segments = token.path.fastSegments
        if token.type == .color, segments.count > 1, segments[0] == "color" { segments.removeFirst() }
        return Identifiers.androidResource(Words.split(segments: segments))
    }

    func files(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let entries = model.allEntries
        var colors: [(name: String, entry: ViewModel.Entry)] = []
        var dimens: [(name: String, value: String, entry: ViewModel.Entry)] = []
        var owners: [String: Token] = [:]
        func claim(_ name: String, _ entry: ViewModel.Entry) -> Bool {
            if let other = owners[name] {
                diagnostics.append(
                    .error(
                        "output/name-collision",
                        "\"\(other.path)\" and \"\(entry.path)\" both become the resource `\(name)` in the Android output; Kiln does not let one overwrite the other",
                        at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)], hint: "rename one of the tokens"))
                return false
            }
            owners[name] = entry.token
            return true
        }
        for entry in entries {
            switch entry.type {
            case .color:
                let name = Self.name(entry.token)
                if claim(name, entry) { colors.append((name, entry)) }
            case .dimension:
                guard case .dimension(let dimension)? = entry.token.values.first??.value, let points = dimension.points else { continue }
                let name = Self.name(entry.token)
                if claim(name, entry) { dimens.append((name, Format.number(points) + "dp", entry)) }
            default: continue
            }
        }
        colors.sort { $0.name < $1.name }
        dimens.sort { $0.name < $1.name }

        func colorElements(mode: Int) -> [XMLElement] {
            colors.compactMap { name, entry in
                guard case .color(let rgba)? = (entry.token.values[mode] ?? entry.token.values.first ?? nil)?.value else { return nil }
                return XMLElement("color", attributes: [("name", name)], text: Self.color(rgba), comment: entry.doc.isEmpty ? nil : entry.doc.joined(separator: " "))
            }
        }
        var files: [OutputFile] = []
        func write(_ path: String, _ children: [XMLElement], note: String) {
            do {
                let bytes = try XMLWriter.document(XMLElement("resources", children: children), leadingComment: Emitters.headerLine + " " + note)
                files.append(OutputFile(path: folder + "/" + path, contents: bytes))
            } catch {
                diagnostics.append(.error("output/write", "libxml2 could not write \(path): \(error)", at: .none))
            }
        }
        let light = model.lightModeIndex
        let dark = model.darkModeIndex
        write("values/colors.xml", colorElements(mode: light), note: "Colors of the \(model.modes[light].name) mode.")
        if dark != light { write("values-night/colors.xml", colorElements(mode: dark), note: "Colors of the \(model.modes[dark].name) mode.") }
        write(
            "values/dimens.xml",
            dimens.map { XMLElement("dimen", attributes: [("name", $0.name)], text: $0.value, comment: $0.entry.doc.isEmpty ? nil : $0.entry.doc.joined(separator: " ")) },
            note: "Lengths in dp.")
        return (files, diagnostics)
    }
}
