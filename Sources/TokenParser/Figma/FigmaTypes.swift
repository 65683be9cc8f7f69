import DesignModel
import Diagnostics
import YAMLSource

/// What a Figma variable is in Kiln: its `resolvedType` and scopes decide.
///
/// | Figma | Kiln |
/// |---|---|
/// | COLOR | color |
/// | FLOAT scoped to sizes only (corner radius, width/height, gap, stroke, effects, font size, line height, letter and paragraph spacing) | dimension in px |
/// | FLOAT scoped to opacity only | opacity (Figma's 0–100 read as 0–1) |
/// | FLOAT scoped to font weight only | fontWeight |
/// | any other FLOAT (all scopes, or several kinds) | number |
/// | STRING scoped to font family only | fontFamily |
/// | any other STRING, BOOLEAN | pass-through (kept as written) |
enum FigmaTypes {
    struct Kind: Equatable {
        var type: TokenType?
        /// For a value kept as written: `string`, `boolean`.
        var passThroughName: String?
        /// Figma writes opacity in percent.
        var percent = false
    }

    static let sizeScopes: Set<String> = [
        "CORNER_RADIUS", "WIDTH_HEIGHT", "GAP", "STROKE_FLOAT", "EFFECT_FLOAT", "FONT_SIZE", "LINE_HEIGHT", "LETTER_SPACING",
        "PARAGRAPH_SPACING", "PARAGRAPH_INDENT",
    ]

    static func kind(resolvedType: String, scopes: [String]) -> Kind {
        let scoped = Set(scopes)
        switch resolvedType {
        case "COLOR":
            return Kind(type: .color)
        case "FLOAT":
            if scoped.isEmpty || scoped.contains("ALL_SCOPES") { return Kind(type: .number) }
            if scoped.isSubset(of: sizeScopes) { return Kind(type: .dimension) }
            if scoped == ["OPACITY"] { return Kind(type: .opacity, percent: true) }
            if scoped == ["FONT_WEIGHT"] { return Kind(type: .fontWeight) }
            return Kind(type: .number)
        case "STRING":
            if scoped == ["FONT_FAMILY"] { return Kind(type: .fontFamily) }
            return Kind(type: nil, passThroughName: "string")
        case "BOOLEAN":
            return Kind(type: nil, passThroughName: "boolean")
        default:
            return Kind(type: nil, passThroughName: resolvedType.lowercased())
        }
    }

    /// A literal value (`{r, g, b, a}`, a number, text, a boolean) as a DTCG node of `kind`.
    static func node(for value: YAMLNode, kind: Kind, range: SourceRange) -> YAMLNode? {
        switch kind.type {
        case .color?:
            guard let r = value["r"]?.number, let g = value["g"]?.number, let b = value["b"]?.number else { return nil }
            let alpha = value["a"]?.number ?? 1
            return .mapping(
                [
                    ("colorSpace", .text("srgb", at: range)),
                    ("components", .sequence([r, g, b].map { .number(min(1, max(0, $0)), at: range) }, at: range)),
                    ("alpha", .number(min(1, max(0, alpha)), at: range)),
                ], at: range)
        case .dimension?:
            guard let number = value.number else { return nil }
            return .mapping([("value", .number(number, at: range)), ("unit", .text("px", at: range))], at: range)
        case .opacity?:
            guard let number = value.number else { return nil }
            return .number(min(1, max(0, kind.percent ? number / 100 : number)), at: range)
        case .fontWeight?:
            guard let number = value.number, number >= 1, number <= 1000 else { return nil }
            return .number(number.rounded(), at: range)
        case .number?:
            guard let number = value.number else { return nil }
            return .number(number, at: range)
        case .fontFamily?:
            guard let text = value.string else { return nil }
            return .text(text, at: range)
        default:
            guard value.scalar != nil else { return nil }
            return value
        }
    }
}

/// Figma names as token paths: `/` separates groups; `.`, `{` and `}`, which token paths reserve,
/// become `_` (`spacing/0.5` → `spacing.0_5`) with a counted warning.
enum FigmaNames {
    static func path(_ name: String, range: SourceRange, deviate: (Leniency.Kind, Diagnostic, String?) -> Void) -> TokenPath {
        var segments = name.split(separator: "/", omittingEmptySubsequences: true).map { $0.trimmingCharacters(in: .whitespaces) }
        if segments.isEmpty { segments = ["_"] }
        var changed = false
        segments = segments.map { segment in
            guard segment.contains(where: { $0 == "." || $0 == "{" || $0 == "}" }) else { return segment }
            changed = true
            return String(segment.map { $0 == "." || $0 == "{" || $0 == "}" ? "_" : $0 })
        }
        if changed {
            deviate(
                .nameCharacters,
                .error(.tokenName, "Figma name \"\(name)\" contains `.`, `{` or `}`, which token paths reserve; Kiln reads it as \"\(segments.joined(separator: "."))\"", at: range),
                nil)
        }
        return TokenPath(segments: segments)
    }
}
