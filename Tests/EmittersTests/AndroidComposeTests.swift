import DesignModel
import Foundation
import Testing
@testable import Emitters

/// The Compose output as an Android project compiles and reads it: `kotlinc` type-checks every
/// fixture's DesignTokens.kt and DesignTokensMaterial3.kt against stand-ins with Compose's real
/// signatures (Scripts/ComposeStubs), together with a consumer that animates with every spring
/// and tween through `animateDpAsState`, `animateColorAsState` and `animateFloatAsState`, reads
/// every group through `KilnTheme`'s CompositionLocals and fills `MaterialTheme` through the
/// bridge; and every token of every group reads back, in every mode, as the model's value.
@Suite struct AndroidComposeTests {
    static let stubs = EmitFixtures.scripts.appendingPathComponent("ComposeStubs")

    /// The fixtures that write the Compose file, with their Android settings.
    static func fixtures() throws -> [(name: String, build: EmitFixtures.Build, options: AndroidOptions)] {
        try SharedBuilds.written.filter { $0 != "emit-template" }.compactMap { name in
            let build = try SharedBuilds.build(name)
            let options = EmitFixtures.project(name).config.emitters.android
            guard FileManager.default.fileExists(atPath: build.folder.appendingPathComponent(options.folderPrefix + options.fileName).path) else { return nil }
            return (name, build, options)
        }
    }

    /// A composable that uses what the file promises, in package `package`.
    static func consumer(_ model: ViewModel, options: AndroidOptions, package: String) -> String {
        let object = options.objectName
        var text = """
            package \(package)

            import androidx.compose.animation.animateColorAsState
            import androidx.compose.animation.core.animateDpAsState
            import androidx.compose.animation.core.animateFloatAsState
            import androidx.compose.material3.MaterialTheme
            import androidx.compose.material3.lightColorScheme
            import androidx.compose.runtime.Composable
            import androidx.compose.runtime.getValue
            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.unit.Dp
            import androidx.compose.ui.unit.dp

            @Composable
            fun Consumer() {

            """
        var index = 0
        for container in model.containers {
            for entry in container.entries where entry.type == .spring || entry.type == .transition {
                let spec = "\(object).\(container.identifier).\(entry.identifier)()"
                text += "    val size\(index): Dp by animateDpAsState(0.dp, \(spec))\n"
                text += "    val color\(index): Color by animateColorAsState(Color.Black, \(spec))\n"
                text += "    val alpha\(index): Float by animateFloatAsState(1f, \(spec))\n"
                index += 1
            }
        }
        text += "    MaterialTheme(colorScheme = \(object).colorsFor(\(model.axes.isMultiAxis ? "" : "\(object)Mode.\(model.modes[0].identifier)")).toColorScheme(lightColorScheme())) { }\n"
        if !model.axes.isMultiAxis {
            for mode in model.modes {
                text += "    KilnTheme(\(object)Mode.\(mode.identifier)) {\n"
                text += "        val mode: \(object)Mode = \(object).mode\n"
                text += "        val colors: \(object)Colors = \(object).colors\n"
                for container in model.containers where container.kind != "colors" {
                    let accessor = container.identifier.prefix(1).lowercased() + container.identifier.dropFirst()
                    text += "        val \(accessor): \(object)\(container.identifier) = \(object).\(accessor)\n"
                }
                text += "    }\n"
            }
            text += "    KilnMaterialTheme { }\n"
        } else {
            text += axesConsumer(model, options: options)
        }
        return text + "}\n"
    }

    /// With several axes: `KilnTheme` in the last combination (every axis's last value) and in
    /// the default one, where every axis's, the colors' and every group's accessor read it, and
    /// `KilnMaterialTheme`.
    static func axesConsumer(_ model: ViewModel, options: AndroidOptions) -> String {
        let object = options.objectName
        let printer = ComposePrinter(options: options, model: model)
        let names = printer.axisNames()
        let axes = model.axes.axes
        let last = axes.indices.map { "\(printer.axisArgument($0)) = \(printer.axisType($0)).\(printer.axisCase($0, axes[$0].values.count - 1))" }
        var text = ""
        for arguments in [last.joined(separator: ", "), ""] {
            text += "    KilnTheme(\(arguments)) {\n"
            text += "        val colors: \(object)Colors = \(object).colors\n"
            for axis in axes.indices {
                text += "        val axis\(axis): \(printer.axisType(axis)) = \(object).\(names.axisAccessor[axis])\n"
            }
            for container in model.containers where container.kind != "colors" {
                text += "        val \(names.groupAccessor[container.identifier]!): \(names.groupClass[container.identifier]!) = \(object).\(names.groupAccessor[container.identifier]!)\n"
            }
            text += "    }\n"
        }
        return text + "    KilnMaterialTheme { }\n"
    }

    @Test func kotlinTypeChecksAgainstCompose() throws {
        // The emit fixtures, and the theming-axes ones (three axes; a combination literal).
        var fixtures = try Self.fixtures()
        try #require(fixtures.count >= 6)
        for name in ["axes-resolver", "axes-yaml"] {
            fixtures.append((name, try SharedBuilds.build(name), SharedBuilds.project(name).config.emitters.android))
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-compose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        var sources: [String] = []
        // One compilation for every fixture (kotlinc starts slowly): each in a package of its own.
        for (index, fixture) in fixtures.enumerated() {
            let package = "fixture\(index)"
            let folder = fixture.build.folder.appendingPathComponent(fixture.options.folderPrefix)
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".kt") {
                var text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                text = text.replacingOccurrences(of: "package \(fixture.options.packageName)\n", with: "package \(package)\n")
                    .replacingOccurrences(of: "@Composable () ->", with: "@Composable() () ->")
                let url = scratch.appendingPathComponent("\(package)-\(file)")
                try text.write(to: url, atomically: true, encoding: .utf8)
                sources.append(url.path)
            }
            let (model, _) = AndroidEmitter(options: fixture.options).viewModel(fixture.build.result.system)
            let consumer = scratch.appendingPathComponent("\(package)-Consumer.kt")
            try Self.consumer(model, options: fixture.options, package: package).write(to: consumer, atomically: true, encoding: .utf8)
            sources.append(consumer.path)
        }
        let stubs = FileManager.default.enumerator(atPath: Self.stubs.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".kt") }
            .map { Self.stubs.appendingPathComponent($0).path } ?? []
        guard let output = WebOutputTests.tool("kotlinc", ["-nowarn", "-d", scratch.appendingPathComponent("classes").path] + stubs + sources) else { return }
        let errors = (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("error:") }
        #expect(output.status == 0 && errors.isEmpty, "kotlinc: \(errors.prefix(40).joined(separator: "\n"))\n\(output.stderr.suffix(2000))")
    }

    /// The stand-ins are strict where it matters: the old `SpringSpec<Float>` passed to
    /// `animateDpAsState`, and a `BorderStroke` read as a `Color`, fail to compile.
    @Test func kotlincRejectsWhatComposeRejects() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-compose-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let bad = scratch.appendingPathComponent("Bad.kt")
        try """
            package bad

            import androidx.compose.animation.core.SpringSpec
            import androidx.compose.animation.core.animateDpAsState
            import androidx.compose.animation.core.spring
            import androidx.compose.foundation.BorderStroke
            import androidx.compose.runtime.Composable
            import androidx.compose.ui.graphics.Color
            import androidx.compose.ui.unit.dp

            val springFloat: SpringSpec<Float> = spring(dampingRatio = 0.7f, stiffness = 400f)
            val border: BorderStroke = BorderStroke(1.dp, Color(0xFF000000))

            @Composable
            fun Bad() {
                val size = animateDpAsState(0.dp, springFloat)
                val color: Color = border
            }

            """.write(to: bad, atomically: true, encoding: .utf8)
        let stubs = FileManager.default.enumerator(atPath: Self.stubs.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".kt") }
            .map { Self.stubs.appendingPathComponent($0).path } ?? []
        guard let output = WebOutputTests.tool("kotlinc", ["-nowarn", "-d", scratch.appendingPathComponent("classes").path] + stubs + [bad.path]) else { return }
        let errors = (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("error:") }
        #expect(output.status != 0)
        #expect(errors.contains { $0.contains("Bad.kt:16") } && errors.contains { $0.contains("Bad.kt:17") }, "\(errors)")
    }

    /// Every token of every group, in every mode, as the Kotlin gives it (the override in the
    /// mode's object, else the holder's default), equals the model's value in that mode.
    @Test func everyGroupReadsBackInEveryMode() throws {
        var checked = 0
        for fixture in try Self.fixtures() {
            let (model, _) = AndroidEmitter(options: fixture.options).viewModel(fixture.build.result.system)
            guard !model.axes.isMultiAxis else { continue }
            let text = try String(contentsOf: fixture.build.folder.appendingPathComponent(fixture.options.folderPrefix + fixture.options.fileName), encoding: .utf8)
            let values = Self.groupValues(text, object: fixture.options.objectName, modes: model.modes.map(\.identifier))
            for container in model.containers where container.kind != "colors" {
                for entry in container.entries {
                    for mode in model.modes.indices {
                        let expected = (entry.values[mode] ?? entry.defaultValue)?.text
                        let found = values[container.identifier]?[mode][entry.identifier]
                        #expect(found == expected, "\(fixture.name): \(container.identifier).\(entry.identifier) in \(model.modes[mode].name)")
                        checked += 1
                    }
                }
            }
        }
        #expect(checked > 500)
    }

    /// Per group, per mode: member → literal, from the holder class's defaults and the mode
    /// objects' overrides.
    static func groupValues(_ text: String, object: String, modes: [String]) -> [String: [[String: String]]] {
        var defaults: [String: [String: String]] = [:]
        var overrides: [String: [String: [String: String]]] = [:]
        var holder: String?
        var group: String?
        var mode: String?
        let member = try! Regex(#"^\s*(?:public open |override )(?:val (\w+): [^=]+|fun <T> (\w+)\(\): [^=]+) = (.*)$"#)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("public open class \(object)") {
                holder = String(line.dropFirst("public open class \(object)".count).prefix { $0 != " " })
                continue
            }
            if line == "}" { holder = nil }
            if let match = line.wholeMatch(of: try! Regex(#"    public object (\w+) : \w+\(\) \{"#)) { group = String(match.output[1].substring!); mode = nil; continue }
            if let match = line.wholeMatch(of: try! Regex(#"        public object (\w+) : \w+\(\) \{"#)) { mode = String(match.output[1].substring!); continue }
            if line == "        }" { mode = nil }
            guard let match = line.wholeMatch(of: member) else { continue }
            let name = String((match.output[1].substring ?? match.output[2].substring)!)
            let value = String(match.output[3].substring!)
            if let holder {
                defaults[holder, default: [:]][name] = value
            } else if let group, let mode {
                overrides[group, default: [:]][mode, default: [:]][name] = value
            }
        }
        var result: [String: [[String: String]]] = [:]
        for (key, values) in defaults {
            result[key] = modes.enumerated().map { index, mode in index == 0 ? values : values.merging(overrides[key]?[mode] ?? [:]) { $1 } }
        }
        return result
    }
}
