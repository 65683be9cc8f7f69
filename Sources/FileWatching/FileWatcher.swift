import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Tells a resident command (`kiln watch`, `kiln serve`) that files under some folders changed.
///
/// Hand-written over inotify on Linux because no well-kept Swift package in the allowed set wraps
/// it (swift-system has no inotify; FSEvents wrappers are macOS-only). Elsewhere (macOS) it
/// polls modification times every 100 ms: slower to notice, same events.
///
/// Events are coalesced: `changes` yields a set of paths once no new event arrived for
/// `debounce` (an editor's save is often several events: write a temporary file, rename it over
/// the old one, change its mode). Paths are absolute. A watched folder that appears later (or a
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
    private var pending: Set<String> = []
    private var firstEvent: ContinuousClock.Instant?
    private var lastEvent: ContinuousClock.Instant?
    private var deliver: (@Sendable (Set<String>, ContinuousClock.Instant) -> Void)?
    private var flushScheduled = false
    private let backend: Backend

    /// `debounce`: how long the files must stay quiet before one batch of changes is delivered.
    /// How changes are noticed.
    public enum Method: Sendable {
        /// inotify on Linux; polling where the system has no event interface Kiln uses yet.
        case systemEvents
        /// Modification times compared every 100 ms (any system).
        case polling
    }

    /// `debounce`: how long the files must stay quiet before one batch of changes is delivered.
    public init(targets: Targets, debounce: Duration = .milliseconds(50), method: Method = .systemEvents) {
        self.targets = targets
        self.debounce = debounce
        switch method {
        case .polling: backend = PollingBackend()
        case .systemEvents:
            #if os(Linux)
                backend = InotifyBackend()
            #else
                backend = PollingBackend()
            #endif
        }
    }

    /// Starts watching; `onChange` runs on the watcher's own queue with the changed paths
    /// (absolute) and when the first of their events arrived.
    public func start(onChange: @escaping @Sendable (Set<String>, ContinuousClock.Instant) -> Void) throws {
        deliver = onChange
        try backend.start(targets: targets, queue: queue) { [weak self] paths in
            self?.record(paths)
        }
    }

    /// Stops watching and releases the operating system's watch descriptors.
    public func stop() {
        queue.sync {
            backend.stop()
            deliver = nil
        }
    }

    /// On the watcher's queue: remember the paths and deliver them once quiet for `debounce`.
    private func record(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        let now = ContinuousClock().now
        if pending.isEmpty { firstEvent = now }
        pending.formUnion(paths)
        lastEvent = now
        scheduleFlush(after: debounce)
    }

    private func scheduleFlush(after delay: Duration) {
        guard !flushScheduled else { return }
        if delay <= .zero {
            // No debounce: deliver as soon as the queue has drained this batch of events.
            flushScheduled = true
            queue.async { [weak self] in self?.flush() }
            return
        }
        flushScheduled = true
        let nanoseconds = Int(delay.components.seconds) * 1_000_000_000 + Int(delay.components.attoseconds / 1_000_000_000)
        queue.asyncAfter(deadline: .now() + .nanoseconds(max(0, nanoseconds))) { [weak self] in
            self?.flush()
        }
    }

    private func flush() {
        flushScheduled = false
        guard let lastEvent, !pending.isEmpty else { return }
        let quiet = ContinuousClock().now - lastEvent
        if quiet < debounce {
            scheduleFlush(after: debounce - quiet)
            return
        }
        let batch = pending
        pending = []
        deliver?(batch, firstEvent ?? lastEvent)
    }
}

/// One way of noticing changes; runs its callback on `queue`.
protocol Backend: AnyObject {
    func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping (Set<String>) -> Void) throws
    func stop()
}

/// Why watching could not start (an unreadable folder, the inotify limit reached).
public struct FileWatcherError: Error, CustomStringConvertible, Sendable {
    public var description: String
}
