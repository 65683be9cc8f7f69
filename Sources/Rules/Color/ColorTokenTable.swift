import ColorScience
import DesignModel
import Synchronization

/// The design system's color tokens as the fix suggestions compare them: per mode the opaque
/// value (8-bit), its WCAG luminance and its CIELAB coordinates, worked out once. Every
/// failing contrast pair looks through all color tokens for ones that would pass; computing
/// each token's luminance and Lab again for every pair (pow, cube roots) was a tenth of the
/// bundled `kiln check`.
public struct ColorTokenTable: Sendable {
    public struct Value: Sendable {
        public var color: RGBA
        public var luminance: Double
        public var lab: CIELab
    }

    public struct Entry: Sendable {
        public var path: TokenPath
        /// The shortest alias chain over the modes.
        public var hops: Int
        /// Per mode index; nil where the token has no opaque color.
        public var values: [Value?]
    }

    /// Color tokens that are not deprecated, in the system's order.
    public let entries: [Entry]

    public init(_ system: DesignSystem) {
        entries = system.tokens.compactMap { token in
            guard token.type == .color, token.deprecation == nil else { return nil }
            let values = token.values.map { resolved -> Value? in
                guard let value = resolved?.value.color, value.isOpaque else { return nil }
                let color = value.quantized
                return Value(color: color, luminance: WCAG.relativeLuminance(color), lab: CIELab(color))
            }
            return Entry(path: token.path, hops: token.values.compactMap { $0?.aliasDepth }.min() ?? 0, values: values)
        }
    }
}

/// What several rules work out from the same design system, once per check: the check stage
/// hands the same instance to every rule's context.
public final class RuleCaches: Sendable {
    private let colorTokens = Mutex<ColorTokenTable?>(nil)

    public init() {}

    /// The color token table of `system` (the system every context sharing this cache checks).
    func colorTokenTable(_ system: DesignSystem) -> ColorTokenTable {
        colorTokens.withLock { table in
            if let table { return table }
            let made = ColorTokenTable(system)
            table = made
            return made
        }
    }
}
