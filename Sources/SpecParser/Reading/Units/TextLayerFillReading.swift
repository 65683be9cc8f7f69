/// A design tool's layer list prints a text layer's color as its fill: `Fill: #636E72` beside
/// `Text: "Sunday market"` (the layer's characters) or a `Text style:` is the text's color, not
/// a background behind it.
enum TextLayerFillReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "text-layer-fill", title: "A text layer's fill",
        summary: "In a list describing one layer, `Fill:` is the color of the text when the list is a text layer's: it holds `Text: \"…\"` (the characters, quoted), a `Layer:` named with its quoted characters or a `Text style:`, and no key gives the text a color of its own.",
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
            SpecReadingExample(
                """
                ## Sheet

                - Background: White #FFFFFF

                ### Sheet title
                - **Layer:** `Title` · "How are you feeling?"
                - **Text style:** `typography.title2`
                - **Fill (Light):** `color.text.primary` · Charcoal #2D3436
                """,
                facts: ["text Sheet title: #2D3436 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Note field

                - Background: White #FFFFFF

                ### Hint
                - **Layer:** `Placeholder` · "Add a note…"
                - **Fill:** Slate Gray #636E72 · Opacity 60%
                """,
                facts: ["text Hint: #636E7299 on #FFFFFF (light)"]),
        ])

    /// The lines of `Fill:` items in text layers' lists: runs of list items at one indentation.
    static func lines(_ lines: [Substring]) -> Set<Int> {
        var out = Set<Int>()
        var run: [(number: Int, key: String, value: String)] = []
        func close() {
            defer { run.removeAll() }
            // `Layer: `Title` · "How are you feeling?"`: a layer named with its characters.
            let isText = run.contains { item in
                (item.key == "text" && ["\"", "“", "«", "„"].contains(where: { item.value.hasPrefix($0) })) || item.key == "text style"
                    || (item.key == "layer" && ["\"", "“", "«", "„"].contains(where: { item.value.containsText($0) }))
            }
            // A button's or a field's list gives its text a color of its own (`Label (Light):`,
            // `Placeholder:`, `Input text:`): its fill is then what the text sits on.
            let ownTextColor = run.contains { item in
                ["text color", "color", "font color", "text colour"].contains(item.key)
                    || ["label", "placeholder", "input text", "text (", "text color"].contains { item.key.hasPrefix($0) }
            }
            guard isText, !ownTextColor else { return }
            // `Fill (Light):`, `Fill (Dark):`: the fill per mode.
            for item in run where item.key == "fill" || item.key == "fills" || item.key.hasPrefix("fill (") { out.insert(item.number) }
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
            // The keys looked at start with f, t, c, l, p or i (`Fill`, `Text style`, `Color`,
            // `Layer`, `Placeholder`, `Input text`): most lines are ruled out before a string is made.
            guard let initial = item.utf8.first(where: { $0 != UInt8(ascii: "*") && $0 != UInt8(ascii: "`") }),
                [UInt8(ascii: "f"), UInt8(ascii: "t"), UInt8(ascii: "c"), UInt8(ascii: "l"), UInt8(ascii: "p"), UInt8(ascii: "i")].contains(initial | 0x20),
                let colon = item.firstIndex(of: ":")
            else { continue }
            let key = item[..<colon].lowercased().filter { $0 != "*" && $0 != "`" }.trimmed
            guard key.count <= 24 else { continue }
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
