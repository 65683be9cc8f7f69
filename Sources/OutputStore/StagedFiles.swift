import Foundation
import Parallelism

/// Files replaced the crash-safe way, in three steps:
///
/// 1. `stage`: each file's bytes go to a new temporary file (`.kiln-tmp-*`) in its destination's
///    folder, on both cores;
/// 2. flush: a temporary file that will replace an existing regular file reaches the disk before
///    any file is renamed — an `fsync` each for a few such files, one `syncfs` for many on Linux;
/// 3. `commit`: each is renamed over its destination, on both cores. Rename is atomic, so a reader
///    or a killed build sees each file either old or new, never half-written, and after a power
///    cut a file that existed is old or new too (its new data was on disk before the rename).
///    A large file's old version is held open across its rename and let go on another thread:
///    freeing its blocks is then not part of the rename (`ConfinedDirectory.commit`).
///
/// A file with nothing at its destination is not flushed: there is no old content to lose, and
/// forcing thousands of new files (a first build's color sets) to disk was most of a first
/// build's time. After a power cut such a file may be missing or empty (never the old bytes of
/// another file: Linux's journaling file systems do not show unwritten blocks); its recorded
/// size then differs, so the next build writes it again (`docs/limits.md`, "When a build is
/// interrupted").
///
/// A folder that does not exist yet is created under a temporary name with everything in it,
/// its files written straight under their names, and renamed into place at `commit` (see
/// `ConfinedDirectory.Folders`): the same guarantee (it appears whole or not at all) for one
/// rename per new folder instead of one per file, since creating a file through a temporary
/// name and a rename costs the kernel more than twice what creating it directly does.
///
/// Every step goes through the output folder's open descriptor (`ConfinedDirectory`): folders
/// are opened once, without following links, and files are created and renamed relative to them.
///
/// A failure while staging or flushing (a full disk, a read-only folder) removes every temporary
/// file before anything is renamed: the folder keeps all of its old files.
enum StagedFiles {
    typealias Staged = ConfinedDirectory.Staged

    /// One file to write: its bytes, the index of its folder in the `Folders` table, its name there.
    struct Pending {
        var bytes: [UInt8]
        var folder: Int
        var name: String
    }

    /// From this many replaced files on, one flush of the whole file system is cheaper than one
    /// per file.
    static let batchFlushThreshold = 16

    /// Writes each file to a temporary file beside its destination; when `durable`, those that
    /// replace an existing file are flushed before this returns.
    /// `firstNumber`: where the per-file numbers in the temporary names start (a build that
    /// stages in several calls, `OutputWriter.StreamingWrite`, gives each its own range).
    static func stage(
        _ files: [Pending], in folders: ConfinedDirectory.Folders, durable: Bool = true, firstNumber: Int = 0, startWriteback: Bool = false
    ) throws(OutputError) -> [Staged] {
        var flushSeconds = 0.0
        return try stage(files, in: folders, durable: durable, firstNumber: firstNumber, startWriteback: startWriteback, flushSeconds: &flushSeconds)
    }

    /// `stage`, telling how long the flush before returning took (for `--timings`).
    /// `startWriteback`: large replacing files start on their way to the disk as they are staged
    /// (`ConfinedDirectory.startWriteback`; a one-shot build's stream, flushed later).
    static func stage(
        _ files: [Pending], in folders: ConfinedDirectory.Folders, durable: Bool = true, firstNumber: Int = 0, startWriteback: Bool = false,
        flushSeconds: inout Double
    ) throws(OutputError) -> [Staged] {
        // Few files: each flushed while open, when it replaces one; many: flushed after, below.
        let flushWhileOpen = durable && files.count < batchFlushThreshold
        // Flushed after: each large file starts on its way to the disk as soon as it is written,
        // so the flush does not wait for the first files' bytes while the last are written (a
        // `kiln watch` rebuild stages a few large files, and would wait there for all of them).
        let startsWriteback = startWriteback || (durable && !flushWhileOpen)
        let results = Parallel.map(files.count) { index in
            ConfinedDirectory.stage(
                files[index].bytes, into: folders, files[index].folder, name: files[index].name, number: firstNumber + index, flush: flushWhileOpen,
                startWriteback: startsWriteback)
        }
        var staged: [Staged] = []
        staged.reserveCapacity(files.count)
        var failure: OutputError?
        for result in results {
            switch result {
            case .success(let file): staged.append(file)
            case .failure(let error): failure = failure ?? error
            }
        }
        if failure == nil, durable, !flushWhileOpen {
            let clock = ContinuousClock()
            let start = clock.now
            failure = flushReplacing(staged, in: folders)
            flushSeconds = OutputWriter.seconds(clock.now - start)
        }
        if let failure {
            for file in staged where !file.isDirect { ConfinedDirectory.discard(file, in: folders) }
            folders.discardNewFolders()
            throw failure
        }
        return staged
    }

    /// Flushes the staged files that replace existing ones: one `syncfs` when there are many
    /// (and Linux has it), else an `fsync` each.
    private static func flushReplacing(_ staged: [Staged], in folders: ConfinedDirectory.Folders) -> OutputError? {
        flushReplacing([(staged, folders)])
    }

    /// `flushReplacing` over files staged in several folder tables (`OutputWriter.StreamingWrite`
    /// stages each output apart, not flushed): the count that picks one `syncfs` is the total.
    static func flushReplacing(_ groups: [(staged: [Staged], folders: ConfinedDirectory.Folders)]) -> OutputError? {
        let replacing = groups.flatMap { group in group.staged.filter(\.replaces).map { (file: $0, folders: group.folders) } }
        guard let first = replacing.first else { return nil }
        if replacing.count >= batchFlushThreshold, ConfinedDirectory.syncFileSystem != nil {
            return first.folders.root.flushFileSystem().map { .cannotWrite(first.folders.root.path, $0) }
        }
        let reasons = Parallel.map(replacing.count) { ConfinedDirectory.flush(replacing[$0].file, in: replacing[$0].folders) }
        guard let position = reasons.firstIndex(where: { $0 != nil }) else { return nil }
        let (file, folders) = replacing[position]
        let path = folders.paths[file.folder].isEmpty ? file.name : folders.paths[file.folder] + "/" + file.name
        return .cannotWrite(folders.root.path + "/" + path, reasons[position]!)
    }

    /// Renames each staged file over its destination. A file that cannot be renamed keeps its
    /// old version, its temporary file is removed, and the error names the first such file.
    static func commit(_ staged: [Staged], in folders: ConfinedDirectory.Folders) throws(OutputError) {
        let renamed = staged.filter { !$0.isDirect }
        // Old versions of large files held across their rename, released on another thread.
        let held = UnsafeMutableBufferPointer<Int32>.allocate(capacity: Swift.max(renamed.count, 1))
        held.initialize(repeating: -1)
        nonisolated(unsafe) let slots = held
        let failures = Parallel.map(renamed.count) { index in ConfinedDirectory.commit(renamed[index], in: folders, holding: slots.baseAddress! + index) }
        let descriptors = held.filter { $0 >= 0 }
        held.deallocate()
        if !descriptors.isEmpty { DispatchQueue.global(qos: .utility).async { for descriptor in descriptors { close(descriptor) } } }
        // Folders created by this build appear whole, with their files.
        var published: OutputError?
        do throws(OutputError) { try folders.publishNewFolders() } catch { published = error }
        if let position = failures.firstIndex(where: { $0 != nil }) {
            let file = renamed[position]
            let path = folders.paths[file.folder].isEmpty ? file.name : folders.paths[file.folder] + "/" + file.name
            throw .cannotWrite(folders.root.path + "/" + path, failures[position]!)
        }
        if let published { throw published }
    }

    /// One file directly in the output folder (the manifest, the stamps), staged, flushed and committed.
    static func write(_ bytes: [UInt8], named name: String, in root: ConfinedDirectory, durable: Bool = true) throws(OutputError) {
        let folders = try root.openFolders([""], create: false)
        let staged = try stage([Pending(bytes: bytes, folder: 0, name: name)], in: folders, durable: durable)
        try commit(staged, in: folders)
    }
}
