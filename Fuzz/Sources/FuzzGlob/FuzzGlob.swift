import InputFiles

/// Fuzzes the glob matcher (kiln.yaml's `tokens:`/`specs:` globs and suppression patterns, which
/// a pull request can write): the input is a pattern and a path separated by a NUL byte. The
/// matcher must agree with a plain memoized reference matcher, and never take long (libFuzzer's
/// `-timeout` stops an input that does: the backtracking matcher it replaced took minutes on
/// `*a*a*a*a*a*a*a*a*a*a*b`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    guard let pattern = String(validating: bytes[..<split], as: UTF8.self),
        let path = String(validating: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
    else { return 0 }
    let glob = Glob(pattern)
    precondition(glob.matches(path) == Reference.matches(pattern, path), "the glob matcher and the reference disagree on \(pattern) / \(path)")
    let p = Array(pattern.utf8), t = Array(path.utf8)
    precondition(Glob.matchSegment(p[...], t[...]) == Reference.segment(p, t), "segment matchers disagree on \(pattern) / \(path)")
    return 0
}

/// Dynamic programming over (pattern position, text position): obviously right, quadratic.
enum Reference {
    static func matches(_ pattern: String, _ path: String) -> Bool {
        let segments = pattern.split(separator: "/").map { Array($0.utf8) }
        let parts = path.split(separator: "/").map { Array($0.utf8) }
        var table = [[Bool]](repeating: [Bool](repeating: false, count: parts.count + 1), count: segments.count + 1)
        table[segments.count][parts.count] = true
        for i in stride(from: segments.count - 1, through: 0, by: -1) {
            for j in stride(from: parts.count, through: 0, by: -1) {
                if segments[i] == Array("**".utf8) {
                    table[i][j] = table[i + 1][j] || (j < parts.count && table[i][j + 1])
                } else {
                    table[i][j] = j < parts.count && segment(segments[i], parts[j]) && table[i + 1][j + 1]
                }
            }
        }
        return table[0][0]
    }

    static func segment(_ pattern: [UInt8], _ text: [UInt8]) -> Bool {
        var table = [[Bool]](repeating: [Bool](repeating: false, count: text.count + 1), count: pattern.count + 1)
        table[pattern.count][text.count] = true
        for i in stride(from: pattern.count - 1, through: 0, by: -1) {
            for j in stride(from: text.count, through: 0, by: -1) {
                switch pattern[i] {
                case UInt8(ascii: "*"): table[i][j] = table[i + 1][j] || (j < text.count && table[i][j + 1])
                case UInt8(ascii: "?"): table[i][j] = j < text.count && table[i + 1][j + 1]
                default: table[i][j] = j < text.count && text[j] == pattern[i] && table[i + 1][j + 1]
                }
            }
        }
        return table[0][0]
    }
}
