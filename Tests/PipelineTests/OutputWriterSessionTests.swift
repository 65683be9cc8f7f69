import DesignModel
import Emitters
import Foundation
import Testing
@testable import Live
@testable import OutputStore


/// The writer's fast paths: a resident session (`kiln watch`) that does not hash again what it
/// wrote, and stamps that spare reading a file. Neither may ever skip a changed file — a file
/// edited, replaced or deleted by hand between saves, or a stamps file that lies.
@Suite struct OutputWriterSessionTests {
    static func folder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("kiln-session-\(UUID().uuidString)")
    }

    static func files(accent: String) -> [String: [OutputFile]] {
        [
            "css": [OutputFile(path: "css/tokens.css", text: ":root { --accent: \(accent); }\n")],
            "json": [OutputFile(path: "json/tokens.json", text: "{\"accent\": \"\(accent)\"}\n")],
            "swift": (0..<20).map { OutputFile(path: "swift/Colors.xcassets/c\($0).colorset/Contents.json", text: "{\"color\": \($0)}\n") },
        ]
    }

    static func read(_ folder: URL, _ path: String) -> String? {
        try? String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    static func write(_ text: String, _ folder: URL, _ path: String) throws {
        try text.write(to: folder.appendingPathComponent(path), atomically: false, encoding: .utf8)
    }

    static func stat(_ folder: URL, _ path: String) -> Foundation.stat {
        var info = Foundation.stat()
        _ = lstat(folder.appendingPathComponent(path).path, &info)
        return info
    }

    /// Sets a file's modification time (as a hand edit that restores it would).
    static func setModified(_ folder: URL, _ path: String, to info: Foundation.stat) {
        var times = [info.st_atim, info.st_mtim]
        #expect(utimensat(AT_FDCWD, folder.appendingPathComponent(path).path, &times, 0) == 0)
    }

    @Test func aSessionHashesOnlyChangedBytes() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        let first = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(first.written.count == 22 && first.hashedFiles == 22)
        #expect(session.count == 22)
        // The same bytes in new arrays (as an emitter makes them): nothing hashed, nothing written.
        let same = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(same.written.isEmpty && same.unchanged.count == 22 && same.hashedFiles == 0)
        // One color changed: only its two files hashed and written.
        let changed = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all, session: session)
        #expect(changed.written == ["css/tokens.css", "json/tokens.json"])
        #expect(changed.hashedFiles == 2)
        #expect(Self.read(folder, "css/tokens.css") == ":root { --accent: #222222; }\n")
        // A one-shot build after the session agrees: its stamps are right, nothing to write or read.
        let oneShot = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all)
        #expect(oneShot.written.isEmpty && oneShot.unchanged.count == 22)
    }

    @Test func aFileEditedOrDeletedByHandBetweenSavesIsWrittenAgain() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        let files = Self.files(accent: "#111111")
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        let css = Self.read(folder, "css/tokens.css")
        // Edited in place, same size: its time changes.
        Thread.sleep(forTimeInterval: 0.02)
        try Self.write(":root { --accent: #999999; }\n", folder, "css/tokens.css")
        // Deleted.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("json/tokens.json"))
        // Replaced (a new file renamed over it) with the old size and time: another inode.
        let colorset = "swift/Colors.xcassets/c3.colorset/Contents.json"
        let old = Self.stat(folder, colorset)
        try Self.write("{\"color\": 9}\n", folder, "swift/replacement")
        Self.setModified(folder, "swift/replacement", to: old)
        #expect(rename(folder.appendingPathComponent("swift/replacement").path, folder.appendingPathComponent(colorset).path) == 0)
        #expect(Self.stat(folder, colorset).st_size == old.st_size)
        // Its whole folder removed.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("swift/Colors.xcassets/c7.colorset"))
        // A link in place of a file.
        let link = "swift/Colors.xcassets/c8.colorset/Contents.json"
        try FileManager.default.removeItem(at: folder.appendingPathComponent(link))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link).path, withDestinationPath: "/etc/hostname")

        let report = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(Set(report.written) == ["css/tokens.css", "json/tokens.json", colorset, "swift/Colors.xcassets/c7.colorset/Contents.json", link])
        #expect(Self.read(folder, "css/tokens.css") == css)
        #expect(Self.read(folder, colorset) == "{\"color\": 3}\n")
        #expect(Self.stat(folder, link).st_mode & S_IFMT == S_IFREG)
        // Everything as written again: the next save writes nothing.
        let again = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(again.written.isEmpty && again.hashedFiles == 0)
    }

    /// The same hand changes, seen by an audit (`Session.startAudit`, as a rebuild of `kiln
    /// watch` starts one) instead of a look during the write: every one is repaired.
    @Test func anAuditSeesEveryHandChangeBetweenSaves() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        let files = Self.files(accent: "#111111")
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        // Nothing changed: the audit finds every file as the session left it, nothing is hashed.
        session.startAudit()
        let quiet = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (22, 22))
        #expect(quiet.written.isEmpty && quiet.hashedFiles == 0)
        let css = Self.read(folder, "css/tokens.css")
        Thread.sleep(forTimeInterval: 0.02)
        // Edited in place (same size), deleted, replaced by a file with the old size and time,
        // its folder removed, a link in its place, and an edit that restores the old time.
        try Self.write(":root { --accent: #999999; }\n", folder, "css/tokens.css")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("json/tokens.json"))
        let colorset = "swift/Colors.xcassets/c3.colorset/Contents.json"
        let old = Self.stat(folder, colorset)
        try Self.write("{\"color\": 9}\n", folder, "swift/replacement")
        Self.setModified(folder, "swift/replacement", to: old)
        #expect(rename(folder.appendingPathComponent("swift/replacement").path, folder.appendingPathComponent(colorset).path) == 0)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("swift/Colors.xcassets/c7.colorset"))
        let link = "swift/Colors.xcassets/c8.colorset/Contents.json"
        try FileManager.default.removeItem(at: folder.appendingPathComponent(link))
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent(link).path, withDestinationPath: "/etc/hostname")
        let grown = "swift/Colors.xcassets/c9.colorset/Contents.json"
        try Self.write("{\"color\": 99}\n", folder, grown)

        session.startAudit()
        let report = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (22, 16))
        #expect(Set(report.written) == ["css/tokens.css", "json/tokens.json", colorset, "swift/Colors.xcassets/c7.colorset/Contents.json", link, grown])
        #expect(Self.read(folder, "css/tokens.css") == css)
        #expect(Self.read(folder, colorset) == "{\"color\": 3}\n")
        #expect(Self.read(folder, grown) == "{\"color\": 9}\n")
        #expect(Self.stat(folder, link).st_mode & S_IFMT == S_IFREG)
        session.startAudit()
        let again = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(again.written.isEmpty && again.hashedFiles == 0)
    }

    /// A file changed after the audit looked at it (while the rebuild runs) is repaired by the
    /// next rebuild: the session records what its audit saw, never what it assumed.
    @Test func aChangeAfterTheAuditIsRepairedByTheNextRebuild() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        let files = Self.files(accent: "#111111")
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        let css = Self.read(folder, "css/tokens.css")
        session.startAudit()
        #expect(session.count == 22)  // waits for the audit
        Thread.sleep(forTimeInterval: 0.02)
        try Self.write(":root { --accent: #999999; }\n", folder, "css/tokens.css")
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        session.startAudit()
        let next = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(next.written == ["css/tokens.css"])
        #expect(Self.read(folder, "css/tokens.css") == css)
    }

    /// Another writer (a `kiln build` in a terminal) wrote the folder after the audit looked at
    /// it: the bookkeeping it rewrote tells, and every file is looked at again under the lock.
    @Test func anotherWriterAfterTheAuditMakesTheWriteLookAgain() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        session.startAudit()
        #expect(session.count == 22)
        Thread.sleep(forTimeInterval: 0.02)
        let other = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all)
        #expect(other.written.count == 2)
        let report = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(report.written == ["css/tokens.css", "json/tokens.json"])
        #expect(Self.read(folder, "css/tokens.css") == ":root { --accent: #111111; }\n")
    }

    /// Files added, removed or given in another order than last time: entries are found by
    /// path instead of position, and a hand change is still seen.
    @Test func otherFilesOrAnotherOrderFindEntriesByPath() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        Thread.sleep(forTimeInterval: 0.02)
        try Self.write("{\"color\": 50}\n", folder, "swift/Colors.xcassets/c5.colorset/Contents.json")
        var files = Self.files(accent: "#111111")
        files["swift"]!.reverse()
        files["swift"]!.removeLast()  // c0
        files["swift"]!.insert(OutputFile(path: "swift/Colors.xcassets/a.colorset/Contents.json", text: "{}\n"), at: 0)
        session.startAudit()
        let report = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (22, 21))
        #expect(report.written.sorted() == ["swift/Colors.xcassets/a.colorset/Contents.json", "swift/Colors.xcassets/c5.colorset/Contents.json"])
        #expect(report.removed == ["swift/Colors.xcassets/c0.colorset/Contents.json"])
        #expect(report.hashedFiles == 2)
        #expect(Self.read(folder, "swift/Colors.xcassets/c5.colorset/Contents.json") == "{\"color\": 5}\n")
    }

    /// The session's table of who produces what is used only for the very outputs and paths it
    /// was made from: an unsafe path or two outputs writing one file are still refused.
    @Test func aKnownLayoutNeverHidesAnUnsafePathOrAConflict() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        var unsafe = Self.files(accent: "#111111")
        unsafe["css"] = [OutputFile(path: "../tokens.css", text: "a {}\n")]
        #expect(throws: OutputError.unsafePath("../tokens.css")) { try writer.write(outputs: unsafe, cleaning: all, session: session) }
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        var conflict = Self.files(accent: "#111111")
        conflict["json"] = [OutputFile(path: "css/tokens.css", text: "{}\n")]
        #expect(throws: OutputError.pathConflict("css/tokens.css", "css", "json")) { try writer.write(outputs: conflict, cleaning: all, session: session) }
        #expect(Self.read(folder, "css/tokens.css") == ":root { --accent: #111111; }\n")
        // Same outputs, one path renamed: checked, written, the old file removed.
        var renamed = Self.files(accent: "#111111")
        renamed["json"] = [OutputFile(path: "json/renamed.json", text: "{}\n")]
        let report = try writer.write(outputs: renamed, cleaning: all, session: session)
        #expect(report.written == ["json/renamed.json"] && report.removed == ["json/tokens.json"])
    }

    /// The manifest is trusted as the session left it only for the same outputs, paths and
    /// cleaning: an output cleaned now that was kept before still loses its files.
    @Test func aManifestAsLeftIsTrustedOnlyForTheSameCleaning() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        var withAndroid = Self.files(accent: "#111111")
        withAndroid["android"] = [OutputFile(path: "android/colors.xml", text: "<!-- \(Emitters.headerLine) -->\n<resources/>\n")]
        _ = try writer.write(outputs: withAndroid, cleaning: ["css", "json", "swift", "android"], session: session)
        let three = ["css", "json", "swift"] as Set
        let kept = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: three, session: session)
        #expect(kept.removed.isEmpty)
        let again = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: three, session: session)
        #expect(again.removed.isEmpty && again.written.isEmpty)
        #expect(Self.read(folder, OutputWriter.manifestName)?.contains("android/colors.xml") == true)
        let cleaned = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: three.union(["android"]), session: session)
        #expect(cleaned.removed == ["android/colors.xml"])
        #expect(Self.read(folder, OutputWriter.manifestName)?.contains("android/colors.xml") == false)
    }

    /// An audit is for the write that follows it: a later write without one looks again.
    @Test func anAuditIsUsedByOneWriteOnly() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        let files = Self.files(accent: "#111111")
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        session.startAudit()
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        Thread.sleep(forTimeInterval: 0.02)
        try Self.write(":root { --accent: #999999; }\n", folder, "css/tokens.css")
        let report = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(report.written == ["css/tokens.css"])
    }

    /// The audit looks at the files of one folder from that folder (`ConfinedDirectory.forEachInfo`):
    /// a folder above them replaced between saves by a copy — other files with the same bytes,
    /// sizes and times — or removed must still be seen, file by file.
    @Test func aFolderAboveTheFilesReplacedOrRemovedBetweenSavesIsSeenByTheAudit() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        var files = Self.files(accent: "#111111")
        // Files at every depth, so the audit changes folders back and forth.
        files["swift"]!.append(OutputFile(path: "swift/Tokens.swift", text: "let a = 1\n"))
        files["swift"]!.append(OutputFile(path: "swift/Deep/A/B/c.json", text: "{}\n"))
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        session.startAudit()
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (24, 24))
        // The asset catalog replaced by a copy whose files keep sizes and times (new inodes).
        let catalog = folder.appendingPathComponent("swift/Colors.xcassets")
        let copy = folder.appendingPathComponent("swift/copy")
        try FileManager.default.copyItem(at: catalog, to: copy)
        for index in 0..<20 {
            let path = "c\(index).colorset/Contents.json"
            Self.setModified(copy, path, to: Self.stat(catalog, path))
        }
        try FileManager.default.removeItem(at: catalog)
        #expect(rename(copy.path, catalog.path) == 0)
        session.startAudit()
        let replaced = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (24, 4))
        // Same bytes: nothing to write, but every file was compared again (not skipped).
        #expect(replaced.written.isEmpty && replaced.hashedFiles == 20)
        // A folder two levels above a file removed, and a file at the top of a folder edited.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("swift/Deep/A"))
        Thread.sleep(forTimeInterval: 0.02)
        try Self.write("let a = 2\n", folder, "swift/Tokens.swift")
        session.startAudit()
        let removed = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (24, 22))
        #expect(Set(removed.written) == ["swift/Deep/A/B/c.json", "swift/Tokens.swift"])
        #expect(Self.read(folder, "swift/Tokens.swift") == "let a = 1\n")
        session.startAudit()
        _ = try writer.write(outputs: files, cleaning: all, session: session)
        #expect(session.lastAudit == (24, 24))
    }

    /// A session looks for each file's stamp first where the last write found it: whatever the
    /// hint (right, another path's, stale after paths were added, out of range) and whatever the
    /// table (sorted as Kiln writes it, or edited out of order), the answer is the search's.
    @Test func aStampPositionHintNeverFindsAnotherStamp() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let writer = OutputWriter(folder: folder)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<30 {
            var stamps: [String: OutputWriter.Stamp] = [:]
            for index in 0..<Int.random(in: 0...40, using: &generator) {
                stamps["out/\(["a", "b", "é", "Z"].randomElement(using: &generator)!)\(index).json"] = .init(size: index, modified: .init(seconds: 1, nanoseconds: 0), hash: 0)
            }
            if round % 3 == 2 {
                // Edited by hand: out of order (the table then searches through its index).
                let lines = stamps.keys.shuffled(using: &generator).map { "\($0)\t1\t1.0\t0\n" }
                try lines.joined().write(to: folder.appendingPathComponent(OutputWriter.stampsName), atomically: true, encoding: .utf8)
            } else {
                writer.writeStamps(stamps, fingerprints: [:])
            }
            let (table, _) = writer.readStampTable()
            for path in Array(stamps.keys) + ["out/missing.json", "a", "zzz/last.json"] {
                let expected = table.position(of: path)
                for hint in -2...(table.count + 2) {
                    #expect(table.position(of: path, hint: hint) == expected)
                }
            }
        }
    }

    /// The bookkeeping a session hands the next rebuild instead of reading it is what reading
    /// gives, and only while the stamps file and the manifest are exactly as its write left them.
    @Test func theBookkeepingAWriteLeftIsWhatReadingItGives() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        func expectSameAsRead(_ known: OutputWriter.PreviousOutputs?, sourceLocation: SourceLocation = #_sourceLocation) {
            let read = writer.readPrevious()
            guard let known else {
                Issue.record("no bookkeeping known", sourceLocation: sourceLocation)
                return
            }
            #expect(known.stamps.dictionary == read.stamps.dictionary, sourceLocation: sourceLocation)
            #expect(known.stamps.data == read.stamps.data, sourceLocation: sourceLocation)
            #expect(known.fingerprints == read.fingerprints, sourceLocation: sourceLocation)
            #expect(known.manifest == read.manifest && known.manifest.map(\.line) == read.manifest.map(\.line), sourceLocation: sourceLocation)
            #expect(known.identity == read.identity && known.findings == read.findings, sourceLocation: sourceLocation)
            #expect(!known.writeInProgress && !read.writeInProgress, sourceLocation: sourceLocation)
        }
        // A first write (manifest and stamps written), a write that changes one file (stamps
        // only), one that adds a file (both), one that changes nothing (neither).
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, fingerprints: ["css": 1], session: session)
        expectSameAsRead(session.bookkeeping(for: folder))
        _ = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all, fingerprints: ["css": 2], session: session)
        expectSameAsRead(session.bookkeeping(for: folder))
        var more = Self.files(accent: "#222222")
        more["swift"]!.append(OutputFile(path: "swift/Tokens.swift", text: "let a = 1\n"))
        _ = try writer.write(outputs: more, cleaning: all, fingerprints: ["css": 2], session: session)
        expectSameAsRead(session.bookkeeping(for: folder))
        session.startAudit()
        _ = try writer.write(outputs: more, cleaning: all, fingerprints: ["css": 2], session: session)
        expectSameAsRead(session.bookkeeping(for: folder))
        #expect(session.bookkeeping(for: Self.folder()) == nil)
        // A stamps line edited by hand, the size and modification time put back: not trusted.
        let stamps = folder.appendingPathComponent(OutputWriter.stampsName)
        let before = Self.stat(folder, OutputWriter.stampsName)
        var text = try String(contentsOf: stamps, encoding: .utf8)
        text = text.replacingOccurrences(of: "css/tokens.css\t", with: "css/tokens.csx\t")
        let handle = try FileHandle(forWritingTo: stamps)
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
        Self.setModified(folder, OutputWriter.stampsName, to: before)
        #expect(Self.stat(folder, OutputWriter.stampsName).st_size == before.st_size)
        #expect(Self.stat(folder, OutputWriter.stampsName).st_ino == before.st_ino)
        #expect(session.bookkeeping(for: folder) == nil)
        // Written again by this session: known again; then another writer: not.
        _ = try writer.write(outputs: more, cleaning: all, fingerprints: ["css": 3], session: session)
        expectSameAsRead(session.bookkeeping(for: folder))
        _ = try writer.write(outputs: Self.files(accent: "#333333"), cleaning: all)
        #expect(session.bookkeeping(for: folder) == nil)
    }

    @Test func theWholeOutputFolderRemovedBetweenSavesIsWrittenAgain() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        try FileManager.default.removeItem(at: folder)
        let report = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(report.written.count == 22)
        #expect(Self.read(folder, "json/tokens.json") == "{\"accent\": \"#111111\"}\n")
    }

    /// A session remembers one folder: another writer's folder takes the ordinary path.
    @Test func aSessionIsForItsOwnFolderOnly() throws {
        let first = Self.folder()
        let second = Self.folder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try OutputWriter(folder: first).write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        let other = try OutputWriter(folder: second).write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(other.written.count == 22 && other.hashedFiles == 22)
    }

    /// The stamps file lies (wrong hashes, wrong sizes, a stamp for a file Kiln did not write):
    /// with or without a session, a changed file is still written, an unchanged one is never
    /// lost, and the user's file is left in place.
    @Test func stampsThatLieNeverSkipAChangedFileNorDeleteAForeignOne() throws {
        for withSession in [false, true] {
            let folder = Self.folder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let writer = OutputWriter(folder: folder)
            let session = withSession ? OutputWriter.Session() : nil
            let all = ["css", "json", "swift"] as Set
            _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
            // The user's own file, claimed by a forged manifest line and a forged stamp.
            try Self.write("mine\n", folder, "css/mine.css")
            let mine = Self.stat(folder, "css/mine.css")
            var manifest = try #require(Self.read(folder, OutputWriter.manifestName))
            manifest += "css\tcss/mine.css\n"
            try Self.write(manifest, folder, OutputWriter.manifestName)
            let stampsURL = folder.appendingPathComponent(OutputWriter.stampsName)
            var lines = try #require(Self.read(folder, OutputWriter.stampsName)).split(separator: "\n").map(String.init)
            for (index, line) in lines.enumerated() {
                var fields = line.split(separator: "\t").map(String.init)
                guard fields.count == 4, !line.hasPrefix("#") else { continue }
                // Every other stamp: a wrong hash; the others: a wrong size.
                if index % 2 == 0 { fields[3] = String(UInt64(fields[3], radix: 16)! ^ 1, radix: 16) } else { fields[1] = String(Int(fields[1])! + 1) }
                lines[index] = fields.joined(separator: "\t")
            }
            lines.append("css/mine.css\t\(mine.st_size)\t\(mine.st_mtim.tv_sec).\(mine.st_mtim.tv_nsec)\t\(String(OutputWriter.hash(Array("other\n".utf8)), radix: 16))")
            lines.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            try (lines.joined(separator: "\n") + "\n").write(to: stampsURL, atomically: false, encoding: .utf8)

            let report = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all, session: session)
            #expect(Set(report.written).isSuperset(of: ["css/tokens.css", "json/tokens.json"]), "session: \(withSession)")
            #expect(Self.read(folder, "css/tokens.css") == ":root { --accent: #222222; }\n")
            #expect(Self.read(folder, "json/tokens.json") == "{\"accent\": \"#222222\"}\n")
            for index in 0..<20 { #expect(Self.read(folder, "swift/Colors.xcassets/c\(index).colorset/Contents.json") == "{\"color\": \(index)}\n") }
            #expect(Self.read(folder, "css/mine.css") == "mine\n")
            #expect(report.findings.contains { $0.message.contains("css/mine.css") })
            // The stamps are true again: a one-shot build finds everything current.
            let next = try writer.write(outputs: Self.files(accent: "#222222"), cleaning: all)
            #expect(next.written.isEmpty && next.unchanged.count == 22, "session: \(withSession)")
        }
    }

    /// A stamp whose size and time match the file but whose hash is not the new bytes' hash:
    /// the file is written (without reading it first), never skipped.
    @Test func aStampMatchingTheFileButNotTheNewBytesMeansAWrite() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let files = ["css": [OutputFile(path: "css/tokens.css", text: "a {}\n")]]
        _ = try writer.write(outputs: files, cleaning: ["css"])
        // Same size, other bytes, the old time put back: the stamp matches the file.
        let old = Self.stat(folder, "css/tokens.css")
        try Self.write("b {}\n", folder, "css/tokens.css")
        Self.setModified(folder, "css/tokens.css", to: old)
        let report = try writer.write(outputs: ["css": [OutputFile(path: "css/tokens.css", text: "c {}\n")]], cleaning: ["css"])
        #expect(report.written == ["css/tokens.css"])
        #expect(Self.read(folder, "css/tokens.css") == "c {}\n")
    }

    /// A large file is replaced with its old version held open across the rename: the new bytes
    /// are in place, no temporary file is left, and the held descriptors are let go.
    @Test func largeReplacedFilesAreRenamedAndTheirOldVersionsReleased() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        func big(_ byte: UInt8) -> [String: [OutputFile]] {
            ["json": (0..<3).map { OutputFile(path: "json/big\($0).json", contents: [UInt8](repeating: byte, count: ConfinedDirectory.holdReplacedFrom * 2)) }]
        }
        _ = try writer.write(outputs: big(0x61), cleaning: ["json"])
        // Descriptors of this process open on a file of this folder (tests run side by side:
        // only this folder's count).
        let descriptors = {
            ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []).filter {
                ((try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + $0)) ?? "").hasPrefix(folder.path + "/json/")
            }.count
        }
        let before = descriptors()
        #expect(before == 0)
        for byte in [0x62, 0x63, 0x64] as [UInt8] {
            let report = try writer.write(outputs: big(byte), cleaning: ["json"])
            #expect(report.written.count == 3)
            for index in 0..<3 {
                #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("json/big\(index).json").path) == Data(big(byte)["json"]![index].contents))
            }
        }
        #expect(!EmitTestFiles.all(in: folder).contains { $0.contains(".kiln-tmp") })
        // Released on another thread: give it a moment.
        var after = descriptors()
        for _ in 0..<100 where after > before {
            Thread.sleep(forTimeInterval: 0.01)
            after = descriptors()
        }
        #expect(after <= before)
    }

    /// An interrupted write (`.kiln-writing` left behind): the session's memory is not trusted.
    @Test func anInterruptedWriteIsNotTrustedBySession() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let session = OutputWriter.Session()
        let all = ["css", "json", "swift"] as Set
        _ = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        try Self.write("", folder, OutputWriter.writingMarkerName)
        let report = try writer.write(outputs: Self.files(accent: "#111111"), cleaning: all, session: session)
        #expect(report.hashedFiles == 22 && report.written.isEmpty)
        #expect(session.count == 22)
    }

    /// Stamps written by an older Kiln (the single-lane hash) still let a stale file be
    /// recognized as Kiln's own and removed.
    @Test func aStaleFileStampedWithTheOlderHashIsStillRemoved() throws {
        let folder = Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = OutputWriter(folder: folder)
        let colorset = "swift/Colors.xcassets/old.colorset/Contents.json"
        _ = try writer.write(outputs: ["swift": [OutputFile(path: colorset, text: "{\"old\": true}\n")]], cleaning: ["swift"])
        let stampsURL = folder.appendingPathComponent(OutputWriter.stampsName)
        let info = Self.stat(folder, colorset)
        let legacy = String(OutputWriter.legacyHash(Array("{\"old\": true}\n".utf8)), radix: 16)
        try "\(colorset)\t\(info.st_size)\t\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)\t\(legacy)\n".write(to: stampsURL, atomically: false, encoding: .utf8)
        let report = try writer.write(outputs: ["swift": [OutputFile(path: "swift/Other.swift", text: "// x\n")]], cleaning: ["swift"])
        #expect(report.removed == [colorset])
    }
}

/// `kiln watch`'s build with its session: a hand edit or deletion of an output between saves
/// is repaired by the next save.
@Suite struct LiveBuildWriteSessionTests {
    @Test func handEditsBetweenSavesAreRepaired() throws {
        let root = try LiveBuildTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let live = LiveBuild(root: root)
        let first = try #require(live.build())
        #expect(!first.blocked && !first.written.isEmpty)
        let output = root.appendingPathComponent("output")
        let written = first.written.sorted()
        let contents = written.map { try? Data(contentsOf: output.appendingPathComponent($0)) }
        // One output edited by hand, another deleted; the tokens saved again unchanged.
        Thread.sleep(forTimeInterval: 0.02)
        try "edited by hand\n".write(to: output.appendingPathComponent(written[0]), atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: output.appendingPathComponent(written[1]))
        let brand = root.appendingPathComponent("tokens/brand.yaml")
        try LiveBuildTests.brand(accent: "#1A6B5C").write(to: brand, atomically: false, encoding: .utf8)
        let second = try #require(live.build(changed: [brand.path]))
        #expect(second.written.sorted() == [written[0], written[1]].sorted())
        // The rebuild's audit looked at every output and found the two changed ones.
        let audit = live.writeSession.lastAudit
        #expect(audit.looked == written.count && audit.matched == written.count - 2)
        #expect(written.map { try? Data(contentsOf: output.appendingPathComponent($0)) } == contents)
        // A real edit after that: every output rewritten, nothing stale.
        try LiveBuildTests.brand(accent: "#8A2BE2").write(to: brand, atomically: false, encoding: .utf8)
        let third = try #require(live.build(changed: [brand.path]))
        #expect(!third.written.isEmpty)
        #expect(try LiveBuildTests.css(root).lowercased().contains("#8a2be2"))
    }
}
