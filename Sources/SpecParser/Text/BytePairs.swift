/// The pairs of adjacent bytes a text holds, as a set of 1,024 bits (each pair hashed to one):
/// a word holding a pair the text lacks does not occur in it. A line tested against a list of
/// words (the claim reader's dozens per line) rules most of them out with a few bit tests
/// instead of a byte search each.
struct BytePairs {
    private var bits = [UInt64](repeating: 0, count: 16)

    init(_ text: String) {
        var iterator = text.utf8.makeIterator()
        guard var previous = iterator.next() else { return }
        while let byte = iterator.next() {
            let slot = Self.slot(previous, byte)
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
            previous = byte
        }
    }

    @inline(__always) private static func slot(_ first: UInt8, _ second: UInt8) -> Int {
        (Int(first) &* 31 &+ Int(second)) & 1023
    }

    /// A word's slots, worked out once for a word tested against many texts.
    static func slots(_ word: String) -> [Int] {
        var out: [Int] = []
        var iterator = word.utf8.makeIterator()
        guard var previous = iterator.next() else { return out }
        while let byte = iterator.next() {
            out.append(slot(previous, byte))
            previous = byte
        }
        return out
    }

    /// `mayContain` for a word's `slots`.
    func mayContain(slots: [Int]) -> Bool {
        slots.allSatisfy { bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
    }

    /// False when `word` cannot occur in the text (one of its byte pairs is missing); true when
    /// it may (a word of one byte always may).
    func mayContain(_ word: String) -> Bool {
        word.utf8.withContiguousStorageIfAvailable { mayContain($0) } ?? mayContain(Array(word.utf8))
    }

    private func mayContain(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        guard var previous = iterator.next() else { return true }
        while let byte = iterator.next() {
            let slot = Self.slot(previous, byte)
            if bits[slot >> 6] & (1 << UInt64(slot & 63)) == 0 { return false }
            previous = byte
        }
        return true
    }
}
