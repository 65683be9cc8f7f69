import DesignModel
import Diagnostics
import Emitters
import Foundation
import Parallelism
import Synchronization
import OutputStore
import ProjectConfig

extension Pipeline {
    /// Generates the requested outputs (`nil`: the config's `outputs`) and writes them into the
    /// output folder. Returns what went wrong; writes nothing when the model has errors.
    public func emit(_ result: Run, outputs: [String]?) -> [Diagnostic] {
        var copy = result
        let before = copy.diagnostics.count
        emit(&copy, outputs: outputs)
        return Array(copy.diagnostics[before...])
    }

    /// Generates and writes the requested outputs, adding problems to `result.diagnostics` and
    /// the stage times (`emit.swift`, …, `write`) to `result.timings`.
    ///
    /// - An unknown output name is a usage error (`config/unknown-output`) and nothing is written.
    /// - Errors from loading and resolving block every output (the model would be incomplete);
    ///   rule findings (`a11y/`, `spec/`, `palette/`, `tokens/`) do not.
    /// - An output whose emitter reports an error (a name collision, a broken template) is not
    ///   written, and its previous files stay; the other outputs are written.
    /// - `site` belongs to the site generator and is skipped here.
    public func emit(_ result: inout Run, outputs requested: [String]?) {
        let start = ContinuousClock().now
        emitBody(&result, outputs: requested)
        result.timings.entries.append(("emit.all", Timings.seconds(ContinuousClock().now - start)))
    }

    // Whole: the emit stage's one parallel pass: its memory policy, the write stream and the timings are locals the emitter closure and the collection after it share.
    private func emitBody(_ result: inout Run, outputs requested: [String]?) {
        let config = project.config
        let setupStart = ContinuousClock().now
        var names: [String] = []
        for name in requested ?? config.outputs where !names.contains(name) { names.append(name) }
        let unknown = names.filter { !config.knownOutputs.contains($0) }
        if !unknown.isEmpty {
            for name in unknown {
                result.diagnostics.append(
                    .error(
                        .configUnknownOutput,
                        "unknown output \"\(name)\"; valid outputs: \(config.knownOutputs.joined(separator: ", "))", at: .none))
            }
            return
        }
        let selected = names.compactMap { config.formats.named($0) }
        guard !selected.isEmpty || names.contains("site") else { return }
        guard let system = systemToWrite(&result) else { return }

        let folder: URL
        switch outputFolder() {
        case .success(let url): folder = url
        case .failure(let problem):
            result.diagnostics.append(problem.diagnostic(at: Self.outputSetting(in: project)))
            return
        }

        var (emitters, fingerprints) = self.emitters(for: selected, result: &result)
        let writer = OutputWriter(folder: folder)
        // Read once (usually already, while the tokens loaded): the up-to-date check and the
        // writer both need the folder's bookkeeping.
        let waitStart = ContinuousClock().now
        let prefetched = outputState.flatMap { $0.writer.folder == writer.folder ? $0 : nil }
        let previous = prefetched?.wait() ?? writer.readPrevious()
        // The stamped files as the prefetch found them (a one-shot build's), if it looked.
        let audit = prefetched?.audit()
        result.timings.entries.append(("emit.bookkeeping-wait", Timings.seconds(ContinuousClock().now - waitStart)))
        if !fingerprints.isEmpty {
            var fresh = result.timings.measure("fresh") { writer.freshOutputs(fingerprints, previous: previous, audit: audit) }
            // The site sets its specimens with the CSS output's text: that needs the CSS emitted.
            if names.contains("site") { fresh.remove("css") }
            emitters.removeAll { fresh.contains($0.format.name) }
            result.upToDateOutputs = fresh.sorted()
        }

        // Costliest first, so that a long emitter does not start last and run alone on one core
        // while the other waits.
        emitters.sort { $0.format.cost > $1.format.cost }
        let chosen = emitters.map(\.emitter)
        // A resident build (`LiveBuild`) reuses what the previous build printed for unchanged tokens.
        let cache = emitCache
        result.timings.entries.append(("emit.setup", Timings.seconds(ContinuousClock().now - setupStart)))
        if let cache { result.timings.measure("emit.compare") { cache.beginBuild(system, releasing: releasePolicy) } }
        // A one-shot build hands each output's files to the writer as its emitter returns
        // (`OutputWriter.StreamingWrite`): unchanged files need no bytes and changed ones are staged at
        // once, so the outputs' bytes are not all alive together at the end of emit.
        let oneShot = writeSession == nil
        let buildsSite = names.contains("site")
        let finished = Mutex(0)
        let large = oneShot && system.tokens.count >= Self.largeBuildTokens
        // A large build whose process exits right after it (`kiln build`) keeps each view model
        // instead of freeing it (`ReleasePolicy.exitsAfterOneBuild`). Other large one-shot
        // builds (tests, library callers) free it and hand the freed memory back to the system
        // (`malloc_trim`) before the next emitter runs: on a large set that keeps the peak lower
        // at no visible cost; on a smaller one the walk of the free lists, and every page the
        // next emitter faults in again, cost more time than the memory saved is worth.
        let keepsViewModels = large && releasePolicy.keepsViewModels(tokens: system.tokens.count, emitters: chosen.count)
        let returnsMemory = large && !keepsViewModels
        // Names too long for the file system, located at the token or file they came from.
        let inputFiles = result.tokenFiles + result.specFiles
        let outputSetting = Self.outputSetting(in: project)
        let folderPath = folder.path
        let nameProblems: @Sendable ([OutputFile], String) -> [Diagnostic] = { [system] files, output in
            OutputNameLimits.problems(files, output: output, folder: folderPath, system: system, inputFiles: inputFiles, fallback: outputSetting)
        }
        let stream = oneShot && !chosen.isEmpty ? OutputWriter.StreamingWrite.begin(writer, previous: previous, byteLimit: config.limits.outputBytes, audit: audit) : nil
        defer { stream?.close() }
        var results = result.timings.measure("emit") {
            Parallel.map(chosen.count) { index -> (EmitResult, Double) in
                let start = ContinuousClock().now
                var output = chosen[index].emit(system, cache: cache)
                output.diagnostics += nameProblems(output.files, chosen[index].identifier)
                // Freed here, by the thread that built it, while the next emitter starts: its
                // memory is reused by the emitters still to run instead of adding to the peak,
                // as it would if the view models were kept until after the write.
                if keepsViewModels, let viewModel = output.viewModel {
                    BackgroundRelease(viewModel).keepUntilExit()
                }
                output.viewModel = nil
                // (The site reads the CSS output's bytes: kept when it is built too.)
                if let stream, !output.hasErrors, !(chosen[index].identifier == "css" && buildsSite) {
                    stream.add(chosen[index].identifier, &output.files)
                }
                // What this emitter freed (its view model, the bytes the stream took) stays
                // resident in its thread's malloc arena, where the emitter that runs next on the
                // other thread cannot reuse it: in a large build it is handed back to the system
                // (`returnsMemory`). Not after the last emitter (nothing is left to
                // reuse the pages), and not in a resident build (`kiln watch` keeps its pages for
                // the next rebuild).
                if returnsMemory, finished.withLock({ count in
                    count += 1
                    return count < chosen.count
                }) {
                    Allocator.returnFreePages()
                }
                MemoryTrace.stageEnded("emit.\(chosen[index].identifier)")
                return (output, Timings.seconds(ContinuousClock().now - start))
            }
        }

        let collectStart = ContinuousClock().now
        defer { result.timings.entries.append(("emit.tail", Timings.seconds(ContinuousClock().now - collectStart))) }
        var files: [String: [OutputFile]] = [:]
        // Back in the order the outputs were named, which is the order their messages appear in.
        let namedOrder = emitters.indices.sorted { selected.firstIndex(of: emitters[$0].format)! < selected.firstIndex(of: emitters[$1].format)! }
        for index in namedOrder {
            var (output, seconds) = results[index]
            let name = emitters[index].format.name
            result.timings.entries.append(("emit.\(name)", seconds))
            // Keeping going: tokens this output cannot name apart (a name collision) are left
            // out of it, and it is made again without them.
            if output.hasErrors, config.keepGoing {
                let ranges = Set(output.diagnostics.filter { $0.severity == .error }.flatMap { [$0.range] + $0.notes.compactMap(\.range) })
                let colliding = Set(system.tokens.filter { ranges.contains($0.range) }.map(\.path))
                let kept = system.leavingOut(colliding)
                var again = emitters[index].emitter.emit(kept.system, cache: nil)
                again.viewModel = nil
                if !colliding.isEmpty, !again.hasErrors {
                    if let note = Self.leftOut(kept.leftOut, of: system, output: name) { result.diagnostics.append(note) }
                    output = again
                    output.diagnostics = []
                }
            }
            result.diagnostics += output.diagnostics
            if !output.hasErrors { files[name] = output.files }
            // An emitter that reported something runs again next time, so every build says it.
            if !output.diagnostics.isEmpty { fingerprints[name] = nil }
        }
        if names.contains("site") {
            addSite(&result, into: &files)  // Pipeline+Site.swift
            let problems = nameProblems(files["site"] ?? [], "site")
            if !problems.isEmpty {
                result.diagnostics += problems
                files["site"] = nil
            }
        }
        guard !files.isEmpty else {
            // Everything up to date: the bookkeeping's ignored lines are still reported.
            result.diagnostics += previous.findings.map(Self.diagnostic(config: config))
            return
        }
        if let tooLarge = outputSizeLimit(files, letGo: stream?.sizesLetGo ?? [:]) {
            result.diagnostics.append(tooLarge)
            return
        }
        write(files, with: writer, fingerprints: fingerprints, previous: previous, stream: stream, into: &result)
        // Generated bytes are thousands of allocations: free them off this thread (a
        // command-line build exits before most of that work is done).
        let garbage = BackgroundRelease((results, files, previous))
        (results, files) = ([], [:])
        garbage.release(releasePolicy)
    }

    /// Writes the outputs' files (see `OutputWriter.write`), adding the writer's stage times and
    /// what it reports to `result`.
    private func write(
        _ files: [String: [OutputFile]], with writer: OutputWriter, fingerprints: [String: UInt64], previous: OutputWriter.PreviousOutputs,
        stream: OutputWriter.StreamingWrite?, into result: inout Run
    ) {
        let config = project.config
        let outcome = result.timings.measure("write") { () -> Result<OutputWriter.Report, OutputError> in
            do throws(OutputError) {
                return .success(
                    try writer.write(outputs: files, cleaning: Set(files.keys), fingerprints: fingerprints, previous: previous, session: writeSession, stream: stream))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let report):
            for stage in report.stages { result.timings.entries.append(("write.\(stage.name)", stage.seconds)) }
            result.diagnostics += report.findings.map(Self.diagnostic(config: config))
            result.writtenFiles = report.written
        case .failure(let failure):
            result.diagnostics += previous.findings.map(Self.diagnostic(config: config))
            result.diagnostics.append(failure.diagnostic(at: Self.outputSetting(in: project)))
        }
    }

    /// The design system to write: all of it, or with `keepGoing` what errors left whole; nil
    /// (with a note) when errors block every output.
    private func systemToWrite(_ result: inout Run) -> DesignSystem? {
        let config = project.config
        var system = result.system
        if result.diagnostics.contains(where: { $0.severity == .error && !Self.isRuleFinding($0) }) {
            guard config.keepGoing, !result.diagnostics.contains(where: { $0.severity == .error && Self.stopsEveryOutput($0) }) else {
                result.diagnostics.append(
                    .note(
                        .outputSkipped, "no outputs were written because the design system has errors", at: .none,
                        hint: config.keepGoing ? nil : "`kiln build --keep-going` (or `build: { keepGoing: true }`) writes the outputs for the tokens without errors"))
                return nil
            }
            let broken = Set(system.incompleteTokens).union(system.unresolvedTokens.keys)
            let kept = system.leavingOut(broken)
            system = kept.system
            if let note = Self.leftOut(kept.leftOut, of: result.system, output: nil) { result.diagnostics.append(note) }
        }
        return system
    }

    /// An emitter per selected output, with its template read (templates are project files;
    /// reading them is the pipeline's job, not the emitters'), writing into its package when
    /// kiln.yaml packages it, and the fingerprint of its inputs when they are known. An output
    /// whose template cannot be read is reported and left out.
    private func emitters(for selected: [OutputFormat], result: inout Run) -> (
        emitters: [(format: OutputFormat, emitter: any Emitter)], fingerprints: [String: UInt64]
    ) {
        let config = project.config
        var emitters: [(format: OutputFormat, emitter: any Emitter)] = []
        var fingerprints: [String: UInt64] = [:]
        let packaging = Packaging(
            options: config.packages, projectName: project.name, outputs: config.outputs, emitters: config.emitters, formats: config.formats)
        for format in selected {
            let name = format.name
            var template: TemplateSource?
            if let path = config.emitters[format: format].template {
                switch project.read(path, setting: "\(name).template") {
                case .success(let file):
                    result.sources.register(file: file.path, text: file.text)
                    template = TemplateSource(path: file.path, text: file.text)
                case .failure(let problem):
                    if problem.id == .ioMissing {
                        result.diagnostics.append(
                            .error(.outputTemplate, "the \(name) template \"\(path)\" does not exist or cannot be read", at: problem.range))
                    } else {
                        result.diagnostics.append(problem)
                    }
                    continue
                }
            }
            emitters.append((format, packaging.wrap(format.emitter(options: config.emitters, template: template))))
            if let inputs = result.tokenInputsDigest {
                // A package named after the project folder changes when the folder is renamed.
                let context = packaging.isPackaged(name) && config.name == nil ? project.name : ""
                fingerprints[name] = OutputFreshness.fingerprint(output: name, inputs: inputs, template: template?.text, context: context)
            }
        }
        return (emitters, fingerprints)
    }

    /// A bookkeeping line Kiln ignored, or a stale file it left, as a warning at that line.
    static func diagnostic(config: KilnConfig) -> (OutputWriter.BookkeepingWarning) -> Diagnostic {
        { finding in
            var folder = config.output
            while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
            let file = folder.isEmpty || folder == "." ? finding.file : folder + "/" + finding.file
            return .warning(
                .outputSuspiciousManifest, finding.message, at: SourceRange(file: file, line: finding.line, column: 1),
                hint: "Kiln treats its manifest and stamps as untrusted: it never deletes a file it cannot recognize as its own")
        }
    }

    /// Where kiln.yaml sets `output:` (the whole file when it does not): errors about the
    /// output folder point there.
    static func outputSetting(in project: Project) -> SourceRange {
        guard let file = project.configFile else { return .none }
        for (index, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.hasPrefix("output:") || line.hasPrefix("\"output\":") {
            return SourceRange(file: file.path, line: index + 1, column: 1)
        }
        return .file(file.path)
    }

    /// The `limit/output-size` error when the generated files add up to more than
    /// `limits.outputMegabytes`, located at that setting in kiln.yaml (or at kiln.yaml when the
    /// default applies). Checked over the generated files before the writer sees any of them,
    /// so a build over the limit writes nothing instead of filling a disk (a one-shot build
    /// stages files as their emitters return, up to the limit, and removes them then).
    /// `letGo`: per output, the bytes of the files the writer's stream already took.
    func outputSizeLimit(_ files: [String: [OutputFile]], letGo: [String: Int] = [:]) -> Diagnostic? {
        let limits = project.config.limits
        let sizes = files.mapValues { $0.reduce(0) { $0 + $1.contents.count } }.merging(letGo, uniquingKeysWith: +)
        let total = sizes.values.reduce(0, +)
        guard total > limits.outputBytes else { return nil }
        let largest = sizes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
            .map { "\($0.key) \(Self.mebibytes($0.value))" }.joined(separator: ", ")
        let setting = limits.outputBytesRange != nil ? "`limits.outputMegabytes`" : "the default `limits.outputMegabytes`"
        return .error(
            .limitOutputSize,
            "the outputs add up to \(Self.mebibytes(total)) (\(largest)), more than \(setting) of \(limits.outputBytes / 1_048_576) MiB; nothing was written",
            at: limits.outputBytesRange ?? project.configFile.map { .file($0.path) } ?? .none,
            hint: "raise `limits: { outputMegabytes: N }` in kiln.yaml, or build fewer outputs (`--outputs`); docs/limits.md lists the output sizes to expect")
    }

    static func mebibytes(_ bytes: Int) -> String {
        let value = Double(bytes) / 1_048_576
        return (value < 10 ? String(format: "%.2f", value) : String(format: "%.1f", value)) + " MiB"
    }

    /// From how many tokens a one-shot build counts as large: its emitters' view models are
    /// then kept (`ReleasePolicy.keepsViewModels`) or their pages handed back (`returnsMemory`).
    static let largeBuildTokens = 25_000

    /// Findings of the check stage: they must not block code generation.
    static func isRuleFinding(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.id.family.isRuleFinding
    }

    /// The output folder, refused when it resolves (through `..` or a symlink) outside the
    /// project unless `allowOutputOutsideProject` is set.
    package func outputFolder() -> Result<URL, OutputError> { Self.outputFolder(of: project) }

    package static func outputFolder(of project: Project) -> Result<URL, OutputError> {
        let configured = project.config.output
        let url = (configured.hasPrefix("/") ? URL(fileURLWithPath: configured) : project.root.appendingPathComponent(configured))
            .standardizedFileURL
        // The output folder itself must be a real folder: a link (dangling or not) committed in
        // its place would send every write, and the cleanup of stale files, wherever it points.
        if (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) != nil { return .failure(.symbolicLink(url.path)) }
        if project.config.allowOutputOutsideProject { return .success(url) }
        let root = project.root.resolvingSymlinksInPath().standardizedFileURL.path
        // Resolve symlinks in the part of the path that exists; the rest is created inside it.
        var existing = url
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            // A dangling symlink above the output folder: its target is unknown territory, and
            // creating a folder "through" it fails with a confusing "file exists".
            if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: existing.path) {
                return .failure(.cannotWrite(existing.path, "it is a symbolic link to \"\(target)\", which does not exist"))
            }
            rest.insert(existing.lastPathComponent, at: 0)
            existing = existing.deletingLastPathComponent()
        }
        var resolved = existing.resolvingSymlinksInPath().standardizedFileURL
        for part in rest { resolved.appendPathComponent(part) }
        let path = resolved.standardizedFileURL.path
        guard path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .failure(.outsideProject(configured))
        }
        return .success(url)
    }

    /// Errors no output can be written past, even keeping going: the configuration, a limit,
    /// a project that cannot be read.
    static func stopsEveryOutput(_ diagnostic: Diagnostic) -> Bool {
        [.config, .limit].contains(diagnostic.id.family) || [.ioNoTokens, .ioNoProject].contains(diagnostic.id)
    }

    /// The tokens a build that keeps going leaves out (of every output, or of `output`): each
    /// named, with where it is defined.
    static func leftOut(_ paths: [TokenPath], of system: DesignSystem, output: String?) -> Diagnostic? {
        guard !paths.isEmpty else { return nil }
        let ranges = paths.map { system[$0]?.range ?? system.unresolvedTokens[$0] ?? .none }
        let count = paths.count == 1 ? "1 token is" : "\(paths.count) tokens are"
        let reason = output.map { "their names collide in the \($0) output" } ?? "of the errors above"
        return .warning(
            .outputLeftOut, "\(count) left out of \(output.map { "the \($0) output" } ?? "the outputs") because \(reason) (or they refer to such a token): " + paths.map { "\"\($0)\"" }.joined(separator: ", "),
            at: ranges[0], notes: zip(paths, ranges).dropFirst().map { .init("\"\($0.0)\" is defined here", at: $0.1) })
    }
}
