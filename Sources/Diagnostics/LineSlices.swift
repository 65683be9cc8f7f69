extension String {
    /// The text's lines (split at every `\n`), as slices of it: what
    /// `split(separator: "\n", omittingEmptySubsequences:)` gives for text whose line breaks are
    /// line feeds (`SourceFile.withLineFeeds`), found with a byte search instead of walking
    /// characters: each document's lines are split several times.
    public func lineSlices(omittingEmpty: Bool = false) -> [Substring] {
        var slices: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        // The line feeds are found in the contiguous UTF-8 (stepping a string index per byte
        // costs several times more), then each is an index at its offset.
        let feeds = bytes.withContiguousStorageIfAvailable { buffer in buffer.indices.filter { buffer[$0] == UInt8(ascii: "\n") } }
            ?? bytes.indices.filter { bytes[$0] == UInt8(ascii: "\n") }.map { bytes.distance(from: bytes.startIndex, to: $0) }
        for offset in feeds {
            let index = bytes.index(bytes.startIndex, offsetBy: offset)
            if !omittingEmpty || start != index { slices.append(self[start..<index]) }
            start = bytes.index(after: index)
        }
        if !omittingEmpty || start != bytes.endIndex { slices.append(self[start..<bytes.endIndex]) }
        return slices
    }
}
