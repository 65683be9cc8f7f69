import Diagnostics
import Emitters
import YAMLSource
import OutputStore

/// The output formats' sections of kiln.yaml (`swift:`, `css:`, …; docs/outputs.md), read from
/// each format's descriptor (`OutputFormat.settings`). Every bad value is a located
/// `config/invalid` error naming what was expected; unknown keys are a `config/unknown-key`
/// warning listing the known ones.
extension KilnConfig {
    /// Every name `outputs:` and `--outputs` accept with the built-in formats (`site` belongs to
    /// the site generator).
    public static var knownOutputs: [String] { OutputFormats.builtIn.names + ["site"] }

    /// Every name `outputs:` and `--outputs` accept with this config's formats.
    public var knownOutputs: [String] { formats.names + ["site"] }

    /// Keeps the known names of an `outputs:` list; each unknown one is a located error.
    func validOutputs(_ names: [String], node: YAMLNode, diagnostics: inout [Diagnostic]) -> [String] {
        var valid: [String] = []
        let items = node.items ?? [node]
        for (index, name) in names.enumerated() {
            if knownOutputs.contains(name) {
                valid.append(name)
            } else {
                let range = index < items.count ? items[index].range : node.range
                diagnostics.append(
                    .error(
                        .configUnknownOutput, "unknown output \"\(name)\"; valid outputs: \(knownOutputs.joined(separator: ", "))",
                        at: range))
            }
        }
        return valid
    }

    /// Reads the section of `format`: each key its descriptor names, checked against the kind
    /// of value it takes.
    mutating func parseOutputSection(_ pair: YAMLNode.Pair, format: OutputFormat, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            if !pair.value.isNull {
                diagnostics.append(
                    .error(.configInvalid, "`\(pair.name)` must be a mapping of settings, found \(pair.value.kindDescription)", at: pair.value.range))
            }
            return
        }
        var reader = SectionReader(section: pair.name, diagnostics: diagnostics)
        var options: any SettingsSection = emitters[format: format]
        reader.read(pairs, settings: format.settings, into: &options)
        if let options = options as? any OutputOptions { emitters[format: format] = options }
        diagnostics = reader.diagnostics
    }
}

/// Reads one section's values (an output's, a package's) with located, specific messages.
struct SectionReader {
    var section: String
    var diagnostics: [Diagnostic]

    /// Sets each of `pairs` that names one of `settings` in `options`, checked against the
    /// kind of value it takes; warns about the others.
    mutating func read(_ pairs: [YAMLNode.Pair], settings: [OutputSetting], into options: inout any SettingsSection) {
        for item in pairs {
            guard let setting = settings.first(where: { $0.name == item.name }) else {
                unknown(item, known: settings.map(\.name))
                continue
            }
            if let value = value(item, kind: setting.kind) { setting.write(&options, value) }
        }
    }

    /// The value of `item` when it is of `kind`; otherwise a located error and nil.
    mutating func value(_ item: YAMLNode.Pair, kind: OutputSetting.Kind) -> OutputSettingValue? {
        var result: OutputSettingValue?
        let text = { (value: String) in result = .text(value) }
        switch kind {
        case .flag: bool(item) { result = .flag($0) }
        case .choice(let words): choice(item, words, text)
        case .texts: strings(item) { result = .texts($0) }
        case .identifier(let expected, let allowEmpty): identifier(item, pattern: expected, allowEmpty: allowEmpty, text)
        case .cssName(let allowEmpty): cssName(item, allowEmpty: allowEmpty, text)
        case .kotlinPackage: kotlinPackage(item, text)
        case .integer(let minimum, let maximum): integer(item, minimum: minimum, maximum: maximum) { result = .integer($0) }
        case .packageName(let rules): packageName(item, rules: rules, text)
        case .version(let semantic): version(item, semantic: semantic, text)
        case .selector: selector(item, text)
        case .fileName: fileName(item, text)
        case .folder: folder(item, text)
        case .templatePath: path(item, text)
        }
        return result
    }

    mutating func invalid(_ item: YAMLNode.Pair, expected: String, hint: String? = nil) {
        let found = item.value.scalar.map { "\"\($0.value)\"" } ?? item.value.kindDescription
        diagnostics.append(.error(.configInvalid, "`\(section).\(item.name)` must be \(expected), found \(found)", at: item.value.range, hint: hint))
    }

    mutating func text(_ item: YAMLNode.Pair) -> String? {
        guard let scalar = item.value.scalar, !item.value.isNull else {
            invalid(item, expected: "text")
            return nil
        }
        return scalar.value
    }

    mutating func folder(_ item: YAMLNode.Pair, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        let trimmed = value.hasSuffix("/") ? String(value.dropLast()) : value
        if trimmed.isEmpty || trimmed == "." { return set("") }
        guard OutputWriter.isSafe(trimmed) else {
            return invalid(item, expected: "a folder inside the output folder (relative, without `..`)")
        }
        set(trimmed)
    }

    mutating func fileName(_ item: YAMLNode.Pair, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        guard !value.isEmpty, !value.contains("/"), !value.contains("\\"), value != ".", value != "..", !value.hasPrefix(".kiln") else {
            return invalid(item, expected: "a file name (no folders)")
        }
        set(value)
    }

    mutating func path(_ item: YAMLNode.Pair, _ set: (String) -> Void) {
        guard let value = text(item), !value.isEmpty else { return invalid(item, expected: "the path of a mustache template") }
        set(value)
    }

    mutating func bool(_ item: YAMLNode.Pair, _ set: (Bool) -> Void) {
        guard let flag = item.value.bool else { return invalid(item, expected: "true or false") }
        set(flag)
    }

    mutating func choice(_ item: YAMLNode.Pair, _ allowed: [String], _ set: (String) -> Void) {
        guard let value = item.value.scalar?.value, allowed.contains(value) else {
            return invalid(item, expected: "one of " + allowed.joined(separator: ", "))
        }
        set(value)
    }

    mutating func strings(_ item: YAMLNode.Pair, _ set: ([String]) -> Void) {
        guard let items = item.value.items else { return invalid(item, expected: "a list of text") }
        var values: [String] = []
        for element in items {
            guard let text = element.scalar?.value else {
                diagnostics.append(.error(.configInvalid, "`\(section).\(item.name)` entries must be text, found \(element.kindDescription)", at: element.range))
                return
            }
            values.append(text)
        }
        set(values)
    }

    mutating func identifier(_ item: YAMLNode.Pair, pattern: String, allowEmpty: Bool = false, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        if value.isEmpty, allowEmpty { return set(value) }
        let scalars = Array(value.unicodeScalars)
        let valid =
            !scalars.isEmpty && !("0"..."9").contains(scalars[0])
            && scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        guard valid, !["Type", "Self", "Protocol", "Any"].contains(value) else { return invalid(item, expected: pattern + " (letters, digits and _, not starting with a digit)") }
        set(value)
    }

    /// A Kotlin package name: dot-separated identifiers (`com.example.tokens`).
    mutating func kotlinPackage(_ item: YAMLNode.Pair, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        guard PackageNames.isKotlinPackage(value) else {
            return invalid(item, expected: "a Kotlin package name such as com.example.tokens (dot-separated identifiers, none a Kotlin keyword)")
        }
        set(value)
    }

    mutating func integer(_ item: YAMLNode.Pair, minimum: Int, maximum: Int, _ set: (Int) -> Void) {
        guard let text = item.value.scalar?.value, !item.value.isNull, let number = Int(text), (minimum...maximum).contains(number) else {
            return invalid(item, expected: "a whole number from \(minimum) to \(maximum)")
        }
        set(number)
    }

    /// A package, product or namespace name under a package manager's rules; the hint
    /// suggests the name cased as they want it.
    mutating func packageName(_ item: YAMLNode.Pair, rules: PackageNameRules, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        guard PackageNames.isValid(value, rules) else {
            let hint = PackageNames.suggestion(for: value, rules).map { "write `\($0)`" }
            return invalid(item, expected: PackageNames.expected(rules), hint: hint)
        }
        set(value)
    }

    mutating func version(_ item: YAMLNode.Pair, semantic: Bool, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        guard PackageNames.isVersion(value, semantic: semantic) else {
            return invalid(item, expected: semantic ? "a semantic version such as 1.4.0 or 2.0.0-beta.1" : "a version number such as 2025.12.01")
        }
        set(value)
    }

    mutating func cssName(_ item: YAMLNode.Pair, allowEmpty: Bool, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        if value.isEmpty {
            if allowEmpty { return set(value) }
            return invalid(item, expected: "a name of letters, digits, - and _")
        }
        let scalars = Array(value.unicodeScalars)
        let valid =
            !("0"..."9").contains(scalars[0])
            && scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "-" }
        guard valid else { return invalid(item, expected: "a name of letters, digits, - and _, not starting with a digit") }
        set(value)
    }

    mutating func selector(_ item: YAMLNode.Pair, _ set: (String) -> Void) {
        guard let value = text(item) else { return }
        guard !value.isEmpty, !value.contains(where: { "{};,".contains($0) }) else {
            return invalid(item, expected: "one CSS selector such as :root or .theme (no braces, semicolons or commas)")
        }
        set(value)
    }

    mutating func unknown(_ item: YAMLNode.Pair, known: [String]) {
        diagnostics.append(
            .warning(
                .configUnknownKey, "unknown setting \"\(item.name)\" in `\(section)`; known settings: \(known.joined(separator: ", "))",
                at: item.key.range))
    }
}
