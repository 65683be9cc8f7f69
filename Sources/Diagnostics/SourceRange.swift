/// A span of text in one file: where a diagnostic points and what a model node came from.
///
/// `end` is exclusive. A range whose `file` is empty means "no file" (for example a
/// diagnostic about the command line); it prints without a location.
public struct SourceRange: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
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

    public static let none = SourceRange(file: "", line: 0, column: 0)

    public var isNone: Bool { file.isEmpty }

    public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool {
        (lhs.file, lhs.start) < (rhs.file, rhs.start)
    }

    public var description: String { isNone ? "<none>" : "\(file):\(start)" }
}
