// A stand-in for the part of AppKit the generated Swift uses, with Apple's signatures, so that
// the AppKit branches type-check on Linux. Not a UI framework.
@_exported import Foundation

open class NSAppearance: @unchecked Sendable {
    public struct Name: Hashable, Sendable {
        public let rawValue: String
        public static let aqua = Name(rawValue: "aqua")
        public static let darkAqua = Name(rawValue: "darkAqua")
        // macOS 10.14: what AppKit draws in when Increase Contrast is on.
        public static let accessibilityHighContrastAqua = Name(rawValue: "accessibilityHighContrastAqua")
        public static let accessibilityHighContrastDarkAqua = Name(rawValue: "accessibilityHighContrastDarkAqua")
    }

    open private(set) var name: NSAppearance.Name
    public init?(named name: NSAppearance.Name) { self.name = name }

    // The name itself when it is listed, else the standard appearance it is a variant of — a
    // high-contrast appearance matches its light or dark Aqua, as AppKit's documentation of
    // those names says (apps ask for `aqua` or `darkAqua` and get the high-contrast one).
    open func bestMatch(from appearances: [NSAppearance.Name]) -> NSAppearance.Name? {
        if appearances.contains(name) { return name }
        let standard: NSAppearance.Name = name == .accessibilityHighContrastDarkAqua ? .darkAqua : name == .accessibilityHighContrastAqua ? .aqua : name
        return appearances.contains(standard) ? standard : nil
    }

    // macOS 11: the appearance colors resolve in while `block` runs.
    nonisolated(unsafe) static var drawing: NSAppearance?
    open class func currentDrawing() -> NSAppearance { drawing ?? NSAppearance(named: .aqua)! }
    open func performAsCurrentDrawingAppearance(_ block: () -> Void) {
        let previous = NSAppearance.drawing
        NSAppearance.drawing = self
        block()
        NSAppearance.drawing = previous
    }
}

open class NSColorSpace: @unchecked Sendable {
    public static let sRGB = NSColorSpace()
    public static let displayP3 = NSColorSpace()
}

// Colors keep what they were made from; a dynamic color resolves in the current drawing
// appearance, as AppKit's do, so that a test program can read back what an appearance shows.
open class NSColor: @unchecked Sendable {
    public typealias Name = String
    private let components: [CGFloat]
    private let provider: (@Sendable (NSAppearance) -> NSColor)?

    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        provider = nil
    }
    // Display P3 components are kept as given (a test compares them with the authored ones).
    public init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        provider = nil
    }
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {
        components = []
        provider = dynamicProvider
    }

    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? {
        provider.map { $0(NSAppearance.currentDrawing()).usingColorSpace(space) } ?? self
    }
    open var redComponent: CGFloat { components[0] }
    open var greenComponent: CGFloat { components[1] }
    open var blueComponent: CGFloat { components[2] }
    open var alphaComponent: CGFloat { components[3] }
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
