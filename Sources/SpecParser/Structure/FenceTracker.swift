/// Which lines of a document are code, line by line: a line inside a fenced block is code
/// unless the block is a sheet pasted as `csv` or `tsv` (`DelimitedTables.opensSheet`), which is
/// the design, written as its cells.
struct FenceTracker {
    private var fenced = false
    private var sheet = false

    /// Whether the line at `offset` is code; nil for a fence's own line, opening or closing.
    /// Called for every line in order.
    mutating func isCode(_ lines: [Substring], at offset: Int) -> Bool? {
        if LineMap.opensFence(lines[offset]) {
            fenced.toggle()
            sheet = fenced && DelimitedTables.opensSheet(lines, at: offset)
            return nil
        }
        return fenced && !sheet
    }
}
