import CLibXML2
import XMLAdapter

/// Reads an XML document with libxml2's parser into `XMLElementValue`s, with every error libxml2
/// reports (line and message). For checking generated XML: no network, no entity expansion.
public enum XMLReader {
    public struct Result: Sendable {
        public var root: XMLElementValue?
        public var problems: [String]
        /// The `version` and `encoding` of the XML declaration, as libxml2 read them.
        public var version: String?
        public var encoding: String?
    }

    private final class Collector {
        var problems: [String] = []
    }

    public static func read(_ bytes: [UInt8], file: String = "document.xml") -> Result {
        _ = LibXML2.ready
        guard !bytes.isEmpty else { return Result(root: nil, problems: ["the document is empty"]) }
        let collector = Collector()
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        guard let parser = xmlNewParserCtxt() else { return Result(root: nil, problems: ["cannot create an XML parser"]) }
        defer { xmlFreeParserCtxt(parser) }
        xmlSetStructuredErrorFunc(context.toOpaque()) { userData, error in
            guard let userData, let error else { return }
            let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
            let message = error.pointee.message.map { String(cString: $0) } ?? "error \(error.pointee.code)"
            collector.problems.append("\(error.pointee.line): \(message.trimmingCharacters(in: "\n"))")
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(XML_PARSE_NONET.rawValue)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: max(buffer.count, 1)) { pointer in
                xmlCtxtReadMemory(parser, pointer, Int32(buffer.count), file, nil, options)
            }
        }
        guard let document else { return Result(root: nil, problems: collector.problems + ["the document could not be parsed"]) }
        defer { xmlFreeDoc(document) }
        let version = document.pointee.version.map { String(cString: $0) }
        let encoding = document.pointee.encoding.map { String(cString: $0) }
        let root = xmlDocGetRootElement(document).map(element)
        return Result(root: root, problems: collector.problems, version: version, encoding: encoding)
    }

    private static func element(_ node: xmlNodePtr) -> XMLElementValue {
        var result = XMLElementValue(String(cString: node.pointee.name), line: Int(xmlGetLineNo(node)))
        var attribute = node.pointee.properties
        while let current = attribute {
            let name = String(cString: current.pointee.name)
            // The value is the attribute's text children (entities already replaced).
            var value = ""
            var part = current.pointee.children
            while let text = part {
                if let content = text.pointee.content { value += String(cString: content) }
                part = text.pointee.next
            }
            result.attributes.append((name, value))
            attribute = current.pointee.next
        }
        var text = ""
        var pendingComment: String?
        var child = node.pointee.children
        while let current = child {
            switch current.pointee.type {
            case XML_ELEMENT_NODE:
                var element = element(current)
                element.comment = pendingComment
                pendingComment = nil
                result.children.append(element)
            case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
                if let content = current.pointee.content { text += String(cString: content) }
            case XML_COMMENT_NODE:
                pendingComment = current.pointee.content.map { String(cString: $0) }
            default: break
            }
            child = current.pointee.next
        }
        let trimmed = text.trimmingCharacters(in: " \n\t\r")
        if !trimmed.isEmpty || result.children.isEmpty { result.text = trimmed }
        return result
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let scalars = Set(set.unicodeScalars)
        var view = Substring(self).unicodeScalars
        while let first = view.first, scalars.contains(first) { view.removeFirst() }
        while let last = view.last, scalars.contains(last) { view.removeLast() }
        return String(view)
    }
}
