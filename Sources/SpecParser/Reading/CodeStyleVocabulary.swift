/// The style properties of UI code, per framework, and the role each gives its value
/// (docs/spec-format.md §2.17, `code-style`). Only a call or property named here is read from a
/// code block: everything else in the code (logic, layout, copy) stays a code sample.
enum CodeStyleVocabulary {
    /// What a style property's value is to the element it styles.
    enum Role: String {
        /// The ink of text or a glyph (`foregroundStyle`, `textColor`).
        case foreground
        /// The element's own fill, under its content (`background`, `backgroundColor`).
        case background
        /// A line around or through the element (`overlay`, `layer.borderColor`).
        case border
        /// A control's or glyph's accent (`tint`, `tintColor`, `onTintColor`).
        case tint
        /// The element's frame: its touch target when the element is acted on.
        case frame
        /// The element's text size (`.font(.system(size: 17))`, `UIFont.systemFont(ofSize: 13)`).
        case textSize
        /// The element's own opacity.
        case opacity
    }

    struct Property {
        let framework: String
        let name: String
        let role: Role
    }

    /// The properties, as written in each framework. SwiftUI names are modifiers (`.name(…)`),
    /// UIKit names are properties assigned (`view.name = …`) or setters called (`setTitleColor`),
    /// and keys of a text-attributes dictionary (`.foregroundColor: …`).
    static let properties: [Property] = [
        Property(framework: "SwiftUI", name: "foregroundStyle", role: .foreground),
        Property(framework: "SwiftUI", name: "foregroundColor", role: .foreground),
        Property(framework: "SwiftUI", name: "background", role: .background),
        Property(framework: "SwiftUI", name: "fill", role: .background),
        Property(framework: "SwiftUI", name: "tint", role: .tint),
        Property(framework: "SwiftUI", name: "accentColor", role: .tint),
        Property(framework: "SwiftUI", name: "overlay", role: .border),
        Property(framework: "SwiftUI", name: "stroke", role: .border),
        Property(framework: "SwiftUI", name: "strokeBorder", role: .border),
        Property(framework: "SwiftUI", name: "border", role: .border),
        Property(framework: "SwiftUI", name: "font", role: .textSize),
        Property(framework: "SwiftUI", name: "frame", role: .frame),
        Property(framework: "SwiftUI", name: "opacity", role: .opacity),
        Property(framework: "UIKit", name: "textColor", role: .foreground),
        Property(framework: "UIKit", name: "setTitleColor", role: .foreground),
        Property(framework: "UIKit", name: "foregroundColor", role: .foreground),
        Property(framework: "UIKit", name: "backgroundColor", role: .background),
        Property(framework: "UIKit", name: "tintColor", role: .tint),
        Property(framework: "UIKit", name: "onTintColor", role: .tint),
        Property(framework: "UIKit", name: "borderColor", role: .border),
        Property(framework: "UIKit", name: "font", role: .textSize),
        Property(framework: "UIKit", name: "frame", role: .frame),
        Property(framework: "UIKit", name: "alpha", role: .opacity),
    ]

    /// CSS properties and their roles; `width` and `height` together are the element's frame.
    static let cssProperties: [String: Role] = [
        "color": .foreground, "background": .background, "background-color": .background, "border": .border, "border-color": .border,
        "outline": .border, "outline-color": .border, "font": .textSize, "font-size": .textSize, "width": .frame, "height": .frame,
        "min-height": .frame, "opacity": .opacity, "fill": .foreground, "stroke": .border,
    ]

    static func cssRole(_ property: String) -> Role? { cssProperties[property] }

    /// CSS pseudo-classes and the state each draws.
    static let cssStates: [String: String] = [
        "hover": "hover", "focus": "focused", "active": "pressed", "disabled": "disabled", "checked": "selected",
    ]

    static func role(_ name: String, framework: String) -> Role? {
        properties.first { $0.framework == framework && $0.name == name }?.role
    }

    /// SwiftUI views that show text: their foreground is a text color.
    static let textViews: Set<String> = ["Text", "Label", "TextField", "SecureField", "Link", "Toggle"]
    /// SwiftUI views that are acted on: their frame is a touch target.
    static let actionViews: Set<String> = ["Button", "Link", "Toggle", "Menu", "NavigationLink", "Stepper", "Picker"]
    /// SwiftUI views that hold a whole screen: their background is what every section sits on.
    static let screenViews: Set<String> = ["ScrollView", "NavigationStack", "NavigationView", "List", "Form"]
    /// Words of a UIKit view's name that make it a container: its background is what the other
    /// views of the block sit on (`contentView`, `headerView`, `tableView`, `tabAppearance`).
    static let containerWords: Set<String> = ["content", "view", "header", "footer", "table", "cell", "appearance", "bar", "container", "background"]
    /// Words of a UIKit view's name that make it the screen's scrolling container: its
    /// background is what every section sits on (`tableView`, `collectionView`).
    static let screenWords: Set<String> = ["table", "collection", "scroll"]
    /// Words of a UIKit view's name that make it something people act on.
    static let actionWords: Set<String> = ["button", "btn", "switch", "toggle", "link", "control", "slider", "stepper", "remove", "close", "dismiss"]
    /// Words of a condition (`isHighlighted ? A : B`) and the state the first branch is drawn in;
    /// any other flag (`entry.isPinned ? …`) is a toggle, its first branch the selected state.
    static let conditionStates: [String: String] = [
        "highlighted": "pressed", "pressed": "pressed", "selected": "selected", "disabled": "disabled", "focused": "focused",
        "hovered": "hover", "checked": "selected", "on": "selected", "active": "selected",
    ]
}
