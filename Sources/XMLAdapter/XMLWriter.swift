import CLibXML2

/// Writes XML documents with libxml2's `xmlTextWriter`, so escaping, encoding and well-formedness
/// are libxml2's (Android's resource files: `res/values/colors.xml`).
///
/// Comments are made safe first: XML forbids `--` inside a comment and characters below U+0020
/// other than tab and newline anywhere, so those are replaced rather than written broken.
public enum XMLWriter {
    public enum Failure: Error, Sendable, Equatable {
        /// libxml2 reported a failure in the named writer call.
        case writer(String)
    }

    /// The document: an XML declaration (version 1.0, UTF-8), the root element, a final newline;
    /// children indented by four spaces.
    public static func document(_ root: XMLElementValue, leadingComment: String? = nil) throws(Failure) -> [UInt8] {
        _ = LibXML2.ready
        guard let buffer = xmlBufferCreate() else { throw .writer("xmlBufferCreate") }
        defer { xmlBufferFree(buffer) }
        guard let writer = xmlNewTextWriterMemory(buffer, 0) else { throw .writer("xmlNewTextWriterMemory") }
        var freed = false
        defer { if !freed { xmlFreeTextWriter(writer) } }
        func check(_ result: Int32, _ call: String) throws(Failure) { if result < 0 { throw .writer(call) } }
        try check(xmlTextWriterSetIndent(writer, 1), "xmlTextWriterSetIndent")
        try check(xmlTextWriterSetIndentString(writer, "    "), "xmlTextWriterSetIndentString")
        try check(xmlTextWriterStartDocument(writer, "1.0", "utf-8", nil), "xmlTextWriterStartDocument")
        if let leadingComment { try check(xmlTextWriterWriteComment(writer, safeComment(leadingComment)), "xmlTextWriterWriteComment") }
        try write(root, to: writer)
        try check(xmlTextWriterEndDocument(writer), "xmlTextWriterEndDocument")
        // Freeing the writer flushes it into the buffer.
        xmlFreeTextWriter(writer)
        freed = true
        guard let content = xmlBufferContent(buffer) else { throw .writer("xmlBufferContent") }
        let count = Int(xmlBufferLength(buffer))
        return Array(UnsafeBufferPointer(start: content, count: count))
    }

    private static func write(_ element: XMLElementValue, to writer: xmlTextWriterPtr) throws(Failure) {
        func check(_ result: Int32, _ call: String) throws(Failure) { if result < 0 { throw .writer(call) } }
        if let comment = element.comment { try check(xmlTextWriterWriteComment(writer, safeComment(comment)), "xmlTextWriterWriteComment") }
        try check(xmlTextWriterStartElement(writer, element.name), "xmlTextWriterStartElement")
        for attribute in element.attributes {
            try check(xmlTextWriterWriteAttribute(writer, attribute.name, safeText(attribute.value)), "xmlTextWriterWriteAttribute")
        }
        if let text = element.text { try check(xmlTextWriterWriteString(writer, safeText(text)), "xmlTextWriterWriteString") }
        for child in element.children { try write(child, to: writer) }
        // An element without children closes on its own line only when it has some: Full keeps
        // `<color …>#fff</color>` on one line and never writes `<resources/>`.
        try check(xmlTextWriterFullEndElement(writer), "xmlTextWriterFullEndElement")
    }

    /// Text without the control characters XML 1.0 cannot hold.
    static func safeText(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0.value < 0x20 && $0 != "\t" && $0 != "\n" && $0 != "\r" ? " " : $0 }))
    }

    /// A comment's text: one line, no `--`, not ending in `-`, padded with spaces.
    static func safeComment(_ text: String) -> String {
        // Nearly every comment is one plain line: check its bytes before any rewriting.
        var previous: UInt8 = 0
        var plain = true
        for byte in text.utf8 {
            if byte < 0x20 || (byte == UInt8(ascii: "-") && previous == byte) {
                plain = false
                break
            }
            previous = byte
        }
        if plain, previous != UInt8(ascii: "-") { return " " + text + " " }
        var result = safeText(text).split(whereSeparator: \.isNewline).joined(separator: " ")
        while result.contains("--") { result = result.replacingOccurrences(of: "--", with: "- -") }
        if result.hasSuffix("-") { result += " " }
        return " " + result + " "
    }
}

extension String {
    fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
        split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
    }
}
