import Foundation
import BuildPipeline
import OutputStore
import ProjectConfig

/// `kiln init`: sets up a folder for Kiln without ever replacing a file that is there.
///
/// Each file is created with `O_CREAT | O_EXCL`, so one that exists (or a link in its place)
/// is left alone and reported as skipped — even when it appeared between the check and the
/// write. Folders are opened through `ConfinedDirectory`, one component at a time, so nothing
/// is written through a symbolic link. The one file Kiln adds to rather than creates is
/// `.gitignore`: the output folder's line is appended when it is missing.
public struct ProjectStarter {
    /// What a run did, in the order it did it, for the command to print.
    public struct Outcome: Sendable, Equatable {
        public enum Action: String, Sendable, Equatable {
            case created, skipped, appended, failed
        }
        public struct Entry: Sendable, Equatable {
            public var path: String
            public var action: Action
            public var detail: String?
        }
        public var entries: [Entry] = []
        /// Set when the run could not start (a `--from` path that does not exist).
        public var problem: String?

        public var failed: Bool { problem != nil || entries.contains { $0.action == .failed } }
    }

    /// Where the design system comes from.
    public enum Source: Sendable, Equatable {
        /// The built-in starter (tokens/, specs/).
        case starter
        /// Existing token files: a DTCG folder or file, or a resolver file.
        case existing(String)
    }

    public var root: URL
    public var source: Source

    public init(root: URL, source: Source) {
        self.root = root.standardizedFileURL
        self.source = source
    }

    /// The output folder `kiln init`'s kiln.yaml names, ignored by git.
    static let gitignoreEntry = "/output/"

    public func run() -> Outcome {
        var outcome = Outcome()
        var files: [(String, String)]
        switch source {
        case .starter:
            files = [
                ("kiln.yaml", StarterFiles.config),
                ("tokens/color.yaml", StarterFiles.colors),
                ("tokens/typography.yaml", StarterFiles.typography),
                ("tokens/spacing.yaml", StarterFiles.spacing),
                ("tokens/radius.yaml", StarterFiles.radius),
                ("tokens/motion.yaml", StarterFiles.motion),
                ("specs/welcome.md", StarterFiles.spec),
            ]
        case .existing(let path):
            switch ExistingTokens.locate(path, projectRoot: root) {
            case .success(let existing): files = [("kiln.yaml", existing.config)]
            case .failure(let problem):
                outcome.problem = problem.message
                return outcome
            }
        }
        files += EditorSchemas.files.map { ("schemas/" + $0.name, $0.text) }
        files.append((".github/workflows/kiln.yml", StarterFiles.workflow))
        // Every file is created through the project folder's descriptor, one component at a
        // time, never through a symbolic link (as the output writer does).
        let folder: ConfinedDirectory
        do throws(OutputError) {
            guard let opened = try ConfinedDirectory.open(root, create: true) else { throw .cannotWrite(root.path, "it does not exist") }
            folder = opened
        } catch {
            outcome.problem = "cannot set up the folder \"\(root.path)\": \(error.reason)"
            return outcome
        }
        for (path, text) in files {
            outcome.entries.append(create(path, text, in: folder))
        }
        outcome.entries.append(addGitignoreEntry(in: folder))
        return outcome
    }

    /// Creates `path` (relative to the root) holding `text`, unless something is there.
    func create(_ path: String, _ text: String, in root: ConfinedDirectory) -> Outcome.Entry {
        let components = path.split(separator: "/").map(String.init)
        let name = components.last ?? path
        let parent = components.dropLast().joined(separator: "/")
        let folders: ConfinedDirectory.Folders
        do {
            folders = try root.openFolders([parent], create: true, staged: false)
        } catch {
            return Outcome.Entry(path: path, action: .failed, detail: error.reason)
        }
        let opened = folders.with(0) { openat($0, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644) }
        guard case .success(let descriptor) = opened, descriptor >= 0 else {
            let code = errno
            if case .failure(let error) = opened { return Outcome.Entry(path: path, action: .failed, detail: error.reason) }
            if code == EEXIST { return Outcome.Entry(path: path, action: .skipped, detail: "already exists") }
            return Outcome.Entry(path: path, action: .failed, detail: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        guard Self.writeAll(descriptor, Array(text.utf8)) else {
            return Outcome.Entry(path: path, action: .failed, detail: String(cString: strerror(errno)))
        }
        return Outcome.Entry(path: path, action: .created, detail: nil)
    }

    /// Adds the output folder to .gitignore: a new file, or one line appended to an existing one
    /// that does not ignore it yet.
    func addGitignoreEntry(in folder: ConfinedDirectory) -> Outcome.Entry {
        let path = ".gitignore"
        let line = Self.gitignoreEntry + "\n"
        guard let info = folder.info(path) else {
            var entry = create(path, "# Generated by kiln build.\n" + line, in: folder)
            if entry.action == .created { entry.detail = Self.gitignoreEntry }
            return entry
        }
        guard info.isRegularFile, let bytes = folder.read(path, limit: Project.maximumFileSize) else {
            return Outcome.Entry(path: path, action: .skipped, detail: "not a regular file; add \(Self.gitignoreEntry) yourself")
        }
        let existing = String(decoding: bytes, as: UTF8.self)
        let ignored = ["output", "output/", "/output", "/output/"]
        if existing.split(whereSeparator: \.isNewline).contains(where: { ignored.contains($0.trimmingCharacters(in: .whitespaces)) }) {
            return Outcome.Entry(path: path, action: .skipped, detail: "already ignores the output folder")
        }
        // O_NOFOLLOW: a link named .gitignore is not written through.
        let opened = try? folder.openFolders([""], create: false).with(0) { openat($0, path, O_WRONLY | O_APPEND | O_NOFOLLOW | O_CLOEXEC) }
        guard case .success(let descriptor) = opened, descriptor >= 0 else { return Outcome.Entry(path: path, action: .failed, detail: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        let text = (existing.isEmpty || existing.hasSuffix("\n") ? "" : "\n") + line
        guard Self.writeAll(descriptor, Array(text.utf8)) else {
            return Outcome.Entry(path: path, action: .failed, detail: String(cString: strerror(errno)))
        }
        return Outcome.Entry(path: path, action: .appended, detail: Self.gitignoreEntry)
    }

    static func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }
}
