// A stand-in for the part of UIKit the generated Swift uses, with Apple's signatures, so that
// the UIKit branches type-check on Linux. Not a UI framework.
@_exported import Foundation

open class UIColor: @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {}
}

public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }

open class UITraitCollection: @unchecked Sendable {
    open var userInterfaceStyle: UIUserInterfaceStyle { .light }
    open var accessibilityContrast: UIAccessibilityContrast { .normal }
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
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {}
    private init() {}
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont { UIFont() }
    open var fontDescriptor: UIFontDescriptor { UIFontDescriptor() }
    open var lineHeight: CGFloat { 0 }
}

open class UIFontDescriptor: @unchecked Sendable {
    public struct AttributeName: Hashable, Sendable {
        public let rawValue: String
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
    }
    public struct TraitKey: Hashable, Sendable {
        public let rawValue: String
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    }
    public struct SystemDesign: Hashable, Sendable {
        public let rawValue: String
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }
    public init() {}
    public init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {}
    open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? { self }
}

open class UIFontMetrics {
    public init(forTextStyle textStyle: UIFont.TextStyle) {}
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
    open func scaledFont(for font: UIFont) -> UIFont { font }
}
