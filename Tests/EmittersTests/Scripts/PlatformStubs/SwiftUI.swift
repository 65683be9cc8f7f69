// A stand-in for the part of SwiftUI the generated Swift uses, with Apple's signatures, so that
// the SwiftUI branches type-check on Linux. Not a UI framework.
@_exported import Foundation
#if canImport(UIKit)
import UIKit
#endif
#if canImport(AppKit)
import AppKit
#endif

// Apple isolates views to the main actor (`@MainActor @preconcurrency`): so do the stand-ins, so
// that generated code calling into a view from elsewhere fails here as it would in Xcode.
@MainActor @preconcurrency public protocol View {}

public struct _StubView: View {
    nonisolated public init() {}
}

public enum ColorScheme: Sendable, Hashable { case light, dark }

public struct EnvironmentValues {
    public var colorScheme: ColorScheme { .light }
}

@propertyWrapper public struct Environment<Value>: Sendable {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public protocol DynamicProperty {}

// iOS 14, macOS 11: a value that scales with the environment's Dynamic Type size.
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
    public init(wrappedValue: Value) {}
    public var wrappedValue: Value { fatalError() }
}

public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }

// As in the SDK, `Color` is a shape style, and a view by an extension, so its initializers are not main-actor isolated.
extension Color: View {}

public struct Color: ShapeStyle, Hashable, Sendable {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    #if canImport(UIKit)
    public init(uiColor: UIColor) {}
    #endif
    #if canImport(AppKit)
    public init(nsColor: NSColor) {}
    #endif
    public static let clear = Color(red: 0, green: 0, blue: 0, opacity: 0)
}

public struct Font: Hashable, Sendable {
    public enum TextStyle: Sendable { case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2 }
    public enum Design: Sendable { case `default`, serif, rounded, monospaced }
    public struct Weight: Hashable, Sendable {
        public static let ultraLight = Weight(), thin = Weight(), light = Weight(), regular = Weight(), medium = Weight()
        public static let semibold = Weight(), bold = Weight(), heavy = Weight(), black = Weight()
    }
    public static func system(_ style: Font.TextStyle, design: Font.Design = .default) -> Font { Font() }
    public static func system(size: CGFloat, weight: Font.Weight = .regular, design: Font.Design = .default) -> Font { Font() }
    // The iOS 16 overloads, beside the older ones as in the SDK (a call both accept is ambiguous there too).
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font { Font() }
    @available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
    public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat) -> Font { Font() }
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font { Font() }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }
    public func weight(_ weight: Font.Weight) -> Font { self }
}

public struct Animation: Hashable, Sendable {
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35) -> Animation { Animation() }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation { Animation() }
    public func delay(_ delay: TimeInterval) -> Animation { self }
}

public struct StrokeStyle: Hashable, Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public init(color: Color, location: CGFloat) {}
    }
    public init(stops: [Gradient.Stop]) {}
}

public struct _ViewModifier_Content<Modifier: ViewModifier>: View {}

@MainActor @preconcurrency public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    func body(content: Self.Content) -> Self.Body
}

extension View {
    public func font(_ font: Font?) -> some View { _StubView() }
    public func tracking(_ tracking: CGFloat) -> some View { _StubView() }
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { _StubView() }
    public func modifier<T: ViewModifier>(_ modifier: T) -> some View { _StubView() }
    public func shadow(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { _StubView() }
}

// What docs/outputs.md's usage example uses, with Apple's signatures.

public protocol ShapeStyle: Sendable {}

public protocol Shape: Sendable, View {}

public enum RoundedCornerStyle: Sendable { case circular, continuous }

public struct RoundedRectangle: Shape {
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {}
}

extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
}

public struct FillStyle: Equatable, Sendable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

public struct TupleView<T>: View {
    nonisolated public init(_ value: T) {}
}

@resultBuilder public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content))
    }
}

public struct Text: View {
    nonisolated public init<S: StringProtocol>(_ content: S) {}
}

public struct Image: View {
    nonisolated public init(systemName: String) {}
}

public struct Label<Title: View, Icon: View>: View {}

extension Label where Title == Text, Icon == Image {
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

public struct VStack<Content: View>: View {
    nonisolated public init(@ViewBuilder content: () -> Content) {}
}

public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}

extension View {
    public func padding(_ length: CGFloat) -> some View { _StubView() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _StubView() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View { _StubView() }
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { _StubView() }
}
