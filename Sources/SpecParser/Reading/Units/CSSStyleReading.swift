import ColorScience
import DesignModel
import Diagnostics
import Foundation
import MarkdownSource

/// One rule of a CSS block: its selector, the mode and state it is drawn in, and its declarations.
struct CSSRule {
    var selector: String
    var mode: String?
    var state: String?
    var declarations: [(property: String, value: String, line: Int, column: Int, comment: String?)] = []
    /// A comment on the line just before the selector (`/* Orange on white: 2.9:1 ratio */`).
    var leadingComment: (text: String, line: Int)?
}

extension DocumentBuilder {
    /// A `css` block's declarations with a role in `CodeStyleVocabulary.cssProperties`, read as
    /// facts about the element the selector names; `var(--x)` is the value the document's
    /// custom properties give it in each mode (`:root` and `@media (prefers-color-scheme: dark)`).
    mutating func readCSSStyles(_ block: MarkdownNode, info: String, subject: Int?) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        let markup = ["vue", "svelte", "html", "htm", "astro"].contains(language)
        let script = Self.scriptLanguages.contains(language)
        guard ["css", "scss", "less"].contains(language) || markup || script else { return }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        var lines = (first + 1..<last).compactMap { number in draft.lines.line(number).map { (number, String($0)) } }
        // A single-file component's `<style scoped>`: the stylesheet of the markup around it.
        if markup { lines = Self.styleElementLines(lines) }
        // A web component's styles (Lit's `static styles = css`…``): the stylesheet of the component.
        if script { lines = Self.taggedCSSLines(lines) }
        guard !lines.isEmpty, !Self.opensAsExample(lines.map(\.1)) else { return }
        var rules = Self.cssRules(lines)
        // `Computed, dark (only the differences):` on the line over the block: its rules are that mode's.
        let leadMode = leadInMode(before: first)
        if let leadMode {
            for index in rules.indices where rules[index].mode == nil { rules[index].mode = leadMode }
        }
        if draft.cssVariables == nil { draft.cssVariables = documentCSSVariables() }
        let variables = draft.cssVariables ?? [:]
        // Each custom property defined here is read for the token its comment names
        // (`--surface: #F4F5F7; /* color.background.surface */`).
        // A rule that sets a fill and no text color, in no state, is a container: the block's other
        // elements sit on it, unless their name says which block they belong to (`tag__remove` on `tag`).
        func isContainer(_ rule: CSSRule) -> Bool {
            rule.state == nil && rule.declarations.contains { CodeStyleVocabulary.cssRole($0.property) == .background }
                && !rule.declarations.contains { CodeStyleVocabulary.cssRole($0.property) == .foreground }
        }
        var elements: [String: Int] = [:]
        let lead = codeBlockLead(before: first)
        // A component's `:host` with a fill is what its parts sit on; no other rule is.
        let hostIsContainer = rules.contains { $0.selector == ":host" && isContainer($0) }
        for rule in rules where !rule.selector.hasPrefix(":root") && !rule.selector.hasPrefix("html") {
            // `:host`, `:host([disabled])`: the component the section is about, in a state.
            if rule.selector == ":host" {
                if let subject {
                    emitCSSDeclarations(of: rule, element: subject, rules: rules, variables: variables, isBlockContainer: isContainer(rule), subject: subject, acted: false)
                }
                continue
            }
            let name = Self.cssElementName(rule.selector)
            guard !name.isEmpty else { continue }
            // A mode's block of differences restates fills of the elements above; it holds none.
            let isBlockContainer = leadMode == nil && !hostIsContainer && isContainer(rule) && !name.contains("__") && rules.filter { !$0.selector.hasPrefix(":root") }.count > 1
            var parent = subject
            if let underscore = name.textRange(of: "__") {
                let owner = String(name[..<underscore.lowerBound])
                if rules.contains(where: { Self.cssElementName($0.selector) == owner && isContainer($0) }) {
                    parent = elements[owner] ?? childSubject(named: Self.cssDisplayName(owner), of: subject, range: draft.lines.lineRange(rule.declarations.first?.line ?? 1), override: false)
                    elements[owner] = parent
                }
            }
            let element: Int?
            if isBlockContainer, subject != nil, elements[name] == nil {
                element = subject
            } else if rule.mode == "dark", elements[name] == nil, let found = findElement(named: Self.cssDisplayName(name), under: nil) {
                // `@media (prefers-color-scheme: dark) { .counter { … } }`: the element styled earlier.
                elements[name] = found
                element = found
            } else {
                let range = draft.lines.lineRange(rule.declarations.first?.line ?? 1)
                var found = elements[name] ?? childSubject(named: Self.cssDisplayName(name), of: parent, range: range, override: false)
                // `**Incorrect:**` and `**Correct:**` blocks styling `.hint-text` each: two examples.
                if elements[name] == nil, let lead, let earlier = draft.cssElementLeads[found], earlier != lead {
                    found = childSubject(named: Self.cssDisplayName(name) + " — " + lead, of: parent, range: range, override: false)
                }
                if let lead, draft.cssElementLeads[found] == nil { draft.cssElementLeads[found] = lead }
                elements[name] = found
                element = found
            }
            let words = Set(Self.cssDisplayName(name).split(separator: " ").map(String.init))
            emitCSSDeclarations(
                of: rule, element: element, rules: rules, variables: variables, isBlockContainer: isBlockContainer, subject: subject,
                acted: !words.isDisjoint(with: CodeStyleVocabulary.actionWords))
        }
        recordCSSCommentClaims(rules, variables: variables, isContainer: isContainer)
    }

    /// The bold lead paragraph just above a code block (`**Incorrect (insufficient contrast):**`
    /// → `Incorrect`), or nil.
    func codeBlockLead(before fenceLine: Int) -> String? {
        var number = fenceLine - 1
        while number > 0, let line = draft.lines.line(number), String(line).trimmed.isEmpty { number -= 1 }
        guard number > 0, let line = draft.lines.line(number) else { return nil }
        let text = String(line).trimmed
        guard text.hasPrefix("**"), text.dropFirst(2).containsText("**") else { return nil }
        let inner = String(text.filter { $0 != "*" }.prefix { $0 != "(" && $0 != ":" }).trimmed
        return inner.isEmpty || inner.count > 40 ? nil : inner
    }

    /// A comment stating a ratio on a rule (`.warning-text { color: #ff9900; /* 2.9:1 - FAILS */ }`,
    /// or on the line above its selector) claims the contrast of the rule's text on its fill,
    /// or on the fill of the block's container; the rule's `opacity` composites the text.
    mutating func recordCSSCommentClaims(_ rules: [CSSRule], variables: [String: [String: String]], isContainer: (CSSRule) -> Bool) {
        let containers = rules.filter { isContainer($0) && !$0.selector.hasPrefix(":root") }
        func color(_ rule: CSSRule, _ role: CodeStyleVocabulary.Role) -> String? {
            rule.declarations.last { CodeStyleVocabulary.cssRole($0.property) == role }.flatMap {
                Self.cssColors($0.value, variables: variables, mode: rule.mode, tokenPath: customPropertyToken).first { $0.1 == nil || $0.1 == rule.mode }?.0
            }
        }
        for rule in rules where !rule.selector.hasPrefix(":root") {
            let comments = ([rule.leadingComment] + rule.declarations.map { declaration in declaration.comment.map { (text: $0, line: declaration.line) } }).compactMap { $0 }
            guard let (comment, line) = comments.first(where: { ClaimReader.ratio(in: $0.text) != nil }), !ScopedClaimReader.isBlanket(comment),
                let (ratio, _, _) = ClaimReader.ratio(in: comment), var foreground = color(rule, .foreground)
            else { continue }
            guard let background = color(rule, .background) ?? (containers.count == 1 ? color(containers[0], .background) : nil) else { continue }
            if let opacity = rule.declarations.last(where: { $0.property == "opacity" }).flatMap({ Double($0.value.trimmed) }), opacity > 0, opacity < 1 {
                foreground += " at \(Canonical.number(opacity * 100))% opacity"
            }
            let range = draft.lines.lineRange(line)
            let env = valueEnv(range)
            guard let fg = ClaimReader.color(foreground, env: env, roleFallback: false), let bg = ClaimReader.color(background, env: env, roleFallback: false)
            else { continue }
            draft.document.contrastClaims.append(SpecContrastClaim(
                subject: "\(rule.selector) (\(foreground) on \(background))", statedRatio: ratio, statedLevel: nil, scope: .pair, foreground: fg,
                background: bg, node: nil, text: Self.cssDisplayName(Self.cssElementName(rule.selector)) + ": " + comment, range: range))
            draft.claimOwners.append(nil)
        }
    }

    /// One rule's declarations with a role: text size, opacity, colors (each mode's value of a
    /// `var(--x)`), and width × height as the element's frame (its touch target when it acts).
    private mutating func emitCSSDeclarations(
        of rule: CSSRule, element: Int?, rules: [CSSRule], variables: [String: [String: String]], isBlockContainer: Bool, subject: Int?, acted: Bool
    ) {
        var width: (String, Int, Int)?
        var height: (String, Int, Int)?
        for declaration in rule.declarations {
            guard let role = CodeStyleVocabulary.cssRole(declaration.property) else { continue }
            switch role {
            case .frame:
                guard let pixels = Self.cssPixels(declaration.value) else { continue }
                if declaration.property == "width" { width = (pixels, declaration.line, declaration.column) } else { height = (pixels, declaration.line, declaration.column) }
                continue
            case .textSize:
                let size = declaration.property == "font" ? Self.cssFontSize(declaration.value) : Self.cssPixels(declaration.value)
                guard let size else { continue }
                let style = CodeStyle(role: .textSize, value: size, line: declaration.line, column: declaration.column, mode: rule.mode, state: rule.state)
                emitStyle(style, element: element, isText: true, acted: acted)
                continue
            case .opacity:
                guard let number = Double(declaration.value.trimmed), number >= 0, number <= 1 else { continue }
                let style = CodeStyle(role: .opacity, value: "\(Canonical.number(number * 100))%", line: declaration.line, column: declaration.column, mode: rule.mode, state: rule.state)
                emitStyle(style, element: element, isText: false, acted: acted)
                continue
            default:
                break
            }
            for (value, mode) in Self.cssColors(declaration.value, variables: variables, mode: rule.mode, tokenPath: customPropertyToken) {
                // A value the same selector overrides in dark mode is its light value only.
                if rule.mode == nil, mode == "dark",
                    rules.contains(where: { $0.mode == "dark" && $0.selector == rule.selector && $0.declarations.contains { $0.property == declaration.property } })
                {
                    continue
                }
                let style = CodeStyle(role: role, value: value, line: declaration.line, column: declaration.column, mode: mode, state: rule.state)
                if isBlockContainer, role == .background, subject == nil {
                    emitKeyed("Screen background", style, element: nil)
                } else {
                    emitStyle(style, element: element, isText: true, acted: acted)
                }
            }
        }
        if let width, let height {
            let style = CodeStyle(role: .frame, value: "\(width.0.dropLast(2)) × \(height.0)", line: width.1, column: width.2, mode: rule.mode, state: rule.state)
            emitStyle(style, element: element, isText: false, acted: acted)
        } else if let height, acted {
            let style = CodeStyle(role: .frame, value: "\(height.0) tall", line: height.1, column: height.2, mode: rule.mode, state: rule.state)
            emitStyle(style, element: element, isText: false, acted: acted)
        }
    }

    /// The token a custom property names (`--color-text-secondary` → `color.text.secondary`):
    /// its words joined by `.` or `-` as the token files have them; nil when none is a color token.
    func customPropertyToken(_ name: String) -> String? {
        guard name.drop(while: { $0 == "-" }).lowercased().hasPrefix("color-") else { return nil }
        return CSSVariableTokens.path(named: name, tokens: session.index, orSuffix: true)
    }


    static let scriptLanguages: Set<String> = ["ts", "typescript", "js", "javascript", "tsx", "jsx", "mjs"]

    /// The lines inside a script's tagged `css` template literals (`css`…``), each at its
    /// place: the text before the literal's opening and after its closing is blanked.
    static func taggedCSSLines(_ lines: [(Int, String)]) -> [(Int, String)] {
        var out: [(Int, String)] = []
        var inside = false
        for (number, text) in lines {
            var chars = Array(text)
            var keep = Array(repeating: inside, count: chars.count)
            var index = 0
            while index < chars.count {
                if !inside, chars[index] == "`", index >= 3, String(chars[(index - 3)..<index]) == "css" {
                    inside = true
                } else if inside, chars[index] == "`" {
                    inside = false
                } else if inside {
                    keep[index] = true
                }
                index += 1
            }
            guard keep.contains(true) else { continue }
            for position in chars.indices where !keep[position] { chars[position] = " " }
            out.append((number, String(chars)))
        }
        return out
    }

    /// The lines inside a markup block's `<style>` elements.
    static func styleElementLines(_ lines: [(Int, String)]) -> [(Int, String)] {
        var out: [(Int, String)] = []
        var inside = false
        for (number, text) in lines {
            let trimmed = text.trimmed.lowercased()
            if trimmed.hasPrefix("<style") { inside = true; continue }
            if trimmed.hasPrefix("</style") { inside = false; continue }
            if inside { out.append((number, text)) }
        }
        return out
    }

    /// A custom property whose comment names a token (`--surface: #F4F5F7; /* color.background.surface */`)
    /// claims the token's value, in any section: its line is read for token mentions. Only a
    /// default (light) value is a claim about the token; a dark override's comment names the
    /// token whose dark value it is.
    mutating func recordCSSTokenComments(_ block: MarkdownNode, info: String) {
        let language = info.split(separator: " ").first.map { $0.lowercased() } ?? ""
        guard ["css", "scss", "less"].contains(language) else { return }
        let first = block.range.start.line
        let last = max(first, block.range.end.line)
        guard last > first + 1 else { return }
        let rules = Self.cssRules((first + 1..<last).compactMap { number in draft.lines.line(number).map { (number, String($0)) } })
        for rule in rules where rule.mode == nil {
            for declaration in rule.declarations where declaration.property.hasPrefix("--") {
                // `--color-coral: #FF6B6B; /* color.primary.coral */`, `--opacity-disabled: 0.5; /* opacity.disabled */`.
                guard let comment = declaration.comment, !declaration.value.trimmed.isEmpty,
                    let path = comment.split(separator: " ").first.map(String.init), TokenIndex.isPath(path),
                    !path.hasPrefix("color.") || Lex.colorLiteral(Substring(declaration.value)) != nil
                else { continue }
                if roles.dataLines[declaration.line] == nil { roles.dataLines[declaration.line] = "\(path) (\(declaration.value))" }
            }
        }
    }

    /// The one mode a short line leading into a code block names (`Computed, dark (only the
    /// differences):`, `Dark theme:`), on the line just above the fence; nil otherwise.
    func leadInMode(before fence: Int) -> String? {
        guard fence > 1, let raw = draft.lines.line(fence - 1) else { return nil }
        let line = Fragment.line(raw, number: fence - 1)
        let text = line.text.trimmed
        guard text.hasSuffix(":"), text.split(separator: " ").count <= 8, roleLexer.spans(in: text).isEmpty else { return nil }
        return roleAssigner.mode(in: line)
    }

    /// The custom properties every CSS block of the document defines, per mode (`light` for
    /// the defaults, `dark` for those under `prefers-color-scheme: dark` or a dark selector).
    func documentCSSVariables() -> [String: [String: String]] {
        var out: [String: [String: String]] = [:]
        var number = 1
        var block: [(Int, String)] = []
        var fence: (isCSS: Bool, isScript: Bool, open: Bool) = (false, false, false)
        while let line = draft.lines.line(number) {
            let trimmed = String(line).trimmed
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                if fence.open {
                    if fence.isCSS || fence.isScript {
                        for rule in Self.cssRules(fence.isScript ? Self.taggedCSSLines(block) : block) {
                            for declaration in rule.declarations where declaration.property.hasPrefix("--") {
                                out[declaration.property, default: [:]][rule.mode ?? "light"] = declaration.value
                            }
                        }
                    }
                    fence = (false, false, false)
                    block = []
                } else {
                    let info = trimmed.drop { $0 == "`" || $0 == "~" }.lowercased()
                    let language = info.split(separator: " ").first.map(String.init) ?? ""
                    fence = (["css", "scss", "less"].contains { info.hasPrefix($0) }, Self.scriptLanguages.contains(language), true)
                }
            } else if fence.open, fence.isCSS || fence.isScript {
                block.append((number, String(line)))
            }
            number += 1
        }
        // `| --jr-field-border | #DFE6E9 | #3C4347 |` under `| CSS custom property | Light | Dark |`:
        // a default the stylesheets do not set themselves.
        for table in draft.modeTables {
            let modeColumns = table.modeColumns(["light", "dark"], prefixed: false)
            for (cells, _) in table.rows {
                guard let name = cells.first, name.hasPrefix("--") else { continue }
                for (column, mode) in modeColumns where column < cells.count && out[name]?[mode] == nil {
                    if Lex.colorLiteral(Substring(cells[column])) != nil || cells[column].hasPrefix("rgb") { out[name, default: [:]][mode] = cells[column] }
                }
            }
        }
        return out
    }

    /// The rules of a CSS block, one-line (`.a { color: red; }`) or across lines, with the mode
    /// an enclosing `@media (prefers-color-scheme: dark)` or a dark selector gives.
    static func cssRules(_ lines: [(Int, String)]) -> [CSSRule] {
        var rules: [CSSRule] = []
        // Open braces: the rule each one opened, or the mode an at-rule gives.
        var stack: [(rule: Int?, mode: String?)] = []
        func mode() -> String? { stack.compactMap(\.mode).last }
        var lastComment: (text: String, line: Int)?
        for (number, raw) in lines {
            var comment: String?
            var text = raw
            if let open = text.textRange(of: "/*") {
                let close = text.textRange(of: "*/", in: open.upperBound..<text.endIndex)
                comment = String(text[open.upperBound..<(close?.lowerBound ?? text.endIndex)]).trimmed
                text = String(text[..<open.lowerBound]) + (close.map { String(text[$0.upperBound...]) } ?? "")
            }
            if text.trimmed.isEmpty {
                lastComment = comment.map { ($0, number) }
                continue
            }
            defer { lastComment = nil }
            var pending = ""
            var pendingColumn = 1
            func flush() {
                defer { pending = "" }
                guard let top = stack.last, let rule = top.rule, let colon = pending.firstIndex(of: ":") else { return }
                let property = String(pending[..<colon]).trimmed.lowercased()
                let value = String(pending[pending.index(after: colon)...]).trimmed
                guard !property.isEmpty, !value.isEmpty, !property.contains(" ") else { return }
                let valueOffset = pending.distance(from: pending.startIndex, to: colon) + 1
                let after = pending[pending.index(after: colon)...].prefix { $0 == " " }.count
                rules[rule].declarations.append((property, value, number, pendingColumn + valueOffset + after, comment))
            }
            var column = 0
            for character in text {
                column += 1
                if character == "{" {
                    let selector = pending.trimmed
                    pending = ""
                    let lower = selector.lowercased()
                    if selector.hasPrefix("@") {
                        let dark = lower.contains("prefers-color-scheme: dark") || lower.contains("prefers-color-scheme:dark")
                        let light = lower.contains("prefers-color-scheme: light") || lower.contains("prefers-color-scheme:light")
                        stack.append((nil, dark ? "dark" : (light ? "light" : nil)))
                    } else {
                        let (clean, state, isDark) = cssSelector(selector)
                        rules.append(CSSRule(selector: clean, mode: isDark ? "dark" : mode(), state: state, leadingComment: lastComment ?? comment.map { ($0, number) }))
                        stack.append((rules.count - 1, isDark ? "dark" : nil))
                    }
                } else if character == "}" {
                    flush()
                    if !stack.isEmpty { stack.removeLast() }
                } else if character == ";" {
                    flush()
                } else {
                    if pending.isEmpty { pendingColumn = column }
                    pending.append(character)
                }
            }
            // A declaration without its `;` at the end of a line.
            if pending.contains(":"), !pending.trimmed.hasSuffix(",") { flush() }
            pending = ""
        }
        return rules
    }

    /// `.editor__body:focus-visible` → (`.editor__body`, `focus`, false); `.dark .card` → (`.card`, nil, true).
    static func cssSelector(_ selector: String) -> (String, String?, Bool) {
        var text = selector.split(separator: ",").first.map { String($0).trimmed } ?? selector
        var isDark = false
        for prefix in [".dark ", "html.dark ", ":root.dark ", "[data-theme=\"dark\"] ", "[data-theme='dark'] ", ".theme-dark "] where text.hasPrefix(prefix) {
            text = String(text.dropFirst(prefix.count)).trimmed
            isDark = true
        }
        if [":root.dark", "html.dark", "[data-theme=\"dark\"]", "[data-theme='dark']", ".theme-dark"].contains(text) {
            return (":root", nil, true)
        }
        // `:host([invalid]) ::part(control)`: the part while its component is in that state.
        var hostState: String?
        if text.hasPrefix(":host("), text.contains(" ") {
            let inner = text.dropFirst(6).prefix { $0 != ")" }.trimmingCharacters(in: CharacterSet(charactersIn: "[]:")).lowercased()
            hostState = CodeStyleVocabulary.cssStates.first { inner.hasPrefix($0.key) }?.value ?? (inner.isEmpty ? nil : inner)
        }
        // The last compound of a descendant selector is the element styled.
        if let last = text.split(separator: " ").last { text = String(last) }
        // `::part(menu)`, `jr-card::part(menu)`: the part a web component exposes.
        if let part = text.textRange(of: "::part(") {
            let inner = text[part.upperBound...].prefix { $0 != ")" }
            let rest = text[part.upperBound...].dropFirst(inner.count + 1)
            text = "." + inner + rest
        }
        // `:host`, `:host([disabled])`, `:host(:hover)`: the component itself, in a state.
        if text.hasPrefix(":host") {
            let inner = text.dropFirst(5).trimmingCharacters(in: CharacterSet(charactersIn: "()[]:")).lowercased()
            let state = CodeStyleVocabulary.cssStates.first { inner.hasPrefix($0.key) }?.value ?? (inner.hasPrefix("selected") ? "selected" : nil)
            return (":host", state, isDark)
        }
        var state: String?
        if let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            let pseudo = text[colon...].trimmingCharacters(in: CharacterSet(charactersIn: ":")).lowercased()
            text = String(text[..<colon])
            if let found = CodeStyleVocabulary.cssStates.first(where: { pseudo.hasPrefix($0.key) }) {
                state = found.value
            } else {
                // `::placeholder`, `::before`: a part of the element, named after it.
                text += "__" + pseudo.split { !($0.isLetter || $0 == "-") }.first.map(String.init)!
            }
        }
        // `.disabled-text`, `.button--disabled`, `.is-disabled`: a class naming the disabled state.
        if state == nil, hostState == nil, text.lowercased().split(whereSeparator: { "-_.".contains($0) }).contains("disabled") {
            state = "disabled"
        }
        return (text, state ?? hostState, isDark)
    }

    /// `.editor__counter` → `editor__counter`; `button.primary` → `primary`.
    static func cssElementName(_ selector: String) -> String {
        guard !selector.hasPrefix(":") else { return "" }
        let parts = selector.split(separator: ".")
        return parts.last.map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "#[]")) } ?? ""
    }

    /// `btn-primary` → `btn primary`, `editor__counter` → `editor counter`.
    static func cssDisplayName(_ name: String) -> String {
        name.replacingOccurrences(of: "__", with: " ").replacingOccurrences(of: "--", with: " ").replacingOccurrences(of: "-", with: " ")
            .replacingOccurrences(of: "_", with: " ").trimmed
    }

    /// `16px` → `16px`, `0.625rem` → `10px` (1rem = 16px, the browsers' default).
    static func cssPixels(_ value: String) -> String? {
        let text = value.trimmed.lowercased()
        let digits = text.prefix { $0.isNumber || $0 == "." }
        guard let number = Double(digits) else { return nil }
        let unit = text.dropFirst(digits.count)
        if unit == "px" { return "\(Canonical.number(number))px" }
        if unit == "rem" || unit == "em" { return "\(Canonical.number(number * 16))px" }
        return nil
    }

    /// `rgb(99 110 114 / 60%)`, `rgba(99, 110, 114, 0.6)` → `#636E72 at 60%`: the form the
    /// role reader takes (a ` / ` there would read as a light / dark pair). The color is parsed
    /// by `ColorSyntax`, as token files' colors are.
    static func cssRGB(_ value: String) -> String? {
        let text = value.trimmed
        guard text.lowercased().hasPrefix("rgb"), let close = text.lastIndex(of: ")"), let color = ColorSyntax.parse(String(text[...close])) else {
            return nil
        }
        var out = color.hexOpaque
        if color.alpha < 1 { out += " at \(Canonical.number(color.alpha * 100))%" }
        return out
    }

    /// `font: 500 12px/16px var(--font-ui)` → `12px`.
    static func cssFontSize(_ value: String) -> String? {
        for word in value.split(separator: " ") {
            let size = word.split(separator: "/").first.map(String.init) ?? ""
            if let pixels = cssPixels(size) { return pixels }
        }
        return nil
    }

    /// The colors of a declaration's value per mode: literals as written, `var(--x)` as the
    /// document's custom properties define `--x` in each mode. Nothing for `inherit`, `currentColor`.
    /// A custom property the document does not define but the token files name
    /// (`--color-text-secondary` is `color.text.secondary`) stands for that token, in every mode.
    static func cssColors(
        _ value: String, variables: [String: [String: String]], mode: String?, tokenPath: (String) -> String? = { _ in nil }
    ) -> [(String, String?)] {
        func resolve(_ text: String, _ mode: String, depth: Int = 0) -> String? {
            guard depth < 8 else { return nil }
            guard let range = text.textRange(of: "var(--") else { return text }
            let rest = text[range.upperBound...]
            let name = "--" + rest.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            // The `var(…)`'s own closing parenthesis: a fallback may hold others (`rgb(…)`).
            var level = 1
            var end = rest.startIndex
            while end < rest.endIndex, level > 0 {
                if rest[end] == "(" { level += 1 } else if rest[end] == ")" { level -= 1 }
                if level > 0 { end = rest.index(after: end) }
            }
            let inside = rest[..<end]
            let after = end < rest.endIndex ? String(rest[rest.index(after: end)...]) : ""
            if variables[name] == nil, let path = tokenPath(name) { return String(text[..<range.lowerBound]) + path + after }
            // `var(--x, #DFE6E9)` with `--x` defined nowhere: its fallback, as a browser draws it.
            guard let defined = variables[name], let found = defined[mode] ?? defined["light"] else {
                guard let comma = inside.firstIndex(of: ",") else { return nil }
                let fallback = String(inside[inside.index(after: comma)...]).trimmed
                return fallback.isEmpty ? nil : resolve(String(text[..<range.lowerBound]) + fallback + after, mode, depth: depth + 1)
            }
            return resolve(String(text[..<range.lowerBound]) + found + after, mode, depth: depth + 1)
        }
        let lower = value.lowercased()
        guard !["inherit", "currentcolor", "initial", "unset", "none"].contains(lower) else { return [] }
        if let hex = cssRGB(value) { return [(hex, mode)] }
        guard value.contains("var(--") else { return [(value, mode)] }
        if let mode { return resolve(value, mode).map { [($0, mode)] } ?? [] }
        let light = resolve(value, "light")
        let dark = resolve(value, "dark")
        // A token stands for every mode's value.
        if let light, light == dark, light.contains("."), !light.contains("#") { return [(light.trimmed, nil)] }
        if let light, let dark, light != dark { return [(light, "light"), (dark, "dark")] }
        return (light ?? dark).map { [($0, nil)] } ?? []
    }
}

enum CSSStyleReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "css-style", title: "Style values in CSS",
        summary: "A `css` block's declarations with a role in `CodeStyleVocabulary` (`color`, `background`, `border`, `outline`, `font`/`font-size`, `width` with `height`, `min-height`, `opacity`) are read as facts about the element the selector names (`.tag__remove` → tag remove); a pseudo-class is its state (`:hover`, `:disabled`, `:focus-visible`). `var(--x)` is the value the document's custom properties give `--x` in each mode: `:root` for light, `@media (prefers-color-scheme: dark)` or a `.dark` selector for dark; a short line naming one mode just above the block (`Computed, dark (only the differences):`) puts its rules in that mode. A rule with a fill and no text color is a container its block's other elements sit on; a BEM element (`tag__remove`) sits on its block (`tag`). A custom property the document does not define but the token files name (`var(--color-text-secondary)`) is that token. A single-file component's `<style scoped>` (` ```vue `, ` ```svelte `, ` ```html `) is read the same way, and so is a web component's `css`…`` literal in a script block (Lit): `:host` is the component the section is about (`:host([disabled])` in that state, and its parts in that state too), `::part(menu)` its part, and a `var(--x, #DFE6E9)` whose `--x` is defined nowhere is its fallback; custom properties may also be defined in a table of `--x` rows with Light and Dark columns. A custom property's comment naming a token (`--surface: #F4F5F7; /* color.background.surface */`) is checked against it. Other declarations (layout, cursor, transitions) stay code. A block under an accessibility heading (`## Meet WCAG Contrast Ratio Requirements`) styles its elements all the same.",
        examples: [
            SpecReadingExample(
                """
                ## Header

                ```css
                :root { --card-bg: #FFFFFF; --muted: #636E72; }
                @media (prefers-color-scheme: dark) {
                  :root { --card-bg: #2C3135; }
                }
                .header { display: flex; background: var(--card-bg); }
                .counter { color: var(--muted); font: 400 13px/18px var(--font-ui); }
                .tag__remove { width: 16px; height: 16px; cursor: pointer; }
                ```
                """,
                facts: ["text counter: #636E72 on #FFFFFF (light)", "text counter: #636E72 on #2C3135 (dark)", "text size counter: 13", "target tag remove: 16×16"]),
            SpecReadingExample(
                """
                ## Hint

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                Computed, dark (only the differences):
                ```css
                p.field-hint { color: rgb(178, 190, 195); }
                ```
                """,
                facts: ["text Hint: #B2BEC3 on #1A1D1F (dark)"], absent: ["text Hint: #B2BEC3 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Meet WCAG Contrast Ratio Requirements

                ```css
                .subtle-text {
                  color: #999999;
                  background: #ffffff;
                }
                ```
                """,
                facts: ["text subtle text: #999999 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                ## Journal field

                Canvas: White #FFFFFF

                ```vue
                <template>
                  <span class="journal-field__count">{{ count }}</span>
                </template>

                <style scoped>
                .journal-field__count { font: 400 11px/16px var(--font-text); color: var(--color-text-secondary); }
                </style>
                ```
                """,
                facts: ["text journal field count: #636E72 on #FFFFFF (light)", "text size journal field count: 11"]),
            SpecReadingExample(
                """
                ## Photo card

                Canvas: White #FFFFFF

                ```ts
                static styles = css`
                  :host { background: var(--card-bg, #FFFFFF); }
                  .date { font: 400 11px/13px var(--font-text); color: var(--card-meta, #636E72); }
                  ::part(menu) { width: 20px; height: 20px; }
                  @media (prefers-color-scheme: dark) {
                    :host { --card-bg: #2C3135; --card-meta: #B2BEC3; }
                  }
                `;
                ```
                """,
                facts: ["text date: #636E72 on #FFFFFF (light)", "text date: #B2BEC3 on #2C3135 (dark)", "text size date: 11"]),
        ])
}
