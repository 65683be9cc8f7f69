/// Documentation sites write their spec components as a template's shortcodes: Hugo's
/// `{{< spec-row element="Title" fg="#2D3436" bg="#FFFFFF" ratio="12.7:1" >}}` and
/// `{{% tab "Dark" %}}`, Jekyll's `{% include swatch.html name="Coral" hex="#FF6B6B" %}`. A line
/// that is one shortcode is rewritten as the HTML tag it stands for (`<spec-row element=… />`,
/// `<tab title="Dark">`), so the readings of spec components and of tabs per mode read it. The
/// rewrite keeps every line's length and every attribute's column, so locations stay the file's own.
enum TemplateShortcodes: SpecReading {
    static let description = SpecReadingDescription(
        id: "template-shortcodes", title: "Shortcodes of documentation sites (Hugo, Jekyll)",
        summary: "A line that is one shortcode — Hugo's `{{< name key=\"value\" >}}` or `{{% … %}}`, Jekyll's `{% include name.html key=\"value\" %}` — is read as the spec component it stands for, by its attributes' names (see *Spec components with attributes*); a first positional argument is its title, so `{{< tab \"Dark\" >}}` … `{{< /tab >}}` holds the dark mode's values, and `{{< swatch name=\"Mist\" hex=\"#777777\" >}}` names a color for the document. Shortcodes need no blank line around them.",
        examples: [
            SpecReadingExample(
                """
                ## Contrast by mode

                {{< swatch name="Mist" hex="#777777" >}}

                {{< tabs >}}
                {{< tab "Light" >}}
                {{< spec-row element="Placeholder" fg="#636E72" bg="#F9FAFB" ratio="7.1:1" >}}

                - Badge: label Mist on White
                {{< /tab >}}
                {{< tab "Dark" >}}
                {{< spec-row element="Placeholder" fg="#B2BEC3" bg="#2C3135" ratio="6.9:1" >}}
                {{< /tab >}}
                {{< /tabs >}}
                """,
                facts: [
                    "text Placeholder: #636E72 on #F9FAFB (light)", "text Placeholder: #B2BEC3 on #2C3135 (dark)", "claim #636E72 on #F9FAFB: 7.1",
                    "text Badge: #777777 on #FFFFFF (light)",
                ],
                absent: ["text Placeholder: #636E72 on #F9FAFB (dark)", "text Placeholder: #B2BEC3 on #2C3135 (light)"]),
        ])

    static func fold(_ text: String) -> String {
        // Most documents have no shortcode: a byte search for `{{` or `{%` before splitting anything.
        guard text.containsBytes("{{") || text.containsBytes("{%") else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let codes = lines.map(shortcode)
        let closed = Set(codes.compactMap { $0.flatMap { $0.closing ? $0.name : nil } })
        var changed = false
        var folded = lines
        for (index, line) in lines.enumerated() {
            guard let code = codes[index] else { continue }
            // A shortcode straight after a paragraph's line would be that paragraph's text: it
            // opens with `<p/>`, the one tag that ends a paragraph without a blank line.
            let interrupts = index > 0 && codes[index - 1] == nil && !lines[index - 1].allSatisfy(\.isWhitespace)
            guard let tag = tag(code, line: line, paired: closed.contains(code.name), interrupts: interrupts) else { continue }
            folded[index] = Substring(tag)
            changed = true
        }
        return changed ? folded.joined(separator: "\n") : text
    }

    struct Shortcode {
        let name: String
        let closing: Bool
        /// The spaces before the shortcode, and where its attributes start, in characters.
        let indent: Int
        let attributes: String
        let attributesStart: Int
    }

    /// The one shortcode a line holds, alone on it (leading spaces allowed).
    static func shortcode(_ line: Substring) -> Shortcode? {
        let characters = Array(line)
        var start = 0
        while start < characters.count, characters[start] == " " { start += 1 }
        let rest = characters[start...]
        guard rest.count > 6, rest.first == "{" else { return nil }
        let open = String(rest.prefix(3))
        let closeDelimiter: String
        var index = start
        switch open {
        case "{{<": closeDelimiter = ">}}"
        case "{{%": closeDelimiter = "%}}"
        default:
            guard open.hasPrefix("{%") else { return nil }
            closeDelimiter = "%}"
        }
        index += open == "{{<" || open == "{{%" ? 3 : 2
        var end = characters.count
        while end > index, characters[end - 1] == " " { end -= 1 }
        guard end - index >= closeDelimiter.count, String(characters[(end - closeDelimiter.count)..<end]) == closeDelimiter else { return nil }
        var bodyEnd = end - closeDelimiter.count
        // Jinja's and Hugo's whitespace trims (`{{%-`, `-%}}`) and a self-closing slash.
        while bodyEnd > index, characters[bodyEnd - 1] == " " || characters[bodyEnd - 1] == "-" || characters[bodyEnd - 1] == "/" { bodyEnd -= 1 }
        while index < bodyEnd, characters[index] == " " || characters[index] == "-" { index += 1 }
        var closing = false
        if index < bodyEnd, characters[index] == "/" {
            closing = true
            index += 1
        }
        func word() -> String {
            var out = ""
            while index < bodyEnd, characters[index].isLetter || characters[index].isNumber || "-_./".contains(characters[index]) {
                out.append(characters[index])
                index += 1
            }
            return out
        }
        var name = word()
        if !closeDelimiter.hasPrefix(">"), name == "include" {
            // `{% include swatch.html name=… %}`: the included file names the component.
            while index < bodyEnd, characters[index] == " " { index += 1 }
            name = word()
            name = String(name.split(separator: "/").last ?? "")
            if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        } else if !closeDelimiter.hasPrefix(">"), open == "{%" {
            // Liquid's own statements (`{% if %}`, `{% for %}`, `{% endif %}`) are no components.
            return nil
        }
        guard !name.isEmpty, name.first!.isLetter else { return nil }
        return Shortcode(
            name: name, closing: closing, indent: start, attributes: String(characters[index..<bodyEnd]), attributesStart: index)
    }

    /// The HTML tag for a shortcode, the line's length kept: `<name` where the shortcode began,
    /// the attributes where they stood, `>` (or `/>` for a shortcode that has no closing one in
    /// the document) at the end. A first positional argument (`{{< tab "Dark" >}}`) becomes the
    /// tag's `title`. Nil when the tag does not fit the line (it always does but for odd spacing).
    static func tag(_ code: Shortcode, line: Substring, paired: Bool, interrupts: Bool = false) -> String? {
        let head = String(repeating: " ", count: code.indent) + (interrupts ? "<p/><" : "<") + (code.closing ? "/" : "") + code.name
        let ending = code.closing || paired ? ">" : "/>"
        let positional = code.attributes.drop { $0 == " " }
        let out: String
        if let quote = positional.first, quote == "\"" || quote == "'" {
            // A positional argument names nothing: it is the tag's title.
            out = head + " title=" + positional
        } else if code.attributesStart >= head.count {
            out = head + String(repeating: " ", count: code.attributesStart - head.count) + code.attributes
        } else {
            out = head + code.attributes
        }
        guard out.count + ending.count <= line.count else { return nil }
        return out + String(repeating: " ", count: line.count - out.count - ending.count) + ending
    }
}
