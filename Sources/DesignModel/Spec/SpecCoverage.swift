import Diagnostics

/// How the reader took each property line of a spec (docs/spec-format.md §2.16): read into a
/// fact, classified as prose, or not understood (reported as `spec/unread`).
public struct SpecLineCoverage: Sendable, Hashable {
    public enum Status: String, Sendable, Hashable {
        case read
        case prose
        case unread = "not understood"
    }

    public var status: Status
    /// The line as written (marker removed).
    public var text: String
    /// The screen (or catalog category) the line belongs to; nil outside every screen.
    public var screen: String?
    public var range: SourceRange

    public init(status: Status, text: String, screen: String?, range: SourceRange) {
        self.status = status
        self.text = text
        self.screen = screen
        self.range = range
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
}
