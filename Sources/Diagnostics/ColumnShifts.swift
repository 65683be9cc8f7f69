/// Where a reader works on a normalized copy of a file whose lines are longer than the file's
/// (the spec reader folds a full-width `：` to `: `), the spots each line was widened at, so a
/// location found in the copy is reported at the file's own column.
public struct ColumnShifts: Sendable, Hashable {
    /// One character of the file that the copy writes as `width` characters, from `column` on.
    struct Spot: Sendable, Hashable {
        var column: Int
        var width: Int
    }

    /// Per line, the widened spots in the copy's columns, left to right.
    private var spots: [Int: [Spot]] = [:]

    public init() {}

    public var isEmpty: Bool { spots.isEmpty }

    /// Records that one character of `line` became `width` characters starting at the copy's
    /// `column` (1-based). Spots of a line are recorded left to right.
    public mutating func widen(line: Int, column: Int, width: Int) {
        guard width > 1 else { return }
        spots[line, default: []].append(Spot(column: column, width: width))
    }

    /// Records that one character of `line` is left out of the copy just before the copy's
    /// `column` (an invisible direction mark, a short vowel): the columns from there on move
    /// right by one in the file.
    public mutating func drop(line: Int, column: Int) {
        spots[line, default: []].append(Spot(column: column, width: 0))
    }

    /// The file's location of a location in the copy: a column inside a widened spot is the
    /// spot's character; after it, the column moves left by what the spot added.
    public func original(_ location: SourceLocation) -> SourceLocation {
        guard let line = spots[location.line] else { return location }
        var added = 0
        for spot in line {
            if location.column >= spot.column + spot.width {
                added += spot.width - 1
            } else {
                if location.column >= spot.column { return SourceLocation(line: location.line, column: spot.column - added) }
                break
            }
        }
        return SourceLocation(line: location.line, column: location.column - added)
    }
}

/// The column shifts of every file a reader normalized, applied to what it reports.
public struct ShiftedFiles: Sendable {
    /// Per file, the copies made one after another (each from the one before), in that order.
    private var shifts: [FileID: [ColumnShifts]] = [:]

    public init() {}

    public var isEmpty: Bool { shifts.isEmpty }

    /// Records a copy made from the file's latest copy (or from the file).
    public mutating func add(_ shifts: ColumnShifts, file: String) {
        guard !shifts.isEmpty else { return }
        self.shifts[FileID(file), default: []].append(shifts)
    }

    public func original(_ range: SourceRange) -> SourceRange {
        guard let layers = shifts[range.fileID] else { return range }
        var out = range
        for layer in layers.reversed() {
            out.start = layer.original(out.start)
            out.end = layer.original(out.end)
        }
        if out.end.line == out.start.line, out.end.column <= out.start.column {
            out.end.column = out.start.column + 1
        }
        return out
    }

    public func original(_ diagnostic: Diagnostic) -> Diagnostic {
        guard !shifts.isEmpty else { return diagnostic }
        var out = diagnostic
        out.range = original(diagnostic.range)
        for index in out.notes.indices {
            if let range = out.notes[index].range { out.notes[index].range = original(range) }
        }
        return out
    }
}
