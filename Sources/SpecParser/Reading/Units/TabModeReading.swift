import DesignModel

/// `<TabItem value="dark" label="Dark">` in an MDX page (Docusaurus, Storybook Docs): the tab's
/// tables and lists are that mode's values, up to the tab's closing tag.
enum TabModeReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "tab-mode", title: "Tabs per mode in MDX pages",
        summary: "An MDX tab (`<TabItem value=\"dark\" label=\"Dark\">`, `<Tab title=\"Light\">`) or a disclosure (`<details><summary>Dark mode</summary>`) whose value, label, title or summary names a mode holds that mode's values, up to its closing tag (`</TabItem>`, `</details>`); a tab naming no mode ends the one before.",
        examples: [
            SpecReadingExample(
                """
                ## Journal field

                Canvas: White #FFFFFF (light), Background Black #1A1D1F (dark)

                <Tabs groupId="color-mode">
                <TabItem value="dark" label="Dark">

                - Helper text: Error Red (dark) #E74C3C

                </TabItem>
                </Tabs>
                """,
                facts: ["text Helper text: #E74C3C on #1A1D1F (dark)"],
                absent: ["text Helper text: #E74C3C on #FFFFFF (light)"]),
        ])

    static let tags = ["<tabitem", "<tab ", "<tabs.tab", "<tabpanel", "<tab>", "<details"]
    static let closings = ["</tabitem>", "</tab>", "</tabs.tab>", "</tabpanel>", "</tabs>", "</details>"]
    /// The tags of tabs themselves, opening or closing.
    static let tabTags = tags + closings + ["<summary", "<tabs"]

    /// Whether an HTML block holds tags besides its tabs' own (`<spec-row …/>` after `<tab …>`).
    static func holdsMore(_ html: String) -> Bool {
        html.split(separator: "\n").contains { (line: Substring) -> Bool in
            let lower = String(line).trimmed.lowercased()
            return lower.hasPrefix("<") && !tabTags.contains { lower.hasPrefix($0) }
        }
    }

    /// The tab an HTML block leaves open: nil when it opens or closes none; `.some(nil)` when it
    /// closes one (or opens one naming no mode); else the words of the open tab's attributes.
    static func tab(in html: String) -> String?? {
        let lower = html.lowercased()
        let opening = tags.compactMap { lower.textRange(of: $0, backwards: true) }.max { $0.lowerBound < $1.lowerBound }
        let closing = closings.compactMap { lower.textRange(of: $0, backwards: true) }.max { $0.lowerBound < $1.lowerBound }
        guard opening != nil || closing != nil else { return nil }
        guard let opening, closing.map({ $0.lowerBound < opening.lowerBound }) ?? true else { return .some(nil) }
        let tag = lower[opening.lowerBound...].prefix { $0 != ">" }
        var words: [String] = []
        // `<details><summary>Dark mode</summary>` (a Notion toggle, a GitHub disclosure): the summary names it.
        if tag.hasPrefix("<details"), let open = lower.textRange(of: "<summary>", in: opening.upperBound..<lower.endIndex) {
            let close = lower.textRange(of: "</summary>", in: open.upperBound..<lower.endIndex)?.lowerBound ?? lower.endIndex
            words.append(String(lower[open.upperBound..<close]).trimmed)
        }
        for attribute in ["value=", "label=", "title=", "name=", "id="] {
            guard let found = tag.textRange(of: attribute) else { continue }
            let rest = tag[found.upperBound...]
            guard let quote = rest.first, quote == "\"" || quote == "'" else { continue }
            words.append(String(rest.dropFirst().prefix { $0 != quote }))
        }
        return .some(words.joined(separator: " "))
    }
}
