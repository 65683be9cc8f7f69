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
/// - output paths must stay inside the output folder (no `..`, no absolute paths), and every
///   write, rename, deletion and folder creation goes through the opened output folder one
///   component at a time, never through a symbolic link (`ConfinedDirectory`);
/// - the manifest and the stamps are untrusted input: a line that is not a plain relative path
///   is reported and ignored, and a stale file is deleted only when it is a regular file whose
///   bytes are those its stamp recorded or that starts with Kiln's header line;
/// - one build writes at a time: `.kiln-lock` in the output folder is `flock`ed while writing,
///   so two concurrent `kiln build`s on one project take turns instead of interleaving;
/// - `.kiln-writing` marks a write in progress: when a build finds it (the previous one was
///   killed mid-write, or the machine lost power), it removes the `.kiln-tmp-*` files that build
///   left behind and compares every file by its bytes instead of trusting its stamp;
/// - only a file that replaces an existing one is flushed to disk before its rename: a new file
///   has no old content to lose (`StagedFiles`; the guarantee is in docs/limits.md).
public struct OutputWriter: Sendable {
    public static let manifestName = ".kiln-manifest"
    public static let lockName = ".kiln-lock"
    public static let writingMarkerName = ".kiln-writing"
    public static let temporaryPrefix = ".kiln-tmp-"
    /// How long a build waits for another build's lock before giving up.
    public static let lockTimeout: Duration = .seconds(120)
    /// Size, modification time and content hash of each file as Kiln last left it: when all
    /// three still match, the file is known unchanged without reading it (thousands of color
    /// sets stay fast). A stale or missing stamp only means the file is read and compared.
    public static let stampsName = ".kiln-stamps"

    public var folder: URL

    public init(folder: URL) {
        self.folder = folder.standardizedFileURL
    }

    /// A duration in seconds, for the write's stage timings.
    package static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }

    public struct Report: Sendable, Equatable {
        public var written: [String] = []
        public var unchanged: [String] = []
        public var removed: [String] = []
        /// Bookkeeping lines ignored and stale files left in place (`output/suspicious-manifest`).
        public var findings: [BookkeepingWarning] = []
        /// How long each step of the write took (`kiln build --timings` shows them as `write.*`).
        public var stages: [Stage] = []
        /// Generated files whose bytes were hashed (a resident session skips those it knows).
        public var hashedFiles = 0
    }

    /// One step of a write and its duration.
    public struct Stage: Sendable, Equatable {
        public var name: String
        public var seconds: Double
    }

    /// A line of the manifest or the stamps file that Kiln ignored, or a file it listed that it
    /// left in place: reported as a warning at that line (`output/suspicious-manifest`).
    public struct BookkeepingWarning: Sendable, Equatable {
        /// `.kiln-manifest` or `.kiln-stamps`, in the output folder.
        public var file: String
        /// 1-based.
        public var line: Int
        public var message: String
    }

    /// One manifest line: the output that wrote `path`.
    public struct ManifestEntry: Sendable, Hashable, Comparable {
        public var owner: String
        public var path: String
        /// Where it was read (1-based; 0 for an entry not read from a file). Not part of equality.
        public var line: Int = 0

        public init(owner: String, path: String, line: Int = 0) {
            self.owner = owner
            self.path = path
            self.line = line
        }

        public static func == (lhs: ManifestEntry, rhs: ManifestEntry) -> Bool { lhs.owner == rhs.owner && lhs.path == rhs.path }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(owner)
            hasher.combine(path)
        }

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
    /// `session`: what a resident process (`kiln watch`, `kiln serve`) wrote last time; files it
    /// left with the same bytes, still as it left them, are not hashed again (see `Session`).
    /// `stream`: a one-shot build's write begun before emit (see `StreamingWrite`), holding the lock;
    /// files it took care of come with empty contents. The caller closes it afterwards.
    // Whole: one locked write transaction: its phases (check, stage, commit, clean, bookkeeping, session) share the lock, the checks, the stamps table and one lap clock.
    package func write(
        outputs: [String: [OutputFile]], cleaning: Set<String>, fingerprints: [String: UInt64] = [:], previous: PreviousOutputs?,
        session: Session? = nil, stream: StreamingWrite? = nil
    ) throws(OutputError) -> Report {
        var report = Report()
        let clock = ContinuousClock()
        var lapStart = clock.now
        func lap(_ name: String) {
            let now = clock.now
            report.stages.append(Stage(name: name, seconds: Self.seconds(now - lapStart)))
            lapStart = now
        }
        let ordered = outputs.sorted { $0.key < $1.key }
        // The same outputs and paths as the session's last write (which checked them): its
        // table of who produces what, instead of checking and hashing thousands of paths again.
        let known = session?.knownProduced(for: folder, ordered)
        var produced: [FilePath: String] = known ?? [:]
        let fileCount = ordered.reduce(0) { $0 + $1.value.count }
        if known == nil { produced.reserveCapacity(fileCount) }
        var all: [OutputFile] = []
        all.reserveCapacity(fileCount)
        // Per file of `all`, what the stream took of it, for the outputs whose files it recorded
        // by position (`StreamingWrite.taken`); `unrecorded`: the files of the others, looked up by path.
        var streamed: [StreamingWrite.Prepared?] = []
        var unrecorded: [Range<Int>] = []
        if stream != nil { streamed.reserveCapacity(fileCount) }
        // Top folders (one per output) that do not exist: nothing under them needs a look (a
        // first build would otherwise try to open each of its thousands of files).
        var tops: Set<String> = []
        var lastTop: [UInt8] = []
        // One pass over the files, reading each path while it is in the cache: after emit, each
        // path of a large build is a cache miss, and separate passes (checks, tops, the list of
        // all files) would grow far faster than the number of files.
        for (owner, files) in ordered {
            // Paths the stream already checked (safe, no bookkeeping name) and hashed.
            let taken = stream?.taken(owner, files)
            for (position, file) in files.enumerated() {
                all.append(file)
                if stream != nil { streamed.append(taken?.entries[position]) }
                if known == nil {
                    let key: FilePath
                    if let taken {
                        key = taken.keys[position]
                    } else {
                        // Bookkeeping files are at the top: a path with a folder is never one (no string
                        // hashing for thousands of color sets).
                        guard Self.isSafe(file.path), file.path.utf8.contains(UInt8(ascii: "/")) || !Self.bookkeepingNames.contains(file.path) else {
                            throw .unsafePath(file.path)
                        }
                        key = FilePath(file.path)
                    }
                    if let other = produced.updateValue(owner, forKey: key), other != owner { throw .pathConflict(file.path, other, owner) }
                }
                // Over the bytes: the top folder is the same for thousands of paths in a row.
                var path = file.path
                let top = path.withUTF8 { bytes -> String? in
                    guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
                    let top = UnsafeBufferPointer(rebasing: bytes[..<slash])
                    guard lastTop.withUnsafeBufferPointer({ StampTable.compare(top, $0) }) != 0 else { return nil }
                    lastTop = Array(top)
                    return String(decoding: top, as: UTF8.self)
                }
                if let top { tops.insert(top) }
            }
            if stream != nil, taken == nil { unrecorded.append((all.count - files.count)..<all.count) }
        }
        // What the stream took of `all[index]`: by position, or looked up by path for an output
        // it recorded nothing of.
        let streamedEntries = streamed
        let unrecordedFiles = unrecorded
        func early(_ index: Int) -> StreamingWrite.Prepared? {
            guard let stream else { return nil }
            if let entry = streamedEntries[index] { return entry }
            return unrecordedFiles.contains { $0.contains(index) } ? stream.prepared(all[index].path) : nil
        }
        let opened: ConfinedDirectory?
        if let stream { opened = stream.root } else { opened = try ConfinedDirectory.open(folder, create: true) }
        guard let root = opened else { throw .cannotWrite(folder.path, "it cannot be created") }
        let lock = stream == nil ? try acquireLock(in: root) : -1
        defer { if lock >= 0 { flock(lock, LOCK_UN); close(lock) } }
        // The previous build was killed or the machine lost power while it wrote: its temporary
        // files go, and its stamps are not trusted (a new file it wrote may not have reached the
        // disk whole): every file is compared by its bytes once.
        // (A stream checked before it set the marker itself.)
        let interrupted = stream == nil && root.info(Self.writingMarkerName) != nil
        if interrupted { root.removeTemporaryFiles() }
        // Best effort: a folder where the marker cannot be created cannot take outputs either,
        // and that error is reported by the first write.
        root.touch(Self.writingMarkerName)
        defer { root.remove(Self.writingMarkerName) }
        // Another build may have written between the up-to-date check and taking the lock.
        var before = stream?.before ?? previous.flatMap { isCurrent($0, in: root) ? $0 : nil } ?? readPrevious(in: root)
        if interrupted { before.fingerprints = [:] }
        report.findings = before.findings
        let stamps = before.stamps
        var newFingerprints = before.fingerprints.filter { outputs[$0.key] == nil && !cleaning.contains($0.key) }
        for (output, fingerprint) in fingerprints where outputs[output] != nil { newFingerprints[output] = fingerprint }
        // Stamps that differ from the previous file's; the rest of it is copied as it was.
        var updated: [(path: String, stamp: Stamp)] = []
        let missingTops = tops.filter { root.info($0) == nil }
        lap("prepare")
        // What a resident session wrote or found last time (see `Session`), unless the last
        // write was cut off.
        let remembered = interrupted ? Session.Remembered() : session?.take(for: folder, bookkeeping: bookkeepingIdentity(in: root)) ?? Session.Remembered()
        // nil: the same paths in the same order as last time, found by position.
        let rememberedPositions = remembered.isEmpty ? [:] : remembered.positions(for: all)
        // Hashing every generated byte, finding its stamp, one lstat per file and, without a
        // matching stamp, comparing the file's bytes are independent: both cores.
        let checked = Parallel.map(all.count) { index -> Check in
            let file = all[index]
            // Checked (and, when changed, staged) as its emitter returned.
            if let prepared = early(index) { return prepared.check }
            // A file this session wrote or found last time: when it is still as the session left it
            // (same size, time and inode), the same bytes are known unchanged without hashing
            // them, and other bytes differ without reading it. When it is not (edited, replaced
            // or deleted by hand), its stamp is not trusted either: its bytes are compared.
            var touchedByHand = false
            if !remembered.isEmpty, let position = rememberedPositions == nil ? index : rememberedPositions![FilePath(file.path)],
                let entry = remembered.entries[position]
            {
                // Found as the session left it by the audit at the start of this rebuild: no
                // system call (see `Session.startAudit`).
                let info = entry.audited ? entry.auditedInfo : root.info(file.path)
                if let info, entry.matches(info) {
                    let position = stamps.position(of: file.path, hint: entry.stampPosition)
                    if Self.sameBytes(entry.bytes, file.contents) {
                        let stamp = Stamp(size: info.size, modified: info.modified, hash: entry.hash)
                        // The stamps file (untrusted, maybe edited or lost) gets its line back when it differs.
                        let state: FileState = position.map { stamps.values[$0] } == stamp ? .current : .sameBytes(info)
                        return Check(hash: entry.hash, stampPosition: position, state: state, info: info, hashed: false)
                    }
                    return Check(hash: Self.hash(file.contents), stampPosition: position, state: .differs, info: info)
                }
                touchedByHand = true
            }
            let hash = Self.hash(file.contents)
            let position = stamps.position(of: file.path)
            if !missingTops.isEmpty, let slash = file.path.utf8.firstIndex(of: UInt8(ascii: "/")), missingTops.contains(String(file.path[..<slash])) {
                return Check(hash: hash, stampPosition: position, state: .differs, info: nil)
            }
            if !interrupted, !touchedByHand, let position,
                let check = Self.checkByStamp(stamps.values[position], at: position, info: root.info(file.path), contents: file.contents, hash: hash)
            {
                return check
            }
            guard root.hasContents(file.path, file.contents) else { return Check(hash: hash, stampPosition: position, state: .differs, info: nil) }
            let info = root.info(file.path)
            return Check(hash: hash, stampPosition: position, state: .sameBytes(info), info: info)
        }
        lap("check")
        var pending: [(file: OutputFile, hash: UInt64, folder: String, name: String)] = []
        // Every changed file in write order; `early`: staged by the stream as its emitter returned.
        var differing: [(path: String, hash: UInt64, early: (table: Int, file: StagedFiles.Staged)?)] = []
        var writtenFiles: [StagedFiles.Staged] = []
        report.hashedFiles = checked.reduce(0) { $0 + ($1.hashed ? 1 : 0) }
        for (index, (file, check)) in zip(all, checked).enumerated() {
            let hash = check.hash
            switch check.state {
            case .current:
                report.unchanged.append(file.path)
            case .sameBytes(let info):
                report.unchanged.append(file.path)
                if let info, info.isRegularFile { updated.append((file.path, Stamp(size: info.size, modified: info.modified, hash: hash))) }
            case .differs:
                if let early = early(index)?.staged {
                    differing.append((file.path, hash, early))
                    continue
                }
                differing.append((file.path, hash, nil))
                let (folder, name) = Self.folderAndName(of: file.path)
                pending.append((file, hash, folder, name))
            }
        }
        if !differing.isEmpty {
            var staged: [StagedFiles.Staged] = []
            var folders: ConfinedDirectory.Folders?
            var flushSeconds = 0.0
            if !pending.isEmpty {
                // Every folder once, sorted, from this thread; a link or a file in the way stops
                // the build before anything is written.
                let opened = try root.openFolders(pending.map(\.folder), create: true)
                var index: [String: Int] = [:]
                for (position, path) in opened.paths.enumerated() { index[path] = position }
                lap("folders")
                staged = try StagedFiles.stage(
                    pending.map { .init(bytes: $0.file.contents, folder: index[$0.folder]!, name: $0.name) }, in: opened, durable: stream == nil,
                    flushSeconds: &flushSeconds)
                folders = opened
            }
            if let stream {
                // The stream's files and these were staged without a flush: one for all of them.
                let start = clock.now
                var groups = stream.folderTables.indices.map { table in
                    (staged: differing.compactMap { $0.early?.table == table ? $0.early!.file : nil }, folders: stream.folderTables[table])
                }
                if let folders { groups.append((staged, folders)) }
                if let failure = StagedFiles.flushReplacing(groups) {
                    if let folders {
                        for file in staged where !file.isDirect { ConfinedDirectory.discard(file, in: folders) }
                        folders.discardNewFolders()
                    }
                    throw failure
                }
                flushSeconds = Self.seconds(clock.now - start)
            }
            lap("stage")
            report.stages[report.stages.count - 1].seconds -= flushSeconds
            report.stages.append(Stage(name: "flush", seconds: flushSeconds))
            var failure: OutputError?
            if let stream {
                for table in stream.folderTables.indices {
                    let early = differing.compactMap { $0.early?.table == table ? $0.early!.file : nil }
                    do throws(OutputError) { try StagedFiles.commit(early, in: stream.folderTables[table]) } catch { failure = failure ?? error }
                }
            }
            if let folders {
                do throws(OutputError) { try StagedFiles.commit(staged, in: folders) } catch { failure = failure ?? error }
            }
            if let failure { throw failure }
            lap("commit")
            var next = 0
            for file in differing {
                let written: StagedFiles.Staged
                if let early = file.early {
                    written = early.file
                } else {
                    written = staged[next]
                    next += 1
                }
                report.written.append(file.path)
                updated.append((file.path, Stamp(size: written.size, modified: written.modified, hash: file.hash)))
                writtenFiles.append(written)
            }
        }
        // Previous manifest entries: still produced by the same output, kept (their output is
        // not being built), or gone.
        var kept: [ManifestEntry] = []
        var gone: [ManifestEntry] = []
        var stillProduced = 0
        // The manifest is the one the session's last write left (same size, time and inode),
        // and that write had these outputs, paths and cleaning: it lists exactly what is
        // produced now and what it kept, so nothing is gone and it needs no rewrite — without
        // looking up its thousands of entries.
        let manifestAsLeft =
            known != nil && remembered.bookkeepingUnchanged && remembered.cleaning == cleaning && !before.manifestNeedsRewrite
        for entry in before.manifest where !manifestAsLeft {
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
        let previousSorted = manifestAsLeft || before.manifest.indices.dropFirst().allSatisfy { before.manifest[$0 - 1] < before.manifest[$0] }
        var removedStamps: Set<String> = []
        var found = [Bool](repeating: false, count: stamps.count)
        for check in checked { if let position = check.stampPosition { found[position] = true } }
        for position in found.indices where !found[position] {
            let path = stamps.path(at: position)
            guard produced[FilePath(path)] == nil else { continue }
            if let owner = Self.firstOwner(of: path, in: before.manifest, sorted: previousSorted), !cleaning.contains(owner) { continue }
            removedStamps.insert(path)
        }
        // Stale files: deleted only when they are regular files holding what Kiln wrote.
        for entry in gone {
            let stamp = stamps.stamp(for: entry.path)
            switch root.removeFile(entry.path, expectedSize: stamp?.size, isOwn: { Self.isOwnContent($0, stamp: stamp) }) {
            case .removed: report.removed.append(entry.path)
            case .missing: break
            case .kept(let reason):
                // Not recognized as Kiln's: reported once, and no longer claimed by the manifest.
                report.findings.append(
                    BookkeepingWarning(
                        file: Self.manifestName, line: entry.line,
                        message: "\"\(Self.quoted(entry.path))\" is listed in the manifest but was left in place: \(reason)"))
            }
        }
        lap("clean")
        // The bookkeeping as this write leaves it, for a resident session's next build (nil: unknown).
        var stampsLeft: [UInt8]?? = .some(nil)
        var manifestLeft: [UInt8]?
        if !updated.isEmpty || !removedStamps.isEmpty || newFingerprints != before.fingerprints || before.stampsNeedRewrite {
            let text = Self.stampsText(previous: stamps, updated: updated, removed: removedStamps, fingerprints: newFingerprints)
            stampsLeft = writeStamps(text, in: root) ? .some(text) : nil
        }
        // The manifest is unchanged when every entry it had is still produced by its output or
        // kept, and nothing else is produced: then it is not even built.
        if !manifestAsLeft, before.manifestNeedsRewrite || !(previousSorted && gone.isEmpty && stillProduced + kept.count == before.manifest.count && stillProduced == produced.count) {
            let manifest = (produced.map { ManifestEntry(owner: $0.value, path: $0.key.path) } + kept).sorted()
            var text = "# Files generated by kiln (output, then path); kiln deletes only files listed here.\n"
            for entry in manifest { text += entry.owner + "\t" + entry.path + "\n" }
            manifestLeft = Array(text.utf8)
            try StagedFiles.write(manifestLeft!, named: Self.manifestName, in: root)
        }
        lap("bookkeeping")
        if let session {
            // Everything was written: what each produced file now holds, for the next build.
            var kept = Session.Remembered()
            kept.cleaning = cleaning
            kept.paths.reserveCapacity(all.count)
            kept.entries.reserveCapacity(all.count)
            var next = 0
            for (file, check) in zip(all, checked) {
                var identity: FileIdentity?
                switch check.state {
                case .current, .sameBytes: identity = check.info.flatMap { $0.isRegularFile ? FileIdentity(size: $0.size, modified: $0.modified, inode: $0.inode) : nil }
                case .differs:
                    let written = writtenFiles[next]
                    next += 1
                    identity = FileIdentity(size: written.size, modified: written.modified, inode: written.inode)
                }
                kept.paths.append(file.path)
                kept.entries.append(identity.map { Session.Entry(bytes: file.contents, hash: check.hash, identity: $0, stampPosition: check.stampPosition ?? -1) })
            }
            // The stamps and the manifest as written (or as read, when not written), parsed off
            // this thread: the next build uses them while the files are still as left.
            // One look at the two files serves both: their identity, and with their change times
            // what the next build compares before trusting what this write left.
            let bookkeeping = bookkeepingChange(in: root)
            var left: Session.Bookkeeping?
            if !interrupted, before.findings.isEmpty, let stampsLeft {
                left = Session.Bookkeeping(stamps: stampsLeft, manifest: manifestLeft, previous: before, identity: bookkeeping)
            }
            session.keep(
                kept, for: folder, bookkeeping: bookkeeping.map { $0?.identity }, layout: ordered.map { ($0.key, $0.value.count) }, produced: produced,
                left: left)
            lap("session")
            // What this write lets go — the bytes the previous write left (the changed files' old
            // versions), the bookkeeping as read, the checks — is freed off this thread (in
            // `kiln watch`, once the rebuild is reported), not here before the rebuild returns.
            let garbage = BackgroundRelease((remembered, before, checked))
            garbage.release(session.releasePolicy)
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
        outputs: [String: [OutputFile]], cleaning: Set<String>, fingerprints: [String: UInt64] = [:], session: Session? = nil
    ) throws(OutputError) -> Report {
        try write(outputs: outputs, cleaning: cleaning, fingerprints: fingerprints, previous: nil, session: session)
    }

    /// Takes the output folder's lock (`flock` on `.kiln-lock`), waiting up to `lockTimeout` for
    /// another build to finish. Returns -1 when the lock file cannot be created (a read-only
    /// folder): nothing can be written there, and the first write reports why. A link in its
    /// place is refused: it could make two builds lock different files.
    func acquireLock(in root: ConfinedDirectory) throws(OutputError) -> Int32 {
        let descriptor = root.openLockFile(Self.lockName)
        guard descriptor >= 0 else {
            if errno == ELOOP { throw .symbolicLink(root.path + "/" + Self.lockName) }
            return -1
        }
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

    /// The manifest's entries; lines without an owner (older manifests) belong to their top folder.
    public func readManifest() -> [ManifestEntry] {
        guard let root = try? ConfinedDirectory.open(folder, create: false) else { return [] }
        return readManifest(in: root).entries
    }

    /// The manifest's entries, and its lines that are not a plain relative path inside the
    /// output folder (ignored: see `entryProblem`).
    /// `checked`: the stamps file as read, whose paths passed the same checks (see `parseManifest`).
    func readManifest(in root: ConfinedDirectory, checked: StampTable? = nil) -> (entries: [ManifestEntry], findings: [BookkeepingWarning]) {
        guard let bytes = root.read(Self.manifestName) else {
            return (entries: [], findings: Self.notARegularFile(Self.manifestName, in: root).map { [$0] } ?? [])
        }
        return Self.parseManifest(bytes, checked: checked)
    }

    /// The manifest's bytes as `readManifest` reads them.
    /// `checked`: a stamps table read before (every path in it passed `entryProblem`). Kiln
    /// writes both files sorted by path and they list the same files, so walking the table
    /// alongside finds each manifest path there with one comparison, and its bytes are not
    /// checked again (`entryProblem` depends on nothing else). A path not found is checked.
    // Whole: one byte-level pass over the manifest; the repetition check, owner cache and stamp cursor advance together line by line.
    static func parseManifest(_ bytes: [UInt8], checked: StampTable? = nil) -> (entries: [ManifestEntry], findings: [BookkeepingWarning]) {
        var entries: [ManifestEntry] = []
        var findings: [BookkeepingWarning] = []
        // Repetitions: Kiln writes the manifest sorted by path, so while the paths read so far
        // ascend in byte order a repetition can only be the line before; the set of every path
        // read is built only once they do not (a manifest edited or written by another tool).
        var seen: Set<FilePath>?
        var previousPath: Range<Int>?
        // The last valid owner's bytes and string: a manifest names a handful of outputs on
        // thousands of lines, each checked once.
        var lastOwner: (bytes: Range<Int>, name: String)?
        var line = 0
        // The next stamp to compare with (a sorted table only).
        let table = checked.flatMap { $0.isSorted && $0.count > 0 ? $0 : nil }
        var cursor = 0
        bytes.withUnsafeBufferPointer { bytes in
            entries.reserveCapacity(bytes.count / 48)
            // Whether `path` is in `table`: the cursor moves forward past smaller paths only, so
            // the walk over both files costs one comparison per line when they list the same
            // paths, and at most the table's length in all.
            func isChecked(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
                guard let table else { return false }
                return table.data.withUnsafeBufferPointer { data in
                    while cursor < table.count {
                        let order = OutputWriter.StampTable.compare(UnsafeBufferPointer(rebasing: data[table.paths[cursor]]), path)
                        if order == 0 { return true }
                        if order > 0 { return false }
                        cursor += 1
                    }
                    return false
                }
            }
            func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: bytes[range]) }
            func same(_ lhs: Range<Int>, _ rhs: Range<Int>) -> Bool { OutputWriter.StampTable.compare(slice(lhs), slice(rhs)) == 0 }
            var start = 0
            // Split on bytes: a manifest of thousands of color sets reads in microseconds.
            for index in 0...bytes.count where index == bytes.count || bytes[index] == 0x0A {
                defer { start = index + 1 }
                line += 1
                let text = start..<index
                guard !text.isEmpty, bytes[start] != UInt8(ascii: "#") else { continue }
                let tab = text.first { bytes[$0] == 0x09 }
                let pathRange = tab.map { ($0 + 1)..<index } ?? text
                let pathBytes = slice(pathRange)
                if !isChecked(pathBytes), let problem = Self.entryProblem(pathBytes) {
                    findings.append(BookkeepingWarning(file: Self.manifestName, line: line, message: "manifest entry \"\(Self.quoted(pathBytes))\" \(problem); ignored"))
                    continue
                }
                let path = String(decoding: pathBytes, as: UTF8.self)
                let owner: String
                if let tab, let lastOwner, same(start..<tab, lastOwner.bytes) {
                    owner = lastOwner.name
                } else {
                    owner = tab.map { String(decoding: slice(start..<$0), as: UTF8.self) } ?? Self.topFolder(path)
                    if owner.isEmpty || owner.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "/") }) || String(validating: owner.utf8, as: UTF8.self) == nil {
                        findings.append(BookkeepingWarning(file: Self.manifestName, line: line, message: "manifest entry \"\(Self.quoted(slice(text)))\" names no valid output; ignored"))
                        continue
                    }
                    if let tab { lastOwner = (start..<tab, owner) }
                }
                var repeated = false
                if seen == nil, let previous = previousPath {
                    let order = OutputWriter.StampTable.compare(slice(previous), pathBytes)
                    if order == 0 {
                        repeated = true
                    } else if order > 0 {
                        seen = Set(minimumCapacity: entries.count * 2)
                        for entry in entries { seen!.insert(FilePath(entry.path)) }
                    }
                }
                if !repeated, seen != nil { repeated = !seen!.insert(FilePath(path)).inserted }
                if repeated {
                    findings.append(BookkeepingWarning(file: Self.manifestName, line: line, message: "manifest entry \"\(Self.quoted(pathBytes))\" is listed twice; the repetition is ignored"))
                    continue
                }
                previousPath = pathRange
                entries.append(ManifestEntry(owner: owner, path: path, line: line))
            }
        }
        return (entries, findings)
    }

    /// A finding when bookkeeping file `name` exists but is not a regular file (a link planted
    /// in its place is never read through; the next write replaces it).
    static func notARegularFile(_ name: String, in root: ConfinedDirectory) -> BookkeepingWarning? {
        guard let info = root.info(name), !info.isRegularFile else { return nil }
        return BookkeepingWarning(file: name, line: 1, message: "\(name) is not a regular file (a symbolic link or a folder); Kiln ignored it")
    }

    /// Why a manifest or stamps path is not a plain relative path inside the output folder
    /// (nil when it is one): absolute, `..` or `.`, an empty component, a NUL or control byte,
    /// not UTF-8, longer than `PATH_MAX` or a component longer than `NAME_MAX`, or one of
    /// Kiln's own bookkeeping files.
    static func entryProblem<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String? {
        if let contiguous = bytes.withContiguousStorageIfAvailable({ entryProblem($0) }) { return contiguous }
        return Array(bytes).withUnsafeBufferPointer { entryProblem($0) }
    }

    /// `entryProblem` over contiguous bytes: the manifest and the stamps file each have a line
    /// per generated file, thousands of them, and a generic slice with bounds checks is slow
    /// over so many bytes. Eight bytes at a time (`ordinaryWord`): a run of letters
    /// and digits, most of a color set's path, is skipped with a few instructions; a word with
    /// anything else in it is looked at byte by byte.
    static func entryProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        if bytes.isEmpty { return "is empty" }
        if bytes.count > Self.pathMax { return "is longer than \(Self.pathMax) bytes" }
        if bytes.first == UInt8(ascii: "/") { return "is an absolute path" }
        // One pass over the bytes: the stamps file has a line per generated file.
        var componentStart = 0
        var dots = 0
        var hasSlash = false
        var nonASCII = false
        func componentProblem(endingAt end: Int) -> String? {
            let componentLength = end - componentStart
            if componentLength == 0 { return "has an empty component" }
            if dots == componentLength && componentLength <= 2 { return componentLength == 2 ? "goes up a folder (`..`)" : "has a `.` component" }
            if componentLength > Self.nameMax { return "has a component longer than \(Self.nameMax) bytes" }
            return nil
        }
        let base = UnsafeRawPointer(bytes.baseAddress!)
        var index = 0
        while index < bytes.count {
            // Printable ASCII other than `.`, `/`, `\\` and the rest below `0`: nothing to note.
            let run = ordinaryRun(base, count: bytes.count, from: index, strict: true)
            index = run.start
            let stop = run.stop
            while index < stop {
                let byte = bytes[index]
                // Printable ASCII other than `.`, `/` and `\\`: nothing to note.
                if byte > UInt8(ascii: "/"), byte < 0x7F, byte != UInt8(ascii: "\\") {
                    index += 1
                    continue
                }
                switch byte {
                case 0: return "contains a NUL byte"
                case 0x01..<0x20, 0x7F: return "contains a control character"
                case UInt8(ascii: "\\"): return "contains a backslash"
                case UInt8(ascii: "/"):
                    if let problem = componentProblem(endingAt: index) { return problem }
                    hasSlash = true
                    componentStart = index + 1
                    dots = 0
                case UInt8(ascii: "."): dots += 1
                case 0x80...: nonASCII = true
                default: break
                }
                index += 1
            }
        }
        if let problem = componentProblem(endingAt: bytes.count) { return problem }
        if nonASCII, String(validating: bytes, as: UTF8.self) == nil { return "is not valid UTF-8" }
        if !hasSlash, bookkeepingNames.contains(String(decoding: bytes, as: UTF8.self)) { return "names one of Kiln's own bookkeeping files" }
        return nil
    }

    /// From `index`, skips the 8-byte words of `count` bytes at `base` that hold no byte to look
    /// at (`ordinaryWord`): the bytes from `start` up to `stop` are to be looked at one by one
    /// (a word that holds one, or the last bytes, fewer than 8).
    @inline(__always)
    static func ordinaryRun(_ base: UnsafeRawPointer, count: Int, from index: Int, strict: Bool) -> (start: Int, stop: Int) {
        var index = index
        while count - index >= 8 {
            if !ordinaryWord(base.loadUnaligned(fromByteOffset: index, as: UInt64.self), strict: strict) { return (index, index + 8) }
            index += 8
        }
        return (index, count)
    }

    /// Whether none of the eight bytes of `word` is below `0` (`.`, `/`, NUL, control bytes and
    /// the rest), a backslash or, when `strict`, at or above 0x7F (DEL, non-ASCII): the bytes
    /// that the path checks look at. Exact: a word with such a byte is never ordinary (a word
    /// without one may still be looked at byte by byte, which costs only time).
    @inline(__always)
    static func ordinaryWord(_ word: UInt64, strict: Bool) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        // A byte below 0x30 (exact for a bound up to 0x80: "hasless" of Bit Twiddling Hacks).
        var special = (word &- ones &* 0x30) & ~word & highs
        // A backslash: a zero byte of `word ^ 0x5c…`.
        let backslashes = word ^ (ones &* 0x5C)
        special |= (backslashes &- ones) & ~backslashes & highs
        // A byte above 0x7E ("hasmore"): its high bit set, or set by adding one.
        if strict { special |= ((word &+ ones) | word) & highs }
        return special == 0
    }

    /// `PATH_MAX` and `NAME_MAX` of Linux and macOS file systems (bytes).
    static let pathMax = 4096
    static let nameMax = 255

    /// The files Kiln keeps in the output folder for itself: never an output, never deleted as one.
    static let bookkeepingNames: Set<String> = [manifestName, stampsName, lockName, writingMarkerName]

    /// A path for a message: control bytes and invalid UTF-8 spelled out, long ones shortened.
    static func quoted<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\"" || scalar == "\\" {
                text += scalar.escaped(asASCII: true)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text.count > 120 ? String(text.prefix(60)) + "…" + String(text.suffix(40)) : text
    }

    static func quoted(_ path: String) -> String { quoted(Array(path.utf8)) }

    /// Whether `bytes` (a stale file's content) is something Kiln wrote: the bytes its stamp
    /// recorded (every file Kiln writes gets one; this covers outputs without a comment syntax,
    /// such as asset-catalog JSON), or a file starting with the header line every generated
    /// source file carries (a lost stamps file must not keep old outputs forever).
    static func isOwnContent(_ bytes: [UInt8], stamp: Stamp?) -> Bool {
        if let stamp, stamp.size == bytes.count, stamp.hash == hash(bytes) || stamp.hash == legacyHash(bytes) { return true }
        let head = bytes.prefix(512)
        return head.firstRange(of: Array(headerMarker.utf8)) != nil
    }

    /// The header line of every generated source file, whatever its comment syntax.
    static let headerMarker = OutputFile.generatedHeader

    struct Stamp: Equatable {
        var size: Int
        /// Modification time as `seconds.nanoseconds` since 1970, as the stamps file spells it.
        var modified: Modified
        var hash: UInt64

        /// Whether a file (as `ConfinedDirectory.info` found it) is a regular file with the
        /// recorded size and modification time; a link never matches.
        package func matches(_ info: ConfinedDirectory.FileInfo?) -> Bool {
            guard let info, info.isRegularFile else { return false }
            return info.size == size && info.modified == modified
        }
    }

    /// A 64-bit fingerprint of a file's bytes: four independent multiply–xor lanes over 32-byte
    /// blocks (the processor runs them side by side, several times the speed of one chain),
    /// folded into one, then 8-byte words and an FNV-style tail. It runs over every generated
    /// byte on every build. Stamps are stored, so they use seed 0; in-memory tables
    /// pass a random seed. Stamps written before this hash (`legacyHash`) only mean one build
    /// that compares files by their bytes.
    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { hash(UnsafeRawBufferPointer($0)) }
    }

    static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        hash(UnsafeRawBufferPointer(buffer))
    }

    static func hash(_ buffer: UnsafeRawBufferPointer, seed: UInt64 = 0) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var first: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(buffer.count) ^ seed
        var second = first ^ 0x6a09_e667_f3bc_c908
        var third = first ^ 0xbb67_ae85_84ca_a73b
        var fourth = first ^ 0x3c6e_f372_fe94_f82b
        let blocks = buffer.count / 32
        for block in 0..<blocks {
            let offset = block * 32
            first = (first ^ buffer.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* multiplier
            first ^= first >> 29
            second = (second ^ buffer.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self)) &* multiplier
            second ^= second >> 29
            third = (third ^ buffer.loadUnaligned(fromByteOffset: offset + 16, as: UInt64.self)) &* multiplier
            third ^= third >> 29
            fourth = (fourth ^ buffer.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) &* multiplier
            fourth ^= fourth >> 29
        }
        var hash = first
        hash = (hash ^ second) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ third) &* multiplier
        hash ^= hash >> 29
        hash = (hash ^ fourth) &* multiplier
        hash ^= hash >> 29
        var index = blocks * 32
        while index + 8 <= buffer.count {
            hash = (hash ^ buffer.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        while index < buffer.count {
            hash = (hash ^ UInt64(buffer[index])) &* 0x0000_0100_0000_01b3
            index += 1
        }
        return hash
    }

    /// The single-lane hash stamps were written with before `hash` (Kiln 0.1.0 up to
    /// session 23): a stale file stamped by an older Kiln is still recognized as its own.
    static func legacyHash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { buffer in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(buffer.count)
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
    }

    /// A generated file's path as a dictionary key: equal when its bytes are (as file names
    /// are on Linux), hashed with a seeded `hash(_:seed:)` over them. The writer looks up each
    /// of thousands of long paths (color sets) a few times per build, and the standard string
    /// hash (Unicode-aware) makes those lookups a visible part of a build. The seed is random
    /// per process, so paths crafted to collide cannot be prepared in advance.
    /// The hash is computed once and kept in the key: a dictionary compares the key it looks
    /// up with every key on its probe path, and comparing bytes first means reading (and
    /// retaining) each probed key's string — a cache miss per probe once a large build's paths
    /// no longer fit in the cache. Keys with different hashes differ at once.
    struct FilePath: Hashable {
        let path: String
        private let bytesHash: UInt64

        init(_ path: String) {
            self.path = path
            var path = path
            bytesHash = path.withUTF8 { OutputWriter.hash(UnsafeRawBufferPointer($0), seed: Self.seed) }
        }

        private static let seed = UInt64.random(in: .min ... .max)

        static func == (lhs: FilePath, rhs: FilePath) -> Bool {
            lhs.bytesHash == rhs.bytesHash
                && lhs.withBytes { left in rhs.withBytes { right in left.count == right.count && (left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0) } }
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytesHash)
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
        case sameBytes(ConfinedDirectory.FileInfo?)
        case differs
    }

    /// What the check found for one generated file: its hash, where its stamp is, what it
    /// needs, and the file as found (when it was looked at).
    struct Check {
        var hash: UInt64
        var stampPosition: Int?
        var state: FileState
        package var info: ConfinedDirectory.FileInfo?
        var hashed = true
    }

    /// Whether two byte arrays are equal: at once when they share storage (an output a
    /// resident session emitted again unchanged), else by `memcmp` (far faster than hashing).
    static func sameBytes(_ lhs: [UInt8], _ rhs: [UInt8]) -> Bool {
        guard lhs.count == rhs.count else { return false }
        return lhs.withUnsafeBytes { left in
            rhs.withUnsafeBytes { right in
                left.baseAddress == right.baseAddress || left.isEmpty || memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0
            }
        }
    }

    package struct Modified: Equatable {
        package var seconds: Int
        var nanoseconds: Int
    }

    func readStamps() -> [String: Stamp] { readStampsAndFingerprints().stamps }

    static let fingerprintMarker = "#fingerprint"

    func writeStamps(_ stamps: [String: Stamp], fingerprints: [String: UInt64]) {
        guard let root = try? ConfinedDirectory.open(folder, create: true) else { return }
        writeStamps(Self.stampsText(stamps, fingerprints: fingerprints), in: root)
    }

    /// True when written.
    @discardableResult
    func writeStamps(_ text: [UInt8], in root: ConfinedDirectory) -> Bool {
        // A cache: losing it costs one slower build, so a failed write is not an error.
        (try? StagedFiles.write(text, named: Self.stampsName, in: root, durable: false)) != nil
    }

    /// What a file whose stamp still matches it (size and time: as Kiln left it, holding the
    /// bytes the stamp describes) is: unchanged when those are `contents`, else it differs —
    /// found without reading it (the stamp can only cause a write, never skip one). Nil when
    /// the stamp does not match the file (`hash` is then not computed).
    static func checkByStamp(
        _ stamp: Stamp, at position: Int, info: ConfinedDirectory.FileInfo?, contents: [UInt8], hash: @autoclosure () -> UInt64
    ) -> Check? {
        guard stamp.matches(info) else { return nil }
        let hash = hash()
        let current = stamp.hash == hash && stamp.size == contents.count
        return Check(hash: hash, stampPosition: position, state: current ? .current : .differs, info: info)
    }

    /// A relative output path split at its last `/`: the folder (empty at the top) and the name.
    static func folderAndName(of path: String) -> (folder: String, name: String) {
        guard let slash = path.lastIndex(of: "/") else { return ("", path) }
        return (String(path[..<slash]), String(path[path.index(after: slash)...]))
    }

    static func topFolder(_ path: String) -> String {
        path.split(separator: "/").first.map(String.init) ?? path
    }

    /// Relative, no `..`, no NUL, no empty segments: a path that cannot leave the folder.
    public static func isSafe(_ path: String) -> Bool {
        // Over bytes, eight at a time where none is special (`ordinaryWord`): thousands of
        // color-set paths are checked on every build.
        var path = path
        return path.withUTF8 { bytes in
            guard let base = bytes.baseAddress.map(UnsafeRawPointer.init) else { return false }
            var segmentStart = 0
            var dots = 0
            var index = 0
            while index < bytes.count {
                let run = ordinaryRun(base, count: bytes.count, from: index, strict: false)
                index = run.start
                let stop = run.stop
                while index < stop {
                    let byte = bytes[index]
                    // Neither `.`, `/`, `\\` nor NUL: nothing to look at (most bytes of a path).
                    if byte > UInt8(ascii: "/"), byte != UInt8(ascii: "\\") {
                        index += 1
                        continue
                    }
                    switch byte {
                    case 0, UInt8(ascii: "\\"): return false
                    case UInt8(ascii: "/"):
                        let length = index - segmentStart
                        if length == 0 || dots == length && length <= 2 { return false }
                        segmentStart = index + 1
                        dots = 0
                    case UInt8(ascii: "."): dots += 1
                    default: break
                    }
                    index += 1
                }
            }
            let length = bytes.count - segmentStart
            return bytes.count > 0 && length > 0 && !(dots == length && length <= 2)
        }
    }

    package static func reason(_ error: any Error) -> String {
        (error as NSError).localizedFailureReason ?? (error as NSError).localizedDescription
    }
}

public enum OutputError: Error, Sendable, Equatable {
    case unsafePath(String)
    case cannotWrite(String, String)
    case outsideProject(String)
    case pathConflict(String, String, String)
    case symbolicLink(String)

    /// The reason part of a write failure, for messages that name the file themselves.
    package var reason: String {
        switch self {
        case .cannotWrite(_, let reason): reason
        case .symbolicLink(let path): "\"\(path)\" is a symbolic link; Kiln never writes through one"
        default: diagnostic.message
        }
    }

    /// The diagnostic, located at `range` (the `output:` setting) when it is about the output
    /// folder rather than one generated file.
    public func diagnostic(at range: SourceRange) -> Diagnostic {
        var result = diagnostic
        switch self {
        case .symbolicLink, .outsideProject: if result.range.isNone { result.range = range }
        default: break
        }
        return result
    }

    public var diagnostic: Diagnostic {
        switch self {
        case .unsafePath(let path):
            .error(.outputUnsafePath, "refusing to write \"\(path)\": output paths must stay inside the output folder", at: .none)
        case .cannotWrite(let path, let reason):
            .error(.outputWriteFailed, "cannot write \"\(path)\": \(reason); existing outputs are left as they were", at: .none)
        case .outsideProject(let path):
            .error(
                .outputOutsideProject, "the output folder \"\(path)\" resolves outside the project; Kiln refuses to write there",
                at: .none, hint: "set `allowOutputOutsideProject: true` in kiln.yaml if this is intended")
        case .pathConflict(let path, let first, let second):
            .error(
                .outputPathConflict, "the \(first) and \(second) outputs both write \"\(path)\"; nothing was written",
                at: .none, hint: "give the outputs different `folder:` or `fileName:` settings in kiln.yaml")
        case .symbolicLink(let path):
            .error(
                .outputSymbolicLink, "\"\(path)\" is a symbolic link; Kiln never writes, renames or deletes through a link, so nothing was written",
                at: .none, hint: "replace the link with a real folder, or point `output:` in kiln.yaml at the folder the link leads to")
        }
    }
}
