import ArgumentParser
import Foundation
import Live

extension Kiln {
    struct Watch: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "watch",
            abstract: "Build, then rebuild whenever a token, spec or config file changes (Ctrl-C to stop).",
            discussion: """
                Each rebuild re-reads only changed token files, writes only outputs whose bytes changed, and \
                prints the problems that are new and the ones that were fixed. A save that breaks the design \
                system writes nothing: the last good outputs stay until the next good save.
                """)

        @OptionGroup var options: ProjectOptions

        @Option(help: "Comma-separated outputs to build (as for `kiln build`); default: the config's `outputs`.")
        var outputs: String?

        @Option(help: "Milliseconds the files must stay quiet before a rebuild when a save is not complete yet (a file deleted, moved away or just created); a file closed after writing or renamed into place is built at once.")
        var debounce: Int = 50


        func run() throws {
            let requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            let session = LiveSession(name: "kiln watch", settings: options.liveSettings, outputs: requested, debounceMilliseconds: debounce)
            try session.start()
            ProcessLifetime.keep(session)
            ProcessLifetime.parkMainThread()
        }
    }
}
