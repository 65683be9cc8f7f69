// `memchr`, for finding line ends.
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

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

    /// For printing many diagnostics: finds where each line of a file starts once, the first
    /// time a line of it is asked for. Walking the text from its start for every diagnostic
    /// makes printing grow with the square of the notes (a long alias cycle has one per link).
    public func lookup() -> Lookup { Lookup(files: files) }

    public struct Lookup {
        fileprivate let files: [String: String]
        private var lineStarts: [String: [Int]] = [:]

        fileprivate init(files: [String: String]) { self.files = files }

        /// The 1-based `line` of `file` without its line terminator, or nil when unknown.
        public mutating func line(_ line: Int, of file: String) -> String? {
            guard line >= 1, var text = files[file] else { return nil }
            let starts: [Int]
            if let known = lineStarts[file] {
                starts = known
            } else {
                starts = Self.lineStarts(of: &text)
                lineStarts[file] = starts
            }
            guard line <= starts.count else { return nil }
            return text.withUTF8 { buffer -> String in
                let start = starts[line - 1]
                var end = line < starts.count ? starts[line] - 1 : buffer.count
                if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
            }
        }

        /// The byte offset where each line starts. Searches the contiguous UTF-8 bytes with
        /// `memchr`: walking `String.UTF8View` byte by byte costs more than the rest of printing a
        /// warning about a large token file.
        private static func lineStarts(of text: inout String) -> [Int] {
            text.withUTF8 { buffer in
                var found = [0]
                guard let base = buffer.baseAddress else { return found }
                var offset = 0
                while let newline = memchr(base + offset, Int32(UInt8(ascii: "\n")), buffer.count - offset) {
                    offset = UnsafeRawPointer(newline) - UnsafeRawPointer(base) + 1
                    found.append(offset)
                }
                return found
            }
        }
    }
}
