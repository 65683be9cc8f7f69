/// `docs/diagnostics.md`, generated from `DiagnosticID.catalog`. A test compares the checked-in
/// file with this output, so the docs cannot go stale.
public enum DiagnosticsDocumentation {
    public static func markdown(_ catalog: [DiagnosticID] = DiagnosticID.catalog) -> String {
        var out = """
            # Diagnostics

            <!-- Generated from the catalog in Sources/Diagnostics/Catalog. Do not edit: a test fails \
            when this file is stale (UPDATE_GOLDENS=1 swift test rewrites it). -->

            Every problem Kiln reports ends with an id in brackets, `family/name`:

            ```
            tokens/color.yaml:3:13: error: "{color.b}" names no token [alias/missing]
            ```

            The family says which part of Kiln found the problem and what an error of it does. \
            Findings of the *rule* families never stop Kiln from writing the outputs (`kiln check` \
            exits with 1 when one is an error). An error of any other family stops the outputs; \
            in the *unusable input* families it means Kiln could not read its input at all, and \
            `kiln check` exits with 2. Rules (their severities, options and examples) are \
            described in [rules.md](rules.md); how to set severities, suppress a finding or accept \
            it in the baseline is in [checks.md](checks.md).

            | Family | An error | What it covers |
            |---|---|---|

            """
        let families = DiagnosticFamily.allCases.filter { family in catalog.contains { $0.family == family } }
        for family in families {
            out += "| [`\(family.rawValue)`](#\(family.rawValue)) | \(kind(family)) | \(family.meaning) |\n"
        }
        for family in families {
            out += "\n## \(family.rawValue)\n\n\(family.meaning)\n\n| Id | Severity | Meaning |\n|---|---|---|\n"
            for id in catalog where id.family == family {
                out += "| `\(id.rawValue)` | \(id.severity?.rawValue ?? "configured") | \(id.summary) |\n"
            }
        }
        return out
    }

    static func kind(_ family: DiagnosticFamily) -> String {
        if family.isRuleFinding { return "rule finding: never blocks outputs, exit 1" }
        if family.isUnusableInput { return "unusable input: blocks outputs, exit 2" }
        return "blocks outputs, exit 1"
    }
}
