@testable import Emitters
import DesignModel
import Foundation
import Testing
import XMLAdapter
import BuildPipeline
import XMLReading

/// Theming axes in the Android output (issue 14, item 1): the Kotlin parses (tree-sitter-kotlin)
/// and, read back by a small reader of its declarations and `when` expressions, gives in every
/// combination of the axes the model's value of every token; the XML resources parse (libxml2)
/// and, read as Android would — `values-night/` over `values/` in the dark scheme, the
/// `<name>__<value>` resource an app picks for a custom axis — give every color and length of
/// every combination. On the axes fixtures, the wide-gamut one, and a fresh project with other
/// axis names, a dark-first three-valued scheme and a value name two axes share.
///
/// The fixtures' builds are the shared ones (SharedBuilds) the axis matrix reads too.
@Suite struct AndroidAxesTests {
    static let cases = AxesOutputTests.cases

    @Test(arguments: cases)
    func kotlinAndResourcesReadBackEveryCombination(_ name: String) throws {
        try Self.check(SharedBuilds.build("axes-\(name)"), minimumKotlin: name == "spectrum" ? 4000 : 24)
    }

    @Test func wideGamutColorsReadBackUnderAxes() throws {
        let build = try SharedBuilds.build("emit-wide-gamut-axes")
        let kotlin = try String(contentsOf: build.folder.appendingPathComponent("android/DesignTokens.kt"), encoding: .utf8)
        #expect(kotlin.contains("ColorSpaces.DisplayP3)") && kotlin.contains("import androidx.compose.ui.graphics.colorspace.ColorSpaces"))
        let p3 = try Self.check(build, minimumKotlin: 16)
        #expect(p3 >= 4, "only \(p3) Display P3 values read back")
    }

    /// Other names, a scheme whose default is dark and which has a third value (`dim`, no
    /// qualifier), three axes, a color and a length that change with the scheme and another
    /// axis, a group named like a color holder.
    @Test func aFreshProjectReadsBackEveryCombination() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-android-axes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: root.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try "modes:\n  look: [dark, light, dim]\n  size: [regular, large]\n  spacing: [snug, cozy, airy]\n".write(
            to: root.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try """
            ink:
              $type: color
              $value: "#F0F0F0"
              $extensions: { mode: { light: "#101010", dim: "#C0C0C0" } }
            brand:
              $type: color
              $value: { colorSpace: display-p3, components: [1, 0.2, 0.1] }
              $extensions: { mode: { light: "#CC3311", large: "#AA2200" } }
            chip:
              bg:
                $type: color
                $value: "#303030"
                $extensions: { mode: { large: "#404040", light+large+snug: "#E0E0E0", light+large+cozy: "#E0E0E0", light+large+airy: "#E0E0E0", dim+regular+airy: "#505050", dim+large+airy: "#505050" } }
            gap:
              $type: dimension
              $value: 4px
              $extensions: { mode: { airy: 12px, light: 5px, light+regular+airy: 14px, light+large+airy: 14px } }
            pad:
              $type: dimension
              $value: 8px
              $extensions: { mode: { large: 10px } }
            dark-large-colors:
              edge:
                $type: dimension
                $value: 1px
            weight:
              $type: fontWeight
              $value: 400
              $extensions: { mode: { light: 500 } }
            size:
              tap:
                $type: dimension
                $value: 44px
                $extensions: { mode: { large: 48px } }
            """.write(to: root.appendingPathComponent("tokens/all.yaml"), atomically: true, encoding: .utf8)
        var project = Project.open(at: root)
        project.config.specs = []
        let build = EmitFixtures.build(project, label: "android-axes-fresh", outputs: ["android"])
        defer { try? FileManager.default.removeItem(at: build.folder) }
        #expect(build.result.system.modes.count == 18)
        #expect(build.result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(build.result.diagnostics.map(\.message))")
        try Self.check(build, minimumKotlin: 18 * 8)
        // A group named like a holder (of a combination of some of the axes) does not take its name.
        let kotlin = try String(contentsOf: build.folder.appendingPathComponent("android/DesignTokens.kt"), encoding: .utf8)
        #expect(kotlin.contains("    public object DarkLargeColorsTokens : DesignTokensDarkLargeColorsTokens() {"))
        // A group named like an axis (`size`): the axis keeps `DesignTokensSize` and `DesignTokens.size`.
        #expect(kotlin.contains("public enum class DesignTokensSize { Regular, Large }"))
        #expect(kotlin.contains("    public val size: DesignTokensSize\n"))
        #expect(kotlin.contains("public open class DesignTokensSizeTokens {") && kotlin.contains("    public val sizeTokens: DesignTokensSizeTokens\n"))
        let res = build.folder.appendingPathComponent("android/res")
        // The scheme's length has a night file; a dim value is named like a custom axis's.
        #expect(FileManager.default.fileExists(atPath: res.appendingPathComponent("values-night/dimens.xml").path))
        let colors = try String(contentsOf: res.appendingPathComponent("values/colors.xml"), encoding: .utf8)
        #expect(colors.contains("\"chip_bg__large\"") && colors.contains("\"chip_bg__dim_airy\""), "\(colors)")
    }

    /// tree-sitter-kotlin, libxml2, and both read-backs; returns how many Display P3 values were compared.
    @discardableResult
    static func check(_ build: EmitFixtures.Build, minimumKotlin: Int) throws -> Int {
        let system = build.result.system
        #expect(system.axes.isMultiAxis)
        let kotlinFile = build.folder.appendingPathComponent("android/DesignTokens.kt")
        if let report = Tools.python("tree_sitter_parse.py", ["kotlin", kotlinFile.path]) as? [String: [String: Any]] {
            let errors = report[kotlinFile.path]?["errors"] as? [Any] ?? ["no report"]
            #expect(errors.isEmpty, "tree-sitter-kotlin: \(errors.prefix(5))")
        }
        let kotlin = try KotlinReader(String(contentsOf: kotlinFile, encoding: .utf8))
        let (model, _) = AndroidEmitter().viewModel(system)
        // Every group has the `…For(axes)` function `KilnTheme` provides it through.
        #expect(Set(kotlin.groupFunctions.keys) == Set(model.containers.filter { $0.kind != "colors" }.map(\.identifier)))
        let conventions = AndroidConventions(options: AndroidOptions(), modes: system.modes)
        var compared = 0
        var p3 = 0
        for mode in system.modes.indices {
            let combination = system.axes.combination(of: mode)
            // Each enum (in axis order) is an axis: its case in this combination.
            var cases: [String: String] = [:]
            for (axis, type) in kotlin.enumOrder.enumerated() { cases[type] = kotlin.enums[type]?[combination[axis]] }
            for container in model.containers {
                for entry in container.entries {
                    guard let resolved = entry.token.values[mode] else { continue }
                    let literal: String?
                    if container.kind == "colors" {
                        let holder = kotlin.evaluate(kotlin.functions["colorsFor"], cases: cases)
                        literal = holder.flatMap { kotlin.holders[$0]?[entry.identifier] }
                    } else if let function = kotlin.functions[container.identifier + "." + entry.identifier] {
                        literal = kotlin.evaluate(function, cases: cases)
                    } else {
                        literal = kotlin.values[container.identifier + "." + entry.identifier]
                    }
                    guard let literal else {
                        Issue.record("\(entry.path) has no Kotlin value in \(system.modes[mode])")
                        continue
                    }
                    // What `KilnTheme` provides in this combination: the group's object that `…For(axes)` picks.
                    if container.kind != "colors" {
                        let object = kotlin.evaluate(kotlin.groupFunctions[container.identifier], cases: cases)
                        let provided = object.flatMap { kotlin.groupValue($0, entry.identifier) }
                        #expect(provided == literal, "\(entry.path) in \(system.modes[mode]): KilnTheme provides \(object ?? "no object").\(entry.identifier) = \(provided ?? "nothing"), not \(literal)")
                    }
                    compared += 1
                    let ok: Bool
                    if case .color(let rgba) = resolved.value {
                        if let match = literal.wholeMatch(of: /Color\(0x([0-9A-F]{8})\)/), let argb = UInt32(match.output.1, radix: 16) {
                            ok = resolved.authoredColor?.prefersDisplayP3 != true && argb == UInt32(rgba.alpha8) << 24 | UInt32(rgba.red8) << 16 | UInt32(rgba.green8) << 8 | UInt32(rgba.blue8)
                        } else if let match = literal.wholeMatch(of: /Color\(([-0-9.]+)f, ([-0-9.]+)f, ([-0-9.]+)f, ([-0-9.]+)f, ColorSpaces\.DisplayP3\)/), let authored = resolved.authoredColor {
                            let read = [match.output.1, match.output.2, match.output.3].compactMap { Double($0) }
                            let want = [authored.displayP3.x, authored.displayP3.y, authored.displayP3.z]
                            ok = read.count == 3 && zip(read, want).allSatisfy { abs($0 - $1) < 1e-6 } && abs((Double(match.output.4) ?? -1) - authored.alpha) < 1e-6
                            p3 += 1
                        } else {
                            ok = false
                        }
                    } else if case .dimension(let dimension) = resolved.value, let points = dimension.points {
                        let number = literal.wholeMatch(of: /\(?(-?[0-9.]+)\)?\.dp/).flatMap { Double($0.output.1) }
                        ok = number.map { abs($0 - points) < 1e-9 } ?? false
                    } else {
                        ok = literal == conventions.literal(resolved.value)
                    }
                    #expect(ok, "\(entry.path) in \(system.modes[mode]): Kotlin gives \(literal)")
                }
            }
        }
        #expect(compared >= minimumKotlin, "compared \(compared)")
        try checkResources(build)
        return p3
    }

    /// The resources as a device reads them, in every combination.
    static func checkResources(_ build: EmitFixtures.Build) throws {
        let system = build.result.system
        let (values, compared) = try resourceValues(build.folder.appendingPathComponent("android/res"), system: system)
        for mode in system.modes.indices {
            for token in system.tokens {
                guard let resolved = token.values[mode] else { continue }
                let expected: String
                switch resolved.value {
                case .color(let rgba): expected = AndroidResources.color(rgba)
                case .dimension(let dimension):
                    guard let points = dimension.points else { continue }
                    expected = Format.number(points) + "dp"
                default: continue
                }
                let value = values[mode]?[token.path.string]
                #expect(value == expected, "\(token.path) in \(system.modes[mode]): the resources give \(value ?? "nothing"), not \(expected)")
            }
        }
        #expect(compared >= system.modes.count)
    }

    /// Per combination, per color and length token: the text of the resource a device reads
    /// (`values-night/` over `values/` in the dark scheme, the most specific `<name>__<value>`
    /// that exists), and how many were found.
    static func resourceValues(_ res: URL, system: DesignSystem) throws -> (values: [Int: [String: String]], found: Int) {
        let axes = system.axes
        let scheme = AndroidSchemeAxis(axes)
        func read(_ path: String) throws -> [String: String] {
            let url = res.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
            let document = XMLReader.read(Array(try Data(contentsOf: url)), file: url.path)
            #expect(document.problems.isEmpty, "\(path): \(document.problems)")
            var values: [String: String] = [:]
            for element in document.root?.children ?? [] {
                let name = element.attribute("name") ?? ""
                #expect((try? AndroidOutputTests.resourceName.wholeMatch(in: name)) != nil, "\(path): \(name)")
                #expect(values.updateValue(element.text ?? "", forKey: name) == nil, "\(path): \(name) twice")
            }
            return values
        }
        let day = try read("values/colors.xml").merging(read("values/dimens.xml")) { a, _ in a }
        let night = try read("values-night/colors.xml").merging(read("values-night/dimens.xml")) { a, _ in a }
        #expect(scheme != nil || night.isEmpty)
        // A value name two axes share is qualified by its axis.
        var counts: [String: Int] = [:]
        for axis in axes.axes { for value in Set(axis.values) { counts[value, default: 0] += 1 } }
        var compared = 0
        var found: [Int: [String: String]] = [:]
        for mode in system.modes.indices {
            let combination = axes.combination(of: mode)
            var parts: [String] = []
            for (index, axis) in axes.axes.enumerated() {
                let value = combination[index]
                if let scheme, scheme.axis == index {
                    if value == scheme.light || value == scheme.dark { continue }
                } else if value == 0 {
                    continue
                }
                let name = axis.values[value]
                parts.append(Identifiers.androidResource((counts[name] ?? 0) > 1 ? NameCasing.split(axis.name) + NameCasing.split(name) : NameCasing.split(name)))
            }
            let dark = scheme.map { combination[$0.axis] == $0.dark } ?? false
            for token in system.tokens where token.type == .color || token.type == .dimension {
                let base = AndroidResources.name(token)
                // The most specific resource that exists: the parts of this combination, fewest dropped.
                var best: String?
                for subset in (0..<(1 << parts.count)).sorted(by: { $0.nonzeroBitCount > $1.nonzeroBitCount }) {
                    let chosen = parts.indices.filter { subset & (1 << $0) != 0 }.map { parts[$0] }
                    let name = chosen.isEmpty ? base : base + "__" + chosen.joined(separator: "_")
                    if day[name] != nil {
                        best = name
                        break
                    }
                }
                guard let name = best else { continue }
                found[mode, default: [:]][token.path.string] = dark ? (night[name] ?? day[name]) : day[name]
                compared += 1
            }
        }
        return (found, compared)
    }
}

/// Reads what the Android axes output declares: enums, color holders, the group holder classes'
/// `val`s, the groups' objects per combination with their overrides, and functions whose body
/// is a (nested) `when` over enum parameters (`colorsFor`, `spaceFor`, `Space.gap`).
struct KotlinReader {
    indirect enum Expression {
        case leaf(String)
        case when(argument: String, branches: [String: Expression])
    }

    struct Function {
        var parameters: [String: String]  // name → enum type
        var body: Expression
    }

    var enums: [String: [String]] = [:]
    var enumOrder: [String] = []
    var holders: [String: [String: String]] = [:]
    /// `Group.member` → the group class's default.
    var values: [String: String] = [:]
    var functions: [String: Function] = [:]
    /// The open classes' defaults and the groups' objects (`Space`, `Space.Compact`) with their
    /// class and overrides: what `KilnTheme` provides through `spaceFor(…)`.
    var classDefaults: [String: [String: String]] = [:]
    var groupObjects: [String: (type: String, overrides: [String: String])] = [:]
    /// Group object → the `…For` function that picks among its combinations.
    var groupFunctions: [String: Function] = [:]

    /// The value of `member` in the group object `path` (`Space.Compact`): its override, else its class's default.
    func groupValue(_ path: String, _ member: String) -> String? {
        guard let object = groupObjects[path] else { return nil }
        return object.overrides[member] ?? classDefaults[object.type]?[member]
    }

    init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        var holder: String?
        var group: String?
        var openClass: String?
        var nested: String?
        func expression(_ first: String) -> Expression {
            guard let match = first.wholeMatch(of: /when \(([A-Za-z_`][A-Za-z0-9_`]*)\) \{/) else { return .leaf(first) }
            var branches: [String: Expression] = [:]
            while index + 1 < lines.count {
                index += 1
                let line = lines[index].trimmingCharacters(in: .whitespaces)
                if line == "}" { break }
                guard let branch = line.wholeMatch(of: /[A-Za-z0-9_]+\.([A-Za-z0-9_`]+) -> (.*)/) else {
                    Issue.record("not a when branch: \(line)")
                    continue
                }
                branches[String(branch.output.1)] = expression(String(branch.output.2))
            }
            return .when(argument: String(match.output.1), branches: branches)
        }
        func function(_ parameterList: String, _ body: String) -> Function {
            var parameters: [String: String] = [:]
            for parameter in parameterList.split(separator: ",") where !parameter.isEmpty {
                let pieces = parameter.split(separator: ":").map { $0.trimmingCharacters(in: .whitespaces) }
                guard pieces.count == 2 else { continue }
                parameters[pieces[0]] = String(pieces[1].split(separator: " ")[0])
            }
            return Function(parameters: parameters, body: expression(body))
        }
        var forFunctions: [Function] = []
        // Cheap prefix tests first: the patterns run only on the lines that can match them.
        while index < lines.count {
            defer { index += 1 }
            let line = lines[index]
            if line.hasPrefix("public enum class "), let match = line.wholeMatch(of: /public enum class (\w+) \{ (.*) \}/) {
                enums[String(match.output.1)] = match.output.2.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
                enumOrder.append(String(match.output.1))
            } else if line.hasPrefix("public open class "), let match = line.wholeMatch(of: /public open class (\w+) \{/) {
                openClass = String(match.output.1)
                classDefaults[String(match.output.1)] = [:]
            } else if line == "}" {
                openClass = nil
            } else if let openClass, line.hasPrefix("    public open "),
                let match = line.wholeMatch(of: /\    public open (?:val (\S+): |fun <T> (\S+)\(\): )[^=]+ = (.*)/) {
                classDefaults[openClass, default: [:]][String((match.output.1 ?? match.output.2)!)] = String(match.output.3)
            } else if line.hasPrefix("    public object "), let match = line.wholeMatch(of: /\    public object (\w+) : (\w+)\(\) \{/) {
                // A color holder, or a group's object (its class is a group's holder class).
                if classDefaults[String(match.output.2)] != nil {
                    group = String(match.output.1)
                    groupObjects[String(match.output.1)] = (String(match.output.2), [:])
                } else {
                    holder = String(match.output.1)
                }
            } else if line.hasPrefix("    public object "), let match = line.wholeMatch(of: /\    public object (\w+) \{/) {
                group = String(match.output.1)
            } else if line == "    }" {
                holder = nil
                group = nil
            } else if let group, line.hasPrefix("        public object "), let match = line.wholeMatch(of: /\        public object (\w+) : (\w+)\(\) \{/) {
                nested = group + "." + match.output.1
                groupObjects[nested!] = (String(match.output.2), [:])
            } else if nested != nil, line == "        }" {
                nested = nil
            } else if let nested, line.hasPrefix("            override "),
                let match = line.wholeMatch(of: /\            override (?:val (\S+): |fun <T> (\S+)\(\): )[^=]+ = (.*)/) {
                groupObjects[nested]?.overrides[String((match.output.1 ?? match.output.2)!)] = String(match.output.3)
            } else if let holder, line.hasPrefix("        override val "), let match = line.wholeMatch(of: /\        override val (\S+): Color = (.*)/) {
                holders[holder, default: [:]][String(match.output.1)] = String(match.output.2)
            } else if let group, line.hasPrefix("        public "),
                let match = line.wholeMatch(of: /\        public (?:val (\S+): |fun <T> (\S+)\(\): )[^=]+ = (.*)/) {
                values[group + "." + String((match.output.1 ?? match.output.2)!)] = String(match.output.3)
            } else if let group, line.hasPrefix("        public fun "), let match = line.wholeMatch(of: /\        public fun (?:<T> )?(\S+)\((.+)\): [^=]+ = (.*)/) {
                functions[group + "." + match.output.1] = function(String(match.output.2), String(match.output.3))
            } else if line.hasPrefix("    public fun colorsFor("), let match = line.wholeMatch(of: /\    public fun colorsFor\((.*)\): \w+ = (.*)/) {
                functions["colorsFor"] = function(String(match.output.1), String(match.output.2))
            } else if line.hasPrefix("    public fun "), let match = line.wholeMatch(of: /\    public fun \w+For\((.*)\): \w+ = (.*)/) {
                forFunctions.append(function(String(match.output.1), String(match.output.2)))
            }
        }
        // Each group object's values, and which `…For` function picks among its objects (its leaves name them).
        for (path, object) in groupObjects where !path.contains(".") {
            for (name, value) in classDefaults[object.type] ?? [:] where values[path + "." + name] == nil { values[path + "." + name] = value }
        }
        for function in forFunctions {
            guard case let first? = Self.leaves(function.body).first else { continue }
            groupFunctions[String(first.split(separator: ".")[0])] = function
        }
    }

    static func leaves(_ expression: Expression) -> [String] {
        switch expression {
        case .leaf(let text): [text]
        case .when(_, let branches): branches.values.flatMap(leaves)
        }
    }

    /// The leaf `function` gives when each enum type has the given case.
    func evaluate(_ function: Function?, cases: [String: String]) -> String? {
        guard let function else { return nil }
        var expression = function.body
        while case .when(let argument, let branches) = expression {
            guard let type = function.parameters[argument], let chosen = cases[type], let next = branches[chosen] else { return nil }
            expression = next
        }
        if case .leaf(let text) = expression { return text }
        return nil
    }
}
