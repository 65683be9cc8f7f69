import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The project folder, and the only way Kiln reads its inputs: token files, specs, kiln.yaml,
/// the resolver and the files it names, the baseline, templates.
///
/// A repository Kiln reads may be hostile (a pull request CI checks): it can commit symbolic
/// links to anywhere and name any path in kiln.yaml. So a path is resolved here one component
/// at a time from the project folder, each looked at without following it (`fstatat` with
/// `AT_SYMLINK_NOFOLLOW`) and opened with `openat(O_NOFOLLOW)`:
///
/// - a symbolic link is followed only while it stays inside the project (its target is read
///   with `readlinkat` and resolved the same way, up to 40 links); one that leads out stops the
///   read with `io/outside-project`, naming the link and never its target;
/// - a path that itself leaves the project (`../shared/tokens.yaml`, `/etc/x`) is refused the
///   same way, unless the project opted in (`allowInputsOutsideProject: true`, `allowsOutside`),
///   when it is read as the system resolves it;
/// - only regular files are read (opened with `O_NONBLOCK`, so a FIFO never hangs a build):
///   folders, FIFOs, sockets and devices are refused with `io/not-a-file`.
///
/// The folders above the project folder are the user's choice (the `--project` path or the
/// current folder) and are followed. Nothing is kept open between calls: the folder may be
/// replaced while a resident build (`kiln watch`) runs. Safe to use from several threads.
public struct ProjectFolder: Sendable {
    /// Files larger than this are refused before they are read (`io/too-large`).
    public static let maximumFileSize = 64 * 1024 * 1024
    /// Symbolic links followed within one path before it counts as a loop (the system's own limit).
    static let maximumLinks = 40

    /// The project folder (standardized, as given).
    public let root: URL
    /// Paths and links out of the project are read too (`allowInputsOutsideProject: true`).
    public let allowsOutside: Bool
    private let rootPath: String

    public init(root: URL, allowsOutside: Bool = false) {
        self.root = root.standardizedFileURL
        rootPath = self.root.path
        self.allowsOutside = allowsOutside
    }

    /// Why a path could not be read.
    public enum Refusal: Error, Sendable, Equatable {
        /// Nothing is there (or a component on the way is not a folder).
        case missing
        /// The path names a place outside the project (`..` past it, or absolute).
        case outsidePath
        /// The link at this project-relative path leads out of the project.
        case linkLeaves(String)
        /// More than 40 links on the way (a loop).
        case linkLoop(String)
        /// Not a regular file: "a folder", "a FIFO", "a socket", "a device".
        case notAFile(String)
        /// Not a folder where one was asked for.
        case notAFolder
        /// A regular file larger than the limit (its size).
        case tooLarge(Int)
        /// The system refused (permission, too many open files): its reason.
        case unreadable(String)
    }

    /// What is at a path.
    public enum Entry: Sendable, Equatable {
        case file(size: Int)
        case folder
        /// A FIFO, socket or device ("a FIFO", …).
        case other(String)
    }

    // MARK: - Reading

    /// The bytes of the regular file at `path` (relative to the project, or absolute), at most
    /// `maximumSize` of them.
    public func bytes(_ path: String, maximumSize: Int = maximumFileSize) -> Result<[UInt8], Refusal> {
        switch open(path, want: .file) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let opened):
            defer { close(opened.descriptor) }
            let size = Int(opened.info.st_size)
            guard size <= maximumSize else { return .failure(.tooLarge(size)) }
            return Self.readAll(opened.descriptor, expected: size, limit: maximumSize)
        }
    }

    /// The text of the file at `path` as a `SourceFile` shown as `displayPath` (default: `path`):
    /// refused as `bytes` is, and checked by `SourceText.decode` (UTF-8, no NUL byte, a leading
    /// byte-order mark dropped). Every failure is a diagnostic located at the file.
    public func text(_ path: String, displayPath: String? = nil, maximumSize: Int = maximumFileSize) -> Result<SourceFile, Diagnostic> {
        let shown = displayPath ?? path
        switch bytes(path, maximumSize: maximumSize) {
        case .failure(let refusal): return .failure(diagnostic(refusal, path: shown, at: .file(shown)))
        case .success(let bytes): return SourceText.decode(bytes, path: shown)
        }
    }

    /// What is at `path`: a regular file and its size, a folder, or something else. Special
    /// files are looked at, never opened.
    public func entry(_ path: String) -> Result<Entry, Refusal> {
        switch open(path, want: .any) {
        case .failure(let refusal): return .failure(refusal)
        case .success(let opened):
            if opened.descriptor >= 0 { close(opened.descriptor) }
            switch opened.info.st_mode & S_IFMT {
            case S_IFREG: return .success(.file(size: Int(opened.info.st_size)))
            case S_IFDIR: return .success(.folder)
            default: return .success(.other(Self.kindName(opened.info.st_mode)))
            }
        }
    }

    /// True when `path` names a place outside the project by itself (absolute outside it, or
    /// `..` past it), whatever the links on the way.
    public func isOutside(_ path: String) -> Bool {
        if case .outside = lexical(path) { return true }
        return false
    }

    // MARK: - Walking

    /// Calls `visit` with the path of every regular file below the folder `folder` ("" for the
    /// project folder), as `folder/…` (normalized): hidden files and folders skipped, symbolic
    /// links inside not followed (the folder itself is resolved like any path: a link to a
    /// folder inside the project is followed). `visit` returns false to stop the walk.
    /// A folder that does not exist walks nothing.
    public func walkFiles(under folder: String, _ visit: (String) -> Bool) -> Result<Void, Refusal> {
        let opened: Int32
        switch open(folder, want: .folder) {
        case .success(let result): opened = result.descriptor
        case .failure(.missing): return .success(())
        case .failure(let refusal): return .failure(refusal)
        }
        let prefix: String
        switch lexical(folder) {
        case .inside(let components): prefix = components.joined(separator: "/")
        case .outside: prefix = Self.normalizeKeepingParents(folder)
        }
        var keepGoing = true
        Self.walk(opened, prefix: prefix, depth: 0, keepGoing: &keepGoing, visit)
        return .success(())
    }

    /// Below this many folders a walk goes no deeper (each level holds a descriptor).
    static let maximumWalkDepth = 256

    /// Walks the open folder `descriptor` (and closes it).
    private static func walk(_ descriptor: Int32, prefix: String, depth: Int, keepGoing: inout Bool, _ visit: (String) -> Bool) {
        guard let directory = fdopendir(descriptor) else {
            close(descriptor)
            return
        }
        defer { closedir(directory) }
        var names: [(String, Bool)] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
            guard !name.hasPrefix(".") else { continue }
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard fstatat(descriptor, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                type = kind == S_IFDIR ? UInt8(DT_DIR) : kind == S_IFREG ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            }
            if type == UInt8(DT_DIR) || type == UInt8(DT_REG) { names.append((name, type == UInt8(DT_DIR))) }
        }
        for (name, isFolder) in names {
            guard keepGoing else { return }
            let child = prefix.isEmpty ? name : prefix + "/" + name
            if isFolder {
                guard depth + 1 < maximumWalkDepth else { continue }
                let sub = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                guard sub >= 0 else { continue }
                walk(sub, prefix: child, depth: depth + 1, keepGoing: &keepGoing, visit)
            } else if !visit(child) {
                keepGoing = false
            }
        }
    }

    // MARK: - Diagnostics

    /// The located error for `refusal` of the file `path` (as shown), at `range`.
    public func diagnostic(_ refusal: Refusal, path: String, at range: SourceRange) -> Diagnostic {
        let outsideHint =
            "keep the file inside the project folder, or, if this project really reads from outside it, add `allowInputsOutsideProject: true` to kiln.yaml (docs/limits.md)"
        switch refusal {
        case .missing:
            return .error(.ioMissing, "\"\(path)\" does not exist", at: range)
        case .outsidePath:
            return .error(.ioOutsideProject, "\"\(path)\" is outside the project folder; Kiln reads inputs only from inside it", at: range, hint: outsideHint)
        case .linkLeaves(let link):
            return .error(
                .ioOutsideProject, "\"\(link)\" is a symbolic link to a place outside the project folder; Kiln reads inputs only from inside it",
                at: range, hint: outsideHint)
        case .linkLoop(let link):
            return .error(.ioUnreadable, "\"\(link)\" is a symbolic link that leads through more than \(Self.maximumLinks) links (a loop?)", at: range)
        case .notAFile(let kind):
            return .error(.ioNotAFile, "\"\(path)\" is \(kind), not a regular file; Kiln reads only regular files", at: range)
        case .notAFolder:
            return .error(.ioNotAFile, "\"\(path)\" is not a folder", at: range)
        case .tooLarge(let size):
            return .error(
                .ioTooLarge, "the file is \(size / 1_048_576) MiB; Kiln reads files up to \(Self.maximumFileSize / 1_048_576) MiB (see docs/limits.md)",
                at: range)
        case .unreadable(let reason):
            return .error(.ioUnreadable, "cannot read \"\(path)\": \(reason)", at: range)
        }
    }

    // MARK: - Resolving

    enum Want { case file, folder, any }

    /// Where a path points before any link is followed.
    enum Lexical {
        /// Inside the project: its components from the project folder.
        case inside([String])
        /// Outside it: the absolute path.
        case outside(String)
    }

    func lexical(_ path: String) -> Lexical {
        var components: [String] = []
        var rest = Substring(path)
        if path.hasPrefix("/") {
            let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
            if absolute == rootPath { return .inside([]) }
            let base = rootPath == "/" ? "/" : rootPath + "/"
            guard absolute.hasPrefix(base) else { return .outside(absolute) }
            rest = absolute.dropFirst(base.count)
        }
        for part in rest.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard !components.isEmpty else {
                    return .outside(URL(fileURLWithPath: rootPath + "/" + path).standardizedFileURL.path)
                }
                components.removeLast()
                continue
            }
            components.append(String(part))
        }
        return .inside(components)
    }

    /// An open descriptor (-1 for a special file looked at but not opened) and its `stat`.
    struct Opened {
        var descriptor: Int32
        var info: stat
    }

    func open(_ path: String, want: Want) -> Result<Opened, Refusal> {
        switch lexical(path) {
        case .outside(let absolute):
            return allowsOutside ? Self.openFollowingLinks(absolute, want: want) : .failure(.outsidePath)
        case .inside(let components):
            let confined = openConfined(components, want: want)
            if allowsOutside, case .failure(.linkLeaves) = confined {
                return Self.openFollowingLinks(rootPath + "/" + components.joined(separator: "/"), want: want)
            }
            return confined
        }
    }

    /// Resolves `components` below the project folder one at a time, never following a link
    /// out of it.
    private func openConfined(_ components: [String], want: Want) -> Result<Opened, Refusal> {
        let rootDescriptor = Foundation.open(rootPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard rootDescriptor >= 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(Self.reason(errno))) }
        // Open folders from the project folder down, and their names.
        var folders: [Int32] = [rootDescriptor]
        var names: [String] = []
        defer { for descriptor in folders { close(descriptor) } }
        // The components still to resolve, last first.
        var pending = Array(components.reversed())
        var links = 0
        // The first link followed: the one named when the path leads out.
        var firstLink: String?
        while let name = pending.popLast() {
            if name.isEmpty || name == "." { continue }
            if name == ".." {
                // Only a link's target gets here (the path itself was normalized).
                guard folders.count > 1 else { return .failure(.linkLeaves(firstLink ?? names.joined(separator: "/"))) }
                close(folders.removeLast())
                names.removeLast()
                continue
            }
            let isLast = pending.isEmpty
            let parent = folders[folders.count - 1]
            var info = stat()
            guard fstatat(parent, name, &info, AT_SYMLINK_NOFOLLOW) == 0 else {
                return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(Self.reason(errno)))
            }
            let linkPath = (names + [name]).joined(separator: "/")
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                links += 1
                guard links <= Self.maximumLinks else { return .failure(.linkLoop(firstLink ?? linkPath)) }
                if firstLink == nil { firstLink = linkPath }
                guard let target = Self.readLink(parent, name) else { return .failure(.unreadable(Self.reason(errno))) }
                var targetComponents = target.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
                if target.hasPrefix("/") {
                    // Absolute: inside only when it names a place below the project folder
                    // (as given, or as the system resolves it).
                    guard let inside = insideComponents(ofAbsolute: target) else { return .failure(.linkLeaves(firstLink!)) }
                    targetComponents = inside
                    for descriptor in folders.dropFirst() { close(descriptor) }
                    folders = [folders[0]]
                    names = []
                }
                pending.append(contentsOf: targetComponents.reversed())
            case S_IFDIR:
                guard !isLast || want != .file else { return .failure(.notAFile("a folder")) }
                let descriptor = openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
                // Replaced by a link since it was looked at: never followed.
                guard descriptor >= 0 else { return .failure(errno == ELOOP ? .linkLeaves(linkPath) : .unreadable(Self.reason(errno))) }
                folders.append(descriptor)
                names.append(name)
            case S_IFREG where isLast && want != .folder:
                // O_NONBLOCK: were it swapped for a FIFO since it was looked at, opening must not hang.
                let descriptor = openat(parent, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
                guard descriptor >= 0 else {
                    return .failure(errno == ELOOP ? .linkLeaves(linkPath) : errno == ENOENT ? .missing : .unreadable(Self.reason(errno)))
                }
                var opened = stat()
                guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                    close(descriptor)
                    return .failure(.notAFile(Self.kindName(opened.st_mode)))
                }
                return .success(Opened(descriptor: descriptor, info: opened))
            default:
                guard isLast else { return .failure(.missing) }
                if want == .any { return .success(Opened(descriptor: -1, info: info)) }
                return .failure(want == .folder ? .notAFolder : .notAFile(Self.kindName(info.st_mode)))
            }
        }
        // Every component resolved to a folder.
        guard want != .file else { return .failure(.notAFile("a folder")) }
        let last = folders.removeLast()
        var info = stat()
        fstat(last, &info)
        return .success(Opened(descriptor: last, info: info))
    }

    /// The components below the project folder of the absolute link target `target`, or nil
    /// when it lies outside (compared with the project folder's path as given and as resolved).
    private func insideComponents(ofAbsolute target: String) -> [String]? {
        let absolute = URL(fileURLWithPath: target).standardizedFileURL.path
        for base in Set([rootPath, Self.realPath(rootPath) ?? rootPath]) {
            if absolute == base { return [] }
            let prefix = base == "/" ? "/" : base + "/"
            if absolute.hasPrefix(prefix) {
                return absolute.dropFirst(prefix.count).split(separator: "/").map(String.init)
            }
        }
        return nil
    }

    /// Opens `absolute` as the system resolves it (links followed): for paths outside the
    /// project when the project opted in. Still only regular files and folders.
    static func openFollowingLinks(_ absolute: String, want: Want) -> Result<Opened, Refusal> {
        var info = stat()
        guard stat(absolute, &info) == 0 else { return .failure(errno == ENOENT || errno == ENOTDIR ? .missing : .unreadable(reason(errno))) }
        let kind = info.st_mode & S_IFMT
        switch (kind, want) {
        case (S_IFREG, .file), (S_IFREG, .any):
            let descriptor = Foundation.open(absolute, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(.unreadable(reason(errno))) }
            var opened = stat()
            guard fstat(descriptor, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG else {
                close(descriptor)
                return .failure(.notAFile(kindName(opened.st_mode)))
            }
            return .success(Opened(descriptor: descriptor, info: opened))
        case (S_IFDIR, .folder), (S_IFDIR, .any):
            let descriptor = Foundation.open(absolute, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
            guard descriptor >= 0 else { return .failure(.unreadable(reason(errno))) }
            return .success(Opened(descriptor: descriptor, info: info))
        case (S_IFDIR, .file): return .failure(.notAFile("a folder"))
        case (S_IFREG, .folder): return .failure(.notAFolder)
        case (_, .any): return .success(Opened(descriptor: -1, info: info))
        case (_, .folder): return .failure(.notAFolder)
        default: return .failure(.notAFile(kindName(info.st_mode)))
        }
    }

    private static func readLink(_ folder: Int32, _ name: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(folder, name, &buffer, Int(PATH_MAX))
        guard count >= 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Reads the whole file: `expected` bytes (its size when looked at), or more up to `limit`
    /// when it grew since.
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<[UInt8], Refusal> {
        // One byte more than expected: the end of the file is then seen without growing.
        var buffer = [UInt8](repeating: 0, count: max(expected, 0) + 1)
        var count = 0
        while true {
            if count == buffer.count {
                guard count <= limit else { return .failure(.tooLarge(count)) }
                buffer.append(contentsOf: [UInt8](repeating: 0, count: max(4096, count)))
            }
            let read = buffer.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress! + count, $0.count - count) }
            if read < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason(errno)))
            }
            if read == 0 { break }
            count += read
        }
        guard count <= limit else { return .failure(.tooLarge(count)) }
        buffer.removeSubrange(count...)
        return .success(buffer)
    }

    static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }

    static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

    /// `a/./b//c/` → `a/b/c`, keeping leading `..` (a path outside the project, shown as given).
    static func normalizeKeepingParents(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}
