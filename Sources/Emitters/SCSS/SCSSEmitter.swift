import DesignModel
import Diagnostics

/// `scss/_tokens.scss`: the default mode's values as variables (`$color-text-primary`), and
/// every mode as a map (`$tokens-light`, `$tokens-dark`) gathered in `$tokens-modes`, for
/// stylesheets that build their own themes:
///
/// ```scss
/// @use "sass:map";
/// @use "tokens" as t;
/// .card { color: t.$color-text-primary; }
/// @each $mode, $values in t.$tokens-modes { .#{$mode} { color: map.get($values, "color-text-primary"); } }
/// ```
///
/// In the module system's terms (`@use "sass:map"`, `map.get`): Dart Sass compiles it without a
/// deprecation warning.
///
/// ```scss
/// ```
struct SCSSEmitter: ViewModelEmitter {
    var options: SCSSOptions
    var template: TemplateSource?
    var identifier: String { "scss" }

    init(options: SCSSOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    func conventions(for system: DesignSystem) -> SCSSConventions { SCSSConventions(system: system) }

    func printFiles(_ model: ViewModel, conventions: SCSSConventions, cache: EmitCache?) -> PrintedFiles {
        PrintedFiles(files: [OutputFile(path: templatePath, contents: SCSSPrinter(options: options, model: model).print().finished())])
    }
}

/// Prints the SCSS view model.
struct SCSSPrinter {
    var options: SCSSOptions
    var model: ViewModel

    /// The entries of a Sass map of `entries` in one mode, `"name": value,` a line each.
    func mapEntries(_ entries: [ViewModel.Entry], mode index: Int, into out: inout ByteText) {
        for entry in entries {
            guard let literal = entry.values[index] ?? entry.defaultValue else { continue }
            out += "  \""
            out += entry.identifier
            out += "\": "
            out += literal.text
            out += ",\n"
        }
    }

    func print() -> ByteText {
        var out = ByteText()
        let entries = model.allEntries
        out.reserveCapacity(2048 + entries.count * (model.modes.count + 1) * 60)
        out += "// \(Emitters.headerLine)\n"
        if model.axes.isMultiAxis {
            out += "// " + axesHeader() + "\n\n"
            // The `tokens-when` mixin reads its map with the module system's `map.get`.
            out += "@use \"sass:map\";\n\n"
        } else {
        out += "// Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ") + ".\n"
        out += "// Variables hold the default mode; `$\(options.mapName)-<mode>` maps hold every mode by token name.\n\n"
        }
        for entry in entries {
            for line in entry.doc {
                out += "/// "
                out += line
                out += "\n"
            }
            if let deprecation = entry.deprecation {
                out += "/// @deprecated" + (deprecation.reason.map { " " + $0 } ?? "") + "\n"
            }
            guard let literal = entry.defaultValue else { continue }
            out += "$"
            out += entry.identifier
            out += ": "
            out += literal.text
            out += ";\n"
        }
        if model.axes.isMultiAxis {
            printAxes(entries, into: &out)
            return out
        }
        for (index, mode) in model.modes.enumerated() {
            out += "\n/// Every token in the \(mode.name) mode, by name.\n"
            out += "$\(options.mapName)-\(mode.identifier): (\n"
            mapEntries(entries, mode: index, into: &out)
            out += ");\n"
        }
        out += "\n/// The modes' maps, by mode name.\n"
        out += "$\(options.mapName)-modes: (" + model.modes.map { Format.jsonString($0.name) + ": $\(options.mapName)-\($0.identifier)" }.joined(separator: ", ") + ");\n"
        return out
    }
}
