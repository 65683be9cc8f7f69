import FileWatching
import Foundation
import Testing

/// The watcher against real file operations, the way editors and tools save: in place, by
/// writing a temporary file and renaming it over the old one, by deleting and re-creating, a
/// folder created with files in it. Both the system's events (inotify) and the polling fallback.
@Suite(.serialized) struct FileWatcherTests {
    /// Collects delivered batches; waits for one that satisfies a condition.
    final class Inbox: @unchecked Sendable {
        private let lock = NSLock()
        private var batches: [Set<String>] = []

        func add(_ batch: Set<String>) { lock.withLock { batches.append(batch) } }

        var all: [Set<String>] { lock.withLock { batches } }

        func clear() { lock.withLock { batches = [] } }

        /// Waits until the batches delivered so far satisfy `condition`; `seconds` bounds a miss
        /// (on a busy machine an event can take seconds), it is not how long the wait takes.
        func wait(seconds: Double = 120, until condition: (Set<String>) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                let merged = all.reduce(into: Set<String>()) { $0.formUnion($1) }
                if condition(merged) { return true }
                usleep(10_000)
            }
            return false
        }
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens/nested"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("output"), withIntermediateDirectories: true)
        try "a: 1\n".write(to: folder.appendingPathComponent("tokens/nested/colors.yaml"), atomically: false, encoding: .utf8)
        try "output: output\n".write(to: folder.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        return folder.resolvingSymlinksInPath()
    }

    @Test(arguments: [FileWatcher.Method.systemEvents, .polling])
    func seesEditorSaves(method: FileWatcher.Method) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let config = root.appendingPathComponent("kiln.yaml").path
        let watcher = FileWatcher(
            targets: .init(folders: [tokens], files: [config], excluded: [root.appendingPathComponent("output").path]),
            debounce: .milliseconds(20), method: method)
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }

        // In place.
        let colors = tokens + "/nested/colors.yaml"
        try "a: 2\n".write(toFile: colors, atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(colors) })

        // Saved by rename (vim, most IDEs): a new inode replaces the old one.
        inbox.clear()
        let temporary = tokens + "/nested/.colors.yaml.swp"
        try "a: 3\n".write(toFile: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary, colors) == 0)
        #expect(inbox.wait { $0.contains(colors) })
        // …and again: the watch must have survived the first rename.
        inbox.clear()
        try "a: 4\n".write(toFile: temporary, atomically: false, encoding: .utf8)
        #expect(rename(temporary, colors) == 0)
        #expect(inbox.wait { $0.contains(colors) })

        // kiln.yaml, watched through its folder, saved atomically (Foundation renames too).
        inbox.clear()
        try "output: output\nmodes: [light]\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(inbox.wait { $0.contains(config) })

        // A new folder with a file in it (a checkout, an unzip).
        inbox.clear()
        let fresh = tokens + "/brand"
        try FileManager.default.createDirectory(atPath: fresh, withIntermediateDirectories: false)
        try "b: 1\n".write(toFile: fresh + "/brand.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(fresh + "/brand.yaml") || $0.contains(fresh) })
        // A file saved inside the new folder later is seen too (the folder is watched now).
        inbox.clear()
        try "b: 2\n".write(toFile: fresh + "/brand.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(fresh + "/brand.yaml") })

        // Deleted.
        inbox.clear()
        try FileManager.default.removeItem(atPath: colors)
        #expect(inbox.wait { $0.contains(colors) })

        // Kiln's own writes into the output folder, and files next to kiln.yaml, are not reported.
        inbox.clear()
        try "x".write(to: root.appendingPathComponent("output/tokens.css"), atomically: false, encoding: .utf8)
        try "x".write(to: root.appendingPathComponent("notes.txt"), atomically: false, encoding: .utf8)
        usleep(400_000)
        #expect(inbox.all.isEmpty, "unexpected: \(inbox.all)")
    }

    /// A save that ends with the file closed (in place, truncate-and-write) or renamed into place
    /// is complete: it is delivered without waiting for the quiet time (here two minutes, so
    /// that a busy machine cannot make an early delivery look late).
    @Test(arguments: ["in place", "rename"])
    func aCompletedSaveIsDeliveredWithoutTheQuietTime(style: String) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let colors = tokens + "/nested/colors.yaml"
        // The temporary file renamed away is not something the consumer reads.
        let watcher = FileWatcher(targets: .init(folders: [tokens], files: []), debounce: .seconds(120)) { $0.hasSuffix(".yaml") }
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        let start = Date()
        if style == "rename" {
            let temporary = tokens + "/nested/.colors.yaml.tmp"
            try "a: 2\n".write(toFile: temporary, atomically: false, encoding: .utf8)
            #expect(rename(temporary, colors) == 0)
        } else {
            try "a: 2\n".write(toFile: colors, atomically: false, encoding: .utf8)
        }
        #expect(inbox.wait(seconds: 100) { $0.contains(colors) })
        #expect(Date().timeIntervalSince(start) < 110, "a settled save waited for the quiet time")
    }

    /// A file deleted (or moved away) and written again later — vim's save renames the old file
    /// away, then creates and writes the new one — is not delivered in between: the missing
    /// file would build without its tokens. One batch, once the new file is closed.
    @Test(arguments: ["delete", "move away"])
    func anIncompleteSaveWaitsForTheFileToBeComplete(style: String) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let colors = tokens + "/nested/colors.yaml"
        // A quiet time far longer than the test: the deletion alone is never delivered.
        let watcher = FileWatcher(targets: .init(folders: [tokens], files: []), debounce: .seconds(120))
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        if style == "delete" {
            #expect(unlink(colors) == 0)
        } else {
            #expect(rename(colors, colors + "~") == 0)
        }
        usleep(300_000)
        #expect(inbox.all.isEmpty, "delivered while the file was missing: \(inbox.all)")
        try "a: 5\n".write(toFile: colors, atomically: false, encoding: .utf8)
        #expect(inbox.wait(seconds: 100) { $0.contains(colors) })
        #expect(inbox.all.count == 1, "batches: \(inbox.all)")
    }

    /// A deletion alone is delivered once the files have been quiet for the debounce time.
    @Test func aDeletionIsDeliveredAfterTheQuietTime() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let colors = tokens + "/nested/colors.yaml"
        let watcher = FileWatcher(targets: .init(folders: [tokens], files: []), debounce: .milliseconds(300))
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        let start = Date()
        #expect(unlink(colors) == 0)
        #expect(inbox.wait { $0.contains(colors) })
        #expect(Date().timeIntervalSince(start) >= 0.29)
        usleep(400_000)
        #expect(inbox.all.count == 1, "batches: \(inbox.all)")
    }

    /// Polled changes may be mid-write: they wait for the quiet time, and a burst is one batch.
    @Test func polledBurstsAreDeliveredOnceAfterTheQuietTime() throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        // Far longer than the gaps between the writes, even on a busy machine.
        let watcher = FileWatcher(targets: .init(folders: [tokens], files: []), debounce: .seconds(5), method: .polling)
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        for index in 0..<5 {
            try "a: \(index)\n".write(toFile: tokens + "/nested/colors.yaml", atomically: false, encoding: .utf8)
            usleep(60_000)
        }
        #expect(inbox.wait { !$0.isEmpty })
        usleep(600_000)
        #expect(inbox.all.count == 1, "batches: \(inbox.all)")
    }

    /// A watched folder removed and created again, or renamed away and back (issue 39): the
    /// watcher says it went, watches it again when it comes back, and delivers the files
    /// written in it afterwards.
    @Test(arguments: [FileWatcher.Method.systemEvents, .polling])
    func followsAWatchedFolderReplaced(method: FileWatcher.Method) throws {
        let root = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let notices = Inbox()
        let watcher = FileWatcher(
            targets: .init(folders: [tokens], files: [root.appendingPathComponent("kiln.yaml").path]), debounce: .milliseconds(20), method: method,
            onNotice: { notices.add([$0]) })
        let inbox = Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        try FileManager.default.removeItem(atPath: tokens)
        #expect(notices.wait { $0.contains { $0.contains("tokens/ was removed") } }, "\(notices.all)")
        try FileManager.default.createDirectory(atPath: tokens, withIntermediateDirectories: false)
        try "a: 1\n".write(toFile: tokens + "/fresh.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(tokens + "/fresh.yaml") || $0.contains(tokens) })
        inbox.clear()
        try "a: 2\n".write(toFile: tokens + "/fresh.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(tokens + "/fresh.yaml") }, "an edit in the new folder")

        notices.clear()
        #expect(rename(tokens, tokens + ".old") == 0)
        #expect(notices.wait { $0.contains { $0.contains("tokens/ was removed") } }, "\(notices.all)")
        #expect(rename(tokens + ".old", tokens) == 0)
        #expect(inbox.wait { $0.contains(tokens) || $0.contains(tokens + "/fresh.yaml") })
        inbox.clear()
        try "a: 3\n".write(toFile: tokens + "/fresh.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(tokens + "/fresh.yaml") }, "an edit in the folder renamed back")
    }
}
