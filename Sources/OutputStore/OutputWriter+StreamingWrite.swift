import DesignModel
import Foundation

extension OutputWriter {
    /// A one-shot build's write, begun before the emitters run so that each output's files are
    /// taken care of as soon as its emitter returns, and their bytes let go while the other
    /// emitters still print: a file whose stamp shows it unchanged needs no bytes at all, and a
    /// changed file is staged (written to its temporary file, not yet renamed) at once. Written
    /// only after emit, every output's bytes would be alive together at its end, the build's
    /// peak.
    ///
    /// Nothing is published early: the renames, the flush before them, the manifest, the stamps
    /// and the cleanup still happen once, in `write`, after every output is known, so a build
    /// replaces all of its changed files or none. The folder's lock is held from `begin` to
    /// `close`, and `.kiln-writing` marks the folder meanwhile (a build killed while emitting
    /// leaves only temporary files, which the next build removes).
    ///
    /// Only the common case streams; everything else is left, with its bytes, to `write` as
    /// before: a file without a matching stamp (compared by its bytes there), a file in a
    /// folder that does not exist yet (a first build: `write` creates folders once, in order),
    /// an output with a path `write` refuses, and everything once the outputs so far add up to
    /// `byteLimit` (`limits.outputMegabytes`: at most that much is staged before the limit
    /// stops the build). `begin` returns nil — no streaming — when the output folder does not
    /// exist, another build holds the lock, or the last write was interrupted.
    package final class StreamingWrite: @unchecked Sendable {
        package let root: ConfinedDirectory
        /// The folder's bookkeeping, read (or confirmed unchanged) under the lock.
        let before: PreviousOutputs
        private let lock: Int32
        private let byteLimit: Int
        private let mutex = NSLock()
        /// Where each file `add` took has its entry: `taken[output].entries[position]` (each
        /// entry is kept once, in its output's array).
        private var prepared: [FilePath: (output: Int, position: Int)] = [:]
        private var tables: [ConfinedDirectory.Folders] = []
        /// Every file staged, for `close` to remove when the write never committed them.
        private var staged: [(table: Int, file: ConfinedDirectory.Staged)] = []
        private var stagedBytes = 0
        private var nextNumber = 0
        private var closed = false
        /// Per output, the bytes of the files it let go (for `limits.outputMegabytes`).
        private var droppedSizes: [String: Int] = [:]
        /// Per output `add` took, its files' path keys and entries by position (see `taken`).
        /// (`byOutput`: an output's index in `takenOutputs`, the last `add` of it.)
        private var byOutput: [String: Int] = [:]
        private var takenOutputs: [Taken] = []

        /// What `add` recorded for one output's files, by their position in the array it was
        /// handed: each path's key (checked by `isSafe`, not a bookkeeping name, not repeated
        /// in the output) and what it found for the file (nil: left to `write`, or another
        /// output's file of the same path was taken first).
        struct Taken {
            var keys: [FilePath]
            var entries: [Prepared?]
        }

        /// What `add` found for one file, and where it staged it.
        struct Prepared {
            var check: Check
            var staged: (table: Int, file: ConfinedDirectory.Staged)?
        }

        /// Per stamp position of `before.stamps`, each file as the prefetch's audit found it,
        /// when the audit is trusted (`OutputStatePrefetch.Audit.isTrusted`); nil: each file is
        /// looked at (`lstat`) as its emitter returns.
        private let audited: [ConfinedDirectory.FileInfo?]?

        private init(root: ConfinedDirectory, lock: Int32, before: PreviousOutputs, byteLimit: Int, audited: [ConfinedDirectory.FileInfo?]?) {
            self.root = root
            self.lock = lock
            self.before = before
            self.byteLimit = byteLimit
            self.audited = audited
            // One entry per file the emitters hand over, about as many as the previous build
            // stamped: grown from empty, the table would be rebuilt again and again on a large
            // set, each time under the lock the other emitter thread waits for.
            prepared.reserveCapacity(before.stamps.count)
        }

        deinit { close() }

        /// Takes the output folder's lock without waiting and marks the write in progress; nil
        /// when streaming does not apply (see the type's comment): `write` then does it all.
        /// `audit`: the stamped files as the prefetch found them, used when still trusted here.
        package static func begin(_ writer: OutputWriter, previous: PreviousOutputs?, byteLimit: Int, audit: OutputStatePrefetch.Audit? = nil) -> StreamingWrite? {
            guard let root = try? ConfinedDirectory.open(writer.folder, create: false) else { return nil }
            let lock = root.openLockFile(OutputWriter.lockName)
            guard lock >= 0 else { return nil }
            guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
                Foundation.close(lock)
                return nil
            }
            guard root.info(OutputWriter.writingMarkerName) == nil else {
                flock(lock, LOCK_UN)
                Foundation.close(lock)
                return nil
            }
            // Under the lock and before this build marks the folder (which changes its times):
            // has anything written here since the audit began?
            let bookkeeping = writer.bookkeepingIdentity(in: root)
            let trusted = previous.flatMap { previous in audit?.isTrusted(in: root, previous: previous, bookkeeping: bookkeeping) == true ? previous : nil }
            root.touch(OutputWriter.writingMarkerName)
            let before = trusted ?? previous.flatMap { $0.identity == bookkeeping ? $0 : nil } ?? writer.readPrevious(in: root)
            return StreamingWrite(root: root, lock: lock, before: before, byteLimit: byteLimit, audited: trusted != nil ? audit?.infos : nil)
        }

        /// Takes care of `owner`'s files (an emitter's output, free of errors) where it can:
        /// checks each against its stamp, stages the changed ones, and empties the contents of
        /// every file it handled. Safe to call from several emitters' threads at once.
        // Whole: one hand-over of an output's files: the checks and the staging read the paths hashed once at the start.
        package func add(_ owner: String, _ files: inout [OutputFile]) {
            let total = files.reduce(0) { $0 + $1.contents.count }
            // A path `write` refuses, or one the output produces twice: all left to `write`.
            var paths: Set<FilePath> = []
            paths.reserveCapacity(files.count)
            // Each path hashed once: the keys are used again for `prepared`.
            var keys: [FilePath] = []
            keys.reserveCapacity(files.count)
            for file in files {
                let key = FilePath(file.path)
                guard OutputWriter.isSafe(file.path), file.path.utf8.contains(UInt8(ascii: "/")) || !OutputWriter.bookkeepingNames.contains(file.path),
                    paths.insert(key).inserted
                else { return }
                keys.append(key)
            }
            let reserved = mutex.withLock { () -> Int? in
                guard !closed, stagedBytes + total <= byteLimit else { return nil }
                stagedBytes += total
                let first = nextNumber
                nextNumber += files.count
                return first
            }
            guard let firstNumber = reserved else { return }
            let stamps = before.stamps
            // What write's check would find for a file with a matching stamp; nil otherwise.
            // An output's files mostly come in the stamps' (sorted) order: the last position
            // found plus one is tried first, one comparison instead of a binary search.
            var hint = -1
            let checks = files.map { file -> Check? in
                guard let position = stamps.position(of: file.path, hint: hint) else { return nil }
                hint = position + 1
                let info = audited.map { $0[position] } ?? root.info(file.path)
                return OutputWriter.checkByStamp(stamps.values[position], at: position, info: info, contents: file.contents, hash: OutputWriter.hash(file.contents))
            }
            // Changed files: staged when every folder they go to exists.
            var changed: [Int] = []
            for (index, check) in checks.enumerated() {
                if let check, case .differs = check.state { changed.append(index) }
            }
            var staged: [ConfinedDirectory.Staged] = []
            var table: ConfinedDirectory.Folders?
            if !changed.isEmpty {
                let places = changed.map { OutputWriter.folderAndName(of: files[$0].path) }
                if let folders = try? root.openFolders(places.map(\.folder), create: false) {
                    var position: [String: Int] = [:]
                    for (index, path) in folders.paths.enumerated() { position[path] = index }
                    let pending = zip(changed, places).map { index, place in
                        StagedFiles.Pending(bytes: files[index].contents, folder: position[place.folder]!, name: place.name)
                    }
                    if let result = try? StagedFiles.stage(pending, in: folders, durable: false, firstNumber: firstNumber, startWriteback: true) {
                        staged = result
                        table = folders
                    }
                }
            }
            // The files whose bytes the stream took: let go after the lock (thousands of frees
            // for the asset catalog, while the other emitter may wait for it).
            var taken: [Int] = []
            taken.reserveCapacity(files.count)
            defer { for index in taken { files[index].contents = [] } }
            mutex.withLock {
                guard !closed else {
                    if let table { for file in staged { ConfinedDirectory.discard(file, in: table) } }
                    return
                }
                let tableIndex = table.map { folders -> Int in
                    tables.append(folders)
                    return tables.count - 1
                }
                if let tableIndex { self.staged += staged.map { (tableIndex, $0) } }
                var next = 0
                var takenBytes = 0
                var entries = [Prepared?](repeating: nil, count: files.count)
                let outputIndex = takenOutputs.count
                defer {
                    byOutput[owner] = outputIndex
                    takenOutputs.append(Taken(keys: keys, entries: entries))
                }
                for (index, check) in checks.enumerated() {
                    guard let check else { continue }
                    var entry = Prepared(check: check, staged: nil)
                    if case .differs = check.state {
                        guard let tableIndex else { continue }
                        entry.staged = (tableIndex, staged[next])
                        next += 1
                    }
                    // Another output produces it too: `write` refuses both (`pathConflict`).
                    let key = keys[index]
                    guard prepared[key] == nil else { continue }
                    prepared[key] = (outputIndex, index)
                    entries[index] = entry
                    takenBytes += files[index].contents.count
                    taken.append(index)
                }
                if !taken.isEmpty { droppedSizes[owner, default: 0] += takenBytes }
            }
        }

        /// What `add` recorded for `owner`'s files, when `files` (the output as `write` gets it)
        /// has the same paths in the same order: then each file's `prepared` entry is the one at
        /// its position, and its path was already checked (`write` neither hashes nor checks it
        /// again: thousands of lookups and safety checks saved on the build's tail).
        /// Nil when `add` took nothing of the output or the paths differ: look each up.
        func taken(_ owner: String, _ files: [OutputFile]) -> Taken? {
            guard let taken = mutex.withLock({ byOutput[owner].map { takenOutputs[$0] } }), taken.keys.count == files.count else { return nil }
            // Mostly the very strings `add` saw: equal at once (same storage).
            for (key, file) in zip(taken.keys, files) where key.path != file.path { return nil }
            return taken
        }

        /// Whether `add` takes each file's size and time from the prefetch's audit.
        var isAudited: Bool { audited != nil }

        /// What `add` found and staged for `path`, if anything.
        func prepared(_ path: String) -> Prepared? {
            guard !prepared.isEmpty, let place = prepared[FilePath(path)] else { return nil }
            return takenOutputs[place.output].entries[place.position]
        }

        /// The folder tables of the staged files (`Prepared.staged.table` indexes them).
        var folderTables: [ConfinedDirectory.Folders] { tables }

        /// Bytes of each output's files that `add` let go: with what the files still hold,
        /// the outputs' sizes.
        package var sizesLetGo: [String: Int] { mutex.withLock { droppedSizes } }

        /// Ends the stream: staged files still under their temporary names (the build stopped
        /// before writing, or the write failed before renaming them) are removed, the
        /// in-progress mark too, and the lock is let go. (A renamed file's temporary name is
        /// gone, and no other build can have made one since: the lock is still held.)
        package func close() {
            let wasClosed = mutex.withLock { () -> Bool in
                defer { closed = true }
                return closed
            }
            guard !wasClosed else { return }
            for (table, file) in staged where !file.isDirect { ConfinedDirectory.discard(file, in: tables[table]) }
            root.remove(OutputWriter.writingMarkerName)
            flock(lock, LOCK_UN)
            Foundation.close(lock)
        }
    }
}
