#if os(Linux)
    import Foundation
    import Glibc

    /// inotify: one watch per folder, recursive by adding a watch for every folder found or created.
    ///
    /// The events asked for cover how editors save: in place (`IN_CLOSE_WRITE`), by writing a
    /// temporary file and renaming it over the old one (`IN_MOVED_TO`), by deleting and creating
    /// (`IN_DELETE`, `IN_CREATE`); a watched folder that is removed or moved (`IN_DELETE_SELF`,
    /// `IN_MOVE_SELF`) is reported as a change of everything under it, and watched again through
    /// its parent when it is created or renamed back. `IN_MODIFY` is not asked
    /// for: a save is reported once, when the file is closed, not at each write.
    final class InotifyBackend: Backend {
        private enum Mask {
            static let closeWrite: UInt32 = 0x0000_0008
            static let movedFrom: UInt32 = 0x0000_0040
            static let movedTo: UInt32 = 0x0000_0080
            static let create: UInt32 = 0x0000_0100
            static let delete: UInt32 = 0x0000_0200
            static let deleteSelf: UInt32 = 0x0000_0400
            static let moveSelf: UInt32 = 0x0000_0800
            static let queueOverflow: UInt32 = 0x0000_4000
            static let ignored: UInt32 = 0x0000_8000
            static let onlyDirectory: UInt32 = 0x0100_0000
            static let isDirectory: UInt32 = 0x4000_0000
            static let watched = closeWrite | movedFrom | movedTo | create | delete | deleteSelf | moveSelf | onlyDirectory
        }

        private var descriptor: Int32 = -1
        private var source: DispatchSourceRead?
        /// Watch descriptor → the folder it watches, and whether everything below it is watched too.
        private var folders: [Int32: (path: String, recursive: Bool)] = [:]
        private var recursiveRoots: [String] = []
        private var excluded: [String] = []
        /// Names watched through their parent folder (files, and folders that do not exist yet).
        private var namedChildren: [String: Set<String>] = [:]
        private var onEvents: (([String: Bool]) -> Void)?

        func start(targets: FileWatcher.Targets, queue: DispatchQueue, onEvents: @escaping ([String: Bool]) -> Void) throws {
            descriptor = inotify_init1(Int32(O_NONBLOCK | O_CLOEXEC))
            guard descriptor >= 0 else {
                let code = errno
                throw FileWatcherError(
                    description: "cannot start watching files (inotify_init1: \(String(cString: strerror(code))))", limitReached: code == EMFILE)
            }
            self.onEvents = onEvents
            excluded = targets.excluded.map(WatchedPaths.withoutTrailingSlash)
            recursiveRoots = targets.folders.map(WatchedPaths.withoutTrailingSlash)
            for folder in recursiveRoots {
                // Its parent watches its name too: a folder removed and created again, or
                // renamed away and back, is watched again when it reappears.
                try watchName(folder)
                if WatchedPaths.isFolder(folder) { try addRecursive(folder) }
            }
            for file in targets.files { try watchName(WatchedPaths.withoutTrailingSlash(file)) }
            let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: queue)
            source.setEventHandler { [weak self] in self?.drain() }
            source.resume()
            self.source = source
        }

        func stop() {
            source?.cancel()
            source = nil
            if descriptor >= 0 { close(descriptor) }
            descriptor = -1
            folders = [:]
            onEvents = nil
        }

        deinit { if descriptor >= 0 { close(descriptor) } }

        /// Watches `path`'s parent for events about `path` itself (it may not exist yet).
        private func watchName(_ path: String) throws {
            let parent = (path as NSString).deletingLastPathComponent
            let name = (path as NSString).lastPathComponent
            guard WatchedPaths.isFolder(parent) else { return }
            if !folders.values.contains(where: { $0.path == parent }) {
                try addWatch(parent, recursive: false)
            }
            namedChildren[parent, default: []].insert(name)
        }

        private func addWatch(_ folder: String, recursive: Bool) throws {
            let watch = inotify_add_watch(descriptor, folder, Mask.watched)
            guard watch >= 0 else {
                let code = errno
                let reason = code == ENOSPC ? "the system's limit of inotify watches is reached (fs.inotify.max_user_watches)" : String(cString: strerror(code))
                throw FileWatcherError(description: "cannot watch \"\(folder)\": \(reason)", limitReached: code == ENOSPC)
            }
            // The same folder watched twice (named and recursive) returns the same descriptor.
            let before = folders[watch]
            folders[watch] = (folder, recursive || (before?.recursive ?? false))
        }

        /// Watches `folder` and every folder below it (links not followed); returns the files found.
        @discardableResult
        private func addRecursive(_ folder: String) throws -> [String] {
            guard !isExcluded(folder) else { return [] }
            try addWatch(folder, recursive: true)
            var found: [String] = []
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return found }
            for name in names.sorted() {
                let child = folder + "/" + name
                if WatchedPaths.isFolder(child) {
                    found += try addRecursive(child)
                } else {
                    found.append(child)
                }
            }
            return found
        }

        private func isExcluded(_ path: String) -> Bool { WatchedPaths.isWithin(path, anyOf: excluded) }

        private func isUnderRecursiveRoot(_ path: String) -> Bool { WatchedPaths.isWithin(path, anyOf: recursiveRoots) }

        /// Reads every queued event and reports the paths they name, each settled when its
        /// last event closed it after writing or renamed it into place.
        private func drain() {
            var changed: [String: Bool] = [:]
            let capacity = 64 * 1024
            let buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 8)
            defer { buffer.deallocate() }
            while true {
                let count = read(descriptor, buffer, capacity)
                if count <= 0 { break }
                var offset = 0
                while offset + 16 <= count {
                    let watch = buffer.load(fromByteOffset: offset, as: Int32.self)
                    let mask = buffer.load(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(buffer.load(fromByteOffset: offset + 12, as: UInt32.self))
                    var name = ""
                    if length > 0 {
                        let start = buffer.advanced(by: offset + 16).assumingMemoryBound(to: CChar.self)
                        name = String(cString: start)
                    }
                    offset += 16 + length
                    handle(watch: watch, mask: mask, name: name, into: &changed)
                }
            }
            if !changed.isEmpty { onEvents?(changed) }
        }

        private func handle(watch: Int32, mask: UInt32, name: String, into changed: inout [String: Bool]) {
            if mask & Mask.queueOverflow != 0 {
                // Events were lost: report every watched folder, so the consumer re-reads all.
                for folder in folders.values { changed[folder.path] = false }
                return
            }
            guard let folder = folders[watch] else { return }
            if mask & Mask.ignored != 0 {
                folders[watch] = nil
                return
            }
            if mask & (Mask.deleteSelf | Mask.moveSelf) != 0 {
                changed[folder.path] = false
                if mask & Mask.moveSelf != 0 {
                    // Moved away: its watches and its subfolders' would report paths that no
                    // longer exist; if it comes back, its parent sees the name and watches it anew.
                    for (other, watched) in folders where WatchedPaths.isWithin(watched.path, anyOf: [folder.path]) {
                        inotify_rm_watch(descriptor, other)
                        folders[other] = nil
                    }
                }
                return
            }
            guard !name.isEmpty else { return }
            let path = folder.path + "/" + name
            if !folder.recursive {
                guard namedChildren[folder.path]?.contains(name) == true else { return }
            }
            guard !isExcluded(path) else { return }
            let settled = mask & Mask.isDirectory == 0 && mask & (Mask.closeWrite | Mask.movedTo) != 0
            changed[path] = settled
            // A folder created or moved in below a recursive root: watch it and report its files
            // (a `git checkout` or an unzip creates the folder before its files).
            if mask & Mask.isDirectory != 0, mask & (Mask.create | Mask.movedTo) != 0,
                folder.recursive || isUnderRecursiveRoot(path)
            {
                // Its files may still be being written: not settled.
                if let files = try? addRecursive(path) { for file in files { changed[file] = false } }
            }
        }
    }
#endif
