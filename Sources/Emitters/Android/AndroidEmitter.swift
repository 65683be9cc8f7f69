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
        PrintedFiles(files: [OutputFile(path: templatePath, contents: ComposePrinter(options: options, model: model).print().finished())])
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
        out += "@file:Suppress(\"unused\", \"MemberVisibilityCanBePrivate\")\n\n"
        out += "package \(options.packageName)\n\n"
        for name in [
            "androidx.compose.animation.core.CubicBezierEasing", "androidx.compose.animation.core.Easing",
            "androidx.compose.animation.core.SpringSpec", "androidx.compose.animation.core.TweenSpec",
            "androidx.compose.animation.core.spring", "androidx.compose.animation.core.tween", "androidx.compose.foundation.BorderStroke",
            "androidx.compose.foundation.isSystemInDarkTheme", "androidx.compose.runtime.Composable", "androidx.compose.runtime.Immutable",
            "androidx.compose.runtime.Stable", "androidx.compose.ui.graphics.Brush", "androidx.compose.ui.graphics.Color",
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
        out += "\n/** The design system's colors in one mode, like Material's `ColorScheme`: read the current one with\n"
        out += " * `\(object).colors` (dark when `isSystemInDarkTheme()`), or pick a mode's: "
        out += model.modes.map { "`\(object).\($0.identifier)Colors`" }.joined(separator: ", ") + ". */\n"
        out += "@Stable\nabstract class \(holder) {\n"
        for entry in colors?.entries ?? [] {
            doc(entry, indent: "    ", into: &out)
            out += "    abstract val "
            out += entry.identifier
            out += ": Color\n"
        }
        out += "}\n"
        out += "\n/** One layer of a box shadow, as the tokens give it (Compose draws elevation: use it with `Modifier.drawBehind`). */\n"
        out += "@Immutable\ndata class \(object)Shadow(val color: Color, val offsetX: Dp, val offsetY: Dp, val blur: Dp, val spread: Dp, val inset: Boolean)\n"
        out += "\n/** The design tokens. Values that differ between modes are in the color holders; the other groups hold the\n"
        out += " * \(model.modes[0].name) mode's values. */\nobject \(object) {\n"
        for (index, mode) in model.modes.enumerated() {
            out += "    /** The colors of the \(mode.name) mode. */\n"
            out += "    object \(mode.identifier)Colors : \(holder)() {\n"
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
        let light = model.modes[model.lightModeIndex].identifier
        let dark = model.modes[model.darkModeIndex].identifier
        out += "    /** The colors of the mode the system shows: \(model.modes[model.darkModeIndex].name) when `isSystemInDarkTheme()`, else \(model.modes[model.lightModeIndex].name). */\n"
        out += "    val colors: \(holder)\n        @Composable get() = if (isSystemInDarkTheme()) \(dark)Colors else \(light)Colors\n"
        for container in model.containers where container.kind != "colors" {
            out += "\n    object \(container.identifier) {\n"
            for entry in container.entries {
                doc(entry, indent: "        ", into: &out)
                guard let literal = entry.defaultValue else { continue }
                out += "        val "
                out += entry.identifier
                out += ": "
                out += entry.platformType
                out += " = "
                out += literal.text
                out += "\n"
            }
            out += "    }\n"
        }
        out += "}\n"
        return out
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
