@testable import Emitters
import DesignModel
import Foundation
import Testing

/// What an iOS or macOS engineer would otherwise have to fix by hand in `DesignTokens.swift`,
/// on a fresh design system: letter spacing counted once on top of the system font's own
/// tracking, explicit font sizes, no enum shadowing a framework type, asset-catalog names that
/// never meet a system color, and UIKit/AppKit fonts.
@Suite struct SwiftFidelityTests {
    static let tokens = """
        color:
          $type: color
          separator: { $value: "#C6C6C8" }
          label: { $value: "#1C1C1E" }
          system:
            yellow: { $value: "#FFCC00" }
        duration:
          quick: { $type: duration, $value: 150ms }
        font:
          mono: { $type: fontFamily, $value: ["Menlo", "monospace"] }
        spring:
          snappy: { $type: spring, $value: { response: 0.25, dampingFraction: 0.9 } }
        typography:
          $type: typography
          reading:
            $value: { fontFamily: "SF Pro Text", fontSize: 17pt, fontWeight: 400, lineHeight: 22pt, letterSpacing: -0.43pt, textStyle: body }
          poster:
            $value: { fontFamily: "Avenir Next", fontSize: 40pt, fontWeight: 700, letterSpacing: 0.5pt }

        """

    static func generated() throws -> (swift: String, folder: URL) {
        let folder = try PipelineEmitTests.project(tokens: tokens)
        let result = PipelineEmitTests.build(folder, outputs: ["swift"])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let swift = try String(contentsOf: folder.appendingPathComponent("output/swift/DesignTokens.swift"), encoding: .utf8)
        return (swift, folder)
    }

    @Test func noGroupEnumShadowsAFrameworkType() throws {
        let (swift, folder) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        let enums = try Regex(#"(?m)^    public enum (\w+)"#)
        let names = swift.matches(of: enums).compactMap { $0.output[1].substring.map(String.init) }
        #expect(names.contains("Colors") && names.contains("Durations") && names.contains("Fonts") && names.contains("Springs"), "\(names)")
        for name in names { #expect(!SwiftConventions.frameworkTypes.contains(name), "DesignTokens.\(name) shadows a framework type") }
        #expect(!swift.contains("struct Spring:"), "the support type would shadow SwiftUI.Spring")
    }

    @Test func colorSetNamesNeverMeetSystemColors() throws {
        let (_, folder) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("output/swift/Colors.xcassets")
        let sets = try FileManager.default.contentsOfDirectory(atPath: catalog.path).filter { $0.hasSuffix(".colorset") }.sorted()
        #expect(sets == ["tokenLabel.colorset", "tokenSeparator.colorset", "tokenSystemYellow.colorset"])
        // UIKit's and AppKit's system color names (UIColor/NSColor class properties).
        let system: Set<String> = ["label", "separator", "systemYellow", "link", "placeholderText", "systemBackground", "tint"]
        for set in sets { #expect(!system.contains(String(set.dropLast(".colorset".count)))) }
    }

    @Test func fontsUseTheTokensSizeAndHaveUIKitAndAppKitForms() throws {
        let (swift, folder) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(!swift.contains("defaultSize == size"), "a 17pt token must not become `.body` (13pt on macOS)")
        #expect(!swift.contains("Font.system(textStyle.swiftUI"))
        #expect(swift.contains("public var uiFont: UIFont {") && swift.contains("public var nsFont: NSFont {"))
        #expect(swift.contains(".tracking((style.tracking ?? 0) * factor)"), "tracking scales with Dynamic Type like the size")
    }

    /// Compiled and run: the tracking added to the system font is the token's letter spacing
    /// minus what SF Pro tracks by itself (−0.43pt designed at 17pt → about 0), while a custom
    /// font gets its letter spacing as is.
    @Test func trackingCountsTheSystemFontsOwnTrackingOnce() throws {
        let (_, folder) = try Self.generated()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = folder.appendingPathComponent("main.swift")
        try """
            print(DesignTokens.Typography.reading.tracking!, DesignTokens.Typography.poster.tracking!)
            print(DesignTokens.TypographyStyle.systemTracking(size: 12), DesignTokens.TypographyStyle.systemTracking(size: 28))

            """.write(to: main, atomically: true, encoding: .utf8)
        let probe = folder.appendingPathComponent("probe")
        guard let compile = Tools.swiftc([folder.appendingPathComponent("output/swift/DesignTokens.swift").path, main.path, "-o", probe.path]) else { return }
        try #require(compile.status == 0, "\(compile.stderr)")
        let values = numbers(in: try Tools.run(probe.path, []).stdout)
        try #require(values.count == 4)
        #expect(abs(values[0]) < 0.02, "SF Pro at 17pt tracks −0.44pt itself: adding −0.43 again doubles it (\(values[0]))")
        #expect(values[1] == 0.5)
        #expect(values[2] == 0)
        #expect(abs(values[3] - 0.392) < 0.001)
    }
}

/// `swift.assetCatalogPrefix` is read from kiln.yaml: another word, or none at all.
@Suite struct AssetCatalogPrefixTests {
    static func colorSets(config: String) throws -> (sets: [String], errors: [String]) {
        let folder = try PipelineEmitTests.project(tokens: "color:\n  $type: color\n  text:\n    primary: { $value: \"#222222\" }\n", config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = PipelineEmitTests.build(folder, outputs: ["swift"])
        let catalog = folder.appendingPathComponent("output/swift/Colors.xcassets")
        let sets = ((try? FileManager.default.contentsOfDirectory(atPath: catalog.path)) ?? []).filter { $0.hasSuffix(".colorset") }.sorted()
        return (sets, result.diagnostics.filter { $0.severity == .error }.map { "\($0.id): \($0.message)" })
    }

    @Test func prefixIsConfigurable() throws {
        #expect(try Self.colorSets(config: "swift:\n  assetCatalogPrefix: acme\n").sets == ["acmeTextPrimary.colorset"])
        #expect(try Self.colorSets(config: "swift:\n  assetCatalogPrefix: \"\"\n").sets == ["textPrimary.colorset"])
        let bad = try Self.colorSets(config: "swift:\n  assetCatalogPrefix: \"1 x\"\n")
        #expect(bad.errors.contains { $0.hasPrefix("config/invalid") }, "\(bad.errors)")
    }
}
