@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing

/// Colors authored outside sRGB (issue 14, item 4) on two fixtures written for this test —
/// display-p3, rec2020, lab and oklch in light and dark (`emit-wide-gamut`) and with two axes
/// (`emit-wide-gamut-axes`): the model keeps the authored color next to the gamut-mapped sRGB
/// value; in Chromium the `@supports` rules give the wide form in every mode and combination;
/// the CSS parses (tinycss2), the Swift type-checks against the SwiftUI/UIKit/AppKit stand-ins
/// on every platform, the Dart parses (tree-sitter-dart); the same input gives the same bytes.
/// (The per-output read-back of every color is `CrossOutputTests`; the goldens `EmitGoldenTests`.)
@Suite struct WideGamutOutputTests {
    static let cases = ["emit-wide-gamut", "emit-wide-gamut-axes"]

    @Test func theModelKeepsTheAuthoredColorAndRulesSeeTheMappedSRGB() throws {
        let system = try SharedBuilds.build("emit-wide-gamut").result.system
        let brand = try #require(system[TokenPath("color.brand")])
        let light = try #require(brand.values[0])
        #expect(light.authoredColor?.space == .displayP3)
        #expect(light.authoredColor?.components == SIMD3(1, 0, 0))
        #expect(light.authoredColor?.isInsideSRGB == false)
        // The value every rule reads is the CSS Color 4 gamut mapping into sRGB.
        #expect(light.value.color == ColorSyntax.fromComponents(colorSpace: "display-p3", components: [1, 0, 0], alpha: 1))
        #expect(light.value.color?.hex == "#FF0B0C")
        // An alias carries the authored color; an sRGB hex carries none.
        #expect(system[TokenPath("color.link")]?.values[0]?.authoredColor == light.authoredColor)
        #expect(system[TokenPath("color.page")]?.values[0]?.authoredColor == nil)
        #expect(system[TokenPath("color.accent")]?.values[1]?.authoredColor == nil)
        // Inside sRGB but written in oklch: kept, and Apple/Flutter keep the exact sRGB value.
        let info = try #require(system[TokenPath("color.info")]?.values[0]?.authoredColor)
        #expect(info.isInsideSRGB && !info.prefersDisplayP3)
    }

    /// Colors written as text (`oklch(62% …)`, `color(display-p3 …)`, `lab(…)`) and colors inside
    /// a shadow, border or gradient keep their space like color objects, and every output that
    /// can carry it prints it; contrast still reads the mapped sRGB value.
    @Test func textAndCompositeColorsKeepTheirSpace() throws {
        let build = try SharedBuilds.build("emit-wide-gamut")
        let system = build.result.system
        let dark = try #require(system.modeIndex("dark"))
        let alert = try #require(system[TokenPath("color.alert")])
        #expect(alert.values[0]?.authoredColor?.space == .oklch)
        #expect(alert.values[0]?.authoredColor?.components == SIMD3(0.62, 0.25, 25))
        #expect(alert.values[0]?.value.color == ColorSyntax.fromComponents(colorSpace: "oklch", components: [0.62, 0.25, 25], alpha: 1))
        #expect(alert.values[dark]?.authoredColor?.space == .displayP3)
        #expect(system[TokenPath("color.highlight")]?.values[0]?.authoredColor?.space == .lab)
        let calm = try #require(system[TokenPath("color.calm")]?.values[0]?.authoredColor)
        #expect(calm.isInsideSRGB && calm.alpha == 0.9)

        guard case .shadow(let glow)? = system[TokenPath("shadow.glow")]?.values[0]?.value,
            case .shadow(let glowDark)? = system[TokenPath("shadow.glow")]?.values[dark]?.value,
            case .border(let focus)? = system[TokenPath("border.focus")]?.values[0]?.value,
            case .gradient(let sunrise)? = system[TokenPath("gradient.sunrise")]?.values[0]?.value,
            case .shadow(let card)? = system[TokenPath("shadow.card")]?.values[0]?.value
        else {
            Issue.record("composite tokens missing")
            return
        }
        let glowColor = try #require(glow[0].authoredColor)
        #expect(glowColor.space == .displayP3 && glowColor.components == SIMD3(1, 0, 0) && glowColor.alpha == 0.5)
        // An alias part carries the target's authored color in that mode.
        #expect(glowDark[0].authoredColor == system[TokenPath("color.brand")]?.values[dark]?.authoredColor)
        #expect(focus.authoredColor?.space == .displayP3)
        #expect(sunrise[0].authoredColor?.space == .oklch && sunrise[1].authoredColor == nil)
        #expect(card[0].authoredColor == nil)

        func read(_ path: String) throws -> String { try String(contentsOf: build.folder.appendingPathComponent(path), encoding: .utf8) }
        let css = try read("css/tokens.css")
        let supports = try #require(css.range(of: "@supports")).lowerBound
        for wide in [glowColor.cssText, focus.authoredColor!.cssText, sunrise[0].authoredColor!.cssText, alert.values[0]!.authoredColor!.cssText] {
            #expect(css[supports...].contains(wide), "CSS @supports lacks \(wide)")
        }
        let swift = try read("swift/DesignTokens.swift")
        let dart = try read("dart/design_tokens.dart")
        let kotlin = try read("android/DesignTokens.kt")
        for color in [glowColor, focus.authoredColor!] {
            #expect(swift.contains(SwiftConventions.displayP3(color)), "Swift lacks \(SwiftConventions.displayP3(color))")
            #expect(dart.contains(DartConventions.displayP3(color)), "Dart lacks \(DartConventions.displayP3(color))")
            #expect(kotlin.contains(AndroidConventions.displayP3(color)), "Compose lacks \(AndroidConventions.displayP3(color))")
        }
        // JSON: the composite's color object as written.
        let jsonFiles = try FileManager.default.contentsOfDirectory(atPath: build.folder.appendingPathComponent("json").path)
        let json = try jsonFiles.map { try read("json/" + $0) }.joined()
        #expect(json.contains("\"colorSpace\": \"oklch\""))
        #expect(json.components(separatedBy: "\"colorSpace\": \"display-p3\"").count > 5)
    }

    @Test func cssParsesAndSwiftTypeChecksAndDartParses() throws {
        for name in Self.cases {
            let folder = try SharedBuilds.build(name).folder
            let css = folder.appendingPathComponent("css/tokens.css")
            if let report = Tools.python("css_parse.py", [css.path]) as? [String: Any] {
                #expect((report["errors"] as? [Any] ?? []).isEmpty, "\(name): tinycss2: \(report["errors"] ?? "")")
            }
            let swift = try String(contentsOf: folder.appendingPathComponent("swift/DesignTokens.swift"), encoding: .utf8)
            #expect(swift.contains("RGBA(displayP3Red: "))
            for platform in PlatformConfiguration.all {
                guard let check = platform.typecheck(swift) else { continue }
                #expect(check.status == 0, "\(name): swiftc -typecheck as \(platform.name):\n\(check.stderr.prefix(3000))")
            }
            let dart = folder.appendingPathComponent("dart/design_tokens.dart")
            #expect(try String(contentsOf: dart, encoding: .utf8).contains("colorSpace: ColorSpace.displayP3)"))
            if let report = Tools.python("dart_parse.py", [dart.path]) as? [String: [[String: Any]]] {
                for (_, errors) in report { #expect(errors.isEmpty, "\(name): tree-sitter-dart: \(errors.prefix(5))") }
            }
        }
    }

    /// In Chromium (which supports CSS Color 4), every mode — by attribute, and by the
    /// prefers-color-scheme / prefers-contrast media — computes each custom property to the wide
    /// form where the token has one in that mode, and to the sRGB literal elsewhere.
    @Test(arguments: cases)
    func chromiumUsesTheWideValueWhereSupported(_ name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let (model, _) = CSSEmitter().viewModel(system)
        let entries = model.allEntries
        var scenarios: [[String: Any]] = []
        var expected: [String: [String: String]] = [:]
        var wideSeen = 0
        for mode in system.modes.indices {
            let combination = system.axes.combination(of: mode)
            var attributes: [String: String] = [:]
            var mediaFeatures: [String: String] = [:]
            for (axisIndex, axis) in system.axes.axes.enumerated() {
                let value = axis.values[combination[axisIndex]]
                attributes[system.axes.isMultiAxis ? CSSPrinter.attribute(axis) : "data-theme"] = value
                if combination[axisIndex] != 0, let query = CSSPrinter.media(value) {
                    let feature = query.dropFirst().dropLast().split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                    mediaFeatures[feature[0]] = feature[1]
                }
            }
            let values = Dictionary(uniqueKeysWithValues: entries.compactMap { entry in entry.values[mode].map { (entry.identifier, $0.wide ?? $0.text) } })
            wideSeen += entries.filter { $0.values[mode]?.wide != nil }.count
            scenarios.append(["name": system.modes[mode] + " by attributes", "attributes": attributes])
            expected[system.modes[mode] + " by attributes"] = values
            // By media: only where every non-default value has a media feature.
            let mediaOnly = combination.indices.allSatisfy { combination[$0] == 0 || CSSPrinter.media(system.axes.axes[$0].values[combination[$0]]) != nil }
            if mediaOnly {
                scenarios.append(["name": system.modes[mode] + " by media", "attributes": [String: String](), "media": mediaFeatures])
                expected[system.modes[mode] + " by media"] = values
            }
        }
        #expect(wideSeen > 0)
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-wide-\(name)-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: spec) }
        try JSONSerialization.data(withJSONObject: ["properties": entries.map(\.identifier), "scenarios": scenarios]).write(to: spec)
        guard
            let report = Tools.python("css_axes_browser.py", [build.folder.appendingPathComponent("css/tokens.css").path, spec.path])
                as? [String: [String: String]]
        else { return }
        #expect(report.count == scenarios.count)
        for (scenario, values) in expected {
            for (property, value) in values {
                #expect(report[scenario]?[property] == value, "\(name): \(property) in \(scenario)")
            }
        }
    }

    /// The same input gives the same bytes, and projects written in sRGB get no color space.
    @Test func deterministicAndSRGBProjectsUnchanged() throws {
        for name in Self.cases {
            let system = try SharedBuilds.build(name).result.system
            for emitter in [CSSEmitter() as any Emitter, SwiftEmitter(), DartEmitter(), JSONEmitter()] {
                #expect(emitter.emit(system).files.map(\.contents) == emitter.emit(system).files.map(\.contents), "\(name): \(emitter.identifier)")
            }
        }
        let bundled = try SharedBuilds.build("emit-bundled").result.system
        let swift = SwiftEmitter().emit(bundled).files.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(!swift.contains("displayP3") && !swift.contains("colorSpace"))
        let css = CSSEmitter().emit(bundled).files.map { String(decoding: $0.contents, as: UTF8.self) }.joined()
        #expect(!css.contains("@supports"))
    }
}
