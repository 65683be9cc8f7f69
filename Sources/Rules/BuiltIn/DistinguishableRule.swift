import ColorScience
import DesignModel
import Diagnostics

/// `palette/distinguishable`: the members of a categorical palette stay apart from each other
/// for normal vision and under each color-vision deficiency.
public enum DistinguishableRule: Rule {
    public static let description = RuleDescription(
        id: .paletteDistinguishable,
        title: "Categorical palette colors stay distinguishable, also with color-vision deficiencies",
        rationale: """
            A categorical palette (a group marked `$extensions.kiln.palette: categorical`, such as \
            the 12 emotion colors) only works if its colors can be told apart. About 1 in 12 men and \
            1 in 200 women have a color-vision deficiency; colors far apart for normal vision can \
            collapse for them. Kiln simulates protanopia, deuteranopia (Viénot 1999) and \
            tritanopia (Brettel 1997), measures every pair of members with CIEDE2000, and reports \
            each pair closer than `minimumDifference` under any of the checked visions, naming \
            the vision and the distance, with a lighter or darker variant of the second color that \
            would clear the threshold. Around ΔE00 1 is just noticeable side by side; categories \
            shown apart (a chip here, a tag there) need much more. WCAG SC 1.4.1 also asks that \
            color not be the only way the category is shown — emoji and labels help, and this \
            rule still keeps the colors useful.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOption(
                "minimumDifference", .number(minimum: 0, maximum: 100), default: .number(10),
                "The smallest CIEDE2000 difference accepted between two members under any checked vision."),
            RuleOption(
                "visions", .strings(allowed: Vision.allCases.map(\.rawValue)), default: .strings(Vision.allCases.map(\.rawValue)),
                "Which visions to check: `normal`, `protan`, `deutan`, `tritan`."),
            RuleOption(
                "simulationSeverity", .number(minimum: 0, maximum: 1), default: .number(1),
                "Severity of the simulated deficiencies: 1 is the dichromat (-anopia), lower values the anomalous trichromat (-anomaly)."),
        ],
        examples: [
            .passing(
                "Red, blue and yellow are far apart for every vision",
                tokens: """
                    color:
                      tag:
                        $type: color
                        $extensions: { kiln: { palette: categorical } }
                        red: { $value: "#D63031", $extensions: { kiln: { name: Red } } }
                        blue: { $value: "#0984E3", $extensions: { kiln: { name: Blue } } }
                        yellow: { $value: "#FDCB6E", $extensions: { kiln: { name: Yellow } } }
                    """),
            .failing(
                "Two pinks are close already for normal vision",
                tokens: """
                    color:
                      tag:
                        $type: color
                        $extensions: { kiln: { palette: categorical } }
                        loving: { $value: "#FD79A8", $extensions: { kiln: { name: Loving } } }
                        grateful: { $value: "#FF8FA3", $extensions: { kiln: { name: Grateful } } }
                    """,
                message: "normal vision"),
            .failing(
                "Red and green collapse under deuteranopia",
                tokens: """
                    color:
                      tag:
                        $type: color
                        $extensions: { kiln: { palette: categorical } }
                        stop: { $value: "#E17055", $extensions: { kiln: { name: Stop } } }
                        go: { $value: "#9BA63C", $extensions: { kiln: { name: Go } } }
                    """,
                message: "deuteranopia"),
        ])

    /// A way of seeing colors the rule checks.
    public enum Vision: String, Sendable, CaseIterable {
        case normal, protan, deutan, tritan

        var deficiency: Deficiency? {
            switch self {
            case .normal: nil
            case .protan: .protan
            case .deutan: .deutan
            case .tritan: .tritan
            }
        }

        func name(severity: Double) -> String {
            let full = severity >= 1
            switch self {
            case .normal: return "normal vision"
            case .protan: return full ? "protanopia" : "protanomaly"
            case .deutan: return full ? "deuteranopia" : "deuteranomaly"
            case .tritan: return full ? "tritanopia" : "tritanomaly"
            }
        }

        func simulate(_ color: RGBA, severity: Double) -> RGBA {
            deficiency.map { CVD.simulate(color, $0, severity: severity) } ?? color
        }
    }

    public static func check(_ context: RuleContext) -> [Finding] {
        let minimum = context.options.number("minimumDifference") ?? 10
        let severity = context.options.number("simulationSeverity") ?? 1
        let visions = (context.options.strings("visions") ?? []).compactMap(Vision.init(rawValue:))
        guard !visions.isEmpty else { return [] }
        let system = context.system
        var findings: [Finding] = []
        for palette in system.palettes.sorted(by: { $0.path < $1.path }) {
            let members = palette.members.filter { system[$0]?.type == .color }
            guard members.count > 1 else { continue }
            // Modes drawing the same member colors are checked once.
            var groups: [(modes: [String], colors: [RGBA])] = []
            for mode in system.modes {
                let colors = members.map { system.value($0, mode: mode)?.color?.quantized }
                guard colors.allSatisfy({ $0 != nil }) else { continue }
                let resolved = colors.compactMap { $0 }
                if let index = groups.firstIndex(where: { $0.colors == resolved }) {
                    groups[index].modes.append(mode)
                } else {
                    groups.append(([mode], resolved))
                }
            }
            for group in groups {
                let allModes = group.modes.count == system.modes.count
                let simulated = visions.map { vision in group.colors.map { vision.simulate($0, severity: severity) } }
                for i in members.indices {
                    for j in members.indices where j > i {
                        var failing: [(vision: Vision, difference: Double)] = []
                        for (v, vision) in visions.enumerated() {
                            let difference = CIEDE2000.difference(simulated[v][i], simulated[v][j])
                            if difference < minimum { failing.append((vision, difference)) }
                        }
                        guard let worst = failing.min(by: { $0.difference < $1.difference }) else { continue }
                        findings.append(
                            finding(
                                palette: palette, first: members[i], second: members[j], failing: failing, worst: worst,
                                group: group, allModes: allModes, minimum: minimum, severity: severity, members: members,
                                visions: visions, context: context))
                    }
                }
            }
        }
        return findings
    }

    static func finding(
        palette: CategoricalPalette, first: TokenPath, second: TokenPath, failing: [(vision: Vision, difference: Double)],
        worst: (vision: Vision, difference: Double), group: (modes: [String], colors: [RGBA]), allModes: Bool, minimum: Double,
        severity: Double, members: [TokenPath], visions: [Vision], context: RuleContext
    ) -> Finding {
        let system = context.system
        func label(_ path: TokenPath) -> String {
            let name = system[path]?.paletteEntry?.name ?? system[path]?.displayName
            return "\"\(path)\"" + (name.map { " (\($0))" } ?? "")
        }
        func amount(_ value: Double) -> String {
            let tenths = Int((value * 10).rounded(.down))
            return "\(tenths / 10).\(tenths % 10)"
        }
        let phrase = worst.vision == .normal ? "for normal vision" : "under \(worst.vision.name(severity: severity))"
        var message = "\(label(first)) and \(label(second)) are ΔE00 \(amount(worst.difference)) apart \(phrase) (minimum \(amount(minimum)))"
        let others = failing.filter { $0.vision != worst.vision }.sorted { $0.difference < $1.difference }
        if !others.isEmpty {
            message += "; also " + others.map { "\($0.vision.name(severity: severity)) \(amount($0.difference))" }.joined(separator: ", ")
        }
        if !allModes { message += " in \(group.modes.joined(separator: " and ")) mode" }
        let firstIndex = members.firstIndex(of: first) ?? 0
        let secondIndex = members.firstIndex(of: second) ?? 0
        var notes: [Diagnostic.Note] = []
        for (index, path) in [(firstIndex, first), (secondIndex, second)] {
            let color = group.colors[index]
            var text = "\"\(path)\" is \(color.hex)"
            if worst.vision != .normal { text += ", seen as \(worst.vision.simulate(color, severity: severity).quantized.hex) \(phrase)" }
            // The finding already points at the first member's definition.
            notes.append(.init(text, at: path == first ? nil : system[path]?.range))
        }
        var fixes: [FixSuggestion] = []
        if let better = separatedVariant(
            of: secondIndex, colors: group.colors, minimum: minimum, visions: visions, severity: severity)
        {
            fixes.append(
                .init(
                    .color,
                    "e.g. \(better.hex) for \"\(second)\" (same hue and chroma, \(OKLCH(better).L > OKLCH(group.colors[secondIndex]).L ? "lighter" : "darker")) is at least ΔE00 \(amount(minimum)) from every other member under every checked vision",
                    replacement: better.hex, mode: allModes ? nil : group.modes.first))
        }
        var subject = FindingSubject(
            tokens: [first, second],
            details: [.init("palette", palette.path.string), .init("first", first.string), .init("second", second.string)])
        if !allModes { subject.details.append(.init("mode", group.modes.joined(separator: "+"))) }
        return context.finding(
            description.diagnosticID, message, at: system[first]?.range ?? palette.range, notes: notes, fixes: fixes, subject: subject,
            measurement: MeasuredValue(value: worst.difference, required: minimum, unit: "deltaE2000"))
    }

    /// The nearest lightness (OKLCH, same hue and chroma, gamut-mapped, 8-bit) at which member
    /// `index` is at least `minimum` from every other member under every vision; nil if none.
    static func separatedVariant(of index: Int, colors: [RGBA], minimum: Double, visions: [Vision], severity: Double) -> RGBA? {
        let original = OKLCH(colors[index])
        let others = colors.indices.filter { $0 != index }.map { colors[$0] }
        let simulatedOthers = visions.map { vision in others.map { vision.simulate($0, severity: severity) } }
        func clears(_ candidate: RGBA) -> Bool {
            for (v, vision) in visions.enumerated() {
                let seen = vision.simulate(candidate, severity: severity)
                if simulatedOthers[v].contains(where: { CIEDE2000.difference(seen, $0) < minimum }) { return false }
            }
            return true
        }
        for step in 1...90 {
            for direction in [1.0, -1.0] {
                let lightness = original.L + direction * Double(step) * 0.005
                guard lightness > 0.02, lightness < 0.99 else { continue }
                let candidate = OKLCH(L: lightness, C: original.C, h: original.h).rgba.quantized
                if clears(candidate) { return candidate }
            }
        }
        return nil
    }
}
