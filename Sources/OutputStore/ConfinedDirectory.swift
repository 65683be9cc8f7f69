import Foundation

/// The output folder, opened once, and the only way Kiln changes anything in it.
///
/// A repository Kiln builds may be hostile (a pull request CI builds): it can commit symbolic
/// links inside the output folder and edit Kiln's own manifest and stamps. So every write,
/// rename, deletion and folder creation happens relative to the folder's open descriptor, one
/// path component at a time, with `openat(O_NOFOLLOW | O_DIRECTORY)`, `mkdirat`, `renameat`
/// and `unlinkat`: a link, `..` or absolute path anywhere in a relative path stops the
/// operation instead of leading out of the folder.
///
/// - The output folder itself must be a real folder, not a symbolic link (`output/symbolic-link`);
///   the folders above it are the user's choice and are followed.
/// - A symbolic link where a generated *file* goes is replaced by the file (the rename swaps the
///   link itself; its target is never opened).
/// - Reads used only to decide what to write (the up-to-date check, comparing bytes) never
///   follow a link in the last component and never open anything but regular files.
///
/// Folders are opened (and created) once per build, in sorted order, from one thread; the
/// descriptors are kept for staging and renaming, up to a budget below the process's limit of
/// open files, beyond which a folder is walked again when it is used.
package final class ConfinedDirectory: Sendable {
    /// The folder's path, for messages.
    let path: String
    private let descriptor: Int32

    private init(path: String, descriptor: Int32) {
        self.path = path
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Opens the output folder at `url`, creating it (and the folders above it) when `create`.
    /// Nil when it does not exist and `create` is false.
    package static func open(_ url: URL, create: Bool) throws(OutputError) -> ConfinedDirectory? {
        let path = url.standardizedFileURL.path
        var descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if descriptor < 0, errno == ENOENT {
            guard create else { return nil }
            let parent = url.standardizedFileURL.deletingLastPathComponent()
            do {
                try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
            } catch {
                throw .cannotWrite(parent.path, OutputWriter.reason(error))
            }
            if mkdir(path, 0o755) != 0, errno != EEXIST { throw .cannotWrite(path, Self.lastError()) }
            descriptor = Foundation.open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard descriptor >= 0 else { throw Self.failure(path, errno: linkAware(errno, AT_FDCWD, path)) }
        return ConfinedDirectory(path: path, descriptor: descriptor)
    }

    /// The error for a component that could not be opened as a folder.
    static func failure(_ path: String, errno code: Int32) -> OutputError {
        switch code {
        case ELOOP: .symbolicLink(path)
        case ENOTDIR: .cannotWrite(path, "it is not a folder")
        default: .cannotWrite(path, String(cString: strerror(code)))
        }
    }

    static func lastError() -> String { String(cString: strerror(errno)) }

    // MARK: - Reading (decides what to write; changes nothing)

    package struct FileInfo: Equatable {
        package var size: Int
        package var modified: OutputWriter.Modified
        package var inode: UInt64
        package var isRegularFile: Bool
    }

    /// Size, time and kind of `relative` without following a link in its last component.
    package func info(_ relative: String) -> FileInfo? {
        var info = Foundation.stat()
        guard fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileInfo(info)
    }

    /// `info` and the file's change time (`ctime`: set by the system on every change, which no
    /// one can set back — a hand edit that restores the size and modification time changes it).
    func infoAndChange(_ relative: String) -> (info: FileInfo, changed: OutputWriter.Modified)? {
        var info = Foundation.stat()
        guard fstatat(descriptor, relative, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return (
            FileInfo(info),
            OutputWriter.Modified(info.st_ctim)
        )
    }

    /// `info` of each path, given as UTF-8 bytes (a stamps file's lines, a string's `utf8`).
    /// A path's last two components are looked up from the folder above them, opened once for a
    /// run of paths under it (the stamps are sorted, and a resident session's files come in
    /// write order, so the thousands of color sets come in one run under `swift/Colors.xcassets`):
    /// each look walks two components instead of four. Opening that folder follows links in it
    /// as looking up the whole path would, and a path whose folder cannot be opened is looked
    /// up whole.
    func infos<Path: Collection>(_ paths: [Path]) -> [FileInfo?] where Path.Element == UInt8 {
        var data: [UInt8] = []
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(paths.count)
        for path in paths {
            let start = data.count
            data.append(contentsOf: path)
            ranges.append(start..<data.count)
        }
        return infos(in: data, at: ranges)
    }

    /// `infos` of the paths at `ranges` of `data` (a stamps file's bytes and its paths' ranges):
    /// over the bytes in place, with no slice or string per path. The audit of a regenerating
    /// build looks at every stamped file, thousands of them, on the thread that competes with
    /// parsing for the second core.
    func infos(in data: [UInt8], at ranges: [Range<Int>]) -> [FileInfo?] {
        var result: [FileInfo?] = []
        result.reserveCapacity(ranges.count)
        var folder: (prefix: Range<Int>, descriptor: Int32)?
        defer { if let folder, folder.descriptor >= 0 { close(folder.descriptor) } }
        let slash = UInt8(ascii: "/")
        data.withUnsafeBufferPointer { bytes in
            // One buffer for every NUL-terminated name handed to the system.
            let longest = ranges.reduce(0) { Swift.max($0, $1.count) }
            withUnsafeTemporaryAllocation(of: CChar.self, capacity: longest + 1) { buffer in
                func info(at folder: Int32, _ range: Range<Int>) -> FileInfo? {
                    if !range.isEmpty {
                        UnsafeMutableRawPointer(buffer.baseAddress!).copyMemory(from: bytes.baseAddress! + range.lowerBound, byteCount: range.count)
                    }
                    buffer[range.count] = 0
                    var info = Foundation.stat()
                    guard fstatat(folder, buffer.baseAddress!, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
                    return FileInfo(info)
                }
                func lastSlash(in range: Range<Int>) -> Int? {
                    var index = range.upperBound
                    while index > range.lowerBound {
                        index -= 1
                        if bytes[index] == slash { return index }
                    }
                    return nil
                }
                for path in ranges {
                    // A NUL inside would name another file: never the case for a path Kiln wrote.
                    guard path.isEmpty || memchr(bytes.baseAddress! + path.lowerBound, 0, path.count) == nil else {
                        result.append(nil)
                        continue
                    }
                    guard let last = lastSlash(in: path), let split = lastSlash(in: path.lowerBound..<last) else {
                        result.append(info(at: descriptor, path))
                        continue
                    }
                    let prefix = path.lowerBound..<split
                    let samePrefix = folder.map { folder in
                        folder.prefix.count == prefix.count
                            && memcmp(bytes.baseAddress! + folder.prefix.lowerBound, bytes.baseAddress! + prefix.lowerBound, prefix.count) == 0
                    } ?? false
                    if !samePrefix {
                        if let folder, folder.descriptor >= 0 { close(folder.descriptor) }
                        let opened = Self.withCString(data[prefix]) { openat(descriptor, $0, O_RDONLY | O_DIRECTORY | O_CLOEXEC) }
                        folder = (prefix, opened)
                    }
                    let opened = folder!.descriptor
                    result.append(opened >= 0 ? info(at: opened, (split + 1)..<path.upperBound) : info(at: descriptor, path))
                }
            }
        }
        return result
    }

    /// `bytes` NUL-terminated on the stack, for a system call.
    private static func withCString<Result>(_ bytes: ArraySlice<UInt8>, _ body: (UnsafePointer<CChar>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            var end = 0
            for byte in bytes {
                buffer[end] = CChar(bitPattern: byte)
                end += 1
            }
            buffer[end] = 0
            return body(buffer.baseAddress!)
        }
    }

    /// The output folder's own inode, modification and change time: any file created, renamed or
    /// removed directly in it (every Kiln write creates and removes `.kiln-writing` there) changes
    /// them. See `OutputStatePrefetch.Audit`.
    struct FolderIdentity: Equatable {
        var inode: UInt64
        var modified: OutputWriter.Modified
        var changed: OutputWriter.Modified
    }

    func folderIdentity() -> FolderIdentity? {
        var info = Foundation.stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        return FolderIdentity(
            inode: UInt64(info.st_ino), modified: OutputWriter.Modified(info.st_mtim),
            changed: OutputWriter.Modified(info.st_ctim))
    }

    /// The bytes of the regular file `relative` (nil: missing, a link, not a regular file, or
    /// larger than `limit`).
    package func read(_ relative: String, limit: Int = Int.max) -> [UInt8]? {
        Self.readRegularFile(at: descriptor, relative, limit: limit)
    }

    /// True when the regular file `relative` holds exactly `bytes` (sizes first).
    func hasContents(_ relative: String, _ bytes: [UInt8]) -> Bool {
        guard let existing = Self.readRegularFile(at: descriptor, relative, limit: bytes.count, exactSize: true) else { return false }
        return existing == bytes
    }

    /// The bytes of regular file `name` in `folder`: all of them (nil when more than `limit`,
    /// or, with `exactSize`, other than `limit`), or only the first `prefix`.
    private static func readRegularFile(at folder: Int32, _ name: String, limit: Int, exactSize: Bool = false, prefix: Int? = nil) -> [UInt8]? {
        // O_NONBLOCK: a FIFO planted where a file should be must not hang the build.
        let file = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var info = Foundation.stat()
        guard fstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        let fileSize = Int(info.st_size)
        guard fileSize <= limit, !exactSize || fileSize == limit else { return nil }
        let size = prefix.map { Swift.min($0, fileSize) } ?? fileSize
        var buffer = [UInt8](repeating: 0, count: size)
        var offset = 0
        while offset < size {
            let count = buffer.withUnsafeMutableBytes { Foundation.read(file, $0.baseAddress! + offset, size - offset) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            offset += count
        }
        return buffer
    }

    // MARK: - Folders

    /// Subfolders of the output folder, opened (created when missing) once, for staging and
    /// renaming files into them. Index 0 is the output folder itself.
    ///
    /// A folder that does not exist yet is created under a temporary name (`.kiln-tmp-*`) in its
    /// parent, with everything below it, and renamed to its real name by `publishNewFolders`
    /// once its files are written and flushed: until then no reader sees it, and a killed build
    /// leaves only a hidden temporary folder, so the files inside are written straight under
    /// their own names instead of each through a temporary file and a rename (a first build's
    /// thousands of color sets: one rename instead of one per file).
    package final class Folders: @unchecked Sendable {
        package let root: ConfinedDirectory
        /// Relative paths, "" for the output folder.
        let paths: [String]
        /// Where each folder is until `publishNewFolders`: its path, or the path through the
        /// temporary name of the new folder it is in.
        private let physicalPaths: [String]
        /// Per folder: inside a folder created under a temporary name by this build (files go
        /// straight under their names).
        let isUnpublished: [Bool]
        // Written only by `open` before the table is shared; read-only afterwards.
        private var descriptors: [Int32]
        /// Per folder: for a leaf folder made inside a folder this build created under a
        /// temporary name, its parent's descriptor and its name — it is never opened itself (its
        /// files are created through `name/file` from the parent: no link can be inside a folder
        /// no reader has seen yet).
        private let anchors: [(parent: Int32, name: String)?]
        /// Descriptors kept only as anchors (closed with the table).
        private let anchorDescriptors: [Int32]
        /// Folders created under a temporary name, each in a parent that already existed; the
        /// parent's descriptor is kept for the rename.
        private var newFolders: [NewFolder]

        struct NewFolder {
            var parent: Int32
            var temporaryName: String
            var name: String
            /// Relative path, for messages.
            var path: String
        }

        fileprivate init(
            root: ConfinedDirectory, paths: [String], physicalPaths: [String], isUnpublished: [Bool], descriptors: [Int32],
            anchors: [(parent: Int32, name: String)?], anchorDescriptors: [Int32], newFolders: [NewFolder]
        ) {
            self.root = root
            self.paths = paths
            self.physicalPaths = physicalPaths
            self.isUnpublished = isUnpublished
            self.descriptors = descriptors
            self.anchors = anchors
            self.anchorDescriptors = anchorDescriptors
            self.newFolders = newFolders
            // Only files written straight under their names use the anchor's "name/" prefix; a
            // staged file goes to its folder's own descriptor, the one its rename uses.
            assert(zip(anchors, isUnpublished).allSatisfy { anchor, unpublished in anchor == nil || unpublished })
        }

        deinit {
            for descriptor in descriptors.dropFirst() where descriptor >= 0 { close(descriptor) }
            for descriptor in anchorDescriptors { close(descriptor) }
            for folder in newFolders where folder.parent != root.descriptor { close(folder.parent) }
        }

        /// Runs `body` with a descriptor and the prefix to put before a file name in folder
        /// `index`: its own descriptor and "", or, for a leaf folder made inside a new folder,
        /// its parent's and "name/".
        func withPlace<Result>(_ index: Int, _ body: (Int32, String) -> Result) -> Swift.Result<Result, OutputError> {
            if descriptors[index] < 0, let anchor = anchors[index] { return .success(body(anchor.parent, anchor.name + "/")) }
            return with(index) { body($0, "") }
        }

        /// Runs `body` with the folder's descriptor: the kept one, or (past the budget or for a
        /// folder kept only through its parent) the folder walked again without creating anything.
        package func with<Result>(_ index: Int, _ body: (Int32) -> Result) -> Swift.Result<Result, OutputError> {
            if descriptors[index] >= 0 { return .success(body(descriptors[index])) }
            switch root.walk(physicalPaths[index], create: false) {
            case .success(let descriptor):
                defer { close(descriptor) }
                return .success(body(descriptor))
            case .failure(let error): return .failure(error)
            }
        }

        /// Renames each folder created under a temporary name to its real name (after its
        /// files are flushed). One that cannot be renamed is removed with what it holds; the
        /// error names the first such folder.
        func publishNewFolders() throws(OutputError) {
            var failure: OutputError?
            for folder in newFolders {
                if renameat(folder.parent, folder.temporaryName, folder.parent, folder.name) == 0 { continue }
                let reason = ConfinedDirectory.lastError()
                ConfinedDirectory.removeTree(folder.parent, folder.temporaryName, depth: 64)
                failure = failure ?? .cannotWrite(root.path + "/" + folder.path, reason)
            }
            newFolders = []
            if let failure { throw failure }
        }

        /// Removes the folders created under temporary names, with everything in them.
        func discardNewFolders() {
            for folder in newFolders { ConfinedDirectory.removeTree(folder.parent, folder.temporaryName, depth: 64) }
        }
    }

    /// Opens the folders `relative` (paths without a trailing slash, "" for the output folder),
    /// creating missing ones when `create` (under temporary names: see `Folders`). Shallowest
    /// first, in sorted order, from this thread: each folder is created once from its parent's
    /// open descriptor (no `mkdir -p` storms over both cores on a first build). A link, a file
    /// or `..` in the way is an error naming it, and removes the folders created so far.
    ///
    /// `staged: false` creates missing folders under their real names at once (for `kiln init`,
    /// which writes a few files into the user's own folder and has no later publish step).
    // Whole: opens or creates every folder in one ordered walk whose descriptor table, budget and rollback on failure are shared by every step.
    package func openFolders(_ relative: [String], create: Bool, staged: Bool = true, budget: Int = descriptorBudget) throws(OutputError) -> Folders {
        // Parents before children: any lexicographic order puts "a" before "a/b" (the standard
        // one compares ASCII paths byte by byte, faster than a closure over UTF-8 views).
        let unique = Array(Set(relative)).sorted()
        var paths: [String] = []
        var physicalPaths: [String] = []
        var unpublished: [Bool] = []
        var descriptors: [Int32] = []
        var anchors: [(parent: Int32, name: String)?] = []
        var newFolders: [Folders.NewFolder] = []
        var opened: [String: Int32] = ["": descriptor]
        // Folders created by this build: logical path → where it is until published (its own
        // path when it was made under its real name: past the budget, or not `staged`).
        var created: [String: String] = [:]
        var kept = 0
        var failure: OutputError?
        defer {
            // Ancestors opened only to reach a folder: closed unless they are in the table (new
            // folders keep a copy of their parent's).
            let inTable = Set(descriptors).union(anchors.compactMap { $0?.parent })
            for (_, descriptor) in opened where descriptor != self.descriptor && !inTable.contains(descriptor) { close(descriptor) }
        }
        folders: for (position, folder) in unique.enumerated() {
            if folder.isEmpty {
                paths.append("")
                physicalPaths.append("")
                unpublished.append(false)
                descriptors.append(descriptor)
                anchors.append(nil)
                continue
            }
            guard OutputWriter.isSafe(folder) else {
                failure = .unsafePath(folder)
                break
            }
            // Nearest opened ancestor, then one component at a time.
            let components = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            var depth = components.count
            var parent = descriptor
            while depth > 0 {
                let prefix = components[0..<depth].joined(separator: "/")
                if let known = opened[prefix] {
                    parent = known
                    break
                }
                depth -= 1
            }
            if depth == 0 { parent = descriptor }
            var current = parent
            var parentPrefix = components[0..<depth].joined(separator: "/")
            var anchor: (parent: Int32, name: String)?
            for index in depth..<components.count {
                let prefix = components[0...index].joined(separator: "/")
                // A folder created just now has no children yet: its subfolders are made without
                // looking first (two calls each on a first build instead of three).
                let parentPlace = created[parentPrefix]
                // Inside a folder made under a temporary name, not one made under its real name:
                // only there do files go straight under their names.
                let parentIsUnpublished = parentPlace.map { $0 != parentPrefix } ?? false
                var next: (descriptor: Int32, created: Bool)
                // Past the budget (no descriptor left for the parent, kept for the rename), a
                // missing folder is made under its real name by the last branch: its files then
                // go through temporary files and renames, each atomic, as in a folder that exists.
                if create, staged, parentPlace == nil, kept + 1 < budget {
                    next = Self.openChild(current, components[index], create: false)
                    if next.descriptor == -ENOENT {
                        // Missing, in a folder that exists: made under a temporary name.
                        let temporary = OutputWriter.temporaryPrefix + Self.temporaryStem + "-d" + String(newFolders.count, radix: 36)
                        // Never an existing folder: the name is this process's own.
                        next = mkdirat(current, temporary, 0o755) == 0 ? Self.openChild(current, temporary, create: false) : (-errno, false)
                        if next.descriptor >= 0 {
                            let keptParent = current == descriptor ? descriptor : dup(current)
                            guard keptParent >= 0 else {
                                failure = .cannotWrite(path, Self.lastError())
                                close(next.descriptor)
                                break folders
                            }
                            if keptParent != descriptor { kept += 1 }
                            newFolders.append(.init(parent: keptParent, temporaryName: temporary, name: components[index], path: prefix))
                            created[prefix] = (parentPrefix.isEmpty ? "" : parentPrefix + "/") + temporary
                        }
                    }
                } else if create, staged, parentIsUnpublished, let parentPlace, index == components.count - 1,
                    position + 1 == unique.count || !unique[position + 1].hasPrefix(folder + "/")
                {
                    // The folder itself, inside a folder this build made and with no subfolder
                    // requested right after it: only made, not opened (its files are created
                    // through its parent — a first build's thousands of color sets cost a
                    // `mkdirat` each, not also an `openat` and a `close`). A subfolder requested
                    // further on opens it then.
                    guard mkdirat(current, components[index], 0o755) == 0 else {
                        let code = errno
                        failure = Self.failure(path + "/" + prefix, errno: code)
                        break folders
                    }
                    created[prefix] = parentPlace + "/" + components[index]
                    anchor = (current, components[index])
                    current = -1
                    break
                } else {
                    next = Self.openChild(current, components[index], create: create, parentIsNew: parentPlace != nil)
                    if next.created { created[prefix] = parentPlace.map { $0 + "/" + components[index] } ?? prefix }
                }
                guard next.descriptor >= 0 else {
                    failure = Self.failure(path + "/" + components[0...index].joined(separator: "/"), errno: -next.descriptor)
                    break folders
                }
                current = next.descriptor
                if kept < budget || index < components.count - 1 {
                    opened[prefix] = current
                    kept += 1
                } else if index == components.count - 1 {
                    // Past the budget: walked again when used.
                    close(current)
                    current = -1
                }
                parentPrefix = prefix
            }
            paths.append(folder)
            let place = Self.physicalPath(of: folder, created: created)
            physicalPaths.append(place)
            unpublished.append(place != folder)
            descriptors.append(current)
            anchors.append(anchor)
        }
        let anchorDescriptors = Set(anchors.compactMap { $0?.parent }).subtracting(descriptors).subtracting([descriptor])
        let table = Folders(
            root: self, paths: paths, physicalPaths: physicalPaths, isUnpublished: unpublished, descriptors: descriptors,
            anchors: anchors, anchorDescriptors: Array(anchorDescriptors), newFolders: newFolders)
        if let failure {
            table.discardNewFolders()
            throw failure
        }
        return table
    }

    /// Where folder `logical` is while the folders this build created are unpublished: the
    /// path through the temporary name of the new folder holding it.
    private static func physicalPath(of logical: String, created: [String: String]) -> String {
        if let place = created[logical] { return place }
        var prefix = Substring(logical)
        while let slash = prefix.lastIndex(of: "/") {
            prefix = prefix[..<slash]
            if let place = created[String(prefix)] { return place + logical[slash...] }
        }
        return logical
    }

    /// Opens folder `relative` component by component; the caller closes the descriptor.
    fileprivate func walk(_ relative: String, create: Bool) -> Swift.Result<Int32, OutputError> {
        guard !relative.isEmpty else { return .success(dup(descriptor)) }
        guard OutputWriter.isSafe(relative) else { return .failure(.unsafePath(relative)) }
        var current = dup(descriptor)
        var walked = path
        for component in relative.split(separator: "/") {
            walked += "/" + component
            let next = Self.openChild(current, String(component), create: create).descriptor
            close(current)
            guard next >= 0 else { return .failure(Self.failure(walked, errno: -next)) }
            current = next
        }
        return .success(current)
    }

    /// The descriptor of folder `name` in `parent` (created when missing and `create`; first
    /// when `parentIsNew`), or minus the error number, and whether it was created. Never
    /// follows a link.
    private static func openChild(_ parent: Int32, _ name: String, create: Bool, parentIsNew: Bool = false) -> (descriptor: Int32, created: Bool) {
        var made = false
        var child: Int32 = -1
        if !(create && parentIsNew) { child = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC) }
        if child < 0, create, parentIsNew || errno == ENOENT {
            if mkdirat(parent, name, 0o755) == 0 {
                made = true
            } else if errno != EEXIST {
                return (-errno, false)
            }
            child = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        return child >= 0 ? (child, made) : (-linkAware(errno, parent, name), false)
    }

    /// `O_NOFOLLOW | O_DIRECTORY` on a link fails with `ENOTDIR` on Linux and `ELOOP`
    /// elsewhere: `ELOOP` whenever the entry is a link, so that messages can say so.
    private static func linkAware(_ code: Int32, _ parent: Int32, _ name: String) -> Int32 {
        guard code == ENOTDIR || code == ELOOP else { return code }
        var info = Foundation.stat()
        guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { return code }
        return info.st_mode & S_IFMT == S_IFLNK ? ELOOP : ENOTDIR
    }

    /// How many folder descriptors a build keeps open: well under the process's limit.
    static let descriptorBudget: Int = {
        let limit = sysconf(Int32(_SC_OPEN_MAX))
        return limit > 0 ? Swift.max(0, Swift.min(Int(limit) - 256, 100_000)) : 512
    }()

    // MARK: - Writing files

    struct Staged {
        var folder: Int
        var temporaryName: String
        var name: String
        var size: Int
        var modified: OutputWriter.Modified
        /// Written under its own name in a folder not yet published: nothing to rename.
        var isDirect: Bool = false
        /// A regular file was at the destination when staging: its data must reach the disk
        /// before the rename (see `StagedFiles`).
        var replaces: Bool = false
        /// The file's inode number (a rename keeps it): with size and time, what a resident
        /// session remembers to know the file is still the one it wrote.
        var inode: UInt64 = 0
        /// Size of the regular file it replaces (0 when none).
        var replacedSize: Int = 0
    }

    /// Writes `bytes` to a new temporary file (`.kiln-tmp-*`) in folder `index` (or straight
    /// under `name` in a folder not yet published), flushed when `flush` and it replaces a
    /// regular file; renamed over `name` by `commit`.
    /// Random per process; with a per-file number it names temporary files without asking the
    /// kernel for randomness once per file (a first build stages thousands).
    private static let temporaryStem = String(UInt64.random(in: .min ... .max), radix: 36)

    /// `startWriteback`: a large file that replaces one is handed to the disk now, without
    /// waiting (`startWriteback(of:)`), for the flush before the renames to find it written.
    static func stage(
        _ bytes: [UInt8], into folders: Folders, _ index: Int, name: String, number: Int, flush: Bool, startWriteback: Bool = false
    ) -> Result<Staged, OutputError> {
        // Only for messages: spelled out when something fails.
        func destination() -> String { folders.root.path + "/" + (folders.paths[index].isEmpty ? name : folders.paths[index] + "/" + name) }
        let direct = folders.isUnpublished[index]
        let outcome = folders.withPlace(index) { folder, prefix -> Result<Staged, OutputError> in
            var temporary = ""
            var file: Int32 = -1
            var replaces = false
            var replacedSize = 0
            if direct {
                // A folder no reader sees yet, created by this build: the file goes under its name.
                temporary = prefix + name
                file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
            } else {
                // Only a regular file has content to lose (a link there is replaced, never followed).
                var existing = Foundation.stat()
                replaces = fstatat(folder, name, &existing, AT_SYMLINK_NOFOLLOW) == 0 && existing.st_mode & S_IFMT == S_IFREG
                replacedSize = replaces ? Int(existing.st_size) : 0
            }
            for attempt in 0..<16 where !direct {
                // Taken (a leftover of a killed build with the same stem): a random name.
                let tag = attempt == 0 ? temporaryStem + "-" + String(number, radix: 36) : String(UInt64.random(in: .min ... .max), radix: 36)
                temporary = OutputWriter.temporaryPrefix + tag
                file = openat(folder, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
                if file >= 0 || errno != EEXIST { break }
            }
            guard file >= 0 else { return .failure(.cannotWrite(destination(), lastError())) }
            var failure: String?
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let count = Foundation.write(file, buffer.baseAddress! + offset, buffer.count - offset)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = lastError()
                        return
                    }
                    offset += count
                }
            }
            if failure == nil, flush, replaces, fsync(file) != 0 { failure = lastError() }
            if failure == nil, startWriteback, !flush, replaces, bytes.count >= writebackMinimum { Self.startWriteback(of: file) }
            // The umask does not apply: generated files are readable by all, like their sources
            // (`open` already gave them that mode when the umask leaves it alone, the usual case).
            if !umaskKeepsMode { fchmod(file, 0o644) }
            // Rename keeps size and modification time: the stamp of the file-to-be, without a stat after.
            var info = Foundation.stat()
            if failure == nil, fstat(file, &info) != 0 { failure = lastError() }
            close(file)
            if let failure {
                unlinkat(folder, temporary, 0)
                return .failure(.cannotWrite(destination(), failure))
            }
            let modified = OutputWriter.Modified(info.st_mtim)
            return .success(
                Staged(
                    folder: index, temporaryName: temporary, name: name, size: Int(info.st_size), modified: modified, isDirect: direct, replaces: replaces,
                    inode: UInt64(info.st_ino), replacedSize: replacedSize))
        }
        switch outcome {
        case .success(let result): return result
        case .failure(let error): return .failure(error)
        }
    }

    /// Renames a staged file over its destination; on failure the temporary file is removed
    /// and the reason returned. A link at the destination is replaced, never followed.
    static func commit(_ staged: Staged, in folders: Folders) -> String? {
        commit(staged, in: folders, holding: nil)
    }

    /// From this size on, a replaced file is held open across the rename (see `commit`).
    static let holdReplacedFrom = 64 * 1024

    /// `commit`; when `held` is given and the file replaces a large one, a reference to the old
    /// file (an `O_PATH` descriptor: it cannot read or write, and opening it has no effect on
    /// any kind of file) is taken just before the rename and put in `held`. Renaming over a file
    /// frees its blocks and cached pages inside `renameat`, in time that grows with its size;
    /// held, that happens when the descriptor is closed, off the writer's path. The rename and
    /// what a reader or a crash sees are the same.
    static func commit(_ staged: Staged, in folders: Folders, holding held: UnsafeMutablePointer<Int32>?) -> String? {
        if staged.isDirect { return nil }
        let outcome = folders.with(staged.folder) { folder -> String? in
            #if os(Linux)
            if let held, staged.replacedSize >= holdReplacedFrom {
                held.pointee = openat(folder, staged.name, Self.pathOnly | O_NOFOLLOW | O_CLOEXEC)
            }
            #endif
            guard renameat(folder, staged.temporaryName, folder, staged.name) != 0 else { return nil }
            let reason = staged.name.isEmpty ? "no file name" : lastError()
            unlinkat(folder, staged.temporaryName, 0)
            return reason
        }
        switch outcome {
        case .success(let reason): return reason
        case .failure(let error): return error.reason
        }
    }

    #if os(Linux)
    /// `O_PATH` (not in Swift's Glibc module: it needs `_GNU_SOURCE`); the same value on every
    /// Linux architecture Swift supports.
    static let pathOnly: Int32 = 0o10000000
    #endif

    /// Flushes a staged temporary file to disk (opened again: staging closed it); nil when
    /// done, else the reason.
    static func flush(_ staged: Staged, in folders: Folders) -> String? {
        let outcome = folders.with(staged.folder) { folder -> String? in
            let file = openat(folder, staged.temporaryName, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
            guard file >= 0 else { return lastError() }
            defer { close(file) }
            return fsync(file) == 0 ? nil : lastError()
        }
        switch outcome {
        case .success(let reason): return reason
        case .failure(let error): return error.reason
        }
    }

    static func discard(_ staged: Staged, in folders: Folders) {
        _ = folders.with(staged.folder) { unlinkat($0, staged.temporaryName, 0) }
    }

    /// Whether the process's umask leaves mode 0644 as it is (Linux tells it in
    /// /proc/self/status); when it does not, or cannot be known, each file is `fchmod`ed.
    /// From this size on, a staged file's writeback is started as it is staged (below it, the
    /// call costs more than it saves: color sets are a few hundred bytes).
    static let writebackMinimum = 256 * 1024

    /// Starts writing `file`'s dirty pages to the disk and returns without waiting (Linux's
    /// `sync_file_range(SYNC_FILE_RANGE_WRITE)`; nothing elsewhere). Only a head start: it
    /// promises nothing about durability, which stays the flush's job (`StagedFiles`). A one-shot
    /// build stages the JSON and Dart files while the Swift and CSS emitters still print, so
    /// their megabytes are on their way to the disk before the flush waits for them.
    static func startWriteback(of file: Int32) {
        #if os(Linux)
        _ = kiln_sync_file_range(file, 0, 0, 2 /* SYNC_FILE_RANGE_WRITE */)
        #endif
    }

    static let umaskKeepsMode: Bool = {
        #if os(Linux)
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
            let mask = Int(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return false }
        return mask & 0o644 == 0
        #else
        return false
        #endif
    }()

    /// Flushes the file system holding the folder; nil when done, else the reason.
    func flushFileSystem() -> String? {
        guard let syncFileSystem = Self.syncFileSystem else { return "cannot flush the file system" }
        return syncFileSystem(descriptor) == 0 ? nil : Self.lastError()
    }

    /// `syncfs(2)`: Linux only, and not in Swift's Glibc module (it needs `_GNU_SOURCE`).
    static let syncFileSystem: (@convention(c) (Int32) -> Int32)? = {
        #if os(Linux)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "syncfs") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int32) -> Int32).self)
        #else
        return nil
        #endif
    }()

    // MARK: - Bookkeeping files in the output folder itself

    /// Opens (creating) the file `name` directly in the output folder for locking; -1 with
    /// `errno` set when it cannot be (a link there gives `ELOOP`).
    func openLockFile(_ name: String) -> Int32 {
        openat(descriptor, name, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
    }

    /// Creates the empty file `name` in the output folder when missing (best effort).
    func touch(_ name: String) {
        let file = openat(descriptor, name, O_WRONLY | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        if file >= 0 { close(file) }
    }

    /// Removes the regular file `name` from the output folder (anything else there is left).
    func remove(_ name: String) {
        if info(name)?.isRegularFile == true { unlinkat(descriptor, name, 0) }
    }

    // MARK: - Removing stale files

    enum Removal: Equatable {
        case removed
        case missing
        /// Left in place, with the reason.
        case kept(String)
    }

    /// Removes the regular file `relative` when `isOwn` recognizes its bytes, then the folders
    /// above it that this left empty, up to (not including) the output folder. A link, a
    /// folder, anything but a regular file, or unrecognized content is left, with the reason.
    /// `isOwn` gets the whole file when it is `expectedSize` bytes long, else its first
    /// `headLength` bytes: a huge file planted under a listed name is not read into memory.
    func removeFile(_ relative: String, expectedSize: Int?, headLength: Int = 4096, isOwn: ([UInt8]) -> Bool) -> Removal {
        guard OutputWriter.isSafe(relative) else { return .kept("it is not a plain relative path inside the output folder") }
        let components = relative.split(separator: "/").map(String.init)
        var chain: [Int32] = [descriptor]
        defer { for folder in chain.dropFirst() { close(folder) } }
        for index in 0..<(components.count - 1) {
            let next = Self.openChild(chain.last!, components[index], create: false).descriptor
            if next < 0 {
                let walked = components[0...index].joined(separator: "/")
                switch -next {
                case ENOENT: return .missing
                case ELOOP: return .kept("\"\(walked)\" is a symbolic link; Kiln never deletes through a link")
                case ENOTDIR: return .kept("\"\(walked)\" is not a folder")
                default: return .kept(String(cString: strerror(-next)))
                }
            }
            chain.append(next)
        }
        let folder = chain.last!
        let name = components.last!
        var info = Foundation.stat()
        guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
            return errno == ENOENT ? .missing : .kept(Self.lastError())
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFLNK: return .kept("it is a symbolic link, not a file Kiln wrote")
        case S_IFDIR: return .kept("it is a folder, not a file Kiln wrote")
        default: return .kept("it is not a regular file")
        }
        let size = Int(info.st_size)
        let length = size == expectedSize ? size : Swift.min(size, headLength)
        guard let bytes = Self.readRegularFile(at: folder, name, limit: Int.max, prefix: length) else { return .kept("it cannot be read") }
        guard isOwn(bytes) else { return .kept("its content is not what Kiln wrote there") }
        guard unlinkat(folder, name, 0) == 0 else { return .kept(Self.lastError()) }
        // Folders left empty: `AT_REMOVEDIR` fails on a folder that still holds anything.
        for index in stride(from: components.count - 2, through: 0, by: -1) {
            guard unlinkat(chain[index], components[index], AT_REMOVEDIR) == 0 else { break }
        }
        return .removed
    }

    /// Removes folder `name` in `parent` and everything in it, without following links (a link
    /// inside is removed, never entered); at most `depth` folders deep. Used only for folders
    /// Kiln created under a temporary name (`.kiln-tmp-*`).
    static func removeTree(_ parent: Int32, _ name: String, depth: Int) {
        let folder = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard folder >= 0 else { return }
        if let stream = fdopendir(folder) {
            var names: [(String, Bool)] = []
            while let entry = readdir(stream) {
                let child = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
                if child == "." || child == ".." { continue }
                var info = Foundation.stat()
                guard fstatat(folder, child, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                names.append((child, info.st_mode & S_IFMT == S_IFDIR))
            }
            for (child, isFolder) in names {
                if isFolder {
                    if depth > 0 { removeTree(folder, child, depth: depth - 1) }
                } else {
                    unlinkat(folder, child, 0)
                }
            }
            closedir(stream)
        } else {
            close(folder)
        }
        unlinkat(parent, name, AT_REMOVEDIR)
    }

    /// Removes `.kiln-tmp-*` regular files and folders anywhere under the output folder
    /// (leftovers of a killed build), without entering links; at most `depth` folders deep.
    func removeTemporaryFiles(depth: Int = 64) {
        Self.sweep(dup(descriptor), depth: depth)
    }

    /// Takes ownership of `folder`.
    private static func sweep(_ folder: Int32, depth: Int) {
        guard folder >= 0 else { return }
        guard let stream = fdopendir(folder) else {
            close(folder)
            return
        }
        defer { closedir(stream) }
        var subfolders: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            if name == "." || name == ".." { continue }
            var info = Foundation.stat()
            guard fstatat(folder, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG where name.hasPrefix(OutputWriter.temporaryPrefix): unlinkat(folder, name, 0)
            case S_IFDIR where name.hasPrefix(OutputWriter.temporaryPrefix): removeTree(folder, name, depth: depth)
            case S_IFDIR: subfolders.append(name)
            default: break
            }
        }
        guard depth > 0 else { return }
        for name in subfolders {
            sweep(openat(folder, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC), depth: depth - 1)
        }
    }
}

#if os(Linux)
/// glibc's `int sync_file_range(int fd, off64_t offset, off64_t nbytes, unsigned int flags)`
/// (<fcntl.h> with _GNU_SOURCE), which the Glibc module does not import.
@_silgen_name("sync_file_range")
private func kiln_sync_file_range(_ descriptor: Int32, _ offset: Int64, _ count: Int64, _ flags: UInt32) -> Int32
#endif

extension ConfinedDirectory.FileInfo {
    /// Size, modification time and kind from an `fstatat`/`fstat` result.
    init(_ info: Foundation.stat) {
        self.init(size: Int(info.st_size), modified: OutputWriter.Modified(info.st_mtim), inode: UInt64(info.st_ino), isRegularFile: info.st_mode & S_IFMT == S_IFREG)
    }
}

extension OutputWriter.Modified {
    /// A time as `stat` gives it.
    init(_ time: timespec) {
        self.init(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec))
    }
}
