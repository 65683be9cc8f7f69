import Foundation
import Parallelism

/// Files replaced the crash-safe way, in three steps, so that a build writing thousands of files
/// (one color set each) flushes them to disk once instead of once each:
///
/// 1. `stage`: each file's bytes go to a new temporary file (`.kiln-tmp-*`) in its destination's
///    folder, on both cores;
/// 2. flush: the temporary files reach the disk before any of them replaces a file: one
///    `syncfs` for a batch on Linux, an `fsync` per file for a few files or elsewhere;
/// 3. `commit`: each is renamed over its destination, on both cores. Rename is atomic, so a reader,
///    a killed build or a power cut leaves each file either old or new, never half-written.
///
/// A folder that does not exist yet is created under a temporary name with everything in it,
/// its files written straight under their names, and renamed into place at `commit` (see
/// `ConfinedDirectory.Folders`): the same guarantee (it appears whole or not at all) for one
/// rename per new folder instead of one per file — on this machine's disk, creating a file
/// through a temporary name and a rename cost 2.6× the kernel time of creating it directly.
///
/// Every step goes through the output folder's open descriptor (`ConfinedDirectory`): folders
/// are opened once, without following links, and files are created and renamed relative to them.
///
/// A failure while staging (a full disk, a read-only folder) removes every temporary file
/// before anything is renamed: the folder keeps all of its old files.
///
/// One `fsync` per file was most of a first build's time: ~2 s for the 6,000 files of the
/// 10k-token benchmark set on this machine's disk.
enum StagedFiles {
    typealias Staged = ConfinedDirectory.Staged

    /// One file to write: its bytes, the index of its folder in the `Folders` table, its name there.
    struct Pending {
        var bytes: [UInt8]
        var folder: Int
        var name: String
    }

    /// From this many files on, one flush of the whole file system is cheaper than one per file.
    static let batchFlushThreshold = 16

    /// Writes each file to a temporary file beside its destination, flushed when `durable`.
    static func stage(_ files: [Pending], in folders: ConfinedDirectory.Folders, durable: Bool = true) throws(OutputError) -> [Staged] {
        let batch = durable && files.count >= batchFlushThreshold && ConfinedDirectory.syncFileSystem != nil
        let results = Parallel.map(files.count) { index in
            ConfinedDirectory.stage(files[index].bytes, into: folders, files[index].folder, name: files[index].name, number: index, flush: durable && !batch)
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
        if failure == nil, batch, let flushFailure = folders.root.flushFileSystem() {
            failure = .cannotWrite(folders.root.path, flushFailure)
        }
        if let failure {
            for file in staged where !file.isDirect { ConfinedDirectory.discard(file, in: folders) }
            folders.discardNewFolders()
            throw failure
        }
        return staged
    }

    /// Renames each staged file over its destination. A file that cannot be renamed keeps its
    /// old version, its temporary file is removed, and the error names the first such file.
    static func commit(_ staged: [Staged], in folders: ConfinedDirectory.Folders) throws(OutputError) {
        let renamed = staged.filter { !$0.isDirect }
        let failures = Parallel.map(renamed.count) { index in ConfinedDirectory.commit(renamed[index], in: folders) }
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
