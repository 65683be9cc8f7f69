import DesignModel
import Diagnostics

/// `android/DesignTokens.kt` (Jetpack Compose) and the XML resources `android/res/values/colors.xml`,
/// `android/res/values-night/colors.xml` (the dark mode) and `android/res/values/dimens.xml`,
/// for apps that still use views or need colors in themes and drawables.
struct AndroidEmitter: ViewModelEmitter {
    var options: AndroidOptions
    var template: TemplateSource?
    var identifier: String { "android" }

    init(options: AndroidOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    func conventions(for system: DesignSystem) -> AndroidConventions {
        AndroidConventions(options: options, modes: system.modes, axes: system.axes)
    }

    func printFiles(_ model: ViewModel, conventions: AndroidConventions, cache: EmitCache?) -> PrintedFiles {
        let printer = ComposePrinter(options: options, model: model)
        var files = [OutputFile(path: templatePath, contents: printer.print().finished())]
        if options.material3 {
            let stem = options.fileName.hasSuffix(".kt") ? String(options.fileName.dropLast(3)) : options.fileName
            files.append(OutputFile(path: options.folderPrefix + stem + "Material3.kt", contents: printer.material3Bridge().finished()))
        }
        return PrintedFiles(files: files)
    }

    var writesCompanionFiles: Bool { options.resources }

    func companionFiles(_ model: ViewModel, cache: EmitCache?) -> PrintedFiles {
        let resources = AndroidResources(model: model).files(folder: options.folderPrefix + "res")
        return PrintedFiles(files: resources.files, diagnostics: resources.diagnostics)
    }
}

/// Prints the Android view model as Kotlin for Jetpack Compose.
struct ComposePrinter {
    var options: AndroidOptions
    var model: ViewModel

    var object: String { options.objectName }

    private var hasDisplayP3: Bool {
        model.allEntries.contains { entry in
            [.color, .shadow, .border, .gradient].contains(entry.type) && entry.token.values.contains { $0?.keepsDisplayP3 == true }
        }
    }

    // Whole: a printer that mirrors the Kotlin file it writes, top to bottom.
    func print() -> ByteText {
        var out = ByteText()
        out.reserveCapacity(4096 + model.allEntries.count * 120)
        out += "// \(Emitters.headerLine)\n"
        if model.axes.isMultiAxis {
            out += "// Axes: " + model.axes.axes.map { "\($0.name) (\($0.values.joined(separator: ", ")))" }.joined(separator: ", ")
            out += "; the first value of each is its default.\n"
        } else {
            out += "// Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ") + ".\n"
        }
        out += "@file:Suppress(\"unused\", \"MemberVisibilityCanBePrivate\", \"RedundantVisibilityModifier\")\n\n"
        out += "package \(options.packageName)\n\n"
        for name in [
            "androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.animation.core.Easing",
            "androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.TweenSpec",
            "androidx.compose.animation.core.spring", "androidx.compose.animation.core.tween", "androidx.compose.foundation.BorderStroke",
            "androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.runtime.Composable",
            "androidx.compose.runtime.CompositionLocalProvider", "androidx.compose.runtime.Immutable",
            "androidx.compose.runtime.ProvidableCompositionLocal", "androidx.compose.runtime.Stable",
            "androidx.compose.runtime.staticCompositionLocalOf", "androidx.compose.ui.graphics.Brush", "androidx.compose.ui.graphics.Color",
            "androidx.compose.ui.text.TextStyle", "androidx.compose.ui.text.font.FontFamily", "androidx.compose.ui.text.font.FontWeight",
            "androidx.compose.ui.unit.Dp", "androidx.compose.ui.unit.TextUnit", "androidx.compose.ui.unit.dp", "androidx.compose.ui.unit.em",
            "androidx.compose.ui.unit.sp",
        ] {
            out += "import \(name)\n"
            // Only a project with a color kept in Display P3 needs the color spaces.
            if name == "androidx.compose.ui.graphics.Color", hasDisplayP3 { out += "import androidx.compose.ui.graphics.colorspace.ColorSpaces\n" }
        }
        // Several theming axes: an enum per axis and holders per combination (ComposePrinter+Axes).
        if model.axes.isMultiAxis {
            printAxes(into: &out)
            return out
        }
        let colors = model.containers.first { $0.kind == "colors" }
        let holder = object + "Colors"
        let modeType = object + "Mode"
        let lightMode = model.modes[model.lightModeIndex]
        let darkMode = model.modes[model.darkModeIndex]
        out += "\n/** The modes of the design system (`\(model.modes[0].name)` is the default): pass one to `KilnTheme`, or read the one shown with\n"
        out += " * `\(object).mode`. */\n"
        out += "public enum class \(modeType) { " + model.modes.map(\.identifier).joined(separator: ", ") + " }\n"
        out += "\n/** The design system's colors in one mode, like Material's `ColorScheme`: read the current one with\n"
        out += " * `\(object).colors` (the mode of the enclosing `KilnTheme`, else dark when `isSystemInDarkTheme()`), or pick a mode's: "
        out += model.modes.map { "`\(object).\($0.identifier)Colors`" }.joined(separator: ", ") + ". */\n"
        out += "@Stable\npublic abstract class \(holder) {\n"
        for entry in colors?.entries ?? [] {
            doc(entry, indent: "    ", into: &out)
            out += "    public abstract val "
            out += entry.identifier
            out += ": Color\n"
        }
        out += "}\n"
        out += "\n/** One layer of a box shadow, as the tokens give it (Compose draws elevation: use it with `Modifier.drawBehind`). */\n"
        out += "@Immutable\npublic data class \(object)Shadow(val color: Color, val offsetX: Dp, val offsetY: Dp, val blur: Dp, val spread: Dp, val inset: Boolean)\n"
        let groups = model.containers.filter { $0.kind != "colors" }
        // Each group's tokens are the open members of a holder class, valued in the default mode;
        // the group's object is that holder, and holds one object per other mode in which some
        // of its tokens differ, overriding just those.
        for group in groups {
            let type = groupType(group)
            out += "\n/** The `\(group.identifier)` tokens in one mode: `\(object).\(group.identifier)` holds the \(model.modes[0].name) mode's, "
            out += "`\(object).\(accessor(group))` the mode shown (in a composable). */\n"
            out += "@Immutable\npublic open class \(type) {\n"
            for entry in group.entries {
                doc(entry, indent: "    ", into: &out)
                guard let literal = entry.defaultValue else { continue }
                out += "    "
                member(entry, modifiers: "public open ", value: literal.text, into: &out)
            }
            out += "}\n"
        }
        out += "\n/** The mode of the enclosing `KilnTheme` (null outside one). */\n"
        out += "public val Local\(modeType): ProvidableCompositionLocal<\(modeType)?> = staticCompositionLocalOf<\(modeType)?> { null }\n"
        out += "\n/** The colors of the enclosing `KilnTheme` (null outside one). */\n"
        out += "public val Local\(holder): ProvidableCompositionLocal<\(holder)?> = staticCompositionLocalOf<\(holder)?> { null }\n"
        for group in groups {
            out += "\n/** The `\(group.identifier)` tokens of the enclosing `KilnTheme` (null outside one). */\n"
            out += "public val Local\(groupType(group)): ProvidableCompositionLocal<\(groupType(group))?> = staticCompositionLocalOf<\(groupType(group))?> { null }\n"
        }
        out += "\n/** Provides every token group in `mode` to `content`, where `\(object).colors`, `\(object).mode` and each group's accessor\n"
        out += " * (`\(object).\(groups.first.map(accessor) ?? "colors")`) read it; by default the system's mode (`\(darkMode.name)` when `isSystemInDarkTheme()`). */\n"
        out += "@Composable\npublic fun KilnTheme(mode: \(modeType) = \(object).systemMode, content: @Composable () -> Unit) {\n"
        out += "    CompositionLocalProvider(\n"
        out += "        Local\(modeType) provides mode,\n"
        out += "        Local\(holder) provides \(object).colorsFor(mode),\n"
        for group in groups {
            out += "        Local\(groupType(group)) provides \(object).\(accessor(group))For(mode),\n"
        }
        out += "        content = content\n    )\n}\n"
        out += "\n/** The design tokens. Values that differ between modes are in the color holders and in each group's mode objects\n"
        out += " * (`\(object).\(groups.first?.identifier ?? "Spacing").\(model.modes.count > 1 ? model.modes[1].identifier : model.modes[0].identifier)`); a group's object holds the \(model.modes[0].name) mode's values. */\npublic object \(object) {\n"
        for (index, mode) in model.modes.enumerated() {
            out += "    /** The colors of the \(mode.name) mode. */\n"
            out += "    public object \(mode.identifier)Colors : \(holder)() {\n"
            for entry in colors?.entries ?? [] {
                guard let literal = entry.values[index] ?? entry.defaultValue else { continue }
                out += "        override val "
                out += entry.identifier
                out += ": Color = "
                out += literal.text
                out += "\n"
            }
            out += "    }\n\n"
        }
        out += "    /** The colors of `mode`. */\n"
        out += "    public fun colorsFor(mode: \(modeType)): \(holder) = when (mode) {\n"
        for mode in model.modes { out += "        \(modeType).\(mode.identifier) -> \(mode.identifier)Colors\n" }
        out += "    }\n\n"
        out += "    /** The mode the system shows: \(darkMode.name) when `isSystemInDarkTheme()`, else \(lightMode.name). */\n"
        out += "    public val systemMode: \(modeType)\n        @Composable get() = if (isSystemInDarkTheme()) \(modeType).\(darkMode.identifier) else \(modeType).\(lightMode.identifier)\n\n"
        out += "    /** The mode shown: the enclosing `KilnTheme`'s, else the system's. */\n"
        out += "    public val mode: \(modeType)\n        @Composable get() = Local\(modeType).current ?: systemMode\n\n"
        out += "    /** The colors of the mode shown. */\n"
        out += "    public val colors: \(holder)\n        @Composable get() = Local\(holder).current ?: colorsFor(mode)\n"
        for group in groups {
            let type = groupType(group)
            // The modes other than the default in which some of the group's tokens differ.
            let differing = model.modes.indices.dropFirst().filter { index in
                group.entries.contains { ($0.values[index] ?? $0.defaultValue)?.text != $0.defaultValue?.text }
            }
            out += "\n    public object \(group.identifier) : \(type)() {\n"
            for index in differing {
                out += "        /** The \(model.modes[index].name) mode's `\(group.identifier)`. */\n"
                out += "        public object \(model.modes[index].identifier) : \(type)() {\n"
                for entry in group.entries {
                    guard let literal = entry.values[index] ?? entry.defaultValue, literal.text != entry.defaultValue?.text else { continue }
                    out += "            "
                    member(entry, modifiers: "override ", value: literal.text, into: &out)
                }
                out += "        }\n"
            }
            out += "    }\n\n"
            out += "    /** The `\(group.identifier)` tokens of `mode`. */\n"
            out += "    public fun \(accessor(group))For(mode: \(modeType)): \(type) = "
            if differing.isEmpty {
                out += "\(group.identifier)\n"
            } else {
                out += "when (mode) {\n"
                for index in model.modes.indices {
                    out += "        \(modeType).\(model.modes[index].identifier) -> \(group.identifier)"
                    if differing.contains(index) { out += ".\(model.modes[index].identifier)" }
                    out += "\n"
                }
                out += "    }\n"
            }
            out += "\n    /** The `\(group.identifier)` tokens of the mode shown. */\n"
            out += "    public val \(accessor(group)): \(type)\n        @Composable get() = Local\(type).current ?: \(accessor(group))For(mode)\n"
        }
        out += "}\n"
        return out
    }

    /// Material 3's color roles, in `ColorScheme`'s order.
    static let materialRoles = [
        "primary", "onPrimary", "primaryContainer", "onPrimaryContainer", "inversePrimary", "secondary", "onSecondary",
        "secondaryContainer", "onSecondaryContainer", "tertiary", "onTertiary", "tertiaryContainer", "onTertiaryContainer",
        "background", "onBackground", "surface", "onSurface", "surfaceVariant", "onSurfaceVariant", "surfaceTint", "inverseSurface",
        "inverseOnSurface", "error", "onError", "errorContainer", "onErrorContainer", "outline", "outlineVariant", "scrim",
    ]

    /// `DesignTokensMaterial3.kt`: the bridge to Material 3 — the colors as a `ColorScheme`
    /// (each role a color is named for, the others from a base scheme) and `KilnMaterialTheme`,
    /// a `KilnTheme` with `MaterialTheme` inside it. A file of its own, so that an app without
    /// Material 3 leaves it out (`android.material3: false`).
    func material3Bridge() -> ByteText {
        var out = ByteText()
        out += "// \(Emitters.headerLine)\n"
        out += "// The bridge to Material 3 (androidx.compose.material3); leave it out with `android.material3: false`.\n"
        out += "@file:Suppress(\"unused\", \"RedundantVisibilityModifier\")\n\n"
        out += "package \(options.packageName)\n\n"
        out += "import androidx.compose.material3.ColorScheme\n"
        out += "import androidx.compose.material3.MaterialTheme\nimport androidx.compose.material3.darkColorScheme\nimport androidx.compose.material3.lightColorScheme\n"
        out += "import androidx.compose.runtime.Composable\n"
        let names = Set((model.containers.first { $0.kind == "colors" }?.entries ?? []).map(\.identifier))
        let roles = Self.materialRoles.filter(names.contains)
        out += "\n/** Material 3's `ColorScheme` with the roles these colors are named for taken from them ("
        out += roles.isEmpty ? "no color is named for a role" : roles.map { "`\($0)`" }.joined(separator: ", ")
        out += ") and every other role from `base`. */\n"
        out += "public fun \(object)Colors.toColorScheme(base: ColorScheme): ColorScheme = base.copy("
        out += roles.isEmpty ? ")\n" : "\n" + roles.map { "    \($0) = \($0)" }.joined(separator: ",\n") + "\n)\n"
        if model.axes.isMultiAxis {
            printAxisMaterialTheme(into: &out)
            return out
        }
        let dark = model.modes[model.darkModeIndex].identifier
        out += "\n/** `KilnTheme` with Material 3's `MaterialTheme` inside it: its color scheme is `toColorScheme` of the colors of `mode`\n"
        out += " * over Material's dark scheme in the \(model.modes[model.darkModeIndex].name) mode and its light scheme in the others. */\n"
        out += "@Composable\npublic fun KilnMaterialTheme(mode: \(object)Mode = \(object).systemMode, content: @Composable () -> Unit) {\n"
        out += "    KilnTheme(mode) {\n"
        out += "        val base = if (mode == \(object)Mode.\(dark)) darkColorScheme() else lightColorScheme()\n"
        out += "        MaterialTheme(colorScheme = \(object).colorsFor(mode).toColorScheme(base), content = content)\n"
        out += "    }\n}\n"
        return out
    }

    /// The holder class of a group's tokens (`DesignTokensSpacing`).
    func groupType(_ group: ViewModel.Container) -> String { object + group.identifier }

    /// The composable accessor of a group's tokens in the mode shown (`DesignTokens.spacing`).
    func accessor(_ group: ViewModel.Container) -> String { Self.accessor(group.identifier) }

    /// `EasingTokens` → `easingTokens` (the spec site's code names use it too).
    static func accessor(_ group: String) -> String {
        guard let first = group.first else { return group }
        return first.lowercased() + group.dropFirst()
    }

    /// `val name: Type = value`, or for an animation spec a function generic in the animated
    /// type (`fun <T> name(): SpringSpec<T>`), which `animateDpAsState`, `animateColorAsState`
    /// and `animateFloatAsState` all take.
    func member(_ entry: ViewModel.Entry, modifiers: String, value: String, into out: inout ByteText) {
        out += modifiers
        if entry.type == .spring || entry.type == .transition {
            out += "fun <T> "
            out += entry.identifier
            out += "(): "
        } else {
            out += "val "
            out += entry.identifier
            out += ": "
        }
        out += entry.platformType
        out += " = "
        out += value
        out += "\n"
    }

    func doc(_ entry: ViewModel.Entry, indent: String, into out: inout ByteText) {
        out += indent
        out += "/** "
        for line in entry.doc {
            out += line.replacingOccurrences("*/", with: "*\\/")
            out += " "
        }
        out += "`"
        out += entry.path.string.replacingOccurrences("*/", with: "*\\/")
        out += entry.type == .duration ? "` (milliseconds) */\n" : "` */\n"
        if let deprecation = entry.deprecation {
            out += indent
            out += "@Deprecated(\(AndroidConventions.string(deprecation.reason.flatMap { $0.isEmpty ? nil : $0 } ?? "deprecated")))\n"
        }
    }
}
