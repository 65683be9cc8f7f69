import DesignModel
import Diagnostics

/// `tailwind/theme.css` for Tailwind v4 (an `@theme` block with the default mode, then plain
/// CSS redeclaring what differs per mode under `@media (prefers-color-scheme: dark)` and
/// `[data-theme="<mode>"]` — Tailwind's utilities read the variables, so they follow the mode)
/// and `tailwind/tailwind.preset.cjs` for Tailwind v3 (`theme.extend`, with values that differ
/// per mode as `var(--…)` and a plugin declaring those variables per mode).
struct TailwindEmitter: ViewModelEmitter {
    var options: TailwindOptions
    var template: TemplateSource?
    var identifier: String { "tailwind" }

    init(options: TailwindOptions, template: TemplateSource?) {
        self.options = options
        self.template = template
    }

    func conventions(for system: DesignSystem) -> TailwindConventions { TailwindConventions(system: system) }

    func printFiles(_ model: ViewModel, conventions: TailwindConventions, cache: EmitCache?) -> PrintedFiles {
        let printer = TailwindPrinter(options: options, model: model, conventions: conventions)
        return PrintedFiles(files: [
            OutputFile(path: templatePath, contents: printer.theme().finished()),
            OutputFile(path: options.folderPrefix + options.presetFileName, contents: printer.preset().finished()),
        ])
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

    func declare(_ entry: ViewModel.Entry, mode: Int, indent: StaticString, into out: inout ByteText) {
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
    /// The preset's custom properties of `entries` in one mode, as JavaScript object entries (a
    /// composite's parts after it, `name--part`).
    func presetDeclarations(_ entries: [ViewModel.Entry], mode index: Int, indent: String, into out: inout ByteText) {
        for entry in entries {
            guard let literal = entry.values[index] ?? entry.defaultValue else { continue }
            out += indent
            out.jsonString(entry.identifier)
            out += ": "
            out.jsonString(literal.text)
            out += ",\n"
            for part in literal.parts {
                out += indent
                out.jsonString(entry.identifier + "--" + part.suffix)
                out += ": "
                out.jsonString(part.text)
                out += ",\n"
            }
        }
    }

    /// The preset's `darkMode`: `dark:` utilities apply where the tokens show the dark mode — under
    /// the attribute that forces it, and under `prefers-color-scheme: dark` while no attribute is
    /// set on the root, as the mode blocks do. Nil without a dark mode.
    func darkModeVariant() -> String? {
        let attribute: String
        let value: String
        if model.axes.isMultiAxis {
            guard let axis = model.axes.axes.first(where: { $0.values.dropFirst().contains("dark") }) else { return nil }
            (attribute, value) = (CSSPrinter.attribute(axis), "dark")
        } else {
            guard model.darkModeIndex != model.lightModeIndex else { return nil }
            (attribute, value) = (options.themeAttribute, model.modes[model.darkModeIndex].name)
        }
        let forced = "[\(attribute)=\"\(value)\"]"
        var variant = ByteText()
        variant += "[\"variant\", ["
        variant.jsonString("@media (prefers-color-scheme: dark) { :root:not([\(attribute)]) & }")
        variant += ", "
        variant.jsonString("&:where(\(forced), \(forced) *)")
        variant += "]]"
        return String(decoding: variant.finished(), as: UTF8.self)
    }

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
        out += "/* Tailwind v4: `@import \"tailwindcss\";` then `@import \"./\(Format.cssComment(options.fileName))\";`. "
        if model.axes.isMultiAxis {
            out += Format.cssComment(axesHeader()) + " */\n\n"
        } else {
            out += "Modes: " + model.modes.map { $0.name + ($0.isDefault ? " (default)" : "") }.joined(separator: ", ")
            out += ". Set \(options.themeAttribute)=\"<mode>\" on an element to force a mode for it and its children. */\n\n"
        }
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
        if model.axes.isMultiAxis {
            printAxes(entries, into: &out)
            return out
        }
        // A variant per mode other than the default (`dark:bg-…`), applying where the mode
        // blocks below apply, so that `dark:` agrees with the tokens.
        for index in model.modes.indices.dropFirst() {
            out += "\n@custom-variant \(Identifiers.cssKebab(NameCasing.split(model.modes[index].name))) {\n"
            for selector in modeSelectors(index) {
                if selector.hasPrefix("@media") {
                    out += "  \(selector) {\n    &:where(:root:not([\(options.themeAttribute)]), :root:not([\(options.themeAttribute)]) *) {\n      @slot;\n    }\n  }\n"
                } else {
                    out += "  &:where(\(selector), \(selector) *) {\n    @slot;\n  }\n"
                }
            }
            out += "}\n"
        }
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

    // Whole: a printer that mirrors the preset file it writes, top to bottom.
    func preset() -> ByteText {
        var out = ByteText()
        let entries = self.entries
        out.reserveCapacity(2048 + entries.count * 80)
        out += "// \(Emitters.headerLine)\n"
        out += "// Tailwind v3 preset: `presets: [require(\"./\(options.presetFileName)\")]` in tailwind.config.js.\n"
        if model.axes.isMultiAxis {
            out += "// Values that differ between theming axes are `var(--…)`s, declared by the plugin below with tokens.css's\n"
            out += "// selectors (" + model.axes.axes.map { CSSPrinter.attribute($0) }.joined(separator: ", ") + " on the root element, else prefers-color-scheme / prefers-contrast).\n\n"
        } else {
            out += "// Values that differ between modes are `var(--…)`s, declared per mode by the plugin below.\n\n"
        }
        out += "/** @type {import('tailwindcss').Config} */\n"
        out += "module.exports = {\n"
        if let darkMode = darkModeVariant() { out += "  darkMode: " + darkMode + ",\n" }
        out += "  theme: {\n    extend: {\n"
        // Per v3 section (in first-use order): its entries, the name in it, and whether it varies.
        var sections: [String: Int] = [:]
        var grouped: [(v3Key: String, items: [(key: String, entry: ViewModel.Entry, varies: Bool)])] = []
        var varying: [ViewModel.Entry] = []
        for entry in entries {
            // A token absent from the default mode (it exists in some combinations only) is a
            // variable the plugin declares where it exists.
            guard let (v3Key, key) = conventions.v3Name(of: entry), entry.firstResolved != nil else { continue }
            let varies = Self.varies(entry)
            if varies { varying.append(entry) }
            if let index = sections[v3Key] {
                grouped[index].items.append((key, entry, varies))
            } else {
                sections[v3Key] = grouped.count
                grouped.append((v3Key, [(key, entry, varies)]))
            }
        }
        for section in grouped {
            out += "      "
            out += section.v3Key
            out += ": {\n"
            for (key, entry, varies) in section.items {
                guard let literal = entry.defaultValue ?? entry.firstResolved else { continue }
                out += "        "
                out.jsonString(key)
                out += ": "
                switch entry.type {
                case .typography:
                    out += "["
                    if varies { out.jsonString("var(\(entry.identifier))") } else { out.jsonString(literal.text) }
                    out += ", { "
                    for (index, part) in literal.parts.enumerated() {
                        if index > 0 { out += ", " }
                        out += part.suffix == "line-height" ? "lineHeight" : part.suffix == "letter-spacing" ? "letterSpacing" : "fontWeight"
                        out += ": "
                        if varies { out.jsonString("var(\(entry.identifier)--\(part.suffix))") } else { out.jsonString(part.text) }
                    }
                    out += " }]"
                case .fontFamily:
                    if !varies, case .fontFamily(let families)? = entry.token.values.first??.value {
                        out += "["
                        for (index, family) in families.enumerated() {
                            if index > 0 { out += ", " }
                            out.jsonString(family)
                        }
                        out += "]"
                    } else {
                        out.jsonString("var(\(entry.identifier))")
                    }
                case .color where varies:
                    // Tailwind substitutes the opacity of `bg-primary/50` (and its
                    // `--tw-bg-opacity`) for `<alpha-value>`: mixed with transparent, the mode's
                    // color keeps its own alpha and takes the modifier's on top.
                    out.jsonString("color-mix(in srgb, var(\(entry.identifier)) calc(<alpha-value> * 100%), transparent)")
                default:
                    if varies { out.jsonString("var(\(entry.identifier))") } else { out.jsonString(literal.text) }
                }
                out += ",\n"
            }
            out += "      },\n"
        }
        out += "    },\n  },\n"
        if model.axes.isMultiAxis {
            printPresetAxes(varying, into: &out)
            return out
        }
        out += "  plugins: [\n    function kilnModes({ addBase }) {\n      addBase({\n"
        if model.modes.count > 1, !varying.isEmpty {
            func block(_ index: Int, indent: String) {
                presetDeclarations(varying, mode: index, indent: indent, into: &out)
            }
            out += "        \":root\": {\n"
            block(0, indent: "          ")
            out += "        },\n"
            for index in model.modes.indices {
                for selector in modeSelectors(index) {
                    out += "        "
                    out.jsonString(selector)
                    out += ": {\n"
                    if selector.hasPrefix("@media") {
                        out += "          "
                        out.jsonString(":root:not([\(options.themeAttribute)])")
                        out += ": {\n"
                        block(index, indent: "            ")
                        out += "          },\n"
                    } else {
                        block(index, indent: "          ")
                    }
                    out += "        },\n"
                }
            }
        }
        out += "      });\n    },\n  ],\n};\n"
        return out
    }
}
