import Diagnostics

// TRANSITIONAL: SpecSite, being edited on another branch, reads rule and finding ids as
// strings. Delete these once it uses `RuleDescription.diagnosticID` and `Finding.id`.

extension RuleDescription {
    /// The id as a string.
    public var id: String { diagnosticID.rawValue }
}

extension Finding {
    /// The id as a string.
    public var ruleID: String { id.rawValue }
}
