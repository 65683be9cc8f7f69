import Testing

@testable import SpecParser

/// `Normalize.text` folds ASCII lines over bytes and everything else over scalars: both ways
/// must agree. A non-ASCII letter appended sends a line down the scalar way; the result must be
/// the ASCII way's plus that letter (after one space when the line ended in white space).
@Suite struct NormalizeTests {
    @Test func asciiAndScalarWaysAgree() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab Z:#-_\t\n\r  .,()4")
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...24, using: &generator)
            let line = String((0..<length).map { _ in alphabet.randomElement(using: &generator)! })
            let ascii = Normalize.text(line)
            let endsInSpace = line.unicodeScalars.last.map { " \t\n\r".unicodeScalars.contains($0) } ?? false
            let expected = ascii + (endsInSpace && !ascii.isEmpty ? " " : "") + "é"
            #expect(Normalize.text(line + "é") == expected, "\(line.debugDescription)")
            #expect(!ascii.hasPrefix(" ") && !ascii.hasSuffix(" ") && !ascii.contains("  "))
        }
    }

    @Test func foldsWhiteSpaceAndTypography() {
        #expect(Normalize.text("  Primary \t Coral\r\n") == "Primary Coral")
        #expect(Normalize.text("“Done” – 4.5:1\u{00A0}min") == "\"Done\" - 4.5:1 min")
    }
}

/// A line keyed by a mode states that mode's value; it names no color of the document.
@Suite struct DocumentPaletteDefinitionTests {
    @Test func aModeNamesNoColor() {
        #expect(DocumentPalette.definition("Dark: #FF8787 fuq Background Black #1A1D1F") == nil)
        #expect(DocumentPalette.definition("Light mode: #FFFFFF") == nil)
        #expect(DocumentPalette.definition("Sunset Orange: #FF8787")?.0 == "Sunset Orange")
    }
}
