// A stand-in for the part of UIKit the generated Swift uses, with Apple's signatures, so that
// the UIKit branches type-check on Linux. Not a UI framework. Built once per platform with
// `-D KILN_OS_<platform>`: what a platform's UIKit lacks is left out for it, as Apple's
// availability says (watchOS has no trait collection and no dynamic colors, tvOS no
// `largeTitle` text style), so a use outside the right `#if os(…)` fails that platform.
@_exported import Foundation

// Colors keep what they were made from, and a dynamic color resolves in a trait collection as
// UIKit's does, so that a test program can read back the color a trait environment shows.
open class UIColor: @unchecked Sendable {
    private let components: [CGFloat]
    #if !KILN_OS_watchOS
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?
    #endif

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        #if !KILN_OS_watchOS
        provider = nil
        #endif
    }
    // Display P3 components are kept as given (a test compares them with the authored ones).
    public init(displayP3Red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [displayP3Red, green, blue, alpha]
        #if !KILN_OS_watchOS
        provider = nil
        #endif
    }
    #if !KILN_OS_watchOS
    public init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        components = []
        provider = dynamicProvider
    }

    // iOS 13, tvOS 13, visionOS: the color these traits show.
    open func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }
    #endif

    // A dynamic color answers for the current traits, which a test program never sets: false.
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard components.count == 4 else { return false }
        red?.pointee = components[0]
        green?.pointee = components[1]
        blue?.pointee = components[2]
        alpha?.pointee = components[3]
        return true
    }
}

#if !KILN_OS_watchOS
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public enum UIAccessibilityContrast: Int, Sendable { case unspecified, normal, high }

open class UITraitCollection: @unchecked Sendable {
    open private(set) var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open private(set) var accessibilityContrast: UIAccessibilityContrast = .unspecified
    public init() {}
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init()
        self.userInterfaceStyle = userInterfaceStyle
    }
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init()
        self.accessibilityContrast = accessibilityContrast
    }
    // Each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init()
        for traits in traitCollections {
            if traits.userInterfaceStyle != .unspecified { userInterfaceStyle = traits.userInterfaceStyle }
            if traits.accessibilityContrast != .unspecified { accessibilityContrast = traits.accessibilityContrast }
        }
    }
}
#endif

open class UIFont: @unchecked Sendable {
    public struct TextStyle: Hashable, Sendable {
        public let rawValue: String
        #if !KILN_OS_tvOS
        public static let largeTitle = TextStyle(rawValue: "largeTitle")
        #endif
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
