import BuildPipeline
import DesignModel
import Foundation
import Testing
import XMLAdapter

@testable import SpecSite

/// What the pages say, read from the generated HTML: every token shows its name in every
/// enabled output with a copy button; every finding is on the findings page once, and the
/// counts agree there, on the overview and on the rules page; every screen of the bundled
/// project and of the two examples is drawn; no Markdown backticks reach the text.
@Suite struct SiteContentTests {
    static func page(_ files: [OutputFile], _ path: String) throws -> String {
        SiteFixtures.text(try #require(files.first { $0.path == path }, "no \(path)"))
    }

    /// Counts the occurrences of `needle`.
    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test func everyTokenShowsAndCopiesItsCodeNames() throws {
        let (pipeline, result) = SiteFixtures.result(at: SiteFixtures.repository)
        let input = pipeline.siteInput(result)
        let files = SpecSite.generate(input)
        let pages = Dictionary(uniqueKeysWithValues: files.map { ($0.path, SiteFixtures.text($0)) })
        // Each page's code-name rows, found in one pass (a page holds thousands of them).
        var rowsOfPage: [String: Set<Substring>] = [:]
        for (path, html) in pages {
            var rows = Set<Substring>()
            for piece in html.components(separatedBy: "<li><span>").dropFirst() {
                guard let label = piece.range(of: "aria-label=\"Copy "), let end = piece[label.upperBound...].range(of: " name") else { continue }
                rows.insert(Substring(piece)[..<end.upperBound])
            }
            rowsOfPage[path] = rows
        }
        var shown = 0
        for token in input.system.tokens {
            let names = try #require(input.codeNames[token.path], "\(token.path) has no code names")
            // Swift, SwiftUI (colors), Compose, Flutter, CSS, JSON, TypeScript, SCSS, Tailwind.
            #expect(Set(names.map(\.label)).isSuperset(of: ["Swift", "Compose", "Flutter", "CSS", "TypeScript", "SCSS", "Tailwind"]), "\(token.path): \(names.map(\.label))")
            let page = TokenRouting.page(for: token.type).path
            let rows = try #require(rowsOfPage[page])
            for name in names {
                let escaped = HTMLWriter.escaped(name.code)
                // The name once, between its platform and a Copy button labelled with the platform.
                let row = "\(name.label)</span><code>\(escaped)</code><button type=\"button\" aria-label=\"Copy \(name.label) name"
                #expect(rows.contains(Substring(row)), "\(page): \(token.path) does not show \(name.code) with a copy button")
                shown += 1
            }
        }
        #expect(shown > input.system.tokens.count * 8)
        // A platform with several names (Tailwind's bg-, text-, border-) numbers its buttons.
        #expect(pages["colors.html"]?.contains("aria-label=\"Copy Tailwind name 3\">Copy</button>") == true)
        // Search finds them too.
        let search = try #require(pages["search.html"])
        #expect(search.contains("DesignTokens.Colors.textPrimary"))
    }

    @Test func everyFindingIsListedOnceWithCountsThatAgree() throws {
        let (pipeline, result) = SiteFixtures.result(at: SiteFixtures.repository)
        let input = pipeline.siteInput(result)
        let files = SpecSite.generate(input)
        let unique = Set(input.findings + input.baselinedFindings)
        #expect(!unique.isEmpty)
        let findings = try Self.page(files, "findings.html")
        #expect(Self.count("<li id=\"f-", in: findings) == unique.count, "the findings page lists each finding once")
        #expect(findings.contains("<p class=\"lead\">\(PageText.plural(unique.count, "finding")):"))
        let overview = try Self.page(files, "index.html")
        #expect(overview.contains("All \(PageText.plural(unique.count, "finding")) in the findings view"))
        #expect(!overview.contains("kiln check`"), "no \"see `kiln check`\" in place of findings")
        let rules = try Self.page(files, "rules.html")
        for (rule, list) in Dictionary(grouping: Array(unique), by: \.id.rawValue) where input.rules.contains(where: { $0.diagnosticID.rawValue == rule }) {
            #expect(rules.contains("\(PageText.plural(list.count, "finding")) in this build"), "\(rule): the rules page does not say \(list.count)")
            #expect(Self.count("data-rule=\"\(rule)\"", in: findings) == list.count, "\(rule)")
        }
        // Screen pages list their findings once (components link to the list).
        for file in files where file.path.hasPrefix("screens/") {
            let text = SiteFixtures.text(file)
            let section = text.components(separatedBy: "id=\"screen-findings\"").dropFirst().first ?? ""
            let entries = Self.count("<span class=\"badge sev-", in: section)
            let stated = text.range(of: "Findings (").map { Int(text[$0.upperBound...].prefix { $0.isNumber }) ?? -1 } ?? 0
            #expect(entries == stated, "\(file.path): \(entries) entries for \(stated) findings")
        }
    }

    @Test func theOverviewAndTheContrastPageStateTheSamePairCounts() throws {
        let files = SiteFixtures.bundledSite
        let overview = try Self.page(files, "index.html")
        let contrast = try Self.page(files, "contrast.html")
        let (pipeline, result) = SiteFixtures.result(at: SiteFixtures.repository)
        let counts = PairCounts(pipeline.siteInput(result).specs.facts.textPairs + pipeline.siteInput(result).specs.facts.nonTextPairs)
        #expect(overview.contains(HTMLWriter.escaped(counts.summary)))
        // The contrast page's per-screen counts add up to the same totals.
        var total = 0
        var failing = 0
        for match in contrast.components(separatedBy: "<span class=\"muted\"> — ").dropFirst() {
            let numbers = match.prefix { $0 != "<" }.split(separator: " ").compactMap { Int($0) }
            if numbers.count >= 2 {
                total += numbers[0]
                failing += numbers[1]
            }
        }
        #expect(total == counts.total)
        #expect(failing == counts.failing)
    }

    @Test(arguments: ["", "examples/camera", "examples/larder"])
    func everyScreenIsDrawn(project: String) throws {
        let folder = project.isEmpty ? SiteFixtures.repository : SiteFixtures.repository.appendingPathComponent(project)
        let files = SiteFixtures.site(at: folder)
        let screens = files.filter { $0.path.hasPrefix("screens/") }
        #expect(!screens.isEmpty)
        var flags = 0
        let input = SiteFixtures.siteInput(at: folder)
        let context = SiteContext(input: input)
        for page in context.screenPages {
            let file = try #require(screens.first { $0.path == page.path })
            let text = SiteFixtures.text(file)
            // Every screen with a component is drawn (a flow of animations alone has nothing to draw).
            guard page.screen.components.contains(where: { $0.kind != "animation" }) else { continue }
            #expect(text.contains("id=\"wireframe\""), "\(file.path) has no wireframe")
            #expect(Self.count("data-node=", in: text) > 0, "\(file.path) draws no component")
            flags += Self.count("class=\"wire-flag\"", in: text)
            // Every flag that names a finding links to the findings page's entry.
            for link in text.components(separatedBy: "class=\"wire-flag\" href=\"").dropFirst() {
                #expect(link.hasPrefix("../findings.html#f-"), "\(file.path): \(link.prefix(60))")
            }
        }
        #expect(flags > 0, "no failing pair or target is marked in \(project.isEmpty ? "the bundled project" : project)")
    }

    /// Rule messages and fixes quote names in `code spans`: the site shows them as code, never
    /// as backticks. Only code and preformatted blocks may hold a backtick.
    @Test func noMarkdownReachesTheText() throws {
        for file in SiteFixtures.bundledSite where file.path.hasSuffix(".html") && !file.path.hasPrefix("source/") {
            let text = Self.proseOutsideCode(SiteFixtures.text(file))
            #expect(!text.contains("`"), "\(file.path): a backtick outside code: …\(text.components(separatedBy: "`")[0].suffix(80))")
            #expect(!text.contains("**"), "\(file.path): Markdown emphasis outside code")
        }
    }

    /// A page without its attribute values (they hold code as written: a Swift name in
    /// backticks is `default`) and without its code, preformatted, script and style elements.
    /// One pass each over the bytes: the colors page of the bundled site is megabytes long.
    static func proseOutsideCode(_ html: String) -> String {
        var withoutValues: [UInt8] = []
        let bytes = Array(html.utf8)
        withoutValues.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""),
                let close = bytes[(index + 2)...].firstIndex(of: UInt8(ascii: "\""))
            {
                index = close + 1
                continue
            }
            withoutValues.append(bytes[index])
            index += 1
        }
        let elements = [("<code", "</code>"), ("<pre", "</pre>"), ("<script", "</script>"), ("<style", "</style>")]
            .map { (Array($0.0.utf8), Array($0.1.utf8)) }
        func starts(_ prefix: [UInt8], at position: Int) -> Bool {
            position + prefix.count <= withoutValues.count && withoutValues[position..<(position + prefix.count)].elementsEqual(prefix)
        }
        var prose: [UInt8] = []
        prose.reserveCapacity(withoutValues.count)
        index = 0
        scan: while index < withoutValues.count {
            if withoutValues[index] == UInt8(ascii: "<") {
                for (open, close) in elements where starts(open, at: index) {
                    var end = index + open.count
                    while end < withoutValues.count, !starts(close, at: end) { end += 1 }
                    if end < withoutValues.count {
                        index = end + close.count
                        continue scan
                    }
                }
            }
            prose.append(withoutValues[index])
            index += 1
        }
        return String(decoding: prose, as: UTF8.self)
    }
}
