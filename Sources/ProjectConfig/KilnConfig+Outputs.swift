import Diagnostics
import Emitters
import YAMLSource
import OutputStore

/// The `swift:`, `dart:`, `css:`, `json:`, `android:`, `typescript:`, `scss:` and `tailwind:` sections of kiln.yaml (docs/outputs.md). Every
/// bad value is a located `config/invalid` error naming what was expected; unknown keys are a
/// `config/unknown-key` warning listing the known ones.
extension KilnConfig {
    static let outputSectionKeys = Set(ConfigKeys.outputSections.map(\.name))

    /// Every name `outputs:` and `--outputs` accept (`site` belongs to the site generator).
    public static var knownOutputs: [String] { Emitters.identifiers + ["site"] }

    /// Keeps the known names of an `outputs:` list; each unknown one is a located error.
    static func validOutputs(_ names: [String], node: YAMLNode, diagnostics: inout [Diagnostic]) -> [String] {
        var valid: [String] = []
        let items = node.items ?? [node]
        for (index, name) in names.enumerated() {
            if knownOutputs.contains(name) {
                valid.append(name)
            } else {
                let range = index < items.count ? items[index].range : node.range
                diagnostics.append(
                    .error(
                        "config/unknown-output", "unknown output \"\(name)\"; valid outputs: \(knownOutputs.joined(separator: ", "))",
                        at: range))
            }
        }
        return valid
    }

    mutating func parseOutputSection(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            if !pair.value.isNull {
                diagnostics.append(
                    .error("config/invalid", "`\(pair.name)` must be a mapping of settings, found \(pair.value.kindDescription)", at: pair.value.range))
            }
            return
        }
        var reader = SectionReader(section: pair.name, diagnostics: diagnostics)
        switch pair.name {
        case "swift":
            var options = emitters.swift
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "typeName": reader.identifier(item, pattern: "a Swift type name such as DesignTokens") { options.typeName = $0 }
                case "accessLevel": reader.choice(item, SwiftOptions.AccessLevel.self) { options.accessLevel = $0 }
                case "assetCatalog": reader.bool(item) { options.assetCatalog = $0 }
                case "assetCatalogName":
                    reader.fileName(item) { name in
                        options.assetCatalogName = name.hasSuffix(".xcassets") ? name : name + ".xcassets"
                    }
                case "assetCatalogPrefix":
                    reader.identifier(item, pattern: "a lowercase name such as token", allowEmpty: true) { options.assetCatalogPrefix = $0 }
                case "systemFontFamilies": reader.strings(item) { options.systemFontFamilies = $0 }
                default:
                    reader.unknown(
                        item,
                        known: ConfigKeys.outputSection("swift"))
                }
            }
            emitters.swift = options
        case "dart":
            var options = emitters.dart
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "classPrefix": reader.identifier(item, pattern: "a Dart class-name prefix such as App", allowEmpty: true) { options.classPrefix = $0 }
                default: reader.unknown(item, known: ConfigKeys.outputSection("dart"))
                }
            }
            emitters.dart = options
        case "css":
            var options = emitters.css
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "prefix": reader.cssName(item, allowEmpty: true) { options.prefix = $0 }
                case "selector": reader.selector(item) { options.selector = $0 }
                case "themeAttribute": reader.cssName(item, allowEmpty: false) { options.themeAttribute = $0 }
                case "mediaQuery": reader.bool(item) { options.mediaQuery = $0 }
                case "outputReferences": reader.bool(item) { options.outputReferences = $0 }
                case "lengthUnit": reader.choice(item, CSSOptions.LengthUnit.self) { options.lengthUnit = $0 }
                case "fontSizeUnit": reader.choice(item, CSSOptions.LengthUnit.self) { options.fontSizeUnit = $0 }
                case "utilityClasses": reader.bool(item) { options.utilityClasses = $0 }
                default:
                    reader.unknown(item, known: ConfigKeys.outputSection("css"))
                }
            }
            emitters.css = options
        case "android", "typescript", "scss", "tailwind":
            parseNewOutputSection(pair.name, pairs, reader: &reader)
        default:
            var options = emitters.json
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "perMode": reader.bool(item) { options.perMode = $0 }
                case "combined": reader.bool(item) { options.combined = $0 }
                default: reader.unknown(item, known: ConfigKeys.outputSection("json"))
                }
            }
            emitters.json = options
        }
        diagnostics = reader.diagnostics
    }
}

extension KilnConfig {
    /// The sections of the Android, TypeScript, SCSS and Tailwind outputs.
    fileprivate mutating func parseNewOutputSection(_ name: String, _ pairs: [YAMLNode.Pair], reader: inout SectionReader) {
        switch name {
        case "android":
            var options = emitters.android
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "packageName": reader.kotlinPackage(item) { options.packageName = $0 }
                case "objectName": reader.identifier(item, pattern: "a Kotlin object name such as DesignTokens") { options.objectName = $0 }
                case "resources": reader.bool(item) { options.resources = $0 }
                default: reader.unknown(item, known: ConfigKeys.outputSection("android"))
                }
            }
            emitters.android = options
        case "typescript":
            var options = emitters.typescript
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                default: reader.unknown(item, known: ConfigKeys.outputSection("typescript"))
                }
            }
            emitters.typescript = options
        case "scss":
            var options = emitters.scss
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "mapName": reader.cssName(item, allowEmpty: false) { options.mapName = $0 }
                default: reader.unknown(item, known: ConfigKeys.outputSection("scss"))
                }
            }
            emitters.scss = options
        default:
            var options = emitters.tailwind
            for item in pairs {
                guard !reader.fileSetting(item, into: &options) else { continue }
                switch item.name {
                case "presetFileName": reader.fileName(item) { options.presetFileName = $0 }
                case "themeAttribute": reader.cssName(item, allowEmpty: false) { options.themeAttribute = $0 }
                default: reader.unknown(item, known: ConfigKeys.outputSection("tailwind"))
                }
            }
            emitters.tailwind = options
        }
    }
}

/// Reads one output section's values with located, specific messages.
fileprivate struct SectionReader {
    var section: String
    var diagnostics: [Diagnostic]

    /// Reads `folder`, `fileName` or `template`, the settings every output has; false for any
    /// other key, which the section reads itself.
    mutating func fileSetting(_ item: YAMLNode.Pair, into options: inout some OutputFileSettings) -> Bool {
        switch item.name {
        case "folder": folder(item) { options.folder = $0 }
        case "fileName": fileName(item) { options.fileName = $0 }
        case "template": path(item) { options.template = $0 }
        default: return false
        }
        return true
    }

    mutating func invalid(_ item: YAMLNode.Pair, expected: String) {
        let found = item.value.scalar.map { "\"\($0.value)\"" } ?? item.value.kindDescription
        diagnostics.append(.error("config/invalid", "`\(section).\(item.name)` must be \(expected), found \(found)", at: item.value.range))
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

    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ item: YAMLNode.Pair, _ type: Choice.Type, _ set: (Choice) -> Void)
    where Choice.RawValue == String {
        let allowed = Choice.allCases.map(\.rawValue)
        guard let value = item.value.scalar?.value, let choice = Choice(rawValue: value) else {
            return invalid(item, expected: "one of " + allowed.joined(separator: ", "))
        }
        set(choice)
    }

    mutating func strings(_ item: YAMLNode.Pair, _ set: ([String]) -> Void) {
        guard let items = item.value.items else { return invalid(item, expected: "a list of text") }
        var values: [String] = []
        for element in items {
            guard let text = element.scalar?.value else {
                diagnostics.append(.error("config/invalid", "`\(section).\(item.name)` entries must be text, found \(element.kindDescription)", at: element.range))
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
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        let valid = parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
        }
        guard valid else { return invalid(item, expected: "a Kotlin package name such as com.example.tokens") }
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
                "config/unknown-key", "unknown setting \"\(item.name)\" in `\(section)`; known settings: \(known.joined(separator: ", "))",
                at: item.key.range))
    }
}
