import Foundation
import SpecSite

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of the site folder sent in chunks, with the live-reload script put into HTML pages on
/// the way (`LiveReload.inject`'s two edits: the script before the last `</body>`, and the
/// page's content security policy widened for it), so that a connection holds one chunk, never
/// the whole page (a large set's colors page is many megabytes, held as long as a slow reader
/// takes).
///
/// The edits are found by reading the page's head (up to `</head>`) and its tail (back to the
/// last `</body>`) in chunks; the length sent is known before the first byte goes out. Pages
/// are replaced by renaming (the output writer's rule), so the open file stays the version
/// whose edits were computed.
package struct PageStream {
    static let chunkSize = 64 * 1024

    /// A replacement: `removing` bytes at `offset` of the file become `inserting`.
    struct Edit: Equatable {
        var offset: Int
        var removing: Int
        var inserting: [UInt8]
    }

    let descriptor: Int32
    let size: Int
    let edits: [Edit]

    /// Bytes sent in all.
    package var length: Int { size + edits.reduce(0) { $0 + $1.inserting.count - $1.removing } }

    /// For the open regular file `descriptor` of `size` bytes; HTML pages get the reload edits
    /// for build `build`.
    package init(descriptor: Int32, size: Int, isHTML: Bool, build: Int) {
        self.descriptor = descriptor
        self.size = size
        edits = isHTML ? Self.reloadEdits(descriptor, size: size, build: build) : []
    }

    /// Writes the file with its edits through `send` (false: the client went away); false when
    /// it stopped early.
    package func write(_ send: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        var buffer = [UInt8](repeating: 0, count: Self.chunkSize)
        var position = 0
        func copy(upTo end: Int) -> Bool {
            while position < end {
                let wanted = min(Self.chunkSize, end - position)
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(position)) }
                if count < 0, errno == EINTR { continue }
                // The file shrank under us (never for a renamed-in page): stop; the length is wrong.
                guard count > 0 else { return false }
                guard buffer.withUnsafeBytes({ send(UnsafeRawBufferPointer(rebasing: $0[0..<count])) }) else { return false }
                position += count
            }
            return true
        }
        for edit in edits {
            guard copy(upTo: edit.offset) else { return false }
            guard edit.inserting.withUnsafeBytes(send) else { return false }
            position += edit.removing
        }
        return copy(upTo: size)
    }

    // MARK: - Finding the edits

    private static func reloadEdits(_ descriptor: Int32, size: Int, build: Int) -> [Edit] {
        guard let bodyEnd = lastOccurrence(of: Array("</body>".utf8), in: descriptor, size: size) else { return [] }
        let script = LiveReload.script(build: build)
        var edits = [Edit(offset: bodyEnd, removing: 0, inserting: Array("<script>\(script)</script>".utf8))]
        // The policy in the page's head, its quotes written as `'` or as `&#39;`.
        let head = headBytes(descriptor, size: min(size, bodyEnd))
        for quote in ["&#39;", "'"] {
            let policyStart = Array("content=\"default-src \(quote)none\(quote); script-src ".utf8)
            guard let offset = firstOccurrence(of: policyStart, in: head) else { continue }
            let hash = SHA256Hasher.cspSource(script).replacingOccurrences(of: "'", with: quote)
            let replacement = "content=\"default-src \(quote)none\(quote); connect-src \(quote)self\(quote); script-src \(hash) "
            edits.insert(Edit(offset: offset, removing: policyStart.count, inserting: Array(replacement.utf8)), at: 0)
            break
        }
        return edits
    }

    /// The bytes up to the first `</head>` (at most 256 KiB: a page's head is far smaller).
    private static func headBytes(_ descriptor: Int32, size: Int) -> [UInt8] {
        let limit = min(size, 256 * 1024)
        var bytes: [UInt8] = []
        let marker = Array("</head>".utf8)
        var buffer = [UInt8](repeating: 0, count: chunkSize)
        while bytes.count < limit {
            let wanted = min(chunkSize, limit - bytes.count)
            let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress!, wanted, off_t(bytes.count)) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            let searchFrom = max(0, bytes.count - marker.count)
            bytes += buffer[0..<count]
            if let end = firstOccurrence(of: marker, in: bytes, from: searchFrom) { return Array(bytes[0..<end]) }
        }
        return bytes
    }

    /// The offset of the last `marker` in the file, read backwards in chunks.
    private static func lastOccurrence(of marker: [UInt8], in descriptor: Int32, size: Int) -> Int? {
        var end = size
        var buffer = [UInt8](repeating: 0, count: chunkSize + marker.count)
        while end > 0 {
            let start = max(0, end - chunkSize)
            // The chunk plus the start of the one after it, for a marker across the boundary.
            let length = min(size, end + marker.count - 1) - start
            var read = 0
            while read < length {
                let count = buffer.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress! + read, length - read, off_t(start + read)) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return nil }
                read += count
            }
            var index = length - marker.count
            while index >= 0 {
                if buffer[index] == marker[0], Array(buffer[index..<(index + marker.count)]) == marker { return start + index }
                index -= 1
            }
            end = start
        }
        return nil
    }

    static func firstOccurrence(of marker: [UInt8], in bytes: [UInt8], from start: Int = 0) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var index = start
        while index + marker.count <= bytes.count {
            if bytes[index] == marker[0], bytes[index..<(index + marker.count)].elementsEqual(marker) { return index }
            index += 1
        }
        return nil
    }
}
