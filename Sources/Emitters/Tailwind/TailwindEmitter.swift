import DesignModel
import Diagnostics

/// `tailwind/theme.css` for Tailwind v4 (an `@theme` block with the default mode, then plain
/// CSS redeclaring what differs per mode under `@media (prefers-color-scheme: dark)` and
/// `[data-theme="<mode>"]` — Tailwind's utilities read the variables, so they follow the mode)
/// and `tailwind/tailwind.preset.cjs` for Tailwind v3 (`theme.extend`, with values that differ
/// per mode as `var(--…)` and a plugin declaring those variables per mode).
public struct TailwindEmitter: Emitter {
    public var options: TailwindOptions
    public var template: TemplateSource?
    public var identifier: String { "tailwind" }

    public init(options: TailwindOptions = TailwindOptions(), template: TemplateSource? = nil) {
        self.options = options
        self.template = template
    }

    func conventions(_ system: DesignSystem) -> TailwindConventions { TailwindConventions(system: system) }

    public func viewModel(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) {
        ViewModelBuilder(platform: "tailwind", conventions: conventions(system)).build(system)
    }

    public func emit(_ system: DesignSystem) -> EmitResult {
        let conventions = conventions(system)
        var (model, diagnostics) = ViewModelBuilder(platform: "tailwind", conventions: conventions).build(system)
        let folder = options.folder.isEmpty ? "" : options.folder + "/"
        if let template {
            switch TemplateRenderer.render(template, model: model, system: system) {
            case .success(let text): return EmitResult(files: [OutputFile(path: folder + options.fileName, text: text)], diagnostics: diagnostics)
            case .failure(let problem): diagnostics.append(problem)
            }
            return EmitResult(files: [], diagnostics: diagnostics)
        }
        let printer = TailwindPrinter(options: options, model: model, conventions: conventions)
        let files = [
            OutputFile(path: folder + options.fileName, contents: printer.theme().finished()),
            OutputFile(path: folder + options.presetFileName, contents: printer.preset().finished()),
        ]
        return EmitResult(files: files, diagnostics: diagnostics, viewModel: model)
    }
}

/// Prints the Tailwind view model: the v4 theme stylesheet and the v3 preset.
struct TailwindPrinter {
    var options: TailwindOptions
    var model: ViewModel
    var conventions: TailwindConventions

    private var entries: [ViewModel.Entry] { model.allEntries }

    /// True when the entry's value differs between modes: it is redeclared per mode.
    static func varies(_ entry: ViewModel.Entry) -> Bool {
        entry.values.contains { ($0 ?? nil) != entry.defaultValue }
    }

    private func declare(_ entry: ViewModel.Entry, mode: Int, indent: StaticString, into out: inout ByteText) {
        guard let literal = entry.values[mode] ?? entry.defaultValue else { return }
        out += indent
        out += entry.identifier
        out += ": "
        out += literal.text
        out += ";\n"
        for part in literal.parts {
            out += indent
            out += entry.identifier
            out += "--"
            out += part.suffix
            out += ": "
            out += part.text
            out += ";\n"
        }
    }

    /// The mode blocks: plain CSS after the theme, for both files' consumers.
    private func modeSelectors(_ index: Int) -> [String] {
        let mode = model.modes[index]
        var selectors = ["[\(options.themeAttribute)=\"\(mode.name)\"]"]
        if index == model.darkModeIndex, index != model.lightModeIndex { selectors.insert("@media (prefers-color-scheme: dark)", at: 0) }
        return selectors
    }

    func theme() -> ByteText {
        var out = ByteText()
        let entries = self.entries
        out.reserveCapacity(2048 + entries.count * 70)
        out += "/* \(Format.cssComment(Emitters.headerLine)) */\n"
        out += "/* Tailwind v4: `@import \"tailwindcss\";` then `@import \"./\(Format.cssComment(options.fileName))\";`. Modes: "
        out += model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ")
        out += ". Set \(options.themeAttribute)=\"<mode>\" on an element to force a mode for it and its children. */\n\n"
        out += "@theme {\n"
        for entry in entries {
            for line in entry.doc {
                out += "  /* "
                out += Format.cssComment(line)
                out += " */\n"
            }
            declare(entry, mode: 0, indent: "  ", into: &out)
        }
        out += "}\n"
        let varying = entries.filter(Self.varies)
        guard model.modes.count > 1, !varying.isEmpty else { return out }
        for index in model.modes.indices {
            for selector in modeSelectors(index) {
                if selector.hasPrefix("@media") {
                    out += "\n\(selector) {\n  :root:not([\(options.themeAttribute)]) {\n"
                    for entry in varying { declare(entry, mode: index, indent: "    ", into: &out) }
                    out += "  }\n}\n"
                } else {
                    out += "\n\(selector) {\n"
                    for entry in varying { declare(entry, mode: index, indent: "  ", into: &out) }
                    out += "}\n"
                }
            }
        }
        return out
    }

    func preset() -> ByteText {
        var out = ByteText()
        let entries = self.entries
        out.reserveCapacity(2048 + entries.count * 80)
        out += "// \(Emitters.headerLine)\n"
        out += "// Tailwind v3 preset: `presets: [require(\"./\(options.presetFileName)\")]` in tailwind.config.js.\n"
        out += "// Values that differ between modes are `var(--…)`s, declared per mode by the plugin below.\n\n"
        out += "/** @type {import('tailwindcss').Config} */\n"
        out += "module.exports = {\n  theme: {\n    extend: {\n"
        var sections: [String: [(key: String, value: String)]] = [:]
        var order: [String] = []
        for entry in entries {
            guard let (v3Key, key) = conventions.v3Name(of: entry), let literal = entry.defaultValue else { continue }
            let varies = Self.varies(entry)
            let value: String
            switch entry.type {
            case .typography:
                var options: [String] = []
                for part in literal.parts {
                    let name = part.suffix == "line-height" ? "lineHeight" : part.suffix == "letter-spacing" ? "letterSpacing" : "fontWeight"
                    let text = varies ? "var(\(entry.identifier)--\(part.suffix))" : part.text
                    options.append("\(name): \(Format.jsonString(text))")
                }
                let size = varies ? "var(\(entry.identifier))" : literal.text
                value = "[\(Format.jsonString(size)), { \(options.joined(separator: ", ")) }]"
            case .fontFamily:
                guard case .fontFamily(let families)? = entry.token.values.first??.value else { continue }
                value = varies ? Format.jsonString("var(\(entry.identifier))") : "[" + families.map(Format.jsonString).joined(separator: ", ") + "]"
            default:
                value = Format.jsonString(varies ? "var(\(entry.identifier))" : literal.text)
            }
            if sections[v3Key] == nil { order.append(v3Key) }
            sections[v3Key, default: []].append((key, value))
        }
        for key in order {
            out += "      \(key): {\n"
            for item in sections[key] ?? [] {
                out += "        "
                out += Format.jsonString(item.key)
                out += ": "
                out += item.value
                out += ",\n"
            }
            out += "      },\n"
        }
        out += "    },\n  },\n"
        let varying = entries.filter { Self.varies($0) && conventions.v3Name(of: $0) != nil }
        out += "  plugins: [\n    function kilnModes({ addBase }) {\n      addBase({\n"
        if model.modes.count > 1, !varying.isEmpty {
            func block(_ index: Int, indent: String) {
                for entry in varying {
                    guard let literal = entry.values[index] ?? entry.defaultValue else { continue }
                    out += indent
                    out += Format.jsonString(entry.identifier)
                    out += ": "
                    out += Format.jsonString(literal.text)
                    out += ",\n"
                    for part in literal.parts {
                        out += indent
                        out += Format.jsonString(entry.identifier + "--" + part.suffix)
                        out += ": "
                        out += Format.jsonString(part.text)
                        out += ",\n"
                    }
                }
            }
            out += "        \":root\": {\n"
            block(0, indent: "          ")
            out += "        },\n"
            for index in model.modes.indices {
                for selector in modeSelectors(index) {
                    if selector.hasPrefix("@media") {
                        out += "        \(Format.jsonString(selector)): {\n"
                        out += "          \(Format.jsonString(":root:not([\(options.themeAttribute)])")): {\n"
                        block(index, indent: "            ")
                        out += "          },\n        },\n"
                    } else {
                        out += "        \(Format.jsonString(selector)): {\n"
                        block(index, indent: "          ")
                        out += "        },\n"
                    }
                }
            }
        }
        out += "      });\n    },\n  ],\n};\n"
        return out
    }
}
