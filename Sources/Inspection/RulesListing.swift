import Rules
import BuildPipeline
import ProjectConfig

/// `kiln rules`: the registered rules with their severity (as configured in the project when
/// there is one), what they read, and their title; `kiln rules ID` shows one rule's
/// documentation; `kiln rules --markdown` prints docs/rules.md.
public enum RulesListing {
    public static func render(config: KilnConfig?) -> String {
        let descriptions = RuleCatalog.descriptions
        let idWidth = descriptions.map(\.diagnosticID.rawValue.count).max() ?? 0
        var rows: [(String, String, String, String)] = []
        for description in descriptions {
            var severity = description.defaultSeverity.rawValue
            if let config {
                let effective = CheckStage.severity(of: description, in: config)?.rawValue ?? "off"
                if effective != severity { severity = "\(effective) (default \(description.defaultSeverity.rawValue))" }
            }
            rows.append((description.diagnosticID.rawValue, severity, RulesDocumentation.inputWords(description), description.title))
        }
        let severityWidth = rows.map(\.1.count).max() ?? 0
        let inputWidth = rows.map(\.2.count).max() ?? 0
        return rows.map { id, severity, input, title in
            id.padding(to: idWidth) + "  " + severity.padding(to: severityWidth) + "  " + input.padding(to: inputWidth) + "  " + title
        }.joined(separator: "\n") + "\n"
    }

    /// One rule's documentation (Markdown), or nil for an unknown id.
    public static func detail(_ id: String) -> String? {
        guard let rule = RuleCatalog.rule(id) else { return nil }
        return RulesDocumentation.section(rule.description)
    }

    public static func suggestion(for id: String) -> String? { RuleCatalog.suggestion(for: id) }

    /// docs/rules.md.
    public static func markdown() -> String { RulesDocumentation.markdown() }
}
