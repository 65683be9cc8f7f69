import Diagnostics
import SpecParser
import YAMLSource

/// `specs:` as a mapping (docs/spec-format.md §2.16, §2.5): which files, how much of them must be
/// machine-checkable, and a team's own key synonyms. A plain list is still the file globs.
extension KilnConfig {
    /// The `specs:` settings besides the globs.
    public struct SpecSettings: Sendable, Equatable {
        /// `specs.minCoverage`: the fraction of property lines each spec must have read or
        /// classified; below it `kiln check` fails.
        public var minCoverage: Double?
        /// Where `minCoverage` is written (errors point there too).
        public var minCoverageRange: SourceRange?
        /// `specs.vocabulary`: vocabulary row id → extra keys.
        public var vocabulary: [String: [String]] = [:]

        public init() {}
    }

    static let specsKeys = ConfigKeys.names(ConfigKeys.specs)

    mutating func parseSpecsSection(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            specs = Self.strings(pair.value, key: "specs", diagnostics: &diagnostics) ?? specs
            return
        }
        for item in pairs {
            switch item.name {
            case "files":
                specs = Self.strings(item.value, key: "specs.files", diagnostics: &diagnostics) ?? specs
            case "minCoverage":
                guard let fraction = Self.fraction(item.value) else {
                    let found = item.value.scalar.map { "\"\($0.value)\"" } ?? item.value.kindDescription
                    diagnostics.append(
                        .error("config/invalid", "`specs.minCoverage` must be a fraction (0.95) or a percentage (95%) from 0 to 100%, found \(found)", at: item.value.range))
                    continue
                }
                specSettings.minCoverage = fraction
                specSettings.minCoverageRange = item.value.range
            case "vocabulary":
                parseVocabulary(item.value, diagnostics: &diagnostics)
            default:
                diagnostics.append(
                    .warning("config/unknown-key", "unknown setting \"specs.\(item.name)\"; known settings: \(Self.specsKeys.joined(separator: ", "))", at: item.key.range))
            }
        }
    }

    /// `0.95`, `95%`, `95 %`; nil when it is neither or outside 0…1.
    static func fraction(_ node: YAMLNode) -> Double? {
        guard let text = node.scalar?.value.trimmingCharacters(in: .whitespaces), !node.isNull else { return nil }
        var value: Double?
        if text.hasSuffix("%") {
            value = Double(text.dropLast().trimmingCharacters(in: .whitespaces)).map { $0 / 100 }
        } else {
            value = Double(text)
        }
        guard let value, value >= 0, value <= 1 else { return nil }
        return value
    }

    mutating func parseVocabulary(_ node: YAMLNode, diagnostics: inout [Diagnostic]) {
        guard let pairs = node.pairs else {
            diagnostics.append(.error("config/invalid", "`specs.vocabulary` must map fact kinds to lists of keys, found \(node.kindDescription)", at: node.range))
            return
        }
        let ids = SpecVocabulary.rows.map(\.id)
        for pair in pairs {
            guard SpecVocabulary.row(id: pair.name) != nil else {
                let near = Suggestion.closest(to: pair.name, among: ids)
                diagnostics.append(
                    .error(
                        "config/invalid", "`specs.vocabulary` names \"\(pair.name)\", which is not a kind of fact; kinds: \(ids.joined(separator: ", "))",
                        at: pair.key.range, hint: near.map { "did you mean `\($0)`?" }))
                continue
            }
            guard let keys = Self.strings(pair.value, key: "specs.vocabulary.\(pair.name)", diagnostics: &diagnostics) else { continue }
            specSettings.vocabulary[pair.name, default: []] += keys
        }
    }
}
