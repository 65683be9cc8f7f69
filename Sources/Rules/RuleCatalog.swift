import Diagnostics

/// The checks Kiln runs over the resolved model (accessibility, consistency, naming).
/// See docs/architecture.md and docs/rules.md: each check is a small `Rule` with an id, a
/// description, options and examples.
public enum RuleCatalog {
    /// Every rule Kiln knows, in documentation order. An explicit list: adding a rule means
    /// adding it here (the docs and the example tests pick it up from this list).
    public static var all: [any Rule.Type] {
        [
            ContrastTextRule.self,
            ContrastNonTextRule.self,
            TouchTargetRule.self,
            MinFontSizeRule.self,
            APCAContrastRule.self,
            ClaimedContrastRule.self,
            ScopedClaimRule.self,
            SpecParserRules.TokenDrift.self,
            ConflictingValuesRule.self,
            CrossDocumentConflictRule.self,
            SpecParserRules.OffPalette.self,
            SpecParserRules.OffScale.self,
            SpecParserRules.UnknownToken.self,
            SpecParserRules.AmbiguousName.self,
            RequiredModesRule.self,
            DeprecatedRule.self,
            NamingRule.self,
            DistinguishableRule.self,
        ]
    }

    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule with `id`, if any.
    public static func rule(_ id: String) -> (any Rule.Type)? { all.first { $0.description.diagnosticID.rawValue == id } }

    /// A registered id close to `id`, for "did you mean" hints.
    public static func suggestion(for id: String) -> String? {
        Suggestion.closest(to: id, among: descriptions.map(\.diagnosticID.rawValue))
    }
}
