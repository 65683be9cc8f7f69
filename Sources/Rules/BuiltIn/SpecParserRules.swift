import Diagnostics

/// Rules whose findings the spec parser reports while it resolves references (it is the only
/// stage that sees the written text). They are registered so that `kiln.yaml` can set their
/// severity and suppress them, the baseline can accept them, and `docs/rules.md` documents them;
/// their `check` finds nothing itself. Ids and semantics follow docs/spec-format.md §2.14.
public enum SpecParserRules {
    static func parserRule(
        _ id: DiagnosticID, _ title: String, _ rationale: String, examples: [RuleExample]
    ) -> RuleDescription {
        RuleDescription(
            id: id, title: title, rationale: rationale, defaultSeverity: .warning, examples: examples, input: .specs,
            reporter: .specParser)
    }

    static let palette = """
        color:
          $type: color
          coral: { $value: "#FF6B6B", $extensions: { kiln: { name: Primary Coral } } }
          charcoal: { $value: "#2D3436", $extensions: { kiln: { name: Charcoal } } }
        """

    public enum TokenDrift: Rule {
        public static let description = parserRule(
            .specTokenDrift, "Token values stated in specs match the token files",
            """
            A "Design Tokens Used" list or a token table restates token values ("spacing.md (16pt)", \
            "colors.primary.coral (#FF6B6B / #FF8787)"). Each stated value is compared with the token \
            file in each mode, so the document and the tokens cannot drift apart silently.
            """,
            examples: [
                .passing("The stated hex is the token's", tokens: palette, spec: "### Design Tokens Used\n- color.coral (#FF6B6B)"),
                .failing("The spec still says the old hex", tokens: palette, spec: "### Design Tokens Used\n- color.coral (#FF5A5A)"),
            ])
        public static func check(_ context: RuleContext) -> [Finding] { [] }
    }

    public enum OffPalette: Rule {
        public static let description = parserRule(
            .specOffPalette, "Spec colors come from the palette",
            """
            A color literal in a spec that matches no token in that mode (after 8-bit rounding, \
            alpha included) is a one-off color: it will not follow a palette change or get a \
            dark-mode value. Name a token, or add one.
            """,
            examples: [
                .passing("A literal equal to a token", tokens: palette, spec: "#### 1. Title\n- Color: #2D3436"),
                .failing("A gray no token has", tokens: palette, spec: "#### 1. Title\n- Color: #333333"),
            ])
        public static func check(_ context: RuleContext) -> [Finding] { [] }
    }

    public enum OffScale: Rule {
        public static let description = parserRule(
            .specOffScale, "Spec typography comes from the type scale",
            """
            A literal font size and weight ("SF Pro Text, 15pt Medium") that matches no typography \
            token will not scale with Dynamic Type the way the styles do, and drifts from the \
            system. Use a style (`Headline`, `typography.body`), or add one.
            """,
            examples: [
                .passing(
                    "17pt semibold is Headline",
                    tokens: "typography:\n  $type: typography\n  headline: { $value: { fontFamily: SF Pro Text, fontSize: 17pt, fontWeight: 600 } }",
                    spec: "#### 1. Title\n- Typography: SF Pro Text, 17pt Semibold"),
                .failing(
                    "15pt medium is no style",
                    tokens: "typography:\n  $type: typography\n  headline: { $value: { fontFamily: SF Pro Text, fontSize: 17pt, fontWeight: 600 } }",
                    spec: "#### 1. Title\n- Typography: SF Pro Text, 15pt Medium"),
            ])
        public static func check(_ context: RuleContext) -> [Finding] { [] }
    }

    public enum UnknownToken: Rule {
        public static let description = parserRule(
            .specUnknownToken, "Token references in specs resolve",
            """
            A token path in a spec (`colors.primary.corall`) that resolves to no token — even by its \
            suffix — is a typo or a token that was renamed or removed.
            """,
            examples: [
                .passing("An existing path", tokens: palette, spec: "#### 1. Title\n- Color: color.charcoal"),
                .failing("A misspelled path", tokens: palette, spec: "#### 1. Title\n- Color: color.charcoall"),
            ])
        public static func check(_ context: RuleContext) -> [Finding] { [] }
    }

    public enum AmbiguousName: Rule {
        public static let description = parserRule(
            .specAmbiguousName, "Color names in specs name one color",
            """
            Designers reuse names: the photo-journaling seeds call two different colors "Off-White" \
            and three "Light Gray". A display name that belongs to several tokens with different \
            values, written without a hex to pick one, cannot be checked; Kiln lists the candidates.
            """,
            examples: [
                .passing(
                    "The hex picks the token",
                    tokens: """
                        color:
                          $type: color
                          gray-border: { $value: "#DFE6E9", $extensions: { kiln: { name: Light Gray } } }
                          gray-text: { $value: "#B2BEC3", $extensions: { kiln: { name: Light Gray } } }
                        """,
                    spec: "#### 1. Divider\n- Color: Light Gray (#DFE6E9)"),
                .failing(
                    "Which Light Gray?",
                    tokens: """
                        color:
                          $type: color
                          gray-border: { $value: "#DFE6E9", $extensions: { kiln: { name: Light Gray } } }
                          gray-text: { $value: "#B2BEC3", $extensions: { kiln: { name: Light Gray } } }
                        """,
                    spec: "#### 1. Divider\n- Color: Light Gray"),
            ])
        public static func check(_ context: RuleContext) -> [Finding] { [] }
    }
}
