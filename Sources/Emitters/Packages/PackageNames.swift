/// The naming rules of each package manager, checked on the names kiln.yaml gives a package
/// (located `config/invalid` errors) and used to make the names Kiln works out from the
/// project's name, which always pass them.
public enum PackageNameRules: String, Sendable, Equatable, CaseIterable {
    /// A Swift identifier (a SwiftPM package, product and module name).
    case swift
    /// A Java package name (an Android namespace, which names the generated `R` class).
    case javaPackage
    /// A pub package name.
    case dart
    /// An npm package name, scoped or not.
    case npm
}

public enum PackageNames {
    /// What a name following `rules` looks like, as the end of "must be …".
    public static func expected(_ rules: PackageNameRules) -> String {
        switch rules {
        case .swift: "a Swift identifier such as DesignTokens (letters, digits and _, not starting with a digit)"
        case .javaPackage:
            "a Java package name such as com.example.tokens (dot-separated names of letters, digits and _, none starting with a digit or a Java keyword)"
        case .dart: "a Dart package name such as acme_tokens (lowercase letters, digits and _, not starting with a digit, not a Dart keyword)"
        case .npm: "an npm package name such as acme-tokens or @acme/tokens (lowercase letters, digits, -, . and _, at most 214 characters)"
        }
    }

    /// Whether `name` follows `rules`.
    public static func isValid(_ name: String, _ rules: PackageNameRules) -> Bool {
        switch rules {
        case .swift: isIdentifier(name, lowercaseOnly: false) && !swiftUnusable.contains(name)
        case .javaPackage:
            name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
                isIdentifier(String($0), lowercaseOnly: false) && !javaKeywords.contains(String($0))
            }
        case .dart: isIdentifier(name, lowercaseOnly: true) && !dartReserved.contains(name)
        case .npm: isNPMName(name)
        }
    }

    /// The schema's pattern for `rules` (a regular expression JSON Schema and Python read
    /// alike); keywords and lengths are Kiln's own checks.
    public static func pattern(_ rules: PackageNameRules) -> String {
        switch rules {
        case .swift: #"^[A-Za-z_][A-Za-z0-9_]*$"#
        case .javaPackage: #"^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$"#
        case .dart: #"^[a-z_][a-z0-9_]*$"#
        case .npm: #"^(@[a-z0-9-][a-z0-9._-]*/[a-z0-9._-]|[a-z0-9-])[a-z0-9._-]*$"#
        }
    }

    /// The name of a package of the project named `project` that Kiln gives when kiln.yaml
    /// gives none: the project's words, with `tokens` after them unless the last one is
    /// already `tokens` ("Photo Journal" → `PhotoJournalTokens`, `photo_journal_tokens`,
    /// `photo-journal-tokens`; `com.example.photojournaltokens` as a Java package, though an
    /// Android namespace defaults to the Android output's package instead).
    public static func derived(from project: String, _ rules: PackageNameRules) -> String {
        var words = self.words(project)
        if words.last != "tokens" { words.append("tokens") }
        if let first = words.first?.unicodeScalars.first, ("0"..."9").contains(first) { words.insert("design", at: 0) }
        switch rules {
        case .swift: return NameCasing.upperCamel(words)
        case .javaPackage: return "com.example." + words.joined()
        case .dart: return NameCasing.snake(words)
        case .npm:
            var name = NameCasing.kebab(words)
            while name.utf8.count > 214, let dash = name.dropLast().lastIndex(of: "-") { name = String(name[..<dash]) }
            return name
        }
    }

    /// `text` cased for `rules` without adding anything: what to suggest for a name that
    /// breaks them ("Acme Tokens" → `acme_tokens` for pub).
    public static func suggestion(for text: String, _ rules: PackageNameRules) -> String? {
        var words = self.words(text)
        if let first = words.first?.unicodeScalars.first, ("0"..."9").contains(first) { words.insert("design", at: 0) }
        guard !words.isEmpty else { return nil }
        let scope = rules == .npm && text.hasPrefix("@") && text.contains("/") ? text.split(separator: "/")[0] : nil
        let name: String
        switch rules {
        case .swift: name = NameCasing.upperCamel(words)
        case .javaPackage: name = text.split(separator: ".").map { NameCasing.snake(self.words(String($0))) }.filter { !$0.isEmpty }.joined(separator: ".")
        case .dart: name = NameCasing.snake(words)
        case .npm:
            let rest = scope.map { text.dropFirst($0.count + 1) }.map(String.init) ?? text
            name = (scope.map { "@" + NameCasing.kebab(self.words(String($0))) + "/" } ?? "") + NameCasing.kebab(self.words(rest))
        }
        return isValid(name, rules) && name != text ? name : nil
    }

    /// Lowercase ASCII words: accents folded, other characters spelled as code points.
    static func words(_ text: String) -> [String] {
        NameCasing.split(text).map { NameCasing.asciiIdentifier($0).lowercased() }.filter { !$0.isEmpty }
    }

    /// A Kotlin package name: dot-separated identifiers, none of them a Kotlin hard keyword
    /// (`package com.example.object` does not compile).
    public static func isKotlinPackage(_ name: String) -> Bool {
        name.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
            isIdentifier(String($0), lowercaseOnly: false) && !Identifiers.kotlinKeywords.contains(String($0))
        }
    }

    // MARK: Versions

    /// A semantic version (semver.org's own expression): `1.4.0`, `2.0.0-beta.1+build.5`.
    public static let semanticVersionPattern =
        #"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-((0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*)(\.(0|[1-9][0-9]*|[0-9]*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\+[0-9a-zA-Z-]+(\.[0-9a-zA-Z-]+)*)?$"#
    /// Any dotted version number (a Maven artifact's, such as the Compose BOM's `2025.12.01`).
    public static let versionPattern = #"^[0-9]+(\.[0-9]+)*(-[0-9A-Za-z.-]+)?$"#

    public static func isVersion(_ text: String, semantic: Bool) -> Bool {
        guard let regex = try? Regex(semantic ? semanticVersionPattern : versionPattern) else { return false }
        return text.wholeMatch(of: regex) != nil
    }

    // MARK: Rules

    static func isIdentifier(_ name: String, lowercaseOnly: Bool) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ("a"..."z").contains($0) || (!lowercaseOnly && ("A"..."Z").contains($0)) || ("0"..."9").contains($0) || $0 == "_"
        }
    }

    /// npm's rules for new packages (docs.npmjs.com, package.json `name`; the
    /// validate-npm-package-name checks npm runs): at most 214 characters with the scope,
    /// lowercase, URL-safe without `~'!()*`, not starting with `.` or `_`, not a Node.js
    /// built-in module or a name npm reserves.
    static func isNPMName(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.count <= 214, let regex = try? Regex(pattern(.npm)), name.wholeMatch(of: regex) != nil else { return false }
        return !nodeBuiltins.contains(name) && !["node_modules", "favicon.ico"].contains(name)
    }

    /// Names a Swift identifier cannot take even in backticks at the top of a module.
    static let swiftUnusable: Set<String> = ["_", "Type", "Self", "Protocol", "Any", "self", "init", "deinit", "subscript"]

    /// Java's keywords and literals: not allowed as a package name's part.
    static let javaKeywords: Set<String> = [
        "abstract", "assert", "boolean", "break", "byte", "case", "catch", "char", "class", "const", "continue", "default", "do",
        "double", "else", "enum", "extends", "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof",
        "int", "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short", "static",
        "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try", "void", "volatile", "while",
        "true", "false", "null", "_",
    ]

    /// Dart's reserved words and built-in identifiers, which pub refuses as package names.
    static let dartReserved: Set<String> = [
        "abstract", "as", "assert", "async", "await", "break", "case", "catch", "class", "const", "continue", "covariant",
        "default", "deferred", "do", "dynamic", "else", "enum", "export", "extends", "extension", "external", "factory", "false",
        "final", "finally", "for", "get", "hide", "if", "implements", "import", "in", "interface", "is", "late", "library", "mixin",
        "new", "null", "of", "on", "operator", "part", "required", "rethrow", "return", "set", "show", "static", "super", "switch",
        "sync", "this", "throw", "true", "try", "typedef", "var", "void", "while", "with", "yield",
    ]

    /// Node.js's built-in modules, whose names npm refuses for new packages.
    static let nodeBuiltins: Set<String> = [
        "assert", "async_hooks", "buffer", "child_process", "cluster", "console", "constants", "crypto", "dgram",
        "diagnostics_channel", "dns", "domain", "events", "fs", "http", "http2", "https", "inspector", "module", "net", "os",
        "path", "perf_hooks", "process", "punycode", "querystring", "readline", "repl", "stream", "string_decoder", "sys",
        "timers", "tls", "trace_events", "tty", "url", "util", "v8", "vm", "wasi", "worker_threads", "zlib",
    ]
}
