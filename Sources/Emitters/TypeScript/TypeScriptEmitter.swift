import DesignModel
import Diagnostics

/// `typescript/tokens.ts` (TypeScript source: one `as const` object per mode), and for projects
/// without a TypeScript build step `typescript/tokens.mjs` (the same objects as a plain ES
/// module) with `typescript/tokens.d.mts` (its declarations, the literal types `as const`
/// infers). Every mode object has the same shape, described by the exported `Tokens` type.
struct TypeScriptEmitter: ViewModelEmitter {
    var options: TypeScriptOptions
    var template: TemplateSource?
    var identifier: String { "typescript" }

    init(options: TypeScriptOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    func conventions(for system: DesignSystem) -> TypeScriptConventions { TypeScriptConventions(system: system) }

    /// `fileName` is the stem: a template renders `tokens.ts`.
    var templatePath: String { options.folderPrefix + options.fileName + ".ts" }

    func printFiles(_ model: ViewModel, conventions: TypeScriptConventions, cache: EmitCache?) -> PrintedFiles {
        let stem = options.folderPrefix + options.fileName
        let texts = TypeScriptPrinter(model: model).printAll()
        let files = zip([".ts", ".mjs", ".d.mts"], texts).map { OutputFile(path: stem + $0, contents: $1.finished()) }
        return PrintedFiles(files: files, diagnostics: modeCollisions(model))
    }

    /// Two modes whose names become one binding (`high-contrast`, `highContrast`), or a mode
    /// named like a helper export, would declare one name twice.
    private func modeCollisions(_ model: ViewModel) -> [Diagnostic] {
        var seen: [String: String] = ["modes": "the `modes` export", "Tokens": "the `Tokens` type", "ModeName": "the `ModeName` type"]
        if model.axes.isMultiAxis {
            seen["tokensFor"] = "the `tokensFor` function"
            seen["Axes"] = "the `Axes` type"
        }
        var diagnostics: [Diagnostic] = []
        for mode in model.modes {
            if let other = seen[mode.identifier] {
                diagnostics.append(
                    .error(
                        "output/name-collision", "the mode \"\(mode.name)\" and \(other) both become `\(mode.identifier)` in the TypeScript output",
                        at: .none, hint: "rename the mode"))
            }
            seen[mode.identifier] = "the mode \"\(mode.name)\""
        }
        return diagnostics
    }
}

/// Prints the TypeScript view model as TypeScript source, as an ES module, or as declarations.
/// A mode's object body is the same text in all three (`key: value,` lines are also a valid type
/// literal), so it is printed once and copied.
struct TypeScriptPrinter {
    enum Form: CaseIterable { case typeScript, javaScript, declarations }

    var model: ViewModel

    /// The three files' bytes, in `Form.allCases` order.
    func printAll() -> [ByteText] {
        var bodies = ByteText()
        var ranges: [Range<Int>] = []
        let entries = model.containers.reduce(0) { $0 + $1.entries.count }
        bodies.reserveCapacity(model.modes.count * entries * 60)
        for index in model.modes.indices {
            let start = bodies.count
            body(mode: index, into: &bodies)
            ranges.append(start..<bodies.count)
        }
        return Form.allCases.map { form in
            var out = ByteText()
            out.reserveCapacity(4096 + bodies.count + entries * 40)
            header(form, into: &out)
            for (index, mode) in model.modes.enumerated() {
                out += "\n/** The \(mode.name) mode"
                out += mode.isDefault ? " (the default). */\n" : ". */\n"
                switch form {
                case .declarations: out += "export declare const " + mode.identifier + ": {\n"
                case .typeScript: out += "export const " + mode.identifier + " = typed({\n"
                case .javaScript: out += "export const " + mode.identifier + " = {\n"
                }
                out.append(bodies, range: ranges[index])
                switch form {
                case .typeScript: out += "} as const);\n"
                case .javaScript, .declarations: out += "};\n"
                }
            }
            footer(form, into: &out)
            return out
        }
    }

    private func header(_ form: Form, into out: inout ByteText) {
        out += "// \(Emitters.headerLine)\n"
        out += "// Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ") + ".\n"
        switch form {
        case .typeScript: out += "// Import the mode you need: `import { light } from \"./tokens\";` — every mode has the shape `Tokens`.\n"
        case .javaScript: out += "// An ES module; its types are in tokens.d.mts.\n"
        case .declarations: out += "// Declarations of tokens.mjs: each mode's values as literal types.\n"
        }
        guard form != .javaScript else { return }
        out += "\n/** A text style, with lengths as CSS strings. */\n"
        out += "export type TextStyle = {\n  readonly fontFamily: string;\n  readonly fontSize: string;\n  readonly fontWeight: number;\n"
        out += "  readonly lineHeight?: number | string;\n  readonly letterSpacing?: string;\n};\n"
        out += "\n/** A spring: SwiftUI's response and damping fraction, the physics (mass 1), and a CSS `linear()` easing over its settling time. */\n"
        out += "export type Spring = {\n  readonly response: number;\n  readonly dampingFraction: number;\n  readonly stiffness: number;\n"
        out += "  readonly damping: number;\n  readonly mass: number;\n  readonly duration: string;\n  readonly easing: string;\n};\n"
        out += "\n/** The shape every mode's tokens share. */\n"
        out += "export type Tokens = {\n"
        for container in model.containers {
            out += "  readonly "
            out += container.identifier
            out += ": {\n"
            for entry in container.entries {
                // An editor shows a member's description and strikes a deprecated one through
                // the type the member is read from: code typed `Tokens` sees them here.
                if !entry.doc.isEmpty || entry.deprecation != nil {
                    out += "    /**\n"
                    for line in entry.doc {
                        out += "     * "
                        out += line.replacingOccurrences("*/", with: "*\\/")
                        out += "\n"
                    }
                    if let deprecation = entry.deprecation {
                        out += "     * @deprecated" + (deprecation.reason.map { " " + $0.replacingOccurrences("*/", with: "*\\/") } ?? "") + "\n"
                    }
                    out += "     */\n"
                }
                out += "    readonly "
                out += entry.identifier
                out += ": "
                out += entry.platformType
                out += ";\n"
            }
            out += "  };\n"
        }
        out += "};\n"
        if form == .typeScript {
            out += "\n/** Returns its argument: makes the compiler check that every mode has the shape `Tokens`. */\n"
            out += "function typed<T extends Tokens>(tokens: T): T {\n  return tokens;\n}\n"
        }
    }

    private func body(mode index: Int, into out: inout ByteText) {
        for container in model.containers {
            out += "  "
            out += container.identifier
            out += ": {\n"
            for entry in container.entries {
                // Descriptions once, on the default mode (an editor shows them on every mode's member
                // through the shared `Tokens` type); deprecation on every mode, since it changes use.
                for line in index == 0 ? entry.doc : [] {
                    out += "    /** "
                    out += line.replacingOccurrences("*/", with: "*\\/")
                    out += " */\n"
                }
                if let deprecation = entry.deprecation {
                    out += "    /** @deprecated" + (deprecation.reason.map { " " + $0.replacingOccurrences("*/", with: "*\\/") } ?? "") + " */\n"
                }
                guard let literal = entry.values[index] ?? entry.defaultValue else { continue }
                out += "    "
                out += entry.identifier
                out += ": "
                out += literal.text
                out += ",\n"
            }
            out += "  },\n"
        }
    }

    private func footer(_ form: Form, into out: inout ByteText) {
        let names = model.modes.map(\.identifier).joined(separator: ", ")
        out += "\n/** Every mode's tokens, by mode. */\n"
        switch form {
        case .typeScript: out += "export const modes = { \(names) } as const;\n"
        case .javaScript: out += "export const modes = { \(names) };\n"
        case .declarations: out += "export declare const modes: { " + model.modes.map { "readonly \($0.identifier): typeof \($0.identifier)" }.joined(separator: "; ") + " };\n"
        }
        if form != .javaScript { out += "\nexport type ModeName = keyof typeof modes;\n" }
        if model.axes.isMultiAxis { axesResolver(form, into: &out) }
    }

    /// With several theming axes: the `Axes` type (each axis's values) and `tokensFor`, which
    /// returns the tokens of a combination given by axis, an axis left out at its default —
    /// `tokensFor({ scheme: "dark", contrast: "high" })`.
    private func axesResolver(_ form: Form, into out: inout ByteText) {
        let axes = model.axes.axes
        func key(_ axis: ModeAxis) -> String { Format.jsonString(axis.name) }
        if form != .javaScript {
            out += "\n/** The theming axes and their values; the first value of each is its default. */\n"
            out += "export type Axes = {\n"
            for axis in axes {
                out += "  readonly " + key(axis) + ": " + axis.values.map { Format.jsonString($0) }.joined(separator: " | ") + ";\n"
            }
            out += "};\n"
        }
        out += "\n/** The tokens of one combination of the axes; an axis left out takes its default. */\n"
        let template = "`" + axes.map { "${axes[" + key($0) + "] ?? " + Format.jsonString($0.values[0]) + "}" }.joined(separator: "+") + "`"
        let table = "{ " + zip(model.axes.modeNames, model.modes).map { Format.jsonString($0) + ": " + $1.identifier }.joined(separator: ", ") + " }"
        switch form {
        case .typeScript:
            out += "export function tokensFor(axes: Partial<Axes> = {}): Tokens {\n"
            out += "  const combinations: { readonly [combination: string]: Tokens } = " + table + ";\n"
            out += "  return combinations[" + template + "];\n}\n"
        case .javaScript:
            out += "export function tokensFor(axes = {}) {\n"
            out += "  const combinations = " + table + ";\n"
            out += "  return combinations[" + template + "];\n}\n"
        case .declarations:
            out += "export declare function tokensFor(axes?: Partial<Axes>): Tokens;\n"
        }
    }
}
