/// The text of the source files diagnostics point into, so a reporter can quote the
/// offending line. Loaded files register their text here; nothing is re-read from disk.
///
/// Registering is free (the text is shared, not split): lines are found only when a
/// diagnostic is printed, which keeps clean builds of large token sets fast.
public struct SourceLines: Sendable {
    private var files: [String: String] = [:]

    public init() {}

    public mutating func register(file: String, text: String) {
        files[file] = text
    }

    /// The 1-based `line` of `file` without its line terminator, or nil when unknown.
    public func line(_ line: Int, of file: String) -> String? {
        guard line >= 1, let text = files[file] else { return nil }
        let bytes = text.utf8
        var current = 1
        var start = bytes.startIndex
        if line > 1 {
            var index = bytes.startIndex
            while index != bytes.endIndex {
                if bytes[index] == UInt8(ascii: "\n") {
                    current += 1
                    if current == line {
                        start = bytes.index(after: index)
                        break
                    }
                }
                index = bytes.index(after: index)
            }
            guard current == line else { return nil }
        }
        var end = start
        while end != bytes.endIndex, bytes[end] != UInt8(ascii: "\n") { end = bytes.index(after: end) }
        var content = Substring(text[start..<end])
        if content.hasSuffix("\r") { content = content.dropLast() }
        return String(content)
    }
}
