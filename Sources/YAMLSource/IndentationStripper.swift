import CYAML

/// Removes the leading spaces and tabs of every line of a JSON file before libyaml reads it.
///
/// Pretty-printed token files are up to half indentation, and libyaml examines every byte;
/// in JSON, indentation is insignificant and no string can span a line, so dropping it changes
/// nothing but speed. Lines are kept, and the removed width per line is returned so that every
/// reported column is mapped back to the original file.
enum IndentationStripper {
    static func strip(_ bytes: UnsafeBufferPointer<UInt8>) -> (bytes: [UInt8], indentation: [Int32]) {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return ([], [0]) }
        var indentation: [Int32] = []
        let output = [UInt8](unsafeUninitializedCapacity: bytes.count) { buffer, initialized in
            var write = 0
            var read = 0
            let count = bytes.count
            while read < count {
                var lineStart = read
                while lineStart < count, base[lineStart] == 0x20 || base[lineStart] == 0x09 { lineStart += 1 }
                indentation.append(Int32(lineStart - read))
                // Copy through the end of the line (newline included) in one move.
                let remaining = count - lineStart
                let newline = memchr(base + lineStart, 0x0A, remaining)
                let lineEnd = newline.map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) - base + 1 } ?? count
                let length = lineEnd - lineStart
                (buffer.baseAddress! + write).update(from: base + lineStart, count: length)
                write += length
                read = lineEnd
            }
            initialized = write
        }
        if bytes.last == 0x0A { indentation.append(0) }
        return (output, indentation)
    }
}
