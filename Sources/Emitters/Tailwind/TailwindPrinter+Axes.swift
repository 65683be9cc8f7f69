import DesignModel

/// Tailwind for several theming axes: the same rules as tokens.css (`AxisRule`: one selector
/// per axis value, combined selectors only where a value depends on several axes, the
/// `prefers-color-scheme` / `prefers-contrast` media variants), redeclaring the `@theme`
/// variables, plus an `@custom-variant` per axis value (`dark:`, `contrast-high:`) in v4, and
/// the same rules as `addBase` styles in the v3 preset's plugin.
extension TailwindPrinter {
    /// The root the media variants select while an attribute is absent.
    static let root = ":root"

    /// The v4 header's description of the axes.
    func axesHeader() -> String {
        let axes = model.axes.axes.map { axis in
            CSSPrinter.attribute(axis) + ": " + axis.values.enumerated().map { $0.element + ($0.offset == 0 ? " (default)" : "") }.joined(separator: ", ")
        }
        return "Theming axes: " + axes.joined(separator: "; ")
            + ". Set the attributes on the root element; while one is absent, prefers-color-scheme / prefers-contrast choose dark / high values."
            + " Variants: " + variantNames().map { $0.name + ":" }.joined(separator: ", ") + "."
    }

    /// The variant of each non-default axis value: `dark` for a value shown as a dark color
    /// scheme (replacing Tailwind's own, which follows only the media query), else
    /// `<axis>-<value>` (`contrast-high`), which no built-in variant uses.
    func variantNames() -> [(name: String, axis: Int, value: Int)] {
        var names: [(name: String, axis: Int, value: Int)] = []
        for (axisIndex, axis) in model.axes.axes.enumerated() {
            for value in axis.values.indices.dropFirst() {
                let name = CSSPrinter.colorScheme(axis.values[value]) == "dark" && !names.contains { $0.name == "dark" }
                    ? "dark" : Identifiers.cssKebab(NameCasing.split(axis.name) + NameCasing.split(axis.values[value]))
                names.append((name, axisIndex, value))
            }
        }
        return names
    }

    /// `@custom-variant`s, then the axis rules as plain CSS after `@theme`.
    func printAxes(_ entries: [ViewModel.Entry], into out: inout ByteText) {
        let axes = model.axes
        for variant in variantNames() {
            let rule = AxisRule(conditions: [(variant.axis, variant.value)], mode: 0)
            let forms = rule.variants(axes, root: Self.root, mediaQuery: true)
            out += "\n@custom-variant \(variant.name) {\n"
            for form in forms {
                let indent = form.queries.isEmpty ? "  " : "    "
                if !form.queries.isEmpty { out += "  @media " + form.queries.joined(separator: " and ") + " {\n" }
                out += indent + "&:where(\(form.selector), \(form.selector) *) {\n"
                out += indent + "  @slot;\n"
                out += indent + "}\n"
                if !form.queries.isEmpty { out += "  }\n" }
            }
            out += "}\n"
        }
        for rule in AxisRule.rules(axes, entries) {
            for variant in rule.variants(axes, root: Self.root, mediaQuery: true) {
                out += "\n"
                if variant.queries.isEmpty {
                    out += variant.selector + " {\n"
                    for entry in rule.entries { declare(entry, mode: rule.mode, indent: "  ", into: &out) }
                    out += "}\n"
                } else {
                    out += "@media " + variant.queries.joined(separator: " and ") + " {\n  " + variant.selector + " {\n"
                    for entry in rule.entries { declare(entry, mode: rule.mode, indent: "    ", into: &out) }
                    out += "  }\n}\n"
                }
            }
        }
    }

    /// The v3 plugin's styles for several axes: an array of style objects in tokens.css order
    /// (an object could not hold the same `@media` key twice), `:root` first with the defaults.
    func printPresetAxes(_ varying: [ViewModel.Entry], into out: inout ByteText) {
        let axes = model.axes
        func block(_ entries: [ViewModel.Entry], _ index: Int, indent: String) {
            presetDeclarations(entries, mode: index, indent: indent, into: &out)
        }
        out += "  plugins: [\n    function kilnAxes({ addBase }) {\n      addBase([\n"
        if !varying.isEmpty {
            out += "        { \":root\": {\n"
            block(varying, 0, indent: "          ")
            out += "        } },\n"
        }
        for rule in AxisRule.rules(axes, varying) {
            for variant in rule.variants(axes, root: Self.root, mediaQuery: true) {
                if variant.queries.isEmpty {
                    out += "        { "
                    out.jsonString(variant.selector)
                    out += ": {\n"
                    block(rule.entries, rule.mode, indent: "          ")
                    out += "        } },\n"
                } else {
                    out += "        { "
                    out.jsonString("@media " + variant.queries.joined(separator: " and "))
                    out += ": { "
                    out.jsonString(variant.selector)
                    out += ": {\n"
                    block(rule.entries, rule.mode, indent: "          ")
                    out += "        } } },\n"
                }
            }
        }
        out += "      ]);\n    },\n  ],\n};\n"
    }
}
