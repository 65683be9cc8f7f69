import DesignModel
import SpecParser
import Testing

/// Issue 13 item 2: a hit slop added to a visible size ("32×32pt, hit slop 6pt") states the
/// hit area — 44×44pt — so the touch-target check uses it and does not call it unstated.
@Suite struct HitSlopTests {
    static func target(_ line: String) -> SpecFact.InteractiveElement? {
        let result = SpecTest.parse("""
            ## Screen: Player

            - Background: #FFFFFF

            #### Skip Button
            \(line)
            """)
        let unread = result.specs.documents.flatMap(\.coverage).filter { $0.status == .unread }
        #expect(unread.isEmpty, "\(line): \(unread.map(\.text))")
        return result.specs.facts.interactiveElements.first { $0.component.path == "Player › Skip Button" }
    }

    @Test(arguments: [
        ("- Size: 32×32pt, hit slop 6pt", 44.0, 44.0),
        ("- Size: 32x32pt + 6pt hit slop", 44, 44),
        ("- Dimensions: 24×24pt with hitSlop: 10", 44, 44),
        ("Size: 30 by 30 points, touch outset of 7pt.", 44, 44),
        ("- Size: 32×32pt, hit slop 4pt", 40, 40),
        ("- Touch target: 36×36pt, hit slop 4pt", 44, 44),
    ])
    func slopWidensTheStatedHitArea(line: String, width: Double, height: Double) throws {
        let element = try #require(Self.target(line), "\(line)")
        #expect(element.width == width && element.height == height, "\(line)")
        #expect(element.hitAreaStated, "\(line)")
    }

    @Test func withoutSlopTheVisualSizeIsTheUnstatedTarget() throws {
        let element = try #require(Self.target("- Size: 32×32pt"))
        #expect(element.width == 32 && !element.hitAreaStated)
    }
}
