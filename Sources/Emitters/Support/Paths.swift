import DesignModel

extension TokenPath {
    /// The path's segments, split on bytes (`segments` splits characters: slower, same result
    /// since `.` is ASCII).
    var fastSegments: [String] {
        var string = self.string
        return string.withUTF8 { bytes in
            var dots = 0
            for byte in bytes where byte == UInt8(ascii: ".") { dots += 1 }
            var result: [String] = []
            result.reserveCapacity(dots + 1)
            var start = 0
            for index in 0..<bytes.count where bytes[index] == UInt8(ascii: ".") {
                result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                start = index + 1
            }
            result.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]), as: UTF8.self))
            return result
        }
    }
}
