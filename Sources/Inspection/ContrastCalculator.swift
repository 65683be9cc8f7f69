import ColorScience
import DesignModel
import Rules

/// `kiln contrast FG BG [--over COLOR] [--size PT --weight W] [--level aa|aaa] [--apca]`: a
/// quick contrast calculator. Colors are hex, `rgb()`/`rgba()`/`hsl()`/`oklch()`, token paths
/// (evaluated in each mode) or display names. Prints the ratio per mode, verdicts for normal and
/// large text at AA and AAA and for non-text (3:1), and — when the requested level fails — the
/// nearest passing foreground and existing tokens that pass in every mode.
public enum ContrastCalculator {
    public struct Request: Sendable {
        public var foreground: String
        public var background: String
        public var over: String?
        public var size: Double?
        public var weight: Int?
        public var level: WCAG.Level
        public var apca: Bool

        public init(
            foreground: String, background: String, over: String? = nil, size: Double? = nil, weight: Int? = nil,
            level: WCAG.Level = .aa, apca: Bool = false
        ) {
            self.foreground = foreground
            self.background = background
            self.over = over
            self.size = size
            self.weight = weight
            self.level = level
            self.apca = apca
        }

        var isLargeText: Bool { size.map { WCAG.isLargeText(sizePoints: $0, weight: weight ?? 400) } ?? false }
    }

    /// `aa` or `aaa` (any case) as a WCAG level.
    public static func level(named name: String) -> WCAG.Level? { WCAG.Level(rawValue: name.lowercased()) }

    /// The evaluation, before printing.
    public struct Evaluation: Sendable {
        public struct Row: Sendable {
            public var modes: [String]
            public var foreground: RGBA
            public var background: RGBA
            public var ratio: Double
            public var apca: Double?
        }

        public var foreground: ColorReference
        public var background: ColorReference
        public var over: ColorReference?
        public var rows: [Row]
        public var required: Double
        public var requirement: String
        public var suggestions: [String]

        public var passes: Bool { rows.allSatisfy { WCAG.passes(ratio: $0.ratio, required: required) } }
    }

    /// Evaluates the request; the error lists what did not resolve (exit code 2).
    // Whole: one evaluation: the colors resolved up front are read by each mode's row and by the suggestions after them.
    public static func evaluate(_ request: Request, system: DesignSystem) -> Result<Evaluation, ColorReferenceError> {
        func resolve(_ text: String, _ role: String) -> Result<ColorReference, ColorReferenceError> {
            ColorReference.resolve(text, in: system).mapError { ColorReferenceError(message: "\(role): \($0.message)", hint: $0.hint) }
        }
        let foreground: ColorReference
        let background: ColorReference
        var over: ColorReference?
        switch resolve(request.foreground, "foreground") {
        case .success(let value): foreground = value
        case .failure(let error): return .failure(error)
        }
        switch resolve(request.background, "background") {
        case .success(let value): background = value
        case .failure(let error): return .failure(error)
        }
        if let text = request.over {
            switch resolve(text, "--over") {
            case .success(let value): over = value
            case .failure(let error): return .failure(error)
            }
        }
        let modes = system.modes.isEmpty ? ["default"] : system.modes
        var rows: [Evaluation.Row] = []
        for mode in modes {
            guard let fg = foreground.color(in: mode, of: system), let bg = background.color(in: mode, of: system) else { continue }
            var layers: [RGBA] = []
            if let over {
                guard let under = over.color(in: mode, of: system) else { continue }
                layers.append(under)
            }
            layers.append(bg)
            guard let flat = Compositing.flatten(layers) else {
                return .failure(
                    ColorReferenceError(
                        message: "the background \(background.name) is translucent in \(mode) mode and nothing opaque is under it",
                        hint: "say what it is drawn over with --over COLOR"))
            }
            let ratio = ContrastFix.effectiveRatio(foreground: fg, background: flat)
            let shown = fg.isOpaque ? fg : fg.composited(over: flat)
            let apca = request.apca ? APCA.lightnessContrast(text: shown, background: flat) : nil
            if let index = rows.firstIndex(where: { $0.foreground.quantized == fg.quantized && $0.background == flat }) {
                rows[index].modes.append(mode)
            } else {
                rows.append(Evaluation.Row(modes: [mode], foreground: fg, background: flat, ratio: ratio, apca: apca))
            }
        }
        let large = request.isLargeText
        let required = WCAG.requiredRatio(level: request.level, largeText: large)
        let requirement = "\(large ? "large" : "normal") text, WCAG \(request.level.rawValue.uppercased()) (\(RuleOptionValue.number(required)):1)"
        var evaluation = Evaluation(
            foreground: foreground, background: background, over: over, rows: rows, required: required, requirement: requirement,
            suggestions: [])
        if !evaluation.passes {
            for row in rows where !WCAG.passes(ratio: row.ratio, required: required) {
                let label = rows.count > 1 ? row.modes.joined(separator: ", ") + ": " : ""
                if let nearest = ContrastSuggestions.nearestForeground(row.foreground, on: row.background, required: required) {
                    let direction = OKLCH(nearest).L > OKLCH(row.foreground).L ? "lighter" : "darker"
                    let ratio = ContrastFix.effectiveRatio(foreground: nearest, background: row.background)
                    evaluation.suggestions.append(
                        "\(label)nearest passing foreground \(nearest.hex) (same hue and chroma, \(direction), \(WCAG.formatRatio(ratio)))")
                    if row.foreground.isOpaque, evaluation.over == nil,
                        let background = ContrastSuggestions.nearestBackground(row.background, under: row.foreground, required: required),
                        abs(OKLCH(background).L - OKLCH(row.background).L) < abs(OKLCH(nearest).L - OKLCH(row.foreground).L)
                    {
                        evaluation.suggestions.append(
                            "\(label)or nearest passing background \(background.hex) (\(WCAG.formatRatio(WCAG.contrastRatio(row.foreground, background))))")
                    }
                } else {
                    evaluation.suggestions.append("\(label)no foreground with this hue and chroma reaches \(RuleOptionValue.number(required)):1 on \(row.background.hex)")
                }
            }
            let backgrounds = rows.flatMap { row in row.modes.map { (mode: $0, color: row.background) } }
            let reference = Dictionary(rows.flatMap { row in row.modes.map { ($0, row.foreground) } }, uniquingKeysWith: { first, _ in first })
            let tokens = ContrastSuggestions.passingTokens(
                in: system, backgrounds: backgrounds, required: required, reference: reference, role: foreground.token,
                excluding: Set([foreground.token].compactMap { $0 }))
            if !tokens.isEmpty {
                let every = modes.count > 1 ? " in every mode" : ""
                evaluation.suggestions.append(
                    "tokens passing\(every): " + tokens.map { "\($0) (\(ColorReference.describeValues($0, in: system)))" }.joined(separator: ", "))
            }
        }
        return .success(evaluation)
    }

    /// The evaluation as text.
    public static func render(_ evaluation: Evaluation, system: DesignSystem) -> String {
        func describe(_ reference: ColorReference) -> String {
            var text = reference.name
            if let name = reference.displayName, reference.token != nil { text += " (\(name))" }
            if let token = reference.token { text += "  " + ColorReference.describeValues(token, in: system) }
            return text
        }
        var out = "foreground  \(describe(evaluation.foreground))\n"
        out += "background  \(describe(evaluation.background))\n"
        if let over = evaluation.over { out += "over        \(describe(over))\n" }
        out += "\n"
        var table: [[String]] = [["mode", "foreground", "background", "ratio", "text AA", "text AAA", "large AA", "large AAA", "non-text"]]
        let hasAPCA = evaluation.rows.contains { $0.apca != nil }
        if hasAPCA { table[0].append("APCA Lc") }
        func verdict(_ ratio: Double, _ required: Double) -> String { WCAG.passes(ratio: ratio, required: required) ? "pass" : "fail" }
        for row in evaluation.rows {
            let modes = evaluation.rows.count == 1 && row.modes.count > 1 ? "all" : row.modes.joined(separator: ",")
            var cells = [
                modes, row.foreground.hex, row.background.hex, WCAG.formatRatio(row.ratio), verdict(row.ratio, 4.5), verdict(row.ratio, 7),
                verdict(row.ratio, 3), verdict(row.ratio, 4.5), verdict(row.ratio, 3),
            ]
            if let apca = row.apca { cells.append(RuleOptionValue.number((apca * 10).rounded() / 10).description) }
            table.append(cells)
        }
        let widths = table[0].indices.map { column in table.map { $0[column].count }.max() ?? 0 }
        for row in table {
            out += row.enumerated().map { $1.padding(to: widths[$0]) }.joined(separator: "  ").trimmedTrailing + "\n"
        }
        out += "\n"
        let failing = evaluation.rows.filter { !WCAG.passes(ratio: $0.ratio, required: evaluation.required) }
        if failing.isEmpty {
            out += "\(evaluation.requirement): passes\n"
        } else {
            let modes = evaluation.rows.count == 1 ? "" : " in " + failing.flatMap(\.modes).joined(separator: ", ")
            out += "\(evaluation.requirement): fails\(modes)\n"
        }
        if hasAPCA { out += "APCA is advisory only (see docs/checks.md).\n" }
        if !evaluation.suggestions.isEmpty {
            out += "suggestions:\n" + evaluation.suggestions.map { "  " + $0 + "\n" }.joined()
        }
        return out
    }
}

extension String {
    var trimmedTrailing: String {
        var text = Substring(self)
        while text.last == " " { text.removeLast() }
        return String(text)
    }
}
