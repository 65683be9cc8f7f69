import DesignModel
import Diagnostics
import Rules

/// Everything the site shows, gathered by the pipeline after `check`: the resolved model, the
/// rule findings and descriptions, the screens of the specs (as `SiteScreen`s) and the contrast
/// pairs the specs draw. The site never parses anything; it only renders this.
public struct SiteInput: Sendable {
    public var system: DesignSystem
    public var options: SiteOptions
    /// Findings reported by the check stage (after severities, suppressions and the baseline).
    public var findings: [Finding]
    /// Findings the baseline accepts: shown as "known" on the overview.
    public var baselinedFindings: [Finding]
    /// Baseline entries that no longer occur (fixed since the baseline was written).
    public var fixedSinceBaseline: [String]
    /// Whether a baseline file was read at all (the overview says so otherwise).
    public var hasBaseline: Bool
    /// The rules Kiln knows, for the Rules page.
    public var rules: [RuleDescription]
    /// The screen specs, with the facts evaluated from them (empty without specs).
    public var specs: SpecSet
    /// Source files to show as line-numbered pages (token files, specs, kiln.yaml), by path.
    public var sources: [SiteSource]
    /// The stylesheet the CSS emitter generates, when it ran: copied to `assets/` and used by
    /// the typography specimens.
    public var tokenStylesheet: TokenStylesheet?
    /// What changed since a base version (`kiln build --diff BASE`): adds the Changes page.
    public var changes: DesignChanges?
    /// What each token is called in the enabled outputs, from the emitters' naming
    /// (`Emitters.CodeNames`), in output order; empty when no code output is enabled.
    public var codeNames: [TokenPath: [SiteCodeName]]
    /// The token pairs kiln.yaml declares under `contrastPairs:` (the contrast matrix counts
    /// the pairs a design uses or declares).
    public var declaredPairs: [DeclaredContrastPair]

    public init(
        system: DesignSystem, options: SiteOptions = SiteOptions(), findings: [Finding] = [],
        baselinedFindings: [Finding] = [], fixedSinceBaseline: [String] = [], hasBaseline: Bool = false,
        rules: [RuleDescription] = [], specs: SpecSet = SpecSet(),
        sources: [SiteSource] = [], tokenStylesheet: TokenStylesheet? = nil, changes: DesignChanges? = nil,
        codeNames: [TokenPath: [SiteCodeName]] = [:], declaredPairs: [DeclaredContrastPair] = []
    ) {
        self.codeNames = codeNames
        self.declaredPairs = declaredPairs
        self.system = system
        self.options = options
        self.findings = findings
        self.baselinedFindings = baselinedFindings
        self.fixedSinceBaseline = fixedSinceBaseline
        self.hasBaseline = hasBaseline
        self.rules = rules
        self.specs = specs
        self.sources = sources
        self.tokenStylesheet = tokenStylesheet
        self.changes = changes
    }
}

/// One way to write a token in one output (`Swift`, `DesignTokens.Colors.textPrimary`).
public struct SiteCodeName: Sendable, Hashable {
    /// What the name is for: `Swift`, `SwiftUI`, `Compose`, `Android XML`, `CSS`, `Tailwind`.
    public var label: String
    public var code: String
    public init(label: String, code: String) {
        self.label = label
        self.code = code
    }
}

/// A source file shown in the site (`source/tokens/color.yaml.html`, line anchors `L17`).
public struct SiteSource: Sendable, Hashable {
    public var path: String
    public var text: String
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// The CSS emitter's output, for the typography specimens: the file, and the class (or
/// custom-property prefix) it gives each typography token.
public struct TokenStylesheet: Sendable {
    /// File name inside `assets/` (`tokens.css`).
    public var fileName: String
    public var css: String
    /// The utility class the stylesheet defines for a typography token, if any
    /// (`typography-title2`); the specimen uses it instead of the site's own computed style.
    public var typographyClass: @Sendable (TokenPath) -> String?

    public init(fileName: String, css: String, typographyClass: @escaping @Sendable (TokenPath) -> String?) {
        self.fileName = fileName
        self.css = css
        self.typographyClass = typographyClass
    }
}
