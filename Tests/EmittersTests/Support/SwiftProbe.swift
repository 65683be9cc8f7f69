import ColorScience
import DesignModel
@testable import Emitters
import Foundation
import Testing

/// Reads the generated Swift back by running it: `DesignTokens.swift` compiled with a program
/// against the framework stand-ins (Scripts/PlatformStubs, whose colors keep their components
/// and whose dynamic colors resolve in a trait collection or drawing appearance as UIKit's and
/// AppKit's do), as on iOS, macOS and watchOS. The program prints every color and length through
/// `Themed`'s subscript in every mode, and every color as the platform shows it in each
/// combination it can reach: the dark appearance and Increase Contrast chosen by the system (a
/// trait collection, an `NSAppearance`), the other axes passed to `dynamicUIColor(…)` /
/// `dynamicNSColor(…)`.
struct SwiftProbe {
    let system: DesignSystem
    let model: ViewModel
    let source: String

    /// The axis the dark appearance chooses (the one holding `dark`) and the one Increase
    /// Contrast chooses (holding a `high` value), each with its on and off value.
    struct SystemAxis {
        var axis: Int
        var on: Int
        var off: Int
    }

    var scheme: SystemAxis? { Self.systemAxis(system.axes) { $0 == "dark" } partner: { $0 == "light" } }
    var contrast: SystemAxis? {
        Self.systemAxis(system.axes) { CSSPrinter.media($0) == "(prefers-contrast: more)" } partner: { $0 == "normal" }
    }

    static func systemAxis(_ axes: ModeAxes, on: (String) -> Bool, partner: (String) -> Bool) -> SystemAxis? {
        guard axes.isMultiAxis else { return nil }
        for (index, axis) in axes.axes.enumerated() {
            guard let value = axis.values.firstIndex(where: on) else { continue }
            let other = axis.values.firstIndex(where: partner) ?? (value == 0 ? 1 : 0)
            guard other < axis.values.count, other != value else { return nil }
            return SystemAxis(axis: index, on: value, off: other)
        }
        return nil
    }

    /// The system settings that show `mode` (dark appearance, Increase Contrast; nil: that axis
    /// is absent) and the arguments for the other axes; nil when no setting reaches it.
    func reach(_ mode: Int) -> (dark: Bool?, high: Bool?, arguments: String)? {
        guard system.axes.isMultiAxis else {
            if mode == model.lightModeIndex { return (false, nil, "") }
            if mode == model.darkModeIndex { return (true, nil, "") }
            return nil
        }
        let combination = system.axes.combination(of: mode)
        var dark: Bool?
        var high: Bool?
        if let scheme {
            guard [scheme.on, scheme.off].contains(combination[scheme.axis]) else { return nil }
            dark = combination[scheme.axis] == scheme.on
        }
        if let contrast {
            guard [contrast.on, contrast.off].contains(combination[contrast.axis]) else { return nil }
            high = combination[contrast.axis] == contrast.on
        }
        let arguments = system.axes.axes.indices.filter { $0 != scheme?.axis && $0 != contrast?.axis }.map { axis in
            let name = Identifiers.bare(Identifiers.swift(NameCasing.split(system.axes.axes[axis].name)))
            return "\(name): .\(SwiftPrinter.axisCase(system.axes.axes[axis].values[combination[axis]]))"
        }
        return (dark, high, arguments.joined(separator: ", "))
    }

    /// The program: `S` lines (subscript), `L` lines (lengths), and `D` lines (the dynamic color
    /// as `platform` shows it: `uikit`, `appkit` or `watchos`).
    func program(for platform: String) -> String {
        let p3 = source.contains("public var colorSpace: ColorSpace")
        var text = """
            import Foundation
            #if canImport(UIKit)
            import UIKit
            #elseif canImport(AppKit)
            import AppKit
            #endif

            func show(_ kind: String, _ path: String, _ mode: Int, _ r: Double, _ g: Double, _ b: Double, _ a: Double, _ p3: Bool) {
                print("\\(kind)|\\(path)|\\(mode)|\\(r)|\\(g)|\\(b)|\\(a)|\\(p3)")
            }
            func themed(_ path: String, _ value: DesignTokens.Themed<DesignTokens.RGBA>) {
                for (index, mode) in DesignTokens.Mode.allCases.enumerated() {
                    let c = value[mode]
                    show("S", path, index, c.red, c.green, c.blue, c.alpha, \(p3 ? "c.colorSpace == .displayP3" : "false"))
                }
            }
            func length(_ path: String, _ value: CGFloat) { print("L|\\(path)|*|\\(value)") }
            func length(_ path: String, _ value: DesignTokens.Themed<CGFloat>) {
                for (index, mode) in DesignTokens.Mode.allCases.enumerated() { print("L|\\(path)|\\(index)|\\(value[mode])") }
            }

            """
        text += Self.platformHelpers[platform] ?? ""
        // Tables rather than a statement per token: thousands of top-level statements type-check slowly.
        var colors: [String] = []
        var lengths: [String] = []
        var themedLengths: [String] = []
        for container in model.containers {
            for entry in container.entries {
                let item = "    (\"\(entry.path)\", DesignTokens.\(container.identifier).\(Identifiers.bare(entry.identifier))),\n"
                if entry.type == .color { colors.append(item) }
                if entry.type == .dimension, entry.platformType.contains("CGFloat") {
                    if entry.platformType.hasPrefix("Themed") { themedLengths.append(item) } else { lengths.append(item) }
                }
            }
        }
        text += "let colors: [(String, DesignTokens.Themed<DesignTokens.RGBA>)] = [\n" + colors.joined() + "]\n"
        text += "let lengths: [(String, CGFloat)] = [\n" + lengths.joined() + "]\n"
        text += "let themedLengths: [(String, DesignTokens.Themed<CGFloat>)] = [\n" + themedLengths.joined() + "]\n"
        text += "for (path, value) in lengths { length(path, value) }\nfor (path, value) in themedLengths { length(path, value) }\n"
        text += dynamicTable(platform)
        return text
    }

    /// The modes the platform reaches, each with its settings and the color it makes of a token.
    private func dynamicTable(_ platform: String) -> String {
        if platform == "watchos" {
            return "for (path, value) in colors {\n    themed(path, value)\n    watch(path, \(model.darkModeIndex), value.uiColor)\n}\n"
        }
        let type = platform == "uikit" ? "UIColor" : "NSColor"
        var text = "let reached: [(Int, Bool, Bool, (DesignTokens.Themed<DesignTokens.RGBA>) -> \(type))] = [\n"
        for mode in system.modes.indices {
            guard let reach = reach(mode) else { continue }
            let color = system.axes.isMultiAxis
                ? "$0.\(platform == "uikit" ? "dynamicUIColor" : "dynamicNSColor")(\(reach.arguments))"
                : "$0.\(platform == "uikit" ? "uiColor" : "nsColor")"
            text += "    (\(mode), \(reach.dark ?? false), \(reach.high ?? false), { \(color) }),\n"
        }
        text += "]\n"
        text += "for (path, value) in colors {\n    themed(path, value)\n"
        text += "    for (mode, dark, high, make) in reached { resolve(path, mode, make(value), dark: dark, high: high) }\n}\n"
        return text
    }

    /// How each platform resolves a color: in a trait collection, in a drawing appearance, or as it is.
    static let platformHelpers = [
        "uikit": """
            func resolve(_ path: String, _ mode: Int, _ color: UIColor, dark: Bool, high: Bool) {
                let traits = UITraitCollection(traitsFrom: [
                    UITraitCollection(userInterfaceStyle: dark ? .dark : .light),
                    UITraitCollection(accessibilityContrast: high ? .high : .normal),
                ])
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                guard color.resolvedColor(with: traits).getRed(&r, green: &g, blue: &b, alpha: &a) else { return }
                show("D", path, mode, Double(r), Double(g), Double(b), Double(a), false)
            }

            """,
        "appkit": """
            func resolve(_ path: String, _ mode: Int, _ color: NSColor, dark: Bool, high: Bool) {
                let name: NSAppearance.Name = high
                    ? (dark ? .accessibilityHighContrastDarkAqua : .accessibilityHighContrastAqua) : (dark ? .darkAqua : .aqua)
                var resolved: NSColor?
                NSAppearance(named: name)!.performAsCurrentDrawingAppearance { resolved = color.usingColorSpace(.sRGB) }
                guard let c = resolved else { return }
                show("D", path, mode, Double(c.redComponent), Double(c.greenComponent), Double(c.blueComponent), Double(c.alphaComponent), false)
            }

            """,
        "watchos": """
            func watch(_ path: String, _ mode: Int, _ color: UIColor) {
                var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
                guard color.getRed(&r, green: &g, blue: &b, alpha: &a) else { return }
                show("D", path, mode, Double(r), Double(g), Double(b), Double(a), false)
            }

            """,
    ]

    /// Runs the program as on `platform` (`uikit` as iOS, `appkit` as macOS, `watchos` as
    /// watchOS): the subscript's readout and the platform's; nil when swiftc is missing.
    func read(_ platform: String) throws -> (themed: AxisReadout, shown: AxisReadout)? {
        let configuration = PlatformConfiguration.all.first { $0.name == ["uikit": "iOS", "appkit": "macOS", "watchos": "watchOS"][platform] }!
        guard let run = configuration.run(source, main: program(for: platform)) else { return nil }
        try #require(run.status == 0, "the Swift probe as on \(configuration.name) failed:\n\(run.stderr.prefix(3000))")
        var themed = AxisReadout()
        var shown = AxisReadout()
        // Which modes' colors the subscript gives in Display P3 (the platform's own lines do not say).
        var wide: Set<String> = []
        for line in run.stdout.split(separator: "\n") {
            let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            if fields[0] == "L" {
                let value = Readback.length(Double(fields[3]) ?? .nan)
                if fields[2] == "*" {
                    for mode in system.modes.indices { themed[mode, fields[1]] = value }
                } else {
                    themed[Int(fields[2])!, fields[1]] = value
                }
                continue
            }
            let numbers = fields[3...6].map { Double($0) ?? .nan }
            let isP3 = fields[0] == "S" ? fields[7] == "true" : wide.contains(fields[1] + "|" + fields[2])
            if fields[0] == "S", isP3 { wide.insert(fields[1] + "|" + fields[2]) }
            let value = isP3
                ? Readback.p3(SIMD3(numbers[0], numbers[1], numbers[2]), alpha: numbers[3])
                : Readback.color(RGBA(red: numbers[0], green: numbers[1], blue: numbers[2], alpha: numbers[3]))
            if fields[0] == "S" { themed[Int(fields[2])!, fields[1]] = value } else { shown[Int(fields[2])!, fields[1]] = value }
        }
        return (themed, shown)
    }
}
