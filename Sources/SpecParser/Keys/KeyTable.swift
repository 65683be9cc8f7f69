import DesignModel

/// The key table of docs/spec-format.md §2.5: canonical property keys with their aliases and
/// value kinds, groups, and the keys that mean something else inside a group.
enum KeyTable {
    /// A property key and the kind its value is read as.
    struct Property: Hashable {
        var key: String
        var kind: SpecValueKind
    }

    /// What a group item does to its children (§2.5.2).
    enum Group: String, Hashable {
        case typography
        case colors
        case spacing
        case states
        case accessibility
        case transparent
        case animation
        case variants
        case documentation
    }

    /// Claims read from keyed items (§2.12).
    enum ClaimKey: Hashable {
        case contrast
        case touchTargets
    }

    /// Team synonyms from kiln.yaml (`specs.vocabulary`), set for one parse.
    @TaskLocal static var custom: [String: Property] = [:]

    private static let properties: [String: Property] = {
        var table: [String: Property] = [:]
        for row in SpecVocabulary.rows {
            let property = Property(key: row.key, kind: row.kind)
            table[Normalize.key(row.key)] = property
            for alias in row.synonyms { table[Normalize.key(alias)] = property }
        }
        return table
    }()

    private static let groupRows: [(Group, [String])] = [
        (.typography, ["typography", "type", "type style"]),
        (.colors, ["colors", "colours", "color palette"]),
        (.spacing, ["spacing", "sizing", "dimensions", "metrics"]),
        (.states, ["states", "state", "interactive states"]),
        (.accessibility, ["accessibility", "a11y", "wcag 2.1 aa compliance", "wcag compliance", "compliance", "wcag 2.1 compliance"]),
        (.transparent, ["specifications", "specs", "design", "style", "properties", "appearance", "elements", "parts"]),
        (.animation, ["animation", "animations", "motion"]),
        (.variants, ["variants", "variant"]),
        (.documentation, [
            "usage guidelines", "content guidelines", "guidelines", "notes", "design notes", "edge cases", "examples",
            "error types", "character limits", "implementation", "interaction", "grid behavior", "performance",
        ]),
    ]

    private static let groups: [String: Group] = {
        var table: [String: Group] = [:]
        for (group, names) in groupRows { for name in names { table[Normalize.key(name)] = group } }
        return table
    }()

    /// The property a key names outside any group context.
    static func property(_ key: String) -> Property? {
        let normalized = Normalize.key(key)
        if let property = properties[normalized] { return property }
        let custom = custom
        return custom.isEmpty ? nil : custom[normalized]
    }

    static func property(named canonical: String) -> Property? { properties[Normalize.key(canonical)] }

    /// The group a key names when its value is empty and it has children.
    static func group(_ key: String) -> Group? { groups[Normalize.key(key)] }

    /// `Color Contrast`/`Contrast` and `Touch Targets` are claims in any context.
    static func claim(_ key: String) -> ClaimKey? {
        switch Normalize.key(key) {
        case "color contrast", "contrast", "colour contrast", "text contrast": .contrast
        case "touch targets", "touch target sizes": .touchTargets
        default: namesContrast(Normalize.key(key)) ? .contrast : nil
        }
    }

    /// `Kontrast besedila na ozadju`, `Contraste del texto`: a short key opening with the word for
    /// contrast in any language.
    static func namesContrast(_ key: String) -> Bool {
        let words = key.split(separator: " ")
        guard let first = words.first, words.count <= 5 else { return false }
        return ClaimWords.isContrastWord(first)
    }

    /// The property a key means inside a group context (§2.5.3), before the general table.
    static func property(_ key: String, in group: Group?) -> Property? {
        let normalized = Normalize.key(key)
        switch group {
        case .colors?:
            switch normalized {
            case "text", "label", "title", "input text": return property(named: "Text Color")
            case "icon", "icons": return property(named: "Icon Color")
            case "placeholder": return property(named: "Placeholder Color")
            default: break
            }
        case .typography?:
            switch normalized {
            case "font", "style": return property(named: "Typography")
            case "color", "input text": return property(named: "Text Color")
            case "placeholder": return property(named: "Placeholder Color")
            case "size": return property(named: "Font Size")
            case "family", "font family": return Property(key: "Font Family", kind: .keyword)
            case "transform", "text transform", "case": return Property(key: "Text Transform", kind: .keyword)
            default: break
            }
        case .spacing?:
            switch normalized {
            case "icon", "icons": return property(named: "Icon Size")
            case "size": return property(named: "Size")
            default: break
            }
        default:
            break
        }
        return property(key)
    }

    /// Keys whose group form is a self group (§2.4.3 rule 3).
    static func isSelfGroup(_ key: String) -> Bool {
        let normalized = Normalize.key(key)
        for word in ["container", "specs", "specifications"] {
            if normalized == word || normalized.hasSuffix(" " + word) { return true }
        }
        return false
    }

    /// Parts of composites (§2.5.4): the canonical key a sub-property child maps to.
    static func subProperty(_ key: String, of composite: String) -> String? {
        let normalized = Normalize.key(key)
        switch composite {
        case "Typography":
            switch normalized {
            case "font", "family", "font family": return "Typography"
            case "size", "font size": return "Font Size"
            case "weight", "font weight": return "Font Weight"
            case "line height": return "Line Height"
            case "letter spacing", "tracking": return "Letter Spacing"
            case "alignment", "align", "text alignment": return "Alignment"
            case "color": return "Text Color"
            case "transform", "text transform": return "Text Transform"
            default: return nil
            }
        case "Size":
            switch normalized {
            case "width": return "Width"
            case "height": return "Height"
            case "min width", "minimum width": return "Min Width"
            case "max width", "maximum width": return "Max Width"
            case "min height", "minimum height": return "Min Height"
            case "max height", "maximum height": return "Max Height"
            case "border radius", "radius", "corner radius": return "Border Radius"
            default: return nil
            }
        case "Border":
            switch normalized {
            case "width": return "Border Width"
            case "color": return "Border"
            case "style": return "Border"
            default: return nil
            }
        case "Shadow":
            switch normalized {
            case "color", "offset", "blur", "spread": return "Shadow"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Keys that are documentation whatever their children (they are never parts).
    static let documentationKeys: Set<String> = [
        "action", "actions", "position", "layout", "behavior", "behaviour", "trigger", "haptic", "reduce motion", "voiceover",
        "hint", "hints", "max length", "presentation", "purpose", "content", "interaction", "entry point", "exit point",
        "keyboard", "dynamic type", "tap", "long press", "tap action", "quality", "performance", "zoom", "exposure", "aspect ratio", "safe area", "dismissible", "limit", "format", "display", "tappable",
        "loading state", "tap photo", "validation", "examples", "example", "usage", "visual design", "source",
    ]
}
