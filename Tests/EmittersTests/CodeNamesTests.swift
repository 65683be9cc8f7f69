import DesignModel
import Emitters
import Foundation
import Testing

/// The names the spec site shows for each token (`CodeNames`) are the names the outputs
/// declare: for every token of the bundled system and every output, the declared part of each
/// name is found, declared, in the file the emitter wrote.
@Suite struct CodeNamesTests {
    static func text(_ build: EmitFixtures.Build, _ path: String) throws -> String {
        try String(contentsOf: build.folder.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func everyNameIsDeclaredInItsOutput() throws {
        let build = try SharedBuilds.build("emit-bundled")
        let system = build.result.system
        let config = EmitFixtures.project("emit-bundled").config
        let table = CodeNames.table(outputs: Emitters.identifiers, options: config.emitters, system: system)
        let swift = try Self.text(build, "swift/DesignTokens.swift")
        let kotlin = try Self.text(build, "android/DesignTokens.kt")
        let colors = try Self.text(build, "android/res/values/colors.xml")
        let dimens = try Self.text(build, "android/res/values/dimens.xml")
        let dart = try Self.text(build, "dart/design_tokens.dart")
        let css = try Self.text(build, "css/tokens.css")
        let typescript = try Self.text(build, "typescript/tokens.ts")
        let scss = try Self.text(build, "scss/_tokens.scss")
        let tailwind = try Self.text(build, "tailwind/theme.css")
        let assets = Set(EmitFixtures.files(in: build.folder.appendingPathComponent("swift/Colors.xcassets")).compactMap { $0.split(separator: "/").first.map(String.init) })
        var checked = 0
        for token in system.tokens {
            let names = table[token.path] ?? []
            #expect(!names.isEmpty, "\(token.path) has no code names")
            for name in names {
                let code = name.code
                let last = String(code.split(separator: ".").last ?? "")
                switch name.label {
                case "Swift":
                    #expect(code.hasPrefix("DesignTokens."))
                    #expect(swift.contains("static let \(last):") || swift.contains("static var \(last):") || swift.contains("case \(last)"), "\(code) is not declared in DesignTokens.swift")
                case "SwiftUI":
                    let asset = String(code.dropFirst("Color(.".count).dropLast())
                    #expect(assets.contains(asset + ".colorset"), "\(code): no color set \(asset)")
                case "Compose":
                    if last.hasSuffix("()") {
                        #expect(kotlin.contains(" fun <T> \(last):"), "\(code) is not declared in DesignTokens.kt")
                    } else {
                        #expect(kotlin.contains(" val \(last):") || kotlin.contains(" val \(last) "), "\(code) is not declared in DesignTokens.kt")
                    }
                    // The group's accessor (the mode shown) is declared too.
                    let group = code.split(separator: ".").dropFirst().first.map(String.init) ?? ""
                    #expect(kotlin.contains(" val \(group): ") || kotlin.contains(" object \(group) "), "\(code): no group \(group) in DesignTokens.kt")
                case "Android XML":
                    let resource = String(code.split(separator: "/").last!)
                    let file = code.hasPrefix("@color/") ? colors : dimens
                    #expect(file.contains("name=\"\(resource)\""), "\(code) is not in the resources")
                case "Flutter":
                    #expect(dart.contains(" \(last);") || dart.contains(" \(last) ="), "\(code) is not declared in design_tokens.dart")
                case "CSS":
                    let property = String(code.dropFirst("var(".count).dropLast())
                    #expect(css.contains(property + ":"), "\(code) is not declared in tokens.css")
                case "CSS class":
                    #expect(css.contains("." + code + " {") || css.contains("." + code + "{"), "\(code) is not a class of tokens.css")
                case "TypeScript":
                    #expect(typescript.contains(" \(last):") || typescript.contains("\"\(last)\":"), "\(code) is not declared in tokens.ts")
                case "SCSS":
                    #expect(scss.contains(code + ":"), "\(code) is not declared in _tokens.scss")
                case "Tailwind":
                    if code.hasPrefix("var(") {
                        #expect(tailwind.contains(String(code.dropFirst(4).dropLast()) + ":"), "\(code) is not a theme variable")
                    } else {
                        let key = String(code.split(separator: "-", maxSplits: 1).last ?? "")
                        #expect(tailwind.contains("-" + key.trimmingCharacters(in: CharacterSet(charactersIn: ":")) + ":"), "\(code): no theme variable for it")
                    }
                case "JSON":
                    #expect(code == token.path.string)
                default:
                    Issue.record("unexpected label \(name.label)")
                }
                checked += 1
            }
        }
        #expect(checked > system.tokens.count * 8)
    }

    /// An output with its own template prints names Kiln does not know: it is left out.
    @Test func outputsWithTemplatesAndDisabledOutputsAreLeftOut() throws {
        let build = try SharedBuilds.build("emit-bundled")
        var options = EmitFixtures.project("emit-bundled").config.emitters
        let table = CodeNames.table(outputs: ["css", "scss"], options: options, system: build.result.system)
        let labels = Set(table.values.flatMap { $0.map(\.label) })
        #expect(labels.isSubset(of: ["CSS", "CSS class", "SCSS"]))
        options.swift.assetCatalog = false
        let swift = CodeNames.table(outputs: ["swift"], options: options, system: build.result.system)
        #expect(!swift.values.contains { $0.contains { $0.label == "SwiftUI" } })
    }

    /// A format brings its own code names in its descriptor: listed beside the built-in ones, it
    /// names every token without an edit to `CodeNames`.
    @Test func aNewFormatBringsItsNames() throws {
        let system = try SharedBuilds.build("emit-bundled").result.system
        let plain = OutputFormat(
            "plain", options: PlainOptions.self, settings: [], cost: 1, files: "", summary: "",
            emitter: { _, _ in Emitters.make("json", options: EmitterOptions())! },
            codeNames: { options, system, output in
                system.tokens.map { ($0.path, [CodeNames.Name(output: output, label: "Plain", code: options.prefix + $0.path.string)]) }
            })
        var options = EmitterOptions()
        options[PlainOptions.self].prefix = "plain:"
        let table = CodeNames.table(outputs: ["css", "plain"], options: options, system: system, formats: OutputFormats.builtIn + [plain])
        for token in system.tokens {
            let names = table[token.path] ?? []
            #expect(names.last == CodeNames.Name(output: "plain", label: "Plain", code: "plain:" + token.path.string))
            #expect(names.first?.output == "css")
        }
    }
}

/// The settings of the test's `plain` format.
private struct PlainOptions: OutputOptions {
    var folder = "plain"
    var fileName = "tokens"
    var template: String?
    var prefix = ""
}
