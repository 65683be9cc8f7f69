import Foundation
import SpecSite
import Testing
@testable import Live

/// The request-head parser of `kiln serve` (a pure function: also fuzzed, `Fuzz/run.sh http`),
/// its `Host` rule, and the page stream that puts the reload script into a page as it is sent.
@Suite struct LiveServerRequestTests {
    static func parse(_ text: String) -> Result<HTTPRequestHead, HTTPRequestHead.Refusal> {
        HTTPRequestHead.parse(Array(text.utf8)[...])
    }

    @Test func aBrowsersRequest() throws {
        let head = try Self.parse("GET /colors.html?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8765\r\nUser-Agent: test\r\nAccept: */*\r\n\r\n").get()
        #expect(head == HTTPRequestHead(method: "GET", target: "/colors.html?x=1", host: "127.0.0.1:8765"))
        // HTTP/1.0 may leave the host out; a bare LF ends lines too.
        #expect(try Self.parse("HEAD / HTTP/1.0\n\n").get() == HTTPRequestHead(method: "HEAD", target: "/", host: nil))
    }

    @Test(arguments: [
        ("", "400"), ("\r\n\r\n", "400"), ("GET /\r\n\r\n", "400"), ("GET / HTTP/2.0\r\nHost: a\r\n\r\n", "505"),
        ("GET  / HTTP/1.1\r\nHost: a\r\n\r\n", "400"), ("GET / HTTP/1.1\r\n\r\n", "400"), ("GET / HTTP/1.1\r\nHost : a\r\n\r\n", "400"),
        ("GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", "400"), ("GET / HTTP/1.1\r\nno colon\r\n\r\n", "400"),
        ("GET /\u{7F} HTTP/1.1\r\nHost: a\r\n\r\n", "400"), ("GET /\u{00E9} HTTP/1.1\r\nHost: a\r\n\r\n", "400"),
        // A bare CR inside a header line (found by the http fuzz target: the Host value kept it).
        ("GET / HTTP/1.1\r\nHost: 127.0.0.1:8765\r\u{FD}r-Agent: x\r\n\r\n", "400"), ("GET / HTTP/1.1\r\nHost: a\rb\r\n\r\n", "400"),
    ])
    func malformedHeadsAreRefused(text: String, status: String) {
        guard case .failure(let refusal) = Self.parse(text) else {
            Issue.record("accepted: \(text.debugDescription)")
            return
        }
        #expect(refusal.status.hasPrefix(status), "\(text.debugDescription): \(refusal.status)")
    }

    @Test func oversizedHeadIsRefused() {
        let text = "GET / HTTP/1.1\r\nHost: a\r\nX: " + String(repeating: "x", count: HTTPRequestHead.maximumSize) + "\r\n\r\n"
        guard case .failure(let refusal) = Self.parse(text) else {
            Issue.record("accepted")
            return
        }
        #expect(refusal.status.hasPrefix("431"))
    }

    @Test func headEndIsFoundAcrossReads() {
        let bytes = Array("GET / HTTP/1.1\r\nHost: a\r\n\r\nrest".utf8)
        #expect(HTTPRequestHead.headEnd(in: bytes) == bytes.count - 4)
        #expect(HTTPRequestHead.headEnd(in: bytes, searchFrom: bytes.count - 5) == bytes.count - 4)
        #expect(HTTPRequestHead.headEnd(in: Array("GET / HTTP/1.1\r\n".utf8)) == nil)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.0.0.1:8765", true), ("localhost", true), ("LocalHost:1", true), (nil, true),
        ("attacker.example", false), ("127.0.0.1.attacker.example", false), ("localhost.example:80", false), ("127.0.0.2", false),
        ("127.0.0.1:80x", false), ("127.0.0.1:", true), ("[::1]:8765", false), ("", false),
    ] as [(String?, Bool)])
    func onlyLoopbackHostNamesAreLocal(host: String?, local: Bool) {
        #expect(HTTPRequestHead.isLocalHost(host) == local, "\(host ?? "nil")")
    }

    /// What is sent in chunks is byte for byte what `LiveReload.inject` makes of the whole page,
    /// for a page larger than a chunk with the markers near chunk boundaries.
    @Test(arguments: [0, 1, 5, 7, 65_530, 65_536, 200_000])
    func streamedPageIsTheInjectedPage(padding: Int) throws {
        let head = "<!doctype html><html><head><meta http-equiv=\"Content-Security-Policy\" content=\"default-src &#39;none&#39;; script-src &#39;sha256-x&#39;\"></head><body>"
        let page = head + String(repeating: "p", count: padding) + "</body><!-- </body> in a comment --></body></html>\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-page-\(UUID().uuidString).html")
        try page.write(to: url, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let descriptor = open(url.path, O_RDONLY)
        defer { close(descriptor) }
        let stream = PageStream(descriptor: descriptor, size: page.utf8.count, isHTML: true, build: 3)
        var sent: [UInt8] = []
        #expect(stream.write { sent += $0; return true })
        let expected = Array(LiveReload.inject(into: Data(page.utf8), build: 3))
        #expect(sent == expected)
        #expect(stream.length == expected.count)
        // Not HTML: the bytes as they are.
        let plain = PageStream(descriptor: descriptor, size: page.utf8.count, isHTML: false, build: 3)
        sent = []
        #expect(plain.write { sent += $0; return true })
        #expect(sent == Array(page.utf8) && plain.length == page.utf8.count)
    }
}
