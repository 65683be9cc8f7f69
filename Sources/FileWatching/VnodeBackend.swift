import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What kqueue's `EVFILT_VNODE` filter reports about one watched file or folder (its `NOTE_*`
/// flags), named here so that the logic acting on them compiles and is tested on Linux too.
struct VnodeFlags: OptionSet, Hashable, Sendable {
    let rawValue: UInt32
    /// The file or folder was unlinked (deleted, or replaced by a rename over it).
    static let delete = VnodeFlags(rawValue: 1 << 0)
    /// A file's contents were written; a folder's entries changed (created, removed, renamed).
    static let write = VnodeFlags(rawValue: 1 << 1)
    /// A file grew.
    static let extend = VnodeFlags(rawValue: 1 << 2)
    /// Attributes changed (a truncation, a `touch`).
    static let attrib = VnodeFlags(rawValue: 1 << 3)
    /// The file or folder itself was renamed (moved away).
    static let rename = VnodeFlags(rawValue: 1 << 4)
    /// Access was revoked (the volume was unmounted).
    static let revoke = VnodeFlags(rawValue: 1 << 5)

    /// The watched node no longer stands where it was.
    static let gone: VnodeFlags = [.delete, .rename, .revoke]
    /// A file's contents or size changed.
    static let contents: VnodeFlags = [.write, .extend, .attrib]
}

/// One event on one watched descriptor.
struct VnodeEvent: Equatable, Sendable {
    var ident: Int32
    var flags: VnodeFlags
}

/// Why one path could not be watched.
enum VnodeWatchFailure: Error, Equatable {
    /// It went away between being listed and being opened: its folder's next rescan reports it.
    case gone
    /// The process has no file descriptor left.
    case outOfDescriptors
    case other(String)

    init(errno code: Int32) {
        switch code {
        case ENOENT, ENOTDIR, ELOOP: self = .gone
        case EMFILE, ENFILE: self = .outOfDescriptors
        default: self = .other(String(cString: strerror(code)))
        }
    }
}

/// The kernel side of a descriptor-per-node watcher (kqueue on macOS: `KqueueKernel`): opens
/// one descriptor per watched file or folder and reports the events on them. Everything else
/// (which nodes to watch, what an event means, the descriptor budget) is `VnodeBackend`'s.
protocol VnodeKernel: AnyObject {
    /// Prepares the event queue; no event is delivered before `deliver`.
    func open() throws
    /// Starts delivering events, in batches, on `queue`.
    func deliver(on queue: DispatchQueue, _ onEvents: @escaping ([VnodeEvent]) -> Void)
    /// Opens `path` for events only and registers it; the descriptor is the events' `ident`.
    func watch(_ path: String) -> Result<Int32, VnodeWatchFailure>
    /// Closes a descriptor `watch` returned (which also unregisters it).
    func unwatch(_ ident: Int32)
    /// Stops delivering and closes the event queue (descriptors still open are the caller's).
    func stop()
}

/// How many descriptors watching may hold open: kqueue needs one per watched file and folder,
/// and the process's limit (`ulimit -n`, 256 by default in a macOS terminal) is shared with the
/// build's own reading and writing.
struct WatchBudget: Equatable, Sendable {
    /// Kept free for the build itself (reading inputs, writing outputs, the preview server).
    static let reserve: UInt64 = 256
    /// The most descriptors watching takes even when the system allows more; above it, polling
    /// (one scan every 100 ms) is the lesser cost.
    static let ceiling: UInt64 = 8192

    /// Descriptors watching may hold.
    var descriptors: Int
    /// The soft limit to raise the process's to first (nil: keep it): raising the soft limit up
    /// to the hard one needs no privilege.
    var raiseSoftLimitTo: UInt64?

    /// The plan for a process whose descriptor limits are `soft` and `hard`.
    static func plan(soft: UInt64, hard: UInt64) -> WatchBudget {
        // macOS refuses a soft limit above OPEN_MAX (10240); ceiling + reserve stays below it.
        let target = min(hard, ceiling + reserve)
        let raise = target > soft ? target : nil
        let usable = max(soft, target)
        let descriptors = usable > reserve ? min(ceiling, usable - reserve) : 0
        return WatchBudget(descriptors: Int(descriptors), raiseSoftLimitTo: raise)
    }

    /// The plan for this process, with the soft limit raised when the plan says so (if raising
    /// fails, the budget is what the current limit leaves).
    static func forThisProcess() -> WatchBudget {
        var limit = rlimit()
        #if os(Linux)
            let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
            let resource = RLIMIT_NOFILE
        #endif
        guard getrlimit(resource, &limit) == 0 else { return plan(soft: 256, hard: 256) }
        let soft = UInt64(limit.rlim_cur)
        let planned = plan(soft: soft, hard: UInt64(limit.rlim_max))
        guard let raised = planned.raiseSoftLimitTo else { return planned }
        limit.rlim_cur = rlim_t(raised)
        if setrlimit(resource, &limit) == 0 { return planned }
        return plan(soft: soft, hard: soft)
    }
}

/// The identity of a file: a name that points at another identity was replaced.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}

/// One entry of a folder as a rescan sees it (links are not followed).
struct FolderEntry: Equatable, Sendable {
    var identity: FileIdentity
    var isFolder: Bool

    /// The entries of `folder` (nil: it cannot be read, e.g. it is gone).
    static func list(_ folder: String) -> [String: FolderEntry]? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        var entries: [String: FolderEntry] = [:]
        for name in names {
            var info = stat()
            guard lstat(folder + "/" + name, &info) == 0 else { continue }
            entries[name] = FolderEntry(
                identity: FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino)),
                isFolder: (info.st_mode & S_IFMT) == S_IFDIR)
        }
        return entries
    }
}

/// How a folder's entries changed between two rescans: kqueue says only "this folder changed"
/// (`NOTE_WRITE`); which names appeared, went away or now name another file is read from here.
struct FolderDiff: Equatable, Sendable {
    var added: [String] = []
    var removed: [String] = []
    /// The same name, now another file (a save by rename over it) or another kind.
    var replaced: [String] = []

    static func between(_ old: [String: FolderEntry], _ new: [String: FolderEntry]) -> FolderDiff {
        var diff = FolderDiff()
        for (name, entry) in new {
            if let before = old[name] {
                if before != entry { diff.replaced.append(name) }
            } else {
                diff.added.append(name)
            }
        }
        for name in old.keys where new[name] == nil { diff.removed.append(name) }
        diff.added.sort()
        diff.removed.sort()
        diff.replaced.sort()
        return diff
    }

    var isEmpty: Bool { added.isEmpty && removed.isEmpty && replaced.isEmpty }
}

/// A watcher that holds one descriptor per watched file and folder — kqueue's model on macOS —
/// with the kernel calls behind `VnodeKernel`, so this part runs (and is tested) on Linux.
///
/// Folders are watched recursively: a folder's `write` event rescans its entries, and the
/// difference with the previous listing says what was created, removed or replaced (new folders
/// are watched in turn, with every file in them). A file's own events (`write`, `extend`,
/// `attrib`) report it changed. A save is *settled* (complete) when its name now points at a
/// file that was already watched under another name — it was written, then renamed into place;
/// anything else (a file written in place: kqueue has no "closed after writing" event, a file
/// just created, a deletion) waits for the quiet time. The excluded folders (the output) get no
/// descriptor at all. When the files and folders to watch need more descriptors than the
/// budget (or the process runs out), it closes them all and polls instead, and says so.
final class VnodeBackend: Backend {
    private struct Node {
        var ident: Int32?
        var isFolder: Bool
        var identity: FileIdentity?
        /// Everything below is watched too (false: only the names in `namedChildren`).
        var recursive: Bool
        var entries: [String: FolderEntry]
    }

    private struct OverBudget: Error {
        var reason: String
    }

    private let kernel: VnodeKernel
    private let budget: WatchBudget
    private let notice: (String) -> Void
    private var nodes: [String: Node] = [:]
    private var paths: [Int32: String] = [:]
    /// File identity → the path it is watched at (to recognize a rename into place).
    private var watchedFiles: [FileIdentity: String] = [:]
    private var namedChildren: [String: Set<String>] = [:]
    private var recursiveRoots: [String] = []
    private var excluded: [String] = []
    private var targets = FileWatcher.Targets(folders: [], files: [])
    private var queue: DispatchQueue?
    private var onEvents: (([String: Bool]) -> Void)?
    /// Set once watching fell back to polling.
    private(set) var polling: PollingBackend?

    /// `notice`: told (on the watcher's queue, or the starting thread) why watching falls back to polling.
    init(kernel: VnodeKernel, budget: WatchBudget, notice: @escaping (String) -> Void) {
        self.kernel = kernel
        self.budget = budget
        self.notice = notice
    }

    /// Descriptors held now.
    var openDescriptors: Int { paths.count }

    /// The paths watched through a descriptor, sorted.
    var watchedPaths: [String] { paths.values.sorted() }

    func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping ([String: Bool]) -> Void) throws {
        self.targets = targets
        self.queue = queue
        self.onEvents = onEvents
        excluded = targets.excluded.map(WatchedPaths.withoutTrailingSlash)
        recursiveRoots = targets.folders.map(WatchedPaths.withoutTrailingSlash)
        try kernel.open()
        do {
            for folder in recursiveRoots {
                // Through its parent (which watches it when it exists): a folder removed and
                // created again, or renamed away and back, is watched again when it reappears.
                try watchName(folder)
                if WatchedPaths.isFolder(folder), nodes[folder] == nil { try addRecursive(folder) }
            }
            for file in targets.files { try watchName(WatchedPaths.withoutTrailingSlash(file)) }
        } catch let error as OverBudget {
            try fallBackToPolling(error.reason)
            return
        }
        kernel.deliver(on: queue) { [weak self] events in self?.handle(events) }
    }

    func stop() {
        polling?.stop()
        closeAll()
        kernel.stop()
        onEvents = nil
    }

    private func closeAll() {
        for ident in paths.keys { kernel.unwatch(ident) }
        paths = [:]
        nodes = [:]
        watchedFiles = [:]
    }

    private func fallBackToPolling(_ reason: String) throws {
        closeAll()
        kernel.stop()
        notice("\(reason): polling every 100 ms instead of kqueue events (raise `ulimit -n`, or watch fewer files)")
        let polling = PollingBackend()
        self.polling = polling
        guard let queue, let onEvents else { return }
        try polling.start(targets: targets, queue: queue, onEvents: onEvents)
    }

    // MARK: Adding watches

    /// Opens a descriptor for `path` (nil: it is gone already).
    private func open(_ path: String) throws -> Int32? {
        guard paths.count < budget.descriptors else {
            throw OverBudget(reason: "more files and folders to watch than the \(budget.descriptors) file descriptors kiln gives watching")
        }
        switch kernel.watch(path) {
        case .success(let ident):
            paths[ident] = path
            return ident
        case .failure(.gone): return nil
        case .failure(.outOfDescriptors):
            throw OverBudget(reason: "the process ran out of file descriptors watching \(paths.count) files and folders")
        case .failure(.other(let reason)):
            throw OverBudget(reason: "cannot watch \"\(path)\" (\(reason))")
        }
    }

    /// Watches `folder` and everything below it; returns the files found.
    @discardableResult
    private func addRecursive(_ folder: String) throws -> [String] {
        guard !isExcluded(folder) else { return [] }
        if var existing = nodes[folder] {
            // Watched already for a name in it: now for everything below it too.
            guard !existing.recursive else { return [] }
            existing.recursive = true
            nodes[folder] = existing
        } else {
            guard let entries = FolderEntry.list(folder), let ident = try open(folder) else { return [] }
            nodes[folder] = Node(ident: ident, isFolder: true, identity: nil, recursive: true, entries: entries)
        }
        var found: [String] = []
        for (name, entry) in nodes[folder]!.entries.sorted(by: { $0.key < $1.key }) {
            let child = folder + "/" + name
            if entry.isFolder {
                found += try addRecursive(child)
            } else if try addFile(child, entry.identity) {
                found.append(child)
            }
        }
        return found
    }

    @discardableResult
    private func addFile(_ path: String, _ identity: FileIdentity) throws -> Bool {
        guard !isExcluded(path) else { return false }
        if nodes[path] != nil { return true }
        guard let ident = try open(path) else { return false }
        nodes[path] = Node(ident: ident, isFolder: false, identity: identity, recursive: false, entries: [:])
        watchedFiles[identity] = path
        return true
    }

    /// Watches `path` through its parent folder (it may not exist yet), and `path` itself when it does.
    private func watchName(_ path: String) throws {
        let parent = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        guard WatchedPaths.isFolder(parent) else { return }
        if nodes[parent] == nil {
            guard let entries = FolderEntry.list(parent), let ident = try open(parent) else { return }
            nodes[parent] = Node(ident: ident, isFolder: true, identity: nil, recursive: false, entries: entries)
        }
        namedChildren[parent, default: []].insert(name)
        guard let entry = nodes[parent]?.entries[name] else { return }
        if entry.isFolder {
            if isUnderRecursiveRoot(path) { try addRecursive(path) }
        } else {
            try addFile(path, entry.identity)
        }
    }

    /// Closes the descriptors of `path` and of everything below it.
    private func remove(_ path: String) {
        let prefix = path + "/"
        let doomed = nodes[path].map { $0.isFolder } == false ? [path] : nodes.keys.filter { $0 == path || $0.hasPrefix(prefix) }
        for key in doomed {
            guard let node = nodes[key] else { continue }
            if let ident = node.ident {
                kernel.unwatch(ident)
                paths[ident] = nil
            }
            if let identity = node.identity, watchedFiles[identity] == key { watchedFiles[identity] = nil }
            nodes[key] = nil
        }
    }

    // MARK: Events

    /// Acts on one batch of kernel events and reports the changed paths, each settled or not.
    func handle(_ events: [VnodeEvent]) {
        guard polling == nil else { return }
        var changed: [String: Bool] = [:]
        func mark(_ path: String, settled: Bool) { changed[path] = (changed[path] ?? true) && settled }
        var rescan: Set<String> = []
        var gone: Set<String> = []
        // First what each event says; descriptors are closed only afterwards, so a number
        // reused by a new watch is never mistaken for the old one within the batch.
        for event in events {
            guard let path = paths[event.ident], let node = nodes[path] else { continue }
            let parent = (path as NSString).deletingLastPathComponent
            if !event.flags.isDisjoint(with: .gone) {
                // Deleted, moved away or replaced: the parent's rescan tells which (and whether
                // another file was renamed into place).
                if nodes[parent] != nil { rescan.insert(parent) }
                if node.isFolder || nodes[parent] == nil {
                    mark(path, settled: false)
                    gone.insert(path)
                }
            } else if node.isFolder {
                if event.flags.contains(.write) { rescan.insert(path) }
            } else if !event.flags.isDisjoint(with: .contents) {
                // kqueue has no "closed after writing": the write may be in progress.
                mark(path, settled: false)
            }
        }
        for path in gone.sorted() { remove(path) }
        do {
            for folder in rescan.sorted() where nodes[folder] != nil {
                try rescanFolder(folder, mark: mark)
            }
        } catch let error as OverBudget {
            for folder in rescan { mark(folder, settled: false) }
            try? fallBackToPolling(error.reason)
        } catch {}
        if !changed.isEmpty { onEvents?(changed) }
    }

    /// Reads `folder`'s entries again and reports what changed in it.
    private func rescanFolder(_ folder: String, mark: (String, Bool) -> Void) throws {
        guard var node = nodes[folder] else { return }
        guard let entries = FolderEntry.list(folder) else {
            mark(folder, false)
            remove(folder)
            return
        }
        let diff = FolderDiff.between(node.entries, entries)
        node.entries = entries
        nodes[folder] = node
        let named = namedChildren[folder] ?? []
        func relevant(_ name: String) -> Bool {
            let path = folder + "/" + name
            return !isExcluded(path) && (node.recursive || named.contains(name) || isUnderRecursiveRoot(path))
        }
        // Where each new entry's file was watched before this rescan (a rename into place).
        // Only a move counts: a second name for a file that keeps its first (a hard link) does not.
        var watchedBefore: [String: String] = [:]
        for name in diff.added + diff.replaced where relevant(name) {
            if let entry = entries[name], !entry.isFolder, let earlier = watchedFiles[entry.identity], earlier != folder + "/" + name,
                Self.identity(of: earlier) != entry.identity
            {
                watchedBefore[name] = earlier
            }
        }
        for name in diff.removed + diff.replaced where relevant(name) {
            let path = folder + "/" + name
            remove(path)
            if diff.removed.contains(name) { mark(path, false) }
        }
        for name in diff.added + diff.replaced where relevant(name) {
            let path = folder + "/" + name
            guard let entry = entries[name] else { continue }
            if entry.isFolder {
                mark(path, false)
                if node.recursive || isUnderRecursiveRoot(path) {
                    // Its files may still be being written: not settled.
                    for file in try addRecursive(path) { mark(file, false) }
                }
            } else {
                if let earlier = watchedBefore[name] {
                    // Renamed into place from where it was watched: its old name is gone (or
                    // names another file now); that name's folder reports it in its own rescan.
                    remove(earlier)
                }
                try addFile(path, entry.identity)
                mark(path, watchedBefore[name] != nil)
            }
        }
    }

    // MARK: Paths

    private func isExcluded(_ path: String) -> Bool { WatchedPaths.isWithin(path, anyOf: excluded) }

    private func isUnderRecursiveRoot(_ path: String) -> Bool { WatchedPaths.isWithin(path, anyOf: recursiveRoots) }

    private static func identity(of path: String) -> FileIdentity? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileIdentity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(truncatingIfNeeded: info.st_ino))
    }
}
