/// One check Kiln runs over the resolved model (accessibility, consistency, naming).
///
/// A rule is a stateless value: its static `description` says what it checks, why, which
/// options it takes and shows passing and failing examples — the examples are both its tests
/// (one parameterized test runs every rule's examples) and its documentation (`docs/rules.md`
/// is generated from them). `check` returns findings at the rule's default severity; the check
/// stage applies the configured severity, suppressions and the baseline afterwards.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }

    /// Everything the rule finds in `context`. Must be deterministic (same input, same findings
    /// in the same order) and must not report problems other stages already report.
    static func check(_ context: RuleContext) -> [Finding]
}
