import DesignModel
import Diagnostics

/// What the documents state about the same thing in several places (issue 19 item 8): every
/// node of a component kind (identified by its catalog component — `Component: Text Button` — or,
/// without one, by a name the catalog uses) with its own typography, height and corner radius,
/// and every named color with the literal written next to it. `spec/cross-document-conflict`
/// compares them; nothing here decides what a conflict is.
extension FactEvaluator {
    /// Words in a node's name or kind that make it an intentional variant of its component
    /// (a "compact" chip is allowed to be smaller than the chip).
    /// The same words in a value (`96pt (large title expanded)`, `Large Title (34pt bold)`) make
    /// that value a variant's.
    static let variantWords: Set<String> = [
        "compact", "small", "mini", "large", "dense", "condensed", "tiny", "expanded", "collapsed",
    ]

    static func hasVariantWord(_ text: String) -> Bool {
        !Set(text.lowercased().split { !$0.isLetter }.map(String.init)).isDisjoint(with: variantWords)
    }

    /// `Emotion Chip Specifications` → `Emotion Chip`.
    static func displayThing(_ name: String) -> String {
        let words = name.split(separator: " ").filter { !genericNameWords.contains($0.lowercased()) }
        return words.isEmpty ? name : words.joined(separator: " ")
    }

    /// A component kind under the name the catalog is likely to use (`text link button` → `text button`).
    static func canonicalKind(_ key: String) -> String {
        for (kind, synonyms) in SpecVocabulary.componentKindSynonyms where synonyms.contains(key) { return kind }
        return key
    }

    /// Words that describe a heading rather than name the thing (`Emotion Chip Specifications (each)`).
    static let genericNameWords: Set<String> = ["specifications", "specification", "specs", "spec", "each", "details"]

    /// Words after a color's name that say it is the name's value in a mode (`Primary Coral
    /// Adjusted` is Primary Coral adjusted for dark mode), not another color.
    static let modeAdjustmentWords: Set<String> = ["adjusted"]

    static let weightNames: [Int: String] = [
        100: "thin", 200: "ultralight", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold",
        800: "heavy", 900: "black",
    ]

    func statements() -> [SpecFact.Statement] {
        let colors = colorStatements()
        return componentStatements() + colors + unvaluedMentions(colors) + variableModeStatements()
    }

    /// A color name no statement gives a value is also looked for on the documents' other
    /// property lines (`2. Search: SF Symbol magnifyingglass, "Search" label, Secondary Gray`), so
    /// the finding names every place a reader meets it.
    func unvaluedMentions(_ colors: [SpecFact.Statement]) -> [SpecFact.Statement] {
        var valued = Set<String>()
        var names: [String: String] = [:]
        var seen = Set<String>()
        for statement in colors {
            if statement.value != nil { valued.insert(statement.key) }
            names[statement.key] = statement.name
            seen.insert("\(statement.range.file):\(statement.range.start.line)")
        }
        var out: [SpecFact.Statement] = []
        // Only names of two or more words: a single word (`Coral`, `white`) is usually short for a
        // longer name and would be found inside it.
        for key in names.keys.sorted() where !valued.contains(key) && key.hasPrefix("color:") {
            guard let name = names[key], name.contains(" ") else { continue }
            for draft in graph.documents {
                for candidate in draft.candidates where Self.mentions(candidate.text, name) {
                    guard seen.insert("\(candidate.range.file):\(candidate.range.start.line)").inserted else { continue }
                    out.append(.init(subject: .color, key: key, name: name, property: "value", value: nil, range: candidate.range))
                }
            }
        }
        return out
    }

    /// Whether `text` names `name` as whole words.
    static func mentions(_ text: String, _ name: String) -> Bool {
        guard text.containsText(name) else { return false }
        var rest = text[...]
        while let found = rest.textRange(of: name) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before?.isLetter ?? false) && !(after?.isLetter ?? false) { return true }
            rest = text[found.upperBound...]
        }
        return false
    }

    // MARK: Components

    static func thingKey(_ name: String) -> String {
        Normalize.key(name).split(separator: " ").filter { !genericNameWords.contains(String($0)) }.joined(separator: " ")
    }

    func componentStatements() -> [SpecFact.Statement] {
        // Catalog components by name, for nodes that name one without `Component:`.
        var catalogByName: [String: [Ref]] = [:]
        for ref in graph.allRefs where graph.documents[ref.document].document.kind == .catalog {
            let node = graph.node(ref)
            guard node.kind == .component || node.kind == .part else { continue }
            catalogByName[Self.thingKey(node.name), default: []].append(ref)
        }
        var out: [SpecFact.Statement] = []
        for ref in graph.allRefs {
            let node = graph.node(ref)
            guard node.kind == .component || node.kind == .part, let identity = identity(of: ref, catalogByName: catalogByName)
            else { continue }
            if Self.hasVariantWord([node.name, node.heading, node.componentKind?.0 ?? ""].joined(separator: " ")) { continue }
            let component = graph.path(of: ref)
            func add(_ property: String, _ value: String, _ range: SourceRange) {
                out.append(
                    SpecFact.Statement(
                        subject: .component, key: "component:" + identity.id, name: identity.name, property: property,
                        value: value, component: component, range: range, identifiedAt: identity.range))
            }
            for entry in node.property("Typography")?.entries ?? [] where entry.qualifiers.isEmpty && !Self.hasVariantWord(entry.written) {
                guard let typography = entry.value.typography, let value = typographyValue(typography) else { continue }
                add("typography", value, entry.range)
            }
            for entry in node.property("Height")?.entries ?? [] where entry.qualifiers.isEmpty && !Self.hasVariantWord(entry.written) {
                guard case .points(let points)? = entry.value.size?.height else { continue }
                add("height", Canonical.number(points) + "pt", entry.range)
            }
            for entry in node.property("Size")?.entries ?? [] where entry.qualifiers.isEmpty && !Self.hasVariantWord(entry.written) {
                // `24×24pt icon`, `44x44pt (minimum touch target)`: the size of something else.
                guard let size = entry.value.size, size.note == nil, case .points(let width)? = size.width,
                    case .points(let height)? = size.height
                else { continue }
                add("size", Canonical.number(width) + "×" + Canonical.number(height) + "pt", entry.range)
            }
            for entry in node.property("Placeholder Color")?.entries ?? [] where entry.qualifiers.isEmpty {
                guard let color = entry.value.color, let value = Self.colorWords(color) else { continue }
                add("placeholder color", value, entry.range)
            }
            for entry in node.property("Border Radius")?.entries ?? [] where entry.qualifiers.isEmpty && !Self.hasVariantWord(entry.written) {
                guard let points = entry.value.length?.points else { continue }
                add("corner radius", Canonical.number(points) + "pt", entry.range)
            }
            if let look = Self.disabledLook(node) { add("disabled look", look.value, look.range) }
        }
        return out
    }

    /// How a node looks disabled, as a reader compares it: the whole element faded
    /// (`Disabled: 40% opacity`) or its background replaced (`Background: Disabled: Light Gray`).
    /// A faded coral button is not a light gray one. A node stating both, or a disabled
    /// background with its own opacity (`Primary Coral at 40%` may be the same fade), states
    /// nothing compared.
    static func disabledLook(_ node: NodeDraft) -> (value: String, range: SourceRange)? {
        let backgrounds = (node.property("Background")?.entries ?? []).filter { $0.qualifiers.state == "disabled" }
        let faded = node.states.first { $0.name == "disabled" }.flatMap { state in state.opacity.map { (state, $0) } }
        if let (state, opacity) = faded {
            guard backgrounds.isEmpty, opacity > 0, opacity < 1 else { return nil }
            return ("whole element at " + Canonical.number(opacity * 100) + "% opacity", state.range)
        }
        guard backgrounds.count == 1, let entry = backgrounds.first, let color = entry.value.color, color.opacity == nil,
            color.lightnessChange == nil, let words = colorWords(color)
        else { return nil }
        return ("background " + words, entry.range)
    }

    /// The catalog component a node is an instance of (or is), by `Component:` reference, else
    /// by a name only one catalog component has.
    func identity(of ref: Ref, catalogByName: [String: [Ref]]) -> (id: String, name: String, range: SourceRange?)? {
        let node = graph.node(ref)
        if graph.documents[ref.document].document.kind == .catalog {
            return (node.id, Self.displayThing(node.name), nil)
        }
        for base in node.bases where base.kind == .component {
            if let target = base.target, let targetRef = graph.byID[target] { return (target, Self.displayThing(graph.node(targetRef).name), nil) }
        }
        // By name, by the kind written in `Component:` (a synonym of a catalog name), or by a
        // kind a value names in parentheses (`Background: Transparent (text button)`).
        var names: [(String, SourceRange?)] = [(node.name, nil), (node.componentKind?.0 ?? "", node.componentKind?.1)]
        for property in node.properties {
            for entry in property.entries {
                if let open = entry.written.lastIndex(of: "("), entry.written.hasSuffix(")") {
                    let inside = entry.written[entry.written.index(after: open)..<entry.written.index(before: entry.written.endIndex)]
                    names.append((String(inside), entry.range))
                }
            }
        }
        for (name, line) in names where !name.isEmpty {
            let key = Self.thingKey(name)
            let canonical = Self.canonicalKind(key)
            for candidate in [key, canonical] where candidate.contains(" ") || candidate != key {
                guard let candidates = catalogByName[candidate], candidates.count == 1, let only = candidates.first else { continue }
                let target = graph.node(only)
                return (target.id, Self.displayThing(target.name), line)
            }
        }
        return nil
    }

    /// A color as a reader compares it: its name (or literal) and opacity (`light gray at 60%`).
    static func colorWords(_ color: SpecColorValue) -> String? {
        var words: String
        switch color.base {
        case .name(let name): words = colorKey(name)
        case .token(let path): words = path
        case .literal(let literal), .keyword(let literal): words = literalValue(literal)
        default: return nil
        }
        if let opacity = color.opacity { words += " at " + Canonical.number(opacity * 100) + "%" }
        if let change = color.lightnessChange { words += " " + Canonical.number(abs(change) * 100) + (change < 0 ? "% darker" : "% lighter") }
        return words
    }

    /// `16pt regular`: the size and weight written, completed from the style named with them.
    func typographyValue(_ value: SpecTypographyValue) -> String? {
        let style = value.style.flatMap { index.typography($0) }
        guard let size = value.size ?? style?.fontSize.points else { return nil }
        var out = Canonical.number(size) + "pt"
        if let weight = value.weight ?? style?.fontWeight {
            out += " " + (Self.weightNames[weight] ?? String(weight))
        }
        return out
    }

    // MARK: Colors

    /// `off white`, `primary coral` (`Primary Coral Adjusted` is Primary Coral in another mode).
    static func colorKey(_ name: String) -> String {
        var words = Normalize.key(name).split(separator: " ").map(String.init)
        while let last = words.last, modeAdjustmentWords.contains(last), words.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }

    static func displayName(_ name: String) -> String {
        var words = name.split(separator: " ").map(String.init)
        while let last = words.last, modeAdjustmentWords.contains(last.lowercased()), words.count > 1 { words.removeLast() }
        return words.joined(separator: " ")
    }

    static func literalValue(_ literal: String) -> String {
        let trimmed = literal.trimmingCharacters(in: .whitespaces)
        return trimmed.hasPrefix("#") ? trimmed.uppercased() : trimmed.lowercased().split(whereSeparator: \.isWhitespace).joined()
    }

    func colorStatements() -> [SpecFact.Statement] {
        var out: [SpecFact.Statement] = []
        for draft in graph.documents {
            let modes = draft.document.modes
            for node in draft.nodes {
                for property in node.properties {
                    for entry in property.entries where entry.qualifiers.variant == nil {
                        for color in Self.colors(in: entry.value) {
                            let stated = statements(color, entryMode: entry.qualifiers.mode, modes: modes, range: entry.range)
                            // A value for a state (pressed, selected) is the state's, not the name's;
                            // that a state names the color without a value still counts.
                            out += entry.qualifiers.state == nil || entry.qualifiers.state == "default" ? stated : stated.filter { $0.value == nil }
                        }
                    }
                }
            }
            for claim in draft.document.tokenClaims {
                guard let token = claim.token, let stated = claim.stated else { continue }
                let literals = stated.split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
                guard !literals.isEmpty, literals.allSatisfy({ $0.hasPrefix("#") }) else { continue }
                let (key, name) = colorIdentity(token)
                if literals.count == 1 {
                    out.append(.init(subject: .color, key: key, name: name, property: "token table", mode: claim.mode,
                                     value: Self.literalValue(literals[0]), range: claim.range))
                } else if claim.mode == nil, literals.count == modes.count {
                    for (mode, literal) in zip(modes, literals) {
                        out.append(.init(subject: .color, key: key, name: name, property: "token table", mode: mode,
                                         value: Self.literalValue(literal), range: claim.range))
                    }
                }
            }
        }
        return out
    }

    /// A token reference is the named color its aliases lead to in every mode
    /// (`colors.system.error` → `color.palette.error-red`, "Error Red"), so a path in one
    /// document and a name in another are compared; else the path itself.
    func colorIdentity(_ token: TokenPath) -> (key: String, name: String) {
        let system = index.system
        let roots = Set(system.modes.indices.map { system.aliasChain(of: token, mode: $0).last?.path ?? token })
        if roots.count == 1, let root = roots.first, let name = system[root]?.displayName, !name.isEmpty {
            return ("color:" + Self.colorKey(name), Self.displayName(name))
        }
        return ("token:" + token.string, token.string)
    }

    /// A variant-table color ("Emotion color") that one document says changes in its other
    /// mode without giving values, and another document gives one value for every mode: two
    /// statements of what the color is in that mode.
    func variableModeStatements() -> [SpecFact.Statement] {
        var open: [String: [(SourceRange, String)]] = [:]
        for draft in graph.documents where draft.document.modes.count > 1 {
            for (variable, range) in draft.modeOpenVariables { open[variable, default: []].append((range, draft.document.modes[1])) }
        }
        var out: [SpecFact.Statement] = []
        for variable in open.keys.sorted() {
            guard let places = open[variable], let mode = places.first?.1 else { continue }
            let name = variable.prefix(1).uppercased() + variable.dropFirst()
            let key = "variable:" + variable
            for (range, _) in places {
                out.append(.init(subject: .color, key: key, name: name, property: "value", mode: mode,
                                 value: "changes in \(mode) mode (no values given)", range: range))
            }
            for draft in graph.documents where draft.modeOpenVariables[variable] == nil {
                for node in draft.nodes {
                    for variant in node.variants {
                        for binding in variant.bindings where binding.variable == variable {
                            guard let color = binding.color, color.literals.count == 1 else { continue }
                            out.append(.init(subject: .color, key: key, name: name, property: "value", mode: mode,
                                             value: "one value for every mode", range: binding.range))
                        }
                    }
                }
            }
        }
        return out
    }

    static func colors(in value: SpecValue) -> [SpecColorValue] {
        switch value {
        case .color(let color): [color]
        case .border(let border): border.color.map { [$0] } ?? []
        case .typography(let typography): typography.color.map { [$0] } ?? []
        default: []
        }
    }

    func statements(_ color: SpecColorValue, entryMode: String?, modes: [String], range: SourceRange) -> [SpecFact.Statement] {
        let key: String
        let name: String
        switch color.base {
        case .name(let written):
            guard written.contains(" ") || written.contains("-") || written.first?.isUppercase == true else { return [] }
            // A name that picks one token is that token's color under its own name (`Coral` is
            // Primary Coral); an ambiguous one (`Off-White`) is compared by the words.
            let picked = color.resolutions.filter { $0.match == .name || $0.match == .nameAndLiteral }.compactMap(\.token)
            if let token = picked.first, Set(picked).count == 1, case let identity = colorIdentity(token), identity.key.hasPrefix("color:") {
                (key, name) = identity
            } else {
                key = "color:" + Self.colorKey(written)
                name = Self.displayName(written)
            }
        case .token:
            guard let token = color.resolutions.compactMap(\.token).first else { return [] }
            (key, name) = colorIdentity(token)
        default:
            return []
        }
        func statement(_ mode: String?, _ value: String?) -> SpecFact.Statement {
            // The token the name and literal picked: one name picking two tokens names two colors.
            let resolution = mode.flatMap { color.resolution($0) } ?? color.resolutions.first
            var out = SpecFact.Statement(subject: .color, key: key, name: name, property: "value", mode: mode, value: value, range: range)
            if value != nil, let resolution, resolution.match == .nameAndLiteral || resolution.match == .name { out.token = resolution.token }
            return out
        }
        let literals = color.literals.filter { $0.hasPrefix("#") || $0.lowercased().hasPrefix("rgb") }
        if color.opacity != nil || color.lightnessChange != nil { return [] }
        if let entryMode, let literal = literals.first {
            return [statement(entryMode, Self.literalValue(literal))]
        }
        if literals.count == 1 { return [statement(nil, Self.literalValue(literals[0]))] }
        if literals.count > 1, literals.count == modes.count {
            return zip(modes, literals).map { statement($0, Self.literalValue($1)) }
        }
        if literals.isEmpty, case .name = color.base, name.contains(" ") {
            // Named without a value: a name no document gives a value is reported once with
            // every place (the token file may know it; a reader of the documents does not).
            return [statement(entryMode, nil)]
        }
        return []
    }
}
