// A stand-in for the part of AppKit the generated Swift uses, with Apple's signatures, so that
// the AppKit branches type-check on Linux. Not a UI framework.
@_exported import Foundation

open class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public static let aqua = Name(rawValue: "aqua")
        public static let darkAqua = Name(rawValue: "darkAqua")
    }
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? { appearances.first }
}

open class NSColor: @unchecked Sendable {
    public typealias Name = String
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
}

open class NSFont: @unchecked Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }
    public init?(name fontName: String, size fontSize: CGFloat) {}
    public init?(descriptor fontDescriptor: NSFontDescriptor, size fontSize: CGFloat) {}
    private init() {}
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    open class func systemFont(ofSize fontSize: CGFloat, weight: NSFont.Weight) -> NSFont { NSFont() }
    open var fontDescriptor: NSFontDescriptor { NSFontDescriptor() }
    open var ascender: CGFloat { 0 }
    open var descender: CGFloat { 0 }
    open var leading: CGFloat { 0 }
}

open class NSFontDescriptor: @unchecked Sendable {
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
    public init(fontAttributes attributes: [NSFontDescriptor.AttributeName: Any] = [:]) {}
    open func withDesign(_ design: NSFontDescriptor.SystemDesign) -> NSFontDescriptor? { self }
}
