import Diagnostics
import Testing
@testable import MarkdownSource

@Suite struct MarkdownParserTests {
    @Test func frontMatterIsSplitAndLineNumbersStayTrue() throws {
        let text = "---\nid: onboarding\ntitle: Onboarding\n---\n\n## Screen 1: Welcome\n\n- Height: 50pt\n"
        let document = MarkdownParser.parse(text, file: "s.md")
        #expect(document.frontMatter == "\nid: onboarding\ntitle: Onboarding\n")
        let heading = try #require(document.root.children.first)
        #expect(heading.kind == .heading(level: 2))
        #expect(heading.range.start.line == 6)
        #expect(heading.plainText == "Screen 1: Welcome")
        let list = try #require(document.root.children.dropFirst().first)
        #expect(list.kind == .list(ordered: false))
        #expect(list.range.start.line == 8)
    }

    @Test func unclosedFrontMatterIsJustMarkdown() {
        let document = MarkdownParser.parse("---\nid: x\n\n# Title\n", file: "s.md")
        #expect(document.frontMatter == nil)
    }

    @Test func tablesComeFromTheGFMExtension() throws {
        let text = "| State | Background |\n|---|---|\n| Default | Primary Coral |\n"
        let table = try #require(MarkdownParser.parse(text, file: "t.md").root.children.first)
        #expect(table.kind == .table)
        #expect(table.children.count == 2)
        #expect(table.children[0].kind == .tableRow(isHeader: true))
        #expect(table.children[1].children.map(\.plainText) == ["Default", "Primary Coral"])
        #expect(table.children[1].range.start.line == 3)
    }

    @Test func rawHTMLIsKeptAsLiteralTextNeverRendered() throws {
        let document = MarkdownParser.parse("<script>alert(1)</script>\n\nText <img src=x onerror=alert(1)>\n", file: "x.md")
        let block = try #require(document.root.children.first)
        #expect(block.kind == .htmlBlock)
        #expect(block.literal?.contains("<script>") == true)
        let inline = document.root.children[1].children.first { $0.kind == .htmlInline }
        #expect(inline?.literal == "<img src=x onerror=alert(1)>")
    }

    @Test func codeBlocksKeepTheirInfoAndText() throws {
        let block = try #require(MarkdownParser.parse("```text\n┌──┐\n└──┘\n```\n", file: "c.md").root.children.first)
        #expect(block.kind == .codeBlock(info: "text"))
        #expect(block.literal == "┌──┐\n└──┘\n")
    }

    @Test func deeplyNestedInputIsFlattenedNotACrash() {
        let text = String(repeating: "> ", count: 5000) + "deep\n"
        let document = MarkdownParser.parse(text, file: "deep.md")
        #expect(document.root.plainText.contains("deep"))
    }
}
