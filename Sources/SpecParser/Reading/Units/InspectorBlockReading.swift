import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// Fenced blocks pasted from a design tool's inspector (Sketch Cloud, Avocode, Abstract) under
/// the layer's heading: no language, one property a line, its name apart from its values by a
/// run of spaces (`Fills      #F9FAFB   100%    Color Variable: Background/Surface`). They are the
/// design, not a code sample, and the panel's names mean what the tool means: a text layer's
/// `Color` is its text color, a shape's `Fills` its background, `Label color` the color of the
/// label drawn on it, a `Size W 32 H 32` frame holding an icon the button's touch target.
extension DocumentBuilder {
    /// What an inspector property holds, by its lowercased name.
    enum InspectorProperty {
        case frame, fill, color, labelColor, icon, border, opacity, radius, type, ignored
    }

    static let inspectorProperties: [String: InspectorProperty] = [
        "position": .frame, "size": .frame, "frame": .frame, "dimensions": .frame,
        "fills": .fill, "fill": .fill, "background": .fill,
        "color": .color, "text color": .color, "colour": .color,
        "label color": .labelColor, "label colour": .labelColor, "title color": .labelColor,
        "icon": .icon, "icon color": .icon, "checkmark": .icon, "check": .icon, "glyph": .icon, "chevron": .icon,
        "borders": .border, "border": .border, "stroke": .border, "strokes": .border,
        "opacity": .opacity, "layer opacity": .opacity,
        "radius": .radius, "corner radius": .radius, "corners": .radius,
        "type": .type, "font": .type, "typeface": .type, "typography": .type, "label": .type, "title": .type,
        "text": .ignored, "text style": .ignored, "shadows": .ignored, "shadow": .ignored, "symbol": .ignored, "overrides": .ignored,
        "blur": .ignored, "alignment": .ignored, "character": .ignored, "line": .ignored, "layer": .ignored, "blending": .ignored,
    ]

    static let inspectorNames = inspectorProperties.keys.sorted { $0.count > $1.count }

    /// The lines of a fenced block as inspector properties, or nil when it is no inspector
    /// paste: a language is named, a line is not `Name<spaces>values`, or no line holds a value.
    static func inspectorLines(info: String, lines: [(number: Int, raw: Substring)]) -> [(property: InspectorProperty, name: String, value: Fragment)]? {
        guard ["", "text", "txt", "plain", "plaintext", "inspect", "inspector"].contains(info.trimmed.lowercased()), lines.count >= 2 else { return nil }
        var out: [(property: InspectorProperty, name: String, value: Fragment)] = []
        for line in lines {
            let fragment = Fragment.line(line.raw, number: line.number)
            let text = Array(fragment.text)
            guard !text.isEmpty else { continue }
            // The longest property name the line opens with, then the values after the spaces.
            let lower = fragment.text.lowercased()
            guard let name = inspectorNames.first(where: { lower.hasPrefix($0) && lower.dropFirst($0.count).first.map { $0 == " " || $0 == "\t" } == true }),
                let property = inspectorProperties[name]
            else { return nil }
            var start = name.count
            while start < text.count, text[start] == " " || text[start] == "\t" { start += 1 }
            out.append((property, name, fragment.slice(start, text.count)))
        }
        return out.contains { $0.property != .ignored } ? out : nil
    }

    mutating func readInspectorBlock(_ block: MarkdownNode, info: String, subject: Int?) {
        guard let subject, roles.subjects[subject].kind == .element, let lines = fencedLines(block),
            let properties = Self.inspectorLines(info: info, lines: lines)
        else { return }
        let kinds = properties.map(\.property)
        // A layer with a type line and no fill of its own is text: its color paints the glyphs.
        let isText = kinds.contains(.type) && !kinds.contains(.fill) && !kinds.contains(.labelColor)
        let hasIcon = kinds.contains(.icon)
        let mode = elementSubject(subject).mode
        func read(_ key: String, _ value: Fragment) { readKeyedValue(key, value, into: subject, mode: mode, state: nil) }
        for (property, _, value) in properties {
            switch property {
            case .frame:
                guard let frame = Self.inspectorFrame(value) else { continue }
                read(hasIcon ? "Touch target" : "Size", frame)
            case .fill:
                if let colors = inspectorColors(value) { read(isText ? "Text color" : "Background", colors) }
            case .color:
                if let colors = inspectorColors(value) { read(isText ? "Text color" : hasIcon ? "Icon color" : "Color", colors) }
            case .labelColor:
                if let colors = inspectorColors(value) { read("Text color", colors) }
            case .icon:
                if let colors = inspectorColors(value) { read("Icon color", colors) }
            case .border:
                // `Inside    1       #DFE6E9   100%`: the width, then the color.
                guard let colors = inspectorColors(value) else { continue }
                let width = value.text.split(separator: " ").first { Double($0) != nil }.map { "\($0)pt " } ?? ""
                read("Border", Fragment(text: width + colors.text, line: colors.line, column: colors.column, positions: nil))
            case .opacity:
                read("Opacity", value)
            case .radius:
                read("Radius", value)
            case .type:
                if let size = Self.inspectorTextSize(value) { read("Typography", size) }
            case .ignored:
                continue
            }
        }
    }

    /// The colors of a property value and their alphas, without the variable named after them
    /// (`#636E72   100%    Color Variable: Text/Secondary` → `#636E72   100%`).
    func inspectorColors(_ value: Fragment) -> Fragment? {
        var text = value.text
        if let variable = text.range(of: "Color Variable", options: .caseInsensitive) ?? text.range(of: "Variable:", options: .caseInsensitive) {
            text = String(text[..<variable.lowerBound])
        }
        let trimmedLength = text.reversed().drop { $0 == " " || $0 == "·" }.count
        let head = value.slice(0, trimmedLength)
        guard let firstColor = roleLexer.spans(in: head.text).first(where: { $0.kind == .color }) else { return nil }
        return head.slice(firstColor.start, head.text.count)
    }

    /// `X 12  Y 50    Size  W 32  H 32` or `W 350 H 56`: the frame as `W×Hpt`.
    static func inspectorFrame(_ value: Fragment) -> Fragment? {
        let words = value.text.split { $0 == " " || $0 == "·" }.map(String.init)
        guard let w = words.firstIndex(of: "W"), w + 1 < words.count, let width = Double(words[w + 1]),
            let h = words.firstIndex(of: "H"), h + 1 < words.count, let height = Double(words[h + 1])
        else { return nil }
        let offset = value.text.textRange(of: "W \(words[w + 1])").map { value.text.distance(from: value.text.startIndex, to: $0.lowerBound) } ?? 0
        let at = value.slice(offset, offset + 1)
        return Fragment(text: "\(Canonical.number(width))×\(Canonical.number(height))pt", line: at.line, column: at.column)
    }

    /// `SF Pro Text · Regular · Size 10 · Line 13` or `SF Pro Text · Semibold · 17 · Line 22`:
    /// the size (after `Size`, else the first bare number) with the weight, as a type value.
    static func inspectorTextSize(_ value: Fragment) -> Fragment? {
        let segments = inspectSegments(value)
        let sized = segments.first { $0.text.lowercased().hasPrefix("size ") && Double($0.text.dropFirst(5)) != nil }
        let bare = segments.first { Double($0.text) != nil }
        guard let found = sized ?? bare else { return nil }
        let number = sized == nil ? found.text : String(found.text.dropFirst(5))
        let weight = segments.first { inspectWeights.contains($0.text.lowercased()) }.map { " " + $0.text.lowercased() } ?? ""
        return Fragment(text: "\(number)pt\(weight)", line: found.line, column: found.column)
    }
}

enum InspectorBlockReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "inspector-block", title: "Inspector panels pasted as plain blocks (Sketch Cloud)",
        summary: "A fenced block with no language under a layer's heading, one property a line with its name apart from its values by a run of spaces (`Fills      #F9FAFB   100%    Color Variable: Background/Surface`, `Type       SF Pro Text · Regular · Size 10`), is the layer's design, not a code sample: `Fills` is its background (a text layer's fill its text color), `Color` a text layer's text color, `Label color` the label drawn on it, `Icon` and `Checkmark` its icon color, `Borders Inside 1 #DFE6E9` its border, `Opacity`, `Radius`, and the size in a `Type` or `Label` line its text size; a `Size W 32 H 32` frame is the touch target when the layer holds an icon, else its size. A block with any other line stays a code sample. The layer's `Path: `New Entry – Light / Content / Header`` nests it under the layer its path names, and a later table row naming that path (`| Content / Header | Color | #636E72 |`, a dark artboard's overrides) is about it.",
        examples: [
            SpecReadingExample(
                """
                ## New Entry

                Background: #FFFFFF

                ### Close

                ```
                Position   X 12  Y 50    Size  W 32  H 32
                Icon       #2D3436   100%    Color Variable: Text/Primary
                ```

                ### Date

                ```
                Type       SF Pro Text · Regular · Size 10 · Line 13
                Color      #636E72   100%    Color Variable: Text/Tertiary
                ```

                ### Save Entry

                ```
                Position   X 20  Y 754    Size  W 350  H 56
                Fills      #FF6B6B   100%    Color Variable: Brand/Coral
                Label      SF Pro Text · Semibold · 17 · Line 22
                Label color #FFFFFF  100%    Color Variable: Text/On Primary
                ```
                """,
                facts: [
                    "target Close: 32×32", "text size Date: 10", "text Date: #636E72 on #FFFFFF (light)", "text Save Entry: #FFFFFF on #FF6B6B (light)",
                ]),
            SpecReadingExample(
                """
                ## Artboard: New Entry – Light

                Artboard fill: #FFFFFF

                ### Header

                Path: `New Entry – Light / Content / Header`

                ```
                Type       SF Pro Text · Regular · Size 13
                Color      #636E72   100%
                ```

                ## Artboard: New Entry – Dark

                Artboard fill: #1A1D1F

                | Layer | Property | Value |
                |---|---|---|
                | Content / Header | Color | #636E72 100% |
                """,
                facts: ["text Header: #636E72 on #FFFFFF (light)", "text Header: #636E72 on #1A1D1F (dark)"]),
        ])
}
