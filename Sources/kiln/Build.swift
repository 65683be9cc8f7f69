import ArgumentParser
import Foundation
import BuildPipeline
import DesignDiff
import Parallelism
import ProjectConfig

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

        @Option(help: "Add a Changes page to the spec site: what changed since this git revision or folder (see `kiln diff`).")
        var diff: String?

        @Flag(help: "Write the outputs for the tokens without errors, listing those left out (as `build: { keepGoing: true }` in kiln.yaml).")
        var keepGoing = false

        func run() throws {
            let progress = options.progressLine()
            defer { progress.finish() }
            progress.stage("loading tokens and specs")
            var project = options.openProject()
            if keepGoing { project.config.keepGoing = true }
            let requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            var pipeline = Pipeline(project: project, prefetchingOutputs: true, auditingFor: requested ?? project.config.outputs)
            // The site's pages need the memory a large build would otherwise keep.
            pipeline.releasePolicy = ReleasePolicy(exitsAfterOneBuild: !(requested ?? project.config.outputs).contains("site"))
            let loaded = pipeline.load()
            progress.stage("checking \(loaded.system.tokens.count) tokens")
            var result = pipeline.check(loaded)
            if diff != nil, !(requested ?? pipeline.project.config.outputs).contains("site") {
                progress.finish()
                FileHandle.standardError.write(Data("kiln: warning: --diff adds a Changes page to the spec site, which this build does not write (add `site` to the outputs)\n".utf8))
            } else if let diff {
                progress.stage("reading \(diff)")
                switch DiffRun.changes(base: diff, head: result, project: pipeline.project, configPath: options.config, strict: options.strict) {
                case .success(let changes): pipeline.siteChanges = changes
                case .failure(let problem):
                    progress.finish()
                    options.printProblem(problem.message, hint: problem.hint)
                    try finish(.unusable)
                }
            }
            progress.stage("writing outputs")
            // The process exits before what the emitters let go of could be used again.
            pipeline.releasePolicy = ReleasePolicy(keepsEverything: true)
            pipeline.emit(&result, outputs: requested)
            progress.finish()
            ProcessLifetime.keep(result)
            options.printTimings(result.timings)
            if !result.upToDateOutputs.isEmpty { options.note("up to date: " + result.upToDateOutputs.joined(separator: ", ")) }
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
            let progress = options.progressLine()
            progress.stage("checking")
            var pipeline = Pipeline(project: options.openProject())
            // The process exits right after the checks: nothing it lets go of is freed.
            pipeline.releasePolicy = ReleasePolicy(keepsEverything: true)
            let result = pipeline.check(pipeline.load(), updateBaseline: updateBaseline)
            progress.finish()
            if updateBaseline, !options.quiet, let outcome = result.check, !result.diagnostics.contains(where: { $0.id == .ioUnwritable }) {
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
