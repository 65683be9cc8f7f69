import Foundation
import Parallelism

/// Files replaced the crash-safe way, in three steps, so that a build writing thousands of files
/// (one color set each) flushes them to disk once instead of once each:
///
/// 1. `stage`: each file's bytes go to a new temporary file (`.kiln-tmp-*`) next to its
///    destination, on both cores;
/// 2. flush: the temporary files reach the disk before any of them replaces a file: one
///    `syncfs` for a batch on Linux, an `fsync` per file for a few files or elsewhere;
/// 3. `commit`: each is renamed over its destination, on both cores. Rename is atomic, so a reader,
///    a killed build or a power cut leaves each file either old or new, never half-written.
///
/// A failure while staging (a full disk, a read-only folder) removes every temporary file
/// before anything is renamed: the folder keeps all of its old files.
///
/// One `fsync` per file was most of a first build's time: ~2 s for the 6,000 files of the
/// 10k-token benchmark set on this machine's disk.
enum StagedFiles {
    struct Staged {
        var temporaryPath: String
        var destination: String
        var size: Int
        var modified: OutputWriter.Modified
    }

    /// From this many files on, one flush of the whole file system is cheaper than one per file.
    static let batchFlushThreshold = 16

    /// Writes each `(bytes, destination)` to a temporary file beside its destination, flushed
    /// when `durable`. The destinations' folders must exist.
    static func stage(_ files: [(bytes: [UInt8], destination: String)], durable: Bool = true) throws(OutputError) -> [Staged] {
        let batch = durable && files.count >= batchFlushThreshold && syncFileSystem != nil
        let results = Parallel.map(files.count) { index in
            stageOne(files[index].bytes, for: files[index].destination, flushing: durable && !batch)
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
        if failure == nil, batch, let flushFailure = flushFileSystem(containing: files[0].destination) {
            failure = .cannotWrite(files[0].destination, flushFailure)
        }
        if let failure {
            discard(staged)
            throw failure
        }
        return staged
    }

    /// Renames each staged file over its destination. A file that cannot be renamed keeps its
    /// old version, its temporary file is removed, and the error names the first such file.
    static func commit(_ staged: [Staged]) throws(OutputError) {
        let failures = Parallel.map(staged.count) { index -> String? in
            guard rename(staged[index].temporaryPath, staged[index].destination) != 0 else { return nil }
            let reason = String(cString: strerror(errno))
            unlink(staged[index].temporaryPath)
            return reason
        }
        if let position = failures.firstIndex(where: { $0 != nil }) { throw .cannotWrite(staged[position].destination, failures[position]!) }
    }

    static func discard(_ staged: [Staged]) {
        for file in staged { unlink(file.temporaryPath) }
    }

    /// One file, staged, flushed and committed.
    static func write(_ bytes: [UInt8], to destination: String, durable: Bool = true) throws(OutputError) {
        let staged = try stage([(bytes, destination)], durable: durable)
        try commit(staged)
    }

    private static func stageOne(_ bytes: [UInt8], for destination: String, flushing: Bool) -> Result<Staged, OutputError> {
        let folder = destination[..<(destination.lastIndex(of: "/") ?? destination.startIndex)]
        var template = Array((folder + "/" + OutputWriter.temporaryPrefix + "XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return .failure(.cannotWrite(destination, String(cString: strerror(errno)))) }
        let temporaryPath = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let count = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                offset += count
            }
        }
        if failure == nil, flushing, fsync(descriptor) != 0 { failure = String(cString: strerror(errno)) }
        fchmod(descriptor, 0o644)
        // Rename keeps size and modification time: the stamp of the file-to-be, without a stat after.
        var info = stat()
        if failure == nil, fstat(descriptor, &info) != 0 { failure = String(cString: strerror(errno)) }
        close(descriptor)
        if let failure {
            unlink(temporaryPath)
            return .failure(.cannotWrite(destination, failure))
        }
        let modified = OutputWriter.Modified(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec))
        return .success(Staged(temporaryPath: temporaryPath, destination: destination, size: Int(info.st_size), modified: modified))
    }

    /// Flushes the file system holding `path`'s folder; nil when done, else the reason.
    private static func flushFileSystem(containing path: String) -> String? {
        guard let syncFileSystem else { return "cannot flush the file system" }
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        return syncFileSystem(descriptor) == 0 ? nil : String(cString: strerror(errno))
    }

    /// `syncfs(2)`: Linux only, and not in Swift's Glibc module (it needs `_GNU_SOURCE`).
    private static let syncFileSystem: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
