@testable import Emitters
import DesignModel
import Foundation
import Testing

/// The TypeScript, SCSS and Tailwind outputs, checked by the real tools: `tsc --noEmit --strict`
/// (Debian's node-typescript), tree-sitter-typescript, node, Dart Sass and tinycss2.
@Suite struct WebOutputTests {
    /// Folders of every fixture that writes `output`'s files (not the template and collision cases).
    static func folders(containing file: String) throws -> [URL] {
        try SharedBuilds.files(withExtension: "/" + file).map { $0.deletingLastPathComponent() }
    }

    /// A copy of a generated folder in a scratch folder: the fixtures' builds are shared with
    /// the golden tests, so consumers must not be written next to them.
    static func scratchCopy(of folder: URL) throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-web-\(UUID().uuidString)").appendingPathComponent(folder.lastPathComponent)
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: folder, to: copy)
        return copy
    }

    static func tool(_ name: String, _ arguments: [String], directory: URL? = nil, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Tools.Output? {
        do {
            let output = try Tools.run(name, arguments, directory: directory)
            if output.status == 127 {
                Issue.record("\(name) is not installed: run scripts/install-deps.sh --test", sourceLocation: sourceLocation)
                return nil
            }
            return output
        } catch {
            Issue.record("cannot run \(name): \(error); run scripts/install-deps.sh --test", sourceLocation: sourceLocation)
            return nil
        }
    }

    /// Dart Sass (Scripts/dart_sass.py) with every deprecation an error.
    static func dartSass(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Tools.Output? {
        tool("python3", [EmitFixtures.scripts.appendingPathComponent("dart_sass.py").path] + arguments, sourceLocation: sourceLocation)
    }

    // MARK: TypeScript

    /// A deprecated token read through the `Tokens` type (as code that takes the current mode's
    /// tokens does) is struck through by TypeScript's language service, as when read from a
    /// mode's object; members that are not deprecated are not.
    @Test(arguments: ["emit-bundled", "emit-composites"])
    func typeScriptDeprecationsReachTheTokensType(_ fixture: String) throws {
        let build = try SharedBuilds.build(fixture)
        let folder = try Self.scratchCopy(of: build.folder.appendingPathComponent("typescript"))
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let (model, _) = TypeScriptEmitter().viewModel(build.result.system)
        var members: [String] = []
        var deprecated: [String] = []
        for container in model.containers {
            for entry in container.entries {
                members.append(container.identifier + "." + entry.identifier)
                if entry.deprecation != nil { deprecated.append(container.identifier + "." + entry.identifier) }
            }
        }
        try #require(!deprecated.isEmpty, "\(fixture) has deprecated tokens")
        let script = EmitFixtures.scripts.appendingPathComponent("ts_deprecations.js").path
        let output = try Tools.run("env", ["NODE_PATH=/usr/share/nodejs", "node", script, folder.path] + members)
        #expect(output.status == 0, "\(output.stderr)")
        let reported = try JSONDecoder().decode([String].self, from: Data(output.stdout.utf8))
        #expect(reported == deprecated.sorted())
    }

    /// tokens.ts and a consumer that reads every mode through the `Tokens` type compile under
    /// `--strict`; so does a consumer of tokens.mjs, typed by tokens.d.mts (node16 resolution).
    @Test func typeScriptCompilesStrict() throws {
        let folders = try Self.folders(containing: "tokens.ts").map(Self.scratchCopy)
        try #require(folders.count >= 5)
        var consumers: [String] = []
        var moduleConsumers: [String] = []
        for folder in folders {
            let consumer = folder.appendingPathComponent("consumer.ts")
            try """
            import { modes, type Tokens, type ModeName } from "./tokens";
            const names = Object.keys(modes) as ModeName[];
            export const all: Tokens[] = names.map((name) => modes[name]);
            """.write(to: consumer, atomically: true, encoding: .utf8)
            consumers.append(consumer.path)
            let moduleConsumer = folder.appendingPathComponent("consumer.mts")
            try """
            import { modes } from "./tokens.mjs";
            type Modes = typeof modes;
            export const all: Modes[keyof Modes][] = Object.values(modes);
            """.write(to: moduleConsumer, atomically: true, encoding: .utf8)
            moduleConsumers.append(moduleConsumer.path)
        }
        let common = ["--noEmit", "--strict", "--noUnusedLocals", "--target", "es2020", "--skipLibCheck", "false"]
        if let output = Self.tool("tsc", common + ["--module", "es2020", "--moduleResolution", "node"] + consumers) {
            #expect(output.status == 0, "tsc --strict on tokens.ts:\n\(output.stdout.prefix(3000))\(output.stderr.prefix(1000))")
        }
        if let output = Self.tool("tsc", common + ["--module", "node16", "--moduleResolution", "node16"] + moduleConsumers) {
            #expect(output.status == 0, "tsc --strict on tokens.mjs + tokens.d.mts:\n\(output.stdout.prefix(3000))\(output.stderr.prefix(1000))")
        }
    }

    /// The types are the values, not just `string`: a consumer that expects a color the
    /// tokens do not have fails to compile, in both the TypeScript and the declaration files.
    @Test func typeScriptTypesAreTheLiteralValues() throws {
        let build = try SharedBuilds.build("emit-bundled")
        let folder = try Self.scratchCopy(of: build.folder.appendingPathComponent("typescript"))
        try """
        import { light } from "./tokens.js";
        import { dark } from "./tokens.mjs";
        export const coral: "#ff6b6b" = light.color.primaryCoral;
        export const wrong: "#000000" = light.color.primaryCoral;
        export const darkWrong: "#000000" = dark.color.primaryCoral;
        export const weight: 400 = light.typography.body.fontWeight;
        """.write(to: folder.appendingPathComponent("literal.mts"), atomically: true, encoding: .utf8)
        guard let output = Self.tool("tsc", ["--noEmit", "--strict", "--module", "node16", "--moduleResolution", "node16", "--target", "es2020", folder.appendingPathComponent("literal.mts").path]) else { return }
        let errors = output.stdout.split(separator: "\n").filter { $0.contains("error TS") }
        #expect(errors.count == 2, "expected exactly the two wrong colors to fail:\n\(output.stdout)")
        #expect(errors.count == 2 && errors[0].contains("\"#ff6b6b\"") && errors[1].contains("\"#ff8787\""), "\(errors)")
    }

    @Test func typeScriptParsesWithTreeSitter() throws {
        let files = try SharedBuilds.files(withExtension: ".ts") + SharedBuilds.files(withExtension: ".d.mts") + SharedBuilds.files(withExtension: ".mjs")
        guard let report = Tools.python("tree_sitter_parse.py", ["typescript"] + files.map(\.path)) as? [String: [String: Any]] else { return }
        #expect(report.count == files.count)
        for (file, result) in report {
            let errors = result["errors"] as? [Any] ?? []
            #expect(errors.isEmpty, "tree-sitter-typescript finds errors in \(file): \(errors)")
        }
    }

    /// node imports tokens.mjs: every mode has every token, and the objects have one shape.
    @Test func javaScriptModuleLoadsInNode() throws {
        for folder in try Self.folders(containing: "tokens.mjs") {
            let script = """
                import(process.argv[1]).then((m) => {
                  const shape = (o) => JSON.stringify(Object.entries(o).map(([g, v]) => [g, Object.keys(v)]));
                  const modes = Object.values(m.modes);
                  console.log(JSON.stringify({ count: modes.length, same: modes.every((o) => shape(o) === shape(modes[0])), tokens: Object.values(modes[0]).reduce((n, g) => n + Object.keys(g).length, 0) }));
                });
                """
            guard let output = Self.tool("node", ["-e", script, "file://" + folder.appendingPathComponent("tokens.mjs").path]) else { return }
            #expect(output.status == 0, "\(folder.path): \(output.stderr)")
            let result = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            #expect(result?["same"] as? Bool == true, "\(folder.path): the modes differ in shape")
            #expect((result?["tokens"] as? Int ?? 0) > 0)
        }
    }

    // MARK: SCSS

    /// A consumer using every variable and every mode map compiles with Dart Sass, every
    /// deprecation an error, and the CSS it prints parses with tinycss2 with one declaration per
    /// token and mode.
    @Test func scssCompilesWithDartSass() throws {
        for folder in try Self.folders(containing: "_tokens.scss") {
            let fixture = folder.deletingLastPathComponent().lastPathComponent
            let build = try SharedBuilds.build(SharedBuilds.written.first { (try? SharedBuilds.build($0).folder.path) == folder.deletingLastPathComponent().path } ?? fixture)
            let (model, _) = SCSSEmitter().viewModel(build.result.system)
            var consumer = "@use \"sass:meta\";\n@use \"tokens\" as *;\n.variables {\n"
            for entry in model.allEntries { consumer += "  --v-\(entry.identifier): #{meta.inspect($\(entry.identifier))};\n" }
            // Several theming axes: the maps of tokens.css's rules (`$tokens-axes`) instead of one per mode.
            let maps = model.axes.isMultiAxis ? "$tokens-axes" : "$tokens-modes"
            consumer += "}\n@each $mode, $values in \(maps) {\n  .mode-#{$mode} {\n    @each $name, $value in $values {\n"
            consumer += "      @if meta.type-of($value) == map { @each $key, $part in $value { --#{$name}-#{$key}: #{meta.inspect($part)}; } }\n"
            consumer += "      @else { --#{$name}: #{meta.inspect($value)}; }\n    }\n  }\n}\n"
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-scss-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: scratch) }
            try consumer.write(to: scratch.appendingPathComponent("consumer.scss"), atomically: true, encoding: .utf8)
            guard let output = Self.dartSass(["--load-path", folder.path, scratch.appendingPathComponent("consumer.scss").path, scratch.appendingPathComponent("out.css").path]) else { return }
            #expect(output.status == 0, "Dart Sass on \(folder.path):\n\(output.stderr)")
            guard output.status == 0, let parsed = Tools.python("css_blocks.py", [scratch.appendingPathComponent("out.css").path]) as? [String: Any] else { continue }
            let errors = parsed["errors"] as? [Any] ?? []
            #expect(errors.isEmpty, "tinycss2 on the compiled SCSS: \(errors)")
            let blocks = parsed["blocks"] as? [[String: Any]] ?? []
            let variables = blocks.first { $0["prelude"] as? String == ".variables" }?["declarations"] as? [String: String] ?? [:]
            #expect(variables.count == model.allEntries.count, "\(folder.path): \(variables.count) of \(model.allEntries.count) variables compiled")
            let mapCount = model.axes.isMultiAxis ? AxisRule.rules(model.axes, model.allEntries).count : model.modes.count
            #expect(blocks.filter { ($0["prelude"] as? String ?? "").hasPrefix(".mode-") }.count == mapCount)
        }
    }

    // MARK: Tailwind

    /// theme.css parses with tinycss2: one `@theme` block with a custom property per token
    /// (text styles with their `--text-*--…` companions), and mode blocks that only redeclare
    /// theme variables.
    @Test func tailwindThemeParses() throws {
        for folder in try Self.folders(containing: "theme.css") where folder.lastPathComponent == "tailwind" {
            guard let parsed = Tools.python("css_blocks.py", [folder.appendingPathComponent("theme.css").path]) as? [String: Any] else { return }
            let errors = parsed["errors"] as? [Any] ?? []
            #expect(errors.isEmpty, "tinycss2 on \(folder.path): \(errors)")
            let blocks = parsed["blocks"] as? [[String: Any]] ?? []
            let themes = blocks.filter { $0["prelude"] as? String == "@theme" }
            #expect(themes.count == 1, "\(folder.path): \(themes.count) @theme blocks")
            let theme = themes.first?["declarations"] as? [String: String] ?? [:]
            #expect(!theme.isEmpty && theme.keys.allSatisfy { $0.hasPrefix("--") })
            for block in blocks where block["prelude"] as? String != "@theme" {
                let names = (block["declarations"] as? [String: String] ?? [:]).keys
                #expect(names.allSatisfy { theme[$0] != nil }, "\(folder.path): \(block["prelude"] ?? "") declares a variable @theme does not")
            }
        }
    }

    /// The v3 preset loads in node as Tailwind would load it, its `theme.extend` uses v3's
    /// keys, and its plugin declares every variable the theme refers to, in every mode.
    @Test func tailwindPresetLoads() throws {
        for folder in try Self.folders(containing: "tailwind.preset.cjs") {
            let script = """
                const preset = require(process.argv[1]);
                const base = {};
                for (const plugin of preset.plugins) plugin({ addBase: (styles) => Object.assign(base, styles) });
                const declared = new Set();
                const visit = (o) => { for (const [k, v] of Object.entries(o)) { if (k.startsWith("--")) declared.add(k); else if (typeof v === "object") visit(v); } };
                visit(base);
                const used = JSON.stringify(preset.theme.extend).match(/var\\((--[^)]+)\\)/g) || [];
                const missing = used.map((u) => u.slice(4, -1)).filter((name) => !declared.has(name));
                console.log(JSON.stringify({ keys: Object.keys(preset.theme.extend), missing, blocks: Object.keys(base) }));
                """
            guard let output = Self.tool("node", ["-e", script, folder.appendingPathComponent("tailwind.preset.cjs").path]) else { return }
            #expect(output.status == 0, "\(folder.path): \(output.stderr)")
            let result = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            let known: Set<String> = ["colors", "spacing", "borderRadius", "screens", "fontFamily", "fontWeight", "fontSize", "boxShadow", "transitionTimingFunction"]
            let keys = result?["keys"] as? [String] ?? []
            #expect(!keys.isEmpty && keys.allSatisfy(known.contains), "\(folder.path): theme.extend keys \(keys)")
            let missing = result?["missing"] as? [String] ?? ["?"]
            #expect(missing.isEmpty, "\(folder.path): variables used but not declared: \(missing)")
        }
    }

    /// Tailwind v4's documented theme namespaces (tailwindcss.com/docs/theme, "Theme variable
    /// namespaces"): a variable in one of them makes utilities, so its key must not change what a
    /// built-in utility means, and must not repeat the namespace.
    static let tailwindNamespaces = [
        "color", "font", "text", "font-weight", "tracking", "leading", "breakpoint", "container", "spacing", "radius", "shadow",
        "inset-shadow", "drop-shadow", "blur", "perspective", "aspect", "ease", "animate",
    ]

    /// Every generated `@theme` against that table: `--spacing-*` takes no key Tailwind's own
    /// width and spacing utilities read (`max-w-md` stays 28rem, `p-4` stays 1rem), no variable
    /// stutters (`--font-weight-font-weight-bold`, `--font-family-…`), text sizes are `rem` as in
    /// tokens.css, and a project with a dark mode has a `dark` variant that agrees with its
    /// mode blocks.
    @Test func tailwindThemeUsesTailwindsNamespacesAsDocumented() throws {
        let folders = try Self.folders(containing: "theme.css")
        try #require(folders.count >= 5)
        for folder in folders {
            let theme = try String(contentsOf: folder.appendingPathComponent("theme.css"), encoding: .utf8)
            guard let start = theme.range(of: "@theme {\n"), let end = theme.range(of: "\n}\n", range: start.upperBound..<theme.endIndex) else {
                Issue.record("\(folder.path): no @theme block")
                continue
            }
            let declarations = theme[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("  --") }
            for declaration in declarations {
                let name = String(declaration.dropFirst(4).prefix { $0 != ":" })
                let value = declaration.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                for namespace in Self.tailwindNamespaces {
                    #expect(!name.hasPrefix(namespace + "-" + namespace + "-"), "\(folder.path): --\(name) stutters")
                }
                #expect(!name.hasPrefix("font-family-"), "\(folder.path): --\(name) stutters (`font-*` is the family namespace)")
                if name.hasPrefix("spacing-") {
                    let key = String(name.dropFirst(8))
                    #expect(!TailwindConventions.isTailwindSpacingKey(key), "\(folder.path): --\(name) takes over a built-in utility")
                }
                if name.hasPrefix("text-"), !name.contains("--") {
                    #expect(value.hasSuffix("rem;") || value.hasPrefix("var("), "\(folder.path): --\(name) is \(value), not rem")
                }
                if name.hasPrefix("text-"), name.hasSuffix("--line-height") {
                    #expect(Double(value.dropLast()) != nil, "\(folder.path): --\(name) is \(value), not a unitless ratio")
                }
            }
            let css = (try? String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("css/tokens.css"), encoding: .utf8)) ?? ""
            if css.contains("@media (prefers-color-scheme: dark)") {
                let variant = try #require(theme.range(of: "\n@custom-variant dark {\n"), "\(folder.path): no `dark` variant")
                let body = theme[variant.upperBound...].prefix(400)
                #expect(body.contains("@media (prefers-color-scheme: dark)") && body.contains("=\"dark\"]"), "\(folder.path): \(body)")
            }
        }
    }

    /// Tailwind v3 applies an opacity modifier (`bg-primary/50`) by putting the opacity where a
    /// color has `<alpha-value>`, or by parsing a literal color; a bare `var(--…)` gets none. Every
    /// color of every preset takes one of the two, and `darkMode` follows the tokens' dark mode.
    @Test func tailwindV3ColorsTakeOpacityModifiersAndDarkModeIsSet() throws {
        let folders = try Self.folders(containing: "tailwind.preset.cjs")
        try #require(folders.count >= 5)
        for folder in folders {
            let script = """
                const preset = require(process.argv[1]);
                console.log(JSON.stringify({ darkMode: preset.darkMode ?? null, colors: preset.theme.extend.colors ?? {} }));
                """
            guard let output = Self.tool("node", ["-e", script, folder.appendingPathComponent("tailwind.preset.cjs").path]) else { return }
            let result = try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any]
            let colors = result?["colors"] as? [String: String] ?? [:]
            let literal = try Regex(#"^(#[0-9a-f]{3,8}|rgba?\(.*\)|transparent|currentColor)$"#)
            for (name, value) in colors {
                #expect(value.contains("<alpha-value>") || value.wholeMatch(of: literal) != nil, "\(folder.path): \(name) = \(value) takes no opacity modifier")
            }
            let css = (try? String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("css/tokens.css"), encoding: .utf8)) ?? ""
            if css.contains("prefers-color-scheme: dark") {
                let darkMode = result?["darkMode"] as? [Any]
                #expect(darkMode?.first as? String == "variant", "\(folder.path): darkMode \(String(describing: result?["darkMode"]))")
                let selectors = darkMode?.last as? [String] ?? []
                #expect(selectors.count == 2 && selectors[0].hasPrefix("@media (prefers-color-scheme: dark)") && selectors[1].contains("=\"dark\"]"), "\(selectors)")
            }
        }
    }
}

/// The usage examples of docs/outputs.md for TypeScript and SCSS compile against the bundled
/// design system's files, so the documentation cannot drift from the output.
@Suite struct OutputDocsExampleTests {
    /// The first fenced block of `language` after "Use it:" in the section titled `section`.
    static func example(section: String, language: String) throws -> String {
        let text = try String(contentsOf: EmitFixtures.repository.appendingPathComponent("docs/outputs.md"), encoding: .utf8)
        let start = try #require(text.range(of: "\n## " + section))
        let usage = try #require(text.range(of: "Use it:", range: start.upperBound..<text.endIndex))
        let open = try #require(text.range(of: "```" + language + "\n", range: usage.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
        return String(text[open.upperBound..<close.lowerBound])
    }

    @Test func typeScriptExampleCompiles() throws {
        let example = try Self.example(section: "16. TypeScript", language: "ts")
        let folder = try WebOutputTests.scratchCopy(of: SharedBuilds.build("emit-bundled").folder.appendingPathComponent("typescript"))
        let file = folder.appendingPathComponent("docs-example.ts")
        try ("declare const element: HTMLElement;\n" + example + "\nexport {};\n").write(to: file, atomically: true, encoding: .utf8)
        guard let output = WebOutputTests.tool("tsc", ["--noEmit", "--strict", "--target", "es2020", "--module", "es2020", "--moduleResolution", "node", "--lib", "es2020,dom", file.path]) else { return }
        #expect(output.status == 0, "the docs' TypeScript example does not compile:\n\(output.stdout)")
    }

    @Test func scssExampleCompiles() throws {
        let example = try Self.example(section: "17. SCSS", language: "scss")
        let folder = try SharedBuilds.build("emit-bundled").folder.appendingPathComponent("scss")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-docs-scss-\(UUID().uuidString).scss")
        try example.write(to: scratch, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: scratch) }
        guard let output = WebOutputTests.dartSass(["--load-path", folder.path, scratch.path]) else { return }
        #expect(output.status == 0, "the docs' SCSS example does not compile:\n\(output.stderr)")
        // (Dart Sass writes the attribute selector without quotes.)
        #expect(output.stdout.contains("color: #2d3436") && output.stdout.contains("[data-theme=dark] .card"), "\(output.stdout)")
    }
}
