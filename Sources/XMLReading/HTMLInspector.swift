import CLibXML2
import XMLAdapter

/// One problem in a page: parse errors, duplicate ids, broken links, unsafe markup.
public struct HTMLProblem: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}

/// What the HTML parser saw in one page: its problems and the ids, links, scripts and
/// attributes the site checker needs.
public struct HTMLDocumentFacts: Sendable {
    public struct Link: Sendable, Hashable {
        /// `href`, `src`, `action`, …
        public var attribute: String
        public var value: String
        public var line: Int
    }

    public struct Script: Sendable, Hashable {
        public var type: String?
        public var text: String
        public var line: Int
    }

    /// libxml2's parse errors (HTML5 element names it does not know are not errors).
    public var problems: [HTMLProblem] = []
    /// Every `id`, in document order (duplicates included).
    public var ids: [(id: String, line: Int)] = []
    public var links: [Link] = []
    public var scripts: [Script] = []
    /// Text of `<style>` elements.
    public var styles: [String] = []
    /// The `content` of `<meta http-equiv="Content-Security-Policy">`.
    public var contentSecurityPolicy: String?
    /// Event-handler attributes (`onerror`), `style` attributes and other markup the site never
    /// writes, as "element attribute" at a line.
    public var unsafeAttributes: [(String, Int)] = []
    /// Element names in document order (for tests).
    public var elements: [String] = []
}

/// The one place Kiln uses libxml2: parses a page with its HTML parser, collecting every error,
/// and reports ids, links and scripts. No C type crosses this API.
public enum HTMLInspector {
    /// Elements of HTML5 (and inline SVG) that libxml2's HTML 4 parser calls unknown.
    static let html5Elements: Set<String> = [
        "article", "aside", "audio", "bdi", "canvas", "data", "datalist", "details", "dialog", "figcaption", "figure",
        "footer", "header", "main", "mark", "meter", "nav", "output", "picture", "progress", "rp", "rt", "ruby", "search",
        "section", "slot", "source", "summary", "template", "time", "track", "video", "wbr", "svg", "path", "g", "circle",
        "rect", "line", "polyline", "polygon", "text", "title", "defs", "use", "symbol",
    ]

    private final class Collector {
        var file: String
        var problems: [HTMLProblem] = []
        init(file: String) { self.file = file }
    }

    public static func inspect(_ html: String, file: String) -> HTMLDocumentFacts {
        _ = LibXML2.ready
        var facts = HTMLDocumentFacts()
        let collector = Collector(file: file)
        let context = Unmanaged.passRetained(collector)
        defer { context.release() }
        guard let parser = htmlNewParserCtxt() else {
            facts.problems.append(HTMLProblem(file: file, line: 0, message: "cannot create an HTML parser"))
            return facts
        }
        defer { htmlFreeParserCtxt(parser) }
        xmlSetStructuredErrorFunc(context.toOpaque()) { userData, error in
            guard let userData, let error else { return }
            let collector = Unmanaged<Collector>.fromOpaque(userData).takeUnretainedValue()
            let code = Int(error.pointee.code)
            let message = error.pointee.message.map { String(cString: $0) }?.trimmingTrailingNewlines ?? "error \(code)"
            if code == Int(XML_HTML_UNKNOWN_TAG.rawValue), let tag = error.pointee.str1.map({ String(cString: $0).lowercased() }),
                HTMLInspector.html5Elements.contains(tag)
            {
                return
            }
            collector.problems.append(HTMLProblem(file: collector.file, line: Int(error.pointee.line), message: message))
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let options = Int32(HTML_PARSE_NONET.rawValue | HTML_PARSE_NOIMPLIED.rawValue)
        let bytes = Array(html.utf8)
        let document = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { pointer in
                htmlCtxtReadMemory(parser, pointer, Int32(buffer.count), file, "UTF-8", options)
            }
        }
        facts.problems = collector.problems
        guard let document else {
            facts.problems.append(HTMLProblem(file: file, line: 0, message: "the page could not be parsed"))
            return facts
        }
        defer { xmlFreeDoc(document) }
        var node = xmlDocGetRootElement(document)
        walk(&node, into: &facts)
        return facts
    }

    private static func walk(_ start: inout xmlNodePtr?, into facts: inout HTMLDocumentFacts) {
        var current = start
        while let node = current {
            if node.pointee.type == XML_ELEMENT_NODE {
                element(node, into: &facts)
                var child = node.pointee.children
                walk(&child, into: &facts)
            }
            current = node.pointee.next
        }
    }

    private static func element(_ node: xmlNodePtr, into facts: inout HTMLDocumentFacts) {
        let name = String(cString: node.pointee.name).lowercased()
        let line = Int(xmlGetLineNo(node))
        facts.elements.append(name)
        var attributes: [String: String] = [:]
        var attribute = node.pointee.properties
        while let current = attribute {
            let attributeName = String(cString: current.pointee.name).lowercased()
            let value = text(of: current.pointee.children)
            attributes[attributeName] = value
            if attributeName.hasPrefix("on") || attributeName == "style" || attributeName == "srcdoc" {
                facts.unsafeAttributes.append(("\(name) \(attributeName)", line))
            }
            switch attributeName {
            case "id": facts.ids.append((value, line))
            case "href", "src", "action", "formaction", "xlink:href", "poster", "data", "background", "cite", "srcset":
                facts.links.append(HTMLDocumentFacts.Link(attribute: attributeName, value: value, line: line))
            default: break
            }
            attribute = current.pointee.next
        }
        switch name {
        case "script", "style":
            let text = text(of: node.pointee.children)
            if name == "script" {
                facts.scripts.append(HTMLDocumentFacts.Script(type: attributes["type"], text: text, line: line))
            } else {
                facts.styles.append(text)
            }
        case "meta":
            if attributes["http-equiv"]?.lowercased() == "content-security-policy" { facts.contentSecurityPolicy = attributes["content"] }
        case "iframe", "object", "embed", "base", "frame", "applet":
            facts.unsafeAttributes.append(("\(name) element", line))
        default: break
        }
    }
}

extension HTMLInspector {
    /// The concatenated content of text, CDATA and entity-reference nodes in a sibling list
    /// (attribute values, script text), read in place: nothing to free.
    fileprivate static func text(of first: xmlNodePtr?) -> String {
        var result = ""
        var current = first
        while let node = current {
            if node.pointee.type == XML_TEXT_NODE || node.pointee.type == XML_CDATA_SECTION_NODE, let content = node.pointee.content {
                result += String(cString: content)
            } else if let children = node.pointee.children {
                result += text(of: children)
            }
            current = node.pointee.next
        }
        return result
    }
}

extension String {
    fileprivate var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
