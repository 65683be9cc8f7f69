/// A link target inside the site: a page path relative to the site root and an optional
/// fragment, written relative to the page that links to it. Nothing else can become a URL, so
/// spec text can never produce `javascript:` or external links (those are shown as text).
struct SiteURL: Hashable {
    /// The value of the `href` attribute.
    let value: String

    private init(value: String) { self.value = value }

    /// A link from the page at `from` (root-relative path such as `screens/welcome.html`) to
    /// `page` (root-relative), with an optional fragment (an id made by `Anchor`).
    static func link(from: String, to page: String, fragment: String? = nil) -> SiteURL {
        let samePage = page == from
        let depth = samePage ? 0 : from.utf8.count { $0 == UInt8(ascii: "/") }
        let length = (samePage ? 0 : depth * 3 + page.utf8.count) + (fragment.map { 1 + $0.utf8.count } ?? 0)
        guard length > 0 else { return SiteURL(value: "#") }
        // Written into the string's own storage: every token link on the site comes here.
        let text = String(unsafeUninitializedCapacity: length) { buffer in
            var offset = 0
            func put(_ text: String) {
                var text = text
                text.withUTF8 { utf8 in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[offset..<(offset + utf8.count)]).initialize(fromContentsOf: utf8)
                    offset += utf8.count
                }
            }
            if !samePage {
                for _ in 0..<depth { put("../") }
                put(page)
            }
            if let fragment {
                put("#")
                put(fragment)
            }
            return offset
        }
        precondition(SiteURL.isSafeRelative(text), "unsafe site URL \(text)")
        return SiteURL(value: text)
    }

    /// A fragment on the same page.
    static func fragment(_ id: String) -> SiteURL {
        precondition(SiteURL.isSafeRelative("#" + id))
        return SiteURL(value: "#" + id)
    }

    /// Only characters Kiln's own paths and anchors use: letters, digits, `._-/#`.
    static func isSafeRelative(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.first != UInt8(ascii: "/") else { return false }
            for byte in utf8 {
                switch byte {
                case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "/"),
                    UInt8(ascii: "#"):
                    continue
                default: return false
                }
            }
            return true
        }
    }
}

/// Stable, unique, URL-safe ids (HTML anchors and file names) from any text.
enum Anchor {
    /// A token's anchor: its path when that contains a dot (so it cannot collide with the
    /// site's own ids, which never do), else `token-` + path. Characters outside
    /// `[A-Za-z0-9.-]` are written `_XX` per UTF-8 byte, which keeps the mapping one-to-one.
    static func token(_ path: String) -> String {
        let encoded = encode(path)
        return path.utf8.contains(UInt8(ascii: ".")) ? encoded : "token-" + encoded
    }

    /// A readable slug (`Welcome Screen` → `welcome-screen`) for page names and section ids;
    /// not one-to-one, so callers make slugs unique with `Slugger`.
    static func slug(_ text: String) -> String {
        var result = ""
        var pendingDash = false
        for scalar in text.lowercased().unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                if pendingDash, !result.isEmpty { result += "-" }
                pendingDash = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingDash = true
            }
            if result.utf8.count >= 60 { break }
        }
        return result.isEmpty ? "item" : result
    }

    static func encode(_ text: String) -> String {
        // Token paths almost never need encoding: return them as they are.
        var contiguous = text
        return contiguous.withUTF8 { utf8 in
            guard !utf8.allSatisfy(isKept) else { return text }
            let digits: StaticString = "0123456789ABCDEF"
            var result: [UInt8] = []
            result.reserveCapacity(utf8.count * 3)
            for byte in utf8 {
                if isKept(byte) {
                    result.append(byte)
                } else {
                    result.append(UInt8(ascii: "_"))
                    result.append(digits.utf8Start[Int(byte >> 4)])
                    result.append(digits.utf8Start[Int(byte & 15)])
                }
            }
            return String(decoding: result, as: UTF8.self)
        }
    }

    @inline(__always) private static func isKept(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, UInt8(ascii: "."), UInt8(ascii: "-"): true
        default: false
        }
    }
}

/// Makes slugs unique within one scope by appending `-2`, `-3`, … in order of first use.
struct Slugger {
    private var used: Set<String> = []

    init(reserved: [String] = []) { used = Set(reserved) }

    mutating func unique(_ text: String) -> String {
        let base = Anchor.slug(text)
        var candidate = base
        var counter = 2
        while used.contains(candidate) {
            candidate = "\(base)-\(counter)"
            counter += 1
        }
        used.insert(candidate)
        return candidate
    }
}
