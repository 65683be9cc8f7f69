import DesignModel
import Emitters
import Diagnostics
import Foundation
import Testing
import BuildPipeline

/// Where things are, and how to build a fixture's outputs into a scratch folder.
enum EmitFixtures {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let root = testsFolder.appendingPathComponent("Fixtures")
    static let repository = testsFolder.deletingLastPathComponent()
    static let scripts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Scripts")

    static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// The emit fixtures (`Tests/Fixtures/emit-*/input`).
    static var cases: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.filter { $0.hasPrefix("emit-") && FileManager.default.fileExists(atPath: root.appendingPathComponent("\($0)/input").path) }
            .sorted()
    }

    /// The project of a fixture, or of the repository itself for `emit-bundled`.
    static func project(_ name: String) -> Project {
        if name == "emit-bundled" { return Project.open(at: repository) }
        return Project.open(at: root.appendingPathComponent("\(name)/input"))
    }

    /// Every output the registry knows: the goldens and the cross-output check cover them all.
    static let outputs = Emitters.identifiers

    struct Build {
        var folder: URL
        var result: Pipeline.Run
        /// The diagnostics of the emit stage only, as `kiln build` prints them.
        var emitDiagnostics: String
    }

    /// Loads a fixture's project and writes its outputs into a new scratch folder.
    static func build(_ name: String, outputs: [String] = outputs) throws -> Build {
        build(self.project(name), label: "emit-\(name)", outputs: outputs)
    }

    /// Loads `project` and writes `outputs` (nil: the config's) into a new scratch folder
    /// `kiln-<label>-<uuid>` outside it.
    static func build(_ project: Project, label: String, outputs: [String]?) -> Build {
        var project = project
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-\(label)-\(UUID().uuidString)")
        project.config.output = folder.path
        project.config.allowOutputOutsideProject = true
        let pipeline = Pipeline(project: project)
        var result = pipeline.load()
        let before = result.diagnostics.count
        pipeline.emit(&result, outputs: outputs)
        let emitted = Array(result.diagnostics[before...])
        var collector = DiagnosticCollector()
        collector.add(contentsOf: emitted)
        let text = TextReporter(useColor: false).render(collector.sorted, sources: result.sources)
        return Build(folder: folder, result: result, emitDiagnostics: text)
    }

    /// Every file under `folder`, relative, sorted.
    static func files(in folder: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return [] }
        var files: [String] = []
        for case let path as String in enumerator {
            var isDirectory: ObjCBool = false
            // The stamps cache holds modification times: not part of any golden.
            // The build lock is an empty file that stays between builds.
            if path == ".kiln-stamps" || path == ".kiln-lock" { continue }
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(path).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// Compares the files under `actual` with `expected` (both trees), or replaces `expected`.
    static func assertTree(_ actual: URL, equals expected: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if updating {
            try? FileManager.default.removeItem(at: expected)
            try? FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: actual.path) {
                try? FileManager.default.copyItem(at: actual, to: expected)
                // The stamps cache holds modification times, and the build lock stays between
                // builds: never goldens.
                try? FileManager.default.removeItem(at: expected.appendingPathComponent(".kiln-stamps"))
                try? FileManager.default.removeItem(at: expected.appendingPathComponent(".kiln-lock"))
            }
            return
        }
        let actualFiles = files(in: actual)
        let expectedFiles = files(in: expected)
        #expect(actualFiles == expectedFiles, "the files written differ from \(relative(expected))", sourceLocation: sourceLocation)
        for file in actualFiles where expectedFiles.contains(file) {
            let got = FileManager.default.contents(atPath: actual.appendingPathComponent(file).path)
            let want = FileManager.default.contents(atPath: expected.appendingPathComponent(file).path)
            #expect(got == want, "golden \(relative(expected))/\(file) differs; run UPDATE_GOLDENS=1 swift test and review the diff", sourceLocation: sourceLocation)
        }
    }

    /// Compares text with a golden file, or writes it.
    static func assertGolden(_ actual: String, at expected: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        if updating {
            try? FileManager.default.createDirectory(at: expected.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? actual.write(to: expected, atomically: true, encoding: .utf8)
            return
        }
        let want = try? String(contentsOf: expected, encoding: .utf8)
        #expect(actual == want, "golden \(relative(expected)) differs; run UPDATE_GOLDENS=1 swift test", sourceLocation: sourceLocation)
    }

    static func relative(_ url: URL) -> String {
        url.path.hasPrefix(repository.path) ? String(url.path.dropFirst(repository.path.count + 1)) : url.path
    }
}

/// Runs the real tools (swiftc, python with tree-sitter / tinycss2 / selenium, chromium).
/// A missing tool fails the test with the command that installs it: CI installs everything
/// (scripts/install-deps.sh --test), so a skip would hide a broken setup.
enum Tools {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ executable: String, _ arguments: [String], directory: URL? = nil) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        if let directory { process.currentDirectoryURL = directory }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes while the process runs, so a chatty tool cannot block on a full pipe.
        let group = DispatchGroup()
        nonisolated(unsafe) var stdout = Data()
        nonisolated(unsafe) var stderr = Data()
        group.enter()
        DispatchQueue.global().async {
            stdout = out.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        stderr = err.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// Runs one of the Python scripts in Support/; nil (with a recorded issue) when the tool is
    /// missing or the script fails.
    static func python(_ script: String, _ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Any? {
        let path = EmitFixtures.scripts.appendingPathComponent(script).path
        let output: Output
        do {
            output = try run("python3", [path] + arguments)
        } catch {
            Issue.record("cannot run python3: \(error); install Python 3 and run scripts/install-deps.sh --test", sourceLocation: sourceLocation)
            return nil
        }
        if output.status == 3 {
            Issue.record("a test tool is missing: \(output.stderr.trimmingCharacters(in: .whitespacesAndNewlines))", sourceLocation: sourceLocation)
            return nil
        }
        guard output.status == 0, let json = try? JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) else {
            Issue.record("\(script) failed (exit \(output.status)): \(output.stderr.suffix(2000))", sourceLocation: sourceLocation)
            return nil
        }
        return json
    }

    static func swiftc(_ arguments: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Output? {
        do {
            return try run("swiftc", arguments)
        } catch {
            Issue.record("cannot run swiftc: \(error)", sourceLocation: sourceLocation)
            return nil
        }
    }
}

/// Numbers inside a computed-style or generated-code string, in order.
func numbers(in text: String) -> [Double] {
    var result: [Double] = []
    var current = ""
    for character in text + " " {
        if character.isNumber || character == "." || (character == "-" && current.isEmpty) || (character == "e" && !current.isEmpty) {
            current.append(character)
        } else {
            if let value = Double(current) { result.append(value) }
            current = ""
        }
    }
    return result
}
