import Synchronization

/// A span of text in one file: where a diagnostic points and what a model node came from.
///
/// `end` is exclusive. A range whose `file` is empty means "no file" (for example a
/// diagnostic about the command line); it prints without a location.
///
/// Every node of every parsed file carries one of these, so the file is stored as a small
/// interned id rather than a `String`: copying a range then costs no reference counting.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var fileID: FileID
    public var start: SourceLocation
    public var end: SourceLocation

    public var file: String { fileID.path }

    public init(fileID: FileID, start: SourceLocation, end: SourceLocation) {
        self.fileID = fileID
        self.start = start
        self.end = end
    }

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.init(fileID: FileID(file), start: start, end: end)
    }

    public init(file: String, line: Int, column: Int) {
        self.init(
            file: file, start: SourceLocation(line: line, column: column),
            end: SourceLocation(line: line, column: column + 1))
    }

    /// A range for whole-file or file-less problems (empty file, missing folder).
    public static func file(_ path: String) -> SourceRange {
        SourceRange(file: path, line: 1, column: 1)
    }

    public static let none = SourceRange(fileID: .none, start: SourceLocation(line: 0, column: 0), end: SourceLocation(line: 0, column: 1))

    public var isNone: Bool { fileID == .none }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        if lhs.fileID != rhs.fileID { return lhs.file < rhs.file }
        return lhs.start < rhs.start
    }

    public var description: String { isNone ? "<none>" : "\(file):\(start)" }
}

/// An interned file path. Ids are assigned in first-use order within one process; they are
/// never written anywhere, only the path is.
public struct FileID: Sendable, Hashable {
    let index: UInt32

    public static let none = FileID(index: 0)

    public init(_ path: String) {
        index = path.isEmpty ? 0 : FileID.registry.withLock { registry in
            if let existing = registry.indices[path] { return existing }
            registry.paths.append(path)
            let index = UInt32(registry.paths.count - 1)
            registry.indices[path] = index
            return index
        }
    }

    private init(index: UInt32) { self.index = index }

    public var path: String {
        FileID.registry.withLock { $0.paths[Int(index)] }
    }

    private struct Registry: ~Copyable {
        var paths: [String] = [""]
        var indices: [String: UInt32] = ["": 0]
    }

    private static let registry = Mutex(Registry())
}
