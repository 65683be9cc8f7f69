import DesignModel

/// Figma's code syntax: the name a variable has in code on each platform (`WEB`, `ANDROID`,
/// `iOS`), set by the designer. Where a token carries one, the outputs of that platform use it
/// instead of the name Kiln makes from the path — CSS (and SCSS and Tailwind, which share its
/// property names) from `WEB`, Android from `ANDROID`, Swift from `iOS`.
enum CodeSyntax {
    /// The token's code syntax for `platform`: under `$extensions["com.figma"].codeSyntax` (the
    /// REST API's JSON and the GitHub Action's files) or `$extensions["com.figma.codeSyntax"]`
    /// (Figma's DTCG export).
    static func text(of token: Token, _ platform: String) -> String? {
        guard let extensions = token.extensions else { return nil }
        let syntax = extensions["com.figma"]?["codeSyntax"] ?? extensions["com.figma.codeSyntax"]
        guard let text = syntax?[platform]?.string?.trimmingSpacesAndTabs, !text.isEmpty else { return nil }
        return text
    }

    /// A custom property from `WEB` code syntax: `var(--space-0)` or `--space-0` → `--space-0`;
    /// nil for anything else (a Sass variable, a class name), which keeps Kiln's name.
    static func customProperty(_ text: String) -> String? {
        guard let start = text.range(of: "--") else { return nil }
        let name = text[start.lowerBound...].prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return name.count > 2 ? String(name) : nil
    }

    /// The member a native platform's code syntax names: its last dotted part, as written
    /// (`Spacing.zero` → `zero`, `R.dimen.space_0` → `space_0`); nil when that is not an identifier.
    static func member(_ text: String) -> String? {
        let last = text.split(separator: ".").last.map(String.init) ?? text
        guard let first = last.unicodeScalars.first, first == "_" || first.properties.isAlphabetic,
            last.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        else { return nil }
        return last
    }
}

extension String {
    fileprivate var trimmingSpacesAndTabs: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
