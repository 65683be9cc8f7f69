/// Notes kept in Emacs Org mode and pasted into Markdown: headlines written with stars
/// (`** Campo de busca`, `*** TODO Toast`), tags after them (`:dark:`), property drawers of
/// `:KEY: value` lines between `:PROPERTIES:` and `:END:`, and token paths in `=verbatim=`.
/// A document that shows it is one (a drawer, an `#+TITLE:` line) has its headlines read as
/// headings, its tags as the heading's qualifiers, its drawers as `Key: value` lines of the
/// heading they follow and its verbatim spans as code. Every line keeps its length in
/// characters, so columns stay the file's own.
enum OrgOutline: SpecReading {
    static let description = SpecReadingDescription(
        id: "org-outline", title: "Org-mode outlines",
        summary: "A document with Org-mode markup — a `:PROPERTIES:` drawer or an `#+TITLE:` line — is read as the outline it is: a headline of stars (`** Campo de busca`, `*** Título do card`) is a heading of that level, without its `TODO`/`DONE` keyword; its tags (`:dark:`) qualify it as a parenthesis does (`(dark)`); each `:KEY: value` line of a drawer is a `Key: value` line of the headline above it (`:BACKGROUND: #FFFFFF`, `:SIZE: 17pt semibold`); and `=color.text.primary=` is a token path as `` `color.text.primary` `` is.",
        examples: [
            SpecReadingExample(
                """
                #+TITLE: Linha do tempo

                ** Layout geral
                :PROPERTIES:
                :BACKGROUND: #FFFFFF — =color.background.primary=
                :END:

                *** Título do card
                :PROPERTIES:
                :COLOR: #2D3436 Charcoal — =color.text.primary=
                :SIZE: 17pt semibold (Headline)
                :END:

                ** Rótulo "Rascunho"                                                 :dark:
                :PROPERTIES:
                :COLOR: #B2BEC3 Light Gray com opacity 0.5
                :BACKGROUND: #2C3135 Elevated Surface (chip)
                :SIZE: 16pt regular (Callout)
                :END:
                """,
                facts: ["text Título do card: #2D3436 on #FFFFFF (light)", "text Rótulo \"Rascunho\": #B2BEC380 on #2C3135 (dark)"]),
        ])

    /// Whether the text is Org markup: a property drawer or an in-buffer setting.
    static func isOrg(_ text: String) -> Bool {
        guard text.containsBytes(":PROPERTIES:") || text.containsBytes("#+TITLE:") || text.containsBytes("#+title:") else { return false }
        return text.split(separator: "\n").contains { (line: Substring) -> Bool in
            let trimmed = String(line).trimmed
            return trimmed == ":PROPERTIES:" || trimmed.hasPrefix("#+TITLE:") || trimmed.hasPrefix("#+title:")
        }
    }

    static func fold(_ text: String) -> String {
        guard isOrg(text) else { return text }
        var inDrawer = false
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { raw -> String in
            let line = String(raw)
            let trimmed = line.trimmed
            if trimmed == ":PROPERTIES:" {
                inDrawer = true
                return String(repeating: " ", count: line.count)
            }
            if trimmed == ":END:" {
                inDrawer = false
                return String(repeating: " ", count: line.count)
            }
            if inDrawer { return verbatimAsCode(drawerLine(line)) }
            if let heading = headline(line) { return verbatimAsCode(heading) }
            return verbatimAsCode(line)
        }
        return lines.joined(separator: "\n")
    }

    /// `** TODO Toast "Entrada salva"   :dark:` → `##      Toast "Entrada salva"   (dark)`; nil
    /// for a line that is no headline.
    static func headline(_ line: String) -> String? {
        let stars = line.prefix { $0 == "*" }.count
        guard (1...6).contains(stars), line.dropFirst(stars).first == " " else { return nil }
        var chars = Array(String(repeating: "#", count: stars) + line.dropFirst(stars))
        // The keyword of a task is not part of the title.
        var start = stars + 1
        while start < chars.count, chars[start] == " " { start += 1 }
        for keyword in ["TODO", "DONE"] where chars.count >= start + keyword.count + 1 && String(chars[start..<start + keyword.count]) == keyword
            && chars[start + keyword.count] == " "
        {
            for index in start..<start + keyword.count { chars[index] = " " }
        }
        // Trailing tags `:dark:` or `:a:b:` read as a parenthesis of the same width.
        var end = chars.count
        while end > 0, chars[end - 1] == " " { end -= 1 }
        if end > 0, chars[end - 1] == ":", let open = chars[..<(end - 1)].lastIndex(of: " ").map({ $0 + 1 }), open < end - 2, chars[open] == ":" {
            let tags = chars[(open + 1)..<(end - 1)]
            if tags.allSatisfy({ $0.isLetter || $0.isNumber || $0 == ":" || $0 == "_" || $0 == "@" }) {
                chars[open] = "("
                chars[end - 1] = ")"
                for index in (open + 1)..<(end - 1) where chars[index] == ":" { chars[index] = " " }
            }
        }
        return String(chars)
    }

    /// `:BACKGROUND: #FFFFFF` → ` Background: #FFFFFF`: the key with its first colon left out.
    static func drawerLine(_ line: String) -> String {
        let indent = line.prefix { $0 == " " }.count
        let body = line.dropFirst(indent)
        guard body.first == ":", let close = body.dropFirst().firstIndex(of: ":") else { return line }
        let key = body[body.index(after: body.startIndex)..<close]
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else { return line }
        let name = key.prefix(1).uppercased() + key.dropFirst().lowercased().replacingOccurrences(of: "_", with: " ")
        return String(repeating: " ", count: indent + 1) + name + body[close...]
    }

    /// `=color.text.primary=` → `` `color.text.primary` ``: Org's verbatim is Markdown's code.
    static func verbatimAsCode(_ line: String) -> String {
        guard line.contains("=") else { return line }
        var chars = Array(line)
        var index = 0
        while index < chars.count {
            guard chars[index] == "=", index == 0 || !(chars[index - 1].isLetter || chars[index - 1].isNumber),
                let close = chars[(index + 1)...].firstIndex(of: "="), close > index + 1,
                !chars[(index + 1)..<close].contains(" "), close + 1 == chars.count || !(chars[close + 1].isLetter || chars[close + 1].isNumber)
            else {
                index += 1
                continue
            }
            chars[index] = "`"
            chars[close] = "`"
            index = close + 1
        }
        return String(chars)
    }
}
