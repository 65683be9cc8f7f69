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
/// depends on does not multiply them), picked by `DesignTokens.colorsFor(scheme, contrast)`;
/// every other token a `val` of its group's holder class with the default combination's value,
/// overridden in one object per combination of the axes the group depends on where it differs
/// (`DesignTokens.Space.Compact`), and, when it differs between combinations, a function of just
/// the axes it depends on (`DesignTokens.Space.gap(density)`). `KilnTheme(scheme, contrast, …)`
/// provides every group in one combination through CompositionLocals, as with one axis of modes.
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

    /// The names the axes output declares beside the model's: each group's holder class and
    /// composable accessor, and each axis's accessor, kept apart from each other and from
    /// `colors`, `colorsFor` and `systemScheme`.
    struct AxisNames {
        var groupClass: [String: String] = [:]
        var groupAccessor: [String: String] = [:]
        var axisAccessor: [String] = []
    }

    func axisNames() -> AxisNames {
        var names = AxisNames()
        var taken: Set<String> = ["colors", "colorsFor", "systemScheme"]
        for axis in axes.axes.indices {
            var name = axisArgument(axis)
            while taken.contains(name) { name += "Axis" }
            taken.insert(name)
            names.axisAccessor.append(name)
        }
        let axisTypes = Set(axes.axes.indices.map(axisType))
        for container in model.containers where container.kind != "colors" {
            var type = groupType(container)
            while axisTypes.contains(type) { type += "Tokens" }
            names.groupClass[container.identifier] = type
            var accessor = accessor(container)
            while taken.contains(accessor) || taken.contains(accessor + "For") { accessor += "Tokens" }
            taken.formUnion([accessor, accessor + "For"])
            names.groupAccessor[container.identifier] = accessor
        }
        return names
    }

    /// The axes any token of `container` depends on, in axis order.
    private func dependence(_ container: ViewModel.Container) -> [Int] {
        var found = Set<Int>()
        for entry in container.entries { found.formUnion(axes.dependence(model.modes.indices.map { literal(entry, $0) })) }
        return found.sorted()
    }

    /// `contrast = contrast, density = density`: the arguments that pass each axis of `dependence` on.
    private func passing(_ dependence: [Int], _ values: (Int) -> String) -> String {
        dependence.map { "\(axisArgument($0)) = \(values($0))" }.joined(separator: ", ")
    }

    // Whole: a printer that mirrors the Kotlin it writes for the theming axes, top to bottom.
    func printAxes(into out: inout ByteText) {
        let scheme = AndroidSchemeAxis(axes)
        let names = axisNames()
        let colors = model.containers.first { $0.kind == "colors" }
        let colorEntries = colors?.entries ?? []
        let holder = object + "Colors"
        // The axes some color depends on, in axis order.
        let colorDependence = colors.map(dependence) ?? []

        for axis in axes.axes.indices {
            let values = axes.axes[axis].values
            out += "\n/** The `\(axes.axes[axis].name)` theming axis (`\(values[0])` is the default)"
            if let scheme, scheme.axis == axis {
                out += ": `KilnTheme` takes it, by default from the system (`\(values[scheme.dark])` when\n * `isSystemInDarkTheme()`);"
            } else {
                out += ": Android has no system setting Compose reads for it, so the app\n * passes its choice to `KilnTheme`;"
            }
            out += " `\(object).\(names.axisAccessor[axis])` reads it. */\n"
            out += "public enum class \(axisType(axis)) { " + values.indices.map { axisCase(axis, $0) }.joined(separator: ", ") + " }\n"
        }

        let axisNames = colorDependence.map { "`\(axes.axes[$0].name)`" }.joined(separator: ", ")
        out += "\n/** The design system's colors in one combination of the axes they depend on (\(axisNames.isEmpty ? "none" : axisNames)), like Material's\n"
        out += " * `ColorScheme`: pick one with `\(object).colorsFor(…)`, or read the enclosing `KilnTheme`'s with `\(object).colors`. */\n"
        out += "@Stable\npublic abstract class \(holder) {\n"
        for entry in colorEntries {
            doc(entry, indent: "    ", into: &out)
            out += "    public abstract val \(entry.identifier): Color\n"
        }
        out += "}\n"
        out += "\n/** One layer of a box shadow, as the tokens give it (Compose draws elevation: use it with `Modifier.drawBehind`). */\n"
        out += "@Immutable\npublic data class \(object)Shadow(val color: Color, val offsetX: Dp, val offsetY: Dp, val blur: Dp, val spread: Dp, val inset: Boolean)\n"
        printAxisGroupClasses(names, into: &out)
        printAxisTheme(names, scheme: scheme, colorDependence: colorDependence, into: &out)

        let defaultName = model.modes[0].name
        out += "\n/** The design tokens. Colors are in the color holders, one per combination of the axes they depend on; every other\n"
        out += " * token is a `val` of its group with the \(defaultName) combination's value, overridden in the group's objects for the\n"
        out += " * combinations where it differs, and, where its value differs between combinations, a function of the axes it\n"
        out += " * depends on (only those). */\npublic object \(object) {\n"
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
        printAxisAccessors(names, scheme: scheme, colorDependence: colorDependence, into: &out)
        for container in model.containers where container.kind != "colors" {
            printAxisGroup(container, names: names, into: &out)
        }
        out += "}\n"
    }

    /// Each group's holder class: its tokens as open members with the default combination's values.
    private func printAxisGroupClasses(_ names: AxisNames, into out: inout ByteText) {
        let defaultName = model.modes[0].name
        for container in model.containers where container.kind != "colors" {
            let type = names.groupClass[container.identifier]!
            out += "\n/** The `\(container.identifier)` tokens in one combination of the axes: `\(object).\(container.identifier)` holds the \(defaultName)\n"
            out += " * combination's, `\(object).\(names.groupAccessor[container.identifier]!)` those of the enclosing `KilnTheme` (in a composable). */\n"
            out += "@Immutable\npublic open class \(type) {\n"
            for entry in container.entries {
                doc(entry, indent: "    ", into: &out)
                guard let value = entry.defaultValue else { continue }
                out += "    "
                member(entry, modifiers: "public open ", value: value.text, into: &out)
            }
            out += "}\n"
        }
    }

    /// The CompositionLocals and `KilnTheme`, which provides every axis's value and every group in one combination.
    private func printAxisTheme(_ names: AxisNames, scheme: AndroidSchemeAxis?, colorDependence: [Int], into out: inout ByteText) {
        func local(_ type: String, _ what: String) {
            out += "\n/** \(what) of the enclosing `KilnTheme` (null outside one). */\n"
            out += "public val Local\(type): ProvidableCompositionLocal<\(type)?> = staticCompositionLocalOf<\(type)?> { null }\n"
        }
        for axis in axes.axes.indices { local(axisType(axis), "The `\(axes.axes[axis].name)`") }
        local(object + "Colors", "The colors")
        let groups = model.containers.filter { $0.kind != "colors" }
        for group in groups { local(names.groupClass[group.identifier]!, "The `\(group.identifier)` tokens") }
        let parameters = themeParameters(scheme)
        let example = groups.first.map { "`\(object).\(names.groupAccessor[$0.identifier]!)`" } ?? "`\(object).colors`"
        out += "\n/** Provides one combination of the axes to `content`: each axis's value, the colors and every token group, where\n"
        out += " * `\(object).colors`, each axis's accessor (`\(object).\(names.axisAccessor[0])`) and each group's (\(example)) read them; by default\n"
        out += " * " + (scheme.map { "the system's `\(axes.axes[$0.axis].name)` (`\(axes.axes[$0.axis].values[$0.dark])` when `isSystemInDarkTheme()`) and every other axis at its default. */\n" } ?? "every axis at its default. */\n")
        out += "@Composable\npublic fun KilnTheme(\(parameters.joined(separator: ", ")), content: @Composable () -> Unit) {\n"
        out += "    CompositionLocalProvider(\n"
        for axis in axes.axes.indices { out += "        Local\(axisType(axis)) provides \(axisArgument(axis)),\n" }
        out += "        Local\(object)Colors provides \(object).colorsFor(\(passing(colorDependence) { axisArgument($0) })),\n"
        for group in groups {
            out += "        Local\(names.groupClass[group.identifier]!) provides \(object).\(names.groupAccessor[group.identifier]!)For("
            out += passing(dependence(group)) { axisArgument($0) } + "),\n"
        }
        out += "        content = content\n    )\n}\n"
    }

    /// `KilnTheme`'s axis parameters: the scheme the system's by default, every other axis its default.
    func themeParameters(_ scheme: AndroidSchemeAxis?) -> [String] {
        axes.axes.indices.map { axis in
            let value = scheme?.axis == axis ? "\(object).systemScheme" : "\(axisType(axis)).\(axisCase(axis, 0))"
            return "\(axisArgument(axis)): \(axisType(axis)) = \(value)"
        }
    }

    /// With several axes: `KilnMaterialTheme(scheme, contrast, …)`, as with one axis of modes.
    func printAxisMaterialTheme(into out: inout ByteText) {
        let scheme = AndroidSchemeAxis(axes)
        let all = axes.axes.indices.map(axisArgument).joined(separator: ", ")
        out += "\n/** `KilnTheme` with Material 3's `MaterialTheme` inside it: its color scheme is `toColorScheme` of the colors of that\n"
        out += " * combination over Material's " + (scheme.map { "dark scheme when `\(axes.axes[$0.axis].name)` is `\(axes.axes[$0.axis].values[$0.dark])` and its light scheme otherwise. */\n" } ?? "light scheme. */\n")
        out += "@Composable\npublic fun KilnMaterialTheme(\(themeParameters(scheme).joined(separator: ", ")), content: @Composable () -> Unit) {\n"
        out += "    KilnTheme(\(all)) {\n"
        if let scheme {
            let type = axisType(scheme.axis)
            out += "        val base = if (\(axisArgument(scheme.axis)) == \(type).\(axisCase(scheme.axis, scheme.dark))) darkColorScheme() else lightColorScheme()\n"
        } else {
            out += "        val base = lightColorScheme()\n"
        }
        out += "        MaterialTheme(colorScheme = \(object).colors.toColorScheme(base), content = content)\n"
        out += "    }\n}\n"
    }

    /// Inside the object: the system's scheme, each axis's and the colors' accessors, and
    /// `colors(…)`, the colors with some axes given.
    private func printAxisAccessors(_ names: AxisNames, scheme: AndroidSchemeAxis?, colorDependence: [Int], into out: inout ByteText) {
        let holder = object + "Colors"
        if let scheme {
            let type = axisType(scheme.axis)
            let values = axes.axes[scheme.axis].values
            out += "\n    /** The `\(axes.axes[scheme.axis].name)` the system shows: `\(values[scheme.dark])` when `isSystemInDarkTheme()`, else `\(values[scheme.light])`. */\n"
            out += "    public val systemScheme: \(type)\n        @Composable get() = "
            out += "if (isSystemInDarkTheme()) \(type).\(axisCase(scheme.axis, scheme.dark)) else \(type).\(axisCase(scheme.axis, scheme.light))\n"
        }
        for axis in axes.axes.indices {
            let type = axisType(axis)
            let fallback = scheme?.axis == axis ? "systemScheme" : "\(type).\(axisCase(axis, 0))"
            out += "\n    /** The `\(axes.axes[axis].name)` shown: the enclosing `KilnTheme`'s, else \(scheme?.axis == axis ? "the system's" : "`\(axes.axes[axis].values[0])`"). */\n"
            out += "    public val \(names.axisAccessor[axis]): \(type)\n        @Composable get() = Local\(type).current ?: \(fallback)\n"
        }
        out += "\n    /** The colors shown: the enclosing `KilnTheme`'s, else those of the axes shown. */\n"
        out += "    public val colors: \(holder)\n        @Composable get() = Local\(holder).current ?: colorsFor(\(passing(colorDependence) { names.axisAccessor[$0] }))\n"
        guard let scheme else { return }
        let others = colorDependence.filter { $0 != scheme.axis }
        let parameters = others.map { "\(axisArgument($0)): \(axisType($0)) = \(object).\(names.axisAccessor[$0])" }.joined(separator: ", ")
        out += "\n    /** The colors of the `\(axes.axes[scheme.axis].name)` shown with the other axes as given (each left out: the one shown). */\n"
        out += "    @Composable\n    public fun colors(\(parameters)): \(holder) = colorsFor("
        out += passing(colorDependence) { $0 == scheme.axis ? names.axisAccessor[$0] : axisArgument($0) } + ")\n"
    }

    /// A group's object (the default combination's values, an object per other combination
    /// where some differ, a function per token that differs), `…For(axes)` and its accessor.
    private func printAxisGroup(_ container: ViewModel.Container, names: AxisNames, into out: inout ByteText) {
        let type = names.groupClass[container.identifier]!
        let accessor = names.groupAccessor[container.identifier]!
        let groupDependence = dependence(container)
        out += "\n    public object \(container.identifier) : \(type)() {\n"
        for entry in container.entries {
            guard let value = entry.defaultValue else { continue }
            let texts = model.modes.indices.map { literal(entry, $0) }
            let dependence = axes.dependence(texts)
            guard !dependence.isEmpty else { continue }
            let names = dependence.map { "`\(axes.axes[$0].name)`" }.joined(separator: " and ")
            out += "        /** `\(entry.path.string)` by the \(names) \(dependence.count == 1 ? "axis" : "axes") (the `val` is the default combination's). */\n"
            if let deprecation = entry.deprecation {
                out += "        @Deprecated(\(AndroidConventions.string(deprecation.reason.flatMap { $0.isEmpty ? nil : $0 } ?? "deprecated")))\n"
            }
            let generic = entry.type == .spring || entry.type == .transition ? "<T> " : ""
            out += "        public fun \(generic)\(entry.identifier)(\(parameters(dependence, defaults: false))): \(entry.platformType) = "
            out += whenExpression(dependence, indent: "        ") { texts[mode(dependence, $0)] ?? value.text } + "\n"
        }
        // The combinations (of the group's axes) in which some token differs from the default's.
        var differing: Set<[Int]> = []
        for values in combinations(groupDependence).dropFirst() {
            let mode = mode(groupDependence, values)
            let overrides = container.entries.filter { entry in literal(entry, mode).map { $0 != entry.defaultValue?.text } ?? false }
            guard !overrides.isEmpty else { continue }
            differing.insert(values)
            out += "        /** The `\(container.identifier)` tokens of the \(zip(groupDependence, values).map { axes.axes[$0].values[$1] }.joined(separator: "+")) combination. */\n"
            out += "        public object \(combinationName(groupDependence, values)) : \(type)() {\n"
            for entry in overrides {
                out += "            "
                member(entry, modifiers: "override ", value: literal(entry, mode)!, into: &out)
            }
            out += "        }\n"
        }
        out += "    }\n"
        out += "\n    /** The `\(container.identifier)` tokens of one combination (each axis left out at its default). */\n"
        out += "    public fun \(accessor)For(\(parameters(groupDependence, defaults: true))): \(type) = "
        out += whenExpression(groupDependence, indent: "    ") { values in
            differing.contains(values) ? "\(container.identifier).\(combinationName(groupDependence, values))" : container.identifier
        } + "\n"
        out += "\n    /** The `\(container.identifier)` tokens shown: the enclosing `KilnTheme`'s, else those of the axes shown. */\n"
        out += "    public val \(accessor): \(type)\n        @Composable get() = Local\(type).current ?: \(accessor)For("
        out += passing(groupDependence) { names.axisAccessor[$0] } + ")\n"
    }

    /// `DarkHigh`: a group's object for one combination of its axes.
    private func combinationName(_ dependence: [Int], _ values: [Int]) -> String {
        Identifiers.kotlin(NameCasing.split(zip(dependence, values).map { axes.axes[$0].values[$1] }.joined(separator: "+")), type: true)
    }
}
