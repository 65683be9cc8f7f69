import ArgumentParser
import Diagnostics
import Foundation
import KilnCore

/// Options every command shares: where the project is and how to print diagnostics.
struct ProjectOptions: ParsableArguments {
    @Option(name: [.customShort("C"), .long], help: "The project folder (default: the current folder).")
    var project: String = "."

    @Option(help: "A config file to use instead of <project>/kiln.yaml.")
    var config: String?

    @Flag(inversion: .prefixedNo, help: "Color diagnostics (default: when standard error is a terminal).")
    var color: Bool?

    @Flag(help: "Print how long each stage took, to standard error.")
    var timings = false

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

    var useColor: Bool { color ?? (isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil) }

    /// Prints diagnostics to standard error and returns the exit status they imply.
    func report(_ diagnostics: [Diagnostic], sources: SourceLines) -> ExitStatus {
        var collector = DiagnosticCollector()
        collector.add(contentsOf: diagnostics)
        let sorted = collector.sorted
        if !sorted.isEmpty {
            let text = TextReporter(useColor: useColor).render(sorted, sources: sources)
            FileHandle.standardError.write(Data(text.utf8))
        }
        return ExitStatus.from(sorted)
    }

    func printTimings(_ timings: Pipeline.Timings) {
        guard self.timings else { return }
        var text = ""
        for entry in timings.entries {
            text += "timing: \(entry.stage) \(String(format: "%.1f", entry.seconds * 1000)) ms\n"
        }
        FileHandle.standardError.write(Data(text.utf8))
    }
}

func finish(_ status: ExitStatus) throws -> Never {
    throw ExitCode(status.rawValue)
}

/// Keeps the model alive until the process exits. Freeing a large model takes as long as a
/// tenth of a build, and the operating system reclaims the memory at exit anyway.
enum ProcessLifetime {
    nonisolated(unsafe) private static var kept: [Any] = []

    static func keep(_ value: Any) {
        kept.append(value)
    }
}
