/// A file's path (as shown in diagnostics, relative to the project) and its text.
public struct SourceFile: Sendable, Hashable {
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

extension SourceFile {
    /// The file with every line break a line feed: `\r\n` (Windows editors, git's `autocrlf`)
    /// and a lone `\r` (which Markdown also reads as a line break) become `\n`. Swift reads
    /// `\r\n` as one character, so a reader splitting lines at `"\n"` saw a CRLF file as a
    /// single line (its front matter was then "not closed", its background lost). Columns are
    /// unchanged: only line ends change.
    public var withLineFeeds: SourceFile {
        guard text.utf8.contains(UInt8(ascii: "\r")) else { return self }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var afterCarriageReturn = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == UInt8(ascii: "\r")
            bytes.append(afterCarriageReturn ? UInt8(ascii: "\n") : byte)
        }
        return SourceFile(path: path, text: String(decoding: bytes, as: UTF8.self))
    }
}
