import DesignModel
import Diagnostics
import Emitters
import Foundation
import Testing
import BuildPipeline
import Inspection
import KilnTestSupport

/// Output size is linear in the token count (issue 18; docs/limits.md "How large the outputs
/// get"): no file repeats per-token data that grows with another token count, such as a whole
/// alias chain on every token of it or a text × background matrix of every color.
@Suite struct OutputSizeTests {
    /// Bytes per token of every output and of the site stay within a constant from 1,000 to
    /// 10,000 tokens, on sets whose alias chain and text/background lists grow with the set:
    /// anything that grows with the square of a count is ten times larger per token at 10,000.
    @Test func bytesPerTokenStayConstantAcrossSetSizes() throws {
        var perToken: [Int: [String: Double]] = [:]
        for size in [1_000, 10_000] {
            let folder = try OutputSizeFixtures.project("linear-\(size)", tokens: OutputSizeFixtures.growingSet(size))
            defer { try? FileManager.default.removeItem(at: folder) }
            let (tokens, files) = OutputSizeFixtures.outputs(of: folder)
            #expect(tokens >= size, "the generated set has \(tokens) tokens")
            var row: [String: Double] = [:]
            for (output, list) in files {
                row[output] = Double(list.reduce(0) { $0 + $1.contents.count }) / Double(tokens)
                // No single file (the colors page, tokens.json) holds more than a constant per token.
                // The colors page is about 2,360 bytes per token here: over half is each token's
                // names in code (a dozen per color: Swift, SwiftUI, Compose, Android, Flutter, CSS,
                // JSON, TypeScript, SCSS, three Tailwind utilities), each written once with a Copy
                // button. That is content, and it is a constant per token; growth with another
                // count is what the 1k → 10k comparison below catches.
                let largest = list.map(\.contents.count).max() ?? 0
                #expect(Double(largest) / Double(tokens) < 2_500, "\(output): largest file \(largest) bytes for \(tokens) tokens")
            }
            row["total"] = row.values.reduce(0, +)
            perToken[size] = row
        }
        let small = try #require(perToken[1_000])
        for size in [10_000] {
            for (output, bytes) in try #require(perToken[size]) {
                // Fixed parts (headers, the site's script and styles) weigh more per token in the
                // small set; anything quadratic would grow ten times here.
                #expect(bytes <= (small[output] ?? 0) * 1.2 + 1, "\(output): \(small[output] ?? 0) bytes per token at 1k, \(bytes) at \(size)")
            }
        }
        let large = try #require(perToken[10_000])
        // The site budget of docs/limits.md: at most 3,500 bytes per token (35 MB for 10,000), the
        // code names on the token pages and in the search index included.
        #expect((large["site"] ?? .infinity) <= 3_500, "site: \(large["site"] ?? 0) bytes per token")
    }

    /// One 10,000-step alias chain (issue 18: it wrote a 4.8 GB colors page): every output stays
    /// small, and the chain is shown in full nowhere but in `kiln explain` (capped too).
    @Test func longAliasChainKeepsOutputsSmall() throws {
        let length = 10_000
        let folder = try OutputSizeFixtures.project("chain", tokens: OutputSizeFixtures.chain(length))
        defer { try? FileManager.default.removeItem(at: folder) }
        let (tokens, files) = OutputSizeFixtures.outputs(of: folder)
        #expect(tokens == length + 1)
        let total = files.values.joined().reduce(0) { $0 + $1.contents.count }
        #expect(total < 60_000_000, "all outputs: \(total) bytes")
        let colors = try #require(files["site"]?.first { $0.path == "site/colors.html" })
        // About 28.3 MB: 4 chain links and a dozen code names per token (see above).
        #expect(colors.contents.count < 30_000_000, "colors.html: \(colors.contents.count) bytes")
        let text = String(decoding: colors.contents, as: UTF8.self)
        // The last token shows 4 links and how many more there are.
        #expect(text.contains("… \(length - 4) more"))

        let (_, result) = SiteFixtures.result(at: folder)
        let explanation = try #require(TokenExplanation.render(result.system, path: TokenPath("chain.n\(length)")))
        let lines = explanation.split(separator: "\n")
        #expect(lines.count < 250, "kiln explain printed \(lines.count) lines (two modes, about 105 each)")
        #expect(explanation.contains("… \(length - 101) more"))
        #expect(explanation.contains("chain.n1 → chain.n0"), "the last hop, to the token holding the value, is shown")
    }

    /// A 10,000-token alias cycle: one error whose message names a bounded number of links and
    /// whose notes locate every one, printed (with every note's source line) in linear time.
    @Test func longAliasCycleIsReportedInLinearTime() throws {
        let length = 10_000
        let text = OutputSizeFixtures.chain(length).replacingOccurrences(of: "\"n0\": {\"$value\": \"#336699\"}", with: "\"n0\": {\"$value\": \"{chain.n\(length)}\"}")
        let folder = try OutputSizeFixtures.project("cycle", tokens: text)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = Pipeline(project: Project.open(at: folder)).load()
        let cycles = result.diagnostics.filter { $0.id == .aliasCycle }
        let cycle = try #require(cycles.first)
        #expect(cycles.count == 1, "reported once, not per mode or per member")
        #expect(cycle.notes.count == length + 1, "every link located")
        #expect(cycle.message.utf8.count < 1_000, "\(cycle.message.prefix(300))…")
        #expect(cycle.message.contains("… 9981 more → \"chain.n1\" → \"chain.n0\""), "\(cycle.message)")
        var printed = ""
        let seconds = CPUClock.threadSeconds { printed = TextReporter().render(result.diagnostics, sources: result.sources) }
        #expect(printed.utf8.count < 3_000_000, "\(printed.utf8.count) bytes printed")
        #expect(seconds < 5, "printing took \(seconds) s of CPU")
    }
}

/// Token sets written in the test (not the benchmark's files) and their outputs in memory.
enum OutputSizeFixtures {
    /// A project folder with kiln.yaml (light and dark) and one token file.
    static func project(_ name: String, tokens: String, config: String = "") throws -> URL {
        let folder = SiteFixtures.temporaryFolder("size-" + name)
        try? FileManager.default.removeItem(at: folder)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        try ("tokens: ['tokens/**/*.tokens.json']\nmodes: [light, dark]\n" + config)
            .write(to: folder.appendingPathComponent("kiln.yaml"), atomically: true, encoding: .utf8)
        try tokens.write(to: folder.appendingPathComponent("tokens/set.tokens.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// Every output the pipeline generates for `folder` (the site with the CSS output's
    /// stylesheet), by output name, without writing them; and the token count.
    static func outputs(of folder: URL) -> (tokens: Int, files: [String: [OutputFile]]) {
        let (pipeline, result) = SiteFixtures.result(at: folder)
        var files: [String: [OutputFile]] = [:]
        for name in Emitters.identifiers {
            if let emitter = Emitters.make(name, options: pipeline.project.config.emitters) { files[name] = emitter.emit(result.system).files }
        }
        files["site"] = pipeline.site(result, css: files["css"] ?? [])
        return (result.system.tokens.count, files)
    }

    /// `chain.n0` holds a color; `chain.nK` is an alias of `chain.n(K-1)`.
    static func chain(_ length: Int) -> String {
        var entries = ["\"n0\": {\"$value\": \"#336699\"}"]
        for index in 1...length { entries.append("\"n\(index)\": {\"$value\": \"{chain.n\(index - 1)}\"}") }
        return "{\"chain\": {\"$type\": \"color\",\n" + entries.joined(separator: ",\n") + "}}\n"
    }

    /// About `size` tokens in light and dark: palette colors, text and background colors (the
    /// contrast matrix's candidates, a twentieth each), semantic aliases, one alias chain a tenth
    /// of the set long, dimensions and durations. Every part grows with `size`.
    static func growingSet(_ size: Int) -> String {
        func hex(_ seed: Int) -> String {
            let value = (seed &* 2_654_435_761) & 0xFF_FFFF
            let digits = String(value, radix: 16)
            return "#" + String(repeating: "0", count: 6 - digits.count) + digits
        }
        func color(_ light: String, _ dark: String) -> String {
            "{\"$value\": \"\(light)\", \"$extensions\": {\"mode\": {\"dark\": \"\(dark)\"}}}"
        }
        let palette = size * 4 / 10
        var groups: [String] = []
        func group(_ name: String, _ entries: [String]) { groups.append("\"\(name)\": {" + entries.joined(separator: ",\n") + "}") }
        group("palette", (0..<palette).map { "\"p\($0)\": " + color(hex($0), hex($0 + 7)) })
        group("text", (0..<size / 20).map { "\"t\($0)\": " + color("{color.palette.p\($0 % palette)}", "{color.palette.p\(($0 * 3) % palette)}") })
        group("background", (0..<size / 20).map { "\"b\($0)\": " + color("{color.palette.p\(($0 * 5) % palette)}", "{color.palette.p\(($0 * 11) % palette)}") })
        group("semantic", (0..<size * 3 / 10).map { index in
            let target = index % 3 == 0 && index > 0 ? "{color.semantic.s\(index - 1)}" : "{color.palette.p\((index * 7) % palette)}"
            return "\"s\(index)\": {\"$value\": \"\(target)\"}"
        })
        group("chain", (0..<size / 10).map { "\"c\($0)\": {\"$value\": \"\($0 == 0 ? "#204060" : "{color.chain.c\($0 - 1)}")\"}" })
        let colors = "\"color\": {\"$type\": \"color\",\n" + groups.joined(separator: ",\n") + "}"
        let dimensions = (0..<size / 10).map { index in
            index % 4 == 3 ? "\"d\(index)\": {\"$value\": \"{size.space.d\(index - 1)}\"}" : "\"d\(index)\": {\"$value\": {\"value\": \(index % 97), \"unit\": \"px\"}}"
        }
        let durations = (0..<size / 20).map { "\"t\($0)\": {\"$value\": {\"value\": \(($0 % 50) * 10), \"unit\": \"ms\"}}" }
        return "{" + colors + ",\n\"size\": {\"space\": {\"$type\": \"dimension\",\n" + dimensions.joined(separator: ",\n") + "}},\n"
            + "\"time\": {\"$type\": \"duration\",\n" + durations.joined(separator: ",\n") + "}}\n"
    }
}
