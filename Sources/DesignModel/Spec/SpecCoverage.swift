import Diagnostics

/// How the reader took each value-bearing line of a spec (docs/spec-format.md §2.16) — a line
/// holding a color, a token path, a size, a ratio, a font size or an opacity: read into a fact,
/// classified as prose, or not understood (reported, as `spec/unread` when nothing else was).
public struct SpecLineCoverage: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        case read
        case prose
        case unread = "not understood"

        /// The name `kiln specs --coverage --format json` gives the status.
        public var jsonName: String {
            switch self {
            case .read: "facts"
            case .prose: "prose"
            case .unread: "unread"
            }
        }
    }

    public var status: Status
    /// The line as written (marker removed).
    public var text: String
    /// The screen (or catalog category) the line belongs to; nil outside every screen.
    public var screen: String?
    public var range: SourceRange
    /// The kinds of value found on the line (`color`, `token`, `length`, `dimensions`, `ratio`,
    /// `font`, `opacity`), in order.
    public var values: [String]

    public init(status: Status, text: String, screen: String?, range: SourceRange, values: [String] = []) {
        self.status = status
        self.text = text
        self.screen = screen
        self.range = range
        self.values = values
    }
}

/// Counts of a set of lines by status.
public struct SpecCoverageCounts: Sendable, Hashable {
    public var read = 0
    public var prose = 0
    public var unread = 0

    public init(_ lines: [SpecLineCoverage] = []) {
        for line in lines { add(line.status) }
    }

    public mutating func add(_ status: SpecLineCoverage.Status) {
        switch status {
        case .read: read += 1
        case .prose: prose += 1
        case .unread: unread += 1
        }
    }

    public var total: Int { read + prose + unread }

    /// The fraction of lines read or classified (1 when there are none).
    public var fraction: Double { total == 0 ? 1 : Double(read + prose) / Double(total) }

    /// `97.8% covered — 1042 read, 1060 prose, 46 not understood (of 2148 value lines)`:
    /// how `kiln specs --coverage` and the spec site word the same counts.
    public var summary: String {
        "\(Self.percent(fraction)) covered — \(read) read, \(prose) prose, \(unread) not understood (of \(total) value lines)"
    }

    /// `97.5%` (floored to one decimal, so 99.96% never shows as 100%).
    public static func percent(_ fraction: Double) -> String {
        let tenths = Int((fraction * 1000).rounded(.down))
        return tenths % 10 == 0 ? "\(tenths / 10)%" : "\(tenths / 10).\(tenths % 10)%"
    }
}

extension [SpecLineCoverage] {
    /// The lines grouped by screen name, screens in the order they first appear; lines outside
    /// every screen under nil.
    public var byScreen: [(screen: String?, lines: [SpecLineCoverage])] {
        var order: [String?] = []
        var groups: [String?: [SpecLineCoverage]] = [:]
        for line in self {
            if groups[line.screen] == nil { order.append(line.screen) }
            groups[line.screen, default: []].append(line)
        }
        return order.map { ($0, groups[$0] ?? []) }
    }
}
