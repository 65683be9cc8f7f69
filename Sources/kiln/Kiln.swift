import ArgumentParser
import KilnCore

@main
struct Kiln: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiln",
        abstract: "Compile design tokens and screen specs; check them for accessibility; emit code and a spec site.",
        discussion: """
            Run kiln in a folder that holds tokens/ (and optionally specs/ and kiln.yaml).
            Exit codes: 0 clean, 1 problems in the design, 2 unusable input or usage.
            """,
        version: "0.1.0",
        subcommands: [Build.self, Check.self, Tokens.self, Explain.self],
        defaultSubcommand: Build.self)
}
