extension OutputFormat {
    public static let swift = OutputFormat(
        "swift", options: SwiftOptions.self,
        settings: [
            .text("typeName", .identifier(expected: "a Swift type name such as DesignTokens", allowEmpty: false), \SwiftOptions.typeName, "Name of the generated namespace enum (DesignTokens)."),
            .choice("accessLevel", \SwiftOptions.accessLevel, "Access level of the generated declarations."),
            .flag("assetCatalog", \SwiftOptions.assetCatalog, "Also write an Xcode asset catalog of the colors."),
            .text("assetCatalogName", .fileName, \SwiftOptions.assetCatalogName, "Name of the asset catalog folder.") { name in
                name.hasSuffix(".xcassets") ? name : name + ".xcassets"
            },
            .text("assetCatalogPrefix", .identifier(expected: "a lowercase name such as token", allowEmpty: true), \SwiftOptions.assetCatalogPrefix, "Prefix of the color set names in the asset catalog."),
            .texts("systemFontFamilies", \SwiftOptions.systemFontFamilies, "Font families that mean the system font."),
        ],
        cost: 7, files: "`swift/DesignTokens.swift`, `swift/Colors.xcassets/`",
        summary: "one `DesignTokens` namespace: colors as `Themed<RGBA>` that become dynamic `Color`/`UIColor`/`NSColor`, fonts (SwiftUI `Font`, `UIFont`, `NSFont`) scaling with their Dynamic Type style, lengths as `CGFloat`, durations as `TimeInterval`, curves and springs as SwiftUI `Animation`s, shadows with a view modifier, palettes as `CaseIterable` enums; an asset catalog with a color set per color (light and dark)",
        emitter: SwiftEmitter.init, codeNames: SwiftEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `swift:` section.
    public var swift: SwiftOptions {
        get { self[SwiftOptions.self] }
        set { self[SwiftOptions.self] = newValue }
    }
}

public struct SwiftOptions: OutputOptions {
    public enum AccessLevel: String, Sendable, CaseIterable { case `public`, `package`, `internal` }

    /// Folder inside the output folder.
    public var folder = "swift"
    public var fileName = "DesignTokens.swift"
    /// The namespace enum holding everything (`DesignTokens.Colors.textPrimary`).
    public var typeName = "DesignTokens"
    public var accessLevel: AccessLevel = .public
    /// Also write an Xcode asset catalog with a color set per color token.
    public var assetCatalog = true
    public var assetCatalogName = "Colors.xcassets"
    /// The first word of every color set name (`token` → `tokenTextPrimary`), so that Xcode's
    /// generated symbols (`Color(.tokenTextPrimary)`) never meet a system color's (`separator`,
    /// `label`, `systemYellow`, …), which Xcode would skip. Empty: no prefix.
    public var assetCatalogPrefix = "token"
    /// Family names drawn with Apple's system font (`Font.system`) instead of `Font.custom`.
    public var systemFontFamilies = [
        "SF Pro", "SF Pro Text", "SF Pro Display", "-apple-system", "system-ui", "BlinkMacSystemFont",
        ".AppleSystemUIFont", "SF Pro Rounded", "SF Mono", "New York",
    ]
    /// A mustache template replacing the built-in Swift printer (project-relative path).
    public var template: String?

    public init() {}
}
