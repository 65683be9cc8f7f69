import ColorScience
import DesignModel
import Diagnostics
import Foundation
import SpecSite
import BuildPipeline

/// Where the test fixtures and the repository are, and helpers to build sites from them.
enum SiteFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = testsFolder.appendingPathComponent("Fixtures")
    static let repository = testsFolder.deletingLastPathComponent().deletingLastPathComponent()
    static let browserScript = testsFolder.appendingPathComponent("Support/browser_check.py")

    /// The pipeline's result (after `check`) for a project folder.
    static func result(at folder: URL) -> (Pipeline, Pipeline.Run) {
        let pipeline = Pipeline(project: Project.open(at: folder))
        return (pipeline, pipeline.check(pipeline.load()))
    }

    /// The site files (paths relative to the site folder) for a project folder.
    static func site(at folder: URL, specs: SpecSet? = nil) -> [OutputFile] {
        let (pipeline, result) = result(at: folder)
        var input = pipeline.siteInput(result)
        if let specs { input.specs = specs }
        return SpecSite.generate(input)
    }

    /// The bundled project's site, built once and shared by the tests that only read it.
    static let bundledSite: [OutputFile] = site(at: repository, specs: nil)

    /// The site's input for a project folder.
    static func siteInput(at folder: URL) -> SiteInput {
        let (pipeline, result) = result(at: folder)
        return pipeline.siteInput(result)
    }

    static func write(_ files: [OutputFile], to folder: URL) throws {
        try? FileManager.default.removeItem(at: folder)
        for file in files {
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.contents).write(to: url)
        }
    }

    static func temporaryFolder(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-site-tests-\(ProcessInfo.processInfo.processIdentifier)-\(name)")
    }

    static func text(_ file: OutputFile) -> String { String(decoding: file.contents, as: UTF8.self) }
}

/// A small hand-made spec set: one flow with one screen whose prose and values carry hostile
/// text, to test the screen pages and escaping without depending on the spec parser.
enum SpecFixtures {
    static func hostile(file: String = "specs/evil.md") -> SpecSet {
        let range = SourceRange(file: file, line: 3, column: 1)
        let payload = "<script>window.kilnInjected=1;alert(1)</script>"
        let image = "<img src=x onerror=\"window.kilnInjected=1;alert(2)\">"
        let coral = RGBA(red8: 0xFF, green8: 0x6B, blue8: 0x6B)
        let mist = RGBA(red8: 0xB2, green8: 0xBE, blue8: 0xC3)
        let color = SpecColorValue(
            written: "Primary Coral " + payload, base: .name("Primary Coral"),
            resolutions: [
                .init(mode: "light", color: coral, token: "color.evil.script", match: .name),
                .init(mode: "dark", color: coral, token: "color.evil.script", match: .name),
            ])
        let label = SpecNode(
            kind: .part, id: "evil/screen/label", name: "Label " + image, heading: "Label:", level: nil, range: range,
            properties: [SpecProperty(key: "Text Color", kind: .color, entries: [SpecEntry(qualifiers: .none, value: .color(color), written: color.written, writtenKey: "Color", range: range)])],
            documentation: [SpecBlock(kind: .html(image), range: range)])
        let button = SpecNode(
            kind: .component, id: "evil/screen/button", name: "Button " + payload, heading: "#### Button", level: 4, range: range,
            properties: [
                SpecProperty(key: "Background", kind: .background, entries: [SpecEntry(qualifiers: SpecQualifiers(mode: "dark"), value: .color(color), written: "Coral", writtenKey: "Dark Mode", range: range)])
            ],
            children: [label],
            documentation: [
                SpecBlock(kind: .paragraph("Click [here](javascript:window.kilnInjected=1) " + payload), range: range),
                SpecBlock(kind: .code(info: "html", text: "<script>alert('code')</script>"), range: range),
                SpecBlock(kind: .table(header: ["<b>Key</b>", "Value"], rows: [[image, payload]]), range: range),
                SpecBlock(kind: .image(source: "javascript:alert(1)", alt: payload), range: range),
            ])
        let screen = SpecNode(
            kind: .screen, id: "evil/screen", name: "Screen " + payload, heading: "## Screen 1: Evil", level: 2, range: range,
            children: [button],
            sections: [SpecSection(kind: .documentation, title: "Purpose " + image, range: range, blocks: [SpecBlock(kind: .html("<iframe src=\"https://evil.example\"></iframe>"), range: range), SpecBlock(kind: .list(ordered: false, items: [SpecBlock(kind: .item(text: payload, blocks: []), range: range)]), range: range)])])
        let document = SpecDocument(
            id: "evil", title: "Evil " + payload, file: file,
            frontMatter: [SpecFrontMatterEntry(key: "author", value: image, isRecognized: false, range: range)],
            nodes: [screen], blocks: [SpecBlock(kind: .paragraph(payload), range: range)])
        let node = SpecFact.Component(id: "evil/screen/button", path: "Screen " + payload + " › Button " + payload, screen: "Screen " + payload, file: file, range: range)
        let pair = SpecFact.ColorPair(
            component: node, property: "Text Color " + image, context: SpecFact.Context(mode: "light", state: "pressed " + payload),
            foreground: SpecFact.Color(color: mist, token: nil, written: payload, range: range),
            background: [SpecFact.Color(color: .white, token: "color.evil.background", written: image, range: range)], textSize: 15, range: range)
        return SpecSet(documents: [document], facts: SpecFacts(textPairs: [pair]))
    }
}
