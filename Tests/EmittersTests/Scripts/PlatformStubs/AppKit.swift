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
    public init(name colorName: NSColor.Name?, dynamicProvider: @escaping @Sendable (NSAppearance) -> NSColor) {}
}

open class NSFont: @unchecked Sendable {
    public init?(name fontName: String, size fontSize: CGFloat) {}
    private init() {}
    open class func systemFont(ofSize fontSize: CGFloat) -> NSFont { NSFont() }
    open var ascender: CGFloat { 0 }
    open var descender: CGFloat { 0 }
    open var leading: CGFloat { 0 }
}
