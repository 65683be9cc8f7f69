import DesignModel
import Foundation
import Testing
@testable import BuildPipeline
@testable import OutputStore
@testable import Reporting

/// `OutputWriter.StreamingWrite`: a one-shot build hands each output's files to the writer as its
/// emitter returns. Whatever it took care of early, the folder must end exactly as a write of
/// the same files without it leaves it, and a build that stops before writing leaves nothing.
@Suite struct OutputWriterStreamTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stream-\(UUID().uuidString)")
    }

    /// Every file under `folder` with its bytes, bookkeeping included except the stamps (they
    /// hold modification times) and the lock file.
    static func contents(of folder: URL) -> [String: [UInt8]] {
        var result: [String: [UInt8]] = [:]
        for path in EmitTestFiles.all(in: folder) where path != OutputWriter.stampsName && path != OutputWriter.lockName {
            var isFolder: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue else { continue }
            result[path] = (try? Data(contentsOf: url)).map { Array($0) }
        }
        return result
    }

    /// Path, size and hash of each stamp (not its time, which differs between two folders).
    static func stamps(of folder: URL) -> [String: String] {
        OutputWriter(folder: folder).readStamps().mapValues { "\($0.size) \($0.hash)" }
    }

    /// A deterministic generator, so a failure names its seed.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// Outputs shaped like a build's: a few large files and many small ones in nested folders.
    static func outputs(_ generator: inout Generator, version: Int) -> [String: [OutputFile]] {
        var result: [String: [OutputFile]] = [:]
        let big = String(repeating: "token value line\n", count: 2000)
        // A file straight in the output folder too (`kiln generate-swift` writes one).
        result["css"] = [OutputFile(path: "css/tokens.css", text: big + "v\(version % 3)\n"), OutputFile(path: "Top.css", text: "v\(version % 2)\n")]
        result["json"] = [
            OutputFile(path: "json/design.light.json", text: big + "\(generator.next(2))\n"),
            OutputFile(path: "json/design.dark.json", text: "{\"v\": \(generator.next(2))}\n"),
        ]
        var swift = [OutputFile(path: "swift/DesignTokens.swift", text: "// tokens \(generator.next(3))\n")]
        // Color sets: some come and go, some change; a few land in a folder no build made yet.
        for index in 0..<40 where generator.next(6) != 0 {
            let folder = generator.next(8) == 0 ? "swift/New\(version).xcassets" : "swift/Colors.xcassets"
            swift.append(OutputFile(path: "\(folder)/c\(index).colorset/Contents.json", text: "{\"c\": \(generator.next(3))}\n"))
        }
        result["swift"] = swift
        return result
    }

    /// Writes `outputs` into `folder` through a stream (each output added as if its emitter just
    /// returned, in the order given), then closes it.
    static func streamedWrite(_ outputs: [String: [OutputFile]], order: [String], into folder: URL) throws -> OutputWriter.Report {
        let writer = OutputWriter(folder: folder)
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        defer { stream.close() }
        var handed = outputs
        for owner in order { stream.add(owner, &handed[owner]!) }
        return try writer.write(outputs: handed, cleaning: Set(outputs.keys), previous: nil, stream: stream)
    }

    /// Random rounds of changes, written into two folders, one with a stream and one without:
    /// the same files, manifest, stamps and report every time; a hand edit is restored in both.
    @Test(arguments: [1, 2, 3, 4])
    func aStreamedWriteEqualsAPlainOne(seed: UInt64) throws {
        let plain = Self.folder()
        let streamed = Self.folder()
        defer {
            try? FileManager.default.removeItem(at: plain)
            try? FileManager.default.removeItem(at: streamed)
        }
        var generator = Generator(state: seed)
        for round in 0..<6 {
            let outputs = Self.outputs(&generator, version: round)
            if round == 3 {
                // By hand, the same way in both folders: the stamp no longer matches.
                for folder in [plain, streamed] { try "edited\n".write(to: folder.appendingPathComponent("css/tokens.css"), atomically: false, encoding: .utf8) }
            }
            let expected = try OutputWriter(folder: plain).write(outputs: outputs, cleaning: Set(outputs.keys))
            let order = generator.next(2) == 0 ? ["json", "swift", "css"] : ["css", "swift", "json"]
            // The first round has no folder yet: no stream then (see `begin`).
            let report: OutputWriter.Report
            if round == 0 {
                #expect(OutputWriter.StreamingWrite.begin(OutputWriter(folder: streamed), previous: nil, byteLimit: .max) == nil)
                report = try OutputWriter(folder: streamed).write(outputs: outputs, cleaning: Set(outputs.keys))
            } else {
                report = try Self.streamedWrite(outputs, order: order, into: streamed)
            }
            #expect(report.written == expected.written, "seed \(seed), round \(round)")
            #expect(report.unchanged == expected.unchanged, "seed \(seed), round \(round)")
            #expect(report.removed == expected.removed, "seed \(seed), round \(round)")
            #expect(Self.contents(of: streamed) == Self.contents(of: plain), "seed \(seed), round \(round)")
            #expect(Self.stamps(of: streamed) == Self.stamps(of: plain), "seed \(seed), round \(round)")
            #expect(!EmitTestFiles.all(in: streamed).contains { $0.contains(".kiln-tmp") || $0 == OutputWriter.writingMarkerName })
        }
    }

    /// The point of the stream: a file whose stamp matches, changed or not, is let go of as its
    /// output is added (a changed one is staged); a file without a matching stamp or in a folder
    /// that does not exist keeps its bytes for `write`.
    @Test func addedFilesAreLetGoExceptWhatWriteMustCompare() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "a"), OutputFile(path: "css/b.css", text: "b"), OutputFile(path: "css/c.css", text: "c")]], cleaning: ["css"])
        try "hand".write(to: folder.appendingPathComponent("css/c.css"), atomically: false, encoding: .utf8)
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        defer { stream.close() }
        var files = [
            OutputFile(path: "css/a.css", text: "a"), OutputFile(path: "css/b.css", text: "B!"), OutputFile(path: "css/c.css", text: "c"),
            OutputFile(path: "css/new/d.css", text: "d"), OutputFile(path: "css/e.css", text: "e"),
        ]
        stream.add("css", &files)
        #expect(files.map(\.contents.count) == [0, 0, 1, 1, 1])
        #expect(stream.sizesLetGo == ["css": 3])
        // Staged, not yet visible.
        #expect(Self.contents(of: folder)["css/b.css"] == Array("b".utf8))
        let report = try writer.write(outputs: ["css": files], cleaning: ["css"], previous: nil, stream: stream)
        #expect(report.written == ["css/b.css", "css/c.css", "css/new/d.css", "css/e.css"])
        #expect(report.unchanged == ["css/a.css"])
        let contents = Self.contents(of: folder)
        #expect(contents["css/b.css"] == Array("B!".utf8) && contents["css/c.css"] == Array("c".utf8) && contents["css/new/d.css"] == Array("d".utf8))
    }

    /// A build that stops between emit and write (an emitter error, the size limit, a path
    /// conflict) leaves the folder as it was: staged files removed, the mark gone, the lock free.
    @Test func closingWithoutWritingLeavesTheFolderAsItWas() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "a")], "json": [OutputFile(path: "json/a.json", text: "{}")]], cleaning: ["css", "json"])
        let before = Self.contents(of: folder)
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        // Another build meanwhile: no second stream, the lock is taken.
        #expect(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max) == nil)
        var css = [OutputFile(path: "css/a.css", text: "changed")]
        stream.add("css", &css)
        #expect(css[0].contents.isEmpty)
        #expect(EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") })
        stream.close()
        #expect(Self.contents(of: folder) == before)
        #expect(!EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") || $0 == OutputWriter.writingMarkerName })
        // The lock is free again.
        let next = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        next.close()
    }

    /// `write` takes what `add` found by position only while an output's files are those `add`
    /// was handed, in that order: handed over in another order, the folder ends the same.
    @Test func filesHandedToWriteInAnotherOrderAreLookedUpByPath() throws {
        let names = ["css/a.css", "css/b.css", "css/c.css", "css/d.css"]
        var results: [[String: [UInt8]]] = []
        for reorder in [false, true] {
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let writer = OutputWriter(folder: folder)
            _ = try writer.write(outputs: ["css": names.map { OutputFile(path: $0, text: "old \($0)") }], cleaning: ["css"])
            let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
            defer { stream.close() }
            var files = names.map { OutputFile(path: $0, text: $0 == "css/b.css" ? "new b" : "old \($0)") }
            stream.add("css", &files)
            // The same number of files: only the paths tell the two orders apart.
            if reorder { files.reverse() }
            let report = try writer.write(outputs: ["css": files], cleaning: ["css"], previous: nil, stream: stream)
            #expect(report.written == ["css/b.css"])
            #expect(report.unchanged.sorted() == ["css/a.css", "css/c.css", "css/d.css"])
            results.append(Self.contents(of: folder))
        }
        #expect(results[0] == results[1])
        #expect(results[0]["css/b.css"] == Array("new b".utf8))
    }

    /// An output that produces a path twice is left whole to `write`, whether the repetition
    /// follows its first (files in order) or comes later (files in any order).
    @Test func anOutputRepeatingAPathIsLeftToWrite() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "a"), OutputFile(path: "css/b.css", text: "b")]], cleaning: ["css"])
        for paths in [["css/a.css", "css/a.css"], ["css/a.css", "css/b.css", "css/a.css"], ["css/b.css", "css/a.css", "css/b.css"]] {
            let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
            defer { stream.close() }
            var files = paths.map { OutputFile(path: $0, text: "new") }
            stream.add("css", &files)
            #expect(files.map(\.contents) == paths.map { _ in Array("new".utf8) }, "\(paths)")
            #expect(stream.sizesLetGo.isEmpty, "\(paths)")
            #expect(stream.prepared("css/a.css") == nil, "\(paths)")
        }
        // In order and without a repetition: taken.
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        defer { stream.close() }
        var files = [OutputFile(path: "css/a.css", text: "a"), OutputFile(path: "css/b.css", text: "b")]
        stream.add("css", &files)
        #expect(files.map(\.contents.count) == [0, 0])
    }

    /// A failed write after staging replaces nothing: two outputs claiming one path.
    @Test func aConflictAfterStagingReplacesNothing() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "a")]], cleaning: ["css"])
        let before = Self.contents(of: folder)
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max))
        var css = [OutputFile(path: "css/a.css", text: "css's")]
        var json = [OutputFile(path: "css/a.css", text: "json's")]
        stream.add("css", &css)
        stream.add("json", &json)
        #expect(throws: OutputError.pathConflict("css/a.css", "css", "json")) {
            try writer.write(outputs: ["css": css, "json": json], cleaning: ["css", "json"], previous: nil, stream: stream)
        }
        stream.close()
        #expect(Self.contents(of: folder) == before)
        #expect(!EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") || $0 == OutputWriter.writingMarkerName })
    }

    /// No stream where the last write was cut off (its stamps are not trusted), and no staging
    /// past the byte limit: those files keep their bytes.
    @Test func interruptedFoldersAndTheByteLimitAreLeftToWrite() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "a")]], cleaning: ["css"])
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(OutputWriter.writingMarkerName).path, contents: nil)
        #expect(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: .max) == nil)
        try FileManager.default.removeItem(at: folder.appendingPathComponent(OutputWriter.writingMarkerName))
        let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: nil, byteLimit: 10))
        defer { stream.close() }
        var small = [OutputFile(path: "css/a.css", text: "b")]
        var large = [OutputFile(path: "json/a.json", text: String(repeating: "x", count: 20))]
        stream.add("css", &small)
        stream.add("json", &large)
        #expect(small[0].contents.isEmpty && large[0].contents.count == 20)
        let report = try writer.write(outputs: ["css": small, "json": large], cleaning: ["css", "json"], previous: nil, stream: stream)
        #expect(report.written == ["css/a.css", "json/a.json"])
        #expect(Self.contents(of: folder)["css/a.css"] == Array("b".utf8))
    }

    /// Through the pipeline: a regenerating one-shot build (streamed: the output folder exists
    /// with its stamps) writes exactly what a first build of the edited project writes — with
    /// the site too, which reads the CSS output's bytes.
    @Test(arguments: [["swift", "dart", "css", "json"], ["css", "json", "site"]])
    func aRegeneratingBuildEqualsAFirstBuild(outputs: [String]) throws {
        func project(_ ink: String) throws -> URL {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stream-project-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
            var tokens = "color:\n  $type: color\n  ink: { $value: \"\(ink)\" }\n"
            for index in 0..<30 { tokens += "  c\(index): { $value: \"#\(String(format: "%06X", index * 0x050403))\" }\n" }
            tokens += "spacing:\n  md: { $type: dimension, $value: 16pt }\n"
            try tokens.write(to: folder.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
            return folder
        }
        func build(_ folder: URL) -> Pipeline.Run {
            let pipeline = Pipeline(project: Project.open(at: folder), prefetchingOutputs: true, auditingFor: outputs)
            var result = pipeline.load()
            pipeline.emit(&result, outputs: outputs)
            return result
        }
        let edited = try project("#111111")
        let fresh = try project("#222222")
        defer {
            try? FileManager.default.removeItem(at: edited)
            try? FileManager.default.removeItem(at: fresh)
        }
        #expect(build(edited).diagnostics.isEmpty)
        try String(decoding: try Data(contentsOf: edited.appendingPathComponent("tokens/tokens.yaml")), as: UTF8.self)
            .replacingOccurrences(of: "#111111", with: "#222222").write(to: edited.appendingPathComponent("tokens/tokens.yaml"), atomically: true, encoding: .utf8)
        let second = build(edited)
        #expect(second.diagnostics.isEmpty)
        if outputs.contains("swift") { #expect(second.writtenFiles.contains { $0.hasPrefix("swift/Colors.xcassets/") && $0.contains("Ink.colorset/") }) }
        #expect(second.writtenFiles.contains("css/tokens.css"))
        #expect(build(fresh).diagnostics.isEmpty)
        let output = Self.contents(of: edited.appendingPathComponent("output"))
        #expect(output.count > 5)
        #expect(output == Self.contents(of: fresh.appendingPathComponent("output")))
        #expect(Self.stamps(of: edited.appendingPathComponent("output")) == Self.stamps(of: fresh.appendingPathComponent("output")))
    }

    /// `OutputStatePrefetch.Audit`: the stamped files looked at while the tokens load, before the
    /// lock. Trusted only when nothing wrote to the folder since; a hand edit made before it is
    /// found as without it.
    @Test func anAuditIsTrustedOnlyWhileNothingWroteSince() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let files = [OutputFile(path: "css/a.css", text: "a"), OutputFile(path: "css/b.css", text: "b"), OutputFile(path: "Top.css", text: "t")]
        func audit() throws -> (OutputWriter.PreviousOutputs, OutputStatePrefetch.Audit) {
            // Past the clock tick of the folder's last change (see `Audit`).
            usleep(30_000)
            let previous = writer.readPrevious()
            return (previous, try #require(OutputStatePrefetch.Audit(writer, previous: previous)))
        }
        func build(_ previous: OutputWriter.PreviousOutputs, _ audit: OutputStatePrefetch.Audit, trusted: Bool) throws -> OutputWriter.Report {
            let stream = try #require(OutputWriter.StreamingWrite.begin(writer, previous: previous, byteLimit: .max, audit: audit))
            defer { stream.close() }
            #expect(stream.isAudited == trusted)
            var handed = files
            stream.add("css", &handed)
            return try writer.write(outputs: ["css": handed], cleaning: ["css"], previous: previous, stream: stream)
        }
        func text(_ path: String) -> String? { try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8) }
        _ = try writer.write(outputs: ["css": files], cleaning: ["css"])

        // Edited by hand before the build: the audit sees it, and the file is written again.
        try "hand".write(to: folder.appendingPathComponent("css/b.css"), atomically: false, encoding: .utf8)
        var (previous, audited) = try audit()
        #expect(try build(previous, audited, trusted: true).written == ["css/b.css"])
        #expect(text("css/b.css") == "b")

        // Another Kiln write after the audit that replaced a file but never got to its stamps (it
        // failed half-way): the bookkeeping is as read, the folder's times are not. Trusting the
        // audit would find css/a.css unchanged and leave the other bytes there.
        (previous, audited) = try audit()
        try "other build\n".write(to: folder.appendingPathComponent("css/a.tmp"), atomically: false, encoding: .utf8)
        try #require(rename(folder.appendingPathComponent("css/a.tmp").path, folder.appendingPathComponent("css/a.css").path) == 0)
        try Data().write(to: folder.appendingPathComponent(OutputWriter.writingMarkerName))
        try FileManager.default.removeItem(at: folder.appendingPathComponent(OutputWriter.writingMarkerName))
        #expect(try build(previous, audited, trusted: false).written == ["css/a.css"])
        #expect(text("css/a.css") == "a")

        // Another build wrote its own bytes (and stamps) after the audit.
        (previous, audited) = try audit()
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/a.css", text: "A2"), OutputFile(path: "css/b.css", text: "b"), OutputFile(path: "Top.css", text: "t")]], cleaning: ["css"])
        #expect(try build(previous, audited, trusted: false).written == ["css/a.css"])
        #expect(text("css/a.css") == "a")

        // Nothing happened since: the audit's answer is the look's (every file unchanged).
        (previous, audited) = try audit()
        let unchanged = try build(previous, audited, trusted: true)
        #expect(unchanged.written.isEmpty && unchanged.unchanged == ["css/a.css", "css/b.css", "Top.css"])
    }

    /// The up-to-date check over an audit: the same answer as looking at each file then.
    @Test func theUpToDateCheckReadsTheAudit() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(
            outputs: ["css": [OutputFile(path: "css/a.css", text: "a")], "json": [OutputFile(path: "json/a.json", text: "{}")]], cleaning: ["css", "json"],
            fingerprints: ["css": 1, "json": 2])
        func fresh() throws -> (audited: Set<String>, looked: Set<String>) {
            usleep(30_000)
            let previous = writer.readPrevious()
            let audit = try #require(OutputStatePrefetch.Audit(writer, previous: previous))
            return (writer.freshOutputs(["css": 1, "json": 2], previous: previous, audit: audit), writer.freshOutputs(["css": 1, "json": 2], previous: previous))
        }
        var found = try fresh()
        #expect(found.audited == ["css", "json"] && found.looked == found.audited)
        // A build of some of the outputs does not look at the others' files.
        #expect(OutputStatePrefetch.Audit(writer, previous: writer.readPrevious(), outputs: ["css"]) == nil)
        #expect(OutputStatePrefetch.Audit(writer, previous: writer.readPrevious(), outputs: ["css", "json", "swift"]) != nil)
        try "[]".write(to: folder.appendingPathComponent("json/a.json"), atomically: false, encoding: .utf8)
        found = try fresh()
        #expect(found.audited == ["css"] && found.looked == found.audited)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("css/a.css"))
        found = try fresh()
        #expect(found.audited.isEmpty && found.looked.isEmpty)
    }

    /// A large file the stream replaces starts on its way to the disk as it is staged
    /// (`ConfinedDirectory.startWriteback`): only a head start, the write ends as without it.
    @Test func aLargeReplacedFileIsWrittenWhole() throws {
        let plain = Self.folder()
        let streamed = Self.folder()
        defer {
            try? FileManager.default.removeItem(at: plain)
            try? FileManager.default.removeItem(at: streamed)
        }
        let large = { (line: String) in String(repeating: line, count: ConfinedDirectory.writebackMinimum / line.utf8.count + 1) }
        for (round, line) in ["first line\n", "second line, longer\n", "third\n"].enumerated() {
            let outputs = ["json": [OutputFile(path: "json/large.json", text: large(line)), OutputFile(path: "json/small.json", text: line)]]
            _ = try OutputWriter(folder: plain).write(outputs: outputs, cleaning: ["json"])
            let report = round == 0 ? try OutputWriter(folder: streamed).write(outputs: outputs, cleaning: ["json"]) : try Self.streamedWrite(outputs, order: ["json"], into: streamed)
            if round > 0 { #expect(report.written == ["json/large.json", "json/small.json"]) }
            #expect(Self.contents(of: streamed) == Self.contents(of: plain))
            #expect(Self.contents(of: streamed)["json/large.json"]?.count == large(line).utf8.count)
            #expect(Self.stamps(of: streamed) == Self.stamps(of: plain))
        }
    }

    /// The audit's looks (`ConfinedDirectory.infos`, from the folder above each path's last two
    /// components) answer as one `lstat` of the whole path does, whatever is in the way.
    @Test func theAuditsLooksEqualLookingUpEachPath() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        for path in ["top.css", "a/b.css", "a/b/c.css", "a/b/c/d/e.json", "x/y.colorset/Contents.json", "x/z.colorset/Contents.json"] {
            try manager.createDirectory(at: folder.appendingPathComponent(path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(path.utf8).write(to: folder.appendingPathComponent(path))
        }
        // A link as the last component (not followed), a linked folder on the way (followed,
        // as a path lookup does), a file where a folder should be, a folder where a file should be.
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("a/link.css").path, withDestinationPath: "b.css")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("linked").path, withDestinationPath: "x")
        try manager.createDirectory(at: folder.appendingPathComponent("x/dir.colorset/Contents.json"), withIntermediateDirectories: true)
        let paths = [
            "top.css", "missing.css", "a/b.css", "a/link.css", "a/b/c.css", "a/b/c/d/e.json", "a/b.css/c.css", "a/missing/c.css", "linked/y.colorset/Contents.json",
            "x/dir.colorset/Contents.json", "x/missing.colorset/Contents.json", "x/y.colorset/Contents.json", "x/z.colorset/Contents.json", "top.css/x/y",
        ]
        let root = try #require(try ConfinedDirectory.open(folder, create: false))
        let looked = paths.map { root.info($0) }
        #expect(root.infos(paths.map { ArraySlice($0.utf8) }) == looked)
        #expect(looked.compactMap { $0 }.count == 9)
    }
}
