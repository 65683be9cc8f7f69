import DesignModel
import Diagnostics
import Emitters
import Foundation
import Parallelism
import SpecSite
import TokenParser
import OutputStore

/// Runs the stages in order — load → resolve → validate (→ check → emit as they land) — and
/// collects every diagnostic with the source lines needed to print them.
public struct Pipeline: Sendable {
    public var project: Project
    /// The output folder's bookkeeping, being read on another thread (see `prefetchingOutputs`).
    let outputState: OutputStatePrefetch?
    /// Set by `kiln build --diff BASE`: the site gets a Changes page (Pipeline+Site.swift).
    public var siteChanges: DesignChanges?
    /// Parsed token files kept by a resident process (`kiln watch`); nil for a one-shot build.
    public var tokenParseCache: TokenParseCache?
    /// Token files as a resident process last read them: unchanged ones are not read again.
    public var sourceFileCache: SourceFileCache?
    /// The previous resolve of a resident build: only tokens a change can reach are resolved again.
    public var tokenResolveCache: TokenResolveCache?
    /// The site's pages and what each read, kept by `kiln serve`: only pages whose inputs
    /// changed are rendered again (SpecSite/Incremental); nil renders the whole site.
    public var siteCache: SiteRenderCache?
    /// A resident build's emitted pieces of the previous build (`EmitCache`); nil prints everything.
    public var emitCache: EmitCache?
    /// What a resident process last wrote (`OutputWriter.Session`): unchanged files it left are
    /// not hashed again; nil for a one-shot build.
    public var writeSession: OutputWriter.Session?
    /// What the stages do with what they are done with (`ReleasePolicy`): the command decides.
    public var releasePolicy = ReleasePolicy.freesInBackground

    /// `prefetchingOutputs`: start reading the output folder's stamps and manifest now, while
    /// the tokens load; a build needs them only when it writes (`kiln build` sets it).
    /// `auditingFor`: the outputs a one-shot build writes; the prefetch then also looks at every
    /// stamped file there (`OutputStatePrefetch.Audit`) for its streamed write and up-to-date
    /// check, when they include every output the manifest lists (a build of some outputs,
    /// `--outputs css`, would look at the others' thousands of files for nothing).
    public init(project: Project, prefetchingOutputs: Bool = false, auditingFor outputs: [String]? = nil) {
        self.project = project
        outputState =
            prefetchingOutputs
            ? (try? Self.outputFolder(of: project).get()).map { OutputStatePrefetch(OutputWriter(folder: $0), auditingFor: outputs) } : nil
    }

    /// Prefetching on `queue` (a resident build's look-ahead queue), taking `known` bookkeeping
    /// when there is (see `LiveBuild`).
    package init(project: Project, prefetchingOn queue: DispatchQueue, known: @escaping @Sendable (URL) -> OutputWriter.PreviousOutputs?) {
        self.project = project
        outputState = (try? Self.outputFolder(of: project).get()).map { OutputStatePrefetch(OutputWriter(folder: $0), on: queue, known: known) }
    }

    /// How long each stage took, for `--timings` and the benchmark.
    public struct Timings: Sendable {
        public var entries: [(stage: String, seconds: Double)] = []
        public mutating func record(_ stage: String, seconds: Double) {
            entries.append((stage, seconds))
            MemoryTrace.stageEnded(stage)
        }

        public mutating func measure<T>(_ stage: String, _ work: () throws -> T) rethrows -> T {
            let clock = ContinuousClock()
            let start = clock.now
            let result = try work()
            entries.append((stage, Self.seconds(clock.now - start)))
            MemoryTrace.stageEnded(stage)
            return result
        }

        package static func seconds(_ duration: Duration) -> Double {
            Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        }
    }

    /// One run of the pipeline: what `load` read (the model, its sources, diagnostics and
    /// timings), and what `check` and `emit` add as each takes it and hands it on.
    public struct Run: Sendable {
        public var system: DesignSystem
        public var diagnostics: [Diagnostic]
        public var sources: SourceLines
        public var timings: Timings
        public var tokenFiles: [String]
        /// Set by the check stage: findings with fingerprints and fixes, for reporters and the baseline.
        public var check: CheckOutcome? = nil
        /// The screen specs (`specs:` globs), read after the tokens (Pipeline+Specs.swift).
        public var specs = SpecSet()
        public var specFiles: [String] = []
        /// A digest of every byte the token outputs depend on (config, resolver and token
        /// files, as read); nil when the config was not read from disk. See `OutputFreshness`.
        public var tokenInputsDigest: UInt64? = nil
        /// Outputs `emit` found up to date and did not generate again.
        public var upToDateOutputs: [String] = []
        /// Files `emit` wrote (changed or new), relative to the output folder.
        public var writtenFiles: [String] = []
    }

    // Whole: the load stage in order (config, files, tokens, specs) with the timings, sources and digest each step adds to.
    public func load() -> Run {
        var timings = Timings()
        var diagnostics = project.configDiagnostics
        var sources = SourceLines()
        var digest = InputDigest()
        if let configFile = project.configFile {
            sources.register(file: configFile.path, text: configFile.text)
            digest.add(file: configFile)
        }
        var files: [SourceFile] = []
        var tokenFiles: [String] = []
        var isFolder: ObjCBool = false
        if !FileManager.default.fileExists(atPath: project.root.path, isDirectory: &isFolder) || !isFolder.boolValue {
            diagnostics.append(.error(.ioNoProject, "the project folder \"\(project.root.path)\" does not exist", at: .none))
            return Run(
                system: DesignSystem(modes: project.config.modes, tokens: []), diagnostics: diagnostics, sources: sources,
                timings: timings, tokenFiles: [])
        }

        let result: TokenSetParser.Result = timings.measure("load") {
            if let resolverPath = project.config.resolver {
                let resolverFile: SourceFile
                switch project.read(resolverPath, setting: "resolver") {
                case .success(let file): resolverFile = file
                case .failure(let problem):
                    diagnostics.append(problem)
                    return TokenSetParser.Result(system: DesignSystem(modes: project.config.modes, tokens: []), diagnostics: [])
                }
                sources.register(file: resolverFile.path, text: resolverFile.text)
                digest.add(file: resolverFile)
                tokenFiles.append(resolverPath)
                let folder = (resolverPath as NSString).deletingLastPathComponent
                // The resolver names its files one by one: count their bytes as they come.
                var bytesRead = resolverFile.text.utf8.count
                var inputTooLarge: Diagnostic?
                let limits = project.config.limits
                // A resolver, a Tokens Studio export or a Figma variables export (TokenParser tells).
                let parsed = TokenSetParser.parse(
                    entry: resolverFile, maximumTokenValues: limits.tokenValues, strict: project.config.strict, releasePolicy: releasePolicy
                ) { reference, required in
                    let relative = Project.normalize(folder.isEmpty ? reference : folder + "/" + reference)
                    if inputTooLarge != nil { return nil }
                    if let tooLarge = project.inputSizeLimit([relative], kind: "token files", alreadyRead: bytesRead) {
                        inputTooLarge = tooLarge
                        return nil
                    }
                    switch project.read(relative) {
                    case .success(let file):
                        sources.register(file: file.path, text: file.text)
                        digest.add(file: file)
                        tokenFiles.append(relative)
                        bytesRead += file.text.utf8.count
                        if bytesRead >= Allocator.hugePageSourceBytes { Allocator.preferHugePages() }
                        return file
                    case .failure(let problem):
                        if required { diagnostics.append(problem) }
                        return nil
                    }
                }
                if let inputTooLarge {
                    return TokenSetParser.Result(system: DesignSystem(modes: project.config.modes, tokens: []), diagnostics: [inputTooLarge])
                }
                return parsed
            }
            let found = project.inputFiles(matching: project.config.tokens, setting: "tokens")
            tokenFiles = found.files
            diagnostics += found.problems
            if !found.problems.isEmpty {
                return TokenSetParser.Result(system: DesignSystem(modes: project.config.modes, tokens: []), diagnostics: [])
            }
            if tokenFiles.isEmpty {
                // At the glob in kiln.yaml (its only entry, or the list), or nowhere without one.
                let globs = project.config.tokens
                let place = project.config.settingRanges[globs.count == 1 ? "tokens[0]" : "tokens"] ?? project.config.settingRanges["tokens"] ?? .none
                diagnostics.append(
                    .error(
                        .ioNoTokens, "no token files match \(globs.map { "\"\($0)\"" }.joined(separator: ", ")) in \(project.root.path)",
                        at: place, hint: "run kiln in a folder holding tokens/, or set `tokens:` in kiln.yaml"))
            }
            if let tooLarge = project.inputSizeLimit(tokenFiles, kind: "token files") {
                diagnostics.append(tooLarge)
                return TokenSetParser.Result(system: DesignSystem(modes: project.config.modes, tokens: []), diagnostics: [])
            }
            // Reading and validating the text is independent per file: both cores.
            let reads = Parallel.map(tokenFiles.count) { offset in
                sourceFileCache?.read(tokenFiles[offset], in: project) ?? project.read(tokenFiles[offset])
            }
            // Known before the first token is parsed: a large set's memory comes in huge pages.
            var sourceBytes = 0
            for case .success(let file) in reads { sourceBytes += file.text.utf8.count }
            if sourceBytes >= Allocator.hugePageSourceBytes { Allocator.preferHugePages() }
            for read in reads {
                switch read {
                case .success(let file):
                    sources.register(file: file.path, text: file.text)
                    digest.add(file: file)
                    files.append(file)
                case .failure(let problem):
                    diagnostics.append(problem)
                }
            }
            var parser = TokenSetParser(
                modes: project.config.modes, axes: project.config.axes, maximumTokenValues: project.config.limits.tokenValues, strict: project.config.strict,
                releasePolicy: releasePolicy)
            parser.cache = tokenParseCache
            parser.resolveCache = tokenResolveCache
            return parser.parse(files: files)
        }
        // "load" covered reading, parsing and resolving; report the parts.
        if let load = timings.entries.popLast()?.seconds {
            timings.record("read", seconds: max(0, load - result.parseSeconds - result.resolveSeconds))
            timings.record("parse", seconds: result.parseSeconds)
            timings.record("resolve", seconds: result.resolveSeconds)
        }
        diagnostics.append(contentsOf: result.diagnostics)
        // Past a limit the token set is empty: specs checked against it would only add noise.
        let overLimit = diagnostics.contains { $0.id.family == .limit }
        let specs = timings.measure("specs") {
            overLimit ? (set: SpecSet(), files: []) : loadSpecs(system: result.system, sources: &sources, diagnostics: &diagnostics)
        }
        return Run(
            system: result.system, diagnostics: diagnostics, sources: sources, timings: timings, tokenFiles: tokenFiles, specs: specs.set,
            specFiles: specs.files, tokenInputsDigest: project.configIsFromDisk ? digest.value : nil)
    }
}

extension Project {
    /// `a/./b/../c` → `a/c`, so the same file always has the same display path.
    package static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
