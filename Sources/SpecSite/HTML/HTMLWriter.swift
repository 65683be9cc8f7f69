/// Builds HTML text that is escaped by construction: element and attribute names are static
/// strings written by Kiln, every piece of text and every attribute value goes through the
/// escaper, and URLs are `SiteURL`s, which can only be internal relative links. There is no way
/// to append unescaped text from a token or a spec.
///
/// It appends to one string (no intermediate tree), which keeps the 10k-token site fast.
struct HTMLWriter {
    private(set) var output: String

    init(capacity: Int = 4096) {
        output = ""
        output.reserveCapacity(capacity)
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
        output += "<"
        output += name.description
        for attribute in attributes {
            guard let value = attribute.value else { continue }
            output += " "
            output += attribute.name.description
            guard !attribute.isFlag else { continue }
            output += "=\""
            HTMLWriter.escape(value, into: &output, attribute: true)
            output += "\""
        }
        output += ">"
    }

    mutating func close(_ name: StaticString) {
        output += "</"
        output += name.description
        output += ">"
    }

    /// Escaped text.
    mutating func text(_ text: String) {
        HTMLWriter.escape(text, into: &output, attribute: false)
    }

    /// Markup Kiln wrote itself (static strings only: the doctype, inline SVG paths built from
    /// numbers), never text from a token or a spec.
    mutating func trusted(_ markup: StaticString) {
        output += markup.description
    }

    /// CSS or script text Kiln wrote itself (the site's stylesheet and script, and the page
    /// styles `PageStyles` formats from numbers and colors), inside `<style>`/`<script>`.
    /// Refuses anything that could close the element early.
    mutating func raw(_ text: String) {
        precondition(!text.contains("</"), "raw text must not contain an end tag")
        output += text
    }

    /// Markup another `HTMLWriter` produced (already escaped).
    mutating func append(_ fragment: HTMLFragment) {
        output += fragment.html
    }

    /// Numbers and other values whose characters need no escaping, checked.
    mutating func number(_ value: String) {
        precondition(value.utf8.allSatisfy { $0 == 0x2D || $0 == 0x2E || (0x30...0x39).contains($0) || $0 == 0x20 })
        output += value
    }

    static func escape(_ text: String, into output: inout String, attribute: Bool) {
        // Fast path: most strings need no escaping.
        if !text.utf8.contains(where: needsEscape) {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\t", "\n", "\r": output.unicodeScalars.append(scalar)
            // Control characters are not allowed in HTML text; show a replacement character.
            case "\u{0}"..."\u{1F}", "\u{7F}"..."\u{9F}": output += "\u{FFFD}"
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    @inline(__always) private static func needsEscape(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27, 0x7F: true
        case 0x09, 0x0A, 0x0D: false
        case 0xC2: true  // may start a C1 control (U+0080…U+009F); checked on the slow path
        default: byte < 0x20
        }
    }

    static func escaped(_ text: String) -> String {
        var output = ""
        escape(text, into: &output, attribute: true)
        return output
    }
}

/// Markup produced by an `HTMLWriter` (so already escaped), to be embedded in another.
struct HTMLFragment {
    let html: String

    static func build(_ body: (inout HTMLWriter) -> Void) -> HTMLFragment {
        var writer = HTMLWriter(capacity: 256)
        body(&writer)
        return HTMLFragment(html: writer.output)
    }
}
