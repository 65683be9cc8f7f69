@testable import Emitters
import Testing

/// `MemberTable` (the view model builder's table of member names taken per container) answers
/// as a `Dictionary` keyed by (container, name) that keeps the first owner does.
@Suite struct MemberTableTests {
    /// Names from a small alphabet so many repeat, in several containers, some non-ASCII and
    /// some empty; the table starts small so it grows and probes long runs.
    @Test(arguments: [1, 16, 5_000])
    func agreesWithADictionary(capacity: Int) {
        var generator = SeededGenerator(seed: UInt64(capacity))
        let alphabet: [String] = ["a", "b", "-", "é", "1", "Z", "😀"]
        var table = MemberTable(capacity: capacity)
        var reference: [String: Int] = [:]
        for owner in 0..<4_000 {
            let length = Int(generator.next() % 4)
            let name = (0..<length).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }.joined()
            let slot = Int(generator.next() % 3)
            let key = "\(slot)|\(name)"
            let expected = reference[key]
            if expected == nil { reference[key] = owner }
            #expect(table.claim(slot: slot, member: name, owner: owner) == expected, "\(key)")
        }
        #expect(reference.count > 100 && reference.count < 4_000, "the names must both repeat and differ")
    }

    @Test func aNameIsPerContainer() {
        var table = MemberTable(capacity: 4)
        #expect(table.claim(slot: 0, member: "primary", owner: 0) == nil)
        #expect(table.claim(slot: 1, member: "primary", owner: 1) == nil)
        #expect(table.claim(slot: 0, member: "primary", owner: 2) == 0)
        #expect(table.claim(slot: 1, member: "primary", owner: 3) == 1)
        #expect(table.claim(slot: 0, member: "Primary", owner: 4) == nil)
    }
}

/// `NameClaims.deferred` (the view model builder's first try: names hashed now, checked after)
/// vouches for its claims exactly when no two hashes are equal, and an equal name in the same
/// container always makes it refuse.
@Suite struct NameClaimsTests {
    /// Against a `Set`, on random values of every size around the bin counts' steps, with and
    /// without a repeated value placed anywhere (first, last, in the same bin as others).
    @Test(arguments: [0, 1, 2, 3, 7, 8, 9, 100, 4_095, 4_096, 16_385, 60_000])
    func agreesWithASet(count: Int) {
        var generator = SeededGenerator(seed: UInt64(count) &+ 7)
        let values = (0..<count).map { _ in generator.next() }
        #expect(NameClaims.allDistinct(values) == (Set(values).count == values.count))
        guard count > 1 else { return }
        for _ in 0..<5 {
            var repeated = values
            let from = Int(generator.next() % UInt64(count))
            var to = Int(generator.next() % UInt64(count))
            if to == from { to = (from + 1) % count }
            repeated[to] = repeated[from]
            #expect(!NameClaims.allDistinct(repeated))
        }
        // Values that differ only in their low bits share a bin.
        let crowded = (0..<UInt64(count)).map { 0xABCD_0000_0000_0000 | $0 }
        #expect(NameClaims.allDistinct(crowded))
        #expect(!NameClaims.allDistinct(crowded + [crowded[count / 2]]))
    }

    @Test func refusesWhenANameIsTakenTwiceInAContainer() {
        var claims = NameClaims.deferred(capacity: 4)
        #expect(claims.claim(slot: 0, member: "primary", owner: 0) == nil)
        #expect(claims.claim(slot: 1, member: "primary", owner: 1) == nil)
        #expect(claims.claim(slot: 0, member: "Primary", owner: 2) == nil)
        #expect(claims.verified())
        #expect(claims.claim(slot: 1, member: "primary", owner: 3) == nil)
        #expect(!claims.verified(), "the same name in the same container")
    }
}

/// `FamilyTexts` gives each list of families the text made from it, cached or not.
@Suite struct FamilyTextsTests {
    @Test func eachListGetsItsOwnText() {
        let texts = FamilyTexts()
        var made = 0
        let make: ([String]) -> String = { families in
            made += 1
            return families.joined(separator: "|")
        }
        // More lists than it keeps, each asked twice (the second time as a new array of the same names).
        for _ in 0..<2 {
            for index in 0..<100 {
                let families = ["Family \(index)"] + (index.isMultiple(of: 3) ? ["Fallback", "sans-serif"] : [])
                #expect(texts.text(families, make) == families.joined(separator: "|"))
            }
        }
        #expect(texts.text([], make) == "")
        #expect(texts.text(["a", "b"], make) != texts.text(["b", "a"], make))
        #expect(made < 200 + 3, "the lists kept are made once")
    }
}
