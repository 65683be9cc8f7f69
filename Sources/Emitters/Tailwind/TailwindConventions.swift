import ColorScience
import DesignModel

/// Tailwind names and values for `theme.css` (v4) and `tailwind.preset.cjs` (v3).
///
/// Each token becomes a theme variable in the Tailwind namespace of its kind, which is what
/// makes Tailwind generate utilities for it: colors `--color-*` (`bg-text-primary`), lengths
/// `--spacing-*` (`p-md`), or `--radius-*` and `--breakpoint-*` when their group is named so,
/// font families `--font-*`, weights `--font-weight-*`, text styles `--text-*` (with
/// `--text-*--line-height`, `--letter-spacing` and `--font-weight`), shadows `--shadow-*`, curves
/// `--ease-*`. The group's own segment is dropped when it names the namespace
/// (`color.text.primary` → `--color-text-primary`, `spacing.md` → `--spacing-md`) and kept
/// otherwise (`emotion.happy` → `--color-emotion-happy`). Other kinds (durations, opacities,
/// borders, transitions, gradients, springs) keep their CSS output name (`--duration-fast`).
/// Values are the CSS output's.
struct TailwindConventions: PlatformConventions {
    let css: CSSConventions
    var platformName: String { "Tailwind" }

    init(system: DesignSystem) {
        css = CSSConventions(options: CSSOptions(), system: system)
    }

    /// The v4 namespace, the v3 `theme` key, and the group names that stand for it.
    struct Namespace {
        var name: String
        var v3Key: String
        var groups: Set<String>
    }

    static let color = Namespace(name: "color", v3Key: "colors", groups: ["color", "colors"])
    static let spacing = Namespace(name: "spacing", v3Key: "spacing", groups: ["spacing", "space", "spaces"])
    static let radius = Namespace(name: "radius", v3Key: "borderRadius", groups: ["radius", "radii", "border-radius", "corner", "corners", "corner-radius"])
    static let breakpoint = Namespace(name: "breakpoint", v3Key: "screens", groups: ["breakpoint", "breakpoints", "screen", "screens"])
    static let font = Namespace(name: "font", v3Key: "fontFamily", groups: ["font", "fonts", "font-family", "font-families"])
    static let fontWeight = Namespace(name: "font-weight", v3Key: "fontWeight", groups: ["font-weight", "font-weights", "weight", "weights"])
    static let text = Namespace(name: "text", v3Key: "fontSize", groups: ["text", "typography", "type", "font-size", "text-style", "text-styles"])
    static let shadow = Namespace(name: "shadow", v3Key: "boxShadow", groups: ["shadow", "shadows", "elevation"])
    static let ease = Namespace(name: "ease", v3Key: "transitionTimingFunction", groups: ["ease", "easing", "curve", "curves"])

    /// The namespace of a token, nil for kinds Tailwind has none for.
    func namespace(of token: Token, group: String) -> Namespace? {
        switch token.type {
        case .color: return Self.color
        case .dimension:
            if Self.radius.groups.contains(group) { return Self.radius }
            if Self.breakpoint.groups.contains(group) { return Self.breakpoint }
            return Self.spacing
        case .fontFamily: return Self.font
        case .fontWeight: return Self.fontWeight
        case .typography: return Self.text
        case .shadow: return Self.shadow
        case .cubicBezier: return Self.ease
        default: return nil
        }
    }

    /// The first path segment in kebab case, once per group.
    let groupNames = GroupCache<String>()

    private func groupName(_ segment: String) -> String {
        groupNames.value(segment) { Identifiers.cssKebab(NameCasing.split(segment)) }
    }

    /// Keys of `--spacing-*` that Tailwind's own utilities read first: the container sizes
    /// (`max-w-md` and `w-lg` take `--spacing-md` and `--spacing-lg` over `--container-md`) and
    /// numbers (`p-4` is `calc(var(--spacing) * 4)` unless `--spacing-4` is declared).
    static func isTailwindSpacingKey(_ key: String) -> Bool {
        if ["3xs", "2xs", "xs", "sm", "md", "lg", "xl", "2xl", "3xl", "4xl", "5xl", "6xl", "7xl", "px", "full", "screen", "auto", "prose", "min", "max", "fit"].contains(key) {
            return true
        }
        return !key.isEmpty && key.allSatisfy { $0.isNumber || $0 == "." || $0 == "/" }
    }

    /// (namespace, name inside it): `--color-text-primary` is (color, text-primary).
    func name(of token: Token) -> (namespace: Namespace?, key: String) {
        let path = token.path.string
        let first = NameCasing.firstSegment(of: path)
        let group = first.end > 0 ? groupName(String(Substring(path.utf8.prefix(first.end - 1)))) : ""
        guard let namespace = namespace(of: token, group: group) else { return (nil, String(css.propertyName(token.path).dropFirst(2))) }
        if first.end > 0, namespace.groups.contains(group) {
            // The common all-ASCII path in one pass; the rest by segments.
            var rest = NameCasing.joined(dotted: path, from: first.end, style: .kebab)
                ?? Identifiers.cssKebab(NameCasing.split(segments: Array(token.path.fastSegments.dropFirst())))
            if !rest.isEmpty {
                // A spacing named like one of Tailwind's own sizes keeps a word of its group, so
                // that `max-w-md` and `p-4` keep their meaning: `spacing.md` → `p-space-md`.
                if namespace.name == Self.spacing.name, Self.isTailwindSpacingKey(rest) {
                    rest = (group == "spacing" || group == "spaces" ? "space" : group) + "-" + rest
                }
                // `font.family.text` is `--font-text` (`font-text`), not `--font-family-text`, and
                // `easing.ease-in` is `--ease-in`, not `--ease-ease-in`.
                if namespace.name == Self.font.name, rest.hasPrefix("family-"), rest.count > 7 { rest.removeFirst(7) }
                if rest.hasPrefix(namespace.name + "-"), rest.count > namespace.name.count + 1 { rest.removeFirst(namespace.name.count + 1) }
                return (namespace, rest)
            }
        }
        let property = String(css.propertyName(token.path).dropFirst(2))
        // The namespace already starts the name (`font.weight.bold` in `--font-weight-*`): not twice.
        if property.hasPrefix(namespace.name + "-"), property.count > namespace.name.count + 1 {
            return (namespace, String(property.dropFirst(namespace.name.count + 1)))
        }
        return (namespace, property)
    }

    /// The v3 `theme` key and the name in it, from an entry's v4 name (`--color-text-primary`):
    /// what `name(of:)` gave, without computing it again.
    func v3Name(of entry: ViewModel.Entry) -> (v3Key: String, key: String)? {
        let path = entry.token.path.string
        let first = NameCasing.firstSegment(of: path)
        let group = first.end > 0 ? groupName(String(Substring(path.utf8.prefix(first.end - 1)))) : ""
        guard let namespace = namespace(of: entry.token, group: group) else { return nil }
        return (namespace.v3Key, String(entry.identifier.utf8.dropFirst(namespace.name.utf8.count + 3))!)
    }

    func placement(of token: Token) -> Placement {
        let (namespace, key) = name(of: token)
        let member = "--" + (namespace.map { $0.name + "-" } ?? "") + key
        return Placement(containerKind: "theme", container: "@theme", group: nil, member: member, displayPrefix: "")
    }

    /// Palettes are not printed as enumerations here (their colors are): a name no group can
    /// take, so a group named like a palette is not reported as a collision.
    func paletteIdentifier(_ palette: CategoricalPalette) -> String { "palette " + palette.path.string }

    func modeIdentifier(_ mode: String) -> String { mode }

    func platformType(of token: Token, variesByMode: Bool) -> String { css.platformType(of: token, variesByMode: variesByMode) }

    func literal(_ resolved: ResolvedValue, of token: Token, mode: Int) -> ViewModel.Literal {
        guard case .typography(let typography) = resolved.value else {
            return ViewModel.Literal(css.value(resolved.value, token: token, mode: mode, references: []).text)
        }
        // `--text-*` is the size; the rest are its `--text-*--…` companions.
        // In `rem`, as tokens.css writes text; line heights unitless, as a ratio of the size.
        var parts: [ViewModel.Part] = []
        switch typography.lineHeight {
        case .multiplier(let factor): parts.append(ViewModel.Part("line-height", Format.number(factor)))
        case .length(let length):
            let ratio = CSSConventions.lineHeightRatio(length, fontSize: typography.fontSize)
            parts.append(ViewModel.Part("line-height", ratio.map(Format.number) ?? css.length(length, unit: .rem)))
        case nil: break
        }
        if let spacing = typography.letterSpacing { parts.append(ViewModel.Part("letter-spacing", css.length(spacing, unit: .rem))) }
        parts.append(ViewModel.Part("font-weight", String(typography.fontWeight)))
        return ViewModel.Literal(css.length(typography.fontSize, unit: .rem), parts: parts)
    }
}
