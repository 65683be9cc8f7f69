import DesignModel
import Testing

@testable import SpecSite

/// Source pages number lines the way diagnostics do, so "defined at line N" links land there.
@Suite struct SourcePageTests {
    static func page(_ text: String) throws -> String {
        let input = SiteInput(system: DesignSystem(modes: ["light"], tokens: []), sources: [SiteSource(path: "tokens/a.yaml", text: text)])
        let file = try #require(SpecSite.generate(input).first { $0.path == "source/tokens/a.yaml.html" })
        return String(decoding: file.contents, as: UTF8.self)
    }

    @Test func crlfLinesAreNumberedOneByOne() throws {
        let page = try Self.page("a: 1\r\nb: 2\r\n\r\nc: <3>\r")
        #expect(page.contains(#"<li id="L1">a: 1</li><li id="L2">b: 2</li><li id="L3"> </li><li id="L4">c: &lt;3&gt;</li></ol>"#))
        #expect(!page.contains("\r"))
    }

    @Test func lfLinesKeepTheirFinalEmptyLine() throws {
        let page = try Self.page("a: 1\nb: 2\n")
        #expect(page.contains(#"<li id="L1">a: 1</li><li id="L2">b: 2</li><li id="L3"> </li></ol>"#))
    }
}
