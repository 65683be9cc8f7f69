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
                for line in source.text.split(separator: "\n", omittingEmptySubsequences: false) {
                    number += 1
                    var text = Substring(line)
                    if text.hasSuffix("\r") { text = text.dropLast() }
                    list.element("li", [.id("L\(number)")], text: text.isEmpty ? " " : String(text))
                }
            }
        }
    }
}
