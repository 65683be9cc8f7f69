import ArgumentParser
import Foundation
import KilnCore

extension Kiln {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Load, resolve and check the design system, then write the outputs.")

        @OptionGroup var options: ProjectOptions

        @Option(help: "Comma-separated outputs to build, e.g. swift,css (default: the config's `outputs`).")
        var outputs: String?

        func run() throws {
            let pipeline = Pipeline(project: options.openProject())
            var result = pipeline.check(pipeline.load())
            let requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            result.diagnostics += pipeline.emit(result, outputs: requested)
            ProcessLifetime.keep(result)
            options.printTimings(result.timings)
            let status = options.report(result.diagnostics, sources: result.sources)
            if status != .clean { try finish(status) }
        }
    }

    struct Check: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Load, resolve and check the design system without writing anything (for CI).")

        @OptionGroup var options: ProjectOptions

        func run() throws {
            let pipeline = Pipeline(project: options.openProject())
            let result = pipeline.check(pipeline.load())
            ProcessLifetime.keep(result)
            options.printTimings(result.timings)
            let status = options.report(result.diagnostics, sources: result.sources)
            if status != .clean { try finish(status) }
        }
    }
}
