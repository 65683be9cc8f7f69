// A stand-in for the part of UIKit the generated Swift uses, with Apple's signatures, so that
// the UIKit branches type-check on Linux. Not a UI framework.
@_exported import Foundation

open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

open class UITraitCollection: @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
}

open class UIFont: @unchecked Sendable {
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        public static let title1 = TextStyle(rawValue: "title1")
        public static let title2 = TextStyle(rawValue: "title2")
        public static let title3 = TextStyle(rawValue: "title3")
        public static let headline = TextStyle(rawValue: "headline")
        public static let body = TextStyle(rawValue: "body")
        public static let callout = TextStyle(rawValue: "callout")
        public static let subheadline = TextStyle(rawValue: "subheadline")
        public static let footnote = TextStyle(rawValue: "footnote")
        public static let caption1 = TextStyle(rawValue: "caption1")
        public static let caption2 = TextStyle(rawValue: "caption2")
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    private init() {}
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open var lineHeight: CGFloat { 0 }
}

open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
