/// The head of an HTTP/1.x request as `kiln serve` reads it: the request line and the `Host`
/// header, and what to answer when they are not acceptable. A pure function of the bytes
/// received (fuzzed by `Fuzz/run.sh http`, unit-tested in `LiveServerTests`).
public struct HTTPRequestHead: Sendable, Equatable {
    public var method: String
    /// The request target as sent (`/colors.html?x`), not decoded.
    public var target: String
    /// The `Host` header's value, trimmed (nil when there is none).
    public var host: String?

    /// The most a request head may take; a longer one is refused (431).
    public static let maximumSize = 16 * 1024

    /// Why a head cannot be served, as the status line and a short body.
    public struct Refusal: Error, Sendable, Equatable {
        public var status: String
        public var message: String
        /// An extra header line (`Allow: GET, HEAD`), with its CRLF.
        public var extraHeader: String = ""
    }

    /// The byte offset just past the blank line ending the head in `bytes`, or nil when it has
    /// not arrived yet. Looks only at the last `previous + 3` bytes' worth on each call when
    /// `searchFrom` is the count before the latest read.
    public static func headEnd(in bytes: [UInt8], searchFrom: Int = 0) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var index = max(0, searchFrom - 3)
        while index + 3 < bytes.count {
            if bytes[index] == 13, bytes[index + 1] == 10, bytes[index + 2] == 13, bytes[index + 3] == 10 { return index + 4 }
            index += 1
        }
        return nil
    }

    /// Parses a complete head (up to and including its blank line; anything after is ignored).
    public static func parse(_ head: ArraySlice<UInt8>) -> Result<HTTPRequestHead, Refusal> {
        guard head.count <= maximumSize else {
            return .failure(Refusal(status: "431 Request Header Fields Too Large", message: "request head too large"))
        }
        // Lines end in CRLF (a bare LF is accepted, as most servers do).
        var lines: [ArraySlice<UInt8>] = []
        var start = head.startIndex
        var index = head.startIndex
        while index < head.endIndex {
            if head[index] == 10 {
                var end = index
                if end > start, head[end - 1] == 13 { end -= 1 }
                lines.append(head[start..<end])
                start = index + 1
                if lines.last!.isEmpty { break }
            }
            index += 1
        }
        let badRequest = Refusal(status: "400 Bad Request", message: "bad request")
        guard let requestLine = lines.first, !requestLine.isEmpty else { return .failure(badRequest) }
        // `METHOD SP TARGET SP HTTP/1.x`, printable ASCII only.
        guard requestLine.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return .failure(badRequest) }
        let parts = requestLine.split(separator: 0x20, omittingEmptySubsequences: false)
        guard parts.count == 3, !parts[0].isEmpty, !parts[1].isEmpty else { return .failure(badRequest) }
        let version = String(decoding: parts[2], as: UTF8.self)
        guard version == "HTTP/1.1" || version == "HTTP/1.0" else {
            return .failure(Refusal(status: "505 HTTP Version Not Supported", message: "HTTP/1.0 and HTTP/1.1 only"))
        }
        let method = String(decoding: parts[0], as: UTF8.self)
        let target = String(decoding: parts[1], as: UTF8.self)
        var host: String?
        for line in lines.dropFirst() where !line.isEmpty {
            // A bare CR inside a line (RFC 9112 §2.2): refused, so no header value carries one.
            guard !line.contains(13) else { return .failure(badRequest) }
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return .failure(badRequest) }
            let name = String(decoding: line[line.startIndex..<colon], as: UTF8.self)
            // No space before the colon (RFC 9112 §5.1: a request smuggling vector).
            guard !name.isEmpty, !name.contains(" "), !name.contains("\t") else { return .failure(badRequest) }
            if name.lowercased() == "host" {
                // Two Host headers: refused (RFC 9112 §3.2).
                guard host == nil else { return .failure(badRequest) }
                host = String(decoding: line[(colon + 1)...], as: UTF8.self).trimmingSpaces
            }
        }
        // HTTP/1.1 requires Host (RFC 9112 §3.2).
        if version == "HTTP/1.1", host == nil { return .failure(badRequest) }
        return .success(HTTPRequestHead(method: method, target: target, host: host))
    }

    /// True when `host` names this machine's loopback the way a browser on it does: `127.0.0.1`
    /// or `localhost` (any case), with any port or none (HTTP/1.0 may send none). Anything else
    /// is a name that reached 127.0.0.1 some other way, such as a page of another site whose
    /// DNS name was rebound to 127.0.0.1 to read the local preview.
    public static func isLocalHost(_ host: String?) -> Bool {
        guard let host else { return true }
        var name = Substring(host)
        if let colon = name.lastIndex(of: ":") {
            let port = name[name.index(after: colon)...]
            guard port.allSatisfy({ $0.isASCII && $0.isNumber }), port.count <= 5 else { return false }
            name = name[..<colon]
        }
        let lowered = name.lowercased()
        return lowered == "127.0.0.1" || lowered == "localhost"
    }
}

extension String {
    fileprivate var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
