import BuildPipeline
import Diagnostics
import Foundation
import SpecParser
import Testing

/// A document written with full-width marks (`文字色：#A4ADB1`) is read through a copy with the
/// marks folded to spaced ASCII (`文字色: #A4ADB1`); what Kiln reports points at the file's own
/// columns, not the copy's.
@Suite struct FullWidthColumnTests {
    static let spec = """
        # エディタ

        ## 保存ボタン
        - 背景：#FFFFFF
        - ラベル：「保存する」Headline 17pt、文字色：#DDDDDD
        - 参照：color.background.nope

        """

    /// The 1-based column of the first occurrence of `needle` in `line` of `text`, counted in
    /// Unicode scalars as `SourceLocation` counts them.
    static func column(of needle: String, line: Int, in text: String) -> Int? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard line - 1 < lines.count, let range = lines[line - 1].range(of: needle) else { return nil }
        return lines[line - 1][..<range.lowerBound].unicodeScalars.count + 1
    }

    @Test func theReadersOwnReportsPointAtTheFilesColumns() throws {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"])).parse(text: Self.spec, file: "specs/ja.md")
        let unknown = try #require(result.diagnostics.first { $0.range.start.line == 6 && $0.id == .specUnknownToken }, "\(SpecTest.diagnostics(result))")
        #expect(unknown.range.start.column == Self.column(of: "color.background.nope", line: 6, in: Self.spec))
    }

    @Test func ruleFindingsPointAtTheFilesColumns() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-fullwidth-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: project) }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("specs"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: SpecTest.repository.appendingPathComponent("tokens"), to: project.appendingPathComponent("tokens"))
        try Self.spec.write(to: project.appendingPathComponent("specs/ja.md"), atomically: true, encoding: .utf8)
        let pipeline = Pipeline(project: Project.open(at: project))
        let result = pipeline.check(pipeline.load())
        // The reader's own diagnostic, already at the file's columns, is not moved a second time.
        let unknown = try #require(result.diagnostics.first { $0.id == .specUnknownToken && $0.range.start.line == 6 })
        #expect(unknown.range.start.column == Self.column(of: "color.background.nope", line: 6, in: Self.spec))
        let contrast = try #require(
            result.diagnostics.first { $0.id == .a11yContrastText && $0.range.start.line == 5 },
            "\(result.diagnostics.map { "\($0.range) \($0.id) \($0.message)" })")
        // The copy reads `- ラベル: "保存する" Headline 17pt, 文字色: #DDDDDD`: four columns wider
        // before the text color's part than the file, where the finding points.
        let part = try #require(Self.column(of: "文字色：#DDDDDD", line: 5, in: Self.spec))
        #expect(contrast.range.start.column == part, "\(contrast.range)")
    }
}

/// Thai runs its words together and into English ones (`สีGolden Orange`, `บนพื้นขาว`): the copy
/// spaces them, and what Kiln reports still points at the file's columns.
@Suite struct ThaiSpacingTests {
    static let spec = """
        # ไทม์ไลน์

        พื้นหลังหน้าจอ White #FFFFFF

        - ป้ายPremium: ข้อความสีGolden Orange #FAB1A0 บนพื้นขาว สูง24pt
        - อ้างอิง: color.background.nope
        - ปุ่มกรอง: พื้นที่แตะ32×32pt

        """

    @Test func aThaiLineIsReadAndReportedAtTheFilesColumns() throws {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"])).parse(text: Self.spec, file: "specs/th.md")
        let unknown = try #require(result.diagnostics.first { $0.range.start.line == 6 && $0.id == .specUnknownToken }, "\(SpecTest.diagnostics(result))")
        #expect(unknown.range.start.column == FullWidthColumnTests.column(of: "color.background.nope", line: 6, in: Self.spec))
        let facts = SpecReadings.summaries(result.specs)
        #expect(facts.contains("text ป้าย Premium: #FAB1A0 on #FFFFFF (light)"), "\(facts)")
        // `พื้นที่แตะ` (a touch area) is no `พื้น` (a background) followed by a word.
        #expect(facts.contains("target ปุ่มกรอง: 32×32"), "\(facts)")
    }
}

/// Lao runs its words together as Thai does (`ພື້ນ`, a background; `ເທິງ`, on), and a crescent
/// moon marks a dark-mode value (`White #FFFFFF · 🌙 #1A1D1F`).
@Suite struct LaoSpacingTests {
    static let spec = """
        # Timeline

        - ພື້ນໜ້າຈໍ: White #FFFFFF · 🌙 Background Black #1A1D1F
        - ວັນທີ: 13pt, Slate Gray #636E72 ເທິງ #FFFFFF · 🌙 #B2BEC3 ເທິງ #2C3135
        - ອ້າງອີງ: color.background.nope

        """

    @Test func aLaoLineIsReadWithItsDarkValueAndReportedAtTheFilesColumns() throws {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"], platform: "ios")).parse(text: Self.spec, file: "specs/lo.md")
        let unknown = try #require(result.diagnostics.first { $0.range.start.line == 5 && $0.id == .specUnknownToken }, "\(SpecTest.diagnostics(result))")
        #expect(unknown.range.start.column == FullWidthColumnTests.column(of: "color.background.nope", line: 5, in: Self.spec))
        let facts = SpecReadings.summaries(result.specs)
        #expect(facts.contains("text ວັນທີ: #636E72 on #FFFFFF (light)"), "\(facts)")
        #expect(facts.contains("text ວັນທີ: #B2BEC3 on #2C3135 (dark)"), "\(facts)")
        #expect(!facts.contains("text ວັນທີ: #B2BEC3 on #2C3135 (light)"), "\(facts)")
    }
}

/// A transcript says values in words (`forty-four points`); the copy writes them as values, and
/// what Kiln reports after them still points at the file's columns.
@Suite struct SpokenValueColumnTests {
    static let spec = """
        # Walkthrough

        Canvas: White #FFFFFF

        The close button is forty-four by forty-four points, and its color is `color.text.nope`.

        """

    @Test func aSpokenSizeIsReadAndLaterColumnsStay() throws {
        let result = SpecParser(system: SpecTest.bundledSystem, options: .init(modes: ["light", "dark"], platform: "ios")).parse(text: Self.spec, file: "specs/memo.md")
        let facts = SpecReadings.summaries(result.specs)
        #expect(facts.contains("target close button: 44×44"), "\(facts)")
        let unknown = try #require(result.diagnostics.first { $0.id == .specUnknownToken }, "\(SpecTest.diagnostics(result))")
        #expect(unknown.range.start.column == FullWidthColumnTests.column(of: "color.text.nope", line: 5, in: Self.spec))
    }
}
