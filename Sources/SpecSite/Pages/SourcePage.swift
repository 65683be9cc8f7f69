import DesignModel

/// A token or spec file as a line-numbered page, so findings and "defined here" links resolve
/// offline to the exact line (`#L17`). Text only; nothing in the file is interpreted.
struct SourcePage {
    let context: SiteContext

    func render(_ source: SiteSource) -> OutputFile {
        let path = SiteContext.sourcePagePath(source.path)
        SiteDependencyRecorder.record(.source(source.path))
        return Layout(context: context).render(path: path, title: source.path, current: nil) { html, _ in
            html.element("p", [.class("eyebrow")], text: "Source")
            html.element("h1") { $0.element("code", text: source.path) }
            html.element("ol", [.class("source"), .label("Lines of \(source.path)"), .init("tabindex", "0")]) { list in
                var number = 0
                SourcePage.forEachLine(source.text) { line in
                    number += 1
                    list.element("li", [.id("L" + String(number))]) { item in
                        if line.isEmpty { item.text(" ") } else { item.text(utf8: line) }
                    }
                }
            }
        }
    }

    /// Calls `body` with each line of `text` (UTF-8), numbered as diagnostics number them
    /// (`SourceLines`): split at every line feed, without a line's final carriage return, so a
    /// CR LF file gets one item per line and `#L17` is line 17. Scans bytes: splitting by
    /// `Character` costs more than writing the page (and takes CR LF for one character).
    static func forEachLine(_ text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            func emit(upTo end: Int) {
                let trimmed = end > start && utf8[end - 1] == UInt8(ascii: "\r") ? end - 1 : end
                body(UnsafeBufferPointer(rebasing: utf8[start..<trimmed]))
            }
            for index in utf8.indices where utf8[index] == UInt8(ascii: "\n") {
                emit(upTo: index)
                start = index + 1
            }
            emit(upTo: utf8.count)
        }
    }
}
