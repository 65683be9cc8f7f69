import ColorScience
import DesignModel
import Diagnostics

// The adapter from the spec model (DesignModel/Spec) to the site's render model. It is the
// only site code that reads the spec model's documents, so changes there touch this file.

extension SiteDocument {
    /// Every document of `specs` in file order.
    static func documents(from specs: SpecSet, system: DesignSystem) -> [SiteDocument] {
        specs.documents.sorted { $0.file < $1.file }.map { SiteDocument(spec: $0, system: system) }
    }

    init(spec: SpecDocument, system: DesignSystem) {
        // Grouped the way `kiln specs --coverage` groups them: by screen name.
        let coverageByScreen = spec.coverage.byScreen
        func coverage(_ screen: String?) -> SiteCoverage? {
            coverageByScreen.first { $0.screen == screen }.map { SiteCoverage($0.lines) }
        }
        var screens: [SiteScreen] = []
        var loose: [SiteComponent] = []
        for node in spec.nodes {
            switch node.kind {
            case .screen, .category:
                var sections: [SiteSection] = []
                if !node.documentation.isEmpty {
                    sections.append(SiteSection(title: "", range: node.range, blocks: node.documentation.map(SiteBlock.init)))
                }
                sections += node.sections.map { SiteSection(title: $0.title, range: $0.range, blocks: $0.blocks.map(SiteBlock.init)) }
                screens.append(
                    SiteScreen(
                        name: node.name, range: node.range, sections: sections,
                        components: node.children.map { SiteComponent(node: $0, path: [node.name], document: spec) },
                        coverage: coverage(node.name), wire: SiteWire(node: node, modes: spec.modes), nodeID: node.id))
            case .component, .part, .animation:
                loose.append(SiteComponent(node: node, path: [], document: spec))
            }
        }
        if !loose.isEmpty {
            screens.append(SiteScreen(name: spec.title, range: .file(spec.file), components: loose, coverage: coverage(nil)))
        }
        var introduction = spec.blocks.map(SiteBlock.init)
        for section in spec.sections {
            introduction.append(.heading(level: 2, [.text(section.title)]))
            introduction += section.blocks.map(SiteBlock.init)
        }
        self.init(
            id: spec.id, title: spec.title, file: spec.file, isCatalog: spec.kind == .catalog,
            facts: spec.frontMatter.map { SiteFact($0.key, $0.value) }, introduction: introduction, screens: screens,
            coverage: spec.coverage.isEmpty ? nil : SiteCoverage(spec.coverage), coverageOutsideScreens: coverage(nil))
    }
}

extension SiteComponent {
    init(node: SpecNode, path: [String], document: SpecDocument) {
        let names = path + [node.name]
        var notes = node.documentation.map(SiteBlock.init)
        if let description = node.description, !description.isEmpty { notes.insert(.paragraph([.text(description)]), at: 0) }
        for section in node.sections {
            notes.append(.heading(level: 5, [.text(section.title)]))
            notes += section.blocks.map(SiteBlock.init)
        }
        self.init(
            id: names.joined(separator: " › "), nodeID: node.id, name: node.name, kind: node.kind.rawValue, range: node.range,
            properties: node.properties.map { SiteProperty(spec: $0, modes: document.modes) }, notes: notes,
            children: node.children.map { SiteComponent(node: $0, path: names, document: document) },
            wire: SiteWire(node: node, modes: document.modes))
    }
}

extension SiteProperty {
    init(spec: SpecProperty, modes: [String]) {
        self.init(
            name: spec.key,
            values: spec.entries.map { entry in
                let qualifiers = entry.qualifiers.description
                let context = qualifiers.isEmpty ? "" : String(qualifiers.dropFirst().dropLast())
                return SitePropertyValue(
                    context: context, written: entry.written, range: entry.range,
                    resolved: SiteProperty.resolve(entry.value, written: entry.written, mode: entry.qualifiers.mode))
            })
    }

    static func resolve(_ value: SpecValue, written: String, mode: String?) -> [SiteResolvedValue] {
        switch value {
        case .color(let color):
            return colors(color, mode: mode)
        case .border(let border):
            var parts: [SiteResolvedValue] = []
            let words = [border.width.map { NumberText.format($0) + "pt" }, border.style].compactMap { $0 }.joined(separator: " ")
            if !words.isEmpty { parts.append(SiteResolvedValue(mode: nil, value: .dimension(words, points: border.width, token: nil))) }
            if let color = border.color { parts += colors(color, mode: mode) }
            return parts.isEmpty ? [SiteResolvedValue(mode: nil, value: .text(written))] : parts
        case .length(let length):
            return [SiteResolvedValue(mode: nil, value: .dimension(NumberText.format(length.points) + length.unit, points: length.points, token: length.token))]
        case .size(let size):
            let width = size.width?.description
            let height = size.height?.description
            let text = [width, height].compactMap { $0 }.joined(separator: " × ")
            return [SiteResolvedValue(mode: nil, value: .dimension(text.isEmpty ? written : text, points: nil, token: nil))]
        case .typography(let typography):
            var words: [String] = []
            if let name = typography.styleName { words.append(name) }
            if let family = typography.family { words.append(family) }
            if let size = typography.size { words.append(NumberText.format(size) + "pt") }
            if let weight = typography.weight { words.append(String(weight)) }
            if let lineHeight = typography.lineHeight { words.append("line " + NumberText.format(lineHeight) + "pt") }
            var values = [SiteResolvedValue(mode: nil, value: .typography(words.isEmpty ? written : words.joined(separator: " · "), token: typography.effectiveStyle))]
            if let color = typography.color { values += colors(color, mode: mode) }
            return values
        case .shadow(let shadow):
            if let token = shadow.token { return [SiteResolvedValue(mode: nil, value: .token(token))] }
            return [SiteResolvedValue(mode: nil, value: .text(written))]
        case .duration(let duration):
            if let token = duration.token { return [SiteResolvedValue(mode: nil, value: .token(token))] }
            return [SiteResolvedValue(mode: nil, value: .text(written))]
        case .easing(let easing):
            if let token = easing.token { return [SiteResolvedValue(mode: nil, value: .token(token))] }
            return [SiteResolvedValue(mode: nil, value: .text(written))]
        case .icon(let icon):
            var values = [SiteResolvedValue(mode: nil, value: .text(icon.symbol))]
            if let color = icon.color { values += colors(color, mode: mode) }
            return values
        case .opacity(let opacity):
            return [SiteResolvedValue(mode: nil, value: .text(NumberText.format(opacity * 100) + "% opacity"))]
        case .none:
            return [SiteResolvedValue(mode: nil, value: .text("none"))]
        default:
            return [SiteResolvedValue(mode: nil, value: .text(written))]
        }
    }

    /// A color per mode (one value when every mode resolves alike).
    static func colors(_ color: SpecColorValue, mode: String?) -> [SiteResolvedValue] {
        if color.isTransparent { return [SiteResolvedValue(mode: nil, value: .text("transparent"))] }
        var resolutions = color.resolutions.filter { $0.color != nil }
        if let mode { resolutions = resolutions.filter { $0.mode == mode } }
        guard !resolutions.isEmpty else { return [SiteResolvedValue(mode: nil, value: .text(color.written))] }
        let distinct = Set(resolutions.map { [$0.color!.hex, $0.token?.string ?? ""] })
        if distinct.count == 1 || mode != nil {
            return [SiteResolvedValue(mode: mode, value: .color(resolutions[0].color!, token: resolutions[0].token))]
        }
        return resolutions.map { SiteResolvedValue(mode: $0.mode, value: .color($0.color!, token: $0.token)) }
    }
}

extension SiteBlock {
    init(_ block: SpecBlock) {
        switch block.kind {
        case .heading(let level, let text): self = .heading(level: level, [.text(text)])
        case .paragraph(let text): self = .paragraph([.text(text)])
        case .list(let ordered, let items):
            self = .list(
                ordered: ordered,
                items: items.map { item in
                    if case .item(let text, let blocks) = item.kind {
                        return (text.isEmpty ? [] : [.paragraph([.text(text)])]) + blocks.map(SiteBlock.init)
                    }
                    return [SiteBlock(item)]
                })
        case .item(let text, let blocks): self = .list(ordered: false, items: [[.paragraph([.text(text)])] + blocks.map(SiteBlock.init)])
        case .code(let info, let text): self = .code(language: info.isEmpty ? nil : info, text: text)
        case .quote(let blocks): self = .quote(blocks.map(SiteBlock.init))
        case .html(let html): self = .html(html)
        case .table(let header, let rows): self = .table(header: header.map { [.text($0)] }, rows: rows.map { $0.map { [.text($0)] } })
        case .image(let source, let alt): self = .paragraph([.image(destination: source, alt: alt)])
        case .thematicBreak: self = .rule
        }
    }
}
