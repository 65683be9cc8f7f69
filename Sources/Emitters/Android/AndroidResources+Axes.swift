import ColorScience
import DesignModel
import Diagnostics
import XMLAdapter

/// The XML resources for several theming axes (issue 14).
///
/// Android has a resource qualifier for the color scheme (`values-night/`) and none for a custom
/// axis (contrast, density, brand…). So the scheme axis — the one holding `dark` — goes through
/// `values-night/`, and a value that changes with another axis gets one resource per value of
/// that axis, named `<name>__<value>` (`surface_muted__high`, `space_gap__compact`; several
/// axes: `space_gap__high_compact`; a value two axes share is prefixed with its axis,
/// `__size_large`); the default values keep the plain name. Each of those resources depends
/// on the scheme alone, so `values-night/` can hold its dark value. Which resource to use for
/// a custom axis is the app's choice (the same values are in DesignTokens.kt, chosen by enums).
/// A scheme value other than light and dark (`dim`) has no qualifier either: it is named like
/// a custom axis's.
extension AndroidResources {
    // Whole: one pass that names each resource per axis value and writes the files; the shared value names and the resources are locals every step reads.
    func axesFiles(folder: String) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        let axes = model.axes
        let scheme = AndroidSchemeAxis(axes)
        var diagnostics: [Diagnostic] = []
        let entries = model.allEntries
        // A value name two axes share is qualified by its axis in resource names.
        var seen: [String: Int] = [:]
        for axis in axes.axes { for value in Set(axis.values) { seen[value, default: 0] += 1 } }
        func part(_ axis: Int, _ value: Int) -> String {
            let name = axes.axes[axis].values[value]
            let words = (seen[name] ?? 0) > 1 ? NameCasing.split(axes.axes[axis].name) + NameCasing.split(name) : NameCasing.split(name)
            return Identifiers.androidResource(words)
        }

        struct Resource {
            var name: String
            var value: String
            var night: Bool
            var comment: String?
            var kind: String
        }
        var resources: [Resource] = []
        var owners: [String: Int] = [:]
        var customAxes = Set<Int>()
        for (index, entry) in entries.enumerated() {
            let kind: String
            var values: [String?]
            switch entry.type {
            case .color:
                kind = "color"
                values = entry.token.values.map { resolved in
                    guard case .color(let rgba)? = resolved?.value else { return nil }
                    return Self.color(rgba)
                }
            case .dimension:
                kind = "dimen"
                values = entry.token.values.map { resolved in
                    guard case .dimension(let dimension)? = resolved?.value, let points = dimension.points else { return nil }
                    return Format.number(points) + "dp"
                }
            default: continue
            }
            // A combination without a value (a token absent from some contexts) takes the first
            // one's, as the single-mode resources do: every name needs a value in values/.
            guard let fallback = values.first(where: { $0 != nil }) else { continue }
            values = values.map { $0 ?? fallback }
            let base = Self.name(entry.token)
            let sparse = axes.sparse(values)
            // The value of each (resource name, scheme) pair; light first, as values/ is written.
            var light: [String: String] = [:]
            var named: [(name: String, value: String, night: Bool, labels: [String])] = []
            for (combination, value) in sparse.entries {
                guard let value else { continue }
                var night = false
                var parts: [String] = []
                var labels: [String] = []
                for (position, axis) in sparse.axes.enumerated() {
                    let chosen = combination[position]
                    if let scheme, axis == scheme.axis, chosen == scheme.light || chosen == scheme.dark {
                        night = chosen == scheme.dark
                    } else if chosen != 0 || (scheme?.axis == axis && chosen != scheme?.light) {
                        parts.append(part(axis, chosen))
                        labels.append("\(axes.axes[axis].name) `\(axes.axes[axis].values[chosen])`")
                        customAxes.insert(axis)
                    } else {
                        customAxes.insert(axis)
                    }
                }
                let name = parts.isEmpty ? base : base + "__" + parts.joined(separator: "_")
                if !night { light[name] = value }
                named.append((name, value, night, labels))
            }
            // Names are claimed by their values/ entry, so those first.
            for (name, value, night, labels) in named.filter({ !$0.night }) + named.filter(\.night) {
                // values-night/ names only what differs from values/ (Android falls back to it).
                if night, light[name] == value { continue }
                if !night {
                    if let owner = owners.updateValue(index, forKey: name) {
                        owners[name] = owner
                        let other = entries[owner].token
                        diagnostics.append(
                            .error(
                                .outputNameCollision,
                                "\"\(other.path)\" and \"\(entry.path)\" both become the resource `\(name)` in the Android output; Kiln does not let one overwrite the other",
                                at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)], hint: "rename one of the tokens"))
                        continue
                    }
                } else if owners[name] != index {
                    continue
                }
                var comment: String?
                if !night {
                    var lines: [String] = []
                    if labels.isEmpty, !entry.doc.isEmpty { lines.append(entry.doc.joined(separator: " ")) }
                    if !labels.isEmpty {
                        lines.append("`\(entry.path.string)` with \(labels.joined(separator: " and ")) (no resource qualifier for it: the app picks this name).")
                    }
                    comment = lines.isEmpty ? nil : lines.joined(separator: " ")
                }
                resources.append(Resource(name: name, value: value, night: night, comment: comment, kind: kind))
            }
        }
        resources.sort { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }

        var files: [OutputFile] = []
        func write(_ path: String, _ children: [XMLElementValue], note: String) {
            Self.write(path, in: folder, children, note: note, to: &files, diagnostics: &diagnostics)
        }
        let defaultName = model.modes[0].name
        let custom = customAxes.subtracting(scheme.map { [$0.axis] } ?? []).sorted()
            .map { "`\(axes.axes[$0].name)`" }.joined(separator: " and ")
        let customNote =
            custom.isEmpty
            ? ""
            : " Android has no resource qualifier for the \(custom) \(custom.contains(" and ") ? "axes" : "axis"): a value that changes with \(custom.contains(" and ") ? "one of them" : "it") has a resource per value, `<name>__<value>`, and the app picks which to use; DesignTokens.kt has the same values, chosen by enums."
        for (kind, file, what) in [("color", "colors.xml", "Colors"), ("dimen", "dimens.xml", "Lengths in dp")] {
            let all = resources.filter { $0.kind == kind }
            let plain = all.filter { !$0.night }
            let night = all.filter(\.night)
            let children = plain.map { XMLElementValue(kind, attributes: [("name", $0.name)], text: $0.value, comment: $0.comment) }
            if kind == "color" || !plain.isEmpty || night.isEmpty {
                var note = "\(what) of the \(defaultName) combination"
                if let scheme, kind == "color" || !night.isEmpty {
                    let axis = axes.axes[scheme.axis]
                    let others = axes.axes.indices.filter { $0 != scheme.axis }.map { "\(axes.axes[$0].name) `\(axes.axes[$0].values[0])`" }
                    note = "\(what) in the `\(axis.values[scheme.light])` \(axis.name) (values-night/ has the `\(axis.values[scheme.dark])` ones that differ); "
                    note += "a plain name holds the value with the other axes at their defaults (\(others.joined(separator: ", ")))"
                }
                write("values/" + file, children, note: note + "." + customNote)
            }
            if let scheme, kind == "color" || !night.isEmpty {
                let dark = axes.axes[scheme.axis].values[scheme.dark]
                write(
                    "values-night/" + file, night.map { XMLElementValue(kind, attributes: [("name", $0.name)], text: $0.value) },
                    note: "\(what) of the `\(dark)` \(axes.axes[scheme.axis].name) that differ from values/\(file), for each resource there.")
            }
        }
        return (files, diagnostics)
    }
}
