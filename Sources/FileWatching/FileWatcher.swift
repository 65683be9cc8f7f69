import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells a resident command (`kiln watch`, `kiln serve`) that files under some folders changed.
///
/// Hand-written over inotify on Linux because no well-kept Swift package in the allowed set wraps
/// it (swift-system has no inotify; FSEvents wrappers are macOS-only). On macOS over kqueue
/// (`VnodeBackend` with `KqueueKernel`: one descriptor per watched file and folder; above its
/// descriptor budget it polls instead and says so). Elsewhere it polls modification times every
/// 100 ms: slower to notice, same events.
///
/// Events are coalesced into batches of absolute paths. A batch is delivered at once when every
/// path in it is *settled* — its last event says the file is complete: closed after writing
/// (`IN_CLOSE_WRITE`: a save in place, a truncate-and-write, a copy) or renamed into place
/// (`IN_MOVED_TO`: the write-a-temporary-file-and-rename save of vim, JetBrains IDEs and
/// Foundation's atomic writes). Otherwise — a file deleted, moved away or just created (vim's
/// rename-the-original-then-create save, a delete-and-recreate), a folder event, a polled change
/// that may still be mid-write — the batch waits until no new event arrived for `debounce`, so
/// a save in progress is never built half-done. inotify reports a file complete only on close,
/// so a settled save needs no waiting; the quiet time is for the states in between. A watched folder that appears later (or a
/// file saved by rename, whose inode changes) is picked up: folders are watched recursively,
/// files by their parent folder, so a replaced file is still seen.
public final class FileWatcher: @unchecked Sendable {
    /// What to watch: folders (recursively) and single files (through their folder).
    public struct Targets: Sendable, Equatable {
        public var folders: [String]
        public var files: [String]
        /// Folders never reported nor descended into (the output folder, when it lies below a
        /// watched folder: Kiln's own writes must not trigger another build).
        public var excluded: [String]

        public init(folders: [String], files: [String], excluded: [String] = []) {
            self.folders = folders
            self.files = files
            self.excluded = excluded
        }
    }

    private let queue = DispatchQueue(label: "kiln.file-watcher")
    private let targets: Targets
    private let debounce: Duration
    /// Changed paths not delivered yet, and whether each one's last event left it complete.
    private var pending: [String: Bool] = [:]
    private var firstEvent: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?
    private var deliver: (@Sendable (Set<String>, ContinuousClock.Instant) -> Void)?
    private var flushScheduled = false
    private var backend: Backend
    private let onNotice: (@Sendable (String) -> Void)?

    /// `debounce`: how long the files must stay quiet before one batch of changes is delivered.
    /// How changes are noticed.
    public enum Method: Sendable {
        /// inotify on Linux, kqueue on macOS (polling above its file descriptor budget);
        /// polling where the system has neither.
        case systemEvents
        /// Modification times compared every 100 ms (any system).
        case polling
    }

    /// Which paths the consumer reads: a change of any other path (an editor's temporary file
    /// renamed away or deleted) never holds a batch back.
    private let matters: @Sendable (String) -> Bool

    /// `debounce`: how long the files must stay quiet before a batch that is not settled yet is
    /// delivered. `matters`: the paths whose unsettled state holds a batch back (nil: all).
    /// `onNotice`: told when watching works in a lesser way than asked (polling instead of
    /// system events: kqueue above its file descriptor budget, inotify at its watch limit), and
    /// when a watched folder was removed or renamed away.
    public init(
        targets: Targets, debounce: Duration = .milliseconds(50), method: Method = .systemEvents,
        matters: (@Sendable (String) -> Bool)? = nil, onNotice: (@Sendable (String) -> Void)? = nil
    ) {
        self.targets = targets
        self.debounce = debounce
        self.matters = matters ?? { _ in true }
        self.onNotice = onNotice
        switch method {
        case .polling: backend = PollingBackend()
        case .systemEvents:
            #if os(Linux)
                backend = InotifyBackend()
            #elseif canImport(Darwin)
                backend = VnodeBackend(kernel: KqueueKernel(), budget: .forThisProcess(), notice: { onNotice?($0) })
            #else
                backend = PollingBackend()
            #endif
        }
    }

    /// With a given backend (tests).
    init(
        targets: Targets, debounce: Duration, backend: Backend, matters: (@Sendable (String) -> Bool)? = nil,
        onNotice: (@Sendable (String) -> Void)? = nil
    ) {
        self.targets = targets
        self.debounce = debounce
        self.matters = matters ?? { _ in true }
        self.onNotice = onNotice
        self.backend = backend
    }

    /// Starts watching; `onChange` runs on the watcher's own queue with the changed paths
    /// (absolute) and when the first of their events arrived. A system limit reached on the way
    /// (inotify's `max_user_watches`) falls back to polling, told to `onNotice`.
    public func start(onChange: @escaping @Sendable (Set<String>, ContinuousClock.Instant) -> Void) throws {
        deliver = onChange
        do {
            try startBackend()
        } catch let error as FileWatcherError where error.limitReached && !(backend is PollingBackend) {
            backend.stop()
            onNotice?("\(error.description): polling every 100 ms instead of system events")
            backend = PollingBackend()
            try startBackend()
        }
    }

    private func startBackend() throws {
        try backend.start(targets: targets, queue: queue) { [weak self] changes in
            self?.record(changes)
        }
    }

    /// Stops watching and releases the operating system's watch descriptors.
    public func stop() {
        queue.sync {
            backend.stop()
            deliver = nil
        }
    }

    /// On the watcher's queue: remember the paths; deliver them now when all are settled,
    /// otherwise once quiet for `debounce`.
    private func record(_ changes: [String: Bool]) {
        guard !changes.isEmpty else { return }
        let now = ContinuousClock().now
        if pending.isEmpty { firstEvent = now }
        for (path, settled) in changes { pending[path] = settled || !matters(path) }
        lastEvent = now
        scheduleFlush(after: allSettled ? .zero : debounce)
    }

    private var allSettled: Bool { pending.values.allSatisfy { $0 } }

    private func scheduleFlush(after delay: Duration) {
        if delay <= .zero {
            // Deliver as soon as the queue has drained this batch of events (a flush already
            // scheduled for later finds the batch gone and does nothing).
            queue.async { [weak self] in self?.flush() }
            return
        }
        guard !flushScheduled else { return }
        flushScheduled = true
        let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { [weak self] in
            self?.flushScheduled = false
            self?.flush()
        }
    }

    private func flush() {
        guard let lastEvent, !pending.isEmpty else { return }
        let quiet = ContinuousClock().now - lastEvent
        if !allSettled, quiet < debounce {
            scheduleFlush(after: debounce - quiet)
            return
        }
        let batch = Set(pending.keys)
        pending = [:]
        // A watched folder removed or renamed away: said once per disappearance. Its parent
        // still watches its name, so it is watched again (and built) when it comes back.
        for folder in targets.folders.map(WatchedPaths.withoutTrailingSlash)
        where batch.contains(where: { WatchedPaths.isWithin($0, anyOf: [folder]) }) && !WatchedPaths.isFolder(folder) {
            onNotice?("\(folder)/ was removed; it is watched for and built again when it comes back")
        }
        deliver?(batch, firstEvent ?? lastEvent)
    }
}

/// One way of noticing changes; runs its callback on `queue`.
/// `onEvents` gets the changed paths, each with whether its last event left it settled
/// (complete: closed after writing, or renamed into place).
protocol Backend: AnyObject {
    func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping ([String: Bool]) -> Void) throws
    func stop()
}

/// Path questions every backend asks of the watched paths (absolute, without trailing slash).
enum WatchedPaths {
    /// `path` is one of `roots` or lies below one of them.
    static func isWithin(_ path: String, anyOf roots: [String]) -> Bool {
        roots.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    /// A real folder (a symbolic link to one is not followed).
    static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    static func withoutTrailingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

/// Why watching could not start (an unreadable folder, the inotify limit reached).
public struct FileWatcherError: Error, CustomStringConvertible, Sendable {
    public var description: String
    /// A system limit was reached (inotify's watches or instances): polling still works.
    public var limitReached: Bool

    public init(description: String, limitReached: Bool = false) {
        self.description = description
        self.limitReached = limitReached
    }
}
