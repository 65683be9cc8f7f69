import ArgumentParser
import Foundation
import DesignDiff

extension Kiln {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show what changed in the design between two versions: tokens, values per mode, findings.",
            discussion: """
                BASE and HEAD are git revisions (branch, tag, commit) or folders. Without BASE: the merge-base \
                of HEAD with the default branch (origin/HEAD, else main, else master). Without HEAD: the project \
                folder as it is now. A revision is read with `git archive` into a temporary folder that is removed \
                afterwards; the work tree is never touched. Both sides are loaded and checked like `kiln check`.
                Exit codes: 0 the comparison was printed (whatever it found); 1 with --fail-on-new-errors when an \
                error finding appeared; 2 when a side cannot be read.
                """)

        @OptionGroup var options: ProjectOptions

        @Argument(help: "The version to compare against: a git revision or a folder (default: merge-base with the default branch).")
        var base: String?

        @Argument(help: "The version to compare: a git revision or a folder (default: the project folder as it is).")
        var head: String?

        @Option(help: "text (the default), markdown (a pull-request comment) or json.")
        var format: DiffReport.Format = .text

        @Flag(help: "Exit 1 when an error finding appeared (for CI that gates on design regressions).")
        var failOnNewErrors = false

        func run() throws {
            let project = URL(fileURLWithPath: options.project)
            let progress = options.progressLine()
            progress.stage("comparing \(base ?? "the merge-base") with \(head ?? "the work tree")")
            let outcome = DiffRun.changes(base: base, head: head, project: project, configPath: options.config, strict: options.strict)
            progress.finish()
            switch outcome {
            case .failure(let problem):
                options.printProblem(problem.message, hint: problem.hint)
                try finish(.unusable)
            case .success(let changes):
                options.note("BASE: \(changes.baseLabel); HEAD: \(changes.headLabel)")
                print(DiffReport.render(changes, format: format, useColor: format == .text && options.stdoutColor), terminator: "")
                if failOnNewErrors && !changes.appearedErrors.isEmpty { try finish(.violations) }
            }
        }
    }
}

extension DiffReport.Format: ExpressibleByArgument {}
