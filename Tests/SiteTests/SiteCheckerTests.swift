import DesignModel
import XMLAdapter
import Foundation
import Testing

@testable import SpecSite
import KilnTestSupport
import XMLReading

/// The site for the bundled design system is well-formed, linked and safe: every page parses
/// cleanly with libxml2, ids are unique, every internal link and anchor resolves, nothing
/// comes from the network, and every script is the site's own (allowed by CSP hash).
@Suite struct SiteCheckerTests {
    @Test func bundledSiteHasNoProblems() throws {
        let files = SiteFixtures.bundledSite
        #expect(files.count > 8)
        let problems = SiteChecker.check(files)
        #expect(problems.isEmpty, "\(problems.prefix(30).map(\.description).joined(separator: "\n"))")
    }

    @Test func bundledSiteHasEveryPage() {
        let paths = Set(SiteFixtures.bundledSite.map(\.path))
        for page in ["index.html", "colors.html", "contrast.html", "typography.html", "spacing.html", "motion.html", "palettes.html", "rules.html", "search.html"] {
            #expect(paths.contains(page), "missing \(page)")
        }
        #expect(paths.contains { $0.hasPrefix("source/tokens/") })
    }

    @Test func siteIsDeterministic() {
        let first = SiteFixtures.bundledSite
        let second = SiteFixtures.site(at: SiteFixtures.repository)
        #expect(first == second)
    }

    @Test func noExternalURLsInAttributes() throws {
        for file in SiteFixtures.bundledSite where file.path.hasSuffix(".html") {
            let facts = HTMLInspector.inspect(SiteFixtures.text(file), file: file.path)
            for link in facts.links {
                let value = link.value.lowercased()
                #expect(!value.hasPrefix("http:") && !value.hasPrefix("https:") && !value.hasPrefix("//"), "\(file.path):\(link.line): \(link.value)")
            }
        }
    }

    @Test func everyColorTokenHasAStableAnchor() throws {
        let files = SiteFixtures.bundledSite
        let colors = try #require(files.first { $0.path == "colors.html" })
        let ids = Set(HTMLInspector.inspect(SiteFixtures.text(colors), file: "colors.html").ids.map(\.id))
        for path in ["color.primary.coral", "color.text.primary", "color.emotion.happy"] {
            #expect(ids.contains(path), "no anchor for \(path)")
        }
    }

    @Test func screenPagesFromASpecSetCheckClean() throws {
        let folder = SiteFixtures.fixtures.appendingPathComponent("small/input")
        let files = SiteFixtures.site(at: folder, specs: SpecFixtures.hostile())
        #expect(files.contains { $0.path.hasPrefix("screens/") })
        let problems = SiteChecker.check(files)
        #expect(problems.isEmpty, "\(problems.prefix(30).map(\.description).joined(separator: "\n"))")
    }
}

/// The checker itself finds what it promises to find.
@Suite struct HTMLInspectorTests {
    static func page(_ body: String, script: String = "") -> String {
        "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>t</title></head><body>\(body)</body></html>"
    }

    @Test func reportsParseErrors() {
        let facts = HTMLInspector.inspect(Self.page("<p><b>bold</p></i><blink>x</blink>"), file: "bad.html")
        #expect(!facts.problems.isEmpty)
        #expect(facts.problems.contains { $0.message.contains("blink") })
    }

    @Test func acceptsHTML5Elements() {
        let facts = HTMLInspector.inspect(Self.page("<header></header><nav></nav><main><section><figure><figcaption>x</figcaption></figure></section></main><footer></footer>"), file: "ok.html")
        #expect(facts.problems.isEmpty, "\(facts.problems)")
    }

    @Test func findsDuplicateIDsBrokenLinksAndUnsafeMarkup() {
        let a = OutputFile(path: "a.html", text: Self.page("<p id=\"x\">1</p><p id=\"x\">2</p><a href=\"b.html#missing\">b</a><a href=\"c.html\">c</a><a href=\"javascript:alert(1)\">j</a><a href=\"https://example.com\">e</a><img src=\"//cdn.example/x.png\" alt=\"\" onerror=\"alert(1)\"><a href=\"/abs.html\">abs</a>"))
        let b = OutputFile(path: "b.html", text: Self.page("<p id=\"here\">b</p>"))
        let problems = SiteChecker.check([a, b]).map(\.message)
        #expect(problems.contains { $0.contains("duplicate id \"x\"") })
        #expect(problems.contains { $0.contains("anchor \"#missing\"") })
        #expect(problems.contains { $0.contains("missing file: c.html") })
        #expect(problems.contains { $0.hasPrefix("javascript: URL") })
        #expect(problems.contains { $0.hasPrefix("https: URL") })
        #expect(problems.contains { $0.hasPrefix("network URL") })
        #expect(problems.contains { $0.contains("onerror") })
        #expect(problems.contains { $0.contains("absolute path") })
        #expect(problems.contains { $0.contains("Content-Security-Policy") })
    }

    @Test func scriptsMustMatchTheCSPHash() {
        let script = "window.ok = 1;"
        let policy = "default-src 'none'; script-src \(SHA256Hasher.cspSource(script)); style-src 'none'"
        let good = "<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\"><title>t</title><script>\(script)</script></head><body></body></html>"
        #expect(SiteChecker.check([OutputFile(path: "a.html", text: good)]).isEmpty)
        let bad = good.replacingOccurrences(of: "</head>", with: "<script>alert(1)</script></head>")
        #expect(SiteChecker.check([OutputFile(path: "a.html", text: bad)]).contains { $0.message.contains("does not allow by hash") })
    }

    @Test func sha256MatchesKnownVectors() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256Hasher.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256Hasher.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let long = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(hex(SHA256Hasher.digest(long)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(SHA256Hasher.base64(Array("hello".utf8)) == "aGVsbG8=")
    }
}
