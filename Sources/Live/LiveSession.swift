import Diagnostics
import FileWatching
import Foundation
import Parallelism
import Reporting

/// What `kiln watch` and `kiln serve` were asked for: the project, and how to print.
public struct LiveSettings: Sendable {
    public var project: String
    public var config: String?
    public var strict: Bool
    public var useColor: Bool
    /// Each rebuild's stage times on standard error (`--timings`, `--verbose`).
    public var showsTimings: Bool
    public var verbose: Bool

    public init(project: String, config: String?, strict: Bool, useColor: Bool, showsTimings: Bool, verbose: Bool) {
        self.project = project
        self.config = config
        self.strict = strict
        self.useColor = useColor
        self.showsTimings = showsTimings
        self.verbose = verbose
    }
}

/// The resident loop `kiln watch` and `kiln serve` share: build once, then rebuild on every
/// debounced batch of file changes, print what changed, and stop cleanly on SIGINT/SIGTERM.
///
/// Builds run one at a time on `buildQueue`; a stop request is queued behind the build in
/// progress, so the process never exits with a temporary file or the output lock left behind.
public final class LiveSession: @unchecked Sendable {
    public let live: LiveBuild
    let settings: LiveSettings
    let verbose: Bool
    let debounce: Duration
    let name: String
    private let buildQueue = DispatchQueue(label: "kiln.live-build")
    private var watcher: FileWatcher?
    private var signalSources: [DispatchSourceSignal] = []
    /// A stop signal was pending when the signals were taken over (see `holdStopSignals`).
    private let stopSignalledBeforeStart: Bool
    /// Changes that arrived while a build ran: built together once it ends.
    private var pending: Set<String> = []
    private var pendingSince: ContinuousClock.Instant?
    /// What each build let go of, freed once it has been reported (`runBuild`).
    private let deferred = DeferredReleases()
    private var buildScheduled = false
    /// Called after each build that wrote files (on the build queue): `kiln serve` tells pages to reload.
    public var onRebuilt: (@Sendable (LiveBuild.Outcome) -> Void)?
    /// Called when stopping, before the process exits (on the build queue).
    public var onStop: (@Sendable () -> Void)?

    public init(name: String, settings: LiveSettings, outputs: [String]?, debounceMilliseconds: Int) {
        stopSignalledBeforeStart = Self.holdStopSignals()
        self.name = name
        self.settings = settings
        self.verbose = settings.verbose
        debounce = .milliseconds(max(0, debounceMilliseconds))
        // A resident process rebuilds in the memory the last rebuild let go: handed back to the
        // system at once (a one-shot build's setting), every rebuild would fault its pages in
        // again, which is slower than keeping them resident between edits.
        Allocator.setPurgeDelay(milliseconds: Allocator.residentPurgeDelay)
        // What a rebuild lets go is freed after it was reported (see `runBuild`).
        live = LiveBuild(
            root: URL(fileURLWithPath: settings.project), configPath: settings.config, strict: settings.strict, outputs: outputs,
            releasePolicy: ReleasePolicy(deferringTo: deferred))
    }

    /// Blocks SIGINT and SIGTERM in this (the main) thread and so in every thread started after
    /// it: a blocked signal stays pending until the dispatch signal sources read it (libdispatch
    /// reads them through a signalfd on Linux), where an ignored, unblocked one sent before the
    /// sources are registered is dropped — a Ctrl-C early in the first build would then never
    /// stop `kiln watch` (`interruptDuringTheFirstBuildLeavesNoTemporaryFile` checks it does).
    ///
    /// Their default action (ending the process at once) is then set to "ignore", for threads
    /// started before this one blocked them, and never again afterwards. Setting "ignore"
    /// discards a signal already pending, so one that is (sent while kiln.yaml was read, or
    /// while the parent process had them blocked, which a child inherits) is remembered first:
    /// true when one was, and `start` stops as soon as it can (`stopSignalDuringStartupIsNotLost`).
    private static func holdStopSignals() -> Bool {
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        var pending = sigset_t()
        sigemptyset(&pending)
        sigpending(&pending)
        let stopPending = sigismember(&pending, SIGINT) == 1 || sigismember(&pending, SIGTERM) == 1
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        return stopPending
    }

    /// Builds once, starts watching and handling signals; returns (the caller then parks the
    /// main thread with `ProcessLifetime.parkMainThread()`).
    public func start() throws {
        // Before the first build: a Ctrl-C during it waits for it to finish writing too.
        for signalNumber in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { [weak self] in self?.stop() }
            source.resume()
            signalSources.append(source)
        }
        // Queued before the first build: the process ends without starting it.
        if stopSignalledBeforeStart { stop() }
        // Watch before the first build: a save during it is then built right after it (watching
        // only once it ended missed such a save until the next one).
        var targets = try buildQueue.sync { try watch() }
        buildQueue.sync { runBuild(changed: nil, since: nil) }
        // A resolver names its token files, which the first build has just read: watch their folders.
        if live.project.config.resolver != nil { targets = try buildQueue.sync { try watch() } }
        say("\(name): watching \((targets.folders + targets.files).map(relative).joined(separator: ", ")) — Ctrl-C to stop")
    }

    /// (Re)starts the watcher on what the config names now (on the build queue).
    @discardableResult
    private func watch() throws -> FileWatcher.Targets {
        let found = live.watchTargets()
        let targets = FileWatcher.Targets(folders: found.folders, files: found.files, excluded: found.excluded)
        let root = live.root.path + "/"
        let watcher = FileWatcher(targets: targets, debounce: debounce, matters: live.inputFilter()) { [weak self] notice in
            guard let self else { return }
            say("\(name): \(notice.replacingOccurrences(of: root, with: ""))")
        }
        do {
            try watcher.start { [weak self] paths, since in
                self?.enqueue(paths, since: since)
            }
        } catch {
            say("\(name): \(error)")
            throw error
        }
        self.watcher?.stop()
        self.watcher = watcher
        return targets
    }

    /// Queued behind any build in progress: nothing is half-written when the process exits.
    func stop() {
        buildQueue.async { [self] in
            watcher?.stop()
            onStop?()
            say("\(name): stopped")
            exit(0)
        }
    }

    private func enqueue(_ paths: Set<String>, since: ContinuousClock.Instant) {
        buildQueue.async { [self] in
            if pending.isEmpty { pendingSince = since }
            pending.formUnion(paths)
            guard !buildScheduled else { return }
            buildScheduled = true
            buildQueue.async { [self] in
                buildScheduled = false
                let batch = pending
                let first = pendingSince
                pending = []
                runBuild(changed: batch, since: first)
            }
        }
    }

    private func runBuild(changed: Set<String>?, since: ContinuousClock.Instant?) {
        // The garbage of this build (and of an ignored one) goes once it is reported: freeing
        // it while the rebuild ran took the other core and the reference counts the new model
        // shares with the old one (`ReleasePolicy.deferringTo`).
        defer { deferred.releaseAll() }
        let queued = since.map { elapsedMilliseconds(since: $0) }
        guard var outcome = live.build(changed: changed) else {
            if verbose, let changed { say("\(name): ignored changes to \(changed.sorted().map(relative).joined(separator: ", ")) (not inputs)") }
            return
        }
        let reportStart = ContinuousClock().now
        report(outcome, changed: changed, since: since)
        if let queued { outcome.result.timings.entries.append(("live.event-to-build", queued / 1000)) }
        outcome.result.timings.entries.append(("live.report", Double(elapsedMilliseconds(since: reportStart)) / 1000))
        if settings.showsTimings { say(TimingReport.text(outcome.result.timings), newline: false) }
        // kiln.yaml may now name other token or spec folders, or another output folder.
        if outcome.reopened, (try? watch()) == nil { say("\(name): keeps watching the files the previous kiln.yaml named") }
        if !outcome.written.isEmpty || changed == nil { onRebuilt?(outcome) }
    }

    private func relative(_ path: String) -> String {
        let base = live.root.path + "/"
        return path.hasPrefix(base) ? String(path.dropFirst(base.count)) : path
    }

    private func report(_ outcome: LiveBuild.Outcome, changed: Set<String>?, since: ContinuousClock.Instant?) {
        let reporter = TextReporter(useColor: settings.useColor)
        var text = ""
        let sources = outcome.result.sources
        if changed == nil {
            var collector = DiagnosticCollector()
            collector.add(contentsOf: outcome.result.diagnostics)
            text += reporter.render(collector.sorted, sources: sources)
        } else {
            if !outcome.new.isEmpty {
                var collector = DiagnosticCollector()
                collector.add(contentsOf: outcome.new)
                text += "new:\n" + reporter.render(collector.sorted, sources: sources)
            }
            for diagnostic in outcome.fixed {
                let place = diagnostic.range.isNone ? "" : diagnostic.range.file + ": "
                text += "fixed: \(place)\(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]\n"
            }
        }
        let milliseconds = String(format: "%.1f", outcome.seconds * 1000)
        var line = changed == nil ? "\(name): built in \(milliseconds) ms" : "\(name): rebuilt in \(milliseconds) ms"
        if let since {
            let afterEvent = elapsedMilliseconds(since: since)
            line += " (\(String(format: "%.1f", afterEvent)) ms after the first file event)"
        }
        let count = outcome.written.count
        if outcome.blocked {
            line += "; errors: nothing written, the last good outputs stay"
        } else {
            line += count == 0 ? "; no output changed" : "; \(count) file\(count == 1 ? "" : "s") written"
        }
        if changed != nil { line += "; \(outcome.new.count) new, \(outcome.fixed.count) fixed" }
        if verbose {
            line += "; token files parsed \(outcome.tokenFilesParsed), reused \(outcome.tokenFilesReused)"
            if !outcome.sitePagesRendered.isEmpty || !outcome.sitePagesReused.isEmpty {
                line += "; site pages rendered \(outcome.sitePagesRendered.count), reused \(outcome.sitePagesReused.count)"
            }
            if outcome.reopened { line += "; kiln.yaml read again" }
            switch outcome.resolve {
            case .incremental(let resolved, let kept)?: line += "; tokens resolved again \(resolved), kept \(kept)"
            case .full(let reason)?: line += "; every token resolved (\(reason))"
            case nil: break
            }
        }
        text += line + "\n"
        if verbose {
            for file in outcome.written.sorted() { text += "  wrote \(file)\n" }
            // One line a script can read: `kiln-live: rebuilt ms=… after-event-ms=… written=… new=… fixed=…`.
            let afterEvent = since.map { String(format: "%.2f", elapsedMilliseconds(since: $0)) } ?? "-"
            text +=
                "kiln-live: \(changed == nil ? "built" : "rebuilt") ms=\(String(format: "%.2f", outcome.seconds * 1000)) after-event-ms=\(afterEvent) written=\(count) new=\(outcome.new.count) fixed=\(outcome.fixed.count) blocked=\(outcome.blocked)\n"
        }
        say(text, newline: false)
    }

    private func elapsedMilliseconds(since instant: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock().now - instant
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    public func say(_ text: String, newline: Bool = true) {
        FileHandle.standardError.write(Data((newline ? text + "\n" : text).utf8))
    }
}
