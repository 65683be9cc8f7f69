import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Compares every watched file's modification time, size and inode every 100 ms: the fallback
/// where inotify is missing (macOS: an FSEvents or kqueue backend would notice sooner; polling
/// keeps `kiln watch` working there in the meantime). Also used by the tests on Linux.
final class PollingBackend: Backend {
    private struct Stamp: Equatable {
        var modified: timespec
        var size: Int
        var inode: UInt64

        static func == (left: Stamp, right: Stamp) -> Bool {
            left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
                && left.size == right.size && left.inode == right.inode
        }
    }

    private var timer: DispatchSourceTimer?
    private var stamps: [String: Stamp] = [:]
    private var targets = FileWatcher.Targets(folders: [], files: [])
    let interval: DispatchTimeInterval

    init(interval: DispatchTimeInterval = .milliseconds(100)) {
        self.interval = interval
    }

    func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping ([String: Bool]) -> Void) throws {
        self.targets = targets
        stamps = scan()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in
            guard let self else { return }
            let now = self.scan()
            var changed: Set<String> = []
            for (path, stamp) in now where self.stamps[path] != stamp { changed.insert(path) }
            for path in self.stamps.keys where now[path] == nil { changed.insert(path) }
            self.stamps = now
            // A changed modification time says nothing about whether the write is over: never settled.
            if !changed.isEmpty { onEvents(Dictionary(uniqueKeysWithValues: changed.map { ($0, false) })) }
        }
        timer.resume()
        self.timer = timer
    }

    func stop() {
        timer?.cancel()
        timer = nil
    }

    private func scan() -> [String: Stamp] {
        var found: [String: Stamp] = [:]
        for file in targets.files { record(file, into: &found) }
        for folder in targets.folders { walk(folder, into: &found) }
        return found
    }

    private func record(_ path: String, into found: inout [String: Stamp]) {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        #if canImport(Darwin)
            let modified = info.st_mtimespec
        #else
            let modified = info.st_mtim
        #endif
        found[path] = Stamp(modified: modified, size: Int(info.st_size), inode: UInt64(info.st_ino))
    }

    private func walk(_ folder: String, into found: inout [String: Stamp]) {
        guard !WatchedPaths.isWithin(folder, anyOf: targets.excluded) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, into: &found)
            } else {
                record(path, into: &found)
            }
        }
    }
}
