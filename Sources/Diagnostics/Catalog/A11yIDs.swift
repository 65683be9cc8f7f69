/// The `a11y/…` diagnostics. `docs/diagnostics.md` is generated from these definitions.
extension DiagnosticID {
    public static let a11yApcaContrast = DiagnosticID(.a11y, "apca-contrast", "Text falls short of the APCA lightness contrast it needs (an advisory rule, off by default).")
    public static let a11yContrastNonText = DiagnosticID(.a11y, "contrast-non-text", "A control, meaningful icon or focus indicator has less than 3:1 contrast with what is behind it.")
    public static let a11yContrastText = DiagnosticID(.a11y, "contrast-text", "Text has less contrast with its background than WCAG asks for its size and weight.")
    public static let a11yMinFontSize = DiagnosticID(.a11y, "min-font-size", "Text is smaller than the platform's minimum readable size.")
    public static let a11yTouchTarget = DiagnosticID(.a11y, "touch-target", "An interactive element is smaller than the platform's minimum touch target.")
}

extension DiagnosticFamily {
    static let a11yIDs: [DiagnosticID] = [
        .a11yApcaContrast,
        .a11yContrastNonText,
        .a11yContrastText,
        .a11yMinFontSize,
        .a11yTouchTarget,
    ]
}
