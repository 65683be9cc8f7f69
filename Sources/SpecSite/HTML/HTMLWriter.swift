/// Builds HTML text that is escaped by construction: element and attribute names are static
/// strings written by Kiln, every piece of text and every attribute value goes through the
/// escaper, and URLs are `SiteURL`s, which can only be internal relative links. There is no way
/// to append unescaped text from a token or a spec.
///
/// It appends UTF-8 bytes to one array (no intermediate tree, no `String` appends, which
/// re-validate and re-count on every call): a large set's site writes megabytes of markup.
struct HTMLWriter {
    /// The markup written so far, as UTF-8.
    private(set) var bytes: [UInt8]

    /// The markup as a string (tests and small fragments).
    var output: String { String(decoding: bytes, as: UTF8.self) }

    init(capacity: Int = 4096) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// An attribute: a static name and an escaped value (nil values are left out).
    struct Attribute {
        let name: StaticString
        let value: String?
        let isFlag: Bool

        init(_ name: StaticString, _ value: String?) {
            self.name = name
            self.value = value
            self.isFlag = false
        }

        private init(flag name: StaticString, on: Bool) {
            self.name = name
            self.value = on ? "" : nil
            self.isFlag = true
        }

        /// A boolean attribute (`hidden`), written without a value when true.
        static func flag(_ name: StaticString, _ on: Bool = true) -> Attribute { Attribute(flag: name, on: on) }
        static func `class`(_ value: String?) -> Attribute { Attribute("class", value) }
        static func id(_ value: String?) -> Attribute { Attribute("id", value) }
        static func href(_ url: SiteURL) -> Attribute { Attribute("href", url.value) }
        static func label(_ value: String?) -> Attribute { Attribute("aria-label", value) }
    }

    /// `<name attributes>…</name>`.
    mutating func element(_ name: StaticString, _ attributes: [Attribute] = [], _ body: (inout HTMLWriter) -> Void) {
        open(name, attributes)
        body(&self)
        close(name)
    }

    /// `<name attributes>text</name>`.
    mutating func element(_ name: StaticString, _ attributes: [Attribute] = [], text: String) {
        open(name, attributes)
        self.text(text)
        close(name)
    }

    /// A void element (`<meta>`, `<input>`, `<br>`): no content, no end tag.
    mutating func void(_ name: StaticString, _ attributes: [Attribute] = []) {
        open(name, attributes)
    }

    mutating func open(_ name: StaticString, _ attributes: [Attribute] = []) {
        bytes.append(UInt8(ascii: "<"))
        append(name)
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            bytes.append(UInt8(ascii: " "))
            append(attribute.name)
            guard !attribute.isFlag else { continue }
            bytes.append(UInt8(ascii: "="))
            bytes.append(UInt8(ascii: "\""))
            HTMLWriter.escape(value, into: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: ">"))
    }

    mutating func close(_ name: StaticString) {
        bytes.append(UInt8(ascii: "<"))
        bytes.append(UInt8(ascii: "/"))
        append(name)
        bytes.append(UInt8(ascii: ">"))
    }

    /// Escaped text.
    mutating func text(_ text: String) {
        HTMLWriter.escape(text, into: &bytes)
    }

    /// Escaped text given as UTF-8 (a line of a source file), without making a string of it
    /// first. The bytes must be valid UTF-8, as any slice of a `String` cut at ASCII bytes is.
    mutating func text(utf8: UnsafeBufferPointer<UInt8>) {
        HTMLWriter.escape(utf8, into: &bytes)
    }

    /// Markup Kiln wrote itself (static strings only: the doctype, inline SVG paths built from
    /// numbers), never text from a token or a spec.
    mutating func trusted(_ markup: StaticString) {
        append(markup)
    }

    /// CSS or script text Kiln wrote itself (the site's stylesheet and script, and the page
    /// styles `PageStyles` formats from numbers and colors), inside `<style>`/`<script>`.
    /// Refuses anything that could close the element early.
    mutating func raw(_ text: String) {
        var text = text
        text.withUTF8 { raw($0) }
    }

    /// `raw` for text already in UTF-8 (the search index).
    mutating func raw(_ utf8: UnsafeBufferPointer<UInt8>) {
        precondition(!HTMLWriter.containsEndTag(utf8), "raw text must not contain an end tag")
        bytes.append(contentsOf: utf8)
    }

    /// Puts `prefix` before and `suffix` after everything written so far, in this writer's own
    /// buffer (moved up in place when it has room, which it usually has after growing).
    mutating func wrap(prefix: HTMLWriter, suffix: HTMLWriter) {
        bytes.replaceSubrange(0..<0, with: prefix.bytes)
        bytes.append(contentsOf: suffix.bytes)
    }

    /// Markup another `HTMLWriter` produced (already escaped).
    mutating func append(_ fragment: HTMLFragment) {
        bytes.append(contentsOf: fragment.bytes)
    }

    /// Numbers and other values whose characters need no escaping, checked.
    mutating func number(_ value: String) {
        precondition(value.utf8.allSatisfy { $0 == 0x2D || $0 == 0x2E || (0x30...0x39).contains($0) || $0 == 0x20 })
        bytes.append(contentsOf: value.utf8)
    }

    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Whether `</` occurs in `utf8`.
    static func containsEndTag(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        guard utf8.count > 1 else { return false }
        for index in 0..<(utf8.count - 1) where utf8[index] == UInt8(ascii: "<") && utf8[index + 1] == UInt8(ascii: "/") {
            return true
        }
        return false
    }

    static func escape(_ text: String, into output: inout [UInt8]) {
        var text = text
        text.withUTF8 { escape($0, into: &output) }
    }

    /// Appends `utf8` with `&<>"'` as entities and control characters (C0 but tab, newline and
    /// carriage return; DEL; C1) as U+FFFD, which HTML does not allow in text. Runs that need no
    /// escaping (nearly all text) are copied in one piece.
    static func escape(_ utf8: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var runStart = 0
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard needsEscape(byte) else {
                index += 1
                continue
            }
            var width = 1
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case 0xC2:
                // U+0080…U+009F are C2 80…C2 9F; other characters starting with C2 stay.
                guard index + 1 < utf8.count, (0x80...0x9F).contains(utf8[index + 1]) else {
                    index += 1
                    continue
                }
                width = 2
                replacement = "\u{FFFD}"
            default: replacement = "\u{FFFD}"
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
            replacement.withUTF8Buffer { output.append(contentsOf: $0) }
            index += width
            runStart = index
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    /// Bit n set: byte n (below 64) needs escaping — the C0 controls but tab (9), line feed (10)
    /// and carriage return (13), and `"` `&` `'` `<` `>` (0x22, 0x26, 0x27, 0x3C, 0x3E). A
    /// literal, so the test is one shift per byte: this runs over every byte of the site.
    private static let escapedBelow64: UInt64 = 0x5000_00C4_FFFF_D9FF

    @inline(__always) private static func needsEscape(_ byte: UInt8) -> Bool {
        if byte < 64 { return escapedBelow64 >> UInt64(byte) & 1 != 0 }
        return byte == 0x7F || byte == 0xC2  // DEL; C2 may start a C1 control (U+0080…U+009F)
    }

    static func escaped(_ text: String) -> String {
        var output: [UInt8] = []
        escape(text, into: &output)
        return String(decoding: output, as: UTF8.self)
    }
}

/// Markup produced by an `HTMLWriter` (so already escaped), to be embedded in another.
struct HTMLFragment {
    let bytes: [UInt8]

    static func build(_ body: (inout HTMLWriter) -> Void) -> HTMLFragment {
        var writer = HTMLWriter(capacity: 256)
        body(&writer)
        return HTMLFragment(bytes: writer.bytes)
    }
}

extension Array where Element == HTMLWriter.Attribute {
    /// A table's scrolling box: reachable by keyboard (a narrow screen scrolls it sideways)
    /// and named for screen readers.
    static func tableWrap(_ label: String) -> [HTMLWriter.Attribute] {
        [.class("table-wrap"), .init("tabindex", "0"), .init("role", "group"), .label(label)]
    }
}
