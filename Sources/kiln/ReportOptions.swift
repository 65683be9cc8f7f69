import ArgumentParser
import Diagnostics
import Foundation
import BuildPipeline
import Reporting

/// `--reporter` and `--report-file` for `kiln check` and `kiln build`.
///
/// `text` (the default) goes to standard error. The other formats go to standard
/// output — where GitHub Actions reads workflow commands — or, with `--report-file`, to that
/// file, and then the text report still goes to standard error for the CI log.
struct ReportOptions: ParsableArguments {
    @Option(help: "How to report problems (text goes to standard error, the others to standard output).")
    var reporter: ReporterKind = .text

    @Option(help: "Write the report to this file instead of standard output (json, sarif, junit, github).")
    var reportFile: String?

    /// Prints or writes the report and returns the exit status the diagnostics imply.
    func report(_ result: Pipeline.Run, options: ProjectOptions) throws -> ExitStatus {
        let report = Report(result)
        // --quiet: errors only, without the baseline's and suppressions' summary line.
        let text =
            options.quiet
            ? TextReporter(useColor: options.useColor).render(Self.errors(result.diagnostics), sources: result.sources)
            : ReporterKind.text.render(report, useColor: options.useColor)
        if reporter == .text {
            if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
            if let reportFile { try write(ReporterKind.text.render(report), to: reportFile) }
            return report.exitStatus
        }
        let rendered = reporter.render(report)
        if let reportFile {
            try write(rendered, to: reportFile)
            if !text.isEmpty { FileHandle.standardError.write(Data(text.utf8)) }
        } else {
            FileHandle.standardOutput.write(Data(rendered.utf8))
        }
        return report.exitStatus
    }

    static func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: diagnostics.filter { $0.severity == .error })
        return collector.sorted
    }

    private func write(_ text: String, to path: String) throws {
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("kiln: cannot write the report \"\(path)\": \(error.localizedDescription)\n".utf8))
            throw ExitCode(ExitStatus.unusable.rawValue)
        }
    }
}

extension ReporterKind: ExpressibleByArgument {}
