import ArgumentParser
import Foundation
import KilnCore

extension Kiln {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Load, resolve and check the design system, then write the outputs.")

        @OptionGroup var options: ProjectOptions

        /// The list of values comes from the emitter registry, so a new output shows up here by itself.
        @Option(help: "Comma-separated outputs to build (values: \(KilnConfig.knownOutputs.joined(separator: ", "))); default: the config's `outputs`.")
        var outputs: String?

        @OptionGroup var reporting: ReportOptions

        func run() throws {
            let pipeline = Pipeline(project: options.openProject(), prefetchingOutputs: true)
            var result = pipeline.check(pipeline.load())
            let requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            pipeline.emit(&result, outputs: requested)
            ProcessLifetime.keep(result)
            options.printTimings(result.timings)
            let status = try reporting.report(result, options: options)
            if status != .clean { try finish(status) }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract: "Load, resolve and check the design system without writing anything (for CI).",
            discussion: """
                Fails (exit 1) on errors that are not in the baseline (kiln-baseline.yaml, or `baseline:` in \
                kiln.yaml); baseline entries that no longer occur are reported as notes.
                """)

        @OptionGroup var options: ProjectOptions

        @OptionGroup var reporting: ReportOptions

        @Flag(help: "Write the baseline file accepting every current finding, then report the rest.")
        var updateBaseline = false

        func run() throws {
            let pipeline = Pipeline(project: options.openProject())
            let result = pipeline.check(pipeline.load(), updateBaseline: updateBaseline)
            if updateBaseline, let outcome = result.check, !result.diagnostics.contains(where: { $0.id == "io/unwritable" }) {
                let count = outcome.baselined.count
                FileHandle.standardError.write(
                    Data("kiln: wrote \(outcome.baselinePath) (\(count) finding\(count == 1 ? "" : "s"))\n".utf8))
            }
            ProcessLifetime.keep(result)
            options.printTimings(result.timings)
            let status = try reporting.report(result, options: options)
            if status != .clean { try finish(status) }
        }
    }
}
