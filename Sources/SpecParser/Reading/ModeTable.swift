import MarkdownSource

/// A table with a column per mode (`| Color style | Light | Dark |`, `| CSS custom property |
/// Light | Dark | Token |`): its headers, which columns hold which mode, and its rows' cells.
/// Read once per document from the Markdown tree; the readers that define names or custom
/// properties from such tables share it.
struct ModeTable {
    /// The headers, normalized (`color style`, `light`, `dark`).
    var headers: [String]
    var rows: [(cells: [String], line: Int)]

    /// The document's top-level tables that have a column named for a mode.
    static func all(in root: MarkdownNode, modes: [String]) -> [ModeTable] {
        root.children.compactMap { block in
            guard case .table = block.kind, let header = block.children.first else { return nil }
            let headers = header.children.map { Normalize.name(Fragment.plain(Substring($0.plainText))) }
            guard headers.contains(where: { head in modes.contains { head == $0 || head.hasPrefix($0 + " ") } }) else { return nil }
            let rows = block.children.dropFirst().map { row in
                (cells: row.children.map { Fragment.plain(Substring($0.plainText)).trimmed }, line: row.range.start.line)
            }
            return ModeTable(headers: headers, rows: rows)
        }
    }

    /// The columns named for a mode: exactly (`Dark`), or also as a header's first word (`Dark
    /// set`, `Light value`) when `prefixed`.
    func modeColumns(_ modes: [String], prefixed: Bool) -> [(column: Int, mode: String)] {
        headers.enumerated().compactMap { column, head in
            modes.first { head == $0 || (prefixed && head.hasPrefix($0 + " ")) }.map { (column, $0) }
        }
    }
}
