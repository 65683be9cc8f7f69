@testable import Emitters
import DesignModel
import Foundation
import Testing
import BuildPipeline

/// The Android, TypeScript, SCSS and Tailwind outputs on fresh inputs: awkward names, a third
/// mode, a group named like a palette, settings; and the same facts written as YAML or as DTCG
/// JSON give the same files.
@Suite struct NewOutputsTests {
    static let outputs = ["android", "typescript", "scss", "tailwind"]

    static let yaml = """
        brand:
          $type: color
          ink: { $value: "#101820", $extensions: { mode: { night: "#F2F2F2", contrast: "#000000" } } }
          glow: { $value: "#FFCC0080" }
          moods:
            $extensions: { kiln: { palette: categorical } }
            calm: { $value: "#3366FF", $extensions: { kiln: { name: Calm, category: soft } } }
            bold: { $value: "#FF3366", $extensions: { kiln: { name: Bold, category: loud } } }
        moods:
          gap: { $type: dimension, $value: 6dp }
        gaps:
          $type: dimension
          object: { $value: 4pt }
          2xl: { $value: 40px }
          default: { $value: 1.5rem }
        corners:
          $type: dimension
          soft: { $value: 10pt }
        motion:
          quick: { $type: duration, $value: 150ms }
          settle: { $type: cubicBezier, $value: [0.2, 0, 0, 1] }
          bounce: { $type: spring, $value: { response: 0.4, dampingFraction: 0.6 } }
        type:
          lead: { $type: typography, $value: { fontFamily: [Inter, sans-serif], fontSize: 18pt, fontWeight: 500, lineHeight: 1.4, letterSpacing: -0.2pt } }

        """

    static let json = """
        {
          "brand": {
            "$type": "color",
            "ink": { "$value": "#101820", "$extensions": { "mode": { "night": "#F2F2F2", "contrast": "#000000" } } },
            "glow": { "$value": "#FFCC0080" },
            "moods": {
              "$extensions": { "kiln": { "palette": "categorical" } },
              "calm": { "$value": "#3366FF", "$extensions": { "kiln": { "name": "Calm", "category": "soft" } } },
              "bold": { "$value": "#FF3366", "$extensions": { "kiln": { "name": "Bold", "category": "loud" } } }
            }
          },
          "moods": { "gap": { "$type": "dimension", "$value": "6dp" } },
          "gaps": {
            "$type": "dimension",
            "object": { "$value": "4pt" },
            "2xl": { "$value": "40px" },
            "default": { "$value": "1.5rem" }
          },
          "corners": { "$type": "dimension", "soft": { "$value": "10pt" } },
          "motion": {
            "quick": { "$type": "duration", "$value": "150ms" },
            "settle": { "$type": "cubicBezier", "$value": [0.2, 0, 0, 1] },
            "bounce": { "$type": "spring", "$value": { "response": 0.4, "dampingFraction": 0.6 } }
          },
          "type": {
            "lead": { "$type": "typography", "$value": { "fontFamily": ["Inter", "sans-serif"], "fontSize": "18pt", "fontWeight": 500, "lineHeight": 1.4, "letterSpacing": "-0.2pt" } }
          }
        }
        """

    static let config = "modes: [day, night, contrast]\ntokens: ['tokens/**/*.yaml', 'tokens/**/*.tokens.json']\n"

    static func project(file: String, text: String, config: String = config) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-new-outputs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try text.write(to: folder.appendingPathComponent("tokens/" + file), atomically: true, encoding: .utf8)
        try config.write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        return folder
    }

    static func build(_ folder: URL) -> Pipeline.Run {
        let pipeline = Pipeline(project: Project.open(at: folder))
        var result = pipeline.load()
        pipeline.emit(&result, outputs: outputs)
        return result
    }

    static func text(_ folder: URL, _ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("output/" + path), encoding: .utf8)
    }

    @Test func awkwardNamesAndAThirdModeEmitCleanly() throws {
        let folder = try Self.project(file: "tokens.yaml", text: Self.yaml)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics.map(\.message))")

        let kotlin = try Self.text(folder, "android/DesignTokens.kt")
        #expect(kotlin.contains("object DayColors : DesignTokensColors()") && kotlin.contains("object ContrastColors : DesignTokensColors()"))
        // No light or dark mode: light falls back to the first, dark to light.
        #expect(kotlin.contains("if (isSystemInDarkTheme()) DesignTokensMode.Day else DesignTokensMode.Day"))
        // The third mode is a mode of every group too, not only of the colors.
        #expect(kotlin.contains("public enum class DesignTokensMode { Day, Night, Contrast }"))
        #expect(kotlin.contains("val `object`: Dp = 4.dp") && kotlin.contains("val _2xl: Dp = 40.dp") && kotlin.contains("val default: Dp = 24.dp"))
        #expect(kotlin.contains("override val brandGlow: Color = Color(0x80FFCC00)"))
        // Generic in the animated type: `animateDpAsState(…, DesignTokens.Motion.bounce())`.
        #expect(kotlin.contains("public open fun <T> bounce(): SpringSpec<T> = spring(dampingRatio = 0.6f, stiffness = "))
        #expect(kotlin.contains("val lead: TextStyle = TextStyle(fontFamily = FontFamily.SansSerif, fontWeight = FontWeight(500), fontSize = 18.sp, lineHeight = 1.4.em, letterSpacing = (-0.2).sp)"))
        // The group `type` and `moods` (named like the palette) are objects of their own.
        #expect(kotlin.contains("public object Type : DesignTokensType()") && kotlin.contains("public object Moods : DesignTokensMoods()"))
        let colors = try Self.text(folder, "android/res/values/colors.xml")
        #expect(colors.contains("<color name=\"brand_glow\">#80FFCC00</color>") && colors.contains("<color name=\"brand_ink\">#101820</color>"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("output/android/res/values-night").path))
        let dimens = try Self.text(folder, "android/res/values/dimens.xml")
        #expect(dimens.contains("<dimen name=\"gaps_2xl\">40dp</dimen>") && dimens.contains("<dimen name=\"gaps_default\">24dp</dimen>"))

        let typescript = try Self.text(folder, "typescript/tokens.ts")
        #expect(typescript.contains("export const day = typed({") && typescript.contains("export const contrast = typed({"))
        #expect(typescript.contains("\"2xl\": \"40px\",") && typescript.contains("default: \"1.5rem\","))
        #expect(typescript.contains("settle: [0.2, 0, 0, 1],"))
        let declarations = try Self.text(folder, "typescript/tokens.d.mts")
        #expect(declarations.contains("export declare const night: {") && declarations.contains("ink: \"#f2f2f2\","))

        let scss = try Self.text(folder, "scss/_tokens.scss")
        #expect(scss.contains("$brand-glow: rgba(255, 204, 0, 0.5);"))
        #expect(scss.contains("$tokens-contrast: (") && scss.contains("\"brand-ink\": #000000,"))
        #expect(scss.contains("$type-lead: (font-family: (\"Inter\", sans-serif), font-size: 18px, font-weight: 500, line-height: 1.4, letter-spacing: -0.2px);"))

        let theme = try Self.text(folder, "tailwind/theme.css")
        #expect(theme.contains("--color-brand-ink: #101820;") && theme.contains("--radius-soft: 10px;") && theme.contains("--spacing-gaps-2xl: 40px;"))
        // Text sizes in rem, as tokens.css writes them.
        #expect(theme.contains("--text-type-lead: 1.125rem;") == false && theme.contains("--text-lead: 1.125rem;"))
        #expect(theme.contains("[data-theme=\"night\"] {\n  --color-brand-ink: #f2f2f2;"))
        #expect(!theme.contains("prefers-color-scheme"), "no dark mode: no media query")
        let preset = try Self.text(folder, "tailwind/tailwind.preset.cjs")
        #expect(preset.contains("\"brand-ink\": \"color-mix(in srgb, var(--color-brand-ink) calc(<alpha-value> * 100%), transparent)\"") && preset.contains("\"brand-glow\": \"rgb(255 204 0 / 0.5)\""))
    }

    /// Metamorphic: the same tokens as YAML and as DTCG JSON give byte-identical new outputs.
    @Test func yamlAndJSONGiveTheSameFiles() throws {
        let fromYAML = try Self.project(file: "tokens.yaml", text: Self.yaml)
        let fromJSON = try Self.project(file: "tokens.tokens.json", text: Self.json)
        defer {
            try? FileManager.default.removeItem(at: fromYAML)
            try? FileManager.default.removeItem(at: fromJSON)
        }
        _ = Self.build(fromYAML)
        _ = Self.build(fromJSON)
        let files = EmitFixtures.files(in: fromYAML.appendingPathComponent("output")).filter { !$0.hasPrefix(".kiln") }
        #expect(files.count == 10, "\(files)")
        #expect(files == EmitFixtures.files(in: fromJSON.appendingPathComponent("output")).filter { !$0.hasPrefix(".kiln") })
        for file in files {
            #expect(try Self.text(fromYAML, file) == (try Self.text(fromJSON, file)), "\(file) differs between the YAML and the JSON input")
        }
    }

    @Test func settingsShapeTheNewOutputs() throws {
        let config = Self.config + """
            android: { folder: droid, packageName: org.acme.ui, objectName: Acme, resources: false }
            typescript: { folder: web, fileName: design }
            scss: { mapName: acme }
            tailwind: { presetFileName: preset.cjs, themeAttribute: data-mode }

            """
        let folder = try Self.project(file: "tokens.yaml", text: Self.yaml, config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        #expect(result.diagnostics.filter { $0.severity >= .warning }.isEmpty, "\(result.diagnostics.map(\.message))")
        let files = EmitFixtures.files(in: folder.appendingPathComponent("output")).filter { !$0.hasPrefix(".kiln") }
        #expect(files == ["droid/DesignTokens.kt", "droid/DesignTokensMaterial3.kt", "scss/_tokens.scss", "tailwind/preset.cjs", "tailwind/theme.css", "web/design.d.mts", "web/design.mjs", "web/design.ts"])
        let kotlin = try Self.text(folder, "droid/DesignTokens.kt")
        #expect(kotlin.contains("package org.acme.ui\n") && kotlin.contains("public abstract class AcmeColors {") && kotlin.contains("public object Acme {"))
        #expect(try Self.text(folder, "scss/_tokens.scss").contains("$acme-modes: (\"day\": $acme-day"))
        #expect(try Self.text(folder, "tailwind/theme.css").contains("[data-mode=\"night\"] {"))
    }

    @Test func badSettingsAreLocated() throws {
        let config = Self.config + "android: { packageName: \"org.9acme\", colour: red }\n"
        let folder = try Self.project(file: "tokens.yaml", text: Self.yaml, config: config)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Self.build(folder)
        let invalid = result.diagnostics.first { $0.id == .configInvalid }
        #expect(invalid?.message.contains("`android.packageName` must be a Kotlin package name") == true, "\(result.diagnostics.map(\.message))")
        #expect(invalid?.range.start.line == 3)
        #expect(result.diagnostics.contains { $0.id == .configUnknownKey && $0.message.contains("\"colour\"") })
    }
}
