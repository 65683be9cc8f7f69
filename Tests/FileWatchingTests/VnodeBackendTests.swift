import Foundation
import Testing

@testable import FileWatching

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The platform-independent part of the macOS (kqueue) watcher, run here on real files with a
/// stand-in kernel: after each file operation the test sends the events kqueue sends for it
/// (a folder's entries changed: `write` on the folder; a file written: `write`/`extend` on the
/// file; a file replaced or deleted: `delete` on its old descriptor). What is reported, whether
/// it is settled, and which descriptors are open are checked against the files on disk.
@Suite(.serialized) struct VnodeBackendTests {
    /// Hands out descriptors for paths that exist; holds at most `limit` of them.
    final class FakeKernel: VnodeKernel, @unchecked Sendable {
        var descriptors: [Int32: String] = [:]
        var next: Int32 = 3
        var limit = Int.max
        var stopped = false
        var onEvents: (([VnodeEvent]) -> Void)?
        var queue: DispatchQueue?

        func open() throws { stopped = false }
        func deliver(on queue: DispatchQueue, _ onEvents: @escaping ([VnodeEvent]) -> Void) {
            self.queue = queue
            self.onEvents = onEvents
        }
        func watch(_ path: String) -> Result<Int32, VnodeWatchFailure> {
            var info = stat()
            guard lstat(path, &info) == 0 else { return .failure(.gone) }
            guard descriptors.count < limit else { return .failure(.outOfDescriptors) }
            // Reuse the lowest free number, as the system does with file descriptors.
            var ident: Int32 = 3
            while descriptors[ident] != nil { ident += 1 }
            descriptors[ident] = path
            return .success(ident)
        }
        func unwatch(_ ident: Int32) {
            precondition(descriptors[ident] != nil, "closed twice: \(ident)")
            descriptors[ident] = nil
        }
        func stop() {
            stopped = true
            onEvents = nil
        }

        func ident(_ path: String) -> Int32? { descriptors.first { $0.value == path }?.key }

        /// Sends events for paths watched now, as one batch, on the backend's queue.
        func send(_ events: [(String, VnodeFlags)]) {
            let batch = events.compactMap { path, flags in ident(path).map { VnodeEvent(ident: $0, flags: flags) } }
            queue?.sync { onEvents?(batch) }
        }
    }

    /// Reports collected from the backend.
    final class Reports: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [[String: Bool]] = []
        func add(_ report: [String: Bool]) { lock.withLock { list.append(report) } }
        func take() -> [String: Bool] {
            lock.withLock {
                defer { list = [] }
                return list.reduce(into: [:]) { $0.merge($1) { $1 } }
            }
        }
    }

    struct Setup {
        let root: String
        let tokens: String
        let colors: String
        let config: String
        let kernel = FakeKernel()
        let reports = Reports()
        let backend: VnodeBackend
        let notices: Notices

        final class Notices: @unchecked Sendable {
            var list: [String] = []
        }

        init(budget: Int = 1000, kernelLimit: Int = .max) throws {
            let folder = try FileWatcherTests.temporaryFolder()
            root = folder.path
            tokens = root + "/tokens"
            colors = tokens + "/nested/colors.yaml"
            config = root + "/kiln.yaml"
            kernel.limit = kernelLimit
            let notices = Notices()
            self.notices = notices
            backend = VnodeBackend(kernel: kernel, budget: WatchBudget(descriptors: budget, raiseSoftLimitTo: nil)) { notices.list.append($0) }
            let reports = reports
            try backend.start(
                targets: .init(folders: [tokens], files: [config], excluded: [root + "/output"]), queue: DispatchQueue(label: "test"),
                onEvents: { reports.add($0) })
        }

        func write(_ path: String, _ text: String) throws {
            try text.write(toFile: path, atomically: false, encoding: .utf8)
        }
    }

    @Test func watchesEveryFileAndFolderButTheOutput() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        // tokens/, tokens/nested/, colors.yaml, the project folder (for kiln.yaml), kiln.yaml.
        #expect(setup.backend.watchedPaths == [setup.root, setup.config, setup.tokens, setup.tokens + "/nested", setup.colors].sorted())
        #expect(Set(setup.kernel.descriptors.values) == Set(setup.backend.watchedPaths))
        setup.backend.stop()
        #expect(setup.kernel.descriptors.isEmpty)
        #expect(setup.kernel.stopped)
    }

    @Test func aWriteInPlaceIsReportedUnsettled() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        try setup.write(setup.colors, "a: 2\n")
        setup.kernel.send([(setup.colors, [.write, .extend])])
        // kqueue has no "closed after writing": the quiet time decides.
        #expect(setup.reports.take() == [setup.colors: false])
        try setup.write(setup.config, "output: x\n")
        setup.kernel.send([(setup.config, [.write, .attrib])])
        #expect(setup.reports.take() == [setup.config: false])
    }

    /// The save of vim, IDEs and Foundation: a temporary file (already seen) renamed over the
    /// file. Settled; the descriptor now follows the new file, and the temporary one is closed.
    @Test func aTemporaryFileRenamedIntoPlaceIsSettled() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let nested = setup.tokens + "/nested"
        let temporary = nested + "/.colors.yaml.swp"
        try setup.write(temporary, "a: 3\n")
        setup.kernel.send([(nested, .write)])
        #expect(setup.reports.take() == [temporary: false])
        setup.kernel.send([(temporary, [.write])])
        _ = setup.reports.take()
        let oldIdent = try #require(setup.kernel.ident(setup.colors))
        #expect(rename(temporary, setup.colors) == 0)
        setup.kernel.send([(setup.colors, .delete), (nested, .write)])
        #expect(setup.reports.take() == [setup.colors: true, temporary: false])
        // One descriptor for colors.yaml (the new file's), none for the temporary name.
        #expect(setup.kernel.descriptors.values.filter { $0 == setup.colors }.count == 1)
        #expect(setup.kernel.ident(temporary) == nil)
        #expect(Set(setup.kernel.descriptors.values) == Set(setup.backend.watchedPaths))
        _ = oldIdent
        // The new file's own writes are seen.
        try setup.write(setup.colors, "a: 4\n")
        setup.kernel.send([(setup.colors, .write)])
        #expect(setup.reports.take() == [setup.colors: false])
    }

    /// A file replaced by one never seen before (created and renamed within one batch, or a
    /// delete and a create) may still be being written: not settled.
    @Test func aReplacementNotSeenBeforeIsUnsettled() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let nested = setup.tokens + "/nested"
        try setup.write(nested + "/tmp123", "a: 3\n")
        #expect(rename(nested + "/tmp123", setup.colors) == 0)
        setup.kernel.send([(setup.colors, .delete), (nested, .write)])
        #expect(setup.reports.take() == [setup.colors: false])
        // The same in kiln.yaml's folder, which is watched only for kiln.yaml: nothing else reported.
        try setup.write(setup.root + "/.kiln.yaml.tmp", "output: y\n")
        setup.kernel.send([(setup.root, .write)])
        #expect(setup.reports.take().isEmpty)
        #expect(rename(setup.root + "/.kiln.yaml.tmp", setup.config) == 0)
        setup.kernel.send([(setup.config, .delete), (setup.root, .write)])
        #expect(setup.reports.take() == [setup.config: false])
        #expect(setup.kernel.ident(setup.config) != nil)
    }

    /// vim's other save: the file moved away to a backup name, then written anew.
    @Test func aFileMovedAwayAndWrittenAgain() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let nested = setup.tokens + "/nested"
        #expect(rename(setup.colors, setup.colors + "~") == 0)
        setup.kernel.send([(setup.colors, .rename), (nested, .write)])
        // The backup is the same file under a new name: moved into place there, settled.
        #expect(setup.reports.take() == [setup.colors: false, setup.colors + "~": true])
        try setup.write(setup.colors, "a: 9\n")
        setup.kernel.send([(nested, .write)])
        #expect(setup.reports.take() == [setup.colors: false])
        #expect(Set(setup.kernel.descriptors.values) == Set(setup.backend.watchedPaths))
    }

    @Test func aNewFolderIsWatchedWithItsFiles() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        let brand = setup.tokens + "/brand"
        try FileManager.default.createDirectory(atPath: brand + "/deep", withIntermediateDirectories: true)
        try setup.write(brand + "/deep/brand.yaml", "b: 1\n")
        setup.kernel.send([(setup.tokens, .write)])
        #expect(setup.reports.take() == [brand: false, brand + "/deep/brand.yaml": false])
        #expect(setup.kernel.ident(brand + "/deep") != nil)
        try setup.write(brand + "/deep/brand.yaml", "b: 2\n")
        setup.kernel.send([(brand + "/deep/brand.yaml", .write)])
        #expect(setup.reports.take() == [brand + "/deep/brand.yaml": false])
        // Removed again: every descriptor below it is closed.
        try FileManager.default.removeItem(atPath: brand)
        setup.kernel.send([(brand + "/deep/brand.yaml", .delete), (brand + "/deep", .delete), (brand, .delete), (setup.tokens, .write)])
        #expect(setup.reports.take() == [brand: false, brand + "/deep": false])
        #expect(!setup.kernel.descriptors.values.contains { $0.hasPrefix(brand) })
        #expect(Set(setup.kernel.descriptors.values) == Set(setup.backend.watchedPaths))
    }

    @Test func aDeletedFileIsReportedAndClosed() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        #expect(unlink(setup.colors) == 0)
        setup.kernel.send([(setup.colors, .delete), (setup.tokens + "/nested", .write)])
        #expect(setup.reports.take() == [setup.colors: false])
        #expect(setup.kernel.ident(setup.colors) == nil)
    }

    @Test func theOutputFolderAndOtherFilesAreNeverReported() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        try setup.write(setup.root + "/output/tokens.css", "x")
        try setup.write(setup.root + "/notes.txt", "x")
        setup.kernel.send([(setup.root, .write)])
        #expect(setup.reports.take().isEmpty)
        #expect(!setup.kernel.descriptors.values.contains { $0.hasPrefix(setup.root + "/output") || $0.hasSuffix("notes.txt") })
    }

    /// A watched folder that is itself moved away is reported with everything below it closed.
    @Test func aWatchedRootMovedAway() throws {
        let setup = try Setup()
        defer { try? FileManager.default.removeItem(atPath: setup.root) }
        #expect(rename(setup.tokens, setup.root + "/tokens-old") == 0)
        setup.kernel.send([(setup.tokens, .rename)])
        #expect(setup.reports.take() == [setup.tokens: false])
        #expect(!setup.kernel.descriptors.values.contains { $0.hasPrefix(setup.tokens) })
    }

    /// More files than the budget: no descriptor stays open, polling takes over, and it says so.
    @Test(arguments: [(budget: 3, kernelLimit: Int.max), (budget: 1000, kernelLimit: 2)])
    func tooManyFilesFallBackToPolling(budget: Int, kernelLimit: Int) throws {
        let setup = try Setup(budget: budget, kernelLimit: kernelLimit)
        defer {
            setup.backend.stop()
            try? FileManager.default.removeItem(atPath: setup.root)
        }
        #expect(setup.kernel.descriptors.isEmpty)
        #expect(setup.kernel.stopped)
        #expect(setup.backend.polling != nil)
        #expect(setup.notices.list.count == 1)
        #expect(setup.notices.list.first?.contains("polling every 100 ms") == true, "\(setup.notices.list)")
        // Polling sees a save.
        try setup.write(setup.colors, "a: 12345\n")
        let deadline = Date().addingTimeInterval(3)
        var seen: [String: Bool] = [:]
        while Date() < deadline, seen[setup.colors] == nil {
            usleep(20_000)
            seen.merge(setup.reports.take()) { $1 }
        }
        #expect(seen[setup.colors] == false)
    }

    /// Files added while watching that pass the budget: it falls back then, and reports them.
    @Test func passingTheBudgetWhileWatchingFallsBackToPolling() throws {
        // Exactly the five descriptors needed at the start.
        let setup = try Setup(budget: 5)
        defer {
            setup.backend.stop()
            try? FileManager.default.removeItem(atPath: setup.root)
        }
        #expect(setup.backend.polling == nil)
        try setup.write(setup.tokens + "/more.yaml", "m: 1\n")
        setup.kernel.send([(setup.tokens, .write)])
        #expect(setup.backend.polling != nil)
        #expect(setup.kernel.descriptors.isEmpty)
        #expect(setup.notices.list.count == 1)
        let reported = setup.reports.take()
        #expect(reported[setup.tokens] == false, "\(reported)")
    }

    /// A backend that stops at a system limit, as inotify does at `fs.inotify.max_user_watches`.
    final class LimitedBackend: Backend {
        var stopped = false
        let limitReached: Bool
        init(limitReached: Bool) { self.limitReached = limitReached }
        func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping ([String: Bool]) -> Void) throws {
            throw FileWatcherError(description: "cannot watch \"x\": the limit", limitReached: limitReached)
        }
        func stop() { stopped = true }
    }

    /// At a system limit the watcher polls instead and says so; any other failure is an error.
    @Test func aSystemLimitFallsBackToPolling() throws {
        let root = try FileWatcherTests.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: root) }
        let tokens = root.appendingPathComponent("tokens").path
        let limited = LimitedBackend(limitReached: true)
        let notices = Reports()
        let watcher = FileWatcher(targets: .init(folders: [tokens], files: []), debounce: .milliseconds(20), backend: limited, onNotice: {
            notices.add([$0: true])
        })
        let inbox = FileWatcherTests.Inbox()
        try watcher.start { paths, _ in inbox.add(paths) }
        defer { watcher.stop() }
        #expect(limited.stopped)
        #expect(notices.take().keys.contains { $0.hasSuffix("the limit: polling every 100 ms instead of system events") })
        try "a: 7\n".write(toFile: tokens + "/nested/colors.yaml", atomically: false, encoding: .utf8)
        #expect(inbox.wait { $0.contains(tokens + "/nested/colors.yaml") })

        let failing = FileWatcher(
            targets: .init(folders: [tokens], files: []), debounce: .milliseconds(20), backend: LimitedBackend(limitReached: false))
        #expect(throws: FileWatcherError.self) { try failing.start { _, _ in } }
    }

    @Test func budgetPlans() {
        // The macOS terminal default (256 soft, unlimited hard): raised to 8448, 8192 usable.
        #expect(WatchBudget.plan(soft: 256, hard: UInt64.max) == WatchBudget(descriptors: 8192, raiseSoftLimitTo: 8448))
        // A hard limit of 1024: raised to it, the reserve kept free.
        #expect(WatchBudget.plan(soft: 256, hard: 1024) == WatchBudget(descriptors: 768, raiseSoftLimitTo: 1024))
        // Already high: kept, the ceiling applies.
        #expect(WatchBudget.plan(soft: 1_048_576, hard: 1_048_576) == WatchBudget(descriptors: 8192, raiseSoftLimitTo: nil))
        // No room above the reserve: nothing to watch with, everything polls.
        #expect(WatchBudget.plan(soft: 200, hard: 200) == WatchBudget(descriptors: 0, raiseSoftLimitTo: nil))
        // This process: a budget no larger than its limit allows.
        var limit = rlimit()
        #if os(Linux)
            _ = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            _ = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        let budget = WatchBudget.forThisProcess()
        #expect(UInt64(budget.descriptors) <= UInt64(limit.rlim_max))
    }

    #if os(Linux)
        /// The macOS-only part (KqueueKernel.swift, FileWatcher's macOS branch) type-checks
        /// against a stand-in for Darwin's kqueue declarations (scripts/typecheck-macos-watcher.sh).
        @Test(.timeLimit(.minutes(5))) func theMacOSPartTypeChecks() throws {
            let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("scripts/typecheck-macos-watcher.sh")
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/bash")
            process.arguments = [script.path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = output
            try process.run()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 0, "\(text)")
        }
    #endif

    @Test func folderDiffs() {
        func entry(_ inode: UInt64, folder: Bool = false) -> FolderEntry {
            FolderEntry(identity: FileIdentity(device: 1, inode: inode), isFolder: folder)
        }
        let old = ["a": entry(1), "b": entry(2), "c": entry(3, folder: true)]
        let new = ["a": entry(1), "b": entry(9), "d": entry(4), "c": entry(3)]
        #expect(FolderDiff.between(old, new) == FolderDiff(added: ["d"], removed: [], replaced: ["b", "c"]))
        #expect(FolderDiff.between(new, old) == FolderDiff(added: [], removed: ["d"], replaced: ["b", "c"]))
        #expect(FolderDiff.between(old, old).isEmpty)
        #expect(FolderDiff.between([:], old) == FolderDiff(added: ["a", "b", "c"]))
    }
}
