import DesignModel
import Diagnostics
import Foundation
import Reporting

/// `kiln specs --coverage`: per file and per screen, how many value-bearing lines were read into
/// facts, classified as prose, or not understood — and where the last are (docs/spec-format.md §2.16).
public enum SpecCoverageReport {
    public enum Format: String, Sendable, CaseIterable {
        case text, json
    }

    public static func render(_ specs: SpecSet, pattern: String? = nil, format: Format) -> String {
        switch format {
        case .text: render(specs, pattern: pattern)
        case .json: json(specs, pattern: pattern)
        }
    }

    /// Every value-bearing line with its status (`facts`, `unread`, `prose`), and the counts per
    /// file: for tools and tests that look at coverage line by line.
    public static func json(_ specs: SpecSet, pattern: String? = nil) -> String {
        var lines: [ReportJSON] = []
        var files: [ReportJSON] = []
        var total = SpecCoverageCounts()
        func counts(_ counts: SpecCoverageCounts) -> [String: ReportJSON] {
            [
                "valueLines": .integer(counts.total), "facts": .integer(counts.read), "prose": .integer(counts.prose),
                "unread": .integer(counts.unread), "fraction": .number((counts.fraction * 10000).rounded(.down) / 10000),
            ]
        }
        for document in specs.documents where pattern.map({ document.file.contains($0) || document.id.contains($0) }) ?? true {
            let documentCounts = SpecCoverageCounts(document.coverage)
            for line in document.coverage {
                total.add(line.status)
                var fields: [String: ReportJSON] = [
                    "file": .string(line.range.file), "line": .integer(line.range.start.line), "status": .string(line.status.jsonName),
                    "text": .string(line.text), "values": .array(line.values.map { .string($0) }),
                ]
                if let screen = line.screen { fields["screen"] = .string(screen) }
                lines.append(.object(fields))
            }
            var fields = counts(documentCounts)
            fields["file"] = .string(document.file)
            files.append(.object(fields))
        }
        return ReportJSON.object(["lines": .array(lines), "files": .array(files), "total": .object(counts(total))]).rendered()
    }

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
