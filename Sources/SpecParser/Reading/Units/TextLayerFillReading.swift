/// A design tool's layer list prints a text layer's color as its fill: `Fill: #636E72` beside
/// `Text: "Sunday market"` (the layer's characters) or a `Text style:` is the text's color, not
/// a background behind it.
enum TextLayerFillReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "text-layer-fill", title: "A text layer's fill",
        summary: "In a list describing one layer, `Fill:` is the color of the text when the list is a text layer's: it holds `Text: \"…\"` (the characters, quoted) or a `Text style:`, and no key gives the text a color of its own.",
        examples: [
            SpecReadingExample(
                """
                ## Card

                - Background: White #FFFFFF

                #### `Entry card / Excerpt`
                - Text: "Found the good peaches again."
                - Fill: `color.text.secondary` · #636E72
                - Text style: SF Pro Text Regular 15/22
                """,
                facts: ["text Excerpt: #636E72 on #FFFFFF (light)"]),
        ])

    /// The lines of `Fill:` items in text layers' lists: runs of list items at one indentation.
    static func lines(_ lines: [Substring]) -> Set<Int> {
        var out = Set<Int>()
        var run: [(number: Int, key: String, value: String)] = []
        func close() {
            defer { run.removeAll() }
            let isText = run.contains { item in
                (item.key == "text" && ["\"", "“", "«", "„"].contains(where: { item.value.hasPrefix($0) })) || item.key == "text style"
            }
            guard isText, !run.contains(where: { ["text color", "color", "font color", "text colour"].contains($0.key) }) else { return }
            for item in run where item.key == "fill" || item.key == "fills" { out.insert(item.number) }
        }
        var indent = -1
        for (offset, line) in lines.enumerated() {
            guard let (leading, item) = Self.listItem(line) else {
                close()
                indent = -1
                continue
            }
            if leading != indent { close() }
            indent = leading
            // The keys looked at start with f, t or c (`Fill`, `Text style`, `Color`): most lines
            // are ruled out before a string is made.
            guard let initial = item.utf8.first(where: { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "`") }),
                [UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "c")].contains(initial | 0x20), let colon = item.firstIndex(of: ":")
            else { continue }
            let key = item[..<colon].lowercased().filter { $0 != "*" && $0 != "`" }.trimmed
            guard key.count <= 12, key.contains(where: { $0 == "f" || $0 == "t" }) else { continue }
            run.append((offset + 1, key, String(item[item.index(after: colon)...]).trimmed))
        }
        close()
        return out
    }

    /// A line's indentation in spaces and the text after its `- ` or `* ` mark, or nil when it
    /// is no list item. Read from the bytes when the mark is followed by a space and a byte of
    /// ASCII (each byte then a character); otherwise character by character.
    static func listItem(_ line: Substring) -> (leading: Int, item: Substring)? {
        let utf8 = line.utf8
        guard let markIndex = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }),
            utf8[markIndex] == UInt8(ascii: "-") || utf8[markIndex] == UInt8(ascii: "*")
        else { return nil }
        let spaceIndex = utf8.index(after: markIndex)
        if spaceIndex < utf8.endIndex, utf8[spaceIndex] == UInt8(ascii: " ") {
            let itemIndex = utf8.index(after: spaceIndex)
            if itemIndex == utf8.endIndex || utf8[itemIndex] < 0x80 {
                return (utf8.distance(from: utf8.startIndex, to: markIndex), line[itemIndex...])
            }
        }
        let leading = line.prefix { $0 == " " }.count
        let rest = line.dropFirst(leading)
        guard rest.hasPrefix("- ") || rest.hasPrefix("* ") else { return nil }
        return (leading, rest.dropFirst(2))
    }
}
