import ArgumentParser
import Diagnostics
import Foundation
import Live
import Parallelism
import BuildPipeline
import Reporting
import TerminalUI

/// Options every command shares: where the project is and how to print diagnostics.
struct ProjectOptions: ParsableArguments {
    @Option(name: [.customShort("C"), .long], help: "The project folder (default: the current folder).")
    var project: String = "."

    @Option(help: "A config file to use instead of <project>/kiln.yaml.")
    var config: String?

    @Flag(inversion: .prefixedNo, help: "Color diagnostics (default: when standard error is a terminal and NO_COLOR is not set).")
    var color: Bool?

    @Flag(help: "Print how long each stage took, to standard error.")
    var timings = false

    @Flag(name: [.customShort("q"), .long], help: "Print only errors: no warnings, notes or progress line.")
    var quiet = false

    @Flag(name: [.customShort("v"), .long], help: "Also print each stage's time and which outputs were up to date.")
    var verbose = false

    @Flag(help: "Report every deviation from DTCG 2025.10 as an error (as `strict: true` in kiln.yaml).")
    var strict = false

    func openProject() -> Project {
        var project = Project.open(at: URL(fileURLWithPath: project), configPath: config)
        if strict && !project.config.strict {
            // Set without marking the config as changed in code: strictness changes diagnostics,
            // never an output's bytes.
            project.setStrict()
        }
        return project
    }

    func validate() throws {
        if quiet && verbose { throw ValidationError("--quiet and --verbose cannot be used together") }
    }

    var verbosity: Verbosity { quiet ? .quiet : (verbose ? .verbose : .normal) }

    /// Color on standard error (diagnostics): `--color`/`--no-color`, else a terminal without `NO_COLOR`.
    var useColor: Bool {
        TerminalPolicy.useColor(
            explicit: color, isTerminal: TerminalPolicy.isTerminal(STDERR_FILENO), environment: ProcessInfo.processInfo.environment)
    }

    /// The progress line for a command that may take a while (drawn only on a terminal, after 1 s).
    func progressLine() -> ProgressLine {
        ProgressLine(
            enabled: TerminalPolicy.showsProgress(
                isTerminal: TerminalPolicy.isTerminal(STDERR_FILENO), verbosity: verbosity, environment: ProcessInfo.processInfo.environment))
    }

    /// Prints diagnostics to standard error and returns the exit status they imply.
    func report(_ diagnostics: [Diagnostic], sources: SourceLines) -> ExitStatus {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: diagnostics)
        let sorted = collector.sorted
        let shown = quiet ? sorted.filter { $0.severity == .error } : sorted
        if !shown.isEmpty {
            let text = TextReporter(useColor: useColor).render(shown, sources: sources)
            FileHandle.standardError.write(Data(text.utf8))
        }
        return ExitStatus.from(sorted)
    }

    /// Color on standard output (`kiln diff`'s swatches): the same choice, for that stream.
    var stdoutColor: Bool {
        TerminalPolicy.useColor(
            explicit: color, isTerminal: TerminalPolicy.isTerminal(STDOUT_FILENO), environment: ProcessInfo.processInfo.environment)
    }

    /// `kiln: …` on standard error, only with `--verbose`.
    func note(_ message: String) {
        guard verbose else { return }
        FileHandle.standardError.write(Data("kiln: \(message)\n".utf8))
    }

    /// `kiln: error: …` and a hint, for problems that have no place in a file.
    func printProblem(_ message: String, hint: String?) {
        var text = "kiln: error: \(message)\n"
        if let hint { text += "    = hint: \(hint)\n" }
        FileHandle.standardError.write(Data(text.utf8))
    }

    func printTimings(_ timings: Pipeline.Timings) {
        guard self.timings || verbose else { return }
        FileHandle.standardError.write(Data(TimingReport.text(timings).utf8))
    }

    /// The settings `kiln watch` and `kiln serve` run with.
    var liveSettings: LiveSettings {
        LiveSettings(project: project, config: config, strict: strict, useColor: useColor, showsTimings: timings || verbose, verbose: verbose)
    }
}

func finish(_ status: ExitStatus) throws -> Never {
    throw ExitCode(status.rawValue)
}

/// Keeps the model alive until the process exits. Freeing a large model takes as long as a
/// tenth of a build, and the operating system reclaims the memory at exit anyway.
enum ProcessLifetime {
    static func keep(_ value: Any) {
        BackgroundRelease(value).keepUntilExit()
    }

    /// Parks the main thread until the process exits (`kiln watch`/`serve` call `exit` from their
    /// build queue once the last build has finished writing). Not `dispatchMain()`: that ends the
    /// main thread, and libdispatch then turns the ending thread into its signal thread, where a
    /// Ctrl-C trips AddressSanitizer's stack checks (the CI's sanitized run of the serve test).
    static func parkMainThread() -> Never {
        let never = DispatchSemaphore(value: 0)
        while true { never.wait() }
    }
}
