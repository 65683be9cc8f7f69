/// The `spec/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let specAmbiguousName = DiagnosticID(.spec, "ambiguous-name", "A color name in a spec could mean more than one color.")
    public static let specAmbiguousReference = DiagnosticID(.spec, "ambiguous-reference", "A reference in a spec names several components.", severity: .warning)
    public static let specAmbiguousToken = DiagnosticID(.spec, "ambiguous-token", "A token reference in a spec matches several tokens.", severity: .warning)
    public static let specClaimedContrast = DiagnosticID(.spec, "claimed-contrast", "A contrast the spec claims is not what the colors give.")
    public static let specConflictingValues = DiagnosticID(.spec, "conflicting-values", "A style or color is stated differently in different places of the specs.")
    public static let specCoverage = DiagnosticID(.spec, "coverage", "Fewer spec lines are read than `specs.minCoverage` asks.", severity: .error)
    public static let specCrossDocumentConflict = DiagnosticID(.spec, "cross-document-conflict", "A component or named color is described differently in two spec documents.")
    public static let specDisabledState = DiagnosticID(.spec, "disabled-state", "A disabled state's contrast is not required (WCAG exempts inactive components).", severity: .note)
    public static let specDuplicateProperty = DiagnosticID(.spec, "duplicate-property", "A property is given twice for the same thing; the later line wins.", severity: .note)
    public static let specFrontMatter = DiagnosticID(.spec, "front-matter", "A spec's front matter has a setting that is unknown or has the wrong value.", severity: .warning)
    public static let specImplicitState = DiagnosticID(.spec, "implicit-state", "A state name in a spec is not a known state and is read as a custom state.", severity: .note)
    public static let specNameValueMismatch = DiagnosticID(.spec, "name-value-mismatch", "A spec names a token but writes a different literal value beside it; the literal wins.", severity: .warning)
    public static let specOffPalette = DiagnosticID(.spec, "off-palette", "A color in a spec is not one of the palette's colors.")
    public static let specOffScale = DiagnosticID(.spec, "off-scale", "A text style in a spec is not one of the type scale's styles.")
    public static let specReferenceCycle = DiagnosticID(.spec, "reference-cycle", "A component in a spec sits on itself through a chain of references.", severity: .warning)
    public static let specScopedClaim = DiagnosticID(.spec, "scoped-claim", "A claim about a whole screen, document or system is not true.")
    public static let specStyleDrift = DiagnosticID(.spec, "style-drift", "A text style in a spec differs from the style of that name in the token files.", severity: .warning)
    public static let specTokenDrift = DiagnosticID(.spec, "token-drift", "A token value stated in a spec differs from the token files.")
    public static let specTokenPathResolved = DiagnosticID(.spec, "token-path-resolved", "A token written loosely in a spec was resolved to a token path (shown with details).", severity: .note)
    public static let specUnboundVariable = DiagnosticID(.spec, "unbound-variable", "A component uses a variable that no variant table binds.", severity: .warning)
    public static let specUnknownBackground = DiagnosticID(.spec, "unknown-background", "No background is known for a text, so its contrast cannot be checked.", severity: .warning)
    public static let specUnknownInMode = DiagnosticID(.spec, "unknown-in-mode", "A color has no value in a mode, so what it draws is not checked there.", severity: .warning)
    public static let specUnknownName = DiagnosticID(.spec, "unknown-name", "A color name in a spec names no color token; it is kept as documentation.", severity: .warning)
    public static let specUnknownToken = DiagnosticID(.spec, "unknown-token", "A token reference in a spec names no token.")
    public static let specUnread = DiagnosticID(.spec, "unread", "A spec line that looks like a property was not read.", severity: .note)
    public static let specUnreadableValue = DiagnosticID(.spec, "unreadable-value", "A value in a spec cannot be read as the kind of value the property takes.", severity: .warning)
    public static let specUnresolvedColor = DiagnosticID(.spec, "unresolved-color", "A color word in a spec names no design-system color, so nothing drawn with it is checked.", severity: .warning)
    public static let specUnresolvedReference = DiagnosticID(.spec, "unresolved-reference", "A reference in a spec names no component.", severity: .warning)
    public static let specUnverifiedClaim = DiagnosticID(.spec, "unverified-claim", "A claim in a spec cannot be checked because the values it is about are not stated.", severity: .note)
}

extension DiagnosticFamily {
    static let specIDs: [DiagnosticID] = [
        .specAmbiguousName,
        .specAmbiguousReference,
        .specAmbiguousToken,
        .specClaimedContrast,
        .specConflictingValues,
        .specCoverage,
        .specCrossDocumentConflict,
        .specDisabledState,
        .specDuplicateProperty,
        .specFrontMatter,
        .specImplicitState,
        .specNameValueMismatch,
        .specOffPalette,
        .specOffScale,
        .specReferenceCycle,
        .specScopedClaim,
        .specStyleDrift,
        .specTokenDrift,
        .specTokenPathResolved,
        .specUnboundVariable,
        .specUnknownBackground,
        .specUnknownInMode,
        .specUnknownName,
        .specUnknownToken,
        .specUnread,
        .specUnreadableValue,
        .specUnresolvedColor,
        .specUnresolvedReference,
        .specUnverifiedClaim,
    ]
}
