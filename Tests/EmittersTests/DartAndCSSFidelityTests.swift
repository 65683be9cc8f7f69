@testable import Emitters
import DesignModel
import Foundation
import Testing

/// What a Flutter or web engineer would otherwise fix by hand, on a fresh design system: font
/// families each platform resolves, Flutter line heights spaced as CSS and iOS space them, class
/// names that do not read as typos, CSS text sizes that follow the reader's font size, and a
/// font stack written as one string.
@Suite struct DartAndCSSFidelityTests {
    static let tokens = """
        font:
          $type: fontFamily
          reading: { $value: "Literata, 'Iowan Old Style', Georgia, serif" }
          interface: { $value: ["SF Pro Text", "-apple-system", "system-ui", "sans-serif"] }
          brand: { $value: ["Space Grotesk", "BlinkMacSystemFont", "Roboto", "sans-serif"] }
        border:
          width:
            thin: { $type: dimension, $value: 1pt }
          subtle: { $type: border, $value: { color: "#D0D0D0", width: 1pt, style: solid } }
        typography:
          $type: typography
          article:
            $value: { fontFamily: "{font.reading}", fontSize: 18pt, fontWeight: 400, lineHeight: 27pt, letterSpacing: 0.2pt }
          label:
            $value: { fontFamily: "{font.interface}", fontSize: 13pt, fontWeight: 600, lineHeight: 1.25 }
          headline:
            $value: { fontFamily: "{font.brand}", fontSize: 28pt, fontWeight: 700 }

        """

    static func build(config: String? = nil) throws -> (dart: String, css: String, folder: URL) {
        let folder = try PipelineEmitTests.project(tokens: tokens, config: config)
        let result = PipelineEmitTests.build(folder, outputs: ["dart", "css"])
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")
        let dart = try String(contentsOf: folder.appendingPathComponent("output/dart/design_tokens.dart"), encoding: .utf8)
        let css = try String(contentsOf: folder.appendingPathComponent("output/css/tokens.css"), encoding: .utf8)
        return (dart, css, folder)
    }

    @Test func fontStackStringIsAListOfFamilies() throws {
        let (_, css, folder) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(css.contains("--font-reading: Literata, \"Iowan Old Style\", Georgia, serif;"), "\(css)")
    }

    @Test func flutterGetsFamiliesItCanResolve() throws {
        let (dart, _, folder) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["-apple-system", "sans-serif", "system-ui", "BlinkMacSystemFont", "'serif'", "SF Pro Text"] {
            #expect(!dart.contains("TextStyle(fontFamily: '\(name)") && !dart.contains(", '\(name)'") && !dart.contains("['\(name)'"), "\(name) in a TextStyle")
        }
        #expect(dart.contains("TextStyle(fontFamily: 'Literata', fontFamilyFallback: <String>['Iowan Old Style', 'Georgia'], fontSize: 18.0"))
        #expect(dart.contains("TextStyle(fontFamily: 'Space Grotesk', fontFamilyFallback: <String>['Roboto'], fontSize: 28.0"))
        #expect(dart.contains("static const TextStyle label = TextStyle(fontSize: 13.0"), "Apple's system font: the platform's own")
        #expect(dart.contains("static const String? $interface = null;"), "a family token naming Apple's system font")
        #expect(dart.contains("static const String reading = 'Literata';"))
        #expect(dart.contains("static const String brand = 'Space Grotesk';"))
    }

    @Test func flutterLineHeightsAreSpacedEvenly() throws {
        let (dart, _, folder) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        let styles = dart.split(separator: "\n").filter { $0.contains("TextStyle(") && $0.contains("height: ") }
        #expect(styles.count == 2)
        for style in styles { #expect(style.contains("height: ") && style.contains("leadingDistribution: TextLeadingDistribution.even"), "\(style)") }
    }

    @Test func noGroupClassBesideAThemeExtensionOfTheSameWord() throws {
        let (dart, _, folder) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        let classes = try Regex(#"(?m)^(?:abstract final )?class (\w+)"#)
        let names = Set(dart.matches(of: classes).compactMap { $0.output[1].substring.map(String.init) })
        #expect(names.contains("AppBorders") && names.contains("AppBorderTokens"), "\(names.sorted())")
        for name in names { #expect(!names.contains(name + "s"), "`\(name)` beside `\(name)s`") }
    }

    @Test func cssTextSizesAreRemByDefaultAndPxOnRequest() throws {
        let (_, css, folder) = try Self.build()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(css.contains("--typography-article-font-size: 1.125rem;"))
        // Line heights are unitless ratios (27pt over 18pt): a child with a larger font inherits
        // the ratio, not the parent's 27px, with which its lines would overlap.
        #expect(css.contains("--typography-article-line-height: 1.5;"))
        #expect(css.contains("--typography-article: 400 1.125rem/1.5 Literata"))
        #expect(css.contains("--typography-article-letter-spacing: 0.0125rem;"))
        #expect(css.contains("--border-width-thin: 1px;"), "other lengths keep `lengthUnit`")
        let (_, pxCSS, pxFolder) = try Self.build(config: "css:\n  fontSizeUnit: px\n")
        defer { try? FileManager.default.removeItem(at: pxFolder) }
        #expect(pxCSS.contains("--typography-article-font-size: 18px;"))
        #expect(pxCSS.contains("--typography-article: 400 18px/1.5 Literata"))
    }
}
