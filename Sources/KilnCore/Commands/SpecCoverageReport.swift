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
            var screens: [String] = []
            var byScreen: [String: [SpecLineCoverage]] = [:]
            for line in document.coverage {
                let name = line.screen ?? "(outside screens)"
                if byScreen[name] == nil { screens.append(name) }
                byScreen[name, default: []].append(line)
            }
            for screen in screens { out += "  \(screen): \(describe(SpecCoverageCounts(byScreen[screen] ?? [])))\n" }
            let unread = document.coverage.filter { $0.status == .unread }
            if !unread.isEmpty {
                out += "  not understood:\n"
                for line in unread { out += "    \(line.range.file):\(line.range.start.line): \(line.text)\n" }
            }
        }
        out += "total: \(describe(total))\n"
        return out
    }

    public static func describe(_ counts: SpecCoverageCounts) -> String {
        "\(percent(counts.fraction)) covered — \(counts.read) read, \(counts.prose) prose, \(counts.unread) not understood (of \(counts.total) property lines)"
    }

    /// `97.5%` (floored to one decimal, so 99.96% never shows as 100%).
    public static func percent(_ fraction: Double) -> String {
        let tenths = (fraction * 1000).rounded(.down) / 10
        return tenths == tenths.rounded() ? "\(Int(tenths))%" : String(format: "%.1f%%", tenths)
    }
}
