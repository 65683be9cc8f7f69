import Foundation
import Testing

/// Item 5 of issue 16 end to end: `--quiet`/`--verbose`, `NO_COLOR` and color only on a
/// terminal (standard error given a real pseudo-terminal through Python's `pty` module), the
/// progress line never left behind, shell completions, and the committed man page kept current.
@Suite struct TerminalCLITests {
    static let repository = CLITests.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// Runs kiln with standard error on a pseudo-terminal; returns its exit status and the raw
    /// bytes written to the terminal (as text).
    static func kilnOnTerminal(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> (status: Int32, terminal: String) {
        let script = """
            import os, pty, subprocess, sys
            master, slave = pty.openpty()
            process = subprocess.Popen(sys.argv[1:], stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=slave)
            os.close(slave)
            chunks = []
            while True:
                try:
                    data = os.read(master, 65536)
                except OSError:
                    break
                if not data:
                    break
                chunks.append(data)
            status = process.wait()
            sys.stdout.write(b"".join(chunks).decode("utf-8", "replace"))
            sys.exit(status)
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, CLITests.executable.path] + arguments
        process.currentDirectoryURL = folder
        var env = ProcessInfo.processInfo.environment
        env["NO_COLOR"] = nil
        env["TERM"] = "xterm-256color"
        for (key, value) in environment { env[key] = value }
        process.environment = env
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func project(_ name: String) -> URL { CLITests.fixtures.appendingPathComponent("\(name)/input") }

    @Test func colorOnTerminalUnlessNoColor() throws {
        let colored = try Self.kilnOnTerminal(["check"], in: Self.project("alias-missing"))
        #expect(colored.status == 1)
        #expect(colored.terminal.contains("\u{1B}["), "a terminal gets color")
        #expect(colored.terminal.contains("[alias/missing]"))
        let plain = try Self.kilnOnTerminal(["check"], in: Self.project("alias-missing"), environment: ["NO_COLOR": "1"])
        #expect(plain.status == 1)
        #expect(plain.terminal.contains("[alias/missing]"))
        #expect(!plain.terminal.contains("\u{1B}["), "NO_COLOR: no escape sequences at all")
        let forced = try CLITests.kiln(["check", "--color", "--project", Self.project("alias-missing").path], environment: ["NO_COLOR": "1"])
        #expect(forced.stderr.contains("\u{1B}["), "--color wins over NO_COLOR")
    }

    /// A big project takes about a second or more here, so the line may be drawn; whether or not
    /// it was, nothing of it may remain once the terminal has processed the output.
    @Test func progressLineNeverStays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-progress-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("tokens"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var yaml = "color:\n  $type: color\n"
        for index in 0..<20000 { yaml += "  c\(index): { $value: \"#\(String(format: "%06X", (index &* 2_654_435_761) & 0xFFFFFF))\" }\n" }
        try Data(yaml.utf8).write(to: folder.appendingPathComponent("tokens/colors.yaml"))
        let run = try Self.kilnOnTerminal(["check"], in: folder)
        #expect(run.status == 0)
        // What the terminal shows: each \r or erase-line drops what the line held.
        var screen = ""
        var rest = Substring(run.terminal)
        while let index = rest.firstIndex(where: { $0 == "\r" || $0 == "\u{1B}" }) {
            screen += rest[..<index]
            if rest[index] == "\r" {
                if let newline = screen.lastIndex(of: "\n") { screen = String(screen[...newline]) } else { screen = "" }
                rest = rest[rest.index(after: index)...]
            } else if rest[index...].hasPrefix("\u{1B}[2K") {
                rest = rest[rest.index(index, offsetBy: 4)...]
            } else {
                rest = rest[rest.index(after: index)...]
            }
        }
        screen += rest
        #expect(!screen.contains("kiln: checking"), "the progress line is cleared: \(screen.debugDescription)")
        // Not on a terminal: never drawn.
        let piped = try CLITests.kiln(["check"], in: folder)
        #expect(!piped.stderr.contains("kiln: checking"))
        #expect(!piped.stderr.contains("\r"))
    }

    @Test func quietPrintsOnlyErrors() throws {
        let normal = try CLITests.kiln(["check", "--project", CLITests.project("deprecated-use")])
        #expect(normal.status == 0)
        #expect(normal.stderr.contains("warning:"))
        let quiet = try CLITests.kiln(["check", "--quiet", "--project", CLITests.project("deprecated-use")])
        #expect(quiet.status == 0, "quiet changes what is printed, never the exit code")
        #expect(quiet.stderr.isEmpty, "\(quiet.stderr)")
        let errors = try CLITests.kiln(["check", "-q", "--project", CLITests.project("alias-missing")])
        #expect(errors.status == 1)
        #expect(errors.stderr.contains("error:"))
    }

    @Test func verbosePrintsStageTimes() throws {
        let run = try CLITests.kiln(["check", "--verbose", "--project", CLITests.project("features")])
        #expect(run.status == 0)
        #expect(run.stderr.contains("timing: check "))
        let both = try CLITests.kiln(["check", "--quiet", "--verbose", "--project", CLITests.project("features")])
        #expect(both.status == 2)
        #expect(both.stderr.contains("--quiet and --verbose cannot be used together"))
    }

    @Test func everyCommandTakesQuietAndVerbose() throws {
        for command in ["build", "check", "tokens", "specs", "explain", "contrast", "rules", "diff", "watch", "serve"] {
            let help = try CLITests.kiln(["help", command])
            #expect(help.stdout.contains("--quiet") && help.stdout.contains("--verbose"), "kiln \(command)")
        }
    }

    @Test func completionScripts() throws {
        for shell in ["bash", "zsh", "fish"] {
            let run = try CLITests.kiln(["--generate-completion-script", shell])
            #expect(run.status == 0)
            #expect(run.stdout.contains("diff") && run.stdout.contains("fail-on-new-errors"), "\(shell)")
        }
    }

    /// share/man/man1/kiln.1 is generated by swift-argument-parser's `generate-manual` plugin;
    /// every command, option and help line kiln has must be in it.
    @Test func manPageIsCurrent() throws {
        let page = try String(contentsOf: Self.repository.appendingPathComponent("share/man/man1/kiln.1"), encoding: .utf8)
        let dump = try CLITests.kiln(["--experimental-dump-help"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any])
        var missing: [String] = []
        func visit(_ command: [String: Any]) {
            if let name = command["commandName"] as? String, !page.contains(".It Em \(name)"), name != "kiln" { missing.append("command \(name)") }
            if let abstract = command["abstract"] as? String, !page.contains(abstract) { missing.append("abstract \(abstract)") }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                for name in argument["names"] as? [[String: Any]] ?? [] where (name["kind"] as? String) == "long" {
                    let flag = "-" + (name["name"] as? String ?? "")
                    if !page.contains("Fl " + flag), !page.contains(", " + flag) { missing.append(flag) }
                }
                if let abstract = argument["abstract"] as? String, !abstract.isEmpty, !page.contains(abstract) { missing.append(abstract) }
            }
            for sub in command["subcommands"] as? [[String: Any]] ?? [] { visit(sub) }
        }
        visit(try #require(root["command"] as? [String: Any]))
        #expect(missing.isEmpty, "share/man/man1/kiln.1 is stale (scripts/generate-manual.sh regenerates it): \(missing.prefix(10))")
    }
}
