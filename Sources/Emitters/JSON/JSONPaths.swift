import DesignModel
import Diagnostics

/// Every token's path as UTF-8 bytes in one buffer, split into segments where needed: the JSON
/// documents and their authored order read segments in place instead of making a `[String]` of
/// them per token (an allocation per segment of every token).
///
/// Segments compare as bytes when every path is ASCII. Otherwise they compare as Strings, as
/// the model's paths do: String equality is canonical equivalence (an "é" written precomposed
/// or not, the Kelvin sign and "K"), and a group written both ways is one group.
struct PathBytes {
    private(set) var bytes: [UInt8] = []
    /// Token `i`'s path is `bytes[starts[i]..<starts[i + 1]]`.
    private(set) var starts: [Int] = []
    private(set) var isASCII = true
    /// The number of segments of all paths together (dots plus paths).
    private(set) var segmentCount = 0

    init(_ tokens: [Token]) {
        starts.reserveCapacity(tokens.count + 1)
        starts.append(0)
        var total = 0
        // By index: `for token in tokens` copies each token (a retain of each of its fields).
        for index in tokens.indices { total += tokens[index].path.string.utf8.count }
        bytes.reserveCapacity(total)
        for index in tokens.indices {
            if tokens[index].path.string.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
                var string = tokens[index].path.string
                string.withUTF8 { bytes.append(contentsOf: $0) }
            }
            starts.append(bytes.count)
        }
        var high: UInt8 = 0
        var dots = 0
        bytes.withUnsafeBufferPointer { buffer in
            for byte in buffer {
                high |= byte
                dots &+= byte == UInt8(ascii: ".") ? 1 : 0
            }
        }
        isASCII = high < 0x80
        segmentCount = dots + tokens.count
    }

    /// The segments of token `index`'s path, as ranges of `bytes` (replacing `segments`' contents).
    @inline(__always)
    func split(_ index: Int, in buffer: UnsafeBufferPointer<UInt8>, into segments: inout [Range<Int>]) {
        segments.removeAll(keepingCapacity: true)
        let end = starts[index + 1]
        var start = starts[index]
        var at = start
        while at < end {
            if buffer[at] == UInt8(ascii: ".") {
                segments.append(start..<at)
                start = at + 1
            }
            at += 1
        }
        segments.append(start..<end)
    }

    /// Whether two segments are the same (see the type's note on non-ASCII paths).
    @inline(__always)
    func same(_ left: Range<Int>, _ right: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if left.count == right.count {
            // Eight bytes at a time, then the rest.
            let base = UnsafeRawPointer(buffer.baseAddress!)
            var offset = 0
            while offset + 8 <= left.count,
                base.loadUnaligned(fromByteOffset: left.lowerBound + offset, as: UInt64.self)
                    == base.loadUnaligned(fromByteOffset: right.lowerBound + offset, as: UInt64.self)
            {
                offset += 8
            }
            while offset < left.count, buffer[left.lowerBound + offset] == buffer[right.lowerBound + offset] { offset += 1 }
            if offset == left.count { return true }
        }
        guard !isASCII else { return false }
        return string(left, in: buffer) == string(right, in: buffer)
    }

    func string(_ range: Range<Int>, in buffer: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: buffer[range]), as: UTF8.self)
    }

    /// A hash of a segment under a parent node, consistent with `same`.
    @inline(__always)
    func hash(_ segment: Range<Int>, parent: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        guard isASCII else {
            var hasher = Hasher()
            hasher.combine(parent)
            hasher.combine(string(segment, in: buffer))
            return hasher.finalize()
        }
        // FNV-1a, then a multiply so that the low bits (the table's slot) depend on every byte.
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: parent)
        for at in segment {
            hash ^= UInt64(buffer[at])
            hash = hash &* 0x0000_0100_0000_01B3
        }
        hash ^= hash >> 29
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 32
        return Int(truncatingIfNeeded: hash)
    }
}

extension JSONTree {
    /// The tokens in the order they were written (files by path, then by position), each group
    /// where its first token was: the model is sorted by path, and a palette or a scale read back
    /// in alphabetical order would lose the order its author gave it. Deterministic: positions
    /// are the same on every build. With each token's path split into segments (the resolver's
    /// documents and tests).
    static func authoredOrder(_ tokens: [Token]) -> [(segments: [String], token: Int)] {
        authoredOrder(tokens, paths: PathBytes(tokens)).map { (tokens[$0].path.fastSegments, $0) }
    }

    /// The authored order as token indices.
    // Whole: one ordering pass over the paths' bytes; its ranks and cursors are locals each step reads and advances.
    static func authoredOrder(_ tokens: [Token], paths: PathBytes) -> [Int] {
        // Files rank by path (their ids rank by first read, which varies between builds).
        var fileRank: [FileID: Int] = [:]
        // Neighbouring tokens mostly share a file: looked up only when it changes.
        var seenFile: FileID?
        for index in tokens.indices {
            let file = tokens[index].range.fileID
            guard file != seenFile else { continue }
            seenFile = file
            if fileRank[file] == nil { fileRank[file] = 0 }
        }
        for (rank, file) in fileRank.keys.sorted(by: { $0.path < $1.path }).enumerated() { fileRank[file] = rank }
        // Neighbouring tokens mostly share a file: its rank is looked up again only when it changes.
        var lastFile: FileID?
        var lastRank = 0
        // By index: `tokens.map` hands each token over as a copy (a retain per field).
        let positions = tokens.indices.map { index in
            let range = tokens[index].range
            let file = range.fileID
            if file != lastFile {
                lastFile = file
                lastRank = fileRank[file] ?? 0
            }
            return (file: lastRank, line: range.start.line, column: range.start.column)
        }
        // Sorted by one packed key (file rank, line, column) when they fit, else by the tuple.
        let packs = positions.allSatisfy { $0.file < 1 << 16 && $0.line >= 0 && $0.line < 1 << 32 && $0.column >= 0 && $0.column < 1 << 16 }
        let bySource: [Int]
        if packs {
            var keyed = positions.indices.map { index in
                let position = positions[index]
                return (key: UInt64(position.file) << 48 | UInt64(position.line) << 16 | UInt64(position.column), index: index)
            }
            keyed.sort { $0.key != $1.key ? $0.key < $1.key : $0.index < $1.index }
            bySource = keyed.map(\.index)
        } else {
            bySource = tokens.indices.sorted { a, b in
                let left = positions[a]
                let right = positions[b]
                if left.file != right.file { return left.file < right.file }
                if left.line != right.line { return left.line < right.line }
                if left.column != right.column { return left.column < right.column }
                return a < b
            }
        }
        // A tree of the paths, children in the order they first appear; walked depth-first.
        // Node n is the segment `segment[n]` (a range of the path bytes) under `parent[n]`; the
        // children are found through one open-addressing table for the whole tree (keyed by
        // parent and segment bytes) and kept as linked lists of node numbers.
        let capacity = paths.segmentCount + 1
        var parent: [Int] = [-1]
        var segment: [Range<Int>] = [0..<0]
        var firstChild: [Int] = [-1]
        var lastChild: [Int] = [-1]
        var nextSibling: [Int] = [-1]
        var tokenAt: [Int] = [-1]
        parent.reserveCapacity(capacity)
        segment.reserveCapacity(capacity)
        firstChild.reserveCapacity(capacity)
        lastChild.reserveCapacity(capacity)
        nextSibling.reserveCapacity(capacity)
        tokenAt.reserveCapacity(capacity)
        var slotCount = 16
        while slotCount < capacity * 2 { slotCount *= 2 }
        let mask = slotCount - 1
        var slots = [Int](repeating: -1, count: slotCount)
        paths.bytes.withUnsafeBufferPointer { buffer in
            // The previous token's segments and the nodes they passed: tokens next to each other
            // in a file share their groups, which are then found by comparing bytes, not hashing.
            var previous: [Range<Int>] = []
            var previousNodes: [Int] = []
            var current: [Range<Int>] = []
            for index in bySource {
                paths.split(index, in: buffer, into: &current)
                var node = 0
                var depth = 0
                while depth < current.count, depth < previous.count, paths.same(current[depth], previous[depth], in: buffer) {
                    node = previousNodes[depth]
                    depth += 1
                }
                previousNodes.removeSubrange(depth...)
                while depth < current.count {
                    let piece = current[depth]
                    var slot = paths.hash(piece, parent: node, in: buffer) & mask
                    var found = -1
                    while slots[slot] >= 0 {
                        let candidate = slots[slot]
                        if parent[candidate] == node, paths.same(segment[candidate], piece, in: buffer) {
                            found = candidate
                            break
                        }
                        slot = (slot + 1) & mask
                    }
                    if found >= 0 {
                        node = found
                    } else {
                        let child = tokenAt.count
                        parent.append(node)
                        segment.append(piece)
                        firstChild.append(-1)
                        lastChild.append(-1)
                        nextSibling.append(-1)
                        tokenAt.append(-1)
                        slots[slot] = child
                        if lastChild[node] >= 0 { nextSibling[lastChild[node]] = child } else { firstChild[node] = child }
                        lastChild[node] = child
                        node = child
                    }
                    previousNodes.append(node)
                    depth += 1
                }
                swap(&previous, &current)
                tokenAt[node] = index
            }
        }
        var result: [Int] = []
        result.reserveCapacity(tokens.count)
        // Depth-first: a node, then its children, then its next sibling.
        var stack: [Int] = firstChild[0] >= 0 ? [firstChild[0]] : []
        while let node = stack.popLast() {
            if tokenAt[node] >= 0 { result.append(tokenAt[node]) }
            if nextSibling[node] >= 0 { stack.append(nextSibling[node]) }
            if firstChild[node] >= 0 { stack.append(firstChild[node]) }
        }
        return result
    }
}

/// The groups open while a nested DTCG document is written, read from the path bytes: the
/// groups of the token written last.
struct PathGroupWalk {
    /// The paths of the groups marked as categorical palettes.
    let palettes: Set<String>
    private var open: [Range<Int>] = []

    init(palettes: Set<TokenPath>) {
        self.palettes = Set(palettes.map(\.string))
    }

    /// Moves to the group of a token whose path is `segments` (its last segment is the token's
    /// name): `close` ends each open group the path leaves, `enter` begins each group it enters.
    @inline(__always)
    mutating func move(
        to segments: [Range<Int>], paths: PathBytes, in buffer: UnsafeBufferPointer<UInt8>, close: () -> Void,
        enter: (_ group: UnsafeBufferPointer<UInt8>, _ isPalette: Bool) -> Void
    ) {
        let groups = segments.count - 1
        var common = 0
        while common < open.count, common < groups, paths.same(open[common], segments[common], in: buffer) { common += 1 }
        while open.count > common {
            open.removeLast()
            close()
        }
        while open.count < groups {
            let group = segments[open.count]
            open.append(group)
            let isPalette = !palettes.isEmpty && palettes.contains(paths.string(segments[0].lowerBound..<group.upperBound, in: buffer))
            enter(UnsafeBufferPointer(rebasing: buffer[group]), isPalette)
        }
    }
}
