import DesignModel
import Diagnostics
import Foundation
import Parallelism

/// Writes generated files so that nothing is ever lost or half-written:
///
/// - each changed file goes to a temporary file in the same folder; once all are written and
///   flushed, each is renamed over the old one (rename is atomic on POSIX file systems), so a
///   reader sees the old or the new file, and a failed write replaces nothing (`StagedFiles`);
/// - a file whose bytes are unchanged is not touched (its modification time stays);
/// - `.kiln-manifest` lists what Kiln wrote and which output wrote it; only files listed there,
///   owned by an output being built, and no longer produced are deleted — so files Kiln did not
///   generate are never removed, and `--outputs css` never deletes the Swift files. Folders left
///   empty by such a deletion (a removed color set) are removed too; nothing else is;
/// - output paths must stay inside the output folder (no `..`, no absolute paths);
/// - one build writes at a time: `.kiln-lock` in the output folder is `flock`ed while writing,
///   so two concurrent `kiln build`s on one project take turns instead of interleaving;
/// - `.kiln-writing` marks a write in progress: when a build finds it (the previous one was
///   killed mid-write), it removes the `.kiln-tmp-*` files that build left behind.
public struct OutputWriter: Sendable {
    public static let manifestName = ".kiln-manifest"
    public static let lockName = ".kiln-lock"
    public static let writingMarkerName = ".kiln-writing"
    public static let temporaryPrefix = ".kiln-tmp-"
    /// How long a build waits for another build's lock before giving up.
    public static let lockTimeout: Swift.Duration = .seconds(120)
    /// Size, modification time and content hash of each file as Kiln last left it: when all
    /// three still match, the file is known unchanged without reading it (thousands of color
    /// sets stay fast). A stale or missing stamp only means the file is read and compared.
    public static let stampsName = ".kiln-stamps"

    public var folder: URL

    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
    }

    /// One manifest line: the output that wrote `path`.
    public struct ManifestEntry: Sendable, Hashable, Comparable {
        public var owner: String
        public var path: String
        public static func < (lhs: ManifestEntry, rhs: ManifestEntry) -> Bool {
            (lhs.path, lhs.owner) < (rhs.path, rhs.owner)
        }
    }

    /// Writes `files`, then removes files the previous manifest lists that are gone now.
    /// `scope` limits cleanup to manifest entries under those top-level folders (the outputs
    /// being built); nil cleans every entry.
    public func write(_ files: [OutputFile], scope: Set<String>? = nil) throws(OutputError) -> Report {
        var grouped: [String: [OutputFile]] = [:]
        for file in files { grouped[Self.topFolder(file.path), default: []].append(file) }
        let previous = readManifest()
        let cleaning = scope ?? Set(previous.map(\.owner)).union(grouped.keys)
        return try write(outputs: grouped, cleaning: cleaning)
    }

    /// Writes each output's files (keyed by output name), then removes the files of the outputs
    /// in `cleaning` that the previous manifest lists and that are no longer produced.
    /// `fingerprints` are recorded for the outputs written (see `OutputFreshness`); the other
    /// written outputs lose theirs, and outputs not written keep what they had. `previous` is
    /// the folder's bookkeeping as read before (by the up-to-date check); it is read again when
    /// absent or changed since. The report lists files in write order: outputs by name, then
    /// each output's files as given.
    func write(
        outputs: [String: [OutputFile]], cleaning: Set<String>, fingerprints: [String: UInt64] = [:], previous: PreviousOutputs?
    ) throws(OutputError) -> Report {
        var report = Report()
        let ordered = outputs.sorted { $0.key < $1.key }
        var produced: [FilePath: String] = [:]
        produced.reserveCapacity(ordered.reduce(0) { $0 + $1.value.count })
        for (owner, files) in ordered {
            for file in files {
                guard Self.isSafe(file.path), file.path != Self.manifestName else { throw .unsafePath(file.path) }
                if let other = produced.updateValue(owner, forKey: FilePath(file.path)), other != owner { throw .pathConflict(file.path, other, owner) }
            }
        }
        try createFolder(folder)
        let lock = try acquireLock()
        defer { if lock >= 0 { flock(lock, LOCK_UN); close(lock) } }
        let marker = folder.appendingPathComponent(Self.writingMarkerName).path
        if FileManager.default.fileExists(atPath: marker) { removeTemporaryFiles() }
        // Best effort: a folder where the marker cannot be created cannot take outputs either,
        // and that error is reported by the first write.
        let markerDescriptor = open(marker, O_WRONLY | O_CREAT, 0o644)
        if markerDescriptor >= 0 { close(markerDescriptor) }
        defer { unlink(marker) }
        // Another build may have written between the up-to-date check and taking the lock.
        let before = previous.flatMap { isCurrent($0) ? $0 : nil } ?? readPrevious()
        let stamps = before.stamps
        let base = folder.path.hasSuffix("/") ? folder.path : folder.path + "/"
        var folders: Set<String> = [folder.path]
        let all = ordered.flatMap(\.value)
        var newFingerprints = before.fingerprints.filter { outputs[$0.key] == nil && !cleaning.contains($0.key) }
        for (output, fingerprint) in fingerprints where outputs[output] != nil { newFingerprints[output] = fingerprint }
        // Stamps that differ from the previous file's; the rest of it is copied as it was.
        var updated: [(path: String, stamp: Stamp)] = []
        // Hashing every generated byte, finding its stamp, one lstat per file and, without a
        // matching stamp, comparing the file's bytes are independent: both cores.
        let directory = openFolder()
        defer { if directory >= 0 { close(directory) } }
        let checked = Parallel.map(all.count) { index -> (hash: UInt64, stampPosition: Int?, state: FileState) in
            let file = all[index]
            let hash = Self.hash(file.contents)
            let position = stamps.position(of: file.path)
            if let stamp = position.map({ stamps.values[$0] }), stamp.hash == hash,
                directory >= 0 ? stamp.matchesFile(file.path, in: directory) : stamp.matchesFile(at: base + file.path)
            {
                return (hash, position, .current)
            }
            let path = base + file.path
            guard Self.hasContents(path, file.contents) else { return (hash, position, .differs) }
            return (hash, position, .sameBytes(Self.fileStamp(path)))
        }
        var changed: [(bytes: [UInt8], destination: String)] = []
        var changedPaths: [(path: String, hash: UInt64)] = []
        var newFolders: [String] = []
        for (file, (hash, _, state)) in zip(all, checked) {
            switch state {
            case .current:
                report.unchanged.append(file.path)
            case .sameBytes(let info):
                report.unchanged.append(file.path)
                if let info { updated.append((file.path, Stamp(size: info.size, modified: info.modified, hash: hash))) }
            case .differs:
                let path = base + file.path
                let parent = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
                if folders.insert(parent).inserted { newFolders.append(parent) }
                changed.append((file.contents, path))
                changedPaths.append((file.path, hash))
            }
        }
        try createFolders(newFolders)
        if !changed.isEmpty {
            let staged = try StagedFiles.stage(changed)
            try StagedFiles.commit(staged)
            for ((path, hash), file) in zip(changedPaths, staged) {
                report.written.append(path)
                updated.append((path, Stamp(size: file.size, modified: file.modified, hash: hash)))
            }
        }
        // Previous manifest entries: still produced by the same output, kept (their output is
        // not being built), or gone.
        var kept: [ManifestEntry] = []
        var gone: [ManifestEntry] = []
        var stillProduced = 0
        for entry in before.manifest {
            switch produced[FilePath(entry.path)] {
            case entry.owner?: stillProduced += 1
            case nil: if cleaning.contains(entry.owner) { gone.append(entry) } else { kept.append(entry) }
            case _?: break
            }
        }
        // A stamp goes with its file: when no longer produced and its output is being cleaned
        // (or no output owns it); other outputs' stamps stay as they were. Only stamps that no
        // produced file found are looked at: none in the usual build, the other outputs' when
        // building some (`--outputs`).
        let previousSorted = before.manifest.indices.dropFirst().allSatisfy { before.manifest[$0 - 1] < before.manifest[$0] }
        var removedStamps: Set<String> = []
        var found = [Bool](repeating: false, count: stamps.count)
        for check in checked { if let position = check.stampPosition { found[position] = true } }
        for position in found.indices where !found[position] {
            let path = stamps.path(at: position)
            guard produced[FilePath(path)] == nil else { continue }
            if let owner = Self.firstOwner(of: path, in: before.manifest, sorted: previousSorted), !cleaning.contains(owner) { continue }
            removedStamps.insert(path)
        }
        if !updated.isEmpty || !removedStamps.isEmpty || newFingerprints != before.fingerprints {
            writeStamps(Self.stampsText(previous: stamps, updated: updated, removed: removedStamps, fingerprints: newFingerprints))
        }
        for entry in gone {
            guard Self.isSafe(entry.path) else { continue }
            let url = folder.appendingPathComponent(entry.path)
            if FileManager.default.fileExists(atPath: url.path) {
                try? FileManager.default.removeItem(at: url)
                report.removed.append(entry.path)
                removeEmptyFolders(above: url)
            }
        }
        // The manifest is unchanged when every entry it had is still produced by its output or
        // kept, and nothing else is produced: then it is not even built.
        if !(previousSorted && gone.isEmpty && stillProduced + kept.count == before.manifest.count && stillProduced == produced.count) {
            let manifest = (produced.map { ManifestEntry(owner: $0.value, path: $0.key.path) } + kept).sorted()
            var text = "# Files generated by kiln (output, then path); kiln deletes only files listed here.\n"
            for entry in manifest { text += entry.owner + "\t" + entry.path + "\n" }
            try StagedFiles.write(Array(text.utf8), to: folder.appendingPathComponent(Self.manifestName).path)
        }
        return report
    }

    /// The owner of the first manifest entry for `path`, by binary search when the manifest is
    /// sorted (as Kiln writes it) — the writer asks only for stamps no produced file found.
    static func firstOwner(of path: String, in manifest: [ManifestEntry], sorted: Bool) -> String? {
        guard sorted else { return manifest.first { $0.path == path }?.owner }
        var low = 0
        var high = manifest.count
        while low < high {
            let middle = (low + high) / 2
            if manifest[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < manifest.count && manifest[low].path == path ? manifest[low].owner : nil
    }

    public func write(
        outputs: [String: [OutputFile]], cleaning: Set<String>, fingerprints: [String: UInt64] = [:]
    ) throws(OutputError) -> Report {
        try write(outputs: outputs, cleaning: cleaning, fingerprints: fingerprints, previous: nil)
    }

    /// Takes the output folder's lock (`flock` on `.kiln-lock`), waiting up to `lockTimeout` for
    /// another build to finish. Returns -1 when the lock file cannot be created (a read-only
    /// folder): nothing can be written there, and the first write reports why.
    func acquireLock() throws(OutputError) -> Int32 {
        let path = folder.appendingPathComponent(Self.lockName).path
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return -1 }
        let deadline = ContinuousClock().now + Self.lockTimeout
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, ContinuousClock().now < deadline else {
                close(descriptor)
                throw .cannotWrite(folder.path, "another kiln build has held the output folder's lock (\(Self.lockName)) too long")
            }
            usleep(20_000)
        }
        return descriptor
    }

    /// Removes `.kiln-tmp-*` files anywhere under the output folder: leftovers of a build that
    /// was killed while writing (called under the lock, so no other build is writing them).
    func removeTemporaryFiles() {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return }
        for case let path as String in enumerator where (path as NSString).lastPathComponent.hasPrefix(Self.temporaryPrefix) {
            unlink(folder.path + "/" + path)
        }
    }

    /// The manifest's entries; lines without an owner (older manifests) belong to their top folder.
    public func readManifest() -> [ManifestEntry] {
        guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(Self.manifestName).path) else { return [] }
        var entries: [ManifestEntry] = []
        let bytes = [UInt8](data)
        var start = 0
        // Split on bytes: a manifest of thousands of color sets reads in microseconds.
        for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
            defer { start = index + 1 }
            let line = bytes[start..<index]
            guard let first = line.first, first != UInt8(ascii: "#") else { continue }
            if let tab = line.firstIndex(of: 0x09) {
                entries.append(
                    ManifestEntry(owner: String(decoding: line[..<tab], as: UTF8.self), path: String(decoding: line[(tab + 1)...], as: UTF8.self)))
            } else {
                let path = String(decoding: line, as: UTF8.self)
                entries.append(ManifestEntry(owner: Self.topFolder(path), path: path))
            }
        }
        return entries
    }

    struct Stamp: Equatable {
        var size: Int
        /// Modification time as `seconds.nanoseconds` since 1970, as the stamps file spells it.
        var modified: Modified
        var hash: UInt64

        /// Whether the file at `path` still has the recorded size and modification time.
        func matchesFile(at path: String) -> Bool {
            OutputWriter.fileStamp(path).map { $0.size == size && $0.modified == modified } == true
        }

        /// The same for `path` relative to the open folder `directory`: the kernel walks only
        /// the relative part (4 names instead of 10 for a color set), on every build, per file.
        func matchesFile(_ path: String, in directory: Int32) -> Bool {
            OutputWriter.fileStamp(path, in: directory).map { $0.size == size && $0.modified == modified } == true
        }
    }

    /// A 64-bit fingerprint of a file's bytes (multiply–xor over 8-byte words, FNV-style for
    /// the tail): fast enough to run over every generated byte on every build. Stamps are
    /// stored, so they use seed 0; in-memory tables pass a random seed.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash(UnsafeRawBufferPointer($0)) }
    }

    static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(UnsafeRawBufferPointer(buffer))
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(buffer.count) ^ seed
        let words = buffer.count / 8
        for index in 0..<words {
            let word = buffer.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        for index in (words * 8)..<buffer.count {
            hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A generated file's path as a dictionary key: equal when its bytes are (as file names
    /// are on Linux), hashed with a seeded `hash(_:seed:)` over them. The writer looks up each
    /// of thousands of long paths (color sets) a few times per build, and the standard string
    /// hash (Unicode-aware) made those lookups ~10 ms of one core on 10k tokens. The seed is
    /// random per process, so paths crafted to collide cannot be prepared in advance.
    struct FilePath: Hashable {
        let path: String

        init(_ path: String) { self.path = path }

        private static let seed = UInt64.random(in: .min ... .max)

        static func == (lhs: FilePath, rhs: FilePath) -> Bool {
            lhs.withBytes { left in rhs.withBytes { right in left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(withBytes { OutputWriter.hash(UnsafeRawBufferPointer($0), seed: Self.seed) })
        }

        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            path.utf8.withContiguousStorageIfAvailable(body) ?? Array(path.utf8).withUnsafeBufferPointer(body)
        }
    }

    /// What a generated file needs, found before anything is written.
    enum FileState {
        /// Its stamp matches: known unchanged without reading it.
        case current
        /// No matching stamp, but the file holds these bytes: it needs only a new stamp.
        case sameBytes((size: Int, modified: Modified)?)
        case differs
    }

    struct Modified: Equatable {
        var seconds: Int
        var nanoseconds: Int
    }

    static func fileStamp(_ path: String) -> (size: Int, modified: Modified)? {
        fileStamp(path, in: AT_FDCWD)
    }

    static func fileStamp(_ path: String, in directory: Int32) -> (size: Int, modified: Modified)? {
        var info = Foundation.stat()
        guard fstatat(directory, path, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (Int(info.st_size), Modified(seconds: Int(info.st_mtim.tv_sec), nanoseconds: Int(info.st_mtim.tv_nsec)))
    }

    /// The output folder opened for `fstatat` (-1 when it cannot be: then paths are absolute).
    func openFolder() -> Int32 { open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }

    func readStamps() -> [String: Stamp] { readStampsAndFingerprints().stamps }

    static let fingerprintMarker = "#fingerprint"

    func writeStamps(_ stamps: [String: Stamp], fingerprints: [String: UInt64]) {
        writeStamps(Self.stampsText(stamps, fingerprints: fingerprints))
    }

    func writeStamps(_ text: [UInt8]) {
        // A cache: losing it costs one slower build, so a failed write is not an error.
        try? StagedFiles.write(text, to: folder.appendingPathComponent(Self.stampsName).path, durable: false)
    }

    static func topFolder(_ path: String) -> String {
        path.split(separator: "/").first.map(String.init) ?? path
    }

    /// Relative, no `..`, no NUL, no empty segments: a path that cannot leave the folder.
    public static func isSafe(_ path: String) -> Bool {
        // Over bytes: thousands of color-set paths are checked on every build.
        var path = path
        return path.withUTF8 { bytes in
            var segmentStart = 0
            var dots = 0
            for index in 0..<bytes.count {
                switch bytes[index] {
                case 0, UInt8(ascii: "\\"): return false
                case UInt8(ascii: "/"):
                    let length = index - segmentStart
                    if length == 0 || dots == length && length <= 2 { return false }
                    segmentStart = index + 1
                    dots = 0
                case UInt8(ascii: "."): dots += 1
                default: break
                }
            }
            let length = bytes.count - segmentStart
            return bytes.count > 0 && length > 0 && !(dots == length && length <= 2)
        }
    }

    /// Removes the folders above a deleted file while they are empty, up to the output folder.
    private func removeEmptyFolders(above url: URL) {
        var current = url.deletingLastPathComponent().standardizedFileURL
        while current.path.count > folder.path.count, current.path.hasPrefix(folder.path + "/") {
            guard let contents = try? FileManager.default.contentsOfDirectory(atPath: current.path), contents.isEmpty else { return }
            guard rmdir(current.path) == 0 else { return }
            current = current.deletingLastPathComponent().standardizedFileURL
        }
    }

    /// True when the file at `path` holds exactly `bytes` (sizes first: no read when they differ).
    static func hasContents(_ path: String, _ bytes: [UInt8]) -> Bool {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, Int(info.st_size) == bytes.count else { return false }
        if bytes.isEmpty { return true }
        var buffer = [UInt8](repeating: 0, count: bytes.count)
        var offset = 0
        while offset < bytes.count {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + offset, bytes.count - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return buffer.withUnsafeBytes { existing in bytes.withUnsafeBytes { memcmp(existing.baseAddress!, $0.baseAddress!, bytes.count) == 0 } }
    }

    /// Creates the folders at `paths` that are missing, shallowest first; those of one depth on
    /// both cores (a first build creates a folder per color set: thousands). One `mkdir` each
    /// when the parent exists, the full walk otherwise. Something other than a folder in the way
    /// is reported by the first file written there.
    private func createFolders(_ paths: [String]) throws(OutputError) {
        let levels = Dictionary(grouping: paths) { path in path.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
        for depth in levels.keys.sorted() {
            let level = levels[depth]!
            let needsWalk = Parallel.map(level.count) { index in mkdir(level[index], 0o755) != 0 && errno != EEXIST }
            for (path, walk) in zip(level, needsWalk) where walk { try createFolder(URL(fileURLWithPath: path)) }
        }
    }

    private func createFolder(_ url: URL) throws(OutputError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw .cannotWrite(url.path, Self.reason(error))
        }
    }

    static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

public enum OutputError: Error, Sendable, Equatable {
    case unsafePath(String)
    case cannotWrite(String, String)
    case outsideProject(String)
    case pathConflict(String, String, String)

    public var diagnostic: Diagnostic {
        switch self {
        case .unsafePath(let path):
            .error("output/unsafe-path", "refusing to write \"\(path)\": output paths must stay inside the output folder", at: .none)
        case .cannotWrite(let path, let reason):
            .error("output/write-failed", "cannot write \"\(path)\": \(reason); existing outputs are left as they were", at: .none)
        case .outsideProject(let path):
            .error(
                "output/outside-project", "the output folder \"\(path)\" resolves outside the project; Kiln refuses to write there",
                at: .none, hint: "set `allowOutputOutsideProject: true` in kiln.yaml if this is intended")
        case .pathConflict(let path, let first, let second):
            .error(
                "output/path-conflict", "the \(first) and \(second) outputs both write \"\(path)\"; nothing was written",
                at: .none, hint: "give the outputs different `folder:` or `fileName:` settings in kiln.yaml")
        }
    }
}
