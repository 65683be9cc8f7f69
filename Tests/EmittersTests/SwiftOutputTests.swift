@testable import Emitters
import DesignModel
import ColorScience
import Foundation
import Synchronization
import Testing

/// The generated Swift compiles: `swiftc -typecheck` of every file (what Linux sees is the
/// platform-neutral core; the SwiftUI/UIKit/AppKit parts are parsed), then compiled and run to
/// print every color and length, which must equal the model's.
@Suite struct SwiftOutputTests {
    @Test(arguments: try SharedBuilds.files(withExtension: ".swift", excludingTemplates: false))
    func typechecks(file: URL) throws {
        guard let parse = Tools.swiftc(["-parse", file.path]) else { return }
        #expect(parse.status == 0, "swiftc -parse \(file.lastPathComponent):\n\(parse.stderr)")
        // Swift 6 (strict concurrency) and Swift 5 language modes: apps use both.
        for version in ["6", "5"] {
            guard let check = Tools.swiftc(["-typecheck", "-swift-version", version, file.path]) else { return }
            #expect(check.status == 0, "swiftc -typecheck -swift-version \(version) \(file.lastPathComponent):\n\(check.stderr)")
            #expect(!check.stderr.contains("warning:"), "warnings in \(file.lastPathComponent):\n\(check.stderr)")
        }
    }

    /// The SwiftUI, UIKit and AppKit branches, which Linux otherwise only parses, type-check
    /// against stand-ins of those frameworks with Apple's signatures and isolation
    /// (Scripts/PlatformStubs), once per platform configuration with that platform's `os()`
    /// branches taken (see `PlatformConfiguration`).
    @Test(arguments: try SharedBuilds.files(withExtension: "DesignTokens.swift"))
    func platformCodeTypechecksAgainstFrameworkStubs(file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        for configuration in PlatformConfiguration.all {
            guard let check = configuration.typecheck(source) else { return }
            #expect(check.status == 0, "\(file.lastPathComponent) as on \(configuration.name):\n\(check.stderr)")
            #expect(!check.stderr.contains("warning:"), "warnings as on \(configuration.name):\n\(check.stderr)")
        }
    }

    /// `View.typography(_:)` scales with the Dynamic Type size of SwiftUI's environment
    /// (`@ScaledMetric` relative to the token's text style, which reads `dynamicTypeSize`), not
    /// with a size `UIFontMetrics` baked in when the font was made; the platform type-check
    /// above proves it against SwiftUI's signatures.
    @Test(arguments: try SharedBuilds.files(withExtension: "DesignTokens.swift"))
    func typographyScalesThroughTheEnvironment(file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        guard source.contains("func typography(") else { return }
        let modifier = try #require(source.range(of: "struct TypographyModifier: SwiftUI.ViewModifier {"), "\(file.path): no TypographyModifier")
        let body = source[modifier.upperBound...].prefix(1200)
        #expect(body.contains("@SwiftUI.ScaledMetric private var scale: CGFloat"))
        #expect(body.contains("relativeTo: style.textStyle?.swiftUI ?? .body"))
        #expect(!body.contains("UIFontMetrics"))
        #expect(source.contains("modifier(") && source.contains(".TypographyModifier(style))"))
    }

    /// watchOS draws every app on black, with no light appearance: its colors are the dark
    /// mode's, through SwiftUI and UIKit alike, on every fixture.
    @Test(arguments: try SharedBuilds.files(withExtension: "DesignTokens.swift"))
    func watchOSShowsTheDarkValues(file: URL) throws {
        let source = try String(contentsOf: file, encoding: .utf8)
        for property in ["var color: SwiftUI.Color {", "var uiColor: UIColor {\n        #if os(watchOS)"] {
            guard let start = source.range(of: property) else { continue }
            let body = source[start.lowerBound...].prefix(500)
            let branch = try #require(body.range(of: "#if os(watchOS)\n"), "\(file.path): no watchOS branch in `\(property)`")
            let firstLine = body[branch.upperBound...].prefix { $0 != "\n" }.trimmingCharacters(in: .whitespaces)
            #expect(firstLine.hasPrefix("return inDarkAppearance."), "\(file.path): watchOS `\(property)` gives \(firstLine)")
        }
    }

    /// The proof above is not blind to a branch: an error placed in the `#if os(iOS)` branch
    /// fails the iOS configuration (and only configurations that take that branch).
    @Test func anErrorInAnIOSOnlyBranchFailsTheProof() throws {
        let file = try SharedBuilds.build("emit-bundled").folder.appendingPathComponent("swift/DesignTokens.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let marker = "        #if os(iOS) || os(visionOS)\n"
        let range = try #require(source.range(of: marker), "the generated Swift has no iOS-only branch")
        let broken = source.replacingCharacters(in: range, with: marker + "        let kilnDeliberateError: Int = \"not a number\"\n")
        for configuration in PlatformConfiguration.all {
            guard let check = configuration.typecheck(broken) else { return }
            let takesBranch = configuration.os == "iOS" || configuration.os == "visionOS"
            #expect((check.status != 0) == takesBranch, "as on \(configuration.name): exit \(check.status)\n\(check.stderr)")
            if takesBranch { #expect(check.stderr.contains("not a number")) }
        }
    }

    /// The stand-ins leave out what a platform's UIKit lacks, as Apple's availability says, so
    /// the per-platform proof fails a platform whose branch uses it: the UIKit text styles
    /// (`largeTitle`) unguarded fail tvOS only; watchOS taking the dynamic color (no trait
    /// collection, no `UIColor(dynamicProvider:)` there) fails watchOS only.
    @Test func aPlatformLackingWhatItsBranchUsesFailsTheProof() throws {
        let file = try SharedBuilds.build("emit-bundled").folder.appendingPathComponent("swift/DesignTokens.swift")
        let source = try String(contentsOf: file, encoding: .utf8)
        let breaks: [(os: String, from: String, to: String)] = [
            ("tvOS", "#if os(iOS) || os(visionOS)\nextension DesignTokens.TextStyle {", "#if true\nextension DesignTokens.TextStyle {"),
            ("watchOS", "        #if os(watchOS)\n        return inDarkAppearance.uiColor\n", "        #if false\n        return inDarkAppearance.uiColor\n"),
        ]
        for broken in breaks {
            let range = try #require(source.range(of: broken.from), "the generated Swift has no `\(broken.from)`")
            let text = source.replacingCharacters(in: range, with: broken.to)
            for configuration in PlatformConfiguration.all {
                guard let check = configuration.typecheck(text) else { return }
                #expect((check.status != 0) == (configuration.os == broken.os), "as on \(configuration.name): exit \(check.status)\n\(check.stderr.prefix(2000))")
            }
        }
    }

    /// Every `os()` and `targetEnvironment()` condition of the generated Swift is forced by the
    /// rewrite; none is left for the Linux compiler to decide.
    @Test func everyPlatformConditionIsForced() throws {
        let file = try SharedBuilds.build("emit-bundled").folder.appendingPathComponent("swift/DesignTokens.swift")
        let forced = PlatformConfiguration.forcingPlatformConditions(try String(contentsOf: file, encoding: .utf8))
        let conditions = forced.split(separator: "\n").filter { $0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        #expect(conditions.contains { $0.contains("KILN_OS_iOS") })
        #expect(!conditions.contains { $0.contains("os(") || $0.contains("targetEnvironment(") }, "\(conditions)")
    }

    /// Compiles the bundled system's Swift with a program that prints every color (each mode)
    /// and every length, and compares them with the model.
    @Test(arguments: ["emit-bundled", "emit-modes", "emit-reserved", "emit-composites"])
    func valuesSurviveCompilation(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let (model, _) = SwiftEmitter().viewModel(system)
        var main = """
            import Foundation
            func color(_ path: String, _ value: DesignTokens.Themed<DesignTokens.RGBA>) {
                for mode in DesignTokens.Mode.allCases {
                    let c = value[mode]
                    print("C|\\(path)|\\(mode.rawValue)|\\(c.red)|\\(c.green)|\\(c.blue)|\\(c.alpha)")
                }
            }
            func length(_ path: String, _ value: CGFloat) { print("D|\\(path)|*|\\(value)") }
            func length(_ path: String, _ value: DesignTokens.Themed<CGFloat>) {
                for mode in DesignTokens.Mode.allCases { print("D|\\(path)|\\(mode.rawValue)|\\(value[mode])") }
            }

            """
        var expected = 0
        for container in model.containers {
            for entry in container.entries {
                let access = "DesignTokens.\(container.identifier).\(Identifiers.bare(entry.identifier))"
                if entry.type == .color {
                    main += "color(\"\(entry.path)\", \(access))\n"
                    expected += system.modes.count
                } else if entry.type == .dimension, entry.platformType.contains("CGFloat") {
                    main += "length(\"\(entry.path)\", \(access))\n"
                    expected += entry.platformType.hasPrefix("Themed") ? system.modes.count : 1
                }
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-swift-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try main.write(to: folder.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let tokens = build.folder.appendingPathComponent("swift/DesignTokens.swift")
        guard let compile = Tools.swiftc([tokens.path, folder.appendingPathComponent("main.swift").path, "-o", folder.appendingPathComponent("probe").path]) else { return }
        try #require(compile.status == 0, "compiling the generated Swift failed:\n\(compile.stderr)")
        let run = try Tools.run(folder.appendingPathComponent("probe").path, [])
        try #require(run.status == 0)
        var seen = 0
        for line in run.stdout.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard let token = system[TokenPath(fields[1])] else {
                Issue.record("unknown token \(fields[1])")
                continue
            }
            seen += 1
            if fields[0] == "C" {
                let mode = system.modes.firstIndex(of: fields[2]) ?? 0
                let want = token.values[mode]?.value.color?.quantized
                let got = RGBA(red: Double(fields[3])!, green: Double(fields[4])!, blue: Double(fields[5])!, alpha: Double(fields[6])!).quantized
                #expect(got == want, "\(fields[1]) in \(fields[2]): Swift has \(got.hex), the model \(want?.hex ?? "nothing")")
            } else {
                let mode = fields[2] == "*" ? 0 : system.modes.firstIndex(of: fields[2]) ?? 0
                let want = token.values[mode]?.value.dimension?.points
                #expect(abs((Double(fields[3]) ?? .nan) - (want ?? .nan)) < 0.0001, "\(fields[1]): Swift has \(fields[3]) points, the model \(want ?? .nan)")
            }
        }
        #expect(seen == expected, "the probe printed \(seen) values, expected \(expected)")
    }
}

/// With a contrast axis, the asset catalog has Xcode's High Contrast appearances: reading each
/// color set as Xcode does (the entry whose appearances match exactly; a missing High Contrast
/// entry falls back to Any or Dark) gives the model's color in light, dark, light + high and
/// dark + high, so `Color(.token…)` agrees with `DesignTokens…color`.
@Suite struct AssetCatalogContrastTests {
    @Test(arguments: ["emit-wide-gamut-axes", "axes-yaml", "axes-resolver"])
    func highContrastAppearancesReadBackAsTheModel(_ name: String) throws {
        let build = try SharedBuilds.build(name)
        let (folder, system) = (build.folder, build.result.system)
        let axes = system.axes
        let contrast = try #require(axes.axes.firstIndex { $0.values.contains("high") }, "\(name) has a contrast axis")
        let scheme = try #require(axes.axes.firstIndex { $0.values.contains("dark") })
        func mode(dark: Bool, high: Bool) -> Int {
            var combination = [Int](repeating: 0, count: axes.axes.count)
            combination[scheme] = axes.axes[scheme].values.firstIndex(of: dark ? "dark" : "light") ?? 0
            if high { combination[contrast] = axes.axes[contrast].values.firstIndex(of: "high")! }
            return axes.mode(of: combination)
        }
        let catalog = folder.appendingPathComponent("swift/Colors.xcassets")
        var checked = 0
        var differing = 0
        for token in system.tokens where token.type == .color {
            let url = catalog.appendingPathComponent("\(AssetCatalog.colorSetName(token)).colorset/Contents.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
            let entries = try #require(json["colors"] as? [[String: Any]])
            func entry(_ appearances: Set<String>) -> [String: Any]? {
                entries.first { Set(($0["appearances"] as? [[String: String]] ?? []).map { $0["appearance"]! + "=" + $0["value"]! }) == appearances }
            }
            for (dark, high) in [(false, false), (true, false), (false, true), (true, true)] {
                var wanted: Set<String> = []
                if dark { wanted.insert("luminosity=dark") }
                if high { wanted.insert("contrast=high") }
                let found = entry(wanted) ?? (high ? entry(wanted.subtracting(["contrast=high"])) : nil) ?? (dark ? entry([]) : nil)
                let color = try #require(found?["color"] as? [String: Any], "\(token.path): no entry for \(wanted)")
                let want = try #require(token.values[mode(dark: dark, high: high)]?.value.color)
                if color["color-space"] as? String == "srgb" {
                    let components = try #require(color["components"] as? [String: String])
                    func byte(_ key: String) -> Int { Int(components[key]!.dropFirst(2), radix: 16) ?? -1 }
                    let got: [Int] = [byte("red"), byte("green"), byte("blue")]
                    let expected: [Int] = [want.red8, want.green8, want.blue8]
                    #expect(got == expected, "\(name) \(token.path) \(wanted)")
                }
                if high, want.quantized != token.values[mode(dark: dark, high: false)]?.value.color?.quantized { differing += 1 }
                checked += 1
            }
        }
        #expect(checked > 0)
        #expect(differing > 0, "\(name): no color changes with contrast, so the test proves nothing")
    }
}

/// The asset catalog has Xcode's structure: a catalog `Contents.json`, and per color a
/// `.colorset` whose `Contents.json` has `colors` (an "any" entry, and a dark one when the
/// color differs) and `info`, with 8-bit sRGB components equal to the model's.
@Suite struct AssetCatalogTests {
    @Test(arguments: ["emit-bundled", "emit-modes"])
    func colorSetsHaveXcodesStructure(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let catalog = build.folder.appendingPathComponent("swift/Colors.xcassets")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: catalog.appendingPathComponent("Contents.json"))) as? [String: Any])
        let info = try #require(root["info"] as? [String: Any])
        #expect(info["version"] as? Int == 1)
        #expect(info["author"] as? String == "xcode")
        #expect(Set(root.keys) == ["info"])
        let light = system.modes.firstIndex(of: "light") ?? 0
        let dark = system.modes.firstIndex(of: "dark") ?? light
        var count = 0
        for token in system.tokens where token.type == .color {
            count += 1
            let name = AssetCatalog.colorSetName(token)
            let url = catalog.appendingPathComponent("\(name).colorset/Contents.json")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any], "no color set for \(token.path)")
            #expect(Set(json.keys) == ["colors", "info"])
            #expect((json["info"] as? [String: Any])?["version"] as? Int == 1)
            let colors = try #require(json["colors"] as? [[String: Any]])
            let lightColor = try #require(token.values[light]?.value.color?.quantized)
            let darkColor = try #require(token.values[dark]?.value.color?.quantized)
            #expect(colors.count == (lightColor == darkColor ? 1 : 2), "\(token.path): \(colors.count) appearances")
            for (index, entry) in colors.enumerated() {
                #expect(entry["idiom"] as? String == "universal")
                let appearances = entry["appearances"] as? [[String: String]]
                if index == 0 {
                    #expect(appearances == nil)
                } else {
                    #expect(appearances == [["appearance": "luminosity", "value": "dark"]])
                }
                let color = try #require(entry["color"] as? [String: Any])
                #expect(color["color-space"] as? String == "srgb")
                let components = try #require(color["components"] as? [String: String])
                #expect(Set(components.keys) == ["red", "green", "blue", "alpha"])
                func byte(_ key: String) -> Int { Int(components[key]!.dropFirst(2), radix: 16) ?? -1 }
                let want = index == 0 ? lightColor : darkColor
                #expect(byte("red") == want.red8 && byte("green") == want.green8 && byte("blue") == want.blue8, "\(token.path)")
                #expect(RGBA.to8Bit(Double(components["alpha"]!) ?? -1) == want.alpha8, "\(token.path) alpha")
                #expect(components["alpha"]!.split(separator: ".").last?.count == 3)
            }
        }
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".colorset") }
        #expect(sets.count == count)
    }
}

/// Builds the framework stand-ins once per test run.
enum PlatformStubs {
    private static let folders = Mutex<[String: URL]>([:])

    /// The stand-ins of `frameworks` (and SwiftUI) as the platform `os` has them: built with
    /// `-D KILN_OS_<os>`, which leaves out what that platform's frameworks lack, as modules to
    /// type-check against and libraries to run with.
    static func modules(_ frameworks: String, os: String) -> URL? {
        folders.withLock { folders -> URL? in
            let key = frameworks + "-" + os
            if let folder = folders[key] { return folder }
            let stubs = EmitFixtures.scripts.appendingPathComponent("PlatformStubs")
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stubs-\(key)-\(UUID().uuidString)")
            try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for module in [frameworks, "SwiftUI"] {
                guard let output = Tools.swiftc([
                    "-emit-module", "-emit-library", "-parse-as-library", "-module-name", module, stubs.appendingPathComponent("\(module).swift").path,
                    "-D", "KILN_OS_\(os)", "-I", folder.path, "-L", folder.path,
                ] + (module == "SwiftUI" ? ["-l" + frameworks] : []) + [
                    "-emit-module-path", folder.appendingPathComponent("\(module).swiftmodule").path,
                    "-o", folder.appendingPathComponent("lib\(module).so").path,
                ]), output.status == 0 else {
                    Issue.record("cannot build the \(module) stand-in")
                    return nil
                }
            }
            folders[key] = folder
            return folder
        }
    }
}

/// A platform the generated Swift supports, type-checked on Linux: the framework stand-ins that
/// platform can import (UIKit or AppKit, with SwiftUI), and its `os()` forced. Swift decides
/// `#if os(iOS)` by the compiler's target, which on Linux is always Linux, so the source is
/// rewritten first: every `os(X)` in an `#if`/`#elseif` line becomes a custom condition
/// `KILN_OS_X` and every `targetEnvironment(X)` becomes `KILN_TARGET_X`; compiling with
/// `-D KILN_OS_iOS` then takes exactly the branches an iOS build takes.
struct PlatformConfiguration: Sendable {
    var name: String
    var frameworks: String
    var os: String

    static let all = [
        PlatformConfiguration(name: "iOS", frameworks: "UIKit", os: "iOS"),
        PlatformConfiguration(name: "visionOS", frameworks: "UIKit", os: "visionOS"),
        PlatformConfiguration(name: "tvOS", frameworks: "UIKit", os: "tvOS"),
        PlatformConfiguration(name: "watchOS", frameworks: "UIKit", os: "watchOS"),
        PlatformConfiguration(name: "macOS", frameworks: "AppKit", os: "macOS"),
    ]

    static func forcingPlatformConditions(_ source: String) -> String {
        source.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("#if ") || trimmed.hasPrefix("#elseif ") else { return String(line) }
            return String(line)
                .replacing(/os\((\w+)\)/) { "KILN_OS_" + $0.output.1 }
                .replacing(/targetEnvironment\((\w+)\)/) { "KILN_TARGET_" + $0.output.1 }
        }.joined(separator: "\n")
    }

    /// Compiler results by platform and source text: several suites check the same generated
    /// file of a shared build (SharedBuilds) on the same platform, and the same source gives
    /// the same result, so it is compiled once.
    private static let typechecks = OncePerKey<Tools.Output>()
    private static let runs = OncePerKey<Tools.Output>()

    /// `swiftc -typecheck` (Swift 6) of `source` (and of `others`, more files of the same module)
    /// as on this platform; nil when swiftc is missing.
    func typecheck(_ source: String, with others: [String] = []) -> Tools.Output? {
        Self.typechecks.value(([name, source] + others).joined(separator: "\u{0}")) { uncachedTypecheck(source, with: others) }
    }

    private func uncachedTypecheck(_ source: String, with others: [String]) -> Tools.Output? {
        guard let stubs = PlatformStubs.modules(frameworks, os: os) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-platform-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("DesignTokens.swift")
        guard (try? Self.forcingPlatformConditions(source).write(to: file, atomically: true, encoding: .utf8)) != nil else { return nil }
        var files = [file.path]
        for (index, other) in others.enumerated() {
            let url = folder.appendingPathComponent("Other\(index).swift")
            guard (try? Self.forcingPlatformConditions(other).write(to: url, atomically: true, encoding: .utf8)) != nil else { return nil }
            files.append(url.path)
        }
        return Tools.swiftc(["-typecheck", "-swift-version", "6", "-I", stubs.path, "-D", "KILN_OS_\(os)"] + files)
    }

    /// `source` and the program `main` compiled against the stand-ins as on this platform and
    /// run: the program's output, or the compiler's when it does not compile; nil when swiftc is missing.
    func run(_ source: String, main: String) -> Tools.Output? {
        Self.runs.value([name, source, main].joined(separator: "\u{0}")) { uncachedRun(source, main: main) }
    }

    private func uncachedRun(_ source: String, main: String) -> Tools.Output? {
        guard let stubs = PlatformStubs.modules(frameworks, os: os) else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-probe-\(name)-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [("DesignTokens.swift", source), ("main.swift", main)].map { folder.appendingPathComponent($0.0) }
        for (url, text) in zip(files, [source, main]) {
            guard (try? Self.forcingPlatformConditions(text).write(to: url, atomically: true, encoding: .utf8)) != nil else { return nil }
        }
        let probe = folder.appendingPathComponent("probe")
        guard let compile = Tools.swiftc([
            "-swift-version", "6", "-wmo", "-D", "KILN_OS_\(os)", "-I", stubs.path, "-L", stubs.path, "-l" + frameworks, "-lSwiftUI",
            "-Xlinker", "-rpath", "-Xlinker", stubs.path, "-o", probe.path,
        ] + files.map(\.path)) else { return nil }
        guard compile.status == 0 else { return compile }
        return try? Tools.run(probe.path, [])
    }
}
