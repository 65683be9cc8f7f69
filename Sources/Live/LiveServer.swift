import Foundation
import SpecSite

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP server of `kiln serve`: GET and HEAD of the site folder's files on 127.0.0.1, and
/// the live-reload event stream. One thread per connection, one request per connection.
///
/// Hand-written rather than FlyingFox: FlyingFox imports FoundationNetworking, which links
/// libcurl and its dozens of shared libraries into the `kiln` executable, and every command
/// (`kiln check` too) would pay for loading them at start. A local preview server needs none of
/// HTTP's harder parts: no keep-alive, no request bodies, no TLS.
///
/// It runs for hours beside a browser and whatever else the machine runs, so it survives its
/// clients:
/// - at most `maximumConnections` at once; more are answered `503` at once and closed;
/// - every socket has send and receive timeouts: a client that stops reading is dropped;
/// - files are sent in 64 KiB chunks (`PageStream`), so memory grows with the connections,
///   never with the file size times the clients;
/// - a failing `accept` (out of file descriptors, out of memory, an aborted connection) is
///   reported once and retried with a growing pause, and a descriptor kept in reserve lets it
///   tell a waiting client `503` when the process is out of them;
/// - only requests whose `Host` is `127.0.0.1` or `localhost` are answered (`421` otherwise): a
///   page of another site whose DNS name was rebound to 127.0.0.1 cannot read the preview.
public final class LiveServer: @unchecked Sendable {
    /// Connections served at once (event streams included); more are answered 503.
    public static let maximumConnections = 256
    /// A send that makes no progress for this long drops the connection.
    static let sendTimeout = 30
    /// The request head must arrive within this time.
    static let receiveTimeout = 10

    let folder: URL
    public let events = ReloadEvents()
    private var listener: Int32 = -1
    private let say: @Sendable (String) -> Void
    private let lock = NSLock()
    private var connections = 0

    /// `say`: where the server's own messages go (`kiln serve: …` on standard error).
    public init(folder: URL, say: @escaping @Sendable (String) -> Void = { _ in }) {
        self.folder = folder
        self.say = say
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and returns the port bound.
    public func start(port: Int) throws -> Int {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw ServerError("cannot create a socket: \(String(cString: strerror(errno)))") }
        _ = fcntl(listener, F_SETFD, FD_CLOEXEC)
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 128) == 0 else {
            throw ServerError("cannot listen on 127.0.0.1:\(port): \(String(cString: strerror(errno)))")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        Thread.detachNewThread { [self] in acceptLoop() }
        return Int(UInt16(bigEndian: actual.sin_port))
    }

    // MARK: - Accepting

    private func acceptLoop() {
        // A descriptor kept for the moment the process has none left (see `acceptWhenOutOfDescriptors`).
        var reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
        var pause = 0.01
        var failing: Int32?
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                let code = errno
                switch code {
                case EINTR: continue
                case EBADF, EINVAL, ENOTSOCK:
                    say("kiln serve: stopped accepting connections: \(String(cString: strerror(code)))")
                    return
                default: break
                }
                // ECONNABORTED, EPROTO (the client left before it was accepted) are not worth a message.
                if failing != code, code != ECONNABORTED, code != EPROTO {
                    say("kiln serve: cannot accept a connection: \(Self.describe(code)); retrying until it can")
                }
                failing = code
                if code == EMFILE, reserve >= 0 {
                    close(reserve)
                    let waiting = accept(listener, nil, nil)
                    if waiting >= 0 {
                        Self.refuse(waiting, status: "503 Service Unavailable", message: "kiln serve is out of file descriptors; try again")
                        close(waiting)
                    }
                    reserve = open("/dev/null", O_RDONLY | O_CLOEXEC)
                }
                if code != ECONNABORTED, code != EPROTO {
                    Thread.sleep(forTimeInterval: pause)
                    pause = min(pause * 2, 1)
                }
                continue
            }
            if failing != nil {
                say("kiln serve: accepting connections again")
                failing = nil
            }
            pause = 0.01
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            Self.configure(connection)
            let admitted = lock.withLock {
                guard connections < Self.maximumConnections else { return false }
                connections += 1
                return true
            }
            guard admitted else {
                Self.refuse(connection, status: "503 Service Unavailable", message: "kiln serve has \(Self.maximumConnections) connections open; try again", extra: "Retry-After: 1\r\n")
                close(connection)
                continue
            }
            let thread = Thread { [self] in
                handle(connection)
                close(connection)
                lock.withLock { connections -= 1 }
            }
            thread.stackSize = 512 * 1024
            thread.start()
        }
    }

    private static func describe(_ code: Int32) -> String {
        let reason = String(cString: strerror(code))
        guard code == EMFILE || code == ENFILE else { return reason }
        var limit = rlimit()
        getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        return code == EMFILE ? "\(reason) (this process may have \(limit.rlim_cur) open files)" : "\(reason) (the system's limit)"
    }

    /// Timeouts on both directions; no SIGPIPE when the client has gone.
    private static func configure(_ connection: Int32) {
        var send = timeval(tv_sec: sendTimeout, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_SNDTIMEO, &send, socklen_t(MemoryLayout<timeval>.size))
        var receive = timeval(tv_sec: receiveTimeout, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &receive, socklen_t(MemoryLayout<timeval>.size))
        #if canImport(Darwin)
            var noSignal: Int32 = 1
            setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
        #endif
    }

    /// A short answer sent without waiting (the accept loop must not block on one client).
    private static func refuse(_ connection: Int32, status: String, message: String, extra: String = "") {
        let text = "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(message.utf8.count + 1)\r\n\(extra)Connection: close\r\n\r\n\(message)\n"
        _ = text.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL | MSG_DONTWAIT)) }
    }

    // MARK: - Answering

    /// Reads the request head (at most 16 KiB, within the receive timeout), answers, returns.
    private func handle(_ connection: Int32) {
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        var end: Int?
        while end == nil {
            guard head.count < HTTPRequestHead.maximumSize else {
                return respond(connection, status: "431 Request Header Fields Too Large", body: "request head too large")
            }
            let count = recv(connection, &buffer, buffer.count, 0)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            let before = head.count
            head += buffer[0..<count]
            end = HTTPRequestHead.headEnd(in: head, searchFrom: before)
        }
        let request: HTTPRequestHead
        switch HTTPRequestHead.parse(head[0..<end!]) {
        case .failure(let refusal): return respond(connection, status: refusal.status, body: refusal.message, extra: refusal.extraHeader)
        case .success(let parsed): request = parsed
        }
        guard HTTPRequestHead.isLocalHost(request.host) else {
            return respond(
                connection, status: "421 Misdirected Request",
                body: "kiln serve answers only requests for 127.0.0.1 or localhost, not \"\(request.host ?? "")\"")
        }
        guard request.method == "GET" || request.method == "HEAD" else {
            return respond(connection, status: "405 Method Not Allowed", body: "method not allowed", extra: "Allow: GET, HEAD\r\n")
        }
        if request.target == LiveReload.eventsPath || request.target.hasPrefix(LiveReload.eventsPath + "?") {
            return stream(connection)
        }
        guard let file = SiteFolderFile.resolve(request.target, in: folder) else {
            return respond(connection, status: "404 Not Found", body: "not found")
        }
        // Opened without following a link, in case one was put in place since the check.
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return respond(connection, status: "404 Not Found", body: "not found") }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return respond(connection, status: "404 Not Found", body: "not found")
        }
        let type = SiteFolderFile.contentType(of: file)
        let page = PageStream(descriptor: descriptor, size: Int(info.st_size), isHTML: type.hasPrefix("text/html"), build: events.build)
        let responseHead = "HTTP/1.1 200 OK\r\nContent-Type: \(type)\r\nContent-Length: \(page.length)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        guard write(connection, Array(responseHead.utf8)), request.method == "GET" else { return }
        _ = page.write { sendAll(connection, $0) }
    }

    private func respond(_ connection: Int32, status: String, body: String, extra: String = "") {
        let text = body + "\n"
        let head = "HTTP/1.1 \(status)\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: \(text.utf8.count)\r\nCache-Control: no-store\r\n\(extra)Connection: close\r\n\r\n"
        _ = write(connection, Array((head + text).utf8))
    }

    /// Server-sent events until the browser goes away (a comment every 15 s finds out).
    private func stream(_ connection: Int32) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let subscription = events.subscribe()
        defer { events.unsubscribe(subscription) }
        guard write(connection, Array(head.utf8)) else { return }
        while true {
            let next = subscription.next(timeout: 15)
            switch next {
            case .event(let text): guard write(connection, Array(text.utf8)) else { return }
            case .idle: guard write(connection, Array(": keep-alive\n\n".utf8)) else { return }
            case .finished: return
            }
        }
    }

    private func write(_ connection: Int32, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { sendAll(connection, $0) }
    }

    /// Sends all of `buffer`; false when the client went away or made no progress within the
    /// send timeout.
    private func sendAll(_ connection: Int32, _ buffer: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let sent = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
            if sent < 0, errno == EINTR { continue }
            if sent <= 0 { return false }
            offset += sent
        }
        return true
    }
}
struct ServerError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// The open event streams; tells each one about every rebuild.
public final class ReloadEvents: @unchecked Sendable {
    /// One browser's queue of events.
    final class Subscription: @unchecked Sendable {
        enum Next { case event(String), idle, finished }
        private let condition = NSCondition()
        private var queued: [String] = []
        private var finished = false

        func push(_ event: String) {
            condition.lock()
            queued.append(event)
            condition.signal()
            condition.unlock()
        }

        func finish() {
            condition.lock()
            finished = true
            condition.signal()
            condition.unlock()
        }

        func next(timeout seconds: Double) -> Next {
            condition.lock()
            defer { condition.unlock() }
            let deadline = Date().addingTimeInterval(seconds)
            while queued.isEmpty && !finished {
                if !condition.wait(until: deadline) { return .idle }
            }
            if !queued.isEmpty { return .event(queued.removeFirst()) }
            return .finished
        }
    }

    private let lock = NSLock()
    private var subscriptions: [ObjectIdentifier: Subscription] = [:]
    private var current = 0

    var build: Int { lock.withLock { current } }

    func subscribe() -> Subscription {
        let subscription = Subscription()
        let build = lock.withLock {
            subscriptions[ObjectIdentifier(subscription)] = subscription
            return current
        }
        // A page served before a rebuild whose event it missed reloads now ("*": not a page).
        subscription.push("retry: 500\n" + LiveReload.event(build: build, changed: ["*"]))
        return subscription
    }

    func unsubscribe(_ subscription: Subscription) {
        _ = lock.withLock { subscriptions.removeValue(forKey: ObjectIdentifier(subscription)) }
    }

    public func rebuilt(changed: [String]) {
        let (build, targets) = lock.withLock { () -> (Int, [Subscription]) in
            current += 1
            return (current, Array(subscriptions.values))
        }
        let event = LiveReload.event(build: build, changed: changed)
        for subscription in targets { subscription.push(event) }
    }

    public func finishAll() {
        for subscription in lock.withLock({ Array(subscriptions.values) }) { subscription.finish() }
    }
}
