import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `kiln serve` and `kiln watch` left running for hours (issue 39): the server keeps answering
/// after it ran out of file descriptors, holds a bounded amount of memory however slowly its
/// clients read, and answers only requests meant for 127.0.0.1/localhost; the watcher follows
/// its folders being replaced; a stop signal is never lost. Every wait is for a state (a line
/// printed, a byte received, the process gone), with bounds far above what any of them takes.
@Suite(.serialized) struct LiveResilienceTests {
    typealias Running = LiveCommandTests.Running

    /// `kiln serve --port 0` on `root` (optionally under `ulimit -n`), once it serves; and its port.
    static func serve(_ root: URL, descriptorLimit: Int? = nil) throws -> (Running, Int) {
        let arguments = ["serve", "--project", root.path, "--port", "0"]
        let serve = try descriptorLimit.map { try Running(shell: "ulimit -n \($0)", arguments) } ?? Running(arguments)
        #expect(serve.wait(for: "serving", seconds: 600), "\(serve.output)")
        let port = try #require(serve.output.firstMatch(of: /127\.0\.0\.1:(\d+)\//).flatMap { Int($0.1) })
        return (serve, port)
    }

    /// A socket connected to 127.0.0.1:`port`; a receive buffer of `receiveBuffer` bytes when
    /// given (a client that reads slowly is one whose window stays small).
    static func connect(port: Int, receiveBuffer: Int32? = nil, timeout: Int = 120) -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer { setsockopt(socket, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size)) }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        if connected != 0 {
            close(socket)
            return -1
        }
        return socket
    }

    static func send(_ socket: Int32, _ text: String) {
        _ = text.withCString { Glibc.send(socket, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
    }

    /// Everything the server sends until it closes (or the receive timeout passes).
    static func receiveAll(_ socket: Int32) -> String {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    static func get(port: Int, _ path: String, host: String? = nil) -> String {
        let socket = connect(port: port)
        guard socket >= 0 else { return "" }
        defer { close(socket) }
        send(socket, "GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\nConnection: close\r\n\r\n")
        return receiveAll(socket)
    }

    /// Resident memory of process `pid` in KiB (Linux).
    static func residentKiB(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    // MARK: 4. Running out of descriptors

    /// 80 event streams against a server limited to 48 descriptors: it cannot accept them all,
    /// says so once each time it runs out, and answers a page again once they have closed.
    @Test func serveAnswersAgainAfterRunningOutOfDescriptors() throws {
        let root = try LiveCommandTests.project(outputs: "[css, site]")
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port) = try Self.serve(root, descriptorLimit: 48)
        defer { _ = serve.stop(SIGTERM) }
        #expect(Self.get(port: port, "/index.html").hasPrefix("HTTP/1.1 200"))
        var streams: [Int32] = []
        for _ in 0..<80 {
            let socket = Self.connect(port: port, timeout: 5)
            guard socket >= 0 else { continue }
            Self.send(socket, "GET /_kiln/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            streams.append(socket)
        }
        #expect(serve.wait(for: "open files", seconds: 120), "the server says it ran out of descriptors: \(serve.output)")
        for socket in streams { close(socket) }
        // The server learns that a stream's client has gone at its next keep-alive write (every
        // 15 s), and only then frees that descriptor; until then a page may still get the 503.
        // So the state to wait for is the page answering again, not the moment the sockets close.
        var page = ""
        let deadline = Date().addingTimeInterval(120)
        repeat {
            page = Self.get(port: port, "/index.html")
            if page.hasPrefix("HTTP/1.1 200") { break }
            Thread.sleep(forTimeInterval: 0.2)
        } while Date() < deadline
        #expect(page.hasPrefix("HTTP/1.1 200"), "no answer after the descriptors were freed: \(page.prefix(200)) \(serve.output)")
        // Said once per episode: how many episodes there are depends on how fast the clients
        // arrive against how fast the server frees descriptors (a slow build, such as under
        // AddressSanitizer, sees several), but it never repeats itself within one.
        let events = serve.output.split(separator: "\n").compactMap { line -> Bool? in
            if line.contains("cannot accept a connection") { return false }
            if line.contains("accepting connections again") { return true }
            return nil
        }
        #expect(events.first == false, "said when it ran out: \(serve.output)")
        #expect(zip(events, events.dropFirst()).allSatisfy { $0 != $1 }, "said once per episode: \(serve.output)")
    }

    // MARK: 5. Slow readers

    /// A site whose colors page is several MiB (long descriptions), so that a client reading
    /// nothing leaves most of it unsent.
    static func largeSiteProject() throws -> URL {
        let root = try LiveCommandTests.project(outputs: "[site]")
        let description = String(repeating: "A long description of where this color is used. ", count: 60)
        var yaml = "grid:\n  $type: color\n"
        for index in 0..<2000 {
            yaml += "  c\(index):\n    $value: \"#\(String(format: "%06X", index * 2731 % 0xFFFFFF))\"\n    $description: \"\(description)\"\n"
        }
        try yaml.write(to: root.appendingPathComponent("tokens/grid.yaml"), atomically: false, encoding: .utf8)
        return root
    }

    /// 100 clients that ask for the largest page and read one byte of it: the server's memory
    /// grows by far less than the page size per client (it streams in chunks), and once they go,
    /// it answers at once.
    @Test func serveMemoryStaysBoundedWithSlowReaders() throws {
        let root = try Self.largeSiteProject()
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port) = try Self.serve(root)
        defer { _ = serve.stop(SIGTERM) }
        let pageSize = Self.get(port: port, "/colors.html").utf8.count
        #expect(pageSize > 4_000_000, "the page must be larger than the socket buffers: \(pageSize) bytes")
        let before = Self.residentKiB(serve.process.processIdentifier)
        var clients: [Int32] = []
        defer { for socket in clients { close(socket) } }
        for _ in 0..<100 {
            let socket = Self.connect(port: port, receiveBuffer: 4096)
            guard socket >= 0 else { continue }
            Self.send(socket, "GET /colors.html HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
            var byte: UInt8 = 0
            // The server has started sending this page.
            #expect(recv(socket, &byte, 1, 0) == 1)
            clients.append(socket)
        }
        let during = Self.residentKiB(serve.process.processIdentifier)
        let perClient = Double(during - before) * 1024 / 100
        #expect(perClient < Double(pageSize) / 4, "\(Int(perClient)) bytes per slow client for a \(pageSize)-byte page (\(before) KiB → \(during) KiB)")
        for socket in clients { close(socket) }
        clients = []
        #expect(Self.get(port: port, "/index.html").hasPrefix("HTTP/1.1 200"))
    }

    // MARK: 7. DNS rebinding

    /// A page on another site that rebinds its name to 127.0.0.1 sends its own `Host`: refused.
    @Test func serveAnswersOnlyItsOwnHostNames() throws {
        let root = try LiveCommandTests.project(outputs: "[css, site]")
        defer { try? FileManager.default.removeItem(at: root) }
        let (serve, port) = try Self.serve(root)
        defer { _ = serve.stop(SIGTERM) }
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "127.0.0.1", "localhost", "LOCALHOST:\(port)"] {
            let page = Self.get(port: port, "/index.html", host: host)
            #expect(page.hasPrefix("HTTP/1.1 200"), "\(host): \(page.prefix(80))")
        }
        for host in ["attacker.example", "attacker.example:\(port)", "127.0.0.1.attacker.example", "localhost.attacker.example:\(port)", "10.0.0.1:\(port)"] {
            let page = Self.get(port: port, "/index.html", host: host)
            #expect(page.hasPrefix("HTTP/1.1 421") || page.hasPrefix("HTTP/1.1 403"), "\(host): \(page.prefix(80))")
            #expect(!page.contains("<html"), "\(host) got the page")
        }
        let events = Self.get(port: port, "/_kiln/events", host: "attacker.example")
        #expect(!events.contains("text/event-stream"), "\(events.prefix(120))")
    }

    // MARK: 6. Replaced folders

    /// `rm -rf tokens; mkdir tokens; …` and `mv tokens tokens.old; mv tokens.old tokens`: the
    /// watcher says the folder went away and builds the edits made in the new one.
    @Test func watchFollowsATokensFolderReplaced() throws {
        let root = try LiveCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        let watch = try Running(["watch", "--project", root.path, "--debounce", "20", "--verbose"])
        defer { _ = watch.stop(SIGINT) }
        #expect(watch.wait(for: "kiln-live: built", seconds: 600))
        let tokens = root.appendingPathComponent("tokens")
        func css() -> String {
            LiveCommandTests.outputs(root).filter { $0.key.hasSuffix(".css") }.values.map { String(decoding: $0, as: UTF8.self) }.joined().lowercased()
        }
        func waitForCSS(_ value: String) -> Bool {
            let deadline = Date().addingTimeInterval(300)
            while Date() < deadline {
                if css().contains(value) { return true }
                usleep(20_000)
            }
            return false
        }
        try FileManager.default.removeItem(at: tokens)
        #expect(watch.wait(for: "tokens/ was removed", seconds: 300), "\(watch.output)")
        try FileManager.default.createDirectory(at: tokens, withIntermediateDirectories: false)
        try LiveCommandTests.palette("#11AA22").write(to: tokens.appendingPathComponent("palette.yaml"), atomically: true, encoding: .utf8)
        #expect(waitForCSS("#11aa22"), "the recreated folder's file was built: \(watch.output)")
        try LiveCommandTests.palette("#22BB33").write(to: tokens.appendingPathComponent("palette.yaml"), atomically: false, encoding: .utf8)
        #expect(waitForCSS("#22bb33"), "a later edit in the recreated folder was built: \(watch.output)")

        let old = root.appendingPathComponent("tokens.old")
        try FileManager.default.moveItem(at: tokens, to: old)
        #expect(watch.wait(for: "tokens/ was removed", count: 2, seconds: 300), "\(watch.output)")
        try FileManager.default.moveItem(at: old, to: tokens)
        try LiveCommandTests.palette("#33CC44").write(to: tokens.appendingPathComponent("palette.yaml"), atomically: false, encoding: .utf8)
        #expect(waitForCSS("#33cc44"), "an edit in the folder renamed back was built: \(watch.output)")
    }

    // MARK: 10. Stop signals

    /// SIGINT sent as soon as kiln holds its stop signals, while it is still reading a large
    /// kiln.yaml: kiln stops after its first build (exit 0) instead of losing the signal.
    @Test func stopSignalDuringStartupIsNotLost() throws {
        let root = try LiveCommandTests.project()
        defer { try? FileManager.default.removeItem(at: root) }
        var config = "outputs: [css, json]\nmodes: [light, dark]\nsuppressions:\n"
        for index in 0..<20_000 {
            config += "  - { rule: a11y/contrast-text, token: \"palette.c\(index)\", reason: \"kept for a test of startup\" }\n"
        }
        try config.write(to: root.appendingPathComponent("kiln.yaml"), atomically: false, encoding: .utf8)
        let watch = try Running(["watch", "--project", root.path])
        watch.waitUntilHoldingStopSignals()
        let status = watch.stop(SIGINT, seconds: 600)
        #expect(status == 0, "\(watch.output.suffix(2000))")
    }
}
