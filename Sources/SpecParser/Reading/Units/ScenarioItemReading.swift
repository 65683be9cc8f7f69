/// `**Scenario: Entry too long (light theme)**` over its steps as list items: the steps are read
/// in the mode the scenario's title or a `Given` step names, as a fenced Gherkin block's are.
enum ScenarioItemReading: ItemReading {
    static let description = SpecReadingDescription(
        id: "scenario-item", title: "Scenarios written as lists",
        summary: "A list item keyed `Scenario:` (or `Scenario Outline:`) whose steps are its sub-items reads each step in the mode its title names (`Entry too long (light theme)`) or a `Given` step sets (`Given the device is in dark theme`), and in the state its title or a `When` step puts the element in (`When the user focuses the field`, `Entry too long`: an error); the steps are read as any item would be.",
        examples: [
            SpecReadingExample(
                """
                ## Entry field

                Canvas: White #FFFFFF / Background Black #1A1D1F

                - **Scenario: Entry too long (light theme)**
                  - Given the device is in light theme
                  - And the helper text is 12sp Regular, Error Red #D63031
                """,
                facts: ["text helper: #D63031 on #FFFFFF (light error)"], absent: ["text helper: #D63031 on #1A1D1F (dark error)"]),
        ])

    static let keys: Set<String> = ["scenario", "scenario outline", "szenario", "scénario", "escenario", "cenário", "scenariusz"]

    static func read(_ item: RawItem, _ context: ItemContext, _ builder: inout DocumentBuilder) -> Bool {
        guard let key = item.key, keys.contains(Normalize.name(key)), !item.children.isEmpty else { return false }
        var mode = builder.roleAssigner.mode(in: Fragment(text: item.value, line: item.range.start.line, column: 1))
        for child in item.children where mode == nil && child.text.lowercased().hasPrefix("given") && builder.roleLexer.spans(in: child.text).isEmpty {
            mode = builder.roleAssigner.mode(in: Fragment(text: child.text, line: child.range.start.line, column: 1))
        }
        var state = GherkinStepReading.state(in: item.value)
        for child in item.children where state == nil && child.text.lowercased().hasPrefix("when") { state = GherkinStepReading.state(in: child.text) }
        for child in item.children { builder.readItem(child, subject: context.subject, mode: mode ?? context.mode, state: state ?? context.state) }
        return true
    }
}
