import DesignModel

/// CSS for several theming axes (`modes: { scheme: [light, dark], contrast: [normal, high] }`).
///
/// Each axis is an attribute on the root element (`data-scheme`, `data-contrast`); `:root`
/// holds every token's default, one rule per axis value (`[data-scheme="dark"]`) redeclares the
/// tokens that change with that value alone, and a combined rule
/// (`[data-scheme="dark"][data-contrast="high"]`) appears only where a value depends on both
/// and the single rules would cascade to the wrong one. A value an operating-system setting
/// expresses (`dark` → `prefers-color-scheme: dark`, `high` → `prefers-contrast: more`) is also
/// chosen by that media query while its attribute is absent. Every rule of n conditions has
/// specificity n (the media variants select `:where(:root):not([data-scheme])`, which counts
/// as one attribute), so the most specific combination wins and, among equals, the later axis.
///
/// The rules that combine theming axes, shared by the CSS, Tailwind and SCSS outputs: which
/// tokens each axis value (and, where needed, each combination) redeclares, and the selectors
/// and media queries that choose it.
struct AxisRule {
    /// (axis, value index) pairs, none at the axis's default.
    var conditions: [(axis: Int, value: Int)]
    /// The mode whose values the rule declares: the conditions, every other axis at its default.
    var mode: Int
    var entries: [ViewModel.Entry] = []

    /// One way the rule is chosen: a selector, under media queries (none for the attribute form).
    struct Variant {
        var selector: String
        var queries: [String]
    }

    /// What decides whether a token is redeclared: its printed literal and its resolved value
    /// (a `var()` reference prints the same in every combination while its value changes).
    private struct Key: Equatable {
        var literal: ViewModel.Literal?
        var value: TokenValue?
    }

    /// The rules for `entries` in print order (each axis value, then combinations, fewest axes
    /// first), each with its entries sorted by identifier; rules with no entry are left out.
    static func rules(_ axes: ModeAxes, _ entries: [ViewModel.Entry]) -> [AxisRule] {
        func key(_ entry: ViewModel.Entry, _ mode: Int) -> Key { Key(literal: entry.values[mode], value: entry.token.values[mode]?.value) }

        var singles: [AxisRule] = []
        var singleIndex: [[Int]] = []
        for (axis, values) in axes.axes.enumerated() {
            singleIndex.append([-1])
            for value in values.values.indices.dropFirst() {
                singleIndex[axis].append(singles.count)
                singles.append(AxisRule(conditions: [(axis, value)], mode: axes.mode(0, setting: axis, to: value)))
            }
        }
        // Combined rules by their mode (row-major: fewer and earlier axes first within a size).
        var combined: [Int: AxisRule] = [:]
        for entry in entries where entry.variesByMode || !entry.token.hasUniformValues {
            let keys = (0..<axes.modeCount).map { key(entry, $0) }
            let dependence = axes.dependence(keys)
            guard !dependence.isEmpty else { continue }
            var declared: [Int: Key] = [:]  // rule mode → key declared there for this entry
            for axis in dependence {
                for value in axes.axes[axis].values.indices.dropFirst() {
                    let mode = axes.mode(0, setting: axis, to: value)
                    if keys[mode] != keys[0] {
                        singles[singleIndex[axis][value]].entries.append(entry)
                        declared[mode] = keys[mode]
                    }
                }
            }
            guard dependence.count > 1 else { continue }
            // Combinations of the dependent axes with two or more non-default values, fewest first.
            var candidates: [(conditions: [(axis: Int, value: Int)], mode: Int)] = []
            for mode in 0..<axes.modeCount {
                let combination = axes.combination(of: mode)
                guard combination.indices.allSatisfy({ dependence.contains($0) || combination[$0] == 0 }) else { continue }
                let conditions = dependence.filter { combination[$0] != 0 }.map { (axis: $0, value: combination[$0]) }
                if conditions.count > 1 { candidates.append((conditions, mode)) }
            }
            candidates.sort { ($0.conditions.count, $0.mode) < ($1.conditions.count, $1.mode) }
            for candidate in candidates {
                // What the rules so far give here: the most conditions win, then the later rule.
                var winner: (count: Int, order: Int, key: Key) = (0, -1, keys[0])
                for (mode, value) in declared {
                    let combination = axes.combination(of: mode)
                    let conditions = combination.indices.filter { combination[$0] != 0 }
                    guard conditions.allSatisfy({ axis in candidate.conditions.contains { $0.axis == axis && $0.value == combination[axis] } })
                    else { continue }
                    let order = conditions.count == 1 ? singleIndex[conditions[0]][combination[conditions[0]]] : mode
                    if (conditions.count, order) > (winner.count, winner.order) { winner = (conditions.count, order, value) }
                }
                if winner.key != keys[candidate.mode] {
                    combined[candidate.mode, default: AxisRule(conditions: candidate.conditions, mode: candidate.mode)].entries.append(entry)
                    declared[candidate.mode] = keys[candidate.mode]
                }
            }
        }
        let rules = singles + combined.values.sorted { ($0.conditions.count, $0.mode) < ($1.conditions.count, $1.mode) }
        return rules.compactMap { rule in
            guard !rule.entries.isEmpty else { return nil }
            var rule = rule
            rule.entries.sort { $0.identifier < $1.identifier }
            return rule
        }
    }

    /// The attribute variant (`[data-scheme="dark"][data-contrast="high"]`), then, with
    /// `mediaQuery`, each way media queries stand in for absent attributes
    /// (`:where(:root):not([data-scheme])` under `(prefers-color-scheme: dark)`).
    func variants(_ axes: ModeAxes, root: String, mediaQuery: Bool) -> [Variant] {
        let mediaAxes = conditions.indices.filter { mediaQuery && CSSPrinter.media(axes.axes[conditions[$0].axis].values[conditions[$0].value]) != nil }
        var variants: [Variant] = []
        for subset in 0..<(1 << mediaAxes.count) {
            var selector = subset == 0 ? "" : ":where(\(root))"
            var queries: [String] = []
            for (position, condition) in conditions.enumerated() {
                let axis = axes.axes[condition.axis]
                let attribute = CSSPrinter.attribute(axis)
                if let bit = mediaAxes.firstIndex(of: position), subset & (1 << bit) != 0 {
                    selector += ":not([\(attribute)])"
                    queries.append(CSSPrinter.media(axis.values[condition.value])!)
                } else {
                    selector += "[\(attribute)=\"\(axis.values[condition.value])\"]"
                }
            }
            variants.append(Variant(selector: selector, queries: queries))
        }
        return variants
    }
}

extension CSSPrinter {
    func printAxes(_ entries: [ViewModel.Entry], wide: Bool, into out: inout ByteText) {
        let axes = model.axes
        for rule in AxisRule.rules(axes, entries) {
            for variant in rule.variants(axes, root: options.selector, mediaQuery: options.mediaQuery) {
                let queries = variant.queries
                let indent = queries.isEmpty ? "  " : "    "
                out += "\n"
                if !queries.isEmpty { out += "@media " + queries.joined(separator: " and ") + " {\n  " }
                out += variant.selector + " {\n"
                if !wide, rule.conditions.count == 1, let scheme = Self.colorScheme(axes.axes[rule.conditions[0].axis].values[rule.conditions[0].value]) {
                    out += indent + "color-scheme: \(scheme);\n"
                }
                for entry in rule.entries { declareValue(entry, mode: rule.mode, wide: wide, into: &out, indent: indent) }
                out += queries.isEmpty ? "}\n" : "  }\n}\n"
            }
        }
    }

    /// The header line naming the axes and how to choose their values.
    func axesComment() -> String {
        let axes = model.axes.axes.map { axis in
            "\(Self.attribute(axis)): " + axis.values.enumerated().map { $0.element + ($0.offset == 0 ? " (default)" : "") }.joined(separator: ", ")
        }
        let media = options.mediaQuery ? "; while an attribute is absent, prefers-color-scheme / prefers-contrast choose dark / high values" : ""
        return "/* Theming axes: " + axes.joined(separator: "; ") + ". Set the attributes on the root element" + media + ". */\n"
    }

    static func attribute(_ axis: ModeAxis) -> String {
        "data-" + Identifiers.cssKebab(NameCasing.split(axis.name))
    }

    /// The media feature an axis value stands for, if an operating-system setting expresses it.
    static func media(_ value: String) -> String? {
        switch value {
        case "dark": "(prefers-color-scheme: dark)"
        case "light": "(prefers-color-scheme: light)"
        case "high", "more", "high-contrast", "highContrast": "(prefers-contrast: more)"
        case "low", "less": "(prefers-contrast: less)"
        default: nil
        }
    }
}
