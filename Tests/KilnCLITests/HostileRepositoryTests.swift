import Foundation
import Testing

/// `kiln build` on a hostile repository, the way CI builds a pull request: links committed in
/// the output folder, a crafted manifest, a full or read-only file system, two builds at once,
/// a build killed at random points. After every case a decoy tree outside the project must be
/// exactly as it was (checksummed), and no generated file may be torn.
@Suite(.serialized) struct HostileRepositoryTests {
    /// A project copy plus a decoy folder beside it (outside the project).
    struct Case {
        let project: URL
        let decoy: URL
        let decoySum: [String: String]
        var output: URL { project.appendingPathComponent("output") }

        init(_ source: URL = CrashSafetyTests.killProject()) throws {
            project = try CrashSafetyTests.copy(source)
            decoy = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-decoy-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: decoy.appendingPathComponent("css"), withIntermediateDirectories: true)
            try "precious\n".write(to: decoy.appendingPathComponent("tokens.css"), atomically: true, encoding: .utf8)
            try "precious too\n".write(to: decoy.appendingPathComponent("css/tokens.css"), atomically: true, encoding: .utf8)
            decoySum = Self.checksum(decoy)
        }

        static func checksum(_ folder: URL) -> [String: String] {
            var result: [String: String] = [:]
            guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
            for case let path as String in enumerator {
                var info = stat()
                guard lstat(folder.path + "/" + path, &info) == 0 else { continue }
                let data = FileManager.default.contents(atPath: folder.path + "/" + path)?.base64EncodedString() ?? "-"
                result[path] = "\(info.st_mode) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec) \(data)"
            }
            return result
        }

        func expectDecoyIntact(_ label: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(Self.checksum(decoy) == decoySum, "a file outside the project changed \(label)", sourceLocation: sourceLocation)
        }

        func build(_ outputs: String = "css") throws -> CLITests.Run {
            try CrashSafetyTests.build(project, outputs: outputs)
        }

        /// Changes a token so the next build regenerates its outputs; returns a function undoing it.
        func editToken(_ from: String = "\"#0A84FF\"", _ to: String = "\"#FF2D55\"") throws {
            let url = project.appendingPathComponent("tokens/modes.yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            #expect(text.contains(from))
            try text.replacingOccurrences(of: from, with: to).write(to: url, atomically: true, encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: decoy)
        }
    }

    /// The generated files (the manifest aside: it keeps hostile lines it could not act on),
    /// without anything reached through the planted `css/evil` link.
    static func generated(_ output: URL) -> [String: Data] {
        CrashSafetyTests.snapshot(output).filter { $0.key != ".kiln-manifest" && !$0.key.hasPrefix("css/evil") }
    }

    /// Runs `/bin/mount` or `/bin/umount`; false when not permitted here.
    static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }

    static func mountTmpfs(at url: URL, size: String) -> Bool {
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return getuid() == 0 && run("/bin/mount", ["-t", "tmpfs", "-o", "size=\(size)", "tmpfs", url.path])
    }

    /// The attack of issue 18 through the CLI: `output/css/evil -> /decoy` and a manifest line
    /// `css/evil/tokens.css`. Exit 0 (a warning), the line reported where it is, nothing deleted.
    @Test func symlinkAndManifestLineDeleteNothingOutside() throws {
        let test = try Case()
        defer { test.remove() }
        #expect(try test.build().status == 0)
        try FileManager.default.createSymbolicLink(at: test.output.appendingPathComponent("css/evil"), withDestinationURL: test.decoy)
        let manifest = test.output.appendingPathComponent(".kiln-manifest")
        var text = try String(contentsOf: manifest, encoding: .utf8)
        text += "css\tcss/evil/tokens.css\n"
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n").count
        let run = try test.build()
        test.expectDecoyIntact()
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("output/.kiln-manifest:\(line):1: warning: \"css/evil/tokens.css\" is listed in the manifest but was left in place"), "\(run.stderr)")
        #expect(run.stderr.contains("[output/suspicious-manifest]"))
        #expect(FileManager.default.fileExists(atPath: test.decoy.appendingPathComponent("tokens.css").path))
        // A crafted entry that is not a plain path: reported at its line, ignored.
        text = try String(contentsOf: manifest, encoding: .utf8) + "css\t../../\(test.decoy.lastPathComponent)/tokens.css\n"
        try text.write(to: manifest, atomically: true, encoding: .utf8)
        try test.editToken()
        let second = try test.build()
        #expect(second.status == 0)
        #expect(second.stderr.contains(":\(text.split(separator: "\n").count):1: warning: manifest entry"), "\(second.stderr)")
        #expect(second.stderr.contains("goes up a folder"))
        test.expectDecoyIntact()
    }

    /// The output folder itself a link (inside or outside the project, or dangling): refused
    /// at the `output:` setting with `output/symbolic-link`, exit 2, nothing written anywhere.
    @Test func outputFolderThatIsALinkIsRefused() throws {
        let test = try Case()
        defer { test.remove() }
        let config = test.project.appendingPathComponent("kiln.yaml")
        let base = try String(contentsOf: config, encoding: .utf8)
        try (base + "\noutput: output\n").write(to: config, atomically: true, encoding: .utf8)
        let line = (base + "\noutput: output\n").split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "output: output")! + 1
        let inside = test.project.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: inside, withIntermediateDirectories: true)
        for target in [inside, test.decoy, test.decoy.appendingPathComponent("missing")] {
            try? FileManager.default.removeItem(at: test.output)
            try FileManager.default.createSymbolicLink(at: test.output, withDestinationURL: target)
            let run = try test.build()
            #expect(run.status == 2, "\(run.stderr)")
            #expect(run.stderr.contains("kiln.yaml:\(line):1: error: "), "\(run.stderr)")
            #expect(run.stderr.contains("is a symbolic link; Kiln never writes, renames or deletes through a link") && run.stderr.contains("[output/symbolic-link]"))
            test.expectDecoyIntact(target.lastPathComponent)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: inside.path).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: test.decoy.appendingPathComponent("missing").path))
    }

    /// A subfolder that is a link: exit 2 naming it; a generated file that is a link: replaced.
    @Test func linksInsideTheOutputFolder() throws {
        let test = try Case()
        defer { test.remove() }
        try FileManager.default.createDirectory(at: test.output, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: test.output.appendingPathComponent("css"), withDestinationURL: test.decoy.appendingPathComponent("css"))
        var run = try test.build()
        #expect(run.status == 2)
        #expect(run.stderr.contains("output/css\" is a symbolic link") && run.stderr.contains("[output/symbolic-link]"), "\(run.stderr)")
        test.expectDecoyIntact()

        try FileManager.default.removeItem(at: test.output.appendingPathComponent("css"))
        try FileManager.default.createDirectory(at: test.output.appendingPathComponent("css"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: test.output.appendingPathComponent("css/tokens.css"), withDestinationURL: test.decoy.appendingPathComponent("tokens.css"))
        run = try test.build()
        #expect(run.status == 0, "\(run.stderr)")
        var info = stat()
        #expect(lstat(test.output.appendingPathComponent("css/tokens.css").path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG)
        test.expectDecoyIntact()
    }

    /// A full file system (a 64 KiB tmpfs as the output folder): exit 2 with the reason, no
    /// temporary file left, the files of the last good build intact.
    @Test func fullFileSystem() throws {
        let test = try Case(CrashSafetyTests.repository)
        defer {
            _ = Self.run("/bin/umount", [test.output.path])
            test.remove()
        }
        guard Self.mountTmpfs(at: test.output, size: "64k") else {
            print("full file system test: mounting a tmpfs is not permitted here (uid \(getuid())); not run")
            return
        }
        var run = try test.build("css")
        #expect(run.status == 0 || run.status == 1, "\(run.stderr)")
        let before = CrashSafetyTests.snapshot(test.output)
        #expect(before["css/tokens.css"] != nil)
        // Every color set is a file, and a tmpfs file takes at least a 4 KiB page.
        run = try test.build("swift,css")
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[output/write-failed]") && run.stderr.contains("No space left on device"), "\(run.stderr)")
        let after = CrashSafetyTests.snapshot(test.output)
        #expect(after == before)
        #expect(!after.keys.contains { $0.contains(".kiln-tmp-") })
        test.expectDecoyIntact()
    }

    /// A read-only file system (a tmpfs remounted read-only): exit 2, the old files intact.
    @Test func readOnlyFileSystem() throws {
        let test = try Case()
        defer {
            _ = Self.run("/bin/umount", [test.output.path])
            test.remove()
        }
        guard Self.mountTmpfs(at: test.output, size: "1m") else {
            print("read-only file system test: mounting a tmpfs is not permitted here (uid \(getuid())); not run")
            return
        }
        #expect(try test.build("css,json").status == 0)
        let before = CrashSafetyTests.snapshot(test.output)
        #expect(Self.run("/bin/mount", ["-o", "remount,ro", test.output.path]))
        try test.editToken()
        let run = try test.build("css,json")
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains("[output/write-failed]") && run.stderr.contains("Read-only file system"), "\(run.stderr)")
        #expect(CrashSafetyTests.snapshot(test.output) == before)
        test.expectDecoyIntact()
    }

    /// Two builds at once into one folder, with a hostile link and manifest line present: both
    /// exit 0, every file whole and equal to what one build alone writes.
    @Test func twoBuildsAtOnce() throws {
        let test = try Case()
        let alone = try Case()
        defer {
            test.remove()
            alone.remove()
        }
        #expect(try alone.build(CrashSafetyTests.outputs).status == 0)
        for round in 0..<3 {
            try? FileManager.default.removeItem(at: test.output)
            try FileManager.default.createDirectory(at: test.output.appendingPathComponent("css"), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: test.output.appendingPathComponent("css/evil"), withDestinationURL: test.decoy)
            try "css\tcss/evil/tokens.css\n".write(to: test.output.appendingPathComponent(".kiln-manifest"), atomically: true, encoding: .utf8)
            let processes = [Process(), Process()]
            for process in processes {
                process.executableURL = CLITests.executable
                process.arguments = ["build", "--project", test.project.path, "--outputs", CrashSafetyTests.outputs]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
            }
            for process in processes {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round)")
            }
            #expect(Self.generated(test.output) == Self.generated(alone.output), "round \(round)")
            test.expectDecoyIntact("round \(round)")
        }
    }

    /// `kill -9` at random points of a build with a hostile link present: every generated file
    /// is either the old or the new version, the decoy never changes, and the next build heals.
    @Test func killedAtRandomPoints() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["KILN_KILL_ITERATIONS"] ?? "") ?? 25
        let test = try Case()
        defer { test.remove() }
        #expect(try test.build(CrashSafetyTests.outputs).status == 0)
        let old = CrashSafetyTests.snapshot(test.output)
        try test.editToken()
        #expect(try test.build(CrashSafetyTests.outputs).status == 0)
        let new = CrashSafetyTests.snapshot(test.output)
        #expect(old != new)
        try FileManager.default.createSymbolicLink(at: test.output.appendingPathComponent("css/evil"), withDestinationURL: test.decoy)
        let start = ContinuousClock().now
        _ = try test.build(CrashSafetyTests.outputs)
        let duration = ContinuousClock().now - start
        let microseconds = Int(duration.components.seconds) * 1_000_000 + Int(duration.components.attoseconds / 1_000_000_000_000)
        var generator = SystemRandomNumberGenerator()
        for iteration in 0..<iterations {
            try test.editToken("\"#FF2D55\"", "\"#0A84FF\"")
            _ = try test.build(CrashSafetyTests.outputs)
            try test.editToken()
            let process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["build", "--project", test.project.path, "--outputs", CrashSafetyTests.outputs]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32(Int.random(in: 0...max(1, microseconds), using: &generator)))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            for (path, bytes) in Self.generated(test.output) where !path.contains(".kiln-tmp-") {
                #expect(bytes == old[path] || bytes == new[path], "iteration \(iteration): \(path) is torn")
            }
            test.expectDecoyIntact("iteration \(iteration)")
        }
        let final = try test.build(CrashSafetyTests.outputs)
        #expect(final.status == 0)
        #expect(Self.generated(test.output) == new.filter { $0.key != ".kiln-manifest" })
        test.expectDecoyIntact()
    }
}
