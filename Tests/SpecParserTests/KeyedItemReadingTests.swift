@testable import SpecParser
import Testing

/// The structured reader's units (docs/spec-format.md §2.4.3): each example is read by its own
/// unit, not only by some other reader that happens to give the same facts.
@Suite struct KeyedItemReadingTests {
    @Test(arguments: SpecReadings.keyedItems.flatMap { unit in unit.description.examples.indices.map { (unit.description.id, $0) } })
    func exampleIsReadByItsUnit(_ case: (String, Int)) {
        let (id, index) = `case`
        guard let unit = SpecReadings.keyedItems.first(where: { $0.description.id == id }) else {
            Issue.record("no unit \(id)")
            return
        }
        let taken = SpecReadings.keyedUnitsTaking(unit.description.examples[index].markdown, system: SpecTest.bundledSystem)
        #expect(taken.contains(id), "\(id): example \(index + 1) is read by \(taken), not by its unit")
    }
}
