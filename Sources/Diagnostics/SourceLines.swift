/// The lines of the source files diagnostics point into, so a reporter can quote the
/// offending line. Loaded files register their text here; nothing is re-read from disk.
public struct SourceLines: Sendable {
    private var files: [String: [Substring]] = [:]

    public init() {}

    public mutating func register(file: String, text: String) {
        files[file] = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The 1-based `line` of `file` without its line terminator, or nil when unknown.
    public func line(_ line: Int, of file: String) -> String? {
        guard let lines = files[file], line >= 1, line <= lines.count else { return nil }
        var text = lines[line - 1]
        if text.hasSuffix("\r") { text = text.dropLast() }
        return String(text)
    }
}
