import ColorScience
import DesignModel
import Diagnostics
import XMLAdapter

/// The Android XML resources, written with libxml2's writer (`XMLAdapter`): every color in
/// `values/colors.xml` (the light mode), the colors that differ in the dark mode (when the design
/// system has one) in `values-night/colors.xml`, and every absolute length in
/// `values/dimens.xml` (in `dp`).
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
        // The common all-ASCII path in one pass (kebab case with `_` for `-`); the rest by segments.
        let path = token.path.string
        let first = NameCasing.firstSegment(of: path, is: "color")
        let offset = token.type == .color && first.matches ? first.end : 0
        if let kebab = NameCasing.joined(dotted: path, from: offset, style: .kebab), let lead = kebab.utf8.first, (0x61...0x7A).contains(lead) {
            return String(decoding: kebab.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "_") : $0 }, as: UTF8.self)
        }
        var segments = token.path.fastSegments
        if token.type == .color, segments.count > 1, segments[0] == "color" { segments.removeFirst() }
        return Identifiers.androidResource(NameCasing.split(segments: segments))
    }

    /// One `<resources>` file under `folder`; libxml2 failing to write it is an error, not a crash.
    static func write(
        _ path: String, in folder: String, _ children: [XMLElementValue], note: String,
        to files: inout [OutputFile], diagnostics: inout [Diagnostic]
    ) {
        do {
            let bytes = try XMLWriter.document(XMLElementValue("resources", children: children), leadingComment: Emitters.headerLine + " " + note)
            files.append(OutputFile(path: folder + "/" + path, contents: bytes))
        } catch {
            diagnostics.append(.error(.outputWriteFailed, "libxml2 could not write \(path): \(error)", at: .none))
        }
    }

    // Whole: one pass that names, claims and writes the colors and dimens; the owner table and the per-mode element lists are shared by every step.
    func files(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        // Several theming axes: `-night` for the scheme, names per value for the rest (AndroidResources+Axes).
        if model.axes.isMultiAxis { return axesFiles(folder: folder) }
        var diagnostics: [Diagnostic] = []
        let entries = model.allEntries
        var colors: [(name: String, entry: ViewModel.Entry)] = []
        var dimens: [(name: String, entry: ViewModel.Entry)] = []
        // The entry that took each name (an index: storing tokens costs a retain per field).
        var owners: [String: Int] = [:]
        owners.reserveCapacity(entries.count)
        func claim(_ name: String, _ index: Int) -> Bool {
            if let owner = owners.updateValue(index, forKey: name) {
                owners[name] = owner
                let other = entries[owner].token
                let entry = entries[index]
                diagnostics.append(
                    .error(
                        .outputNameCollision,
                        "\"\(other.path)\" and \"\(entry.path)\" both become the resource `\(name)` in the Android output; Kiln does not let one overwrite the other",
                        at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)], hint: "rename one of the tokens"))
                return false
            }
            return true
        }
        for (index, entry) in entries.enumerated() {
            switch entry.type {
            case .color:
                let name = Self.name(entry.token)
                if claim(name, index) { colors.append((name, entry)) }
            case .dimension:
                guard case .dimension(let dimension)? = entry.token.values.first??.value, dimension.points != nil else { continue }
                let name = Self.name(entry.token)
                if claim(name, index) { dimens.append((name, entry)) }
            default: continue
            }
        }
        // Byte order: the same as String order for these ASCII names, without Unicode's rules.
        colors.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
        dimens.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        /// The colors of `mode`; with `over`, only those that differ from that mode's (Android
        /// falls back to `values/` for a color `values-night/` does not name).
        func colorElements(mode: Int, over base: Int? = nil) -> [XMLElementValue] {
            colors.compactMap { name, entry in
                guard case .color(let rgba)? = (entry.token.values[mode] ?? entry.token.values.first ?? nil)?.value else { return nil }
                if let base, case .color(let other)? = (entry.token.values[base] ?? entry.token.values.first ?? nil)?.value,
                    other.red8 == rgba.red8, other.green8 == rgba.green8, other.blue8 == rgba.blue8, other.alpha8 == rgba.alpha8
                {
                    return nil
                }
                // Descriptions once, in values/.
                let comment = base == nil && !entry.doc.isEmpty ? entry.doc.joined(separator: " ") : nil
                return XMLElementValue("color", attributes: [("name", name)], text: Self.color(rgba), comment: comment)
            }
        }
        /// The lengths of `mode`, as colorElements.
        func dimenElements(mode: Int, over base: Int? = nil) -> [XMLElementValue] {
            dimens.compactMap { name, entry in
                func points(_ mode: Int) -> Double? {
                    guard case .dimension(let dimension)? = (entry.token.values[mode] ?? entry.token.values.first ?? nil)?.value else { return nil }
                    return dimension.points
                }
                guard let value = points(mode) else { return nil }
                if let base, points(base).map(Format.number) == Format.number(value) { return nil }
                let comment = base == nil && !entry.doc.isEmpty ? entry.doc.joined(separator: " ") : nil
                return XMLElementValue("dimen", attributes: [("name", name)], text: Format.number(value) + "dp", comment: comment)
            }
        }
        var files: [OutputFile] = []
        func write(_ path: String, _ children: [XMLElementValue], note: String) {
            Self.write(path, in: folder, children, note: note, to: &files, diagnostics: &diagnostics)
        }
        let light = model.lightModeIndex
        let dark = model.darkModeIndex
        // A mode other than light and dark (high contrast) has no resource qualifier: what differs
        // in it from the light mode is named `<name>__<mode>` beside the light values
        // (`text_primary__high_contrast`), for the app to pick.
        var otherColors: [XMLElementValue] = []
        var otherDimens: [XMLElementValue] = []
        for mode in model.modes.indices where mode != light && mode != dark {
            let suffix = "__" + Identifiers.androidResource(NameCasing.split(model.modes[mode].name))
            func renamed(_ element: XMLElementValue) -> XMLElementValue? {
                guard let name = element.attributes.first(where: { $0.0 == "name" })?.1 else { return nil }
                guard owners[name + suffix] == nil else {
                    diagnostics.append(
                        .error(
                            .outputNameCollision,
                            "the \(model.modes[mode].name) mode's `\(name)` and a token both become the resource `\(name + suffix)` in the Android output",
                            at: entries[owners[name + suffix]!].range, hint: "rename the token or the mode"))
                    return nil
                }
                return XMLElementValue(element.name, attributes: [("name", name + suffix)], text: element.text, comment: nil)
            }
            otherColors += colorElements(mode: mode, over: light).compactMap(renamed)
            otherDimens += dimenElements(mode: mode, over: light).compactMap(renamed)
        }
        let otherNote = model.modes.count > (dark != light ? 2 : 1) ? " and, named `<name>__<mode>`, what the other modes change" : ""
        write("values/colors.xml", colorElements(mode: light) + otherColors, note: "Colors of the \(model.modes[light].name) mode\(otherNote).")
        if dark != light {
            write(
                "values-night/colors.xml", colorElements(mode: dark, over: light),
                note: "Colors of the \(model.modes[dark].name) mode that differ from values/colors.xml.")
        }
        write("values/dimens.xml", dimenElements(mode: light) + otherDimens, note: "Lengths in dp\(otherNote).")
        if dark != light {
            let night = dimenElements(mode: dark, over: light)
            if !night.isEmpty {
                write("values-night/dimens.xml", night, note: "Lengths of the \(model.modes[dark].name) mode that differ from values/dimens.xml.")
            }
        }
        return (files, diagnostics)
    }
}
