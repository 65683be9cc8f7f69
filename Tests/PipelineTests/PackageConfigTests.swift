import Diagnostics
import Emitters
import Foundation
import Testing
@testable import ProjectConfig

/// kiln.yaml's `name:` and `packages:`: the list and mapping forms, each package's settings
/// checked against its package manager's rules with located errors, and the warnings about a
/// package that would hold nothing or that another setting makes useless.
@Suite struct PackageConfigTests {
    func parse(_ text: String) -> (KilnConfig, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let config = KilnConfig.parse(SourceFile(path: "kiln.yaml", text: text), diagnostics: &diagnostics)
        return (config, diagnostics)
    }

    /// The diagnostics as `kiln build` prints them, source line and caret included.
    func rendered(_ text: String) -> String {
        var sources = SourceLines()
        sources.register(file: "kiln.yaml", text: text)
        return TextReporter(useColor: false).render(parse(text).1, sources: sources)
    }

    @Test func aListTurnsPackagesOnWithTheirDefaults() {
        let (config, diagnostics) = parse("name: Photo Journal\npackages: [swift, npm]\n")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config.name == "Photo Journal")
        #expect(config.packages.enabled == ["swift", "npm"])
        #expect(config.packages.swift == SwiftPackageOptions())
        #expect(parse("packages: dart\n").0.packages.enabled == ["dart"])
        #expect(KilnConfig().packages.enabled.isEmpty, "no package is on by default")
    }

    @Test func aMappingTurnsPackagesOnAndOffAndSetsThem() {
        let text = """
            packages:
              swift: { product: JournalTokens }
              android: { namespace: com.photojournal.tokens, minSdk: 26, composeBom: 2025.10.00, androidGradlePlugin: 8 }
              dart: false
              npm: { name: "@photojournal/tokens", version: 2.0.0-beta.1, folder: web/package }

            """
        let (config, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config.packages.enabled == ["swift", "android", "npm"])
        #expect(config.packages.swift.product == "JournalTokens")
        #expect(config.packages.android.namespace == "com.photojournal.tokens")
        #expect(config.packages.android.minSdk == 26)
        #expect(config.packages.android.composeBom == "2025.10.00")
        #expect(config.packages.android.androidGradlePlugin == 8)
        #expect(config.packages.npm.name == "@photojournal/tokens")
        #expect(config.packages.npm.version == "2.0.0-beta.1")
        #expect(config.packages.npm.folder == "web/package")
        #expect(parse("packages: { swift: true, npm: }\n").0.packages.enabled == ["swift", "npm"])
    }

    /// Each package manager's rules, as a located `config/invalid` error at the value, with
    /// the name spelled as the package manager wants it when Kiln can tell.
    @Test func namesBreakingAPackageManagersRulesAreLocatedErrors() {
        let cases: [(setting: String, value: String, expected: String, hint: String?)] = [
            ("swift: { name: Photo-Journal }", "Photo-Journal", "a Swift identifier", "write `PhotoJournal`"),
            ("swift: { product: 2Tokens }", "2Tokens", "a Swift identifier", "write `Design2tokens`"),
            ("android: { namespace: com.example.new }", "com.example.new", "a Java package name", nil),
            ("android: { namespace: com.photo-journal.tokens }", "com.photo-journal.tokens", "a Java package name", "write `com.photo_journal.tokens`"),
            ("dart: { name: Journal-Tokens }", "Journal-Tokens", "a Dart package name", "write `journal_tokens`"),
            ("dart: { name: class }", "class", "a Dart package name", nil),
            ("dart: { name: 9lives }", "9lives", "a Dart package name", "write `design_9lives`"),
            ("npm: { name: Photo Journal }", "Photo Journal", "an npm package name", "write `photo-journal`"),
            ("npm: { name: \"@Acme/Tokens\" }", "@Acme/Tokens", "an npm package name", "write `@acme/tokens`"),
            ("npm: { name: http }", "http", "an npm package name", nil),
            ("npm: { name: _private }", "_private", "an npm package name", "write `private`"),
            ("npm: { name: \(String(repeating: "a", count: 215)) }", String(repeating: "a", count: 215), "an npm package name", nil),
            ("npm: { version: \"1.0\" }", "1.0", "a semantic version", nil),
            ("dart: { version: v1.2.3 }", "v1.2.3", "a semantic version", nil),
            ("android: { composeBom: latest }", "latest", "a version number", nil),
            ("android: { minSdk: 19 }", "19", "a whole number from 21 to 99", nil),
        ]
        for item in cases {
            let text = "outputs: [swift, android, dart, typescript]\npackages:\n  \(item.setting)\n"
            let (_, diagnostics) = parse(text)
            #expect(diagnostics.count == 1, "\(item.setting): \(diagnostics.map(\.message))")
            guard let error = diagnostics.first else { continue }
            // At the value, its opening quote included.
            let line = "  \(item.setting)"
            let column = (line.range(of: "\"" + item.value) ?? line.range(of: item.value)).map { line.distance(from: line.startIndex, to: $0.lowerBound) + 1 }
            #expect(error.id == .configInvalid && error.severity == .error, "\(item.setting)")
            #expect(error.range.start.line == 3 && error.range.start.column == column, "\(item.setting): at \(error.range.start)")
            #expect(error.message.contains("must be \(item.expected)") && error.message.contains("found \"\(item.value)\""), "\(error.message)")
            #expect(error.hint == item.hint, "\(item.setting): \(error.hint ?? "no hint")")
        }
    }

    /// The example in docs/outputs.md §19, as `kiln build` prints it.
    @Test func aWrongNamePrintsWithItsLineAndCaret() throws {
        let text = "name: Photo Journal\noutputs: [dart]\npackages:\n  swift: true\n  dart: { name: Journal-Tokens }\n"
        let expected = """
            kiln.yaml:5:17: error: `packages.dart.name` must be a Dart package name such as acme_tokens (lowercase letters, digits and _, not starting with a digit, not a Dart keyword), found "Journal-Tokens" [config/invalid]
             5 |   dart: { name: Journal-Tokens }
               |                 ^~~~~~~~~~~~~~
                = hint: write `journal_tokens`
            """
        #expect(rendered(text).contains(expected), "\(rendered(text))")
        let docs = Fixtures.root.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/outputs.md")
        #expect(try String(contentsOf: docs, encoding: .utf8).contains(expected), "docs/outputs.md §19 shows another message")
    }

    @Test func wrongShapesAndUnknownPackagesAreLocated() {
        let (_, diagnostics) = parse("packages:\n  swift: 3\n  gradle: true\n  npm: { nmae: x }\nname: \"\"\n")
        #expect(diagnostics.map(\.id) == [.configInvalid, .configUnknownKey, .configUnknownKey, .configInvalid], "\(diagnostics.map(\.message))")
        #expect(diagnostics.map(\.range.start.line) == [2, 3, 4, 5])
        let messages = diagnostics.map(\.message)
        #expect(messages.contains { $0.contains("unknown package \"gradle\" in `packages`; packages: swift, android, dart, npm") })
        #expect(messages.contains { $0.contains("unknown setting \"nmae\" in `packages.npm`; known settings: name, version, folder") })
        let (_, list) = parse("packages: [swift, flutter]\n")
        #expect(list.map(\.id) == [.configInvalid] && list.first?.range.start.column == 19, "\(list.map(\.message))")
    }

    /// A package whose outputs `outputs:` leaves out writes nothing; a Swift package of
    /// `internal` declarations gives an app nothing: both say so where the package is turned on.
    @Test func packagesThatWouldBeUselessAreWarnings() {
        let (_, diagnostics) = parse("outputs: [swift, css]\nswift: { accessLevel: internal }\npackages:\n  swift: true\n  dart: true\n  npm: true\n")
        #expect(diagnostics.map(\.id) == [.configPackage, .configPackage], "\(diagnostics.map(\.message))")
        #expect(diagnostics.allSatisfy { $0.severity == .warning })
        #expect(diagnostics.map(\.range.start.line) == [4, 5])
        #expect(diagnostics.first?.message.contains("`internal` (`swift.accessLevel`)") == true)
        #expect(diagnostics.last?.message == "the Dart package holds the `dart` output, which `outputs:` does not build; it is not written")
        let (_, web) = parse("outputs: [swift]\npackages: [npm]\n")
        #expect(web.first?.message.contains("the `typescript`, `css`, `scss` or `tailwind` output") == true, "\(web.map(\.message))")
    }

    /// Names Kiln works out from the project's name pass the rules they are made for.
    @Test func derivedNamesFollowEachPackageManager() {
        let cases: [(project: String, swift: String, dart: String, npm: String)] = [
            ("Photo Journal", "PhotoJournalTokens", "photo_journal_tokens", "photo-journal-tokens"),
            ("design-tokens", "DesignTokens", "design_tokens", "design-tokens"),
            ("2024 Brand", "Design2024BrandTokens", "design_2024_brand_tokens", "design-2024-brand-tokens"),
            ("Café Ünïcode", "CafeUnicodeTokens", "cafe_unicode_tokens", "cafe-unicode-tokens"),
            ("!!!", "Tokens", "tokens", "tokens"),
            ("class", "ClassTokens", "class_tokens", "class-tokens"),
        ]
        for item in cases {
            #expect(PackageNames.derived(from: item.project, .swift) == item.swift)
            #expect(PackageNames.derived(from: item.project, .dart) == item.dart)
            #expect(PackageNames.derived(from: item.project, .npm) == item.npm)
            for rules in [PackageNameRules.swift, .dart, .npm, .javaPackage] {
                #expect(PackageNames.isValid(PackageNames.derived(from: item.project, rules), rules), "\(item.project) as \(rules)")
            }
        }
        let long = PackageNames.derived(from: String(repeating: "word ", count: 60), .npm)
        #expect(long.utf8.count <= 214 && PackageNames.isValid(long, .npm))
    }

    /// The Kotlin package of the Android output no longer takes a Kotlin keyword, which would
    /// not compile (`package com.example.object`).
    @Test func aKotlinKeywordIsNotAPackageName() {
        let (_, diagnostics) = parse("android: { packageName: com.example.object }\n")
        #expect(diagnostics.map(\.id) == [.configInvalid])
        #expect(parse("android: { packageName: com.example.tokens }\n").1.isEmpty)
    }
}
