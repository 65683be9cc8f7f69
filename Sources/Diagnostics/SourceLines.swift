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

    /// The 1-based `line` of `file` without its line terminator, or nil when unknown. Scans the
    /// contiguous UTF-8 bytes: a reporter quoting many lines of a long spec stays cheap.
    public func line(_ line: Int, of file: String) -> String? {
        guard line >= 1, var text = files[file] else { return nil }
        return text.withUTF8 { buffer -> String? in
            var current = 1
            var start = 0
            if line > 1 {
                var index = 0
                while index < buffer.count {
                    if buffer[index] == UInt8(ascii: "\n") {
                        current += 1
                        if current == line {
                            start = index + 1
                            break
                        }
                    }
                    index += 1
                }
                guard current == line else { return nil }
            }
            var end = start
            while end < buffer.count, buffer[end] != UInt8(ascii: "\n") { end += 1 }
            if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
    }
}
