import Foundation
import Testing
@testable import BuildPipeline
@testable import Live


/// A rebuild splices the changed entries' pieces into the previous files (`PrintMemo.printFile`)
/// and rebuilds the view model from the previous one (`ViewModelBuilder.rebuilt`) only when
/// nothing outside those pieces can differ. These edits each change something a file-wide
/// part reads of one entry — a color leaving or entering Display P3 (Swift's `RGBA` gains a
/// color space, CSS its `@supports` block), a dark value removed (CSS's mode rules), a second
/// shadow layer (Swift's layer helpers), a letter spacing (CSS's utility classes), an alias
/// retargeted under CSS `outputReferences` (an entry that reads another token) — or is an
/// ordinary value, description or deprecation edit that must splice. After each one the
/// output folder must equal a clean build's, byte for byte, and the plain edits must really
/// have been splices.
///
/// Checked to fail: with `SkeletonKey` blind to `variesByMode` and the modes a token is
/// redeclared in (the dark-value edits leave stale CSS mode rules), or blind to the number of
/// shadow layers (Swift's layer helpers stay short), this test fails.
@Suite struct LiveBuildSpliceTests {
    struct Project {
        var accent = "#3366CC"
        var accentDescription: String?
        var signal = "#E0A000"
        var signalDark: String? = "#FFC840"
        var signalDeprecated = false
        var vivid = "{ colorSpace: display-p3, components: [1, 0.2, 0.1] }"
        var linkTarget = "accent"
        var shadowLayers = 1
        var letterSpacing: String?
        var gap = 8

        var colors: String {
            // The wide color first: edits below it move the lines of the tokens after them,
            // which makes those tokens changed, and a changed wide color is never spliced.
            var text = "brand:\n  $type: color\n"
            text += "  vivid:\n    $value: \(vivid)\n"
            text += "  accent:\n    $value: \"\(accent)\"\n"
            if let accentDescription { text += "    $description: \"\(accentDescription)\"\n" }
            text += "  signal:\n    $value: \"\(signal)\"\n"
            if let signalDark { text += "    $extensions: { mode: { dark: \"\(signalDark)\" } }\n" }
            if signalDeprecated { text += "    $deprecated: \"Use brand.accent.\"\n" }
            text += "  link:\n    $value: \"{brand.\(linkTarget)}\"\n"
            for index in 0..<6 { text += "  plain\(index):\n    $value: \"#\(String(repeating: "\(index)", count: 6))\"\n" }
            return text
        }

        var effects: String {
            let layer = "{ color: \"{brand.signal}\", offsetX: 0px, offsetY: 1px, blur: 4px }"
            var text = "elevation:\n  $type: shadow\n"
            text += shadowLayers == 1 ? "  raised:\n    $value: \(layer)\n" : "  raised:\n    $value: [\(layer), \(layer)]\n"
            text += "type:\n  $type: typography\n  body:\n    $value: { fontFamily: Inter, fontSize: 16px, fontWeight: 400, lineHeight: 1.4"
            if let letterSpacing { text += ", letterSpacing: \(letterSpacing)" }
            text += " }\n"
            text += "space:\n  $type: dimension\n  gap:\n    $value: \(gap)px\n  wide:\n    $value: 24px\n"
            return text
        }

        func write(to root: URL) throws {
            for (name, text) in [("colors.yaml", colors), ("effects.yaml", effects)] {
                let url = root.appendingPathComponent("tokens/" + name)
                if (try? String(contentsOf: url, encoding: .utf8)) == text { continue }
                try text.write(to: url, atomically: false, encoding: .utf8)
            }
        }
    }

    static let config = "outputs: [swift, dart, css, json]\nmodes: [light, dark]\ncss: { outputReferences: true }\n"

    static func folder(_ label: String) throws -> URL {
        let root = try LiveBuildEquivalenceTests.temporaryFolder(label)
        try config.write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    static func oneShot(_ project: Project) throws -> [String: Data] {
        let root = try folder("splice-oneshot")
        defer { try? FileManager.default.removeItem(at: root) }
        try project.write(to: root)
        let pipeline = Pipeline(project: BuildPipeline.Project.open(at: root))
        var result = pipeline.check(pipeline.load())
        pipeline.emit(&result, outputs: nil)
        #expect(!result.diagnostics.contains { $0.severity == .error }, "\(result.diagnostics.map(\.message))")
        return try LiveBuildEquivalenceTests.outputs(of: root)
    }

    @Test func filesWideEditsFallBackAndPlainEditsSplice() throws {
        var project = Project()
        let root = try Self.folder("splice")
        defer { try? FileManager.default.removeItem(at: root) }
        try project.write(to: root)
        let live = LiveBuild(root: root)
        #expect(try #require(live.build()).blocked == false)
        LiveBuildEquivalenceTests.compare(try LiveBuildEquivalenceTests.outputs(of: root), try Self.oneShot(project), after: "the first build")

        // (name, edit, whether every printer must have spliced it)
        let steps: [(String, (inout Project) -> Void, Bool)] = [
            ("value", { $0.accent = "#2255AA" }, true),
            ("wide color to sRGB", { $0.vivid = "\"#FF3311\"" }, false),
            ("value after the fallback", { $0.accent = "#114499" }, true),
            ("sRGB color to wide", { $0.vivid = "{ colorSpace: display-p3, components: [0.1, 0.9, 0.3] }" }, false),
            ("dark value removed", { $0.signalDark = nil }, false),
            ("value of a color without a dark value", { $0.signal = "#D09000" }, true),
            ("dark value added", { $0.signalDark = "#FFD060" }, false),
            ("second shadow layer", { $0.shadowLayers = 2 }, false),
            ("letter spacing added", { $0.letterSpacing = "0.5px" }, false),
            ("letter spacing changed", { $0.letterSpacing = "0.25px" }, true),
            ("alias retargeted", { $0.linkTarget = "signal" }, false),
            ("description", { $0.accentDescription = "The accent.\nSecond line." }, true),
            ("deprecation", { $0.signalDeprecated = true }, true),
            ("dimension", { $0.gap = 12 }, true),
            ("description removed", { $0.accentDescription = nil }, true),
        ]
        let printers = ["swift", "dart", "css", "json"]
        for (name, edit, splices) in steps {
            let before = printers.map { live.emitCache.spliceCount($0) }
            edit(&project)
            try project.write(to: root)
            let changed = Set(["colors.yaml", "effects.yaml"].map { root.appendingPathComponent("tokens/" + $0).path })
            let outcome = try #require(live.build(changed: changed))
            #expect(!outcome.blocked, "\(name): \(outcome.result.diagnostics.map(\.message))")
            LiveBuildEquivalenceTests.compare(try LiveBuildEquivalenceTests.outputs(of: root), try Self.oneShot(project), after: name)
            if splices {
                let after = printers.map { live.emitCache.spliceCount($0) }
                #expect(zip(before, after).allSatisfy { $0 < $1 }, "\(name): splices \(before) → \(after)")
            }
        }
    }
}
