/// Takes each token's name in its container while a view model is built, so that two tokens
/// that end up with the same name are reported (`output/name-collision`). Two ways:
///
/// - `deferred`: `claim` answers nil at once and only notes the name's 64-bit hash; `verified`
///   then checks that the hashes are all different, which proves no two names were equal
///   (equal names have equal hashes). An actual collision, or two names sharing a hash (about
///   once in 10^10 builds of 50,000 tokens), makes `verified` false, and the view model is
///   built again with `exact` claims.
/// - `exact`: a `MemberTable` looked up as each name comes, answering with the token that has
///   the name; always verified.
///
/// Why deferred first: looking each name up as it comes is a random probe into a table of
/// every name. On a large set that table no longer stays in cache beside the emitter's other
/// data, and the probes' cache misses grow far faster than the names. The hashes are checked in
/// passes over memory in order: binned by their top bits (a counting sort), then compared
/// within each small bin.
///
/// One type with both ways, not a protocol: the view model builder is specialized for every
/// platform, and a generic parameter more would double that code in the binary.
struct NameClaims {
    private var table: MemberTable?
    private var hashes: [UInt64] = []

    static func deferred(capacity: Int) -> NameClaims {
        var claims = NameClaims()
        claims.hashes.reserveCapacity(capacity)
        return claims
    }

    /// One table sized for every token, rather than one per container: those grow by doubling,
    /// and the CSS output's one container of every name would rehash everything at each step.
    static func exact(capacity: Int) -> NameClaims {
        var claims = NameClaims()
        claims.table = MemberTable(capacity: capacity)
        return claims
    }

    /// Takes `member` in container `slot` for token `owner`; returns the token that has the
    /// name already (which keeps it), or nil (always nil when deferred).
    mutating func claim(slot: Int, member: String, owner: Int) -> Int? {
        if table != nil { return table!.claim(slot: slot, member: member, owner: owner) }
        hashes.append(MemberTable.hash(slot: slot, member: member))
        return nil
    }

    /// True when every `claim` answered as the exact table would have.
    func verified() -> Bool { table != nil || Self.allDistinct(hashes) }

    static func allDistinct(_ values: [UInt64]) -> Bool {
        let count = values.count
        guard count > 1 else { return true }
        // Two to four values per bin, and no more than 4,096 bins (so that their counts stay in
        // the nearest caches).
        let bits = min(12, max(1, Int.bitWidth - count.leadingZeroBitCount - 2))
        let shift = UInt64(64 - bits)
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for value in values { starts[Int(truncatingIfNeeded: value >> shift) + 1] += 1 }
        for bin in 1..<starts.count { starts[bin] += starts[bin - 1] }
        var next = starts
        var binned = [UInt64](repeating: 0, count: count)
        binned.withUnsafeMutableBufferPointer { binned in
            next.withUnsafeMutableBufferPointer { next in
                for value in values {
                    let bin = Int(truncatingIfNeeded: value >> shift)
                    binned[next[bin]] = value
                    next[bin] += 1
                }
            }
        }
        return binned.withUnsafeMutableBufferPointer { binned in
            for bin in 0..<(1 << bits) {
                let start = starts[bin]
                let end = starts[bin + 1]
                guard end - start > 1 else { continue }
                // Insertion sort: a bin holds a handful of values.
                for index in (start + 1)..<end {
                    let value = binned[index]
                    var place = index
                    while place > start, binned[place - 1] > value {
                        binned[place] = binned[place - 1]
                        place -= 1
                    }
                    if place > start, binned[place - 1] == value { return false }
                    binned[place] = value
                }
            }
            return true
        }
    }
}

/// The member names taken, per container, and the token that took each: a hash table of its
/// own rather than a `Dictionary` keyed by (container, name), whose SipHash of every name and
/// generic probing cost far more for every token and platform; here a name is hashed with
/// FNV-1a over its bytes and compared only when the full hash and container match.
/// Open addressing, linear probing, never more than three quarters full.
struct MemberTable {
    /// A claimed name, stored densely in claim order (written sequentially, read only when a
    /// bucket's hash tag matches).
    private struct Claim {
        var owner: Int32
        var slot: Int32
        var hash: UInt64
        var member: String
    }

    /// A bucket is 8 bytes: the claim's index + 1 (0 for empty) and the high half of its hash.
    /// With 32-byte buckets holding the claim itself, a large set's table no longer fits the L2
    /// cache and its random probes miss it; this one is a quarter of that size.
    private struct Bucket {
        var claim: UInt32 = 0
        var tag: UInt32 = 0
    }

    private var buckets: [Bucket]
    private var claims: [Claim] = []
    private let mask: Int

    init(capacity: Int) {
        var size = 16
        while size * 3 < max(capacity, 1) * 4 { size *= 2 }
        buckets = Array(repeating: Bucket(), count: size)
        mask = size - 1
        claims.reserveCapacity(max(capacity, 1))
    }

    /// Takes `member` in container `slot` for `owner`, or returns the token that has it
    /// (which keeps it).
    mutating func claim(slot: Int, member: String, owner: Int) -> Int? {
        if claims.count * 4 >= buckets.count * 3 { grow() }
        let hash = Self.hash(slot: slot, member: member)
        let tag = UInt32(truncatingIfNeeded: hash >> 32)
        var index = Int(truncatingIfNeeded: hash) & mask
        while buckets[index].claim != 0 {
            if buckets[index].tag == tag {
                let held = claims[Int(buckets[index].claim) - 1]
                if held.hash == hash, held.slot == Int32(truncatingIfNeeded: slot), held.member == member {
                    return Int(held.owner)
                }
            }
            index = (index + 1) & mask
        }
        claims.append(Claim(owner: Int32(truncatingIfNeeded: owner), slot: Int32(truncatingIfNeeded: slot), hash: hash, member: member))
        buckets[index] = Bucket(claim: UInt32(truncatingIfNeeded: claims.count), tag: tag)
        return nil
    }

    /// Not reached when sized for every token (each token claims at most one name).
    private mutating func grow() {
        var larger = MemberTable(capacity: buckets.count * 2)
        for held in claims {
            _ = larger.claim(slot: Int(held.slot), member: held.member, owner: Int(held.owner))
        }
        self = larger
    }

    /// FNV-1a over the name's bytes, seeded with the container, then mixed so the low bits
    /// (the bucket) depend on every byte.
    static func hash(slot: Int, member: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(truncatingIfNeeded: slot)
        var member = member
        member.withUTF8 { bytes in
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        }
        hash ^= hash >> 32
        hash = hash &* 0xd6e8_feb8_6659_fd93
        return hash ^ (hash >> 32)
    }
}
