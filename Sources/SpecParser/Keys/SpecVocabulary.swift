import DesignModel
import Diagnostics

/// The spec reader's vocabulary as data (docs/spec-format.md §2.5, generated from this table):
/// every property key Kiln reads, the synonyms designers write for it, and what it means.
///
/// Synonyms come from the words real design specs use — Material 3 ("container color",
/// "shape", "target size"), Apple's HIG ("hit target", "tint", "text style"), Figma annotations
/// and design-system docs ("fill", "stroke", "hit area", "tappable area", "bg"). A team adds its
/// own in kiln.yaml (`specs: { vocabulary: { touchTarget: [press zone] } }`).
public enum SpecVocabulary {
    /// One kind of fact: its id (the name kiln.yaml uses), canonical key, value kind and synonyms.
    public struct Row: Sendable {
        public let id: String
        public let key: String
        public let kind: SpecValueKind
        public let synonyms: [String]
        public let meaning: String
    }

    public static let rows: [Row] = [
        Row(id: "background", key: "Background", kind: .background, synonyms: [
            "background color", "background colour", "bg", "bg color", "surface", "surface color", "container color",
            "container colour", "background fill", "container fill",
        ], meaning: "the color behind the node; translucent values are composited over the container (§2.11). (`Fill` is not a synonym: a progress bar's `Fill` is a part.)"),
        Row(id: "textColor", key: "Text Color", kind: .color, synonyms: [
            "font color", "label color", "title color", "input text", "input text color", "text colour", "ink", "ink color",
            "text fill", "label text color", "copy color", "on color",
        ], meaning: "**text carrier**: the color of the node's text"),
        Row(id: "color", key: "Color", kind: .color, synonyms: [
            "foreground", "foreground color", "tint", "tint color", "colour", "content color",
        ], meaning: "**text carrier** when the node has text (§2.11), else its icon or graphic color"),
        Row(id: "placeholderColor", key: "Placeholder Color", kind: .color, synonyms: ["placeholder text color", "hint color"],
            meaning: "**text carrier**: a field's placeholder text"),
        Row(id: "iconColor", key: "Icon Color", kind: .color, synonyms: [
            "symbol color", "glyph color", "checkmark color", "icon tint", "icon fill", "icon colour",
        ], meaning: "non-text carrier (3:1): the node's icon"),
        Row(id: "border", key: "Border", kind: .border, synonyms: [
            "stroke", "outline", "border color", "stroke color", "outline color", "keyline",
        ], meaning: "a border: width, style and color"),
        Row(id: "borderWidth", key: "Border Width", kind: .length, synonyms: [
            "stroke width", "outline width", "stroke weight", "border thickness",
        ], meaning: "the border's width"),
        Row(id: "divider", key: "Divider", kind: .border, synonyms: ["top border", "bottom border", "hairline"],
            meaning: "a dividing line (a border on one side)"),
        Row(id: "focusRing", key: "Focus Ring", kind: .border, synonyms: ["focus indicator", "focus outline"],
            meaning: "the focus indicator (checked as non-text contrast)"),
        Row(id: "radius", key: "Border Radius", kind: .radius, synonyms: [
            "radius", "corner radius", "corner", "corners", "rounding", "corner rounding",
        ], meaning: "the corner radius"),
        Row(id: "shadow", key: "Shadow", kind: .shadow, synonyms: ["drop shadow", "elevation", "box shadow"],
            meaning: "the node's shadow (a token level or a value)"),
        Row(id: "backdrop", key: "Backdrop", kind: .background, synonyms: ["overlay", "dim", "scrim"],
            meaning: "a layer *behind* the node over its container; also the node's container when it has no `On`"),
        Row(id: "opacity", key: "Opacity", kind: .opacity, synonyms: ["alpha", "opacity level"],
            meaning: "applies to the whole node, foreground and background"),
        Row(id: "size", key: "Size", kind: .size, synonyms: ["dimensions", "frame", "visual size", "frame size"],
            meaning: "width and height; `Dimensions` with an empty value is a group (§2.5.2)"),
        Row(id: "iconSize", key: "Icon Size", kind: .size, synonyms: ["glyph size", "symbol size"],
            meaning: "the size of the node's icon"),
        Row(id: "width", key: "Width", kind: .size, synonyms: [], meaning: "the node's width"),
        Row(id: "height", key: "Height", kind: .size, synonyms: ["fixed height", "row height"], meaning: "the node's height"),
        Row(id: "minWidth", key: "Min Width", kind: .size, synonyms: ["minimum width"], meaning: "the node's minimum width"),
        Row(id: "maxWidth", key: "Max Width", kind: .size, synonyms: ["maximum width"], meaning: "the node's maximum width"),
        Row(id: "minHeight", key: "Min Height", kind: .size, synonyms: ["minimum height"], meaning: "the node's minimum height"),
        Row(id: "maxHeight", key: "Max Height", kind: .size, synonyms: ["maximum height"], meaning: "the node's maximum height"),
        Row(id: "touchTarget", key: "Touch Target", kind: .touchTarget, synonyms: [
            "hit target", "tap target", "hit area", "minimum touch target", "touch area", "tap area", "tappable area",
            "touchable area", "hit region", "hit box", "hitbox", "target size", "touch target size", "min touch target",
            "min tap target", "minimum tap target", "min target size", "minimum target size", "clickable area",
            "interactive area", "pointer target",
        ], meaning: "the area that responds to a touch (checked against the platform minimum)"),
        Row(id: "padding", key: "Padding", kind: .padding, synonyms: [
            "internal padding", "content padding", "insets", "inner padding", "content insets", "horizontal padding", "vertical padding",
        ],
            meaning: "space inside the node (`Horizontal padding: 16pt` sets the horizontal sides)"),
        Row(id: "margin", key: "Margin", kind: .padding, synonyms: ["margins", "outer margin"], meaning: "space around the node"),
        Row(id: "gap", key: "Gap", kind: .length, synonyms: [
            "spacing", "gutter", "row gap", "column gap", "item spacing", "section spacing", "vertical spacing", "horizontal spacing",
            "vertical gap", "horizontal gap",
        ],
            meaning: "space between the node's children (`Spacing` only when it has a value; axis words allowed)"),
        Row(id: "typography", key: "Typography", kind: .typography, synonyms: [
            "font", "text style", "title style", "style", "type style", "font style", "typeface", "type token", "text appearance",
        ], meaning: "a text style token, or family, size and weight; with an empty value it is a group"),
        Row(id: "fontSize", key: "Font Size", kind: .length, synonyms: ["text size", "type size", "point size"],
            meaning: "the text size (checked against the minimum)"),
        Row(id: "fontWeight", key: "Font Weight", kind: .fontWeight, synonyms: ["weight"], meaning: "the text weight"),
        Row(id: "lineHeight", key: "Line Height", kind: .length, synonyms: [], meaning: "the line height"),
        Row(id: "letterSpacing", key: "Letter Spacing", kind: .length, synonyms: ["tracking", "kerning"], meaning: "the letter spacing"),
        Row(id: "alignment", key: "Alignment", kind: .keyword, synonyms: ["text alignment", "align"], meaning: "keyword: leading, center, centered, trailing, left, right, justified"),
        Row(id: "text", key: "Text", kind: .text, synonyms: ["label", "title", "message", "copy"],
            meaning: "gives the node text (§2.7.6); inline style and color allowed"),
        Row(id: "placeholder", key: "Placeholder", kind: .text, synonyms: ["placeholder text"], meaning: "a quoted placeholder; a parenthetical that is exactly one color sets `Placeholder Color`"),
        Row(id: "icon", key: "Icon", kind: .icon, synonyms: ["icons", "symbol", "emoji"], meaning: "may carry an icon size and an icon color (§2.7.6)"),
        Row(id: "component", key: "Component", kind: .component, synonyms: ["kind", "type", "widget"],
            meaning: "kind, declared text style, catalog base (§2.7.7)"),
        Row(id: "on", key: "On", kind: .reference, synonyms: ["sits on", "placed on", "over"],
            meaning: "the node this one sits on (§2.9); `Container:` with a value is documentation"),
        Row(id: "sameAs", key: "Same As", kind: .reference, synonyms: ["full specs", "same specs as", "based on", "inherits"],
            meaning: "a node whose values this one inherits (§2.9), optionally after \"Same as\""),
        Row(id: "duration", key: "Duration", kind: .duration, synonyms: ["total duration"], meaning: "an animation's duration"),
        Row(id: "delay", key: "Delay", kind: .duration, synonyms: [], meaning: "an animation's delay"),
        Row(id: "curve", key: "Curve", kind: .easing, synonyms: ["easing", "timing curve", "timing function"],
            meaning: "an animation's easing curve"),
        Row(id: "animation", key: "Animation", kind: .motion, synonyms: ["transition", "motion"], meaning: "an inline animation of the node (§2.7.5)"),
        Row(id: "sequence", key: "Sequence", kind: .sequence, synonyms: ["steps"], meaning: "children are the steps (§2.7.5)"),
    ]

    /// Kinds of component a person taps, drags or types into: a node whose name or
    /// `Component:` kind has one of these words is checked by `a11y/touch-target` (§2.13).
    public static let interactiveKinds: Set<String> = Set([
        "button", "buttons", "link", "links", "field", "toggle", "toggles", "switch", "chip", "chips", "control", "controls", "shutter",
        "checkbox", "slider", "row", "fab", "stepper", "tab", "tabs", "picker", "textarea", "handle", "handles", "knob", "thumb",
        "radio", "segmented", "tappable", "clickable", "draggable", "pressable", "btn", "hotspot", "cta", "x", "×", "close", "dismiss", "remove", "delete",
    ]).union(LanguageWords.controlNouns)

    /// Other names designers give a component kind (iOS HIG, Material 3, web design systems),
    /// for recognizing the same component across documents (`spec/cross-document-conflict`):
    /// a screen's "Text link button" is the library's Text Button. Keys and synonyms are
    /// lowercase, as normalized names are.
    public static let componentKindSynonyms: [String: [String]] = [
        "text button": ["text link button", "link button", "text link", "plain button", "borderless button", "tertiary button"],
        "primary button": ["primary cta button", "primary cta", "cta button", "filled button", "primary action button"],
        "secondary button": ["outlined button", "secondary action button", "secondary cta"],
        "floating action button": ["fab"],
        "icon button": ["icon only button"],
        "toggle": ["switch", "toggle switch"],
        "text field": ["input field", "text input", "input", "textfield"],
        "alert dialog": ["alert", "dialog", "confirmation dialog"],
        "toast notification": ["toast", "snackbar"],
        "emotion chip": ["emotion chips"],
        "hero image": ["hero illustration", "hero graphic", "hero artwork"],
    ]

    /// Names of visual elements (the last word of `Outer Circle`, `Icon Container`, `Hero
    /// Image`): an item so named whose value starts with `W×H` is a part of that size. Other keys
    /// with a size stay `spec/unread` (`Press zone: 40×40pt` may be a touch target).
    public static let visualElements: Set<String> = [
        "circle", "circles", "ring", "dot", "dots", "container", "illustration", "image", "thumbnail", "plate", "badge", "avatar",
        "indicator", "artwork", "logo", "glyph", "shape", "pill",
    ]

    /// Names of symbols drawn to carry meaning (the last word of `Checkmarks`, `Bullet Icons`,
    /// `Plus Glyph`): an item so named whose value is only a color (`Checkmarks: Success Green`
    /// under `Colors:`), or a color on a shape (`White checkmark in Primary Coral circle`), is a
    /// part drawn in that color — a non-text element (WCAG 1.4.11). Other names with only a color
    /// (`Shimmer: Light Gray`) stay documentation: nothing says they carry meaning.
    public static let symbolNames: Set<String> = [
        "icon", "icons", "checkmark", "checkmarks", "tick", "ticks", "glyph", "glyphs", "symbol", "symbols", "arrow", "arrows",
        "chevron", "chevrons",
    ]

    /// Shapes a symbol is drawn on (`in Primary Coral circle`, `on a white disc`).
    public static let symbolShapes: Set<String> = [
        "circle", "disc", "disk", "square", "badge", "pill", "background", "bubble", "dot", "shape", "tile", "plate",
    ]

    /// Keys that state what a person does to a node (`Tap Action: Open the entry`); with
    /// `action`, `interaction` and `gesture` the value must name one of `actionVerbs`.
    public static let actionKeys: Set<String> = [
        "tap action", "on tap", "on press", "on click", "on long press", "on swipe", "on drag", "tap", "long press", "swipe", "drag",
        "action", "actions", "interaction", "gesture", "gestures",
    ]
    public static let actionVerbs: Set<String> = [
        "tap", "taps", "tapping", "press", "pressing", "click", "drag", "dragging", "swipe", "swiping", "navigate", "navigates", "opens",
        "open", "toggles", "toggle", "selects", "select", "dismiss", "dismisses",
    ]

    /// Keys whose values are prose for people: never facts, never `spec/unread`.
    public static let proseKeys: Set<String> = [
        "purpose", "rationale", "why", "description", "note", "notes", "comment", "comments", "voiceover label",
        "voiceover hint", "accessibility label", "accessibility hint", "accessibility identifier", "announcement", "copy text",
        "microcopy", "error message", "success message", "empty state", "when", "usage", "do", "don't", "dont", "avoid",
        "context", "goal", "outcome", "result", "feedback", "on tap", "on press", "on long press", "on swipe", "gesture",
        "navigation", "destination", "data", "source", "state description", "todo", "open question", "question", "owner",
    ]

    /// The Markdown table of docs/spec-format.md §2.5.1, generated from `rows` (a test keeps
    /// the checked-in copy current).
    public static func markdownTable() -> String {
        var out = "| key | synonyms | value kind (§2.7) | kiln.yaml id | notes |\n|---|---|---|---|---|\n"
        for row in rows {
            let synonyms = row.synonyms.isEmpty ? "—" : row.synonyms.map { "`\($0)`" }.joined(separator: ", ")
            out += "| `\(row.key)` | \(synonyms) | \(row.kind.rawValue) | `\(row.id)` | \(row.meaning) |\n"
        }
        return out
    }

    /// Markers around the generated table in docs/spec-format.md.
    public static let tableMarkers = ("<!-- vocabulary table: generated from SpecVocabulary.swift -->", "<!-- end of vocabulary table -->")

    /// The row with this id (kiln.yaml `specs.vocabulary` keys).
    public static func row(id: String) -> Row? { rows.first { $0.id == id } }

    /// "touch targets are read from `Touch Target`, `Hit Target`, …" for a value's shape.
    static func readFromPhrase(_ shape: ValueShape.Kind) -> String {
        switch shape {
        case .color: return "colors are read from `background`, `text color`, `color`, `icon color`, `border` and their synonyms"
        case .length: return "touch targets are read from `touch target`, `hit area`, `tappable area`, …; sizes from `size`, `width`, `height`, `corner radius`, …"
        case .opacity: return "opacities are read from `opacity`, `alpha`"
        case .duration: return "timings are read from `duration`, `delay`, `animation`"
        case .ratio: return "contrast claims are read from `contrast` lines and sentences such as \"White on Coral: 4.8:1\""
        }
    }

    /// The vocabulary id a value's shape most likely states (for kiln.yaml hints).
    static func exampleID(_ shape: ValueShape.Kind) -> String? {
        switch shape {
        case .color: "color"
        case .length: "touchTarget"
        case .opacity: "opacity"
        case .duration: "duration"
        case .ratio: nil
        }
    }

    /// A near-miss key (`Touch targt`, `Corner radious`) or a key ending in one (`Circle size` →
    /// `size`): the vocabulary key to suggest for the value's shape.
    static func suggestion(for key: String, kinds: [ValueShape.Kind]) -> String? {
        let wanted = Normalize.key(key)
        var best: (String, Int)?
        var suffix: String?
        for row in rows where fits(row.kind, kinds) {
            for candidate in [row.key.lowercased()] + row.synonyms {
                let allowed = candidate.utf8.count > 8 ? 2 : 1
                // The length difference bounds the distance from below: most candidates stop here.
                if abs(candidate.utf8.count - wanted.utf8.count) <= allowed {
                    let distance = Suggestion.distance(wanted, candidate)
                    if distance <= allowed, distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
                }
                if wanted.utf8.count > candidate.utf8.count, wanted.hasSuffix(" " + candidate), candidate.count > (suffix?.count ?? 0) {
                    suffix = candidate
                }
            }
        }
        return best?.0 ?? suffix
    }

    static func fits(_ kind: SpecValueKind, _ shapes: [ValueShape.Kind]) -> Bool {
        for shape in shapes {
            switch (shape, kind) {
            case (.color, .color), (.color, .background), (.color, .border): return true
            case (.length, .size), (.length, .touchTarget), (.length, .length), (.length, .radius), (.length, .padding), (.length, .typography): return true
            case (.opacity, .opacity), (.duration, .duration): return true
            default: continue
            }
        }
        return false
    }
}
