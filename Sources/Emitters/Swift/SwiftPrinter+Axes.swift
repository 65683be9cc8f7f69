import DesignModel

/// Swift for several theming axes: a typed enum per axis (`Axis.Scheme`, `Axis.Density`), a
/// `Themed` subscript by axis values, and dynamic colors that take the axes the system has a
/// setting for from it — an axis holding `dark` from the dark appearance, one holding `high`
/// from Increase Contrast: UIKit's trait collection (`userInterfaceStyle`,
/// `accessibilityContrast`) on iOS, tvOS and visionOS, AppKit's appearance (`darkAqua` and the
/// `accessibilityHighContrast…` appearances) on macOS — and the other axes as arguments.
extension SwiftPrinter {
    private var axes: ModeAxes { model.axes }

    /// The system setting that chooses an axis's value.
    private enum SystemSetting { case darkAppearance, increasedContrast }

    /// The setting that chooses this axis's value, with the value it gives when the setting is
    /// on and when it is off; nil when the system has none for it.
    private func systemChoice(_ axis: ModeAxis) -> (setting: SystemSetting, on: String, off: String)? {
        let type = "\(ns).Axis.\(Self.axisTypeName(axis))"
        if let dark = axis.values.firstIndex(of: "dark") {
            let other = axis.values.firstIndex(of: "light") ?? (dark == 0 ? 1 : 0)
            guard other < axis.values.count, other != dark else { return nil }
            return (.darkAppearance, "\(type).\(Self.axisCase("dark"))", "\(type).\(Self.axisCase(axis.values[other]))")
        }
        if let high = axis.values.firstIndex(where: { CSSPrinter.media($0) == "(prefers-contrast: more)" }) {
            let other = axis.values.firstIndex(of: "normal") ?? (high == 0 ? 1 : 0)
            guard other < axis.values.count, other != high else { return nil }
            return (.increasedContrast, "\(type).\(Self.axisCase(axis.values[high]))", "\(type).\(Self.axisCase(axis.values[other]))")
        }
        return nil
    }

    static func axisTypeName(_ axis: ModeAxis) -> String { NameCasing.upperCamel(NameCasing.split(axis.name)) }
    static func axisCase(_ value: String) -> String { Identifiers.swift(NameCasing.split(value)) }
    private static func argument(_ axis: ModeAxis) -> String { Identifiers.bare(Identifiers.swift(NameCasing.split(axis.name))) }

    /// The trait expression that chooses this axis's value, if UIKit has one.
    private func trait(_ axis: ModeAxis) -> String? {
        guard let choice = systemChoice(axis) else { return nil }
        switch choice.setting {
        case .darkAppearance: return "traits.userInterfaceStyle == .dark ? \(choice.on) : \(choice.off)"
        case .increasedContrast: return "traits.accessibilityContrast == .high ? \(choice.on) : \(choice.off)"
        }
    }

    /// The expression that chooses this axis's value from the appearance AppKit draws in (the
    /// `dark` and `high` flags `dynamicNSColor` reads from it), if AppKit has one.
    private func appearanceChoice(_ axis: ModeAxis) -> String? {
        guard let choice = systemChoice(axis) else { return nil }
        return "\(choice.setting == .darkAppearance ? "dark" : "high") ? \(choice.on) : \(choice.off)"
    }

    func printAxisEnums(into out: inout ByteText) {
        guard axes.isMultiAxis else { return }
        let a = access
        out += "    /// The theming axes; every combination of one value per axis is a `Mode`.\n"
        out += "    \(a)enum Axis {\n"
        for axis in axes.axes {
            out += "        /// The `\(axis.name)` axis; `\(axis.values[0])` is the default.\n"
            out += "        \(a)enum \(Self.axisTypeName(axis)): String, CaseIterable, Sendable {\n"
            for value in axis.values {
                let name = Self.axisCase(value)
                out += "            case \(name)"
                if Identifiers.bare(name) != value { out += " = \(Format.swiftString(value))" }
                out += "\n"
            }
            out += "        }\n"
        }
        out += "    }\n\n"
    }

    func printAxisSubscript(into out: inout ByteText) {
        guard axes.isMultiAxis else { return }
        let a = access
        let parameters = axes.axes.map { axis in
            let argument = Self.argument(axis)
            return "\(argument) \(argument): Axis.\(Self.axisTypeName(axis)) = .\(Self.axisCase(axis.values[0]))"
        }
        out += "        /// The value in one combination of the axes (each defaults to its axis's default).\n"
        out += "        \(a)subscript(" + parameters.joined(separator: ", ") + ") -> Value {\n"
        out += "            switch (" + axes.axes.map { Self.argument($0) }.joined(separator: ", ") + ") {\n"
        for (index, mode) in model.modes.enumerated() {
            let combination = axes.combination(of: index)
            let pattern = axes.axes.indices.map { ".\(Self.axisCase(axes.axes[$0].values[combination[$0]]))" }.joined(separator: ", ")
            out += "            case (\(pattern)): \(mode.identifier)\n"
        }
        out += "            }\n        }\n\n"
    }

    /// The body of `Themed<RGBA>.uiColor`: by the trait collection.
    var uikitDynamicBody: String {
        guard axes.isMultiAxis else {
            return """
                let light = inLightAppearance
                        let dark = inDarkAppearance
                        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor }
                """
        }
        let others = axes.axes.filter { trait($0) == nil }
        return "return dynamicUIColor(" + others.map { "\(Self.argument($0)): .\(Self.axisCase($0.values[0]))" }.joined(separator: ", ") + ")"
    }

    /// With several axes: `dynamicUIColor(density:)`, the axes without a trait as arguments.
    var uikitAxesHelper: String {
        guard axes.isMultiAxis else { return "" }
        let a = access
        let others = axes.axes.filter { trait($0) == nil }
        let parameters = others.map { "\(Self.argument($0)): \(ns).Axis.\(Self.axisTypeName($0))" }.joined(separator: ", ")
        let traitAxes = axes.axes.filter { trait($0) != nil }.map { "`\($0.name)`" }.joined(separator: " and ")
        let arguments = axes.axes.map { axis in "\(Self.argument(axis)): " + (trait(axis).map { "(\($0))" } ?? Self.argument(axis)) }
        return """

            #if !os(watchOS)
            extension \(ns).Themed where Value == \(ns).RGBA {
                /// A dynamic `UIColor`: the trait collection chooses \(traitAxes.isEmpty ? "no axis" : traitAxes) (userInterfaceStyle,
                /// accessibilityContrast); the other axes are given.
                \(a)func dynamicUIColor(\(parameters)) -> UIColor {
                    let themed = self
                    return UIColor { traits in themed[\(arguments.joined(separator: ", "))].uiColor }
                }
            }
            #endif
            """
    }

    /// Whether some axis follows Increase Contrast (a contrast axis with a `high` value).
    var appkitFollowsContrast: Bool { axes.isMultiAxis && axes.axes.contains { systemChoice($0)?.setting == .increasedContrast } }

    /// The body of `Themed<RGBA>.nsColor`: by the appearance.
    var appkitDynamicBody: String {
        guard axes.isMultiAxis else {
            return """
                let light = inLightAppearance
                        let dark = inDarkAppearance
                        return NSColor(name: nil) { appearance in
                            appearance.bestMatch(from: [.darkAqua, .aqua]) == .darkAqua ? dark.nsColor : light.nsColor
                        }
                """
        }
        let others = axes.axes.filter { appearanceChoice($0) == nil }
        return "dynamicNSColor(" + others.map { "\(Self.argument($0)): .\(Self.axisCase($0.values[0]))" }.joined(separator: ", ") + ")"
    }

    /// With several axes: `dynamicNSColor(density:)`, AppKit's counterpart of `dynamicUIColor`.
    /// The appearance's best match among the four system appearances gives both settings at once:
    /// Increase Contrast turns `aqua` into `accessibilityHighContrastAqua` and `darkAqua` into
    /// `accessibilityHighContrastDarkAqua`.
    var appkitAxesHelper: String {
        guard axes.isMultiAxis else { return "" }
        let a = access
        let others = axes.axes.filter { appearanceChoice($0) == nil }
        let parameters = others.map { "\(Self.argument($0)): \(ns).Axis.\(Self.axisTypeName($0))" }.joined(separator: ", ")
        let settings = Set(axes.axes.compactMap { systemChoice($0)?.setting })
        let chosen = axes.axes.filter { appearanceChoice($0) != nil }.map { "`\($0.name)`" }.joined(separator: " and ")
        let arguments = axes.axes.map { axis in "\(Self.argument(axis)): " + (appearanceChoice(axis).map { "(\($0))" } ?? Self.argument(axis)) }
        var lines: [String] = []
        if !settings.isEmpty {
            let names = settings.contains(.increasedContrast)
                ? ".aqua, .darkAqua, .accessibilityHighContrastAqua, .accessibilityHighContrastDarkAqua" : ".aqua, .darkAqua"
            lines.append("let match = appearance.bestMatch(from: [\(names)])")
        }
        if settings.contains(.darkAppearance) {
            lines.append("let dark = match == .darkAqua" + (settings.contains(.increasedContrast) ? " || match == .accessibilityHighContrastDarkAqua" : ""))
        }
        if settings.contains(.increasedContrast) {
            lines.append("let high = match == .accessibilityHighContrastAqua || match == .accessibilityHighContrastDarkAqua")
        }
        lines.append("return themed[\(arguments.joined(separator: ", "))].nsColor")
        let body = lines.map { "            " + $0 }.joined(separator: "\n")
        let how = [settings.contains(.darkAppearance) ? "the dark appearance" : nil, settings.contains(.increasedContrast) ? "Increase Contrast" : nil]
            .compactMap { $0 }.joined(separator: ", ")
        return """


            extension \(ns).Themed where Value == \(ns).RGBA {
                /// A dynamic `NSColor`: the appearance chooses \(chosen.isEmpty ? "no axis" : chosen + " (" + how + ")"),
                /// as the trait collection does for `uiColor`; the other axes are given.
                \(a)func dynamicNSColor(\(parameters)) -> NSColor {
                    let themed = self
                    return NSColor(name: nil) { \(settings.isEmpty ? "_" : "appearance") in
            \(body)
                    }
                }
            }
            """
    }
}
