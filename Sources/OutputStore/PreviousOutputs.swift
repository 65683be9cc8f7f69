import Foundation

extension OutputWriter {
    /// What the output folder's bookkeeping files said when a build started: the stamps file
    /// (per-file stamps and per-output fingerprints) and the manifest. Read once per build, by
    /// the up-to-date check, and handed to the writer, which re-reads them only when another
    /// build changed them in between.
    package struct PreviousOutputs: Sendable {
        var stamps: StampTable
        var fingerprints: [String: UInt64]
        var manifest: [ManifestEntry]
        /// Size and modification time of the two files as read (nil: absent).
        var identity: [FileIdentity?]
        /// Lines of either file that were ignored (`output/suspicious-manifest`).
        package var findings: [BookkeepingWarning] = []
        /// `.kiln-writing` was there: a build is writing, or the last one was interrupted (its
        /// stamps may describe files that never reached the disk whole). Nothing is up to date.
        var writeInProgress = false
        /// The manifest had lines Kiln ignored: written again without them.
        var manifestNeedsRewrite: Bool { findings.contains { $0.file == OutputWriter.manifestName } }
        /// The stamps had lines Kiln ignored: written again without them.
        var stampsNeedRewrite: Bool { findings.contains { $0.file == OutputWriter.stampsName } }
    }

    struct FileIdentity: Equatable, Sendable {
        var size: Int
        var modified: Modified
        var inode: UInt64
    }

    /// The bookkeeping of the output folder; empty when the folder does not exist or is not a
    /// real folder (a link is refused by the writer).
    package func readPrevious() -> PreviousOutputs {
        guard let root = try? ConfinedDirectory.open(folder, create: false) else {
            return PreviousOutputs(stamps: StampTable(), fingerprints: [:], manifest: [], identity: [nil, nil])
        }
        return readPrevious(in: root)
    }

    package func readPrevious(in root: ConfinedDirectory) -> PreviousOutputs {
        // Identities first: a change after this point is seen by `isCurrent` under the lock.
        let identity = bookkeepingIdentity(in: root)
        let stamps = readStampTable(in: root)
        let manifest = readManifest(in: root, checked: stamps.table)
        return PreviousOutputs(
            stamps: stamps.table, fingerprints: stamps.fingerprints, manifest: manifest.entries, identity: identity,
            findings: manifest.findings + stamps.findings, writeInProgress: root.info(Self.writingMarkerName) != nil)
    }

    /// A bookkeeping file's identity and change time.
    struct FileChange: Equatable, Sendable {
        var identity: FileIdentity
        var changed: Modified
    }

    /// The stamps file's and the manifest's identity with their change times (nil: absent).
    func bookkeepingChange(in root: ConfinedDirectory) -> [FileChange?] {
        [Self.stampsName, Self.manifestName].map { name in
            root.infoAndChange(name).map { FileChange(identity: FileIdentity(size: $0.info.size, modified: $0.info.modified, inode: $0.info.inode), changed: $0.changed) }
        }
    }

    /// Whether the bookkeeping files are still as `previous` read them.
    func isCurrent(_ previous: PreviousOutputs, in root: ConfinedDirectory) -> Bool { bookkeepingIdentity(in: root) == previous.identity }

    func bookkeepingIdentity(in root: ConfinedDirectory) -> [FileIdentity?] {
        [Self.stampsName, Self.manifestName].map { name in
            root.info(name).map { FileIdentity(size: $0.size, modified: $0.modified, inode: $0.inode) }
        }
    }

    /// The stamps file's lines as read: its bytes, and per stamp the byte range of its path and
    /// line, in file order. Looked up by binary search over the path bytes when the file is
    /// sorted (Kiln writes it sorted), through a dictionary otherwise — so a build reads
    /// thousands of stamps without making a string of each.
    struct StampTable: Sendable {
        var data: [UInt8] = []
        var paths: [Range<Int>] = []
        var lines: [Range<Int>] = []
        var values: [Stamp] = []
        /// Whether the paths are in ascending byte order (the order `stampsText` writes).
        var isSorted = true
        /// Only for an unsorted file (written by hand or by another tool).
        var index: [String: Int] = [:]

        var count: Int { paths.count }

        func path(at position: Int) -> String { String(decoding: data[paths[position]], as: UTF8.self) }

        func stamp(for path: String) -> Stamp? { position(of: path).map { values[$0] } }

        /// Where `path`'s stamp is in the table (binary search over the bytes when sorted).
        func position(of path: String) -> Int? {
            guard isSorted else { return index[path] }
            var path = path
            return path.withUTF8 { key -> Int? in
                data.withUnsafeBufferPointer { bytes -> Int? in
                    var low = 0
                    var high = paths.count
                    while low < high {
                        let middle = (low + high) / 2
                        let order = StampTable.compare(UnsafeBufferPointer(rebasing: bytes[paths[middle]]), key)
                        if order == 0 { return middle }
                        if order < 0 { low = middle + 1 } else { high = middle }
                    }
                    return nil
                }
            }
        }

        /// `position(of:)`, looking first at `hint` (where a resident session found the path in
        /// the table its last write read): one comparison instead of a search when the table
        /// lists the same paths as then. A sorted table holds each path once, so a hint that
        /// names `path` is the position the search finds; any other hint is ignored.
        func position(of path: String, hint: Int) -> Int? {
            guard isSorted, hint >= 0, hint < paths.count else { return position(of: path) }
            var path = path
            let found = path.withUTF8 { key in
                data.withUnsafeBufferPointer { bytes in StampTable.compare(UnsafeBufferPointer(rebasing: bytes[paths[hint]]), key) == 0 }
            }
            return found ? hint : position(of: path)
        }

        /// Byte order of two paths: negative, zero or positive.
        static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
            let common = Swift.min(lhs.count, rhs.count)
            if common > 0 {
                let order = memcmp(lhs.baseAddress!, rhs.baseAddress!, common)
                if order != 0 { return Int(order) }
            }
            return lhs.count - rhs.count
        }

        var dictionary: [String: Stamp] {
            var result: [String: Stamp] = [:]
            for position in paths.indices where result[path(at: position)] == nil { result[path(at: position)] = values[position] }
            return result
        }
    }

    /// The stamps file: a line per file (`path size modified hash`, tab-separated) and a line
    /// per output written from known inputs (`#fingerprint output hash`, see `OutputFreshness`).
    func readStampTable(in root: ConfinedDirectory) -> (table: StampTable, fingerprints: [String: UInt64], findings: [BookkeepingWarning]) {
        guard let data = root.read(Self.stampsName) else { return (StampTable(), [:], Self.notARegularFile(Self.stampsName, in: root).map { [$0] } ?? []) }
        return Self.parseStampTable(data)
    }

    /// The stamps file's bytes as `readStampTable` reads them.
    // Whole: one byte-level pass over the stamps file; the cursors and the table being filled are shared by each line's fields.
    static func parseStampTable(_ data: [UInt8]) -> (table: StampTable, fingerprints: [String: UInt64], findings: [BookkeepingWarning]) {
        var table = StampTable(data: data)
        var fingerprints: [String: UInt64] = [:]
        var findings: [BookkeepingWarning] = []
        var lineNumbers: [Int] = []
        var line = 0
        table.data.withUnsafeBufferPointer { bytes in
            table.paths.reserveCapacity(bytes.count / 80)
            table.lines.reserveCapacity(bytes.count / 80)
            table.values.reserveCapacity(bytes.count / 80)
            var start = 0
            // Over bytes, fields as ranges: thousands of color sets are read on every build.
            // Line ends and tabs found with `memchr` (vectorized): a byte-by-byte loop over a
            // large build's stamps costs far more.
            func next(_ byte: UInt8, from: Int, before end: Int) -> Int {
                guard from < end, let found = memchr(bytes.baseAddress! + from, Int32(byte), end - from) else { return end }
                return bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            while start <= bytes.count {
                let index = next(0x0A, from: start, before: bytes.count)
                defer { start = index + 1 }
                line += 1
                var fields: (Range<Int>, Range<Int>, Range<Int>, Range<Int>) = (0..<0, 0..<0, 0..<0, 0..<0)
                var count = 0
                var fieldStart = start
                while fieldStart <= index {
                    let position = next(0x09, from: fieldStart, before: index)
                    switch count {
                    case 0: fields.0 = fieldStart..<position
                    case 1: fields.1 = fieldStart..<position
                    case 2: fields.2 = fieldStart..<position
                    case 3: fields.3 = fieldStart..<position
                    default: break
                    }
                    count += 1
                    fieldStart = position + 1
                }
                func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
                func number(_ range: Range<Int>, radix: UInt64) -> UInt64? {
                    guard !range.isEmpty, range.count <= 19 else { return nil }
                    var value: UInt64 = 0
                    for position in range {
                        let byte = bytes[position]
                        let digit: UInt64
                        switch byte {
                        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
                        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
                        default: return nil
                        }
                        value = value &* radix &+ digit
                    }
                    return value
                }
                if count == 3, text(fields.0) == Self.fingerprintMarker, let value = number(fields.2, radix: 16) {
                    fingerprints[text(fields.1)] = value
                    continue
                }
                guard count == 4, !fields.0.isEmpty, let size = number(fields.1, radix: 10), let hash = number(fields.3, radix: 16) else {
                    if index > start {
                        findings.append(BookkeepingWarning(file: Self.stampsName, line: line, message: "stamps line \"\(Self.quoted(UnsafeBufferPointer(rebasing: bytes[start..<index])))\" is not `path, size, time, hash`; ignored"))
                    }
                    continue
                }
                let pathBytes = UnsafeBufferPointer(rebasing: bytes[fields.0])
                if let problem = Self.entryProblem(pathBytes) {
                    findings.append(BookkeepingWarning(file: Self.stampsName, line: line, message: "stamps entry \"\(Self.quoted(pathBytes))\" \(problem); ignored"))
                    continue
                }
                // `seconds.nanoseconds`
                let time = fields.2
                guard let dot = time.first(where: { bytes[$0] == UInt8(ascii: ".") }),
                    let seconds = number(time.lowerBound..<dot, radix: 10), let nanoseconds = number((dot + 1)..<time.upperBound, radix: 10)
                else {
                    findings.append(BookkeepingWarning(file: Self.stampsName, line: line, message: "stamps entry \"\(Self.quoted(pathBytes))\" has no valid time; ignored"))
                    continue
                }
                if let last = table.paths.last {
                    let order = StampTable.compare(UnsafeBufferPointer(rebasing: bytes[last]), pathBytes)
                    // Kiln writes the file sorted: a repetition is then next to its first line.
                    if order == 0 {
                        findings.append(BookkeepingWarning(file: Self.stampsName, line: line, message: "stamps entry \"\(Self.quoted(pathBytes))\" is listed twice; the repetition is ignored"))
                        continue
                    }
                    if order > 0 { table.isSorted = false }
                }
                lineNumbers.append(line)
                table.paths.append(fields.0)
                table.lines.append(start..<Swift.min(index + 1, bytes.count))
                table.values.append(Stamp(size: Int(size), modified: Modified(seconds: Int(seconds), nanoseconds: Int(nanoseconds)), hash: hash))
            }
        }
        if !table.isSorted {
            // Written by something else than Kiln: repetitions can be anywhere; the first counts.
            var repeated: [Int] = []
            for position in table.paths.indices {
                let path = table.path(at: position)
                if table.index[path] == nil { table.index[path] = position } else { repeated.append(position) }
            }
            for position in repeated {
                findings.append(BookkeepingWarning(file: Self.stampsName, line: lineNumbers[position], message: "stamps entry \"\(Self.quoted(table.path(at: position)))\" is listed twice; the repetition is ignored"))
            }
            findings.sort { $0.line < $1.line }
        }
        return (table, fingerprints, findings)
    }

    func readStampTable() -> (table: StampTable, fingerprints: [String: UInt64]) {
        guard let root = try? ConfinedDirectory.open(folder, create: false) else { return (StampTable(), [:]) }
        let (table, fingerprints, _) = readStampTable(in: root)
        return (table, fingerprints)
    }

    func readStampsAndFingerprints() -> (stamps: [String: Stamp], fingerprints: [String: UInt64]) {
        let (table, fingerprints) = readStampTable()
        return (table.dictionary, fingerprints)
    }

    /// The new stamps file: `previous` with `removed` paths dropped and `updated` ones replaced or
    /// added. Unchanged lines are copied as they were read, so a build that changed a handful of
    /// files does not re-spell thousands of lines. An unsorted previous file is written out whole.
    static func stampsText(
        previous: StampTable, updated: [(path: String, stamp: Stamp)], removed: Set<String>, fingerprints: [String: UInt64]
    ) -> [UInt8] {
        guard previous.isSorted else {
            var all = previous.dictionary
            for path in removed { all[path] = nil }
            for (path, stamp) in updated { all[path] = stamp }
            return stampsText(all, fingerprints: fingerprints)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(previous.data.count + updated.count * 96 + fingerprints.count * 48)
        appendFingerprints(fingerprints, to: &bytes)
        let updates = Self.sortedByBytes(updated)
        var next = 0
        previous.data.withUnsafeBufferPointer { data in
            for position in previous.paths.indices {
                let path = UnsafeBufferPointer(rebasing: data[previous.paths[position]])
                var replaced = false
                while next < updates.count {
                    var updatePath = updates[next].path
                    let order = updatePath.withUTF8 { StampTable.compare($0, path) }
                    if order > 0 { break }
                    appendStamp(updates[next].path, updates[next].stamp, to: &bytes)
                    next += 1
                    if order == 0 { replaced = true }
                }
                if replaced || (!removed.isEmpty && removed.contains(previous.path(at: position))) { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: data[previous.lines[position]]))
                if bytes.last != 0x0A { bytes.append(0x0A) }
            }
        }
        for update in updates[next...] { appendStamp(update.path, update.stamp, to: &bytes) }
        return bytes
    }

    /// The stamps file: fingerprint lines, then `path<TAB>size<TAB>seconds.nanoseconds<TAB>hash`
    /// per file, in byte order of the paths. Built on bytes: it has a line per generated file,
    /// thousands of them.
    static func stampsText(_ stamps: [String: Stamp], fingerprints: [String: UInt64]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(stamps.count * 96 + fingerprints.count * 48)
        appendFingerprints(fingerprints, to: &bytes)
        for (path, stamp) in sortedByBytes(stamps.map { ($0.key, $0.value) }) {
            appendStamp(path, stamp, to: &bytes)
        }
        return bytes
    }

    /// `stamps` in byte order of their paths (stable). Kiln's writes hand them over mostly in
    /// that order already: checked in one pass first. Otherwise sorted with one `memcmp` per
    /// comparison over the paths' UTF-8: comparing Strings, or UTF-8 views byte by byte, walks
    /// the long common prefixes of asset-catalog paths generically, and a build that restamps
    /// every file (outputs copied, checked out or touched) would spend much of its write
    /// sorting.
    static func sortedByBytes(_ stamps: [(path: String, stamp: Stamp)]) -> [(path: String, stamp: Stamp)] {
        func precedes(_ lhs: String, _ rhs: String) -> Bool {
            var lhs = lhs
            var rhs = rhs
            return lhs.withUTF8 { left in rhs.withUTF8 { right in StampTable.compare(left, right) < 0 } }
        }
        if stamps.indices.dropFirst().allSatisfy({ !precedes(stamps[$0].path, stamps[$0 - 1].path) }) { return stamps }
        return stamps.sorted { precedes($0.path, $1.path) }
    }

    private static func appendFingerprints(_ fingerprints: [String: UInt64], to bytes: inout [UInt8]) {
        for output in fingerprints.keys.sorted() {
            bytes.append(contentsOf: (fingerprintMarker + "\t" + output + "\t").utf8)
            appendNumber(fingerprints[output]!, radix: 16, to: &bytes)
            bytes.append(0x0A)
        }
    }

    private static func appendStamp(_ path: String, _ stamp: Stamp, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: path.utf8)
        bytes.append(0x09)
        appendSigned(stamp.size, to: &bytes)
        bytes.append(0x09)
        appendSigned(stamp.modified.seconds, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        appendSigned(stamp.modified.nanoseconds, to: &bytes)
        bytes.append(0x09)
        appendNumber(stamp.hash, radix: 16, to: &bytes)
        bytes.append(0x0A)
    }

    private static func appendSigned(_ value: Int, to bytes: inout [UInt8]) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        appendNumber(UInt64(value.magnitude), radix: 10, to: &bytes)
    }

    private static func appendNumber(_ value: UInt64, radix: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        let start = bytes.count
        repeat {
            let digit = UInt8(rest % radix)
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
            rest /= radix
        } while rest > 0
        bytes[start...].reverse()
    }
}
