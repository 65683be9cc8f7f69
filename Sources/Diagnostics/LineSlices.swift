extension String {
    /// The text's lines (split at every `\n`), as slices of it: what
    /// `split(separator: "\n", omittingEmptySubsequences:)` gives for text whose line breaks are
    /// line feeds (`SourceFile.withLineFeeds`), found with a byte search instead of walking
    /// characters: each document's lines are split several times.
    public func lineSlices(omittingEmpty: Bool = false) -> [Substring] {
        var slices: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "\n") {
                if !omittingEmpty || start != index { slices.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        if !omittingEmpty || start != bytes.endIndex { slices.append(self[start..<bytes.endIndex]) }
        return slices
    }
}
