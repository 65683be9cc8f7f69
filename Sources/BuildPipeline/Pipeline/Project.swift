import Diagnostics
import Emitters
import Foundation
import InputFiles
import ProjectConfig

/// A folder Kiln builds: its config and the files the config's globs select.
///
/// Paths in diagnostics are relative to the project root, so output is the same on every machine.
/// Every input is read through `folder` (`ProjectFolder`): from inside the project only, never
/// through a symbolic link that leads out of it, unless kiln.yaml says
/// `allowInputsOutsideProject: true`.
public struct Project: Sendable {
    public var root: URL
    public var config: KilnConfig {
        // Changed in code: no longer what the files say.
        didSet { configIsFromDisk = false }
    }
    /// Problems with the config itself (exit code 2 when any is an error).
    public var configDiagnostics: [Diagnostic]
    public var configFile: SourceFile?
    /// True when the config is exactly what a file (or its absence) says — as `open` reads it.
    /// Only then can a build tell from the files alone that an output is up to date; a config
    /// built in code may differ between two builds without any file changing.
    public var configIsFromDisk = false

    /// Files larger than this are refused with a located error instead of being read.
    public static let maximumFileSize = ProjectFolder.maximumFileSize

    public init(root: URL, config: KilnConfig, configDiagnostics: [Diagnostic] = [], configFile: SourceFile? = nil) {
        self.root = root.standardizedFileURL
        self.config = config
        self.configDiagnostics = configDiagnostics
        self.configFile = configFile
    }

    /// The design system's name: kiln.yaml's `name:`, else the project folder's name. Package
    /// names default to it.
    public var name: String { config.name ?? root.lastPathComponent }

    /// The project's inputs, read confined to its folder as the config allows.
    public var folder: ProjectFolder { ProjectFolder(root: root, allowsOutside: config.allowInputsOutsideProject) }

    /// `--strict`: like `strict: true` in kiln.yaml. The config still counts as read from disk,
    /// since strictness decides diagnostics, never an output's bytes.
    public mutating func setStrict() {
        let fromDisk = configIsFromDisk
        config.strict = true
        configIsFromDisk = fromDisk
    }

    /// Opens the project at `root`, reading `kiln.yaml` (or `configPath`) when present, with
    /// the output sections of `formats`.
    ///
    /// kiln.yaml is read like every input (a link out of the project is refused); a
    /// `--config` path outside the project is the user's own choice on the command line and is
    /// read where it is.
    public static func open(at root: URL, configPath: String? = nil, formats: [OutputFormat] = OutputFormats.builtIn) -> Project {
        let root = root.standardizedFileURL
        let name = configPath ?? KilnConfig.fileName
        let reader = ProjectFolder(root: root, allowsOutside: configPath != nil && ProjectFolder(root: root).isOutside(name))
        var diagnostics: [Diagnostic] = []
        switch reader.entry(name) {
        case .success: break
        case .failure(.missing):
            if configPath != nil {
                diagnostics.append(.error(.configMissing, "config file \"\(name)\" does not exist", at: .none))
            }
            var project = Project(root: root, config: locatingTokenExport(KilnConfig(formats: formats), root: root), configDiagnostics: diagnostics)
            project.configIsFromDisk = true
            return project
        case .failure(let refusal):
            return Project(root: root, config: KilnConfig(formats: formats), configDiagnostics: [reader.diagnostic(refusal, path: name, at: .file(name))])
        }
        switch reader.text(name) {
        case .success(let file):
            let config = locatingTokenExport(KilnConfig.parse(file, formats: formats, diagnostics: &diagnostics), root: root)
            var project = Project(root: root, config: config, configDiagnostics: diagnostics, configFile: file)
            project.configIsFromDisk = true
            return project
        case .failure(let diagnostic):
            return Project(root: root, config: KilnConfig(formats: formats), configDiagnostics: [diagnostic])
        }
    }

    /// A Tokens Studio export read as teams keep it: `resolver:` naming its folder reads the
    /// folder's `$themes.json` (or `$metadata.json`); with neither `resolver:` nor `tokens:`
    /// set, a `tokens/` folder holding those files is read that way.
    static func locatingTokenExport(_ config: KilnConfig, root: URL) -> KilnConfig {
        var config = config
        // Looked up through the confined reader with the project's own setting, like every input:
        // a link leading out of the project is not followed unless kiln.yaml allows inputs
        // outside (reading the file later reports it).
        let folder = ProjectFolder(root: root, allowsOutside: config.allowInputsOutsideProject)
        func entry(in path: String) -> String? {
            for name in ["$themes.json", "$metadata.json"] {
                let candidate = path.isEmpty ? name : path + "/" + name
                if case .success(.file) = folder.entry(candidate) { return candidate }
            }
            return nil
        }
        if let resolver = config.resolver {
            if case .success(.folder) = folder.entry(resolver), let found = entry(in: Project.normalize(resolver)) {
                config.resolver = found
            }
        } else if config.tokens == KilnConfig().tokens, let found = entry(in: "tokens") {
            config.resolver = found
        }
        return config
    }

    /// Project-relative paths matching any of `globs`, sorted, without duplicates (problems
    /// dropped: see `inputFiles`).
    public func files(matching globs: [String]) -> [String] {
        inputFiles(matching: globs, setting: "").files
    }

    /// Project-relative paths matching any of `globs` (the kiln.yaml setting `setting`, such as
    /// `tokens`), sorted, without duplicates; and the problems on the way, located at the glob
    /// in kiln.yaml: a glob or folder out of the project (`io/outside-project`), a symbolic
    /// link leading out, more files than `limits.inputFiles` (`limit/input-files`).
    ///
    /// A glob is walked from the folder before its first wildcard; links inside are not
    /// followed, hidden files and folders are skipped. A glob without wildcards names a file,
    /// or a folder meaning every file below it.
    public func inputFiles(matching globs: [String], setting: String) -> (files: [String], problems: [Diagnostic]) {
        let folder = folder
        let limit = config.limits.inputFiles
        var found = Set<String>()
        var problems: [Diagnostic] = []
        var overLimit = false
        for (index, pattern) in globs.enumerated() {
            // At the glob in kiln.yaml; for the default globs (no setting), at the path itself.
            let written = config.settingRanges["\(setting)[\(index)]"] ?? config.settingRanges[setting]
            func place(_ refusal: ProjectFolder.Refusal, _ path: String) -> SourceRange {
                if let written { return written }
                if case .linkLeaves(let link) = refusal { return .file(link) }
                return .file(path)
            }
            let glob = Glob(pattern)
            var walkRoot = glob.root
            if !glob.hasWildcard {
                switch folder.entry(pattern) {
                case .success(.file):
                    found.insert(pattern)
                    continue
                case .success(.folder):
                    // A folder (`tokens: tokens/`) means every file below it.
                    walkRoot = pattern
                case .success(.other(let kind)):
                    problems.append(folder.diagnostic(.notAFile(kind), path: pattern, at: place(.notAFile(kind), pattern)))
                    continue
                case .failure(.missing):
                    continue
                case .failure(let refusal):
                    problems.append(folder.diagnostic(refusal, path: pattern, at: place(refusal, pattern)))
                    continue
                }
            }
            let prefix = Project.normalize(walkRoot)
            let walked = folder.walkFiles(under: walkRoot) { relative in
                if !glob.hasWildcard || glob.matches(relative) {
                    found.insert(relative)
                    if found.count > limit {
                        overLimit = true
                        return false
                    }
                }
                return true
            }
            if case .failure(let refusal) = walked {
                let path = prefix.isEmpty ? "." : prefix
                problems.append(folder.diagnostic(refusal, path: path, at: place(refusal, path)))
            }
            if overLimit {
                problems.append(
                    .error(
                        .limitInputFiles,
                        "more than \(limit) files match the `\(setting)` globs; Kiln stops before reading them to keep its work bounded",
                        at: config.limits.inputFilesRange ?? written ?? .none, hint: "raise `limits: { inputFiles: N }` in kiln.yaml, or narrow the globs (docs/limits.md)"))
                return ([], problems)
            }
        }
        return (found.sorted(), problems)
    }

    /// Where kiln.yaml writes `key` (`tokens`, `tokens[0]`, `resolver`, `css.template`…): the
    /// value's range (a list entry's, else the list's); nil when kiln.yaml does not set it.
    public func location(ofSetting key: String) -> SourceRange? {
        if let range = config.settingRanges[key] { return range }
        if let bracket = key.firstIndex(of: "["), let range = config.settingRanges[String(key[..<bracket])] { return range }
        return nil
    }

    /// The `limit/input-size` error when the files at `paths` (`kind`: "token files", "spec
    /// files") add up to more than `limits.inputMegabytes`, located at the file that crosses the
    /// limit. Sizes come from the file system, so nothing is read when the limit is crossed.
    func inputSizeLimit(_ paths: [String], kind: String, alreadyRead: Int = 0) -> Diagnostic? {
        let limit = config.limits.inputBytes
        let folder = folder
        var total = alreadyRead
        for path in paths {
            if case .success(.file(let size)) = folder.entry(path) { total += size }
            if total > limit { return Self.inputSizeError(kind: kind, total: total, limit: limit, at: path) }
        }
        return nil
    }

    static func inputSizeError(kind: String, total: Int, limit: Int, at path: String) -> Diagnostic {
        .error(
            .limitInputSize,
            "the \(kind) add up to more than \(limit / 1_048_576) MiB with this one; Kiln stops before parsing them to keep its memory bounded",
            at: .file(path), hint: "raise `limits: { inputMegabytes: N }` in kiln.yaml (docs/limits.md)")
    }

    /// Reads a project file as text (confined: see `ProjectFolder`): refuses oversized files,
    /// links out of the project and anything but regular files, and reports invalid UTF-8 at
    /// the line and column of the first bad byte. A leading byte-order mark is dropped.
    public func read(_ relativePath: String) -> Result<SourceFile, Diagnostic> {
        folder.text(relativePath)
    }

    /// `read` of a file named by the kiln.yaml setting `setting`: a missing file, a link out of
    /// the project or a special file is located at the setting, naming the path.
    public func read(_ path: String, setting: String) -> Result<SourceFile, Diagnostic> {
        folder.text(path).mapError { problem in
            // Problems naming the path move to the setting; those inside the file (its encoding, its size) stay there.
            guard [.ioMissing, .ioOutsideProject, .ioNotAFile, .ioUnreadable].contains(problem.id) else { return problem }
            guard let written = location(ofSetting: setting) else { return problem }
            var moved = problem
            moved.range = written
            return moved
        }
    }
}
