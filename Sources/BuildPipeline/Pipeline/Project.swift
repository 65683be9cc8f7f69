import Diagnostics
import Emitters
import Foundation
import ProjectConfig

/// A folder Kiln builds: its config and the files the config's globs select.
///
/// Paths in diagnostics are relative to the project root, so output is the same on every machine.
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
    public static let maximumFileSize = 64 * 1024 * 1024

    public init(root: URL, config: KilnConfig, configDiagnostics: [Diagnostic] = [], configFile: SourceFile? = nil) {
        self.root = root.standardizedFileURL
        self.config = config
        self.configDiagnostics = configDiagnostics
        self.configFile = configFile
    }

    /// `--strict`: like `strict: true` in kiln.yaml. The config still counts as read from disk,
    /// since strictness decides diagnostics, never an output's bytes.
    public mutating func setStrict() {
        let fromDisk = configIsFromDisk
        config.strict = true
        configIsFromDisk = fromDisk
    }

    /// Opens the project at `root`, reading `kiln.yaml` (or `configPath`) when present, with
    /// the output sections of `formats`.
    public static func open(at root: URL, configPath: String? = nil, formats: [OutputFormat] = OutputFormats.builtIn) -> Project {
        let root = root.standardizedFileURL
        var diagnostics: [Diagnostic] = []
        let name = configPath ?? KilnConfig.fileName
        let url = name.hasPrefix("/") ? URL(fileURLWithPath: name) : root.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if configPath != nil {
                diagnostics.append(.error("config/missing", "config file \"\(name)\" does not exist", at: .none))
            }
            var project = Project(root: root, config: KilnConfig(formats: formats), configDiagnostics: diagnostics)
            project.configIsFromDisk = true
            return project
        }
        switch readText(url, displayPath: name) {
        case .success(let file):
            let config = KilnConfig.parse(file, formats: formats, diagnostics: &diagnostics)
            var project = Project(root: root, config: config, configDiagnostics: diagnostics, configFile: file)
            project.configIsFromDisk = true
            return project
        case .failure(let diagnostic):
            return Project(root: root, config: KilnConfig(formats: formats), configDiagnostics: [diagnostic])
        }
    }

    /// Project-relative paths matching any of `globs`, sorted, without duplicates.
    public func files(matching globs: [String]) -> [String] {
        var found = Set<String>()
        for pattern in globs {
            let glob = Glob(pattern)
            if !glob.hasWildcard {
                var isFolder: ObjCBool = false
                let path = root.appendingPathComponent(pattern).path
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
                if !isFolder.boolValue {
                    found.insert(pattern)
                    continue
                }
                // A folder (`tokens: tokens/`) means every file below it.
                let folder = Project.normalize(pattern)
                found.formUnion(files(matching: [folder.isEmpty ? "**/*" : folder + "/**/*"]))
                continue
            }
            walkFiles(under: Project.normalize(glob.root)) { relative in
                if glob.matches(relative) { found.insert(relative) }
            }
        }
        return found.sorted()
    }

    /// Calls `visit` with the project-relative path of each regular file below the folder
    /// `relative` ("" for the project root): hidden files and folders skipped, links not
    /// followed. POSIX calls directly, because Foundation's enumerator looks up the owner's user
    /// and group names (reading /etc/passwd and /etc/group) for every folder it lists.
    private func walkFiles(under relative: String, _ visit: (String) -> Void) {
        let base = root.path.hasSuffix("/") ? root.path : root.path + "/"
        guard let directory = opendir(relative.isEmpty ? base : base + relative) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { $0.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) } }
            guard !name.hasPrefix(".") else { continue }
            let child = relative.isEmpty ? name : relative + "/" + name
            var type = entry.pointee.d_type
            if type == UInt8(DT_UNKNOWN) {
                var info = stat()
                guard lstat(base + child, &info) == 0 else { continue }
                let kind = info.st_mode & S_IFMT
                type = kind == S_IFDIR ? UInt8(DT_DIR) : kind == S_IFREG ? UInt8(DT_REG) : UInt8(DT_UNKNOWN)
            }
            if type == UInt8(DT_DIR) {
                walkFiles(under: child, visit)
            } else if type == UInt8(DT_REG) {
                visit(child)
            }
        }
    }

    /// The `limit/input-size` error when the files at `paths` (`kind`: "token files", "spec
    /// files") add up to more than `limits.inputMegabytes`, located at the file that crosses the
    /// limit. Sizes come from the file system, so nothing is read when the limit is crossed.
    func inputSizeLimit(_ paths: [String], kind: String, alreadyRead: Int = 0) -> Diagnostic? {
        let limit = config.limits.inputBytes
        var total = alreadyRead
        for path in paths {
            total += Self.fileSize(atPath: root.appendingPathComponent(path).path) ?? 0
            if total > limit { return Self.inputSizeError(kind: kind, total: total, limit: limit, at: path) }
        }
        return nil
    }

    static func inputSizeError(kind: String, total: Int, limit: Int, at path: String) -> Diagnostic {
        .error(
            "limit/input-size",
            "the \(kind) add up to more than \(limit / 1_048_576) MiB with this one; Kiln stops before parsing them to keep its memory bounded",
            at: .file(path), hint: "raise `limits: { inputMegabytes: N }` in kiln.yaml (docs/limits.md)")
    }

    /// The size of the file at `path` (nil when there is none). A plain `stat`: FileManager's
    /// attributes also look up the owner's user and group names, reading /etc/passwd and
    /// /etc/group for every token file.
    static func fileSize(atPath path: String) -> Int? {
        var info = stat()
        return stat(path, &info) == 0 ? Int(info.st_size) : nil
    }

    /// Reads a project file as text: refuses oversized files and reports invalid UTF-8 at
    /// the line and column of the first bad byte. A leading byte-order mark is dropped.
    public func read(_ relativePath: String) -> Result<SourceFile, Diagnostic> {
        Project.readText(root.appendingPathComponent(relativePath), displayPath: relativePath)
    }

    static func readText(_ url: URL, displayPath: String) -> Result<SourceFile, Diagnostic> {
        if let size = fileSize(atPath: url.path), size > maximumFileSize {
            return .failure(
                .error(
                    "io/too-large", "the file is \(size / 1_048_576) MiB; Kiln reads files up to \(maximumFileSize / 1_048_576) MiB (see docs/limits.md)",
                    at: .file(displayPath)))
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return .failure(.error("io/unreadable", "cannot read the file", at: .file(displayPath)))
        }
        let hasBOM = data.starts(with: [0xEF, 0xBB, 0xBF])
        let body = hasBOM ? data.dropFirst(3) : data[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8([UInt8](body))
            return .failure(
                .error("io/encoding", "the file is not valid UTF-8 text (first bad byte here)", at: SourceRange(file: displayPath, line: line, column: column)))
        }
        let nul = body.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, buffer.count) }.map { UnsafeRawPointer($0) - buffer.baseAddress! }
        }
        if let offset = nul {
            let (line, column) = position(of: offset, in: [UInt8](body))
            return .failure(.error("io/encoding", "the file contains a NUL byte; is it a binary file?", at: SourceRange(file: displayPath, line: line, column: column)))
        }
        return .success(SourceFile(path: displayPath, text: text))
    }

    private static func firstInvalidUTF8(_ bytes: [UInt8]) -> (Int, Int) {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0..<0x80: length = 1
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: return position(of: index, in: bytes)
            }
            if index + length > bytes.count { return position(of: index, in: bytes) }
            for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 {
                return position(of: index, in: bytes)
            }
            if String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil { return position(of: index, in: bytes) }
            index += length
        }
        return (1, 1)
    }

    /// 1-based line and column (in characters) of byte `offset`.
    private static func position(of offset: Int, in bytes: [UInt8]) -> (Int, Int) {
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }
}
