import DesignModel
import Diagnostics
import Foundation
import Parallelism
import YAMLSource

/// Parses token files into the resolved model: the public entry point of this module.
///
/// Every file is parsed even when others are broken, so one bad file does not hide the
/// problems of the rest; a token defined in two files is an error naming both places.
public struct TokenSetParser: Sendable {
    public var modes: [String]
    /// The theming axes whose combinations `modes` are (one axis unless configured).
    public var axes: ModeAxes
    public var yaml: YAMLParser
    /// The most token values (tokens × modes) resolved. Memory grows with them, through
    /// resolution, outputs and the site, so a larger set stops before resolving with
    /// `limit/token-values` instead of exhausting the machine.
    public var maximumTokenValues: Int
    /// Deviations from DTCG 2025.10 that are read leniently by default (see `Leniency`) are
    /// errors, one per occurrence, when true (`strict: true` in kiln.yaml, `--strict`).
    public var strict: Bool
    /// Parsed files from earlier builds of a resident process; nil for a one-shot build.
    public var cache: TokenParseCache?
    /// The previous resolve of a resident process, to resolve only what changed; nil for a
    /// one-shot build.
    public var resolveCache: TokenResolveCache?
    /// What happens to the parse trees and sorted tokens once resolved (`ReleasePolicy`).
    public var releasePolicy: ReleasePolicy

    public init(
        modes: [String], axes: ModeAxes? = nil, yaml: YAMLParser = YAMLParser(), maximumTokenValues: Int = .max, strict: Bool = false,
        releasePolicy: ReleasePolicy = .freesInBackground
    ) {
        let axes = axes ?? .single(modes)
        self.axes = axes
        self.modes = axes.modeNames
        self.yaml = yaml
        self.maximumTokenValues = maximumTokenValues
        self.strict = strict
        self.releasePolicy = releasePolicy
    }

    public struct Result: Sendable {
        public var system: DesignSystem
        public var diagnostics: [Diagnostic]
        /// Seconds spent parsing files and resolving tokens, for `--timings` and the benchmark.
        public var parseSeconds: Double = 0
        public var resolveSeconds: Double = 0

        public init(system: DesignSystem, diagnostics: [Diagnostic]) {
            self.system = system
            self.diagnostics = diagnostics
        }
    }

    /// Tokens from plain files (`tokens/**/*.yaml`, `*.tokens.json`), modes via `$extensions.mode`.
    public func parse(files: [SourceFile]) -> Result {
        var diagnostics: [Diagnostic] = []
        var rawTokens: [RawToken] = []
        var groups: [RawGroup] = []
        let clock = ContinuousClock()
        let start = clock.now
        // Files are independent until their tokens are merged: parse them on every core.
        // Largest first, so neither core is left with a big file at the end.
        let order = files.indices.sorted { files[$0].text.utf8.count > files[$1].text.utf8.count }
        let readsInOrder = Parallel.map(files.count) { slot in
            let file = files[order[slot]]
            let parse = { () -> (TokenDocumentReader, [Diagnostic]) in
                var fileDiagnostics: [Diagnostic] = []
                return (readFile(file, diagnostics: &fileDiagnostics), fileDiagnostics)
            }
            return cache?.reader(for: file, modes: modes, parse: parse) ?? parse()
        }
        var reads = readsInOrder
        for (slot, index) in order.enumerated() { reads[index] = readsInOrder[slot] }
        rawTokens.reserveCapacity(reads.reduce(0) { $0 + $1.0.tokens.count })
        var tokenCount = 0
        var deviations: [Leniency.Deviation] = []
        for (fileIndex, (read, fileDiagnostics)) in reads.enumerated() {
            tokenCount += read.tokens.count
            if let tooMany = tokenValuesLimit(tokens: tokenCount, at: .file(files[fileIndex].path)) {
                return Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
            }
            diagnostics.append(contentsOf: fileDiagnostics)
            deviations += read.deviations
            // In file order, then document order: `resolve` keeps the first definition of a path.
            rawTokens.append(contentsOf: read.tokens)
            groups.append(contentsOf: read.groups)
        }
        let parsed = clock.now
        // Figma's per-mode files are one design system with theming axes, not duplicates.
        if let figma = FigmaExportFormat.claim(paths: files.map(\.path), readers: reads.map(\.0)) {
            var result = FigmaExportFormat.read(figma, readers: reads.map(\.0), parser: self, diagnostics: diagnostics, deviations: deviations)
            result.parseSeconds = (parsed - start).seconds
            result.resolveSeconds = (clock.now - parsed).seconds
            return result
        }
        var result = resolve(rawTokens, groups: groups, modes: modes, diagnostics: diagnostics, deviations: deviations)
        result.parseSeconds = (parsed - start).seconds
        result.resolveSeconds = (clock.now - parsed).seconds
        let garbage = BackgroundRelease((reads, rawTokens))
        (reads, rawTokens) = ([], [])
        garbage.release(releasePolicy, returningMemory: true, setTokens: tokenCount)
        return result
    }

    /// The `limit/token-values` error when `tokens` in every mode exceed the limit, located at
    /// the file (or resolver) that brings the count over it.
    func tokenValuesLimit(tokens: Int, at range: SourceRange) -> Diagnostic? {
        let (values, overflow) = tokens.multipliedReportingOverflow(by: modes.count)
        guard overflow || values > maximumTokenValues else { return nil }
        let modeCount = modes.count == 1 ? "1 mode" : "\(modes.count) modes"
        return .error(
            .limitTokenValues,
            "the design system reaches \(tokens.grouped) tokens in \(modeCount) here, \(values.grouped) token values; Kiln stops at \(maximumTokenValues.grouped) to keep its memory bounded",
            at: range,
            hint: "raise `limits: { tokenValues: N }` in kiln.yaml; a full build needs about 3.5 GiB per million token values (docs/limits.md)")
    }

    func readFile(_ file: SourceFile, diagnostics: inout [Diagnostic]) -> TokenDocumentReader {
        var reader = TokenDocumentReader(modes: modes, axes: axes)
        let parsed = yaml.parse(file.text, file: file.path)
        diagnostics.append(contentsOf: parsed.diagnostics)
        guard let root = parsed.root else {
            if parsed.diagnostics.isEmpty {
                diagnostics.append(.warning(.tokenEmptyFile, "the file holds no tokens", at: .file(file.path)))
            }
            return reader
        }
        if root.isNull {
            diagnostics.append(.warning(.tokenEmptyFile, "the file holds no tokens", at: .file(file.path)))
            return reader
        }
        reader.read(root)
        diagnostics.append(contentsOf: reader.diagnostics)
        return reader
    }

    func resolve(
        _ rawTokens: [RawToken], groups: [RawGroup], modes: [String], diagnostics: [Diagnostic], deviations: [Leniency.Deviation] = []
    ) -> Result {
        var diagnostics = diagnostics
        var groups = groups
        var rawTokens = rawTokens
        if groups.contains(where: { $0.extends != nil }) {
            let (perMode, overflow) = maximumTokenValues.dividedReportingOverflow(by: max(1, modes.count))
            GroupExtension.apply(
                to: &rawTokens, groups: &groups, maximumTokens: overflow ? .max : perMode.saturatingIncrement, diagnostics: &diagnostics)
            // Inherited tokens count against the limit like written ones.
            if let tooMany = tokenValuesLimit(tokens: rawTokens.count, at: groups.first { $0.extends != nil }?.extends?.range ?? .none) {
                return Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: diagnostics + [tooMany])
            }
        }
        // In path order. A path defined twice is an error at each later definition; the first
        // (in file order, then document order: the sort is stable) is kept. Found as neighbours
        // after sorting, so no table of every path is built for it.
        var sorted: [RawToken] = []
        sorted.reserveCapacity(rawTokens.count)
        var duplicates: Set<ObjectIdentifier> = []
        // A resident build keeps the order of the previous one while the paths are the same,
        // and then knows whether a path is given twice (the usual answer: no, nothing to report).
        let known = resolveCache?.sortedOrder(of: rawTokens)
        let order = known?.order
        var sortedNow: (tokens: [RawToken], duplicateFree: Bool) = ([], false)
        if order == nil { sortedNow = Self.sortedByPathFindingDuplicates(rawTokens) }
        let inPathOrder = order.map { $0.map { rawTokens[$0] } } ?? sortedNow.tokens
        if known?.duplicateFree == true || (order == nil && sortedNow.duplicateFree) {
            sorted = inPathOrder
        } else {
            for token in inPathOrder {
                if let first = sorted.last, first.path == token.path {
                    diagnostics.append(
                        .error(
                            .tokenDuplicate, "token \"\(token.path)\" is defined twice", at: token.range,
                            notes: [.init("first defined here", at: first.range)]))
                    duplicates.insert(ObjectIdentifier(token))
                    continue
                }
                sorted.append(token)
            }
        }
        // Palette members keep their written order (the order designers display them in).
        let written = duplicates.isEmpty ? rawTokens : rawTokens.filter { !duplicates.contains(ObjectIdentifier($0)) }
        let palettes = Self.palettes(groups: groups, tokens: written)
        let resolution =
            resolveCache?.resolve(
                raw: sorted, groups: groups, modes: modes, palettes: palettes, axes: axes, inputTokens: rawTokens,
                order: order ?? [], duplicateFree: duplicates.isEmpty, releasing: releasePolicy)
            ?? TokenResolver.run(raw: sorted, groups: groups, modes: modes, palettes: palettes, axes: axes)
        let (resolutionDiagnostics, resolutionDeviations) = (resolution.diagnostics, resolution.deviations)
        var resolved = resolution.system
        if axes.isMultiAxis, axes.modeNames == modes { resolved.axes = axes }
        diagnostics.append(contentsOf: resolutionDiagnostics)
        diagnostics.append(contentsOf: Leniency.diagnostics(for: deviations + resolutionDeviations, strict: strict))
        let garbage = BackgroundRelease(sorted)
        let count = sorted.count
        sorted = []
        garbage.release(releasePolicy, setTokens: count)
        return Result(system: resolved, diagnostics: diagnostics)
    }

    /// The tokens in path order, stable (the first of two definitions of a path stays first).
    /// The paths are read out of the tokens once and sorted beside their indices: comparing
    /// through the classes costs an exclusivity check and a retain/release pair per read, twice
    /// per comparison, on the critical path, where the copied strings cost one retain each.
    ///
    /// When every path is ASCII (nearly always), the paths' bytes are laid end to end in one
    /// buffer and compared there, a word at a time, with the index breaking ties: the same order
    /// as `String`'s `<` (which compares ASCII text by its bytes) without its per-comparison
    /// checks, on one thread. A non-ASCII path sorts by `String`'s `<`: it orders by Unicode
    /// canonical equivalence, not by bytes.
    static func sortedByPath(_ tokens: [RawToken]) -> [RawToken] {
        sortedByPathFindingDuplicates(tokens).tokens
    }

    /// `sortedByPath`, and whether no path is given twice as far as the sort can tell (false:
    /// maybe; the caller compares neighbours). With ASCII paths the sort compares the paths'
    /// bytes in its buffer anyway, and neighbours are compared there too: comparing them
    /// through the tokens afterwards would read every token's path string again, in path order,
    /// so in no order of memory (on a large set, mostly cache misses).
    static func sortedByPathFindingDuplicates(_ tokens: [RawToken]) -> (tokens: [RawToken], duplicateFree: Bool) {
        if let (order, duplicateFree) = asciiPathOrder(tokens) { return (order.map { tokens[Int($0)] }, duplicateFree) }
        var keys: [(path: String, index: Int)] = []
        keys.reserveCapacity(tokens.count)
        for index in tokens.indices { keys.append((tokens[index].path.string, index)) }
        // Swift's sort is stable: equal paths keep their file order.
        keys.sort { $0.path < $1.path }
        return (keys.map { tokens[$0.index] }, false)
    }

    /// The indices of `tokens` in path order (ties in index order) and whether no two paths are
    /// the same, or nil when a path is not ASCII (or there are too many bytes for 32-bit offsets).
    static func asciiPathOrder(_ tokens: [RawToken]) -> (order: [Int32], duplicateFree: Bool)? {
        guard tokens.count < Int(Int32.max) else { return nil }
        var bytes: [UInt8] = []
        // Start offsets, one more than tokens: path i is bytes[starts[i]..<starts[i + 1]].
        var starts: [Int32] = []
        starts.reserveCapacity(tokens.count + 1)
        var nonASCII: UInt8 = 0
        for token in tokens {
            var path = token.path.string
            path.withUTF8 { utf8 in
                for byte in utf8 { nonASCII |= byte }
                starts.append(Int32(truncatingIfNeeded: bytes.count))
                bytes.append(contentsOf: utf8)
            }
            guard nonASCII < 0x80, bytes.count < Int(Int32.max) else { return nil }
        }
        starts.append(Int32(truncatingIfNeeded: bytes.count))
        var order = (0..<Int32(truncatingIfNeeded: tokens.count)).map { $0 }
        var duplicateFree = true
        bytes.withUnsafeBufferPointer { bytes in
            starts.withUnsafeBufferPointer { starts in
                let base = bytes.baseAddress
                func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
                    var left = Int(starts[Int(lhs)])
                    var right = Int(starts[Int(rhs)])
                    let leftEnd = Int(starts[Int(lhs) + 1])
                    let rightEnd = Int(starts[Int(rhs) + 1])
                    // Whole words (unaligned loads) while both have 8 bytes left: the first
                    // that differ decide, read big-endian (the first byte most significant).
                    while left + 8 <= leftEnd, right + 8 <= rightEnd {
                        let a = UnsafeRawPointer(base! + left).loadUnaligned(as: UInt64.self)
                        let b = UnsafeRawPointer(base! + right).loadUnaligned(as: UInt64.self)
                        if a != b { return UInt64(bigEndian: a) < UInt64(bigEndian: b) }
                        left += 8
                        right += 8
                    }
                    while left < leftEnd, right < rightEnd {
                        let a = base![left], b = base![right]
                        if a != b { return a < b }
                        left += 1
                        right += 1
                    }
                    let leftLength = leftEnd - left, rightLength = rightEnd - right
                    if leftLength != rightLength { return leftLength < rightLength }
                    return lhs < rhs
                }
                func samePath(_ lhs: Int32, _ rhs: Int32) -> Bool {
                    let left = Int(starts[Int(lhs)]), length = Int(starts[Int(lhs) + 1]) - left
                    let right = Int(starts[Int(rhs)])
                    return length == Int(starts[Int(rhs) + 1]) - right && memcmp(base! + left, base! + right, length) == 0
                }
                if !order.indices.dropFirst().allSatisfy({ precedes(order[$0 - 1], order[$0]) }) { order.sort(by: precedes) }
                // Equal paths are neighbours now.
                duplicateFree = !order.indices.dropFirst().contains { samePath(order[$0 - 1], order[$0]) }
            }
        }
        return (order, duplicateFree)
    }

    static func palettes(groups: [RawGroup], tokens: [RawToken]) -> [CategoricalPalette] {
        groups.filter(\.isCategoricalPalette).map { group in
            CategoricalPalette(
                path: group.path, members: tokens.filter { $0.paletteEntry?.palette == group.path }.map(\.path), range: group.range)
        }
    }
}

extension Int {
    /// One more, or `Int.max` when there is no more.
    var saturatingIncrement: Int { self == .max ? self : self + 1 }

    /// `1234567` → `1,234,567`: limits are easier to read with thousands separators.
    var grouped: String {
        let digits = String(magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return self < 0 ? "-" + text : text
    }
}

extension Duration {
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
