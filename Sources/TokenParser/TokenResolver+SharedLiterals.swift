import DesignModel
import Diagnostics
import Parallelism
import YAMLSource

extension TokenResolver {
    /// Literals decoded once for every mode: otherwise each mode's resolver decodes a token's
    /// literal again, though most tokens have one value for all modes (palette colors, sizes,
    /// durations: most of a typical set's literals).
    ///
    /// A token qualifies when its value is the same node in every mode (no mode values, no
    /// absent contexts, one declared type) and reads no other token: no `{…}` in any string and
    /// no `$ref` anywhere in it, so nothing its decoding does depends on the mode or on another
    /// token's state. What decoding reports (diagnostics, leniency deviations) is kept with the
    /// value and reported again, in the same order, by every mode's resolver where it would have
    /// decoded the literal itself: each mode's reports stay exactly as they were.
    final class SharedLiterals: @unchecked Sendable {
        /// Per raw token: `unshared` (each mode decodes its own), `decoded` or `reported`
        /// (decoded, with reports in `reports`).
        static let unshared: UInt8 = 0, decoded: UInt8 = 1, reported: UInt8 = 2

        let kinds: UnsafeMutableBufferPointer<UInt8>
        /// Per raw token: its literal's value (nil where it is unshared or failed to decode).
        let values: UnsafeMutableBufferPointer<ResolvedValue?>
        /// Per raw token: true for a pass-through token (`isPassThrough`), read here as every
        /// token is visited, so that no mode's resolver reads a shared literal's raw token.
        let passThrough: UnsafeMutableBufferPointer<Bool>
        private(set) var reports: [Int: (diagnostics: [Diagnostic], deviations: [Leniency.Deviation])] = [:]

        private init(count: Int) {
            kinds = .allocate(capacity: count)
            kinds.initialize(repeating: Self.unshared)
            values = .allocate(capacity: count)
            values.initialize(repeating: nil)
            passThrough = .allocate(capacity: count)
            passThrough.initialize(repeating: false)
        }

        deinit {
            kinds.deallocate()
            _ = values.deinitialize()
            values.deallocate()
            passThrough.deallocate()
        }

        /// Moves token `offset`'s value out (leaving nil): each is read once, by `run`, as every
        /// mode's value of the token, after the resolvers are done.
        @inline(__always) func takeValue(_ offset: Int) -> ResolvedValue? { values.takeValue(at: offset) }

        /// Decodes the qualifying literals of `raw`, on every core (chunks of tokens), and runs
        /// each of `alongside` (work of the caller's that does not read these values) as one
        /// more job among the chunks, first: on one thread, the caller's tables (cache misses in
        /// large tables, growing faster than the set) would keep a core idle.
        static func decode(raw: [RawToken], modes: [String], alongside: [() -> Void] = []) -> SharedLiterals {
            let shared = SharedLiterals(count: raw.count)
            let chunkSize = Swift.max(1, (raw.count + 3) / 4)
            let chunkReports = Parallel.map(alongside.count + (raw.count + chunkSize - 1) / chunkSize) { job -> [Int: (diagnostics: [Diagnostic], deviations: [Leniency.Deviation])] in
                if job < alongside.count {
                    alongside[job]()
                    return [:]
                }
                let chunk = job - alongside.count
                let range = (chunk * chunkSize)..<Swift.min(raw.count, (chunk + 1) * chunkSize)
                let decoder = TokenResolver(decodingLiteralsOf: raw, modes: modes)
                var found: [Int: (diagnostics: [Diagnostic], deviations: [Leniency.Deviation])] = [:]
                for token in range {
                    let rawToken = raw[token]
                    shared.passThrough[token] = rawToken.isPassThrough
                    guard let node = qualifyingNode(rawToken) else { continue }
                    let diagnosticsBefore = decoder.diagnostics.count
                    let deviationsBefore = decoder.deviations.count
                    decoder.readOtherToken = false
                    let value = decoder.decodeLiteral(of: token, node: node, mode: 0)
                    // A reference the scan missed: left to each mode (what it reported is dropped).
                    guard !decoder.readOtherToken else { continue }
                    shared.values[token] = value
                    if decoder.diagnostics.count == diagnosticsBefore, decoder.deviations.count == deviationsBefore {
                        shared.kinds[token] = Self.decoded
                    } else {
                        shared.kinds[token] = Self.reported
                        found[token] = (
                            Array(decoder.diagnostics[diagnosticsBefore...]), Array(decoder.deviations[deviationsBefore...])
                        )
                    }
                }
                return found
            }
            for found in chunkReports { shared.reports.merge(found) { first, _ in first } }
            return shared
        }

        /// The node every mode resolves for `token`, when it is a literal that reads no other token.
        private static func qualifyingNode(_ token: RawToken) -> YAMLNode? {
            guard token.modeValues.isEmpty, token.absentModes == nil, token.modeTypes == nil,
                token.passThroughType == nil || token.declaredType != nil,
                let node = token.value, !mayRefer(node)
            else { return nil }
            return node
        }

        /// True when `node` may name another token: a `{` in a string, a `$ref` key. Read in
        /// place (the pairs and items through buffers, the strings' bytes): this runs for every
        /// token, and copying each node it visits cost more than the decoding it spares.
        private static func mayRefer(_ node: YAMLNode) -> Bool {
            switch node.content {
            case .scalar(let scalar):
                let brace = UInt8(ascii: "{")
                return scalar.value.utf8.withContiguousStorageIfAvailable { $0.contains(brace) }
                    ?? scalar.value.utf8.contains(brace)
            case .mapping(let pairs):
                return pairs.withUnsafeBufferPointer { buffer in
                    for index in buffer.indices where buffer[index].name == "$ref" || mayRefer(buffer[index].value) { return true }
                    return false
                }
            case .sequence(let items):
                return items.withUnsafeBufferPointer { buffer in
                    for index in buffer.indices where mayRefer(buffer[index]) { return true }
                    return false
                }
            }
        }
    }
}
