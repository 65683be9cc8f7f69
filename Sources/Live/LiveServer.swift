import Foundation
import SpecSite

#if canImport(Glibc)
    import Glibc
#endif

/// The HTTP server of `kiln serve`: GET and HEAD of the site folder's files on 127.0.0.1, and
/// the live-reload event stream. One thread per connection, one request per connection.
///
/// Hand-written (about 150 lines) rather than FlyingFox: FlyingFox imports FoundationNetworking,
/// which links libcurl and its ~30 shared libraries into the `kiln` executable — every command
/// (`kiln check` too) paid ~35 ms more to start. A local preview server needs none of HTTP's
/// harder parts: no keep-alive, no request bodies, no TLS.
public final class LiveServer: @unchecked Sendable {
    let folder: URL
    public let events = ReloadEvents()
    private var listener: Int32 = -1

    public init(folder: URL) {
        self.folder = folder
    }

    /// Listens on 127.0.0.1:`port` (0: any free port) and returns the port bound.
    public func start(port: Int) throws -> Int {
        listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw ServerError("cannot create a socket: \(String(cString: strerror(errno)))") }
        var yes: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(listener, 64) == 0 else {
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

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0 {
                if errno == EINTR { continue }
                return
            }
            var noSignal: Int32 = 1
            #if canImport(Darwin)
                setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &noSignal, socklen_t(MemoryLayout<Int32>.size))
            #else
                _ = noSignal
            #endif
            Thread.detachNewThread { [self] in
                handle(connection)
                close(connection)
            }
        }
    }

    /// Reads the request head (at most 16 KiB, 10 s), answers, returns.
    private func handle(_ connection: Int32) {
        var timeout = timeval(tv_sec: 10, tv_usec: 0)
        setsockopt(connection, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var head = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while head.count < 16384 {
            let count = recv(connection, &buffer, buffer.count, 0)
            if count <= 0 { return }
            head += buffer[0..<count]
            if Self.hasHeadEnd(head) { break }
        }
        let firstLine = String(decoding: head.prefix { $0 != 13 && $0 != 10 }, as: UTF8.self)
        let parts = firstLine.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            return respond(connection, status: "400 Bad Request", type: "text/plain; charset=utf-8", body: Data("bad request\n".utf8))
        }
        let method = parts[0]
        let target = String(parts[1])
        guard method == "GET" || method == "HEAD" else {
            return respond(connection, status: "405 Method Not Allowed", type: "text/plain; charset=utf-8", body: Data("method not allowed\n".utf8), extra: "Allow: GET, HEAD\r\n")
        }
        if target == LiveReload.eventsPath || target.hasPrefix(LiveReload.eventsPath + "?") {
            return stream(connection)
        }
        guard let file = SiteFolderFile.resolve(target, in: folder) else {
            return respond(connection, status: "404 Not Found", type: "text/plain; charset=utf-8", body: Data("not found\n".utf8))
        }
        // Opened without following a link, in case one was put in place since the check.
        let descriptor = open(file, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            return respond(connection, status: "404 Not Found", type: "text/plain; charset=utf-8", body: Data("not found\n".utf8))
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var data = (try? handle.readToEnd()) ?? Data()
        let type = SiteFolderFile.contentType(of: file)
        if type.hasPrefix("text/html") { data = LiveReload.inject(into: data, build: events.build) }
        respond(connection, status: "200 OK", type: type, body: method == "HEAD" ? nil : data, length: data.count)
    }

    /// True when `bytes` holds the blank line that ends a request head.
    static func hasHeadEnd(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return true
        }
        return false
    }

    private func respond(_ connection: Int32, status: String, type: String, body: Data?, length: Int? = nil, extra: String = "") {
        let count = length ?? body?.count ?? 0
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(count)\r\nCache-Control: no-store\r\n\(extra)Connection: close\r\n\r\n"
        guard write(connection, Data(head.utf8)) else { return }
        if let body { _ = write(connection, body) }
    }

    /// Server-sent events until the browser goes away (a comment every 15 s finds out).
    private func stream(_ connection: Int32) {
        let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
        let subscription = events.subscribe()
        defer { events.unsubscribe(subscription) }
        guard write(connection, Data(head.utf8)) else { return }
        while true {
            let next = subscription.next(timeout: 15)
            switch next {
            case .event(let text): guard write(connection, Data(text.utf8)) else { return }
            case .idle: guard write(connection, Data(": keep-alive\n\n".utf8)) else { return }
            case .finished: return
            }
        }
    }

    private func write(_ connection: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let sent = send(connection, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
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
