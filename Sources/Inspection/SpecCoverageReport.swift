import DesignModel
import Diagnostics
import Foundation

/// `kiln specs --coverage`: per file and per screen, how many property lines were read into
/// facts, classified as prose, or not understood — and where the last are (docs/spec-format.md §2.16).
public enum SpecCoverageReport {
    public static func render(_ specs: SpecSet, pattern: String? = nil) -> String {
        var out = ""
        var total = SpecCoverageCounts()
        for document in specs.documents where pattern.map({ document.file.contains($0) || document.id.contains($0) }) ?? true {
            let counts = SpecCoverageCounts(document.coverage)
            for line in document.coverage { total.add(line.status) }
            out += "\(document.file): \(describe(counts))\n"
            for (screen, lines) in document.coverage.byScreen {
                out += "  \(screen ?? "(outside screens)"): \(describe(SpecCoverageCounts(lines)))\n"
            }
            let unread = document.coverage.filter { $0.status == .unread }
            if !unread.isEmpty {
                out += "  not understood:\n"
                for line in unread { out += "    \(line.range.file):\(line.range.start.line): \(line.text)\n" }
            }
        }
        out += "total: \(describe(total))\n"
        return out
    }

    public static func describe(_ counts: SpecCoverageCounts) -> String { counts.summary }

    /// `97.5%` (floored to one decimal, so 99.96% never shows as 100%).
    public static func percent(_ fraction: Double) -> String { SpecCoverageCounts.percent(fraction) }
}
