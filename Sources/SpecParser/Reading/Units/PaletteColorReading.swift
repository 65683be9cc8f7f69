import DesignModel

/// `Fill: the emotion color at 15%`, `Label: White on the emotion color`: a categorical palette
/// of the token files (`$extensions.kiln.palette: categorical`, as `color.emotion` is) named as
/// one color stands for each of its members in turn, the way a `| Variant | Emotion color |`
/// table binds it. Without such a table the element is drawn once per member, each a variant
/// named after it, so a white label that fails on the yellow member is found.
enum PaletteColorReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "palette-color", title: "A palette named as one color",
        summary: "A categorical palette of the token files (its group says `palette: categorical`, as `color.emotion` does) written as one color — `the emotion color`, `emotion colour at 20%` — stands for each of its members: the element that uses it is drawn once per member, as a variant named after the member (`variant Excited`), unless a `| Variant | Emotion color |` table binds it.",
        examples: [
            SpecReadingExample(
                """
                ## Mood chip

                Canvas: White #FFFFFF

                - Background: the emotion color
                - Text: White #FFFFFF
                """,
                facts: ["text Mood chip: #FFFFFF on #FDCB6E (light)", "text Mood chip: #FFFFFF on #6C5CE7 (light)"]),
        ])

    /// The variables the palettes of the token files give a document that names them: `emotion
    /// color` and `emotion colour`, each with its palette's key.
    static func variables(in text: String, index: TokenIndex) -> [String: String] {
        var out: [String: String] = [:]
        let palettes = index.categoricalPalettes.keys
        // Most documents name no palette: the text is lowercased only for one that does.
        guard palettes.contains(where: { text.containsText($0) || text.containsText($0.prefix(1).uppercased() + $0.dropFirst()) }) else { return out }
        let lowercasedText = text.lowercasedFast()
        for palette in palettes where lowercasedText.containsText(palette) {
            for noun in ["color", "colour"] where lowercasedText.containsText(palette + " " + noun) {
                out[palette + " " + noun] = palette
            }
        }
        return out
    }
}

extension DocumentBuilder {
    /// Each node drawing a palette variable no variant table binds gets one variant per member
    /// of the palette, binding the variable to that member's token.
    mutating func bindPaletteVariables() {
        guard !draft.paletteVariables.isEmpty else { return }
        let bound = draft.nodes.reduce(into: Set<String>()) { $0.formUnion($1.variantColumns) }
        for (variable, palette) in draft.paletteVariables.sorted(by: { $0.key < $1.key }) where !bound.contains(variable) {
            guard let members = session.index.categoricalPalettes[palette], members.count > 1 else { continue }
            for node in draft.nodes.indices {
                let uses = draft.nodes[node].properties.flatMap(\.entries).filter { entry in
                    if case .color(let value) = entry.value { return value.variable == variable }
                    return false
                }
                guard let first = uses.first else { continue }
                draft.nodes[node].variantColumns.insert(variable)
                for member in members where !draft.nodes[node].variants.contains(where: { $0.name == member.name }) {
                    guard case .colors(let colors) = ColorReader.read(member.path.string, env: valueEnv(first.range)), let color = colors.first?.value else { continue }
                    let binding = SpecVariant.Binding(variable: variable, written: member.path.string, color: color, range: first.range)
                    draft.nodes[node].variants.append(SpecVariant(name: member.name, bindings: [binding], range: first.range))
                }
            }
        }
    }
}
