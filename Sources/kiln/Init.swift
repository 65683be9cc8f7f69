import ArgumentParser
import Foundation
import BuildPipeline
import Starter

extension Kiln {
    struct Init: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "init",
            abstract: "Set up a folder for Kiln: starter tokens, a spec, kiln.yaml, editor schemas and a CI workflow.",
            discussion: """
                Never replaces a file: each one that exists is skipped and reported. With --from, \
                kiln.yaml reads an existing DTCG token folder or file, or a resolver file, in place \
                instead of the starter tokens.
                """)

        @Argument(help: "The folder to set up (created when missing; default: the current folder).")
        var folder: String = "."

        @Option(help: "An existing DTCG token folder or file, or a DTCG resolver file, for kiln.yaml to read.")
        var from: String?

        func run() throws {
            let root = URL(fileURLWithPath: folder)
            let starter = ProjectStarter(root: root, source: from.map { .existing($0) } ?? .starter)
            let outcome = starter.run()
            if let problem = outcome.problem {
                FileHandle.standardError.write(Data("kiln: error: \(problem)\n".utf8))
                throw ExitCode(ExitStatus.unusable.rawValue)
            }
            var text = ""
            for entry in outcome.entries {
                let detail = entry.detail.map { " (\($0))" } ?? ""
                switch entry.action {
                case .created: text += "created  \(entry.path)\n"
                case .appended: text += "appended \(entry.path)\(detail)\n"
                case .skipped: text += "skipped  \(entry.path)\(detail)\n"
                case .failed: text += "failed   \(entry.path)\(detail)\n"
                }
            }
            let place = folder == "." ? "" : " -C \(folder)"
            text += "\nNext: kiln build\(place)   (kiln check\(place) checks without writing)\n"
            FileHandle.standardOutput.write(Data(text.utf8))
            if outcome.failed { throw ExitCode(ExitStatus.unusable.rawValue) }
        }
    }
}
