@testable import Emitters
import BuildPipeline
import ColorScience
import DesignModel
import Foundation
import ProjectConfig
import Testing
import XMLReading

/// Issue 37, "every axis on every platform", as one table over three dimensions: every fixture
/// with modes or theming axes × every output (each format, the asset catalog, and the colors
/// each Apple platform shows) × every combination of the axis values. Each output is read back
/// with its own tools — headless Chromium for tokens.css, Tailwind's theme.css and v3 preset
/// and the CSS Dart Sass makes of the SCSS maps; node for TypeScript; Kiln's own reader for
/// the per-combination JSON; a compiled program against the framework stand-ins for Swift; the
/// Kotlin and XML readers of AndroidAxesTests for Compose and the resources; the color sets for
/// the asset catalog — and every color and length in every combination is compared with the
/// model. A combination an output gives no value for is a failure, unless the output cannot
/// express it, which docs/outputs.md says (`Exception`, checked to be there).
///
/// The fixtures' builds are the shared ones (SharedBuilds) and the readers' results are kept
/// per build (AxisReadings): AxesOutputTests, AndroidAxesTests and SwiftOutputTests read the same
/// builds and ask for the same browser, compiler and reader runs, which happen once.
@Suite struct AxisMatrixTests {
    /// The fixtures with more than one mode: one axis of two or three modes, two and three
    /// axes, wide-gamut colors under axes, and two real design systems (Spectrum: theme × size;
    /// Primer: a four-valued theme with its high-contrast themes × size).
    static let fixtures = [
        "emit-bundled", "emit-modes", "emit-wide-gamut", "emit-wide-gamut-axes", "axes-resolver", "axes-yaml", "axes-spectrum", "github-primer",
    ]

    /// Why an output cannot express a combination. Each is said in docs/outputs.md's table of
    /// what each platform does with each axis (§5); `exceptionsAreDocumented` checks it.
    enum Exception: String, CaseIterable {
        case appleSettings = "UIKit and AppKit switch only between the values the system has a setting for"
        case watchOS = "watchOS shows only the dark appearance"
        case assetCatalog = "The asset catalog has appearances for the dark scheme and high contrast only"
    }

    struct Fixture {
        var name: String
        var folder: URL
        var system: DesignSystem
        var options: EmitterOptions
    }

    /// One output: its name in the table, whether it keeps Display P3, whether it writes lengths,
    /// and its reader.
    struct Output {
        var name: String
        var keepsWide: Bool
        var lengths: Bool
    }

    static let outputs: [Output] = [
        Output(name: "css", keepsWide: true, lengths: true),
        Output(name: "tailwind v4", keepsWide: false, lengths: true),
        Output(name: "tailwind v3", keepsWide: false, lengths: true),
        Output(name: "scss", keepsWide: false, lengths: true),
        Output(name: "typescript", keepsWide: false, lengths: true),
        Output(name: "json", keepsWide: true, lengths: true),
        Output(name: "dart", keepsWide: true, lengths: true),
        Output(name: "swift", keepsWide: true, lengths: true),
        Output(name: "swift uikit (iOS, tvOS, visionOS)", keepsWide: true, lengths: false),
        Output(name: "swift appkit (macOS)", keepsWide: true, lengths: false),
        Output(name: "swift watchOS", keepsWide: true, lengths: false),
        Output(name: "asset catalog", keepsWide: true, lengths: false),
        Output(name: "compose", keepsWide: true, lengths: true),
        Output(name: "android xml", keepsWide: false, lengths: true),
    ]

    @Test(arguments: fixtures)
    func everyOutputGivesEveryCombination(_ name: String) throws {
        let build = try SharedBuilds.build(name)
        let errors = build.result.diagnostics.filter { $0.severity == .error }
        try #require(errors.isEmpty, "\(errors.map(\.message).prefix(5))")
        let fixture = Self.fixture(name, build)
        try #require(fixture.system.modes.count > 1)
        let readouts = try Self.readAll(fixture)
        var table: [String] = []
        for output in Self.outputs {
            guard let readout = readouts[output.name] else {
                Issue.record("\(name): nothing read from \(output.name)")
                continue
            }
            let result = Self.compare(output, readout, fixture)
            #expect(result.problems.isEmpty, "\(name), \(output.name): \(result.problems.count) problems\n\(result.problems.prefix(12).joined(separator: "\n"))")
            table.append("\(output.name): \(result.compared) values in \(fixture.system.modes.count - readout.inexpressible.count) combinations"
                + (readout.inexpressible.isEmpty ? "" : ", \(readout.inexpressible.count) documented as inexpressible"))
        }
        print("axis matrix, \(name) (\(fixture.system.modes.count) combinations):\n  " + table.joined(separator: "\n  "))
    }

    /// The table is not blind: outputs broken on purpose after the build — tokens.css without
    /// its rule for dark + high, Compose's `KilnTheme` giving the default `Size` under high
    /// contrast, TypeScript's `tokensFor` without the dark + high combination — are reported in
    /// exactly those combinations, and a combination left out for a reason docs/outputs.md
    /// does not give is reported too.
    @Test func aDeliberatelyBrokenOutputIsCaught() throws {
        // A copy of the shared build: the files broken here are read by other tests.
        let build = try SharedBuilds.build("axes-yaml")
        let copy = try WebOutputTests.scratchCopy(of: build.folder)
        defer { try? FileManager.default.removeItem(at: copy.deletingLastPathComponent()) }
        var fixture = Self.fixture("axes-yaml", build)
        fixture.folder = copy
        let darkHigh = try #require(fixture.system.modes.firstIndex(of: "dark+high"))
        func output(_ name: String) -> Output { Self.outputs.first { $0.name == name }! }
        func breakFile(_ path: String, _ from: String, _ to: String) throws {
            let url = copy.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            try #require(text.contains(from), "\(path) has no `\(from)`")
            try text.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
        }
        try breakFile("css/tokens.css", "[data-scheme=\"dark\"][data-contrast=\"high\"] {", "[data-scheme=\"dark\"][data-contrast=\"never\"] {")
        try breakFile("android/DesignTokens.kt", "DesignTokensContrast.High -> Size.High", "DesignTokensContrast.High -> Size")
        try breakFile("typescript/tokens.mjs", ", \"dark+high\": darkHigh };", " };")
        let css = try #require(try Self.readStylesheets(fixture)?.readouts["css"])
        let cssProblems = Self.compare(output("css"), css, fixture).problems
        #expect(!cssProblems.isEmpty && cssProblems.allSatisfy { $0.hasPrefix("dark+high: color.hint") || $0.hasPrefix("dark+high: color.outline") }, "\(cssProblems)")
        let compose = try #require(try Self.readCompose(fixture))
        let composeProblems = Self.compare(output("compose"), compose, fixture).problems
        #expect(composeProblems.count == 2 && composeProblems.allSatisfy { $0.contains(": size.border is 1.000, the model says 2.000") }, "\(composeProblems)")
        let typescript = try #require(try Self.readTypeScript(fixture))
        #expect(Self.compare(output("typescript"), typescript, fixture).problems == ["dark+high: the combination is missing"])
        var undocumented = typescript
        undocumented.inexpressible[darkHigh] = "the format has no room for it"
        #expect(Self.compare(output("typescript"), undocumented, fixture).problems == ["dark+high: left out for an undocumented reason: the format has no room for it"])
    }

    /// Every reason an output may give for a combination it cannot express is in docs/outputs.md.
    @Test func exceptionsAreDocumented() throws {
        let docs = try String(contentsOf: EmitFixtures.repository.appendingPathComponent("docs/outputs.md"), encoding: .utf8)
        for exception in Exception.allCases { #expect(docs.contains(exception.rawValue), "docs/outputs.md does not say: \(exception.rawValue)") }
    }

    /// Compares a readout with the model: every combination the output expresses has every
    /// color (and length, where the output writes lengths) with the model's value; a combination
    /// it does not express must give a documented reason.
    static func compare(_ output: Output, _ readout: AxisReadout, _ fixture: Fixture) -> (problems: [String], compared: Int) {
        var problems: [String] = []
        var compared = 0
        let system = fixture.system
        for (mode, reason) in readout.inexpressible where !Exception.allCases.contains(where: { $0.rawValue == reason }) {
            problems.append("\(system.modes[mode]): left out for an undocumented reason: \(reason)")
        }
        for mode in system.modes.indices where readout.inexpressible[mode] == nil {
            guard readout.values[mode]?.isEmpty == false else {
                problems.append("\(system.modes[mode]): the combination is missing")
                continue
            }
            for token in system.tokens where token.type == .color || (output.lengths && token.type == .dimension) {
                guard let expected = Readback.expected(token, mode, keepsWide: output.keepsWide) else { continue }
                let actual = readout[mode, token.path.string]
                if actual != expected {
                    problems.append("\(system.modes[mode]): \(token.path) is \(actual ?? "missing"), the model says \(expected)")
                }
                compared += 1
            }
        }
        return (problems, compared)
    }

    static func fixture(_ name: String, _ build: EmitFixtures.Build) -> Fixture {
        Fixture(name: name, folder: build.folder, system: build.result.system, options: SharedBuilds.project(name).config.emitters)
    }

    /// Every output's readout of `fixture` (the browser's as AxisReadings keeps it per build).
    static func readAll(_ fixture: Fixture) throws -> [String: AxisReadout] {
        var readouts = try AxisReadings.stylesheets(fixture)?.readouts ?? [:]
        readouts["typescript"] = try readTypeScript(fixture)
        readouts["json"] = try readJSON(fixture)
        readouts["dart"] = try readDart(fixture)
        for (key, value) in try readSwift(fixture) { readouts[key] = value }
        readouts["asset catalog"] = try readAssetCatalog(fixture)
        readouts["compose"] = try readCompose(fixture)
        readouts["android xml"] = try readAndroidResources(fixture)
        return readouts
    }

    /// The attributes that choose `mode`: `data-<axis>` per axis, or the theme attribute with the mode's name.
    static func attributes(_ mode: Int, _ fixture: Fixture) -> [String: String] {
        let system = fixture.system
        guard system.axes.isMultiAxis else {
            var result = [fixture.options.css.themeAttribute: system.modes[mode]]
            result[fixture.options.tailwind.themeAttribute] = system.modes[mode]
            return result
        }
        let combination = system.axes.combination(of: mode)
        var result: [String: String] = [:]
        for (index, axis) in system.axes.axes.enumerated() { result[CSSPrinter.attribute(axis)] = axis.values[combination[index]] }
        return result
    }

    /// A value as text (CSS, Sass, JavaScript) in the shared form: a color for a color token, a length for a dimension.
    static func readback(_ text: String?, _ token: Token) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return token.type == .color ? Readback.color(text: text) : Readback.length(text: text)
    }
}
