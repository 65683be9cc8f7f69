import DesignModel
import Diagnostics
import Emitters
import Foundation
import FuzzProjects
import BuildPipeline
import KilnTestSupport
import ProjectConfig
import Rules
import SpecSite
import TokenParser

/// Fuzzes the emitters and the site generator on arbitrary valid models. The bytes build a
/// project the way the resolver target does (Sources/FuzzProjects); a project that resolves
/// without errors is checked like `kiln build` would, then every output is generated with
/// options the bytes choose, and must be well-formed:
///
/// - every site page parses with libxml2 (the site's own adapter, `SiteChecker`): no parse
///   error, unique ids, every internal link and anchor resolves, no unsafe markup or script;
/// - every CSS file tokenizes: strings and comments close, brackets balance (`CSSBalance`);
/// - every JSON file parses;
/// - the same model gives the same bytes twice (deterministic output).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var choices = Choices(UnsafeBufferPointer(start: data, count: size))
    let project = ProjectGenerator.generate(&choices)
    let parsed: TokenSetParser.Result
    if let resolver = project.resolver {
        parsed = TokenSetParser.parse(resolver: resolver) { path in project.files.first { $0.path == path } }
    } else {
        parsed = TokenSetParser(modes: project.modes).parse(files: project.files)
    }
    // Only valid models reach the outputs (`kiln build` writes nothing otherwise).
    guard !parsed.diagnostics.contains(where: { $0.severity == .error }) else { return 0 }
    let system = parsed.system

    var options = EmitterOptions()
    options.css.outputReferences = choices.chance(50)
    options.css.lengthUnit = choices.chance(50) ? .px : .rem
    options.css.utilityClasses = choices.chance(70)
    options.css.mediaQuery = choices.chance(70)
    options.swift.assetCatalog = choices.chance(50)
    options.json.perMode = choices.chance(50)

    var files: [String: [OutputFile]] = [:]
    for name in Emitters.identifiers {
        guard let emitter = Emitters.make(name, options: options) else { continue }
        let result = emitter.emit(system)
        for diagnostic in result.diagnostics where !diagnostic.range.isNone {
            precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "unlocated diagnostic \(diagnostic)")
        }
        guard !result.hasErrors else { continue }  // a name collision: reported, nothing written
        files[name] = result.files
        precondition(emitter.emit(system).files == result.files, "\(name): two runs on one model differ")
    }
    for file in files["css"] ?? [] where file.path.hasSuffix(".css") {
        if let problem = CSSBalance.problem(in: file.contents) { preconditionFailure("\(file.path): \(problem)") }
    }
    for file in files["json"] ?? [] where file.path.hasSuffix(".json") {
        precondition((try? JSONSerialization.jsonObject(with: Data(file.contents))) != nil, "\(file.path) does not parse as JSON")
    }

    var config = KilnConfig()
    config.modes = system.modes
    let check = CheckStage.run(CheckStage.Input(system: system, config: config, diagnostics: parsed.diagnostics))
    var siteOptions = SiteOptions()
    siteOptions.contrastMatrixLimit = 1 + choices.below(30)
    siteOptions.sources = choices.chance(50)
    let css = files["css"]?.first { $0.path.hasSuffix(".css") }
    let input = SiteInput(
        system: system, options: siteOptions, findings: check.outcome.findings, baselinedFindings: check.outcome.baselined,
        hasBaseline: choices.chance(50), rules: RuleCatalog.descriptions,
        sources: siteOptions.sources ? project.files.map { SiteSource(path: $0.path, text: $0.text) } : [],
        tokenStylesheet: css.map { file in
            TokenStylesheet(fileName: "tokens.css", css: String(decoding: file.contents, as: UTF8.self)) { _ in nil }
        })
    let site = SpecSite.generate(input)
    let problems = SiteChecker.check(site)
    precondition(problems.isEmpty, "site problems: \(problems.prefix(5))")
    return 0
}

/// A small CSS tokenizer, enough to tell a well-formed stylesheet: strings ('…', "…", with
/// backslash escapes, not across a line) and comments close, and (), [] and {} nest and balance
/// outside them. No Swift CSS tokenizer exists to reuse; the browser and tinycss2 tests check
/// the bundled outputs more deeply.
enum CSSBalance {
    static func problem(in bytes: [UInt8]) -> String? {
        var stack: [UInt8] = []
        var index = 0
        var line = 1
        let pairs: [UInt8: UInt8] = [UInt8(ascii: ")"): UInt8(ascii: "("), UInt8(ascii: "]"): UInt8(ascii: "["), UInt8(ascii: "}"): UInt8(ascii: "{")]
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\n"): line += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = line
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                if index + 1 >= bytes.count { return "comment opened on line \(start) never closes" }
                index += 1
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    if bytes[index] == UInt8(ascii: "\n") { return "string on line \(line) runs past the end of the line" }
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                if index >= bytes.count { return "string on line \(line) never closes" }
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): stack.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard stack.last == pairs[byte] else { return "unbalanced \"\(Character(Unicode.Scalar(byte)))\" on line \(line)" }
                stack.removeLast()
            default: break
            }
            index += 1
        }
        return stack.isEmpty ? nil : "\(stack.count) bracket(s) left open at the end"
    }
}
