@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing

/// The generated CSS parses (tinycss2) and, loaded into headless Chromium, gives the model's
/// values through `getComputedStyle` — in light and dark, by `prefers-color-scheme` and by
/// `data-theme`, at the root and in a nested subtree.
@Suite struct CSSOutputTests {
    @Test func parsesWithoutErrors() throws {
        // Tailwind's theme.css (`@theme`) has its own check (WebOutputTests.tailwindThemeParses).
        for file in try SharedBuilds.files(withExtension: ".css", excludingTemplates: false) where !file.path.contains("/tailwind/") {
            guard let report = Tools.python("css_parse.py", [file.path]) as? [String: Any] else { return }
            let errors = report["errors"] as? [[String: Any]] ?? []
            #expect(errors.isEmpty, "tinycss2 finds errors in \(EmitFixtures.relative(file)): \(errors.prefix(5))")
            #expect(!(report["rules"] as? [Any] ?? []).isEmpty)
        }
    }

    /// The default mode declares every token; each other mode block declares exactly the
    /// tokens whose value differs there; the media query wraps the dark block.
    @Test func modeBlocksHoldWhatDiffers() throws {
        let build = try SharedBuilds.build("emit-modes")
        let system = build.result.system
        guard let report = Tools.python("css_parse.py", [build.folder.appendingPathComponent("css/tokens.css").path]) as? [String: Any],
            let rules = report["rules"] as? [[String: Any]]
        else { return }
        let (model, _) = CSSEmitter().viewModel(system)
        func declarations(_ prelude: String, media: String?) -> [String: String]? {
            rules.first { ($0["prelude"] as? String) == prelude && ($0["media"] as? String) == media }?["declarations"] as? [String: String]
        }
        let root = try #require(declarations(":root,\n[data-theme=\"light\"]", media: nil) ?? declarations(":root, [data-theme=\"light\"]", media: nil))
        let dark = try #require(declarations("[data-theme=\"dark\"]", media: nil))
        let media = try #require(declarations(":root:not([data-theme])", media: "(prefers-color-scheme: dark)"))
        let contrast = try #require(declarations("[data-theme=\"high-contrast\"]", media: nil))
        #expect(dark == media)
        #expect(root["color-scheme"] == "light" && dark["color-scheme"] == "dark" && contrast["color-scheme"] == nil)
        for entry in model.allEntries {
            #expect(root[entry.identifier] == entry.values[0]?.text, "\(entry.identifier) in the default block")
            let varies = entry.token.values.contains { $0?.value != entry.token.values[0]?.value }
            for (index, block) in [(1, dark), (2, contrast)] {
                #expect((block[entry.identifier] != nil) == varies, "\(entry.identifier) in mode \(index)")
                if varies { #expect(block[entry.identifier] == entry.values[index]?.text) }
            }
        }
    }

    struct Probe {
        var id: String
        var style: String
        var className: String
        var properties: [String]
        /// Checks the computed values for a mode; nil when they are right.
        var check: (_ computed: [String: String], _ mode: Int) -> String?
    }

    /// Every color and every absolute length of the model, plus durations, curves, shadows and
    /// typography classes, through a real browser.
    static func probes(_ model: ViewModel) -> [Probe] {
        var probes: [Probe] = []
        for (index, entry) in model.allEntries.enumerated() {
            let name = entry.identifier
            let id = "p\(index)"
            let token = entry.token
            switch entry.type {
            case .color:
                probes.append(
                    Probe(id: id, style: "color: var(\(name))", className: "", properties: ["color"]) { computed, mode in
                        guard let want = token.values[mode]?.value.color?.quantized, let got = computed["color"] else { return "no value" }
                        let parts = numbers(in: got)
                        guard parts.count >= 3 else { return "unparsable \(got)" }
                        let alpha = parts.count > 3 ? parts[3] : 1
                        let color = RGBA(red: parts[0] / 255, green: parts[1] / 255, blue: parts[2] / 255, alpha: alpha).quantized
                        return color == want ? nil : "\(token.path): browser \(got), model \(want.hex)"
                    })
            case .dimension:
                guard token.values[0]?.value.dimension?.points != nil else { continue }
                probes.append(
                    Probe(id: id, style: "width: var(\(name)); height: 1px; position: absolute", className: "", properties: ["width"]) {
                        computed, mode in
                        guard let want = token.values[mode]?.value.dimension?.points, let got = computed["width"] else { return "no value" }
                        // Negative widths are invalid CSS: the browser falls back to auto.
                        if want < 0 { return nil }
                        return abs((numbers(in: got).first ?? .nan) - want) < 0.01 ? nil : "\(token.path): browser \(got), model \(want)px"
                    })
            case .duration:
                probes.append(
                    Probe(id: id, style: "transition-duration: var(\(name))", className: "", properties: ["transition-duration"]) {
                        computed, mode in
                        guard case .duration(let want)? = token.values[mode]?.value, let got = computed["transition-duration"] else { return "no value" }
                        return abs((numbers(in: got).first ?? .nan) - want.seconds) < 0.0001 ? nil : "\(token.path): browser \(got)"
                    })
            case .cubicBezier:
                probes.append(
                    Probe(id: id, style: "transition-timing-function: var(\(name))", className: "", properties: ["transition-timing-function"]) {
                        computed, mode in
                        guard case .cubicBezier(let want)? = token.values[mode]?.value, let got = computed["transition-timing-function"] else { return "no value" }
                        let keywords: [String: [Double]] = ["linear": [0, 0, 1, 1], "ease": [0.25, 0.1, 0.25, 1], "ease-in": [0.42, 0, 1, 1], "ease-out": [0, 0, 0.58, 1], "ease-in-out": [0.42, 0, 0.58, 1]]
                        let parts = keywords[got] ?? numbers(in: got)
                        return parts.count == 4 && zip(parts, want.components).allSatisfy({ abs($0 - $1) < 0.0001 }) ? nil : "\(token.path): browser \(got)"
                    })
            case .spring:
                probes.append(
                    Probe(id: id, style: "transition-timing-function: var(\(name)); transition-duration: var(\(name)-duration)", className: "", properties: ["transition-timing-function", "transition-duration"]) {
                        computed, _ in
                        // Chromium gives the stops their positions: `linear(0 0%, …, 1 100%)`.
                        guard let curve = computed["transition-timing-function"], curve.hasPrefix("linear(0 0%") else { return "\(token.path): browser ignored the spring easing (\(computed["transition-timing-function"] ?? ""))" }
                        return curve.hasSuffix(" 1 100%)") && (numbers(in: computed["transition-duration"] ?? "").first ?? 0) > 0 ? nil : "\(token.path): \(curve)"
                    })
            case .shadow:
                probes.append(
                    Probe(id: id, style: "box-shadow: var(\(name))", className: "", properties: ["box-shadow"]) { computed, mode in
                        guard case .shadow(let layers)? = token.values[mode]?.value, let got = computed["box-shadow"] else { return "no value" }
                        let parts = numbers(in: got)
                        // Chromium: `rgba(r, g, b, a) x y blur spread [inset]` per layer.
                        var expected: [Double] = []
                        for layer in layers {
                            let color = layer.color.quantized
                            expected += [Double(color.red8), Double(color.green8), Double(color.blue8)]
                            if color.alpha8 != 255 { expected.append(Double(color.alpha8) / 255) }
                            expected += [layer.offsetX.points!, layer.offsetY.points!, layer.blur.points!, layer.spread.points!]
                        }
                        return parts.count == expected.count && zip(parts, expected).allSatisfy({ abs($0 - $1) < 0.003 }) ? nil : "\(token.path): browser \(got)"
                    })
            case .typography:
                let className = String(name.dropFirst(2))
                probes.append(
                    Probe(id: id, style: "", className: className, properties: ["font-size", "font-weight", "line-height", "letter-spacing", "font-family"]) {
                        computed, mode in
                        guard case .typography(let style)? = token.values[mode]?.value, let size = style.fontSize.points else { return nil }
                        var problems: [String] = []
                        if numbers(in: computed["font-size"] ?? "").first.map({ abs($0 - size) > 0.01 }) ?? true { problems.append("font-size \(computed["font-size"] ?? "")") }
                        if computed["font-weight"] != String(style.fontWeight) { problems.append("font-weight \(computed["font-weight"] ?? "")") }
                        if let lineHeight = style.lineHeightPoints, numbers(in: computed["line-height"] ?? "").first.map({ abs($0 - lineHeight) > 0.01 }) ?? true {
                            problems.append("line-height \(computed["line-height"] ?? "")")
                        }
                        let spacing = style.letterSpacing.flatMap { Format.points($0, fontSize: size) } ?? 0
                        let gotSpacing = computed["letter-spacing"] == "normal" ? 0 : numbers(in: computed["letter-spacing"] ?? "").first ?? .nan
                        if abs(gotSpacing - spacing) > 0.01 { problems.append("letter-spacing \(computed["letter-spacing"] ?? "")") }
                        if !(computed["font-family"] ?? "").replacingOccurrences(of: "\\", with: "").contains(style.fontFamily[0]) { problems.append("font-family \(computed["font-family"] ?? "")") }
                        return problems.isEmpty ? nil : "\(token.path): " + problems.joined(separator: ", ")
                    })
            default:
                continue
            }
        }
        return probes
    }

    struct Scenario {
        var name: String
        var scheme: String
        var theme: String?
        var nested: String?
        var mode: String
    }

    @Test(arguments: ["emit-bundled", "emit-modes", "emit-aliases", "emit-composites"])
    func computedStylesMatchTheModel(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let options = name == "emit-aliases" ? {
            var options = CSSOptions()
            options.outputReferences = true
            options.prefix = "ds"
            return options
        }() : CSSOptions()
        let (model, _) = CSSEmitter(options: options).viewModel(system)
        let probes = Self.probes(model)
        var scenarios = [
            Scenario(name: "light", scheme: "light", mode: "light"),
            Scenario(name: "dark", scheme: "dark", mode: "dark"),
            Scenario(name: "forced-dark", scheme: "light", theme: "dark", mode: "dark"),
            Scenario(name: "forced-light", scheme: "dark", theme: "light", mode: "light"),
            Scenario(name: "nested-dark", scheme: "light", nested: "dark", mode: "dark"),
            Scenario(name: "nested-light", scheme: "dark", nested: "light", mode: "light"),
        ]
        for mode in system.modes where !["light", "dark"].contains(mode) {
            scenarios.append(Scenario(name: "forced-\(mode)", scheme: "dark", theme: mode, mode: mode))
            scenarios.append(Scenario(name: "nested-\(mode)-in-dark", scheme: "light", theme: "dark", nested: mode, mode: mode))
            scenarios.append(Scenario(name: "nested-dark-in-\(mode)", scheme: "light", theme: mode, nested: "dark", mode: "dark"))
        }
        let spec: [String: Any] = [
            "probes": probes.map { ["id": $0.id, "style": $0.style, "class": $0.className, "properties": $0.properties] },
            "scenarios": scenarios.map { ["name": $0.name, "scheme": $0.scheme, "theme": $0.theme as Any, "nested": $0.nested as Any] },
        ]
        let specFile = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-probes-\(UUID().uuidString).json")
        try JSONSerialization.data(withJSONObject: spec).write(to: specFile)
        defer { try? FileManager.default.removeItem(at: specFile) }
        let css = build.folder.appendingPathComponent("css/tokens.css")
        guard let results = Tools.python("css_browser.py", [css.path, specFile.path]) as? [String: [String: [String: String]]] else { return }
        var failures: [String] = []
        for scenario in scenarios {
            let mode = system.modes.firstIndex(of: scenario.mode) ?? 0
            let computed = try #require(results[scenario.name])
            if ["light", "dark"].contains(scenario.mode), scenario.nested == nil {
                #expect(computed["$colorScheme"]?["color-scheme"] == scenario.mode, "color-scheme in \(scenario.name)")
            }
            for probe in probes {
                if let problem = probe.check(computed[probe.id] ?? [:], mode) { failures.append("\(scenario.name): \(problem)") }
            }
        }
        #expect(failures.isEmpty, "\(failures.count) computed values differ from the model:\n\(failures.prefix(20).joined(separator: "\n"))")
        #expect(probes.count > 5)
    }
}
