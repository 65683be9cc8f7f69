import Diagnostics
import Foundation

/// Token files as a resident build (`kiln watch`, `kiln serve`) last read them, so a rebuild
/// reads again only the files that changed instead of every token file of the project.
///
/// A file is taken from here only when both hold:
/// - no file event since it was read names it or a folder above it (`beginBuild(changed:)`
///   drops those; an event queue overflow names the watched folders, which drops everything
///   below them), and
/// - its `stat` is the one it had when read: same device, inode, size, modification and
///   status-change times. This also catches a change the watcher did not report (a file
///   replaced by a rename, an editor's atomic save).
///
/// Either alone could miss a change (timestamps are coarse: two same-sized saves within one
/// clock tick; events can be missed), both together are what a re-read would tell. A reused
/// file shares its text's storage with the parse cache's copy, so that comparison is an identity
/// check too. Safe to use from both cores at once (`Pipeline.load` reads files in parallel).
public final class SourceFileCache: @unchecked Sendable {
    struct Stamp: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int64
        var modified: timespec
        var changed: timespec

        static func == (lhs: Stamp, rhs: Stamp) -> Bool {
            lhs.device == rhs.device && lhs.inode == rhs.inode && lhs.size == rhs.size
                && lhs.modified.tv_sec == rhs.modified.tv_sec && lhs.modified.tv_nsec == rhs.modified.tv_nsec
                && lhs.changed.tv_sec == rhs.changed.tv_sec && lhs.changed.tv_nsec == rhs.changed.tv_nsec
        }

        /// The stamp of the regular file at `path`; nil when there is none (the read reports why).
        init?(path: String) {
            var info = stat()
            guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
            device = UInt64(info.st_dev)
            inode = UInt64(info.st_ino)
            size = Int64(info.st_size)
            #if canImport(Darwin)
                modified = info.st_mtimespec
                changed = info.st_ctimespec
            #else
                modified = info.st_mtim
                changed = info.st_ctim
            #endif
        }
    }

    private struct Entry {
        var stamp: Stamp
        var file: SourceFile
    }

    private let lock = NSLock()
    /// By absolute path.
    private var entries: [String: Entry] = [:]
    /// Files read from disk and taken from here since the last `beginBuild`, for the tests.
    public private(set) var read = 0
    public private(set) var reused = 0

    public init() {}

    /// Starts a build. `changed`: the absolute paths the file events named (nil: unknown, so
    /// every file is read again).
    public func beginBuild(changed: Set<String>?) {
        lock.withLock {
            read = 0
            reused = 0
            guard let changed else {
                entries = [:]
                return
            }
            guard !changed.isEmpty, !entries.isEmpty else { return }
            let folders = changed.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            entries = entries.filter { path, _ in
                !changed.contains(path) && !folders.contains { path.hasPrefix($0) }
            }
        }
    }

    /// Forgets every file (kiln.yaml changed: the project was opened again).
    public func reset() {
        lock.withLock { entries = [:] }
    }

    /// `project.read(relativePath)`, or the text read before when the file is unchanged.
    package func read(_ relativePath: String, in project: Project) -> Result<SourceFile, Diagnostic> {
        let path = project.root.appendingPathComponent(relativePath).path
        guard let stamp = Stamp(path: path) else { return project.read(relativePath) }
        let cached = lock.withLock { entries[path] }
        if let cached, cached.stamp == stamp, cached.file.path == relativePath {
            lock.withLock { reused += 1 }
            return .success(cached.file)
        }
        let result = project.read(relativePath)
        // Kept only when the file did not change while it was read.
        if case .success(let file) = result, Stamp(path: path) == stamp {
            lock.withLock {
                read += 1
                entries[path] = Entry(stamp: stamp, file: file)
            }
        } else {
            lock.withLock {
                read += 1
                entries[path] = nil
            }
        }
        return result
    }
}
