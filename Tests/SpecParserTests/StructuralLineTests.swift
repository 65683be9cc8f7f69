import DesignModel
import SpecParser
import Testing

/// Issue 13 item 4 (≥ 98% coverage): lines the reader used to leave as `spec/unread` because of
/// their structure — a part written on one line with its color and size, sizes given per device
/// under a `… Size` key, a legend of colored parts, claims in sentences, a `| Token | Value |`
/// table — are read. Written fresh, not copied from the bundled specs.
@Suite struct StructuralLineTests {
    static func unread(_ result: SpecParser.Result) -> [String] {
        result.specs.documents.flatMap(\.coverage).filter { $0.status == .unread }.map(\.text)
    }

    @Test func aPartOnOneLineWithColorAndSize() throws {
        let result = SpecTest.parse("""
            ## Screen: Tour

            - Background: #FFFFFF

            #### Step Markers
            - Current Marker: Primary Coral, 10pt diameter
            - Done Tick: White, 18x18pt
            - Help: Tap a marker to jump, 2 steps ahead
            """)
        #expect(Self.unread(result).isEmpty)
        let marker = try #require(SpecTest.node(result, "Tour/Step Markers/Current Marker"))
        #expect(marker.kind == .part)
        #expect(SpecTest.color(marker, "Color")?.color?.hex == "#FF6B6B")
        guard case .size(let size) = marker.property("Size")?.entries.first?.value else { Issue.record("no size"); return }
        #expect(size.width?.points(deviceWidth: nil) == 10 && size.height?.points(deviceWidth: nil) == 10)
        #expect(SpecTest.node(result, "Tour/Step Markers/Done Tick")?.property("Size") != nil)
        // Words without a color and a size stay what they were.
        #expect(SpecTest.node(result, "Tour/Step Markers/Help") == nil)
    }

    @Test func sizesPerDeviceUnderASizeKey() throws {
        let result = SpecTest.parse("""
            ## Screen: Shelf

            - Background: #FFFFFF

            #### Cover Grid
            - Cover Size: Square, fills the column
              - iPhone SE: about 70pt per cover
              - iPad: 140pt per cover
            """)
        #expect(Self.unread(result).isEmpty)
        let cover = try #require(SpecTest.node(result, "Shelf/Cover Grid/Cover"))
        let devices = cover.property("Size")?.entries.map { $0.qualifiers.device } ?? []
        #expect(devices == ["iPhone SE", "iPad"])
    }

    @Test func aLegendOfColoredParts() throws {
        let result = SpecTest.parse("""
            ## Screen: Meter

            - Background: #000000

            #### Level Bar
            - Zones:
              - Safe: #34C759
              - Loud: #FF3B30
            """)
        #expect(Self.unread(result).isEmpty)
        #expect(SpecTest.color(SpecTest.node(result, "Meter/Level Bar/Zones/Loud"), "Color")?.color?.hex == "#FF3B30")
    }

    @Test func claimsInSentencesAndTokenTables() {
        let result = SpecTest.parse("""
            ## Screen: Receipt

            - Background: #FFFFFF

            #### Total
            - Text: “$12”
            - Text color: Primary Coral

            ### Accessibility

            The total (Primary Coral on White) has a contrast of 9.9:1. Everything else is larger text.

            ### Design Tokens Used

            | Token | Value | Usage |
            |---|---|---|
            | color.coral | #FF0000 / #FF8787 | totals |
            """)
        let claims = result.specs.documents[0].contrastClaims
        #expect(claims.count == 1)
        #expect(claims.first?.statedRatio == 9.9)
        #expect(claims.first?.scope == .pair)
        let drift = result.specs.documents[0].tokenClaims.filter { if case .drift = $0.status { true } else { false } }
        #expect(drift.map(\.token) == ["color.coral"])
    }
}
