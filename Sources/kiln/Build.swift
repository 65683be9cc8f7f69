import ArgumentParser
import KilnCore

extension Kiln {
    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Load, resolve and check the design system, then write the outputs.")

        @OptionGroup var options: ProjectOptions

        @Option(help: "Comma-separated outputs to build (default: the config's `outputs`).")
        var outputs: String?

        func run() throws {
            let project = options.openProject()
            let result = Pipeline(project: project).load()
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
            let project = options.openProject()
            let result = Pipeline(project: project).load()
            options.printTimings(result.timings)
            let status = options.report(result.diagnostics, sources: result.sources)
            if status != .clean { try finish(status) }
        }
    }
}
