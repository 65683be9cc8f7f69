import ColorScience
import Testing

@Suite struct HexParsingTests {
    @Test func readsEveryLength() throws {
        #expect(RGBA(hex: "#F0A") == RGBA(red8: 0xFF, green8: 0x00, blue8: 0xAA, alpha8: 255))
        #expect(RGBA(hex: "#F0A8") == RGBA(red8: 0xFF, green8: 0x00, blue8: 0xAA, alpha8: 0x88))
        #expect(RGBA(hex: "#ff6B6b") == RGBA(red8: 0xFF, green8: 0x6B, blue8: 0x6B, alpha8: 255))
        #expect(RGBA(hex: "#FF6B6B80") == RGBA(red8: 0xFF, green8: 0x6B, blue8: 0x6B, alpha8: 0x80))
    }

    @Test(arguments: ["", "#", "FF6B6B", "#FF6B6", "#FF6B6B8", "#FF6B6B800", "#GG0000", "# FF6B6B", "#FF6B6B ", "##FF6B6B", "#ＦＦ0000"])
    func refusesAnythingElse(_ text: String) {
        #expect(RGBA(hex: text) == nil)
    }

    /// Every 6-digit value round-trips through `hex` (a sample of 4,096 of them).
    @Test func roundTripsThroughHex() throws {
        for value in stride(from: 0, to: 0x100_0000, by: 4_099) {
            let digits = String(value, radix: 16, uppercase: true)
            let hex = String(repeating: "0", count: 6 - digits.count) + digits
            let color = try #require(RGBA(hex: "#" + hex))
            #expect(color.hex == "#" + hex)
        }
    }
}
