import Diagnostics
import Rules
import ProjectConfig

/// What the check stage decided, kept next to the diagnostics so reporters can show
/// fingerprints, measured values and fixes, and `--update-baseline` can write the baseline.
public struct CheckOutcome: Sendable {
    /// Findings reported (configured severity applied; not suppressed; not in the baseline).
    public var findings: [Finding] = []
    /// Findings the baseline accepts (not reported).
    public var baselined: [Finding] = []
    /// How many findings suppressions dropped.
    public var suppressedCount = 0
    /// Baseline entries that matched no finding (reported as `baseline/stale` notes).
    public var staleEntries: [Baseline.Entry] = []
    /// The baseline file, relative to the project (whether or not it exists).
    public var baselinePath: String = KilnConfig().baseline
    /// Whether a baseline file was read (false: none exists, or `--update-baseline` wrote it).
    public var hasBaseline = false

    public init() {}

    /// Every finding before the baseline: what `--update-baseline` writes.
    public var unbaselinedAndBaselined: [Finding] { findings + baselined }

    /// The finding behind each reported diagnostic, for reporters.
    public var findingsByDiagnostic: [Diagnostic: Finding] {
        var map: [Diagnostic: Finding] = [:]
        for finding in findings { map[finding.diagnostic] = finding }
        return map
    }
}
