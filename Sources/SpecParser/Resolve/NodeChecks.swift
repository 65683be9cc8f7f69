import ColorScience
import DesignModel
import Diagnostics

/// Checks run once a node's entries are all read: typography literals matched to the type
/// scale (`spec/off-scale`) and to the node's declared style (`spec/style-drift`), shadow
/// values compared with the level they refine (`spec/token-drift`).
enum NodeChecks {
    static let weightNames: [Int: String] = [
        100: "ultralight", 200: "thin", 300: "light", 400: "regular", 500: "medium", 600: "semibold", 700: "bold", 800: "heavy",
        900: "black",
    ]

    static func weightName(_ weight: Int) -> String { weightNames[weight] ?? String(weight) }

    /// `rgba(0, 0, 0, 0.12)` for translucent colors, `#RRGGBB` otherwise (as specs write them).
    static func css(_ color: RGBA) -> String {
        if color.isOpaque { return color.hex }
        return "rgba(\(color.red8), \(color.green8), \(color.blue8), \(Canonical.number((color.alpha * 100).rounded() / 100)))"
    }

    static func describe(_ typography: Typography) -> String {
        "\(Canonical.number(typography.fontSize.points ?? typography.fontSize.value))pt \(weightName(typography.fontWeight))"
    }

    static func describe(_ value: SpecTypographyValue) -> String {
        var parts: [String] = []
        if let size = value.size { parts.append(Canonical.number(size) + "pt") }
        if let weight = value.weight { parts.append(weightName(weight)) }
        return parts.joined(separator: " ")
    }

    /// Entries of a property that apply whenever `entry` does, most specific first.
    static func lessSpecific(than entry: SpecEntry, in property: SpecProperty) -> [SpecEntry] {
        property.entries.filter { other in
            other.range != entry.range && other.qualifiers.count < entry.qualifiers.count && other.qualifiers.isSatisfied(by: entry.qualifiers)
        }.sorted { a, b in
            a.qualifiers.count != b.qualifiers.count ? a.qualifiers.count > b.qualifiers.count : a.range.start > b.range.start
        }
    }

    static func checkTypography(_ node: inout NodeDraft, session: SpecSession) {
        guard let propertyIndex = node.propertyIndex("Typography") else { return }
        let property = node.properties[propertyIndex]
        let index = session.index
        var seenLines = Set<Int>()
        for (entryIndex, entry) in property.entries.enumerated() {
            guard case .typography(let value) = entry.value, value.style == nil, value.hasLiteralParts else { continue }
            var merged = value
            for other in lessSpecific(than: entry, in: property) {
                if case .typography(let base) = other.value { merged = merged.filled(from: base) }
            }
            if merged.style != nil {
                // A device entry refining a named style (`Headline` then `iPhone SE: 16pt`).
                if let style = merged.style, let token = index.typography(style) {
                    merged.size = merged.size ?? token.fontSize.points
                    merged.weight = merged.weight ?? token.fontWeight
                }
            }
            guard let size = merged.size else { continue }
            let first = seenLines.insert(entry.range.start.line).inserted
            let matches = index.styles(size: size, weight: merged.weight, family: merged.family)
            let matched = index.preferred(matches)
            var updated = value
            updated.matchedStyle = matched
            node.properties[propertyIndex].entries[entryIndex].value = .typography(updated)
            if let matched { session.use(matched, at: entry.range) }
            guard first else { continue }
            if let (declared, declaredName, declaredRange) = node.declaredStyle, let token = index.typography(declared) {
                let sizeDiffers = abs((token.fontSize.points ?? -1) - size) > 0.01
                let weightDiffers = merged.weight.map { $0 != token.fontWeight } ?? false
                if sizeDiffers || weightDiffers {
                    session.warning(
                        .specStyleDrift,
                        "\"\(entry.written)\" is \(describe(merged)), but the node declares the style \"\(declaredName)\" (`\(declared)`: \(describe(token)))",
                        at: entry.range,
                        notes: [.init("the style is declared here", at: declaredRange)]
                            + (index.token(declared).map { [.init("\"\(declared)\" is defined here", at: $0.range)] } ?? []),
                        hint: matched.map { "this is the size and weight of `\($0)`" })
                    continue
                }
            }
            if matched == nil {
                let sameSize = index.styles(size: size, weight: nil, family: nil)
                let hint: String? =
                    sameSize.isEmpty
                    ? nearestStyle(size, index: index).map { "the nearest style is `\($0.0)` (\(describe($0.1)))" }
                    : "styles of that size: " + sameSize.compactMap { path in index.typography(path).map { "`\(path)` (\(describe($0)))" } }.joined(separator: ", ")
                var what = describe(merged)
                if let family = merged.family { what = family + " " + what }
                session.warning(
                    .specOffScale, "\"\(entry.written)\" (\(what)) matches no typography style; kept as a literal", at: entry.range,
                    hint: hint)
            }
        }
    }

    static func nearestStyle(_ size: Double, index: TokenIndex) -> (TokenPath, Typography)? {
        var best: (TokenPath, Typography, Double)?
        for path in index.typographyTokens {
            guard let style = index.typography(path), let points = style.fontSize.points, index.token(path)?.values.first??.alias == nil
            else { continue }
            let distance = abs(points - size)
            if best.map({ distance < $0.2 }) ?? true { best = (path, style, distance) }
        }
        return best.map { ($0.0, $0.1) }
    }

    /// `Shadow: Level 2 (raised)` refined by `rgba(0, 0, 0, 0.16), offset (0, 4pt), blur 16pt`.
    static func checkShadow(_ node: NodeDraft, session: SpecSession) {
        guard let property = node.property("Shadow") else { return }
        let index = session.index
        guard let level = property.entries.first(where: { if case .shadow(let value) = $0.value { value.token != nil } else { false } }),
            case .shadow(let levelValue) = level.value, let token = levelValue.token
        else { return }
        for entry in property.entries {
            guard case .shadow(let value) = entry.value, let layer = value.layers.first else { continue }
            let modes = entry.qualifiers.mode.map { [$0] } ?? index.modes
            for mode in modes {
                guard case .shadow(let shadows)? = index.system.value(token, mode: mode), let expected = shadows.first else { continue }
                let color = layer.color.resolution(mode)?.color
                let same = color?.quantized == expected.color.quantized && abs(layer.offsetY - (expected.offsetY.points ?? 0)) < 0.01
                    && abs(layer.blur - (expected.blur.points ?? 0)) < 0.01 && abs(layer.offsetX - (expected.offsetX.points ?? 0)) < 0.01
                if !same {
                    let tokenText = "\(NodeChecks.css(expected.color)), offset (\(Canonical.number(expected.offsetX.points ?? 0)), \(Canonical.number(expected.offsetY.points ?? 0))pt), blur \(Canonical.number(expected.blur.points ?? 0))pt"
                    session.warning(
                        .specTokenDrift,
                        "\"\(level.written)\" is \(tokenText)\(index.modes.count > 1 ? " in \(mode) mode" : "") in the token file (`\(token)`); the spec says \(entry.written)",
                        at: entry.range, notes: index.token(token).map { [.init("\"\(token)\" is defined here", at: $0.range)] } ?? [])
                    break
                }
            }
        }
    }
}
