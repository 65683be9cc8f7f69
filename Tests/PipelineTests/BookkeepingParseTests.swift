import Foundation
import Testing
@testable import OutputStore

/// The manifest's and stamps file's readers took shortcuts for speed (a fast path for plain
/// bytes, an owner read once per run of equal owners, repetitions looked for in the line
/// before while the paths ascend, `memchr` splitting). Checked here against plain reference
/// readers on random files that mix sorted and unsorted runs, repetitions, bad owners and
/// every kind of bad path byte.
@Suite struct BookkeepingParseTests {
    /// The same cases on every run (SplitMix64, shared with the live-build tests).
    typealias Generator = LiveBuildEquivalenceTests.Seeded

    /// `entryProblem` as it was written before the fast path: byte by byte over a collection.
    static func referenceProblem(_ bytes: [UInt8]) -> String? {
        if bytes.isEmpty { return "is empty" }
        if bytes.count > OutputWriter.pathMax { return "is longer than \(OutputWriter.pathMax) bytes" }
        if bytes.first == UInt8(ascii: "/") { return "is an absolute path" }
        var componentLength = 0
        var dots = 0
        var hasSlash = false
        var nonASCII = false
        func componentProblem() -> String? {
            if componentLength == 0 { return "has an empty component" }
            if dots == componentLength && componentLength <= 2 { return componentLength == 2 ? "goes up a folder (`..`)" : "has a `.` component" }
            if componentLength > OutputWriter.nameMax { return "has a component longer than \(OutputWriter.nameMax) bytes" }
            return nil
        }
        for byte in bytes {
            switch byte {
            case 0: return "contains a NUL byte"
            case 0x01..<0x20, 0x7F: return "contains a control character"
            case UInt8(ascii: "\\"): return "contains a backslash"
            case UInt8(ascii: "/"):
                if let problem = componentProblem() { return problem }
                hasSlash = true
                componentLength = 0
                dots = 0
                continue
            case UInt8(ascii: "."): dots += 1
            case 0x80...: nonASCII = true
            default: break
            }
            componentLength += 1
        }
        if let problem = componentProblem() { return problem }
        if nonASCII, String(validating: bytes, as: UTF8.self) == nil { return "is not valid UTF-8" }
        if !hasSlash, OutputWriter.bookkeepingNames.contains(String(decoding: bytes, as: UTF8.self)) { return "names one of Kiln's own bookkeeping files" }
        return nil
    }

    static let pieces: [[UInt8]] = [
        Array("a".utf8), Array("Zz9".utf8), Array("/".utf8), Array(".".utf8), Array("..".utf8), Array("-_~ ".utf8),
        Array("\\".utf8), [0], [0x01], [0x1F], [0x7F], Array("é".utf8), [0xFF], Array("colorset".utf8),
        Array(".kiln-stamps".utf8), Array(repeating: UInt8(ascii: "q"), count: 130),
    ]

    static func randomPath(_ generator: inout Generator) -> [UInt8] {
        (0..<Int.random(in: 0...6, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
    }

    @Test func entryProblemMatchesTheByteByByteReader() {
        var generator = Generator(state: 27)
        for _ in 0..<20_000 {
            let path = Self.randomPath(&generator)
            #expect(OutputWriter.entryProblem(path) == Self.referenceProblem(path), "\(path)")
            #expect(OutputWriter.entryProblem(path[...]) == Self.referenceProblem(path), "\(path)")
        }
        // Long plain components are still counted on the fast path.
        #expect(OutputWriter.entryProblem(Array(("a/" + String(repeating: "b", count: 256)).utf8)) == "has a component longer than 255 bytes")
        #expect(OutputWriter.entryProblem(Array(("a/" + String(repeating: "b", count: 255)).utf8)) == nil)
    }

    /// `isSafe` as it was written before it looked at eight bytes at a time.
    static func referenceIsSafe(_ bytes: [UInt8]) -> Bool {
        var segmentStart = 0
        var dots = 0
        for index in 0..<bytes.count {
            switch bytes[index] {
            case 0, UInt8(ascii: "\\"): return false
            case UInt8(ascii: "/"):
                let length = index - segmentStart
                if length == 0 || dots == length && length <= 2 { return false }
                segmentStart = index + 1
                dots = 0
            case UInt8(ascii: "."): dots += 1
            default: break
            }
        }
        let length = bytes.count - segmentStart
        return bytes.count > 0 && length > 0 && !(dots == length && length <= 2)
    }

    /// `pieces` and the bytes either side of those the eight-bytes-at-a-time checks look for
    /// (`/` 0x2F and `0` 0x30, `[` and `]` around the backslash, `~` 0x7E, DEL, 0x80), with
    /// plain runs of seven and eight bytes to put them at every offset of a word.
    static let boundaryPieces: [[UInt8]] =
        pieces + [[0x2F], [0x30], [0x2E, 0x2E], [0x5B], [0x5C], [0x5D], [0x7E], [0x7F], [0x80], Array("abcdefg".utf8), Array("abcdefgh".utf8)]

    @Test func pathChecksMatchTheByteByByteReaders() {
        var generator = Generator(state: 28)
        var safe = 0
        for _ in 0..<30_000 {
            let path = (0..<Int.random(in: 0...10, using: &generator)).flatMap { _ in Self.boundaryPieces.randomElement(using: &generator)! }
            #expect(OutputWriter.entryProblem(path) == Self.referenceProblem(path), "\(path)")
            // `isSafe` checks a generated path (a String): valid UTF-8 ones only.
            if let text = String(validating: path, as: UTF8.self) {
                #expect(OutputWriter.isSafe(text) == Self.referenceIsSafe(path), "\(path)")
                if Self.referenceIsSafe(path) { safe += 1 }
            }
        }
        // Both answers were tried many times.
        #expect(safe > 1_000)
    }

    /// The manifest reader before its shortcuts: every line on its own, repetitions in a set.
    static func referenceManifest(_ bytes: [UInt8]) -> (entries: [OutputWriter.ManifestEntry], findings: [Int]) {
        var entries: [OutputWriter.ManifestEntry] = []
        var findings: [Int] = []
        var seen: Set<[UInt8]> = []
        for (offset, text) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
            let line = offset + 1
            guard let first = text.first, first != UInt8(ascii: "#") else { continue }
            let tab = text.firstIndex(of: 0x09)
            let pathBytes = Array(tab.map { text[($0 + 1)...] } ?? text)
            if referenceProblem(pathBytes) != nil {
                findings.append(line)
                continue
            }
            let path = String(decoding: pathBytes, as: UTF8.self)
            let owner = tab.map { String(decoding: text[..<$0], as: UTF8.self) } ?? OutputWriter.topFolder(path)
            if owner.isEmpty || owner.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "/") }) || String(validating: owner.utf8, as: UTF8.self) == nil {
                findings.append(line)
                continue
            }
            guard seen.insert(pathBytes).inserted else {
                findings.append(line)
                continue
            }
            entries.append(OutputWriter.ManifestEntry(owner: owner, path: path, line: line))
        }
        return (entries, findings)
    }

    @Test func manifestReaderMatchesTheReference() {
        var generator = Generator(state: 1127)
        let owners: [[UInt8]] = [Array("swift".utf8), Array("css".utf8), [], Array("a/b".utf8), [0x01], [0xFF], Array("json".utf8)]
        let pool = (0..<40).map { index in Array("out\(index % 3)/f\(index).txt".utf8) } + (0..<8).map { _ in Self.randomPath(&generator) }
        for round in 0..<400 {
            var lines: [[UInt8]] = (0..<Int.random(in: 0...30, using: &generator)).map { _ in
                let path = pool.randomElement(using: &generator)!
                switch Int.random(in: 0..<10, using: &generator) {
                case 0: return path  // no owner: its top folder
                case 1: return Array("# comment".utf8)
                case 2: return []
                default: return owners[Int.random(in: 0..<(Bool.random(using: &generator) ? 2 : owners.count), using: &generator)] + [0x09] + path
                }
            }
            // Half the cases sorted as Kiln writes them (repetitions then sit side by side).
            func path(_ line: [UInt8]) -> [UInt8] { line.firstIndex(of: 0x09).map { Array(line[($0 + 1)...]) } ?? line }
            if round % 2 == 0 { lines.sort { path($0).lexicographicallyPrecedes(path($1)) } }
            var bytes: [UInt8] = []
            for line in lines { bytes += line + [0x0A] }
            if round % 3 == 0, !bytes.isEmpty { bytes.removeLast() }
            let parsed = OutputWriter.parseManifest(bytes)
            let reference = Self.referenceManifest(bytes)
            #expect(parsed.entries.map { [$0.owner, $0.path, "\($0.line)"] } == reference.entries.map { [$0.owner, $0.path, "\($0.line)"] }, "\(lines)")
            #expect(parsed.findings.map(\.line) == reference.findings, "\(lines)")
            // With a stamps table read before (its paths not checked again): the same reading,
            // whatever the table lists (some of the paths, bad ones, sorted or not).
            var stampLines = pool.filter { _ in Bool.random(using: &generator) }.map { $0 + Array("\t1\t2.3\tab".utf8) }
            if round % 4 != 1 { stampLines.sort { $0.lexicographicallyPrecedes($1) } }
            let table = OutputWriter.parseStampTable(Array(stampLines.joined(separator: [0x0A]))).table
            let checked = OutputWriter.parseManifest(bytes, checked: table)
            #expect(checked.entries.map { [$0.owner, $0.path, "\($0.line)"] } == parsed.entries.map { [$0.owner, $0.path, "\($0.line)"] }, "\(lines)")
            #expect(checked.findings == parsed.findings, "\(lines)")
        }
    }

    @Test func stampsSplitOnLinesAndTabsAsWritten() {
        let text = "#fingerprint\tcss\tff\na/b.css\t3\t1.2\tab\n\nbad line\na/c.css\t4\t5.6\tcd\t\na/d.css\t\t1.2\tab\na/e.css\t7\t8.9\tef"
        let (table, fingerprints, findings) = OutputWriter.parseStampTable(Array(text.utf8))
        #expect(fingerprints == ["css": 0xff])
        #expect((0..<table.count).map { table.path(at: $0) } == ["a/b.css", "a/e.css"])
        #expect(table.values.map(\.size) == [3, 7])
        #expect(table.values.map(\.hash) == [0xab, 0xef])
        #expect(findings.map(\.line) == [4, 5, 6])
        #expect(OutputWriter.parseStampTable([]).table.count == 0)
        #expect(OutputWriter.parseStampTable(Array("a/b.css\t3\t1.2\tab\n".utf8)).table.count == 1)
    }
}
