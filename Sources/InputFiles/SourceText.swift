import Diagnostics

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's bytes as text Kiln can locate diagnostics in: valid UTF-8 (the first bad byte is
/// located), no NUL byte (a binary file), a leading byte-order mark dropped.
public enum SourceText {
    public static func decode(_ bytes: [UInt8], path: String) -> Result<SourceFile, Diagnostic> {
        let hasBOM = bytes.starts(with: [0xEF, 0xBB, 0xBF])
        let body = hasBOM ? bytes[3...] : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            let (line, column) = firstInvalidUTF8(body)
            return .failure(
                .error(.ioEncoding, "the file is not valid UTF-8 text (first bad byte here)", at: SourceRange(file: path, line: line, column: column)))
        }
        let nul = body.withUnsafeBytes { buffer in
            buffer.baseAddress.flatMap { memchr($0, 0, buffer.count) }.map { UnsafeRawPointer($0) - buffer.baseAddress! }
        }
        if let offset = nul {
            let (line, column) = position(of: body.startIndex + offset, in: body)
            return .failure(.error(.ioEncoding, "the file contains a NUL byte; is it a binary file?", at: SourceRange(file: path, line: line, column: column)))
        }
        return .success(SourceFile(path: path, text: text))
    }

    private static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> (Int, Int) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0..<0x80: length = 1
            case 0xC2..<0xE0: length = 2
            case 0xE0..<0xF0: length = 3
            case 0xF0..<0xF5: length = 4
            default: return position(of: index, in: bytes)
            }
            if index + length > bytes.endIndex { return position(of: index, in: bytes) }
            for continuation in 1..<length where bytes[index + continuation] & 0xC0 != 0x80 {
                return position(of: index, in: bytes)
            }
            if String(validating: bytes[index..<(index + length)], as: UTF8.self) == nil { return position(of: index, in: bytes) }
            index += length
        }
        return (1, 1)
    }

    /// 1-based line and column (in characters) of the byte at `offset` (an index of `bytes`).
    private static func position(of offset: Int, in bytes: ArraySlice<UInt8>) -> (Int, Int) {
        var line = 1
        var lineStart = bytes.startIndex
        for index in bytes.startIndex..<offset where bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        let column = bytes[lineStart..<offset].filter { $0 & 0xC0 != 0x80 }.count + 1
        return (line, column)
    }
}
