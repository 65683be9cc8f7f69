import Diagnostics

/// `#2D3436 / #F5F6FA on #FFFFFF / #1A1D1F`: a resolved-values cell writes each mode's color
/// on either side of a slash, the foreground's and the background's alike. Read as the pairs it
/// states, `#2D3436 on #FFFFFF (light), #F5F6FA on #1A1D1F (dark)`, each character still
/// pointing where it is written.
enum PairedModeSeriesReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "paired-mode-series", title: "A slash pair on a slash pair",
        summary: "In a document of two modes, two colors split by a slash before `on`, `over` or `against` and two after it (`#2D3436 / #F5F6FA on #FFFFFF / #1A1D1F`, `#DFE6E9 / #3C4347 against page #FFFFFF / #1A1D1F`, `#636E72 / #B2BEC3 @ 70% on #F9FAFB / #2C3135`) are each mode's pair, in the order the document names its modes; an opacity after the second foreground is both foregrounds'.",
        examples: [
            SpecReadingExample(
                """
                ## Header bar

                | Layer | Property | Variable | Resolved |
                |---|---|---|---|
                | Title "New entry" | Text fill, 17px / 600 | color/text/primary | #2D3436 / #F5F6FA on #FFFFFF / #1A1D1F |
                | Autosave hint | Text fill, 13px / 400 | color/text/secondary | #636E72 / #B2BEC3 @ 70% on #F9FAFB / #2C3135 |
                """,
                facts: [
                    "text Title: #2D3436 on #FFFFFF (light)", "text Title: #F5F6FA on #1A1D1F (dark)",
                    "text Autosave hint: #636E72B3 on #F9FAFB (light)", "text Autosave hint: #B2BEC3B3 on #2C3135 (dark)",
                ]),
        ])
}

extension DocumentBuilder {
    /// The fragment with a slash pair on a slash pair written as one pair per mode; the
    /// fragment itself when it holds none, or the document has not two modes.
    func pairedModeSeries(_ fragment: Fragment) -> Fragment {
        let modes = draft.document.modes
        guard modes.count == 2, fragment.text.containsText(" / ") else { return fragment }
        let chars = Array(fragment.text)
        let spans = roleLexer.spans(in: fragment.text)
        let assigner = roleAssigner
        let colors = spans.filter { $0.kind == .color || assigner.isColorToken($0) }
        guard colors.count >= 4 else { return fragment }
        func between(_ a: ValueSpan, _ b: ValueSpan) -> String { String(chars[a.end..<b.start]) }
        for index in 0..<(colors.count - 3) {
            let (fgA, fgB, bgA, bgB) = (colors[index], colors[index + 1], colors[index + 2], colors[index + 3])
            guard between(fgA, fgB).trimmed == "/", between(bgA, bgB).trimmed == "/" else { continue }
            let middle = " " + between(fgB, bgA).lowercased() + " "
            guard let on = [" on ", " over ", " against "].first(where: { middle.containsText($0) }) else { continue }
            // What stands between the second foreground and `on`: its opacity, and nothing else.
            let share = String(chars[fgB.end..<bgA.start])
            let onRange = share.lowercased().textRange(of: on.trimmed)
            let opacity = onRange.map { String(share[..<$0.lowerBound]) } ?? ""
            guard opacity.trimmed.isEmpty || spans.contains(where: { $0.kind == .opacity && $0.start >= fgB.end && $0.end <= bgA.start })
                || opacity.trimmed.hasPrefix("@") || opacity.trimmed.hasSuffix("%")
            else { continue }
            var out: [Character] = []
            var locations: [SourceLocation] = []
            func location(_ offset: Int) -> SourceLocation {
                if let positions = fragment.positions, positions.count == chars.count { return positions[min(offset, chars.count - 1)] }
                return SourceLocation(line: fragment.line, column: fragment.column + offset)
            }
            func append(_ range: Range<Int>) {
                for offset in range {
                    out.append(chars[offset])
                    locations.append(location(offset))
                }
            }
            func append(_ text: String, at offset: Int) {
                for character in text {
                    out.append(character)
                    locations.append(location(offset))
                }
            }
            append(0..<fgA.start)
            for (fg, bg, mode) in [(fgA, bgA, modes[0]), (fgB, bgB, modes[1])] {
                if mode == modes[1] { append(", ", at: fg.start) }
                append(fg.start..<fg.end)
                append(opacity.trimmed.isEmpty ? "" : " " + opacity.trimmed, at: fgB.end)
                // `against page`, `over`: read as the plain `on` they mean here.
                append(" on ", at: bgA.start)
                append(bg.start..<bg.end)
                append(" (\(mode))", at: bg.end)
            }
            append(bgB.end..<chars.count)
            var rewritten = fragment
            rewritten.text = String(out)
            rewritten.positions = locations
            return rewritten
        }
        return fragment
    }
}
