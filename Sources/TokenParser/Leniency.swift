import Diagnostics

/// Real exports deviate from DTCG 2025.10 in a few common, harmless ways (a 3-digit `hex`
/// fallback, `$type: "string"`, `"16px"` where the format wants `{value, unit}`). By default
/// Kiln reads them and says so once per kind — how many, and where the first ones are — instead
/// of stopping the build or printing one line per token; `strict: true` in kiln.yaml (or
/// `--strict`) makes every occurrence an error, as the format says.
public enum Leniency {
    /// The deviations read leniently. Each has a stable diagnostic id `format/<rawValue>`.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `hex` fallback of a color object with 3, 4 or 8 digits instead of 6.
        case hexFallback = "hex-fallback"
        /// A `$type` DTCG does not define (`string`, `boolean`, …): the token is kept as a
        /// pass-through token, which outputs skip.
        case unknownType = "unknown-type"
        /// A dimension written as a string ("16px") in a JSON token file, where DTCG 2025.10
        /// wants `{"value": 16, "unit": "px"}`.
        case dimensionString = "dimension-string"
        /// A dimension written as the bare number 0 in a JSON token file.
        case unitlessZero = "unitless-zero"
        /// `{"value": 0, "unit": ""}`: an empty unit on a zero dimension, read as 0px.
        case emptyUnit = "empty-unit"
        /// A property a composite or color object does not have (`WebkitFontSmoothing` in a
        /// typography value): ignored.
        case unknownProperty = "unknown-property"
        /// A token that also holds tokens (`alpha` variants inside a color): both are read, the
        /// children under the token's name.
        case childTokens = "child-tokens"
        /// A length in a unit DTCG 2025.10 does not define (`vw`, `vh`, `vmin`, `vmax`, `ch`, `ex`;
        /// `em` and `%` in a JSON file): kept; the web outputs write it, the native ones leave
        /// viewport and glyph units out (reported by each).
        case unitOutsideDTCG = "unit"
        /// A Tokens Studio font weight naming a style too (`Bold Italic`): the weight is read.
        case fontStyle = "font-style"
        /// A Tokens Studio value Kiln cannot read as its type (`8px 16px` spacing, `auto`, a
        /// gradient, math mixing units): kept as written, as a pass-through token.
        case keptAsWritten = "kept-as-written"
        /// A Tokens Studio color modifier Tokens Studio cannot apply (no color space, a color it
        /// cannot read, an unknown type): the color is left as Tokens Studio leaves it.
        case modifierIgnored = "modifier-ignored"
        /// A Tokens Studio theme enabling a set the export does not hold: the theme is left out.
        case incompleteTheme = "incomplete-theme"
        /// A Figma alias of a variable the export does not hold (a library's): the token is left out.
        case missingVariable = "missing-variable"
        /// Two Figma variables of one name (a local one and a library's): the first is read.
        case duplicateVariable = "duplicate-variable"
        /// A Figma name holding `.`, `{` or `}`: read with `_` in their place.
        case nameCharacters = "name-characters"
        /// A Tokens Studio name holding `{` or `}` (a slip: `"{global"`): no reference could
        /// name it, so the token (or group) is left out.
        case bracedName = "braced-name"

        public var id: DiagnosticID {
            switch self {
            case .hexFallback: .formatHexFallback
            case .unknownType: .formatUnknownType
            case .dimensionString: .formatDimensionString
            case .unitlessZero: .formatUnitlessZero
            case .emptyUnit: .formatEmptyUnit
            case .unknownProperty: .formatUnknownProperty
            case .childTokens: .formatChildTokens
            case .unitOutsideDTCG: .formatUnit
            case .fontStyle: .formatFontStyle
            case .keptAsWritten: .formatKeptAsWritten
            case .modifierIgnored: .formatModifierIgnored
            case .incompleteTheme: .formatIncompleteTheme
            case .missingVariable: .formatMissingVariable
            case .duplicateVariable: .formatDuplicateVariable
            case .nameCharacters: .formatNameCharacters
            case .bracedName: .formatBracedName
            }
        }

        /// How the one summary warning words it: what `count` occurrences are, and what Kiln did.
        func summary(count: Int, details: String) -> String {
            let tokens = count == 1 ? "1 value" : "\(count) values"
            let (give, write) = count == 1 ? ("gives", "writes") : ("give", "write")
            switch self {
            case .hexFallback:
                return "\(tokens) \(give) a `hex` fallback that is not 6 digits\(details); DTCG 2025.10 wants \"#RRGGBB\". Kiln reads the color from `components`"
            case .unknownType:
                let tokens = count == 1 ? "1 token has" : "\(count) tokens have"
                return "\(tokens) a `$type` DTCG 2025.10 does not define\(details); Kiln keeps \(count == 1 ? "it as a pass-through token" : "them as pass-through tokens"), which outputs skip"
            case .dimensionString:
                return "\(tokens) \(write) a dimension as a string such as \"16px\"\(details); DTCG 2025.10 wants {\"value\": 16, \"unit\": \"px\"}. Kiln reads the string"
            case .unitlessZero:
                return "\(tokens) \(write) a dimension as the bare number 0; DTCG 2025.10 wants {\"value\": 0, \"unit\": \"px\"}. Kiln reads 0px"
            case .emptyUnit:
                return "\(tokens) \(give) a zero dimension an empty `unit`; DTCG 2025.10 wants \"px\" or \"rem\". Kiln reads 0px"
            case .unknownProperty:
                return "\(tokens) \(count == 1 ? "has a property its" : "have properties their") type does not define\(details); Kiln ignores them"
            case .childTokens:
                let tokens = count == 1 ? "1 token holds" : "\(count) tokens hold"
                return "\(tokens) other tokens inside it\(details); DTCG 2025.10 makes a token or a group, not both. Kiln reads both, the inner tokens under the token's name"
            case .unitOutsideDTCG:
                return "\(tokens) \(write) a length in a unit DTCG 2025.10 does not define\(details); DTCG wants px or rem. Kiln keeps it: CSS, SCSS, Tailwind and TypeScript write it as it is, JSON as the number DTCG gives it with the exact length under dev.kiln; Swift, Dart and Android work em and % out against the font size where there is one and leave vw, vh, vmin, vmax, ch and ex out"
            case .fontStyle:
                return "\(tokens) \(count == 1 ? "names" : "name") a font style with the weight\(details) (\"Bold Italic\"); Kiln's typography has no style: it reads the weight"
            case .keptAsWritten:
                return "\(tokens) cannot be read as \(count == 1 ? "its" : "their") type\(details) (multi-value spacing, `auto`, gradients, math mixing units); Kiln keeps \(count == 1 ? "it" : "them") as written, as pass-through tokens, which outputs skip"
            case .modifierIgnored:
                return "\(tokens) \(count == 1 ? "has a color modifier" : "have color modifiers") Tokens Studio cannot apply\(details) (no color space, a color it cannot read, an unknown type); it leaves the color as it is, and so does Kiln"
            case .incompleteTheme:
                let themes = count == 1 ? "1 theme enables a set" : "\(count) themes enable sets"
                return "\(themes) the export does not hold\(details); Kiln leaves \(count == 1 ? "it" : "them") out"
            case .missingVariable:
                let tokens = count == 1 ? "1 variable is an alias" : "\(count) variables are aliases"
                return "\(tokens) of variables this export does not hold (from a library)\(details); Kiln leaves \(count == 1 ? "it" : "them") out"
            case .duplicateVariable:
                let tokens = count == 1 ? "1 variable has" : "\(count) variables have"
                return "\(tokens) the name of another\(details); Kiln reads the first of each name"
            case .bracedName:
                let tokens = count == 1 ? "1 name contains" : "\(count) names contain"
                return "\(tokens) `{` or `}`, which references reserve\(details); no reference can name \(count == 1 ? "it" : "them"): Kiln leaves \(count == 1 ? "that token or group" : "those tokens and groups") out"
            case .nameCharacters:
                let tokens = count == 1 ? "1 name contains" : "\(count) names contain"
                return "\(tokens) `.`, `{` or `}`, which token paths reserve\(details); Kiln reads `_` in their place"
            }
        }
    }

    /// One occurrence: its kind, the exact error strict mode reports, and for the summary a
    /// short detail (the unknown type's name, the string as written).
    struct Deviation: Sendable, Hashable {
        var kind: Kind
        var error: Diagnostic
        var detail: String?
    }

    /// Where a deviation is noted: deviations are compared whole only within one place. Hashed
    /// by its range alone: a kind hashes as the text of its name, and a place seldom holds two.
    struct DeviationPlace: Hashable {
        var kind: Kind
        var range: SourceRange

        func hash(into hasher: inout Hasher) { hasher.combine(range) }
    }

    /// Of `found` (indices of `stored`, ascending), the `count` smallest deviations by
    /// diagnostic order, smallest first; of equal ones, the earlier (what a stable sort puts first).
    static func first(_ count: Int, of found: [Int], in stored: UnsafeBufferPointer<Deviation>) -> [Int] {
        var chosen: [Int] = []
        for index in found {
            // Its place among those chosen: after every one it is not smaller than.
            var at = chosen.count
            while at > 0, stored[index].error < stored[chosen[at - 1]].error { at -= 1 }
            guard at < count else { continue }
            chosen.insert(index, at: at)
            if chosen.count > count { chosen.removeLast() }
        }
        return chosen
    }

    /// How many locations besides the first the summary warning points at.
    static let notedLocations = 2

    /// The diagnostics for `deviations`: in strict mode each occurrence's error; otherwise one
    /// warning per kind at its first occurrence, counting them, naming a few more places.
    /// Deviations are read where they are stored and passed on as indices: copying each one
    /// (a diagnostic of six strings) into tables costs more than the rest of the summary.
    static func diagnostics(for deviations: [Deviation], strict: Bool) -> [Diagnostic] {
        deviations.withUnsafeBufferPointer { stored in
            var result: [Diagnostic] = []
            for (kind, found) in distinctByKind(stored) {
                if strict {
                    let sorted = found.sorted { stored[$0].error < stored[$1].error }
                    result.append(contentsOf: sorted.map { var error = stored[$0].error; error.severity = .error; return error })
                } else {
                    result.append(summary(of: kind, found, in: stored))
                }
            }
            return result
        }
    }

    /// The indices of `stored` kind by kind (in `Kind.allCases` order), each kind's in the order
    /// noted, without repeats: the same deviation can be noted more than once (per mode, per
    /// reader), and the first is kept.
    private static func distinctByKind(_ stored: UnsafeBufferPointer<Deviation>) -> [(Kind, [Int])] {
        var groups: [(kind: Kind, found: [Int])] = []
        // Whole deviations are compared only among those at the same place: hashing each one's
        // text costs more than the rest of the summary. Per place the last deviation kept, and
        // per deviation kept the one kept before it at its place (-1: none).
        var lastAt: [DeviationPlace: Int] = [:]
        lastAt.reserveCapacity(stored.count)
        var earlierAt = [Int](repeating: -1, count: stored.count)
        for index in stored.indices {
            let kind = stored[index].kind
            let place = DeviationPlace(kind: kind, range: stored[index].error.range)
            guard !isRepeat(index, last: &lastAt[place, default: -1], earlier: &earlierAt, in: stored) else { continue }
            if let group = groups.firstIndex(where: { $0.kind == kind }) {
                groups[group].found.append(index)
            } else {
                groups.append((kind, [index]))
            }
        }
        return Kind.allCases.compactMap { kind in groups.first { $0.kind == kind }.map { (kind, $0.found) } }
    }

    /// True when deviation `index` equals one kept at its place (`last`, then back through
    /// `earlier`); otherwise it is kept: it becomes the place's last. Takes the place's entry in
    /// place: looking the place up again to update it costs as much as the comparisons.
    private static func isRepeat(_ index: Int, last: inout Int, earlier: inout [Int], in stored: UnsafeBufferPointer<Deviation>) -> Bool {
        var kept = last
        while kept >= 0 {
            if stored[kept] == stored[index] { return true }
            kept = earlier[kept]
        }
        earlier[index] = last
        last = index
        return false
    }

    /// The one warning for the `found` deviations of `kind` (indices of `stored`): at the first
    /// by diagnostic order, counting them and their details, naming a few more places.
    private static func summary(of kind: Kind, _ found: [Int], in stored: UnsafeBufferPointer<Deviation>) -> Diagnostic {
        // The summary names only the first few places: those are picked, not the whole list
        // sorted (moving thousands of diagnostics cost more than the rest of the summary).
        let first = Self.first(notedLocations + 1, of: found, in: stored)
        var counts: [String: Int] = [:]
        for index in found { if let detail = stored[index].detail { counts[detail, default: 0] += 1 } }
        let named = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(4)
        let details = named.isEmpty ? "" : " (" + named.map { "\"\($0.key)\" ×\($0.value)" }.joined(separator: ", ") + (counts.count > 4 ? ", …" : "") + ")"
        var notes: [Diagnostic.Note] = first.dropFirst().map { .init("also here", at: stored[$0].error.range) }
        if found.count > notedLocations + 1 {
            notes.append(.init("and \(found.count - notedLocations - 1) more; `kiln check --strict` lists every one"))
        }
        return .warning(
            kind.id, kind.summary(count: found.count, details: details), at: stored[first[0]].error.range, notes: notes,
            hint: "`strict: true` in kiln.yaml (or `--strict`) makes \(found.count == 1 ? "it" : "each of them") an error")
    }
}
