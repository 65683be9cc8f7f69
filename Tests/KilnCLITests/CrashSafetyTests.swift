import Foundation
import Testing

/// `kiln build` killed at any moment, run twice at once, or pointed at a read-only folder
/// never leaves a half-written or mixed output file.
@Suite(.serialized) struct CrashSafetyTests {
    static let repository = CLITests.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// A copy of a project (tokens/, specs/, kiln.yaml) in a fresh temporary folder.
    static func copy(_ source: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["tokens", "specs", "kiln.yaml", "kiln-baseline.yaml"] {
            let from = source.appendingPathComponent(item)
            if FileManager.default.fileExists(atPath: from.path) {
                try FileManager.default.copyItem(at: from, to: folder.appendingPathComponent(item))
            }
        }
        return folder
    }

    /// Every regular file under `folder` (relative paths) with its bytes; the stamps cache holds
    /// modification times and the lock is empty: neither is an output.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
        for case let path as String in enumerator {
            let name = (path as NSString).lastPathComponent
            if [".kiln-stamps", ".kiln-lock", ".kiln-writing"].contains(name) { continue }
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(path)
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[path] = FileManager.default.contents(atPath: url.path)
        }
        return files
    }

    static func build(_ folder: URL, outputs: String) throws -> CLITests.Run {
        try CLITests.kiln(["build", "--project", folder.path, "--outputs", outputs])
    }

    static let outputs = "swift,dart,css,json"

    /// The bundled project when its debug build is fast enough; the kill loop needs many runs.
    static func killProject() -> URL {
        CLITests.fixtures.appendingPathComponent("emit-modes/input")
    }

    @Test func killedBuildsLeaveOldOrNewFiles() throws {
        let iterations = Int(ProcessInfo.processInfo.environment["KILN_KILL_ITERATIONS"] ?? "") ?? 100
        let old = try Self.copy(Self.killProject())
        let new = try Self.copy(Self.killProject())
        defer {
            try? FileManager.default.removeItem(at: old)
            try? FileManager.default.removeItem(at: new)
        }
        let first = try Self.build(old, outputs: Self.outputs)
        #expect(first.status == 0, "\(first.stderr)")
        let oldFiles = Self.snapshot(old.appendingPathComponent("output"))
        #expect(!oldFiles.isEmpty)
        // Change one value in both copies; build the second copy without interruption.
        for folder in [old, new] {
            let url = folder.appendingPathComponent("tokens/modes.yaml")
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = text.replacingOccurrences(of: "\"#0A84FF\"", with: "\"#FF2D55\"")
            #expect(changed != text)
            try changed.write(to: url, atomically: true, encoding: .utf8)
        }
        let second = try Self.build(new, outputs: Self.outputs)
        #expect(second.status == 0, "\(second.stderr)")
        let newFiles = Self.snapshot(new.appendingPathComponent("output"))
        #expect(newFiles != oldFiles)

        // Kills land anywhere in a build: 0–300 ms, or up to 1.5 × a measured build if shorter.
        let clock = ContinuousClock()
        let timed = clock.now
        _ = try Self.build(new, outputs: Self.outputs)
        let buildMicroseconds = Int((clock.now - timed) / .microseconds(1))
        let maximumDelay = UInt32(min(300_000, max(20_000, buildMicroseconds * 3 / 2)))
        let modes = old.appendingPathComponent("tokens/modes.yaml")
        let newText = try String(contentsOf: modes, encoding: .utf8)
        let oldText = newText.replacingOccurrences(of: "\"#FF2D55\"", with: "\"#0A84FF\"")
        var killed = 0
        var leftovers = 0
        var generator = SystemRandomNumberGenerator()
        let output = old.appendingPathComponent("output")
        for iteration in 0..<iterations {
            let process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["build", "--project", old.path, "--outputs", Self.outputs]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...maximumDelay, using: &generator))
            if process.isRunning {
                kill(process.processIdentifier, SIGKILL)
                killed += 1
            }
            process.waitUntilExit()
            for (path, bytes) in Self.snapshot(output) {
                // A temporary file, or anything in a temporary folder (a new folder being made).
                if path.split(separator: "/").contains(where: { $0.hasPrefix(".kiln-tmp-") }) {
                    leftovers += 1
                    continue
                }
                #expect(bytes == oldFiles[path] || bytes == newFiles[path], "iteration \(iteration): \(path) is neither old nor new")
            }
            // Back to the old outputs, so that the next kill interrupts real writes.
            try oldText.write(to: modes, atomically: true, encoding: .utf8)
            _ = try Self.build(old, outputs: Self.outputs)
            try newText.write(to: modes, atomically: true, encoding: .utf8)
        }
        print("kill loop: \(iterations) runs, \(killed) killed (delays 0–\(maximumDelay / 1000) ms, a build takes \(buildMicroseconds / 1000) ms), \(leftovers) temporary files seen after kills")
        // One uninterrupted build: exactly the new files, and no temporary file left.
        let final = try Self.build(old, outputs: Self.outputs)
        #expect(final.status == 0, "\(final.stderr)")
        let finalFiles = Self.snapshot(old.appendingPathComponent("output"))
        #expect(finalFiles == newFiles)
        #expect(!finalFiles.keys.contains { $0.contains(".kiln-tmp-") })
    }

    /// A first build (every folder new: made under a temporary name, its files written straight
    /// into it, renamed into place last) killed at random moments: every file outside a
    /// temporary folder is whole, and the next build finishes the job and leaves none behind.
    @Test func killedFirstBuildsLeaveWholeFilesOrNone() throws {
        let project = try Self.copy(Self.killProject())
        defer { try? FileManager.default.removeItem(at: project) }
        let output = project.appendingPathComponent("output")
        let complete = try Self.build(project, outputs: Self.outputs)
        #expect(complete.status == 0, "\(complete.stderr)")
        let files = Self.snapshot(output)
        let clock = ContinuousClock()
        let timed = clock.now
        try FileManager.default.removeItem(at: output)
        _ = try Self.build(project, outputs: Self.outputs)
        let maximumDelay = UInt32(min(300_000, max(20_000, Int((clock.now - timed) / .microseconds(1)) * 3 / 2)))
        var generator = SystemRandomNumberGenerator()
        for iteration in 0..<30 {
            try? FileManager.default.removeItem(at: output)
            let process = Process()
            process.executableURL = CLITests.executable
            process.arguments = ["build", "--project", project.path, "--outputs", Self.outputs]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(UInt32.random(in: 0...maximumDelay, using: &generator))
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            for (path, bytes) in Self.snapshot(output) where !path.split(separator: "/").contains(where: { $0.hasPrefix(".kiln-tmp-") }) {
                #expect(bytes == files[path], "iteration \(iteration): \(path) is not the whole new file")
            }
            let again = try Self.build(project, outputs: Self.outputs)
            #expect(again.status == 0, "\(again.stderr)")
            #expect(Self.snapshot(output) == files, "iteration \(iteration)")
        }
    }

    @Test func concurrentBuildsWriteWholeFiles() throws {
        let project = try Self.copy(Self.repository)
        defer { try? FileManager.default.removeItem(at: project) }
        for _ in 0..<3 {
            try? FileManager.default.removeItem(at: project.appendingPathComponent("output"))
            let runs = [Process(), Process()]
            for process in runs {
                process.executableURL = CLITests.executable
                process.arguments = ["build", "--project", project.path, "--outputs", Self.outputs]
                process.standardOutput = FileHandle.nullDevice
                process.standardError = FileHandle.nullDevice
                try process.run()
            }
            for process in runs {
                process.waitUntilExit()
                #expect(process.terminationStatus == 0 || process.terminationStatus == 1)
            }
            let files = Self.snapshot(project.appendingPathComponent("output"))
            #expect(!files.keys.contains { $0.contains(".kiln-tmp-") })
            // A third build changes nothing: the two left whole, identical outputs.
            let again = try Self.build(project, outputs: Self.outputs)
            #expect(again.status == 0 || again.status == 1)
            #expect(Self.snapshot(project.appendingPathComponent("output")) == files)
        }
    }

    /// A read-only output folder: a clear `output/write-failed`, exit 2, the old files intact.
    /// As root, permissions do not block writes; a folder on a read-only bind is not available
    /// in tests, so the test then blocks writes by putting a plain file where a folder must go.
    @Test func readOnlyOutputFolderFailsCleanly() throws {
        let project = try Self.copy(Self.killProject())
        defer {
            chmod(project.appendingPathComponent("output/css").path, 0o755)
            try? FileManager.default.removeItem(at: project)
        }
        #expect(try Self.build(project, outputs: "css").status == 0)
        let css = project.appendingPathComponent("output/css")
        let url = project.appendingPathComponent("tokens/modes.yaml")
        try (try String(contentsOf: url, encoding: .utf8)).replacingOccurrences(of: "\"#0A84FF\"", with: "\"#FF2D55\"")
            .write(to: url, atomically: true, encoding: .utf8)
        chmod(css.path, 0o555)
        let probe = css.appendingPathComponent("probe")
        let permissionsBlock = !FileManager.default.createFile(atPath: probe.path, contents: Data())
        try? FileManager.default.removeItem(at: probe)
        if !permissionsBlock {
            // Running as root (CI): make `json` a plain file so that `json/design.tokens.json` cannot be written.
            chmod(css.path, 0o755)
            try "not a folder".write(to: project.appendingPathComponent("output/json"), atomically: true, encoding: .utf8)
        }
        print("read-only output test: \(permissionsBlock ? "chmod 555 blocks writes" : "running as root, chmod does not block writes: blocking with a file where a folder must go")")
        let before = Self.snapshot(project.appendingPathComponent("output"))
        let run = try Self.build(project, outputs: permissionsBlock ? "css" : "json")
        #expect(run.status == 2)
        #expect(run.stderr.contains("[output/write-failed]"), "\(run.stderr)")
        #expect(run.stderr.contains(permissionsBlock ? "output/css" : "output/json"))
        #expect(run.stderr.contains("existing outputs are left as they were"))
        #expect(Self.snapshot(project.appendingPathComponent("output")) == before)
    }
}

extension CrashSafetyTests {
    /// While another process holds `output/.kiln-lock`, `kiln build` waits; it writes once released.
    @Test func buildWaitsForTheOutputLock() throws {
        let project = try Self.copy(Self.killProject())
        defer { try? FileManager.default.removeItem(at: project) }
        let output = project.appendingPathComponent("output")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let lock = open(output.appendingPathComponent(".kiln-lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(lock >= 0)
        #expect(flock(lock, LOCK_EX) == 0)
        let process = Process()
        process.executableURL = CLITests.executable
        process.arguments = ["build", "--project", project.path, "--outputs", "css"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(1_500_000)
        #expect(process.isRunning, "the build must wait for the lock")
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent("css/tokens.css").path))
        flock(lock, LOCK_UN)
        close(lock)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: output.appendingPathComponent("css/tokens.css").path))
    }
}

extension CrashSafetyTests {
    /// The output folder may not lead out of the project: not through `..`, not through a
    /// symlink (the folder itself is never one), unless `allowOutputOutsideProject: true`.
    @Test func outputOutsideTheProjectIsRefused() throws {
        let project = try Self.copy(Self.killProject())
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-outside-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: project)
            try? FileManager.default.removeItem(at: outside)
        }
        let config = project.appendingPathComponent("kiln.yaml")
        let base = try String(contentsOf: config, encoding: .utf8)
        try (base + "output: ../\(outside.lastPathComponent)\n").write(to: config, atomically: true, encoding: .utf8)
        var run = try Self.build(project, outputs: "css")
        #expect(run.status == 2)
        #expect(run.stderr.contains("[output/outside-project]"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside.path))

        // `output` itself a symlink to a folder outside: a link in place of the output folder
        // is refused whatever it points at (see HostileRepositoryTests).
        try base.write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        let link = project.appendingPathComponent("output")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: outside)
        run = try Self.build(project, outputs: "css")
        #expect(run.status == 2)
        #expect(run.stderr.contains("[output/symbolic-link]"), "\(run.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)

        // Allowed explicitly, the folder named as it is: written there.
        try (base + "\nallowOutputOutsideProject: true\noutput: \(outside.path)\n").write(to: config, atomically: true, encoding: .utf8)
        run = try Self.build(project, outputs: "css")
        #expect(run.status == 0, "\(run.stderr)")
        #expect(FileManager.default.fileExists(atPath: outside.appendingPathComponent("css/tokens.css").path))

        // A dangling symlink: a clear message, nothing created at its target.
        try base.write(to: config, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: link)
        let missing = outside.appendingPathComponent("missing")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: missing)
        run = try Self.build(project, outputs: "css")
        #expect(run.status == 2)
        #expect(run.stderr.contains("is a symbolic link"), "\(run.stderr)")
        #expect(run.stderr.contains("[output/symbolic-link]"))
        #expect(!FileManager.default.fileExists(atPath: missing.path))
    }
}
