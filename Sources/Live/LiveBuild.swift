import DesignModel
import Diagnostics
import Emitters
import Foundation
import InputFiles
import Parallelism
import SpecSite
import TokenParser
import BuildPipeline
import OutputStore
import ProjectConfig

/// The build of a resident process (`kiln watch`, `kiln serve`): rebuilds when input files
/// change, reusing what did not change, and tells what the rebuild changed.
///
/// - Token files not named by a file event and with the same `stat` are not read again
///   (`SourceFileCache`); those whose text did not change are not parsed again
///   (`TokenParseCache`); specs are
///   parsed again (their facts are resolved against the tokens, which may have changed).
/// - Site pages are rendered again only when something they read changed (`SiteRenderCache`):
///   a screen's page when its screen, a token it shows or links, or its findings changed; the
///   pages that list everything when anything did; the others keep their bytes and files.
/// - The emitters reuse, per platform, the view model entries of tokens equal to the previous
///   build's and the bytes printed for them (`EmitCache`): a one-color edit prints a few entries
///   and copies the rest.
/// - Outputs are written only when their bytes changed (the writer's rule); a save that breaks
///   the design system (a YAML syntax error, an alias to nothing) writes nothing, so the last
///   good outputs stay — the errors are reported and the next good save builds again.
/// - The diagnostics of each build are compared with the previous one's: new and fixed ones are
///   listed (by rule, file and message, so a finding that only moved to another line is neither).
///
/// Not thread-safe: call it from one queue.
public final class LiveBuild {
    public let root: URL
    let configPath: String?
    let strict: Bool
    let outputs: [String]?
    public private(set) var project: Project
    let cache = TokenParseCache()
    let sourceCache = SourceFileCache()
    let resolveCache = TokenResolveCache()
    let siteCache = SiteRenderCache()
    let emitCache = EmitCache()
    /// What the last build wrote: unchanged outputs are not hashed again (`OutputWriter.Session`).
    let writeSession: OutputWriter.Session
    /// What a build lets go of is freed, kept or held under this (`ReleasePolicy`).
    let releasePolicy: ReleasePolicy
    private var previousKeys: [DiagnosticKey: Int] = [:]
    /// What the previous build read and reported (not its model: one model in memory at a time).
    private var previous: (tokenFiles: [String], specFiles: [String], diagnostics: [Diagnostic])?
    private var builds = 0

    /// What one build did.
    public struct Outcome {
        public var result: Pipeline.Run
        /// Diagnostics this build reports that the previous one did not, and the reverse.
        public var new: [Diagnostic]
        public var fixed: [Diagnostic]
        /// Files written (relative to the output folder); empty when nothing changed or on errors.
        public var written: [String]
        /// True when errors kept the outputs from being written (the last good ones stay).
        public var blocked: Bool
        public var seconds: Double
        /// Token files parsed again and reused from the previous build.
        public var tokenFilesParsed: Int
        public var tokenFilesReused: Int
        /// True when kiln.yaml changed and the project was opened again.
        public var reopened: Bool
        /// Paths of the tokens this build resolved again or removed (a superset of those that
        /// changed); nil when it resolved every token (see `TokenResolveCache` for when).
        public var changedTokens: Set<TokenPath>?
        /// How the resolve went: incremental, or full and why.
        public var resolve: TokenResolveCache.Kind?
        /// Site pages (site-relative paths) rendered by this build, and kept from the previous one.
        public var sitePagesRendered: [String] = []
        public var sitePagesReused: [String] = []
    }

    /// `outputs`: as `kiln build --outputs` (nil: the config's `outputs`). `releasePolicy`: a
    /// resident process defers what each build lets go of until it has been reported.
    public init(
        root: URL, configPath: String? = nil, strict: Bool = false, outputs: [String]? = nil,
        releasePolicy: ReleasePolicy = .freesInBackground
    ) {
        self.releasePolicy = releasePolicy
        writeSession = OutputWriter.Session(releasePolicy: releasePolicy)
        self.root = root.standardizedFileURL
        self.configPath = configPath
        self.strict = strict
        self.outputs = outputs
        project = Self.open(root: self.root, configPath: configPath, strict: strict)
    }

    private static func open(root: URL, configPath: String?, strict: Bool) -> Project {
        var project = Project.open(at: root, configPath: configPath)
        if strict && !project.config.strict { project.setStrict() }
        return project
    }

    /// The absolute path of the config file (whether it exists or not).
    public var configFilePath: String {
        let name = configPath ?? KilnConfig.fileName
        return name.hasPrefix("/") ? name : root.appendingPathComponent(name).path
    }

    /// The output folder (absolute), or nil when the config's `output:` is unusable.
    public var outputFolder: URL? {
        try? Pipeline.outputFolder(of: project).get()
    }

    /// The site's folder inside the output folder (absolute).
    public var siteFolder: URL? {
        outputFolder?.appendingPathComponent(project.config.site.folder)
    }

    /// Folders (watched recursively) and files whose changes can change a build: the roots of
    /// the `tokens:` and `specs:` globs, kiln.yaml, the resolver and the files it names, output
    /// templates and the baseline. The output folder is excluded.
    public func watchTargets() -> (folders: [String], files: [String], excluded: [String]) {
        var folders: Set<String> = []
        var files: Set<String> = [configFilePath]
        let config = project.config
        let base = root.path
        func absolute(_ relative: String) -> String {
            relative.hasPrefix("/") ? relative : (relative.isEmpty ? base : base + "/" + Project.normalize(relative))
        }
        for pattern in config.tokens + config.specs {
            let glob = Glob(pattern)
            if glob.hasWildcard {
                folders.insert(absolute(glob.root))
            } else {
                var isFolder: ObjCBool = false
                let path = absolute(pattern)
                if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                    folders.insert(path)
                } else {
                    files.insert(path)
                }
            }
        }
        if let resolver = config.resolver {
            files.insert(absolute(resolver))
            // The resolver names its files: watch their folders (they may lie outside tokens/).
            for file in previous?.tokenFiles ?? [] {
                folders.insert((absolute(file) as NSString).deletingLastPathComponent)
            }
        }
        for format in config.formats {
            if let template = config.emitters[format: format].template { files.insert(absolute(template)) }
        }
        files.insert(absolute(config.baseline))
        return (folders.sorted(), files.sorted(), outputFolder.map { [$0.path] } ?? [])
    }

    /// True when a change of `path` (absolute) can change the build: a file the last build
    /// read, kiln.yaml, or a file the globs would select.
    public func isInput(_ path: String) -> Bool { inputFilter()(path) }

    /// `isInput` over what is known now, safe to call from any thread (the file watcher asks it
    /// whether a file deleted or moved away must hold a rebuild back).
    public func inputFilter() -> @Sendable (String) -> Bool {
        let root = root
        let configFilePath = configFilePath
        let previous = previous.map { (tokenFiles: $0.tokenFiles, specFiles: $0.specFiles) }
        let config = project.config
        return { path in Self.isInput(path, root: root, configFilePath: configFilePath, previous: previous, config: config) }
    }

    private static func isInput(
        _ path: String, root: URL, configFilePath: String, previous: (tokenFiles: [String], specFiles: [String])?, config: KilnConfig
    ) -> Bool {
        if path == configFilePath { return true }
        let base = root.path + "/"
        guard path.hasPrefix(base) else {
            return previous?.tokenFiles.contains(path) ?? true
        }
        let relative = String(path.dropFirst(base.count))
        // A folder (created, removed, moved) may hold inputs.
        if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { return false }
        if let last = previous, last.tokenFiles.contains(relative) || last.specFiles.contains(relative) { return true }
        if config.resolver.map(Project.normalize) == relative || Project.normalize(config.baseline) == relative { return true }
        if config.formats.contains(where: { config.emitters[format: $0].template.map(Project.normalize) == relative }) { return true }
        let globs = config.resolver == nil ? config.tokens + config.specs : config.specs
        if globs.contains(where: { Glob($0).matches(relative) || Project.normalize($0) == relative }) { return true }
        // A glob root or a folder below one (or one removed: no file name extension): it may
        // have held or now hold inputs. The watcher names the roots themselves when it lost
        // events (an inotify queue overflow): everything below them must be read again.
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let mayBeFolder = exists ? isFolder.boolValue : (relative as NSString).pathExtension.isEmpty
        return mayBeFolder
            && globs.contains {
                let root = Project.normalize(Glob($0).root)
                return root.isEmpty || relative == root || relative.hasPrefix(root + "/")
            }
    }

    /// Builds now. `changed`: the absolute paths that changed (nil: the first build). Returns
    /// nil when none of them is an input.
    // Whole: one rebuild in order (reopen, load, check, emit, compare, report), timed by one clock.
    public func build(changed: Set<String>? = nil) -> Outcome? {
        var reopened = false
        if let changed {
            guard changed.contains(where: isInput) else { return nil }
            if changed.contains(configFilePath) {
                project = Self.open(root: root, configPath: configPath, strict: strict)
                siteCache.reset()
                sourceCache.reset()
                resolveCache.reset()
                emitCache.reset()
                reopened = true
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        // The output folder's bookkeeping is read, then the outputs the last build left are
        // looked at, while this build parses and resolves: one after the other on the session's
        // queue, so that the rebuild itself keeps a core (side by side, the three took turns on two).
        // The bookkeeping is what the last write left, when the files are still so (no read).
        let session = writeSession
        var pipeline = Pipeline(project: project, prefetchingOn: session.queue) { session.bookkeeping(for: $0) }
        session.startAudit(on: session.queue)
        cache.beginBuild()
        sourceCache.beginBuild(changed: changed)
        siteCache.beginBuild()
        pipeline.tokenParseCache = cache
        pipeline.sourceFileCache = sourceCache
        pipeline.tokenResolveCache = resolveCache
        pipeline.siteCache = siteCache
        pipeline.emitCache = emitCache
        pipeline.writeSession = writeSession
        pipeline.releasePolicy = releasePolicy
        let setupEnd = clock.now
        let loaded = pipeline.load()
        let loadEnd = clock.now
        var result = pipeline.check(loaded)
        let checkEnd = clock.now
        pipeline.emit(&result, outputs: outputs)
        let emitEnd = clock.now
        // The pipeline holds the output folder's bookkeeping as read: freed after the report.
        let garbage = BackgroundRelease(pipeline)
        pipeline = Pipeline(project: project)
        garbage.release(releasePolicy)
        builds += 1

        var keys: [DiagnosticKey: Int] = [:]
        for diagnostic in result.diagnostics { keys[DiagnosticKey(diagnostic), default: 0] += 1 }
        var new: [Diagnostic] = []
        var fixed: [Diagnostic] = []
        if builds > 1 {
            var seen: [DiagnosticKey: Int] = [:]
            for diagnostic in result.diagnostics {
                let key = DiagnosticKey(diagnostic)
                seen[key, default: 0] += 1
                if seen[key]! > previousKeys[key, default: 0] { new.append(diagnostic) }
            }
            var gone: [DiagnosticKey: Int] = [:]
            for diagnostic in previous?.diagnostics ?? [] {
                let key = DiagnosticKey(diagnostic)
                gone[key, default: 0] += 1
                if gone[key]! > keys[key, default: 0] { fixed.append(diagnostic) }
            }
        } else {
            new = result.diagnostics
        }
        let blocked = result.diagnostics.contains { $0.id == .outputSkipped }
        let seconds = Pipeline.Timings.seconds(emitEnd - start)
        // Where the rebuild's time went outside the pipeline's own stages (`--timings`).
        let span = { (from: ContinuousClock.Instant, to: ContinuousClock.Instant) in Pipeline.Timings.seconds(to - from) }
        result.timings.entries.append(("live.setup", span(start, setupEnd)))
        result.timings.entries.append(("live.load", span(setupEnd, loadEnd)))
        result.timings.entries.append(("live.check", span(loadEnd, checkEnd)))
        result.timings.entries.append(("live.emit", span(checkEnd, emitEnd)))
        result.timings.entries.append(("live.delta", span(emitEnd, clock.now)))
        var outcome = Outcome(
            result: result, new: new, fixed: fixed, written: result.writtenFiles, blocked: blocked, seconds: seconds,
            tokenFilesParsed: cache.parsed, tokenFilesReused: cache.reused, reopened: reopened)
        outcome.changedTokens = resolveCache.changedTokens
        outcome.resolve = resolveCache.last
        outcome.sitePagesRendered = siteCache.rendered
        outcome.sitePagesReused = siteCache.reused
        previousKeys = keys
        previous = (result.tokenFiles, result.specFiles, result.diagnostics)
        return outcome
    }
}

/// A diagnostic without its line and column: the same finding after lines moved above it.
struct DiagnosticKey: Hashable {
    var id: String
    var file: String
    var message: String

    init(_ diagnostic: Diagnostic) {
        id = diagnostic.id.rawValue
        file = diagnostic.range.file
        message = diagnostic.message
    }
}
