import DesignModel
import Foundation
import KilnTestSupport
import SpecParser
import Testing

/// Specs over a long alias chain (issue 18): a color written as a literal that every token of a
/// 2,000-step chain has is named after the chain's source in linear time, not chain length³.
@Suite struct LongChainTests {
    @Test func literalColorOnALongChainPicksTheSourceQuickly() throws {
        let length = 2_000
        var yaml = "chain:\n  $type: color\n  n0: { $value: \"#336699\" }\n"
        for index in 1...length { yaml += "  n\(index): { $value: \"{chain.n\(index - 1)}\" }\n" }
        let system = SpecTest.system(yaml)
        var parsed: SpecParser.Result?
        let seconds = CPUClock.threadSeconds { parsed = SpecTest.parse("## Screen: S\n\n#### 1. Node\n\n- Background: #336699\n", system: system) }
        let result = try #require(parsed)
        let node = try #require(SpecTest.node(result, "S/Node"))
        let entry = try #require(node.properties.first?.entries.first)
        #expect(entry.value.description.contains("chain.n0 (literal)"), "\(entry.value.description)")
        #expect(seconds < 5, "took \(seconds) s of CPU")
    }
}
