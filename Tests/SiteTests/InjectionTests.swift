import DesignModel
import XMLAdapter
import Foundation
import Testing

@testable import SpecSite
import KilnTestSupport
import XMLReading

/// Hostile text in tokens, kiln.yaml and specs comes out only escaped: no element, attribute
/// or URL from it survives, and the checker finds no unsafe markup. (The browser test then
/// proves nothing runs.)
@Suite struct InjectionTests {
    static let files = SiteFixtures.site(
        at: SiteFixtures.fixtures.appendingPathComponent("injection/input"), specs: SpecFixtures.hostile())

    @Test func payloadsAppearOnlyEscaped() throws {
        let pages = Self.files.filter { $0.path.hasSuffix(".html") }
        #expect(pages.count > 5)
        var sawEscaped = false
        for page in pages {
            let html = SiteFixtures.text(page)
            for raw in ["<script>window.kilnInjected", "<img src=x", "<svg onload", "<iframe", "<b onmouseover", "<b>Key</b>", "</style></script>", "\"javascript:", "'javascript:"] {
                #expect(!html.contains(raw), "\(page.path) contains \(raw) unescaped")
            }
            // `javascript:` may appear as text (a spec's words), never in an attribute.
            for link in HTMLInspector.inspect(html, file: page.path).links {
                #expect(!link.value.lowercased().contains("javascript"), "\(page.path):\(link.line): \(link.value)")
            }
            if html.contains("&lt;script&gt;window.kilnInjected") { sawEscaped = true }
        }
        #expect(sawEscaped, "the payload text should still be visible, escaped")
    }

    @Test func checkerFindsNothingUnsafe() {
        let problems = SiteChecker.check(Self.files)
        #expect(problems.isEmpty, "\(problems.prefix(30).map(\.description).joined(separator: "\n"))")
    }

    @Test func onlyTheSitesOwnScriptRuns() {
        for page in Self.files where page.path.hasSuffix(".html") {
            let facts = HTMLInspector.inspect(SiteFixtures.text(page), file: page.path)
            let executable = facts.scripts.filter { $0.type != "application/json" }
            #expect(executable.count == 1, "\(page.path)")
            #expect(executable.first?.text == SiteScript.source)
            #expect(facts.unsafeAttributes.isEmpty, "\(page.path): \(facts.unsafeAttributes)")
            #expect(facts.contentSecurityPolicy?.contains("default-src 'none'") == true)
        }
    }

    @Test func unsafeLinkSchemesAreDropped() {
        #expect(!Prose.isShowable("javascript:alert(1)"))
        #expect(!Prose.isShowable(" JaVaScRiPt:alert(1)"))
        #expect(!Prose.isShowable("java\nscript:alert(1)"))
        #expect(!Prose.isShowable("data:text/html,<script>"))
        #expect(!Prose.isShowable("vbscript:x"))
        #expect(Prose.isShowable("https://example.com/a"))
        #expect(Prose.isShowable("mailto:design@example.com"))
        #expect(Prose.isShowable("../docs/a.md"))
        var writer = HTMLWriter()
        Prose(headingBase: 3).inline(&writer, [.link(destination: "javascript:alert(1)", [.text("click")])])
        #expect(writer.output == "click")
    }

    @Test func writerEscapesTextAndAttributes() {
        var writer = HTMLWriter()
        writer.element("p", [.init("title", "\"><script>")], text: "<b>&'\u{0}")
        #expect(writer.output == "<p title=\"&quot;&gt;&lt;script&gt;\">&lt;b&gt;&amp;&#39;\u{FFFD}</p>")
    }

    /// The escaper works on UTF-8 bytes: C1 controls (C2 80…C2 9F) and DEL become U+FFFD, other
    /// characters starting with C2 (`©`) and tab, line feed and carriage return stay.
    @Test func writerReplacesControlCharactersOnly() {
        var writer = HTMLWriter()
        writer.text("a\u{7F}b\u{85}c\u{9F}©\u{A0}\t\n\r\u{1B}é€😀\u{C2}")
        #expect(writer.output == "a\u{FFFD}b\u{FFFD}c\u{FFFD}©\u{A0}\t\n\r\u{FFFD}é€😀\u{C2}")
    }
}
