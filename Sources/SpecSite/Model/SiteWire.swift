import ColorScience
import DesignModel

// What a screen page draws of each node: its own fill, border, corner radius, stated size,
// text and type, each under the qualifiers the spec wrote it with. Read from the spec model by
// the adapter (`SiteWire(node:)`); the colors of text and what is behind it, and the touch
// targets, come from the spec facts, which are evaluated per context already.

/// A node's drawable properties as the spec states them.
public struct SiteWire: Sendable, Hashable {
    /// A value under qualifiers (mode, state); entries for a device, variant or orientation
    /// are not drawn (the wireframe is of the default device and variant).
    public struct Entry<Value: Sendable & Hashable>: Sendable, Hashable {
        public var mode: String?
        public var state: String?
        public var value: Value
        /// The spec line, for the unknown values' notes.
        public var line: Int
    }

    /// A color per mode: nil where the spec's words did not resolve (drawn as unknown).
    public struct ModeColors: Sendable, Hashable {
        public var colors: [String: RGBA]
        public var written: String
        public var transparent: Bool
    }

    public struct Border: Sendable, Hashable {
        public var width: Double?
        public var style: String?
        public var color: ModeColors?
    }

    /// A stated width or height.
    public enum Extent: Sendable, Hashable {
        case points(Double)
        /// The device width less a margin (`full width - 32pt`).
        case fullWidth(minus: Double)
        /// Stated in words Kiln does not measure (`flexible`, `container`).
        case words(String)

        public var label: String {
            switch self {
            case .points(let points): NumberText.format(points)
            case .fullWidth(let minus): minus == 0 ? "full" : "full−\(NumberText.format(minus))"
            case .words(let words): words
            }
        }
    }

    public var fills: [Entry<ModeColors>] = []
    public var borders: [Entry<Border>] = []
    public var radius: Double?
    public var width: Extent?
    public var height: Extent?
    /// The text the node shows, when the spec quotes it.
    public var text: String?
    public var icon: String?
    public var fontSize: Double?
    public var fontWeight: Int?

    public init() {}

    public var isEmpty: Bool {
        fills.isEmpty && borders.isEmpty && radius == nil && width == nil && height == nil && text == nil && icon == nil && fontSize == nil
    }

    /// The most specific entry for `mode` and `state` (later lines win ties), as the spec
    /// reader looks values up.
    static func pick<Value>(_ entries: [Entry<Value>], mode: String, state: String) -> Entry<Value>? {
        var best: (entry: Entry<Value>, score: Int)?
        for entry in entries {
            if let wanted = entry.mode, !SpecQualifiers.mode(wanted, appliesIn: mode) { continue }
            if let wanted = entry.state, wanted != state { continue }
            let score = (entry.mode == nil ? 0 : 1) + (entry.state == nil ? 0 : 1)
            if best == nil || score >= best!.score { best = (entry, score) }
        }
        return best?.entry
    }
}

extension SiteWire {
    init(node: SpecNode, modes: [String]) {
        self.init()
        func usable(_ qualifiers: SpecQualifiers) -> Bool {
            qualifiers.device == nil && qualifiers.variant == nil && qualifiers.orientation == nil && qualifiers.alternative == nil
        }
        func modeColors(_ color: SpecColorValue) -> ModeColors {
            var colors: [String: RGBA] = [:]
            for resolution in color.resolutions { if let value = resolution.color { colors[resolution.mode] = value } }
            return ModeColors(colors: colors, written: color.written, transparent: color.isTransparent)
        }
        func extent(_ value: SpecExtent?) -> Extent? {
            switch value {
            case nil: nil
            case .points(let points)?: .points(points)
            case .deviceWidth(let minus)?: .fullWidth(minus: minus)
            case .container?: .words("container")
            case .flexible(let words)?: .words(words.lowercased())
            }
        }
        for property in node.properties {
            for entry in property.entries where usable(entry.qualifiers) {
                let mode = entry.qualifiers.mode
                let state = entry.qualifiers.state
                let line = entry.range.start.line
                switch (property.kind, entry.value) {
                case (.background, .color(let color)):
                    fills.append(Entry(mode: mode, state: state, value: modeColors(color), line: line))
                case (.background, .none):
                    fills.append(Entry(mode: mode, state: state, value: ModeColors(colors: [:], written: "none", transparent: true), line: line))
                case (.border, .border(let border)):
                    borders.append(Entry(mode: mode, state: state, value: Border(width: border.width, style: border.style, color: border.color.map(modeColors)), line: line))
                case (.border, .none):
                    borders.append(Entry(mode: mode, state: state, value: Border(width: 0, style: "none", color: nil), line: line))
                case (.radius, .length(let length)) where mode == nil && state == nil:
                    radius = length.points
                case (.size, .size(let size)) where mode == nil && state == nil:
                    width = extent(size.width) ?? width
                    height = extent(size.height) ?? height
                case (.length, .length(let length)) where mode == nil && state == nil:
                    let key = property.key.lowercased()
                    if key == "height" { height = .points(length.points) } else if key == "width" { width = .points(length.points) }
                case (.typography, .typography(let typography)) where state == nil:
                    fontSize = typography.size ?? fontSize
                    fontWeight = typography.weight ?? fontWeight
                case (.fontWeight, .fontWeight(let weight)) where state == nil:
                    fontWeight = weight
                case (.text, .text(let value)) where state == nil:
                    if value.isQuoted || text == nil { text = value.text }
                    if let style = value.style {
                        fontSize = style.size ?? fontSize
                        fontWeight = style.weight ?? fontWeight
                    }
                case (.icon, .icon(let icon)) where state == nil:
                    self.icon = icon.symbol
                    if width == nil, let size = icon.size { width = extent(size.width) }
                    if height == nil, let size = icon.size { height = extent(size.height) }
                default:
                    continue
                }
            }
        }
        if text == nil, let description = node.description, description.hasPrefix("\u{201C}") || description.hasPrefix("\"") {
            text = String(description.drop { $0 == "\u{201C}" || $0 == "\"" }.prefix { $0 != "\u{201D}" && $0 != "\"" })
        }
        _ = modes
    }
}
