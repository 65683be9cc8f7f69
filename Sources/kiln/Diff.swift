import ArgumentParser
import Foundation
import DesignDiff

extension Kiln {
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show what changed in the design between two versions: tokens, values per mode, findings.",
            discussion: """
                BASE and HEAD are git revisions (branch, tag, commit) or folders: a revision when the name is one, \
                a folder when it is not; a name that is both is an error (say which with --base-rev/--base-dir, \
                --head-rev/--head-dir). Without BASE: the merge-base \
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

        @Option(name: .customLong("base-rev"), help: "BASE is this git revision (never a folder).")
        var baseRevision: String?

        @Option(name: .customLong("base-dir"), help: "BASE is this folder (never a git revision).")
        var baseFolder: String?

        @Option(name: .customLong("head-rev"), help: "HEAD is this git revision (never a folder).")
        var headRevision: String?

        @Option(name: .customLong("head-dir"), help: "HEAD is this folder (never a git revision).")
        var headFolder: String?

        @Option(help: "text (the default), markdown (a pull-request comment) or json.")
        var format: DiffReport.Format = .text

        @Flag(help: "Exit 1 when an error finding appeared (for CI that gates on design regressions).")
        var failOnNewErrors = false

        func validate() throws {
            if [base, baseRevision, baseFolder].compactMap({ $0 }).count > 1 {
                throw ValidationError("name BASE once: as an argument, --base-rev or --base-dir")
            }
            if [head, headRevision, headFolder].compactMap({ $0 }).count > 1 {
                throw ValidationError("name HEAD once: as an argument, --head-rev or --head-dir")
            }
        }

        func run() throws {
            let project = URL(fileURLWithPath: options.project)
            let progress = options.progressLine()
            let baseName = base ?? baseRevision ?? baseFolder
            let headName = head ?? headRevision ?? headFolder
            progress.stage("comparing \(baseName ?? "the merge-base") with \(headName ?? "the work tree")")
            let outcome = DiffRun.changes(
                base: baseName, head: headName, project: project, configPath: options.config, strict: options.strict,
                baseKind: baseRevision != nil ? .revision : baseFolder != nil ? .folder : .either,
                headKind: headRevision != nil ? .revision : headFolder != nil ? .folder : .either)
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
