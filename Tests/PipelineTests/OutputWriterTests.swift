import DesignModel
import Foundation
import Testing
@testable import OutputStore

/// The writer behind `kiln build`: atomic, write-if-changed, manifest-scoped cleanup.
@Suite struct OutputWriterTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-writer-\(UUID().uuidString)")
    }

    static func text(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }

    static func modified(_ url: URL) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
    }

    @Test func writesThenLeavesUnchangedFilesAlone() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let files = [OutputFile(path: "css/tokens.css", text: ":root {}\n"), OutputFile(path: "json/tokens.json", text: "{}\n")]
        let first = try writer.write(outputs: ["css": [files[0]], "json": [files[1]]], cleaning: ["css", "json"])
        #expect(first.written == ["css/tokens.css", "json/tokens.json"])
        let stamp = Self.modified(folder.appendingPathComponent("css/tokens.css"))
        Thread.sleep(forTimeInterval: 0.02)
        let second = try writer.write(outputs: ["css": [files[0]], "json": [files[1]]], cleaning: ["css", "json"])
        #expect(second.written.isEmpty && second.unchanged.count == 2 && second.removed.isEmpty)
        #expect(Self.modified(folder.appendingPathComponent("css/tokens.css")) == stamp)
        // Same size, other bytes: rewritten.
        let changed = try writer.write(outputs: ["css": [OutputFile(path: "css/tokens.css", text: ":ROOT {}\n")]], cleaning: ["css"])
        #expect(changed.written == ["css/tokens.css"])
        #expect(Self.text(folder.appendingPathComponent("css/tokens.css")) == ":ROOT {}\n")
        #expect(!EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") })
    }

    @Test func stampsSkipReadingButAnEditedFileIsRestored() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let file = OutputFile(path: "json/tokens.json", text: "{\"a\": 1}\n")
        _ = try writer.write(outputs: ["json": [file]], cleaning: ["json"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(OutputWriter.stampsName).path))
        #expect(try writer.write(outputs: ["json": [file]], cleaning: ["json"]).unchanged == ["json/tokens.json"])
        // Same size, other bytes, newer time: the stamp no longer matches, so it is compared and rewritten.
        Thread.sleep(forTimeInterval: 0.02)
        try "{\"a\": 2}\n".write(to: folder.appendingPathComponent("json/tokens.json"), atomically: false, encoding: .utf8)
        #expect(try writer.write(outputs: ["json": [file]], cleaning: ["json"]).written == ["json/tokens.json"])
        #expect(Self.text(folder.appendingPathComponent("json/tokens.json")) == "{\"a\": 1}\n")
        // A lost stamps file only means reading.
        try FileManager.default.removeItem(at: folder.appendingPathComponent(OutputWriter.stampsName))
        #expect(try writer.write(outputs: ["json": [file]], cleaning: ["json"]).unchanged == ["json/tokens.json"])
    }

    @Test func manifestRecordsOwnersAndCleansOnlyTheirFiles() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(
            outputs: [
                "swift": [OutputFile(path: "swift/A.swift", text: "a"), OutputFile(path: "swift/Colors.xcassets/x.colorset/Contents.json", text: "{}")],
                "css": [OutputFile(path: "css/tokens.css", text: "c")],
            ], cleaning: ["swift", "css"])
        #expect(writer.readManifest().map(\.owner).sorted() == ["css", "swift", "swift"])
        try "mine".write(to: folder.appendingPathComponent("swift/Mine.swift"), atomically: true, encoding: .utf8)
        // Building css alone with nothing: the css file goes, the swift ones stay.
        let report = try writer.write(outputs: ["css": []], cleaning: ["css"])
        #expect(report.removed == ["css/tokens.css"])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("swift/A.swift").path))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("css").path), "the emptied folder goes too")
        // Building swift without the color set: it and its folder go; the file Kiln never wrote stays.
        let swift = try writer.write(outputs: ["swift": [OutputFile(path: "swift/A.swift", text: "a")]], cleaning: ["swift"])
        #expect(swift.removed == ["swift/Colors.xcassets/x.colorset/Contents.json"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("swift/Colors.xcassets").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("swift/Mine.swift").path))
        #expect(writer.readManifest() == [OutputWriter.ManifestEntry(owner: "swift", path: "swift/A.swift")])
    }

    @Test func oldManifestLinesBelongToTheirTopFolder() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("css"), withIntermediateDirectories: true)
        // No stamps file: the header line is how Kiln recognizes the file as its own.
        try "/* Generated by kiln from the design tokens — do not edit. Run `kiln build` to regenerate. */\nx".write(
            to: folder.appendingPathComponent("css/old.css"), atomically: true, encoding: .utf8)
        try "# Files generated by kiln\ncss/old.css\n".write(to: folder.appendingPathComponent(".kiln-manifest"), atomically: true, encoding: .utf8)
        let writer = OutputWriter(folder: folder)
        #expect(writer.readManifest() == [OutputWriter.ManifestEntry(owner: "css", path: "css/old.css")])
        let report = try writer.write([OutputFile(path: "css/tokens.css", text: "c")], scope: ["css"])
        #expect(report.removed == ["css/old.css"])
    }

    @Test func unsafePathsAndConflictsWriteNothing() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        for path in ["../escape.txt", "/etc/passwd", "a/../../b", "a//b", "./a", "a\\b", "", ".kiln-manifest"] {
            #expect(throws: OutputError.unsafePath(path)) { try writer.write(outputs: ["css": [OutputFile(path: path, text: "x")]], cleaning: ["css"]) }
        }
        #expect(throws: OutputError.pathConflict("same.txt", "css", "json")) {
            try writer.write(outputs: ["css": [OutputFile(path: "same.txt", text: "a")], "json": [OutputFile(path: "same.txt", text: "b")]], cleaning: [])
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("same.txt").path))
        for path in ["a", "a/b.c", "a/...b", "swift/Colors.xcassets/x.colorset/Contents.json", ".hidden"] {
            #expect(OutputWriter.isSafe(path), "\(path)")
        }
    }

    @Test func manifestEntriesOutsideTheFolderAreNeverDeleted() throws {
        let root = Self.folder()
        let folder = root.appendingPathComponent("out")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "precious".write(to: root.appendingPathComponent("precious.txt"), atomically: true, encoding: .utf8)
        try "css\t../precious.txt\n".write(to: folder.appendingPathComponent(".kiln-manifest"), atomically: true, encoding: .utf8)
        _ = try OutputWriter(folder: folder).write(outputs: ["css": []], cleaning: ["css"])
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("precious.txt").path))
    }

    @Test func failedWriteIsReported() throws {
        let folder = Self.folder()
        defer {
            chmod(folder.path, 0o755)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard getuid() != 0 else { return }  // root writes anywhere
        chmod(folder.path, 0o555)
        #expect(throws: OutputError.self) { try OutputWriter(folder: folder).write(outputs: ["css": [OutputFile(path: "x.css", text: "x")]], cleaning: ["css"]) }
    }

    /// Stamps follow their files: building one output drops the stamps of its removed files and
    /// keeps every other output's, and a file of an output not being built keeps its stamp.
    @Test func stampsOfOtherOutputsSurviveAPartialBuild() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let css = (0..<5).map { OutputFile(path: "css/c\($0).css", text: "c\($0)\n") }
        let site = (0..<3).map { OutputFile(path: "site/s\($0).html", text: "s\($0)\n") }
        _ = try writer.write(outputs: ["css": css, "site": site], cleaning: ["css", "site"])
        #expect(Set(writer.readStamps().keys) == Set((css + site).map(\.path)))
        // Only css is built, and it no longer makes c4.css.
        let partial = try writer.write(outputs: ["css": Array(css.prefix(4))], cleaning: ["css"])
        #expect(partial.removed == ["css/c4.css"])
        #expect(Set(writer.readStamps().keys) == Set((css.prefix(4) + site).map(\.path)))
        // A stamp no manifest entry owns goes with any build that cleans.
        var stamps = writer.readStamps()
        stamps["css/stray.css"] = stamps["css/c0.css"]
        writer.writeStamps(stamps, fingerprints: [:])
        _ = try writer.write(outputs: ["css": Array(css.prefix(4))], cleaning: ["css"])
        #expect(writer.readStamps()["css/stray.css"] == nil)
        #expect(Set(writer.readStamps().keys) == Set((css.prefix(4) + site).map(\.path)))
    }

    /// Output paths are file names: equal when their bytes are, so a composed and a decomposed
    /// "é" are two files (as on Linux), and equal keys always hash alike.
    @Test func filePathsCompareByBytes() {
        let composed = OutputWriter.FilePath("css/caf\u{E9}.css")
        let decomposed = OutputWriter.FilePath("css/cafe\u{301}.css")
        #expect(composed != decomposed)
        #expect(Set([composed, decomposed, OutputWriter.FilePath("css/caf\u{E9}.css")]).count == 2)
        let long = String(repeating: "swift/Colors.xcassets/", count: 3) + "a.colorset/Contents.json"
        #expect(OutputWriter.FilePath(long) == OutputWriter.FilePath(String(long)))
        #expect(OutputWriter.FilePath(long).hashValue == OutputWriter.FilePath(long + "").hashValue)
        // The key keeps its hash: thousands of paths with one long common prefix, each found by
        // an equal path built separately, none by a path one byte longer or shorter.
        let paths = (0..<2_000).map { "swift/Colors.xcassets/token\($0).colorset/Contents.json" }
        let table = Dictionary(uniqueKeysWithValues: paths.enumerated().map { (OutputWriter.FilePath($0.element), $0.offset) })
        #expect(table.count == paths.count)
        #expect(paths.indices.allSatisfy { table[OutputWriter.FilePath(String(paths[$0].utf8.map { Character(UnicodeScalar($0)) }))] == $0 })
        #expect(paths.allSatisfy { table[OutputWriter.FilePath($0 + "x")] == nil && table[OutputWriter.FilePath(String($0.dropLast()))] == nil })
    }

    /// Every changed file is staged before any is renamed: when one cannot be written, none is
    /// replaced and no temporary file is left — for a few files (flushed one by one) and for a
    /// batch (flushed together).
    @Test(arguments: [3, StagedFiles.batchFlushThreshold + 24])
    func aFailedWriteReplacesNothing(fileCount: Int) throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        func files(_ version: String) -> [OutputFile] {
            (0..<fileCount).map { OutputFile(path: "swift/Colors.xcassets/c\($0).colorset/Contents.json", text: "\(version) \($0)\n") }
        }
        let first = try writer.write(outputs: ["swift": files("old")], cleaning: ["swift"])
        #expect(first.written.count == fileCount)
        // A file where the last file's folder must go: its write fails (even as root).
        let blocked = OutputFile(path: "swift/blocked/Contents.json", text: "new\n")
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("swift/blocked").path, contents: Data("in the way\n".utf8))
        #expect(throws: OutputError.self) { try writer.write(outputs: ["swift": files("new") + [blocked]], cleaning: ["swift"]) }
        for index in 0..<fileCount {
            #expect(Self.text(folder.appendingPathComponent("swift/Colors.xcassets/c\(index).colorset/Contents.json")) == "old \(index)\n")
        }
        #expect(!EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") })
        // With the obstacle gone, the same build goes through.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("swift/blocked"))
        let retried = try writer.write(outputs: ["swift": files("new") + [blocked]], cleaning: ["swift"])
        #expect(retried.written.count == fileCount + 1)
        #expect(Self.text(folder.appendingPathComponent("swift/Colors.xcassets/c0.colorset/Contents.json")) == "new 0\n")
    }
}

/// Files under a folder, relative, sorted (hidden ones included).
enum EmitTestFiles {
    static func all(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        return (enumerator.allObjects as? [String] ?? []).sorted()
    }
}

@Suite struct StampsFileTests {
    /// The stamps file is built on bytes; it must read exactly as the format says.
    @Test func spellsEveryFieldAsTheFormatSays() {
        let stamps: [String: OutputWriter.Stamp] = [
            "swift/Tokens.swift": .init(size: 12_345, modified: .init(seconds: 1_764_000_000, nanoseconds: 5), hash: 0xDEAD_BEEF),
            "css/tokens.css": .init(size: 0, modified: .init(seconds: -3, nanoseconds: 999_999_999), hash: 0),
        ]
        let text = String(decoding: OutputWriter.stampsText(stamps, fingerprints: ["swift": 0xABC, "css": 255]), as: UTF8.self)
        #expect(
            text == """
                #fingerprint\tcss\tff
                #fingerprint\tswift\tabc
                css/tokens.css\t0\t-3.999999999\t0
                swift/Tokens.swift\t12345\t1764000000.5\tdeadbeef

                """)
    }

    /// A build rewrites only the stamp lines that changed; the result must be the file a full
    /// rewrite gives.
    @Test func mergedStampsEqualAFullRewrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stamps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = OutputWriter(folder: folder)
        var generator = SystemRandomNumberGenerator()
        func stamp() -> OutputWriter.Stamp {
            .init(size: Int.random(in: 0...99_999, using: &generator), modified: .init(seconds: 1_700_000_000, nanoseconds: Int.random(in: 0...999, using: &generator)), hash: generator.next())
        }
        for round in 0..<40 {
            var stamps: [String: OutputWriter.Stamp] = [:]
            for index in 0..<Int.random(in: 0...60, using: &generator) { stamps["out/\(["a", "b", "é", "Z"].randomElement(using: &generator)!)\(index).json"] = stamp() }
            writer.writeStamps(stamps, fingerprints: ["json": UInt64(round)])
            let (table, _) = writer.readStampTable()
            #expect(table.isSorted && table.count == stamps.count)
            var expected = stamps
            var removed: Set<String> = []
            for path in stamps.keys where Bool.random(using: &generator) && Bool.random(using: &generator) {
                removed.insert(path)
                expected[path] = nil
            }
            var updated: [(path: String, stamp: OutputWriter.Stamp)] = []
            for path in stamps.keys.shuffled(using: &generator).prefix(3) + ["out/new\(round).json", "a/first.json", "z/last.json"] where !removed.contains(path) {
                let new = stamp()
                updated.append((path, new))
                expected[path] = new
            }
            let merged = OutputWriter.stampsText(previous: table, updated: updated, removed: removed, fingerprints: ["json": 7])
            #expect(merged == OutputWriter.stampsText(expected, fingerprints: ["json": 7]))
        }
    }

    /// Stamps are written in byte order of their paths — not String order, which differs for
    /// non-ASCII paths ("e\u{301}" and "é" are equal Strings, different bytes) — whether they come
    /// sorted (the writer's usual case, taken without sorting), shuffled or reversed.
    @Test func stampsAreWrittenInByteOrderOfTheirPaths() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "Z", "é", "e\u{301}", "ß", "🎨", "-", "/", "."]
        for _ in 0..<40 {
            var paths = Set<String>()
            for _ in 0..<Int.random(in: 0...80, using: &generator) {
                let length = Int.random(in: 1...6, using: &generator)
                paths.insert("swift/Colors.xcassets/" + (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined())
            }
            let expected = paths.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
            let stamp = OutputWriter.Stamp(size: 1, modified: .init(seconds: 1, nanoseconds: 0), hash: 1)
            for order in [expected, expected.reversed(), expected.shuffled(using: &generator)] {
                let sorted = OutputWriter.sortedByBytes(order.map { ($0, stamp) }).map(\.path)
                #expect(sorted.map { Array($0.utf8) } == expected.map { Array($0.utf8) })
            }
        }
    }

    @Test func readsBackWhatItWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-stamps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = OutputWriter(folder: folder)
        let stamps: [String: OutputWriter.Stamp] = [
            "a/b.json": .init(size: 42, modified: .init(seconds: 1_700_000_000, nanoseconds: 123_456_789), hash: UInt64.max)
        ]
        writer.writeStamps(stamps, fingerprints: ["json": 0x1234_5678_9ABC_DEF0])
        let (read, fingerprints) = writer.readStampsAndFingerprints()
        #expect(read == stamps)
        #expect(fingerprints == ["json": 0x1234_5678_9ABC_DEF0])
    }
}
