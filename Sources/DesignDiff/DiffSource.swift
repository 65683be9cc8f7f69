import Foundation

/// One side of `kiln diff`: the work tree, a folder, or a git revision read into a temporary
/// snapshot (never a checkout: the work tree and the index are not touched).
///
/// A revision's snapshot is `git archive` of the project's folder at that commit, unpacked into
/// a fresh folder under the system's temporary folder and removed by `cleanUp()`. It is only
/// read; Kiln writes nothing into it.
public struct DiffSource: Sendable {
    /// The folder to load the project from.
    public var root: URL
    /// For headings: `work tree`, the folder as given, or `main (3f2a1c9)`.
    public var label: String
    /// The temporary folder to delete afterwards (revisions only).
    var snapshot: URL?

    /// Deletes the revision's snapshot (nothing for the work tree or a folder).
    public func cleanUp() {
        guard let snapshot, SnapshotCleanup.shared.claim(snapshot) else { return }
        try? FileManager.default.removeItem(at: snapshot)
        SnapshotCleanup.shared.removed()
    }

    /// Why a side cannot be read (exit code 2).
    public struct Problem: Error, Sendable, Equatable {
        public var message: String
        public var hint: String?
        public init(_ message: String, hint: String? = nil) {
            self.message = message
            self.hint = hint
        }
    }

    /// The project folder itself, as it is on disk.
    public static func workTree(_ project: URL) -> DiffSource {
        DiffSource(root: project.standardizedFileURL, label: "work tree", snapshot: nil)
    }

    /// What a side's argument may name.
    public enum Kind: Sendable {
        /// A git revision, or a folder when it is not one; a name that is both is an error.
        case either
        /// Only a git revision (`--base-rev`, `--head-rev`).
        case revision
        /// Only a folder (`--base-dir`, `--head-dir`).
        case folder
    }

    /// `argument` as a git revision of the repository holding `project`, or as a folder when it
    /// is not one (`kind` can insist on either). `role` (`BASE`, `HEAD`) names it in errors.
    ///
    /// The revision comes first and a name that is both is refused: a pull request can commit a
    /// folder `origin/main/` holding a copy of its own tokens, and a diff that preferred the
    /// folder reported "no changes" for whatever the pull request changed.
    public static func resolve(_ argument: String, role: String, project: URL, kind: Kind = .either) -> Result<DiffSource, Problem> {
        var isFolder: ObjCBool = false
        let folder = URL(fileURLWithPath: argument, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let folderExists = FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue
        let folderSide = DiffSource(root: folder.standardizedFileURL, label: argument, snapshot: nil)
        let flag = role.lowercased()
        if kind == .folder {
            guard folderExists else { return .failure(Problem("\(role) folder \"\(argument)\" does not exist", hint: "give a folder path, or --\(flag)-rev for a git revision")) }
            return .success(folderSide)
        }
        let git = Git(folder: project)
        let isRepository = git.isRepository
        let commit = isRepository ? git.commit(argument) : nil
        if kind == .revision {
            guard isRepository else {
                return .failure(Problem("\(role) \"\(argument)\" cannot be a git revision: \(project.path) is not inside a git repository"))
            }
            guard let commit else {
                return .failure(Problem("\(role) \"\(argument)\" is not a git revision", hint: "use a branch, tag or commit (`git log --oneline` lists commits)"))
            }
            return snapshot(of: commit, label: label(argument, commit), git: git, role: role, argument: argument)
        }
        switch (commit, folderExists) {
        case (let commit?, true):
            return .failure(
                Problem(
                    "\(role) \"\(argument)\" is ambiguous: it is both a git revision (\(commit.prefix(7))) and a folder; Kiln does not guess which one you mean",
                    hint: "say which: --\(flag)-rev \(argument) for the revision, --\(flag)-dir \(argument) for the folder"))
        case (let commit?, false):
            return snapshot(of: commit, label: label(argument, commit), git: git, role: role, argument: argument)
        case (nil, true):
            return .success(folderSide)
        case (nil, false):
            guard isRepository else {
                return .failure(
                    Problem(
                        "\(role) \"\(argument)\" is not a folder, and \(project.path) is not inside a git repository",
                        hint: "give two folders, or run kiln diff inside a git work tree"))
            }
            return .failure(
                Problem(
                    "\(role) \"\(argument)\" is neither a folder nor a git revision",
                    hint: "use a branch, tag or commit (`git log --oneline` lists commits), or a folder path"))
        }
    }

    /// `3f2a1c9` needs no `(3f2a1c9)` after it; a branch or tag does.
    private static func label(_ argument: String, _ commit: String) -> String {
        commit.hasPrefix(argument.lowercased()) ? String(commit.prefix(max(7, argument.count))) : "\(argument) (\(commit.prefix(7)))"
    }

    /// The merge-base of HEAD with the default branch (`origin/HEAD`, else `main`, else
    /// `master`): what a pull request is compared against.
    public static func defaultBase(project: URL) -> Result<DiffSource, Problem> {
        let git = Git(folder: project)
        guard git.isRepository else {
            return .failure(
                Problem("no BASE given and \(project.path) is not inside a git repository", hint: "name BASE: a folder or a git revision"))
        }
        guard let branch = git.defaultBranch() else {
            return .failure(
                Problem(
                    "no BASE given and no default branch found (origin/HEAD, main or master)",
                    hint: "name BASE, e.g. `kiln diff HEAD~1`"))
        }
        guard let base = git.run(["merge-base", "HEAD", branch]).output, !base.isEmpty else {
            return .failure(Problem("HEAD and \(branch) have no common ancestor", hint: "name BASE, e.g. `kiln diff \(branch)`"))
        }
        return snapshot(of: base, label: "merge-base with \(branch) (\(base.prefix(7)))", git: git, role: "BASE", argument: branch)
    }

    private static func snapshot(of commit: String, label: String, git: Git, role: String, argument: String) -> Result<DiffSource, Problem> {
        let prefix = git.run(["rev-parse", "--show-prefix"]).output ?? ""
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-diff-" + UUID().uuidString)
        // Remembered before it exists: an interruption the moment it appears still removes it.
        SnapshotCleanup.shared.remember(folder)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        } catch {
            if SnapshotCleanup.shared.claim(folder) { SnapshotCleanup.shared.removed() }
            return .failure(Problem("cannot create a temporary folder for \(role): \(error.localizedDescription)"))
        }
        let source = DiffSource(root: folder.appendingPathComponent(prefix).standardizedFileURL, label: label, snapshot: folder)
        if let problem = git.unpack(commit: commit, path: prefix, into: folder) {
            source.cleanUp()
            return .failure(Problem("cannot read \(role) \"\(argument)\": \(problem)"))
        }
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: source.root.path, isDirectory: &isFolder) || !isFolder.boolValue {
            source.cleanUp()
            return .failure(Problem("the project folder \"\(prefix)\" does not exist at \(role) \"\(argument)\""))
        }
        return .success(source)
    }
}

/// The git command-line tool, run in one folder. Only reads the repository.
struct Git {
    var folder: URL

    struct Outcome {
        var status: Int32
        var output: String?
        var error: String
    }

    var isRepository: Bool { run(["rev-parse", "--is-inside-work-tree"]).output == "true" }

    /// The full commit id `revision` names, or nil.
    func commit(_ revision: String) -> String? {
        guard !revision.hasPrefix("-") else { return nil }
        return run(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"]).output
    }

    func defaultBranch() -> String? {
        if let remote = run(["symbolic-ref", "--quiet", "--short", "refs/remotes/origin/HEAD"]).output, !remote.isEmpty,
            commit(remote) != nil
        {
            return remote
        }
        return ["main", "master", "origin/main", "origin/master"].first { commit($0) != nil }
    }

    /// Runs git; `output` is the trimmed standard output when it exited 0.
    func run(_ arguments: [String]) -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return Outcome(status: -1, output: nil, error: "cannot run git: \(error.localizedDescription)") }
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: outData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return Outcome(
            status: process.terminationStatus, output: process.terminationStatus == 0 ? text : nil,
            error: String(decoding: errData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// `git archive COMMIT [PATH] | tar -x -C FOLDER`; returns what went wrong, or nil.
    func unpack(commit: String, path: String, into destination: URL) -> String? {
        let archive = Process()
        archive.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        archive.arguments = ["git", "-C", folder.path, "archive", "--format=tar", commit] + (path.isEmpty ? [] : ["--", path])
        let extract = Process()
        extract.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        extract.arguments = ["tar", "-x", "-f", "-", "-C", destination.path]
        let pipe = Pipe()
        let archiveErrors = Pipe()
        let extractErrors = Pipe()
        archive.standardOutput = pipe
        archive.standardError = archiveErrors
        archive.standardInput = FileHandle.nullDevice
        extract.standardInput = pipe
        extract.standardOutput = FileHandle.nullDevice
        extract.standardError = extractErrors
        do {
            try extract.run()
            try archive.run()
        } catch {
            if extract.isRunning { extract.terminate() }
            return "cannot run git or tar: \(error.localizedDescription)"
        }
        // Only the children hold the pipe now: tar sees the end of the archive when git exits.
        try? pipe.fileHandleForWriting.close()
        SnapshotCleanup.shared.track([archive, extract])
        defer { SnapshotCleanup.shared.track([]) }
        let gitMessage = archiveErrors.fileHandleForReading.readDataToEndOfFile()
        let tarMessage = extractErrors.fileHandleForReading.readDataToEndOfFile()
        archive.waitUntilExit()
        extract.waitUntilExit()
        if archive.terminationStatus != 0 {
            return "git archive failed: " + String(decoding: gitMessage, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        if extract.terminationStatus != 0 {
            return "tar failed: " + String(decoding: tarMessage, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return nil
    }
}

/// Removes revision snapshots still on disk when the process is interrupted (Ctrl-C, SIGTERM)
/// during `kiln diff`, then exits as the signal would have (128 + signal number).
final class SnapshotCleanup: @unchecked Sendable {
    static let shared = SnapshotCleanup()
    private let lock = NSLock()
    private var folders: Set<URL> = []
    private var sources: [DispatchSourceSignal] = []
    /// git and tar while a snapshot is being unpacked: stopped before the folder is removed,
    /// or tar would go on writing into it.
    private var children: [Process] = []
    /// Folders being removed by `cleanUp()` right now: the handler waits for them before exiting.
    private var removing = 0
    private var interrupted = false

    func track(_ processes: [Process]) {
        lock.lock()
        children = processes
        lock.unlock()
    }

    func remember(_ folder: URL) {
        lock.lock()
        defer { lock.unlock() }
        folders.insert(folder)
        guard sources.isEmpty else { return }
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [self] in
                removeAll()
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether the caller is the one to remove `folder` (the signal handler may have taken it).
    func claim(_ folder: URL) -> Bool {
        lock.lock()
        if interrupted {
            // The handler is removing the snapshots and will exit; returning would let this
            // thread report the killed git or tar as an error, or exit first.
            lock.unlock()
            while true { Thread.sleep(forTimeInterval: 1) }
        }
        defer { lock.unlock() }
        guard folders.remove(folder) != nil else { return false }
        removing += 1
        return true
    }

    /// A claimed folder is gone: an interruption may now exit.
    func removed() {
        lock.lock()
        removing -= 1
        lock.unlock()
    }

    private var isRemoving: Bool {
        lock.lock()
        defer { lock.unlock() }
        return removing > 0
    }

    private func removeAll() {
        lock.lock()
        interrupted = true
        let pending = folders
        folders = []
        let running = children
        lock.unlock()
        for child in running where child.isRunning {
            child.terminate()
            child.waitUntilExit()
        }
        for folder in pending { try? FileManager.default.removeItem(at: folder) }
        // A removal already under way on another thread finishes before the process exits.
        for _ in 0..<1000 where isRemoving { Thread.sleep(forTimeInterval: 0.01) }
    }
}
