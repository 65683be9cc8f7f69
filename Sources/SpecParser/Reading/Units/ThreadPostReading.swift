import DesignModel
import MarkdownSource

/// `**10/14**` over `The FAB. New entry.` and its list: a social thread pasted post by post.
/// The counter numbers the post (it is no type size), and a short title sentence opening the
/// post names the element the post is about, up to the next post.
enum ThreadPostReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "thread-post", title: "Threads pasted post by post",
        summary: "A paragraph opening with a bold post counter (`**10/14**`, `**🧵 3/8**`) starts a post of a thread: the counter is not a size. When the post's first sentence is a short title with no values (`The FAB.`, `Tab bar.`, `Month headers.`), the post is about that element: its sentences and its list (`- Fill: Primary Coral #FF6B6B`) are read into it, up to the next post.",
        examples: [
            SpecReadingExample(
                """
                # Timeline teardown

                Canvas: Off-White #F9FAFB

                **10/14**
                The FAB. New entry.
                - Size: 56 × 56pt, the whole circle is the hit area
                - Fill: Primary Coral #FF6B6B
                - Glyph: 32pt plus, White

                **11/14**
                Tab bar. Timeline is tab 1 of 4.
                - Labels: Caption 2 11pt, Secondary Gray #636E72
                """,
                facts: ["target FAB: 56×56", "text Tab bar: #636E72 on #F9FAFB (light)", "text size Tab bar: 11"],
                absent: ["text size FAB: 10"]),
        ])

    /// True for a line that is only a bold post counter (`**10/14**`, `**🧵 3/8**`).
    static func isPostCounter(_ raw: Substring) -> Bool {
        // Most lines are no counter: a byte check for `**` opening the line and `/` in it.
        let bytes = raw.utf8.drop { $0 == 0x20 || $0 == 0x09 }
        guard bytes.starts(with: [0x2A, 0x2A]), bytes.contains(0x2F) else { return false }
        var text = raw.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("**"), text.hasSuffix("**"), text.count > 4 else { return false }
        text = String(text.dropFirst(2).dropLast(2)).filter { $0.isASCII }.trimmingCharacters(in: .whitespaces)
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let post = Int(parts[0].trimmingCharacters(in: .whitespaces)), let total = Int(parts[1].trimmingCharacters(in: .whitespaces)) else {
            return false
        }
        return post >= 1 && post <= total && total <= 200
    }

    /// Words dropped around a post's title (`The nav bar first.` → `nav bar`).
    static let titleFillers: Set<String> = ["the", "a", "an", "our", "first", "next", "now", "again", "then", "finally", "also", "and"]

    /// The element a post's title sentence names (`The FAB.` → `FAB`); nil when the sentence is
    /// no short title.
    static func title(_ sentence: String) -> String? {
        let trimmed = sentence.trimmingCharacters(in: .whitespaces)
        guard let last = trimmed.last, last == "." else { return nil }
        var words = trimmed.dropLast().split(separator: " ").map(String.init)
        while let first = words.first, titleFillers.contains(first.lowercased()) { words.removeFirst() }
        while let final = words.last, titleFillers.contains(final.lowercased()) { words.removeLast() }
        guard !words.isEmpty, words.count <= 4, words.allSatisfy({ word in word.allSatisfy { $0.isLetter || $0 == "-" } }) else { return nil }
        return words.joined(separator: " ")
    }
}

extension DocumentBuilder {
    /// A post of a pasted thread (`ThreadPostReading`): the element its title names, if any, and
    /// the post's lines after the counter; nil when the block opens no post.
    func threadPost(_ block: MarkdownNode) -> (label: Subject?, lines: [(number: Int, raw: Substring)])? {
        guard case .paragraph = block.kind else { return nil }
        let range = draft.lines.range(of: block)
        guard let first = draft.lines.line(range.start.line), ThreadPostReading.isPostCounter(first) else { return nil }
        let last = max(range.start.line, block.range.end.line)
        let lines: [(number: Int, raw: Substring)] = range.start.line < last
            ? ((range.start.line + 1)...last).compactMap { number in draft.lines.line(number).map { (number: number, raw: $0) } } : []
        guard let opening = lines.first else { return (nil, []) }
        let text = Fragment.plain(opening.raw)
        let sentence = text.textRange(of: ". ").map { String(text[..<$0.lowerBound]) + "." } ?? text
        guard let name = ThreadPostReading.title(sentence), roleLexer.spans(in: sentence).isEmpty, !keyRoles(name).isRole, qualifierKey(name) == nil else {
            return (nil, lines)
        }
        var label = Subject(kind: .element, name: name, level: 0, range: draft.lines.lineRange(opening.number), parent: nil, node: nil)
        label.isElementLabel = true
        return (label, lines)
    }
}
