import ArgumentParser
import Foundation
import OutputStore

@main
struct Kiln: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiln",
        abstract: "Compile design tokens and screen specs; check them for accessibility; emit code and a spec site.",
        discussion: """
            Run kiln in a folder that holds tokens/ (and optionally specs/ and kiln.yaml).
            Exit codes: 0 clean, 1 problems in the design, 2 unusable input or usage.
            """,
        version: KilnVersion.current,
        subcommands: [
            Build.self, Check.self, Tokens.self, Specs.self, Explain.self, Contrast.self, ListRules.self, Diff.self, Watch.self,
            Serve.self, Init.self, GenerateSwift.self,
        ],
        defaultSubcommand: Build.self)

    /// Like `ParsableCommand.main()`, but usage errors exit with 2 (Kiln's "unusable input or
    /// usage") instead of ArgumentParser's 64, so CI scripts see one convention.
    static func main() {
        AllocatorTuning.apply()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            if code.rawValue == 1 || code.rawValue == 2 {
                // Kiln's own statuses: the diagnostics are already printed.
                exit(withError: error)
            }
            let message = fullMessage(for: error)
            if !message.isEmpty { FileHandle.standardError.write(Data((message + "\n").utf8)) }
            Foundation.exit(2)
        }
    }
}
