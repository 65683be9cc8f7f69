import DesignModel
import Diagnostics

/// The per-platform view model every emitter prints from: the model's tokens with their
/// platform names and platform literals, grouped into the containers the platform declares
/// (Swift enums, Dart classes, one CSS rule), sorted, with collisions already reported.
///
/// One transform (`ViewModelBuilder`) fills it for every platform; the platforms differ only in
/// their `PlatformConventions` (names, types, literals) and in their printers. Custom mustache
/// templates receive the same data (see `TemplateContext`).
public struct ViewModel: Sendable {
    public var platform: String
    public var modes: [ModeEntry]
    /// Containers in print order (by identifier); each holds its tokens sorted by path.
    public var containers: [Container]
    public var palettes: [Palette]

    /// The index of the mode a light appearance shows: `light` if declared, else the first.
    public var lightModeIndex: Int
    /// The index of the mode a dark appearance shows: `dark` if declared, else the light one.
    public var darkModeIndex: Int
    /// The theming axes whose combinations `modes` are (one axis unless the project declares more).
    public var axes: ModeAxes = .single(["default"])

    public var allEntries: [Entry] { containers.flatMap(\.entries) }

    public struct ModeEntry: Sendable, Hashable {
        public var name: String
        /// The mode as an identifier on this platform (`light`, `highContrast`).
        public var identifier: String
        public var isDefault: Bool
    }

    /// A Swift enum, a Dart class or ThemeExtension, a CSS rule: what holds a set of names.
    public struct Container: Sendable {
        /// What the container is for, so printers can tell groups from theme extensions.
        public var kind: String
        public var identifier: String
        /// The first path segment the container stands for (`spacing`), if it is a group.
        public var group: String?
        public var entries: [Entry]
    }

    /// One token on one platform. A class: printers pass entries around (sorted copies, palette
    /// members, flattened lists) thousands of times, and a reference is one retain where a
    /// struct copy retains every field.
    public final class Entry: Sendable {
        public let token: Token
        public let identifier: String
        /// The platform type (`CGFloat`, `Themed<RGBA>`, `Color`); empty where the platform has none.
        public let platformType: String
        /// One literal per mode (same order as `modes`); nil where the value did not resolve.
        public let values: Literals
        /// True when the literals differ between modes.
        public let variesByMode: Bool
        /// Description lines, ready to become doc comments.
        public let doc: [String]

        public init(token: Token, identifier: String, platformType: String, values: Literals, variesByMode: Bool, doc: [String]) {
            self.token = token
            self.identifier = identifier
            self.platformType = platformType
            self.values = values
            self.variesByMode = variesByMode
            self.doc = doc
        }

        public var path: TokenPath { token.path }
        public var type: TokenType { token.type }
        public var range: SourceRange { token.range }
        public var deprecation: Deprecation? { token.deprecation }
        public var defaultValue: Literal? { values.first ?? nil }
        /// True when some mode's literal has a wide-gamut form.
        public var hasWideValue: Bool {
            values.contains { value in
                guard case .some(let literal) = value, case .some = literal.wide else { return false }
                return true
            }
        }
        /// The first literal that resolved: what a mode without a value shows. Found with
        /// `if case`: `$0 != nil` on an optional of this Equatable struct calls Optional's `==`,
        /// which copies the literal (a retain per field) to compare it, for every entry printed.
        public var firstResolved: Literal? {
            for index in values.indices {
                if case .some = values[index] { return values[index] }
            }
            return nil
        }
    }

    /// An entry's literal per mode. A token with the very same value in every mode (most of
    /// them) keeps that one literal and no array: one allocation fewer per entry to make and
    /// to free, and less memory.
    public struct Literals: RandomAccessCollection, Sendable {
        /// Every mode's literal when `varied` is empty.
        private let uniform: Literal?
        private let varied: [Literal?]
        public let count: Int

        public init(uniform: Literal?, count: Int) {
            self.uniform = uniform
            self.varied = []
            self.count = count
        }

        public init(_ values: [Literal?]) {
            self.uniform = nil
            self.varied = values
            self.count = values.count
        }

        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        public subscript(mode: Int) -> Literal? {
            precondition(mode >= 0 && mode < count, "mode out of range")
            return varied.isEmpty ? uniform : varied[mode]
        }
    }

    /// A value printed for the platform: one expression, plus named parts for composites a
    /// platform spreads over several names (CSS typography: family, size, weight…).
    ///
    /// An immutable class compared by content, not a struct: an entry holds one per mode, and
    /// an optional of a three-field struct is copied and destroyed through the runtime's
    /// generic enum witnesses (for every value of every platform, and again for every element
    /// when the view model is freed); a reference is one retain, and the modes of a uniform
    /// token share one object.
    public final class Literal: Sendable, Hashable {
        public let text: String
        public let parts: [Part]
        /// The same value in a wider notation the platform can also carry (CSS
        /// `color(display-p3 …)`, `oklch(…)`), printed where the platform supports it while
        /// `text` stays the sRGB baseline; nil for a color authored in sRGB and other types.
        public let wide: String?
        public init(_ text: String, parts: [Part] = [], wide: String? = nil) {
            self.text = text
            self.parts = parts
            self.wide = wide
        }

        /// The same literal with `wide` as its wide form.
        public func with(wide: String?) -> Literal { Literal(text, parts: parts, wide: wide) }

        public static func == (lhs: Literal, rhs: Literal) -> Bool {
            lhs === rhs || (lhs.text == rhs.text && lhs.parts == rhs.parts && lhs.wide == rhs.wide)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(parts)
            hasher.combine(wide)
        }
    }

    public struct Part: Sendable, Hashable {
        public var suffix: String
        public var text: String
        public init(_ suffix: String, _ text: String) {
            self.suffix = suffix
            self.text = text
        }
    }

    /// A categorical palette as an enumeration: its members in declared order.
    public struct Palette: Sendable {
        public var path: TokenPath
        public var identifier: String
        public var range: SourceRange
        public var members: [PaletteMember]
        /// The categories' own type name and cases, when every member has a category.
        public var categoryType: String?
        public var categories: [(name: String, identifier: String)]
        public var allHaveEmoji: Bool
        public var allHaveCategory: Bool
    }

    public struct PaletteMember: Sendable {
        public var caseName: String
        /// The member's key as written (`happy`): a stable raw value.
        public var rawValue: String
        public var displayName: String
        public var emoji: String?
        public var category: String?
        public var categoryCase: String?
        /// The color token's own entry on this platform (name, per-mode literals).
        public var color: Entry
        public var colorContainer: String
    }
}
