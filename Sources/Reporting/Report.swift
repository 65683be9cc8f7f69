import Diagnostics
import Rules
import BuildPipeline

/// Everything a reporter prints: the sorted diagnostics, the finding behind each rule
/// diagnostic (fingerprint, subject, measured value, fixes), and what the baseline and
/// suppressions hid. Reporters are printers of this value; none of them decides anything.
public struct Report: Sendable {
    public var diagnostics: [Diagnostic]
    public var findings: [Diagnostic: Finding]
    public var sources: SourceLines
    public var baselinedCount: Int
    public var suppressedCount: Int
    public var baselinePath: String?
    public var toolVersion: String

    public init(
        diagnostics: [Diagnostic], findings: [Diagnostic: Finding] = [:], sources: SourceLines = SourceLines(), baselinedCount: Int = 0,
        suppressedCount: Int = 0, baselinePath: String? = nil, toolVersion: String = Report.kilnVersion
    ) {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: diagnostics)
        self.diagnostics = collector.sorted
        self.findings = findings
        self.sources = sources
        self.baselinedCount = baselinedCount
        self.suppressedCount = suppressedCount
        self.baselinePath = baselinePath
        self.toolVersion = toolVersion
    }

    /// A pipeline result's report.
    public init(_ result: Pipeline.Run, toolVersion: String = Report.kilnVersion) {
        self.init(
            diagnostics: result.diagnostics, findings: result.check?.findingsByDiagnostic ?? [:], sources: result.sources,
            baselinedCount: result.check?.baselined.count ?? 0, suppressedCount: result.check?.suppressedCount ?? 0,
            baselinePath: result.check?.baselinePath, toolVersion: toolVersion)
    }

    /// The version reporters name (`kiln --version` prints the same).
    public static let kilnVersion = "0.1.0"

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    public var exitStatus: ExitStatus { ExitStatus.from(diagnostics) }

    /// Rule descriptions by id, for reporters that describe rules (SARIF).
    static let rulesByID: [DiagnosticID: RuleDescription] = Dictionary(uniqueKeysWithValues: RuleCatalog.descriptions.map { ($0.diagnosticID, $0) })
}

/// The formats `--reporter` accepts.
public enum ReporterKind: String, Sendable, CaseIterable {
    /// Compiler-style text with source lines and carets (the default; standard error).
    case text
    /// One JSON document: summary and diagnostics with fingerprints, measurements and fixes.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other static-analysis viewers.
    case sarif
    /// JUnit XML, for CI test-report views.
    case junit
    /// GitHub Actions workflow commands (`::error file=…::…`), shown as annotations.
    case github

    public static var allNames: String { allCases.map(\.rawValue).joined(separator: ", ") }

    /// The report in this format. `useColor` only affects `text`.
    public func render(_ report: Report, useColor: Bool = false) -> String {
        switch self {
        case .text: TextReport.render(report, useColor: useColor)
        case .json: JSONReport.render(report)
        case .sarif: SARIFReport.render(report)
        case .junit: JUnitReport.render(report)
        case .github: GitHubReport.render(report)
        }
    }
}
