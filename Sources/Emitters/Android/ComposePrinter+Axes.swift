import DesignModel

/// The Android scheme axis: the theming axis holding `dark` (and its light partner), which
/// Android reads from the system (`isSystemInDarkTheme()`, the `-night` resource qualifier).
struct AndroidSchemeAxis {
    var axis: Int
    var light: Int
    var dark: Int

    init?(_ axes: ModeAxes) {
        guard axes.isMultiAxis, let axis = axes.axes.firstIndex(where: { $0.values.contains("dark") }),
            let dark = axes.axes[axis].values.firstIndex(of: "dark")
        else { return nil }
        let values = axes.axes[axis].values
        let light = values.firstIndex(of: "light") ?? (dark == 0 ? 1 : 0)
        guard light < values.count, light != dark else { return nil }
        self.axis = axis
        self.light = light
        self.dark = dark
    }
}

/// Kotlin for several theming axes (issue 14): an enum per axis (`DesignTokensContrast`); the
/// colors in one holder per combination of the axes some color depends on (an axis no color
/// depends on does not multiply them), picked by `DesignTokens.colorsFor(scheme, contrast)` or,
/// in a composable, by `DesignTokens.colors(contrast)`, which takes the scheme axis from
/// `isSystemInDarkTheme()`; every other token a `val` with the default combination's value and,
/// when it differs between combinations, a function of just the axes it depends on
/// (`DesignTokens.Space.gap(density)`).
extension ComposePrinter {
    private var axes: ModeAxes { model.axes }

    /// `DesignTokensContrast`; an axis named like the file's own classes gets `Axis` appended.
    func axisType(_ axis: Int) -> String {
        let name = object + Identifiers.kotlin(NameCasing.split(axes.axes[axis].name), type: true)
        return name == object + "Colors" || name == object + "Shadow" ? name + "Axis" : name
    }

    func axisCase(_ axis: Int, _ value: Int) -> String { Identifiers.kotlin(NameCasing.split(axes.axes[axis].values[value]), type: true) }
    func axisArgument(_ axis: Int) -> String { Identifiers.kotlin(NameCasing.split(axes.axes[axis].name)) }

    /// The literal of `entry` in `mode` (the default's where the token has none there).
    private func literal(_ entry: ViewModel.Entry, _ mode: Int) -> String? { (entry.values[mode] ?? entry.defaultValue)?.text }

    /// The mode of a combination of `dependence`'s values, every other axis at its default.
    private func mode(_ dependence: [Int], _ values: [Int]) -> Int {
        var combination = [Int](repeating: 0, count: axes.axes.count)
        for (axis, value) in zip(dependence, values) { combination[axis] = value }
        return axes.mode(of: combination)
    }

    /// `when (scheme) { … }` over `dependence`, nested in axis order, `leaf` at the end of each branch.
    private func whenExpression(_ dependence: [Int], _ prefix: [Int] = [], indent: String, leaf: ([Int]) -> String) -> String {
        guard prefix.count < dependence.count else { return leaf(prefix) }
        let axis = dependence[prefix.count]
        var text = "when (\(axisArgument(axis))) {\n"
        for value in axes.axes[axis].values.indices {
            text += indent + "    " + axisType(axis) + "." + axisCase(axis, value) + " -> "
            text += whenExpression(dependence, prefix + [value], indent: indent + "    ", leaf: leaf) + "\n"
        }
        return text + indent + "}"
    }

    private func parameters(_ dependence: [Int], defaults: Bool) -> String {
        dependence.map { axis in
            "\(axisArgument(axis)): \(axisType(axis))" + (defaults ? " = \(axisType(axis)).\(axisCase(axis, 0))" : "")
        }.joined(separator: ", ")
    }

    private func holderName(_ dependence: [Int], _ values: [Int]) -> String {
        guard !dependence.isEmpty else { return "DefaultColors" }
        let name = zip(dependence, values).map { axes.axes[$0].values[$1] }.joined(separator: "+")
        return Identifiers.kotlin(NameCasing.split(name), type: true) + "Colors"
    }

    /// Every combination of the values of `dependence`, the last axis fastest.
    private func combinations(_ dependence: [Int]) -> [[Int]] {
        var result: [[Int]] = [[]]
        for axis in dependence {
            result = result.flatMap { prefix in axes.axes[axis].values.indices.map { prefix + [$0] } }
        }
        return result
    }

    // Whole: a printer that mirrors the Kotlin it writes for the theming axes, top to bottom.
    func printAxes(into out: inout ByteText) {
        let scheme = AndroidSchemeAxis(axes)
        let colors = model.containers.first { $0.kind == "colors" }
        let colorEntries = colors?.entries ?? []
        let holder = object + "Colors"
        // The axes some color depends on, in axis order.
        var colorAxes = Set<Int>()
        for entry in colorEntries { colorAxes.formUnion(axes.dependence(model.modes.indices.map { literal(entry, $0) })) }
        let colorDependence = colorAxes.sorted()

        for axis in axes.axes.indices {
            let values = axes.axes[axis].values
            out += "\n/** The `\(axes.axes[axis].name)` theming axis (`\(values[0])` is the default)"
            if let scheme, scheme.axis == axis {
                out += ": `\(object).\(axisArgument(axis))` reads it from the system, `\(values[scheme.dark])` when `isSystemInDarkTheme()`. */\n"
            } else {
                out += ": Android has no system setting Compose reads for it, so the app passes its choice. */\n"
            }
            out += "public enum class \(axisType(axis)) { " + values.indices.map { axisCase(axis, $0) }.joined(separator: ", ") + " }\n"
        }

        let axisNames = colorDependence.map { "`\(axes.axes[$0].name)`" }.joined(separator: ", ")
        out += "\n/** The design system's colors in one combination of the axes they depend on (\(axisNames.isEmpty ? "none" : axisNames)), like Material's\n"
        out += " * `ColorScheme`: pick one with `\(object).colorsFor(…)`"
        if scheme != nil { out += ", or read the system's in a composable with `\(object).colors(…)`" }
        out += ". */\n@Stable\npublic abstract class \(holder) {\n"
        for entry in colorEntries {
            doc(entry, indent: "    ", into: &out)
            out += "    public abstract val \(entry.identifier): Color\n"
        }
        out += "}\n"
        out += "\n/** One layer of a box shadow, as the tokens give it (Compose draws elevation: use it with `Modifier.drawBehind`). */\n"
        out += "@Immutable\npublic data class \(object)Shadow(val color: Color, val offsetX: Dp, val offsetY: Dp, val blur: Dp, val spread: Dp, val inset: Boolean)\n"

        let defaultName = model.modes[0].name
        out += "\n/** The design tokens. Colors are in the color holders, one per combination of the axes they depend on; every other\n"
        out += " * token is a `val` with the \(defaultName) combination's value and, where its value differs between combinations,\n"
        out += " * a function of the axes it depends on (only those). */\npublic object \(object) {\n"
        for values in combinations(colorDependence) {
            let mode = mode(colorDependence, values)
            let label = colorDependence.isEmpty ? "every combination" : "the " + zip(colorDependence, values).map { axes.axes[$0].values[$1] }.joined(separator: "+") + " combination"
            out += "    /** The colors of \(label). */\n"
            out += "    public object \(holderName(colorDependence, values)) : \(holder)() {\n"
            for entry in colorEntries {
                guard let literal = literal(entry, mode) else { continue }
                out += "        override val \(entry.identifier): Color = \(literal)\n"
            }
            out += "    }\n\n"
        }
        out += "    /** The colors of one combination (each axis left out at its default). */\n"
        out += "    public fun colorsFor(\(parameters(colorDependence, defaults: true))): \(holder) = "
        out += whenExpression(colorDependence, indent: "    ") { holderName(colorDependence, $0) } + "\n"
        if let scheme {
            let axis = scheme.axis
            let type = axisType(axis)
            let argument = axisArgument(axis)
            let values = axes.axes[axis].values
            out += "\n    /** The `\(axes.axes[axis].name)` the system shows: `\(values[scheme.dark])` when `isSystemInDarkTheme()`, else `\(values[scheme.light])`. */\n"
            out += "    public val \(argument): \(type)\n        @Composable get() = if (isSystemInDarkTheme()) \(type).\(axisCase(axis, scheme.dark)) else \(type).\(axisCase(axis, scheme.light))\n"
            let others = colorDependence.filter { $0 != axis }
            out += "\n    /** The colors the system shows: `\(axes.axes[axis].name)` from `isSystemInDarkTheme()`, the other axes as given. */\n"
            out += "    @Composable\n    public fun colors(\(parameters(others, defaults: true))): \(holder) = colorsFor("
            out += colorDependence.map { "\(axisArgument($0)) = \(axisArgument($0))" }.joined(separator: ", ") + ")\n"
        }
        for container in model.containers where container.kind != "colors" {
            out += "\n    public object \(container.identifier) {\n"
            for entry in container.entries {
                doc(entry, indent: "        ", into: &out)
                guard let value = entry.defaultValue else { continue }
                out += "        "
                member(entry, modifiers: "public ", value: value.text, into: &out)
                let texts = model.modes.indices.map { literal(entry, $0) }
                let dependence = axes.dependence(texts)
                guard !dependence.isEmpty else { continue }
                let names = dependence.map { "`\(axes.axes[$0].name)`" }.joined(separator: " and ")
                out += "        /** `\(entry.path.string)` by the \(names) \(dependence.count == 1 ? "axis" : "axes") (the `val` above is the default combination's). */\n"
                if let deprecation = entry.deprecation {
                    out += "        @Deprecated(\(AndroidConventions.string(deprecation.reason.flatMap { $0.isEmpty ? nil : $0 } ?? "deprecated")))\n"
                }
                let generic = entry.type == .spring || entry.type == .transition ? "<T> " : ""
                out += "        public fun \(generic)\(entry.identifier)(\(parameters(dependence, defaults: false))): \(entry.platformType) = "
                out += whenExpression(dependence, indent: "        ") { texts[mode(dependence, $0)] ?? value.text } + "\n"
            }
            out += "    }\n"
        }
        out += "}\n"
    }
}
