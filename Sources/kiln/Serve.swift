import ArgumentParser
import FlyingFox
import FlyingSocks
import Foundation
import KilnCore
import SpecSite

extension Kiln {
    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Build, serve the spec site on 127.0.0.1 and reload open pages after each rebuild (Ctrl-C to stop).",
            discussion: """
                Rebuilds like `kiln watch`. Pages are served from the site folder inside the output folder; \
                the small live-reload script is added to the pages as they are sent, never to the files on \
                disk. Only 127.0.0.1 is listened on.
                """)

        @OptionGroup var options: ProjectOptions

        @Option(help: "The port to listen on (0: any free port; the address is printed).")
        var port: Int = 8765

        @Option(help: "Comma-separated outputs to build besides the site; default: the config's `outputs` (the site is always built).")
        var outputs: String?

        @Option(help: "Milliseconds the files must stay quiet before a rebuild.")
        var debounce: Int = 50

        @Flag(help: "Also list the files each rebuild wrote, and print a `kiln-live:` line with its timings for scripts.")
        var verbose = false

        func validate() throws {
            guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        }

        func run() throws {
            var requested = outputs.map { $0.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) } }
            let project = options.openProject()
            if requested == nil { requested = project.config.outputs }
            if !(requested ?? []).contains("site") { requested?.append("site") }
            let session = LiveSession(name: "kiln serve", options: options, outputs: requested, debounceMilliseconds: debounce, verbose: verbose)
            let broadcaster = ReloadBroadcaster()
            let siteFolderName = project.config.site.folder
            session.onRebuilt = { outcome in
                let prefix = siteFolderName + "/"
                let changed = outcome.written.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
                broadcaster.rebuilt(changed: changed)
            }
            session.onStop = { broadcaster.finishAll() }
            try session.start()
            guard let siteFolder = session.live.siteFolder else {
                throw ValidationError("the output folder is unusable (see the error above)")
            }
            let server = HTTPServer(
                address: try .inet(ip4: "127.0.0.1", port: UInt16(port)), timeout: 60, logger: .disabled,
                handler: SiteHandler(folder: siteFolder, broadcaster: broadcaster))
            let started = DispatchSemaphore(value: 0)
            let failure = FailureBox()
            Task {
                do {
                    try await server.run()
                } catch {
                    failure.set("kiln serve: cannot listen on 127.0.0.1:\(port): \(error)")
                    started.signal()
                }
            }
            Task {
                try? await server.waitUntilListening()
                if case .ip4(_, let boundPort) = await server.listeningAddress {
                    session.say("kiln serve: serving \(siteFolder.path) at http://127.0.0.1:\(boundPort)/")
                }
                started.signal()
            }
            started.wait()
            if let message = failure.message {
                session.say(message)
                throw ExitCode(2)
            }
            ProcessLifetime.keep(session)
            ProcessLifetime.keep(server)
            dispatchMain()
        }
    }
}

/// A message set from a task, read after a semaphore.
final class FailureBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var message: String? { lock.withLock { stored } }
    func set(_ message: String) { lock.withLock { stored = message } }
}

/// Sends the files of the site folder (live-reload script added to pages) and the event stream.
struct SiteHandler: HTTPHandler {
    let folder: URL
    let broadcaster: ReloadBroadcaster

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        guard request.method == .GET || request.method == .HEAD else {
            var headers = HTTPHeaders()
            headers[HTTPHeader("Allow")] = "GET, HEAD"
            return HTTPResponse(statusCode: .methodNotAllowed, headers: headers)
        }
        if request.path == LiveReload.eventsPath {
            return HTTPResponse(
                statusCode: .ok,
                headers: [.contentType: "text/event-stream", .cacheControl: "no-store", .connection: "keep-alive"],
                body: HTTPBodySequence(from: broadcaster.subscribe()))
        }
        // FlyingFox has already removed dot segments from `request.path`; the raw target is
        // checked too, so `/a/../../x` is refused rather than quietly served as `/x`.
        let raw = request.target.path(percentEncoded: true)
        guard let file = SiteFolderFile.resolve(raw, in: folder) else {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found\n".utf8))
        }
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            return HTTPResponse(statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"], body: Data("not found\n".utf8))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var data = (try? handle.readToEnd()) ?? Data()
        let type = SiteFolderFile.contentType(of: file)
        if type.hasPrefix("text/html") { data = LiveReload.inject(into: data, build: broadcaster.build) }
        return HTTPResponse(statusCode: .ok, headers: [.contentType: type, .cacheControl: "no-store"], body: data)
    }
}

/// The open event streams; tells each one about every rebuild.
final class ReloadBroadcaster: @unchecked Sendable {
    private let lock = NSLock()
    private var streams: [UUID: AsyncStream<[UInt8]>.Continuation] = [:]
    private var current = 0

    var build: Int { lock.withLock { current } }

    func subscribe() -> EventStreamBody {
        let (stream, continuation) = AsyncStream<[UInt8]>.makeStream(bufferingPolicy: .bufferingNewest(16))
        let id = UUID()
        let build = lock.withLock {
            streams[id] = continuation
            return current
        }
        continuation.onTermination = { [weak self] _ in
            guard let self else { return }
            _ = self.lock.withLock { self.streams.removeValue(forKey: id) }
        }
        // A page served before a rebuild whose event it missed reloads now ("*": not a page).
        continuation.yield(Array(("retry: 500\n" + LiveReload.event(build: build, changed: ["*"])).utf8))
        return EventStreamBody(stream: stream)
    }

    func rebuilt(changed: [String]) {
        let (build, targets) = lock.withLock { () -> (Int, [AsyncStream<[UInt8]>.Continuation]) in
            current += 1
            return (current, Array(streams.values))
        }
        let event = Array(LiveReload.event(build: build, changed: changed).utf8)
        for stream in targets { stream.yield(event) }
    }

    func finishAll() {
        let targets = lock.withLock { Array(streams.values) }
        for stream in targets { stream.finish() }
    }
}

/// An endless response body: the events as the broadcaster yields them.
struct EventStreamBody: AsyncBufferedSequence {
    typealias Element = UInt8
    let stream: AsyncStream<[UInt8]>

    func makeAsyncIterator() -> Iterator { Iterator(base: stream.makeAsyncIterator()) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        var base: AsyncStream<[UInt8]>.Iterator
        var buffer: [UInt8] = []
        var index = 0

        mutating func next() async throws -> UInt8? {
            guard let chunk = try await nextBuffer(suggested: 1) else { return nil }
            return chunk.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> [UInt8]? {
            if index >= buffer.count {
                guard let chunk = await base.next() else { return nil }
                buffer = chunk
                index = 0
            }
            let end = Swift.min(buffer.count, index + Swift.max(1, count))
            defer { index = end }
            return Array(buffer[index..<end])
        }
    }
}
