import DesignModel

/// A token or spec file as a line-numbered page, so findings and "defined here" links resolve
/// offline to the exact line (`#L17`). Text only; nothing in the file is interpreted.
struct SourcePage {
    let context: SiteContext

    func render(_ source: SiteSource) -> OutputFile {
        let path = SiteContext.sourcePagePath(source.path)
        return Layout(context: context).render(path: path, title: source.path, current: nil) { html, _ in
            html.element("p", [.class("eyebrow")], text: "Source")
            html.element("h1") { $0.element("code", text: source.path) }
            html.element("ol", [.class("source"), .label("Lines of \(source.path)"), .init("tabindex", "0")]) { list in
                var number = 0
                for line in SourcePage.lines(source.text) {
                    number += 1
                    list.element("li", [.id("L\(number)")]) { item in
                        if line.isEmpty { item.text(" ") } else { item.text(line) }
                    }
                }
            }
        }
    }

    /// The lines of `text` as the page numbers them: split at each line feed that is a character
    /// of its own (a CR LF pair is one character and does not split), without a final CR.
    /// Works on UTF-8 bytes: splitting by `Character` costs more than writing the page.
    static func lines(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        var lines: [Substring] = []
        var start = utf8.startIndex
        var previous: UInt8 = 0
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous != UInt8(ascii: "\r") {
                lines.append(Substring(utf8[start..<index]))
                start = utf8.index(after: index)
            }
            previous = byte
            index = utf8.index(after: index)
        }
        var last = Substring(utf8[start..<utf8.endIndex])
        if last.utf8.last == UInt8(ascii: "\r") { last = Substring(last.utf8.dropLast()) }
        lines.append(last)
        return lines
    }
}
