import DesignModel
import Diagnostics

/// `css/tokens.css`: custom properties on `:root` for the default mode; the dark mode under
/// `@media (prefers-color-scheme: dark)` and under `[data-theme="dark"]`
/// (`[data-theme="light"]` forces light); typography as property groups plus utility classes.
struct CSSEmitter: ViewModelEmitter {
    var options: CSSOptions
    var template: TemplateSource?
    var identifier: String { "css" }

    init(options: CSSOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    static var reusesEntries: Bool { true }

    func conventions(for system: DesignSystem) -> CSSConventions { CSSConventions(options: options, system: system) }

    /// Parts of composites (`--typography-body-font-size`) share the namespace: checked too (a
    /// rebuild that found none need not look again while names and parts stay).
    func check(_ model: ViewModel, cache: EmitCache?) -> [Diagnostic] {
        guard let cache else { return partCollisions(model) }
        return cache.unlessSameNames("css.parts", model: model) { partCollisions(model) }
    }

    /// With a resident build's cache: declarations of unchanged tokens copied (with several
    /// theming axes the axis rules are printed in full).
    func printFiles(_ model: ViewModel, conventions: CSSConventions, cache: EmitCache?) -> PrintedFiles {
        let memo = cache?.pieces("css", options: options, model: model)
        let printer = CSSPrinter(options: options, model: model, memo: memo)
        let contents = PrintMemo.printFile(memo, model: model, piece: printer.piece, print: printer.print)
        memo?.prune(keeping: model)
        return PrintedFiles(files: [OutputFile(path: templatePath, contents: contents)])
    }

    private func partCollisions(_ model: ViewModel) -> [Diagnostic] {
        let entries = model.allEntries
        // Only a name ending in a part's suffix (`…-font-size`) can collide with a part: index
        // those instead of every name.
        // The few distinct suffixes, found with `==` on each default literal read in place (a
        // `Set` of `"-" + suffix` would build a String and hash it for every part).
        var partSuffixes: [String] = []
        for entry in entries {
            entry.withDefaultLiteral { literal in
                for part in literal.parts where !partSuffixes.contains(part.suffix) { partSuffixes.append(part.suffix) }
            }
        }
        guard !partSuffixes.isEmpty else { return [] }
        let suffixes = partSuffixes.map { [UInt8(ascii: "-")] + Array($0.utf8) }
        var owners: [String: Token] = [:]
        for entry in entries {
            // Compared over the name's contiguous bytes (the generic UTF-8 view's `suffix` and
            // `elementsEqual` walk indices, far slower for every name).
            var identifier = entry.identifier
            let endsInSuffix = identifier.withUTF8 { name in
                suffixes.contains { suffix in
                    guard name.count > suffix.count else { return false }
                    let offset = name.count - suffix.count
                    for index in suffix.indices where name[offset + index] != suffix[index] { return false }
                    return true
                }
            }
            if endsInSuffix { owners[entry.identifier] = entry.token }
        }
        guard !owners.isEmpty else { return [] }
        var diagnostics: [Diagnostic] = []
        for entry in entries {
            for part in entry.defaultValue?.parts ?? [] {
                let name = entry.identifier + "-" + part.suffix
                if let other = owners[name], other.path != entry.path {
                    diagnostics.append(
                        .error(
                            .outputNameCollision,
                            "\"\(other.path)\" and the \(part.suffix) of \"\(entry.path)\" both become `\(name)` in the CSS output; Kiln does not let one overwrite the other",
                            at: entry.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)],
                            hint: "rename one of the tokens"))
                }
            }
        }
        return diagnostics
    }
}

/// Prints the CSS view model. A final class, not a struct: every piece is printed through a
/// closure that captures the printer, and capturing a struct copies it (a retain and a release
/// of each of its options' and model's references) for every declaration.
final class CSSPrinter {
    let options: CSSOptions
    let model: ViewModel
    /// A resident build's printed declarations (`EmitCache`); nil prints everything.
    let memo: PrintMemo?

    init(options: CSSOptions, model: ViewModel, memo: PrintMemo? = nil) {
        self.options = options
        self.model = model
        self.memo = memo
    }

    private var attribute: String { options.themeAttribute }

    func print() -> ByteText {
        var out = ByteText()
        var entries = model.allEntries
        // Kebab-cased paths nearly always keep the path order: sort only when they do not.
        if !entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].identifier < entries[$0].identifier }) {
            entries.sort { $0.identifier < $1.identifier }
        }
        // Room for the whole file, a little more a token than the benchmark sets print (a
        // regrowth copies the text); room never written touches no page.
        out.reserveCapacity(2048 + entries.count * 128)
        out += "/* \(Format.cssComment(Emitters.headerLine)) */\n"
        if model.axes.isMultiAxis {
            out += axesComment()
        } else {
            out += "/* Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ") + ". "
            out += "Set \(attribute)=\"<mode>\" on an element to force a mode for it and its children"
            out += options.mediaQuery && model.modes.count > 1 && Self.schemeModes(model).contains(where: { $0 != 0 })
                ? "; without it, prefers-color-scheme chooses. */\n" : ". */\n"
        }
        printRules(entries, wide: false, into: &out)
        printWideGamut(entries, into: &out)
        printUtilityClasses(entries, into: &out)
        return out
    }

    /// The sRGB values stay the baseline every browser reads; a browser that parses CSS Color 4
    /// colors also reads this block, which repeats the rules above (same selectors, same order,
    /// same specificity) for the tokens that have a wide-gamut form in some mode, so the cascade
    /// between modes and axes is the baseline's. `@supports` rather than a second declaration:
    /// a custom property accepts any text, so a later `--x: color(display-p3 …)` would win
    /// even where the browser cannot use it. Rather than `@media (color-gamut: p3)`: the
    /// question is whether the browser understands the notation; on an sRGB screen it maps
    /// the color itself, and colors inside sRGB authored in another space keep their precision.
    private func printWideGamut(_ entries: [ViewModel.Entry], into out: inout ByteText) {
        let wide = entries.filter(\.hasWideValue)
        guard !wide.isEmpty else { return }
        out += "\n/* Colors authored in a wider space (display-p3, rec2020, lab, oklch, …), where the browser supports them; the sRGB values above are the fallback. */\n"
        out += "@supports (color: color(display-p3 0 0 0)) {\n"
        var inner = ByteText()
        // Indented below: these pieces are not where they will sit in the file.
        if let memo {
            memo.unrecorded { printRules(wide, wide: true, into: &inner) }
        } else {
            printRules(wide, wide: true, into: &inner)
        }
        // Indent the nested rules by two spaces; the first line is the blank separator.
        for line in inner.string.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().dropLast() {
            if !line.isEmpty { out += "  " }
            out += line
            out += "\n"
        }
        out += "}\n"
    }

    /// The rules declaring the tokens: the default mode, then every other mode (one axis) or
    /// every axis value and combination (several axes). With `wide`, declarations print the
    /// wide-gamut form where there is one, and comments and `color-scheme` are left out.
    private func printRules(_ entries: [ViewModel.Entry], wide: Bool, into out: inout ByteText) {
        let defaultMode = model.modes[0]
        if model.axes.isMultiAxis {
            out += "\n\(options.selector) {\n"
            declareDefaults(entries, wide: wide, into: &out)
            out += "}\n"
            printAxes(entries, wide: wide, into: &out)
            return
        }

        // The default mode: every token.
        out += "\n\(options.selector),\n[\(attribute)=\"\(defaultMode.name)\"] {\n"
        if !wide, let scheme = Self.colorScheme(defaultMode.name) { out += "  color-scheme: \(scheme);\n" }
        declareDefaults(entries, wide: wide, into: &out)
        out += "}\n"

        // Every mode block declares every token that differs in any mode, so that a subtree
        // forced into one mode inside another (`[data-theme]` islands) gets all of its values.
        let varying = entries.filter { entry in model.modes.indices.dropFirst().contains { Self.differs(entry, mode: $0) } }
        if wide && varying.isEmpty { return }
        for (index, mode) in model.modes.enumerated().dropFirst() {
            let section = 2 + index * 4 + (wide ? 2 : 0)
            if options.mediaQuery, let scheme = Self.colorScheme(mode.name), Self.colorScheme(defaultMode.name) != scheme {
                // Only where no mode is forced: `data-theme` always wins over the system setting.
                out += "\n@media (prefers-color-scheme: \(scheme)) {\n"
                out += "  \(options.selector):not([\(attribute)]) {\n"
                if !wide { out += "    color-scheme: \(scheme);\n" }
                for entry in varying {
                    if let memo {
                        memo.piece(section + 1, entry, into: &out) { declare(entry, mode: index, wide: wide, into: &$0, indent: "    ") }
                    } else {
                        declare(entry, mode: index, wide: wide, into: &out, indent: "    ")
                    }
                }
                out += "  }\n}\n"
            }
            out += "\n[\(attribute)=\"\(mode.name)\"] {\n"
            if !wide, let scheme = Self.colorScheme(mode.name) { out += "  color-scheme: \(scheme);\n" }
            for entry in varying {
                if let memo {
                    memo.piece(section, entry, into: &out) { declare(entry, mode: index, wide: wide, into: &$0, indent: "  ") }
                } else {
                    declare(entry, mode: index, wide: wide, into: &out, indent: "  ")
                }
            }
            out += "}\n"
        }
    }

    /// The piece `section` of `entry` (`PrintMemo.printFile`): 0 its default-mode declaration
    /// (1 in the wide-gamut pass), 2 + mode × 4 + 2 (wide-gamut pass) + 1 (inside the
    /// `prefers-color-scheme` query) its declaration in that mode.
    func piece(_ section: Int, _ entry: ViewModel.Entry, into out: inout ByteText) {
        if section < 2 {
            declareDefault(entry, wide: section == 1, into: &out)
        } else {
            let code = section - 2
            declare(entry, mode: code / 4, wide: code % 4 >= 2, into: &out, indent: code % 2 == 1 ? "    " : "  ")
        }
    }

    /// Every token's default-mode declaration, with its description and deprecation as comments.
    /// (Without a memo, a one-shot build, the declarations print straight into `out`: no closure.)
    private func declareDefaults(_ entries: [ViewModel.Entry], wide: Bool, into out: inout ByteText) {
        guard let memo else {
            for entry in entries { declareDefault(entry, wide: wide, into: &out) }
            return
        }
        for entry in entries {
            memo.piece(wide ? 1 : 0, entry, into: &out) { declareDefault(entry, wide: wide, into: &$0) }
        }
    }

    /// A token's default-mode declaration, after its description and deprecation as comments
    /// (only the declaration in the wide-gamut pass).
    private func declareDefault(_ entry: ViewModel.Entry, wide: Bool, into out: inout ByteText) {
        if wide {
            declare(entry, mode: 0, wide: true, into: &out, indent: "  ")
            return
        }
        for line in entry.doc {
            out += "  /* "
            out += Format.cssComment(line)
            out += " */\n"
        }
        if let deprecation = entry.deprecation {
            out += "  /* Deprecated" + (deprecation.reason.map { $0.isEmpty ? "" : ": " + Format.cssComment($0) } ?? "") + " */\n"
        }
        declare(entry, mode: 0, wide: false, into: &out, indent: "  ")
    }

    private func printUtilityClasses(_ entries: [ViewModel.Entry], into out: inout ByteText) {
        if options.utilityClasses {
            let styles = entries.filter { $0.type == .typography }
            if !styles.isEmpty { out += "\n/* Typography utility classes: the text styles as classes. */\n" }
            // Plain appends, no interpolated Strings (each allocated): one class per text style.
            for entry in styles {
                let name = entry.identifier.dropFirst(2)
                out += "\n."
                if let first = name.unicodeScalars.first, ("0"..."9").contains(first) {
                    out += Identifiers.cssClass(String(name))
                } else {
                    out += name
                }
                out += " {\n  font: var("
                out += entry.identifier
                out += ");\n  letter-spacing: "
                let hasSpacing = entry.defaultValue?.parts.contains { $0.suffix == "letter-spacing" } ?? false
                if hasSpacing {
                    out += "var("
                    out += entry.identifier
                    out += "-letter-spacing)"
                } else {
                    out += "normal"
                }
                out += ";\n}\n"
            }
        }
    }

    /// Mode indexes shown by a color scheme (light or dark).
    static func schemeModes(_ model: ViewModel) -> [Int] {
        model.modes.indices.filter { colorScheme(model.modes[$0].name) != nil }
    }

    static func colorScheme(_ mode: String) -> String? {
        switch mode {
        case "light": "light"
        case "dark": "dark"
        default: nil
        }
    }

    /// A token is redeclared for a mode when its value there differs — as resolved or as
    /// printed — so that `var()` references re-resolve inside `[data-theme]` subtrees too.
    /// Most tokens have one literal and one resolved value in every mode (both known when the
    /// entry was made): those are answered without comparing, and a resolved value is compared
    /// in place (the subscript copies a `ResolvedValue`, a retain per field, twice a call).
    static func differs(_ entry: ViewModel.Entry, mode: Int) -> Bool {
        if entry.variesByMode && entry.values[mode] != entry.values[0] { return true }
        if entry.token.hasUniformValues { return false }
        let values = entry.token.values
        return values.withValue(mode) { value in values.withValue(0) { value?.value != $0?.value } }
    }

    func declareValue(_ entry: ViewModel.Entry, mode: Int, wide: Bool, into out: inout ByteText, indent: String) {
        declare(entry, mode: mode, wide: wide, into: &out, indent: indent)
    }

    /// `--name: value;` and a line per part (`--name-font-size: …`); the mode's literal, or the
    /// first that resolved. The literal is read in place (`Entry.withLiteral`), not copied.
    private func declare(_ entry: ViewModel.Entry, mode: Int, wide: Bool, into out: inout ByteText, indent: String) {
        entry.withLiteral(mode) { literal in
            out += indent
            out += entry.identifier
            out += ": "
            if wide, let wideText = literal.wide {
                out += wideText
            } else {
                out += literal.text
            }
            out += ";\n"
            for part in literal.parts {
                out += indent
                out += entry.identifier
                out += "-"
                out += part.suffix
                out += ": "
                out += part.text
                out += ";\n"
            }
        }
    }
}
