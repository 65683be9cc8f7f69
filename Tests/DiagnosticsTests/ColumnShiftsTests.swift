import Diagnostics
import Testing

/// A reader that widens characters of a line (a full-width `：` read as `: `) reports at the
/// file's own columns.
@Suite struct ColumnShiftsTests {
    /// `- 背景：#FFFFFF、White` read as `- 背景: #FFFFFF, White`: `：` at column 5 became two
    /// characters, `、` at the file's column 13 became two at the copy's column 14.
    static var shifts: ColumnShifts {
        var shifts = ColumnShifts()
        shifts.widen(line: 3, column: 5, width: 2)
        shifts.widen(line: 3, column: 14, width: 2)
        return shifts
    }

    @Test func columnsBeforeAWidenedSpotStay() {
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 3)) == SourceLocation(line: 3, column: 3))
    }

    @Test func columnsInsideAWidenedSpotAreItsCharacter() {
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 5)) == SourceLocation(line: 3, column: 5))
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 6)) == SourceLocation(line: 3, column: 5))
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 15)) == SourceLocation(line: 3, column: 13))
    }

    @Test func columnsAfterWidenedSpotsMoveBackByWhatTheyAdded() {
        // `#` of `#FFFFFF`: the copy's column 7, the file's 6.
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 7)) == SourceLocation(line: 3, column: 6))
        // `W` of `White`: the copy's column 16, the file's 14.
        #expect(Self.shifts.original(SourceLocation(line: 3, column: 16)) == SourceLocation(line: 3, column: 14))
    }

    @Test func otherLinesAndFilesAreUntouched() {
        #expect(Self.shifts.original(SourceLocation(line: 4, column: 16)) == SourceLocation(line: 4, column: 16))
        var files = ShiftedFiles()
        files.add(Self.shifts, file: "specs/a.md")
        let other = SourceRange(file: "specs/b.md", line: 3, column: 16)
        #expect(files.original(other) == other)
        let moved = files.original(SourceRange(file: "specs/a.md", line: 3, column: 16))
        #expect(moved.start == SourceLocation(line: 3, column: 14))
        #expect(moved.end == SourceLocation(line: 3, column: 15))
    }

    /// `- حدّ 1pt` read as `- حد 1pt`: the short vowel at the file's column 5 is left out, so the
    /// copy's `1` at column 6 is the file's column 7.
    @Test func columnsAfterADroppedCharacterMoveRight() {
        var shifts = ColumnShifts()
        shifts.drop(line: 2, column: 5)
        #expect(shifts.original(SourceLocation(line: 2, column: 4)) == SourceLocation(line: 2, column: 4))
        #expect(shifts.original(SourceLocation(line: 2, column: 6)) == SourceLocation(line: 2, column: 7))
    }
}
