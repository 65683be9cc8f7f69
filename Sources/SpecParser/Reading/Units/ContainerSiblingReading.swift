import DesignModel

/// `section is-hero` (background White) and then `hero-heading`, `hero-subhead` listed beside it;
/// `Feature card` (background White) and then `Feature card title`: designers often list a
/// container first and what it holds after it, at the same level rather than nested. An element
/// listed after such a container, stating no background and no "on" of its own, sits on it.
enum ContainerSiblingReading: SpecReading {
    static let description = SpecReadingDescription(
        id: "container-sibling", title: "A container listed before what it holds",
        summary: "An element that names a whole area (`section`, `band`, `hero`, `footer`, `body`, `page`, `wrapper`, `container`, a design tool's `board` or `frame`) and states a background is what the elements listed after it at the same level sit on, up to the next such area; an element that names a holder (`card`, `panel`, `sheet`, `dialog`, `bar`, `tile`) and states a background is what the following elements sharing a word of its name sit on (`feature-card` → `feature-title`). An element's own background or \"on\" wins. A top-level `body` (or `html`, `:root`) stating a background gives the page's background.",
        examples: [
            SpecReadingExample(
                """
                # Landing page

                ## Hero

                **`section is-hero`**
                - Background: White #FFFFFF

                **`hero-subhead`**
                - Text: Slate Gray #636E72
                """,
                facts: ["text hero-subhead: #636E72 on #FFFFFF (light)"]),
            SpecReadingExample(
                """
                # Features

                ## Cards

                ### Feature card
                - Background: Off-White #F9FAFB

                ### Feature card title
                - Text: Charcoal #2D3436

                ### Page footnote
                - Text: Slate Gray #636E72
                """,
                facts: ["text Feature card title: #2D3436 on #F9FAFB (light)"],
                absent: ["text Page footnote: #636E72 on #F9FAFB (light)"]),
        ])

    /// Names of a whole area: everything listed after it sits on it.
    static let areaWords: Set<String> = [
        "section", "band", "hero", "footer", "header", "body", "page", "main", "wrapper", "container", "canvas", "layout", "backdrop", "board",
        "artboard", "frame",
    ]
    /// Names of a holder: what shares a word of its name sits on it.
    static let holderWords: Set<String> = [
        "card", "panel", "sheet", "dialog", "modal", "tile", "bar", "toolbar", "navbar", "nav", "drawer", "popover", "menu", "box", "surface", "overlay",
    ]

    /// Names of a web page's root element, whose background is the page's.
    static let pageRootNames: Set<Set<String>> = [["body"], ["html"], ["root"], ["html", "body"], ["body", "html"]]

    static func words(_ name: String) -> Set<String> {
        Set(orderedWords(name))
    }

    static func orderedWords(_ name: String) -> [String] {
        name.lowercased().split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// An area word, singular or plural (`section`, `sections`).
    static func isAreaWord(_ word: String) -> Bool {
        areaWords.contains(word) || (word.hasSuffix("s") && areaWords.contains(String(word.dropLast())))
    }
}

extension DocumentBuilder {
    /// Gives elements listed after a container at the same level that container as what they
    /// sit on (`ContainerSiblingReading`).
    mutating func groundSiblingsOnContainers() {
        // A web page's `body` (or `html`, `:root`) background is the page's, under every section.
        if draft.document.background?.entries.isEmpty ?? true,
            let body = draft.roots.first(where: { ContainerSiblingReading.pageRootNames.contains(ContainerSiblingReading.words(draft.nodes[$0].name)) }),
            let property = draft.nodes[body].properties.first(where: { $0.kind == .background && !$0.entries.isEmpty })
        {
            draft.document.background = SpecProperty(key: "Background", kind: .background, entries: property.entries)
        }
        // Siblings in the order the document states them: an element first named in a type table
        // whose colors come after the container's line is listed after it.
        let file = draft.document.file
        func statedAt(_ index: Int) -> Int {
            let colorLines = draft.nodes[index].properties.filter { [.color, .border, .icon].contains($0.kind) }.flatMap(\.entries).filter { $0.range.file == file }.map(\.range.start.line)
            return colorLines.min() ?? draft.nodes[index].range.start.line
        }
        let groups = ([draft.roots] + draft.nodes.map(\.children)).map { $0.sorted { (statedAt($0), $0) < (statedAt($1), $1) } }
        for siblings in groups where siblings.count > 1 {
            var ground: (index: Int, words: Set<String>, isArea: Bool)?
            for index in siblings {
                let node = draft.nodes[index]
                let ordered = ContainerSiblingReading.orderedWords(node.name)
                let words = Set(ordered)
                // A transparent or translucent fill (`Background: transparent`, a 15% tint), or one
                // only in a state (a hover tint), lets what is behind show: the element still sits
                // on its container.
                let hasBackground = node.properties.contains { property in
                    property.kind == .background && property.entries.contains { entry in
                        guard entry.qualifiers.state == nil, let color = entry.value.color, color.base != .transparent, color.opacity == nil else { return false }
                        return color.resolutions.allSatisfy { ($0.color?.alpha ?? 1) >= 1 }
                    }
                }
                // What the element's own fill is laid over, when its words say (`over White`).
                let statesBackdrop = node.properties.contains { $0.key == "Backdrop" }
                // An area is named by its first or last word (`section is-hero`, `Night band`),
                // not by a word inside another element's name (`hero-subhead`).
                let isArea = [ordered.first, ordered.last].contains { $0.map(ContainerSiblingReading.isAreaWord) ?? false }
                let isHolder = !words.isDisjoint(with: ContainerSiblingReading.holderWords)
                // `Profile Section` then `Settings Sections`: an area after an area is its peer.
                let isPeerArea = ordered.last.map(ContainerSiblingReading.isAreaWord) ?? false
                // A name that reads as a path (`QA-09 · Notifications › Banner`) would not resolve as one.
                let isPlainName = !node.name.contains("›") && !node.name.contains(" > ") && !node.name.contains(" / ")
                if hasBackground, isPlainName, node.kind != .screen, node.kind != .category, isArea || isHolder {
                    ground = (index, words.subtracting(ContainerSiblingReading.areaWords).subtracting(ContainerSiblingReading.holderWords), isArea)
                    continue
                }
                // A screen or a peer area opens a new stretch.
                if node.kind == .screen || node.kind == .category || isPeerArea { ground = nil }
                guard let current = ground, node.onReference == nil, !hasBackground, !statesBackdrop, node.kind == .component else { continue }
                guard current.isArea || !words.isDisjoint(with: current.words) else { continue }
                draft.nodes[index].onReference = (draft.nodes[current.index].name, draft.nodes[current.index].range)
            }
        }
    }
}
