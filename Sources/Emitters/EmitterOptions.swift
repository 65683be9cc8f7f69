/// Every emitter's settings, as kiln.yaml's `swift:`, `dart:`, `css:` and `json:` sections set
/// them (documented in docs/outputs.md). Every setting has a default.
public struct EmitterOptions: Sendable, Equatable {
    public var swift = SwiftOptions()
    public var dart = DartOptions()
    public var css = CSSOptions()
    public var json = JSONOptions()

    public init() {}

    /// The output folder (relative to `output:`) of an emitter, for cleanup and conflicts.
    public func folder(of identifier: String) -> String? {
        switch identifier {
        case "swift": swift.folder
        case "dart": dart.folder
        case "css": css.folder
        case "json": json.folder
        default: nil
        }
    }

    /// The template path an emitter's section names, if any.
    public func template(of identifier: String) -> String? {
        switch identifier {
        case "swift": swift.template
        case "dart": dart.template
        case "css": css.template
        case "json": json.template
        default: nil
        }
    }
}

public struct SwiftOptions: Sendable, Equatable {
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

public struct DartOptions: Sendable, Equatable {
    public var folder = "dart"
    public var fileName = "design_tokens.dart"
    /// Prefix of every generated class (`AppColors`, `AppSpacing`).
    public var classPrefix = "App"
    public var template: String?

    public init() {}
}

public struct CSSOptions: Sendable, Equatable {
    public enum LengthUnit: String, Sendable, CaseIterable { case px, rem }

    public var folder = "css"
    public var fileName = "tokens.css"
    /// Prefix of every custom property and class: `kiln` → `--kiln-color-text-primary`.
    public var prefix = ""
    /// The selector holding the default mode's values.
    public var selector = ":root"
    /// The attribute that forces a mode on an element and its subtree (`data-theme="dark"`).
    public var themeAttribute = "data-theme"
    /// Also switch to the dark mode under `@media (prefers-color-scheme: dark)`.
    public var mediaQuery = true
    /// Keep aliases as `var(--…)` references instead of resolved values.
    public var outputReferences = false
    /// Absolute lengths in `px` (default) or in `rem` (px / 16).
    public var lengthUnit: LengthUnit = .px
    /// Font sizes, line heights and letter spacing (of text styles, and of the `font…`,
    /// `typography…` tokens) in `rem` (default: they grow with the reader's browser font size) or
    /// in `px`.
    public var fontSizeUnit: LengthUnit = .rem
    /// Also write `.typography-*` utility classes.
    public var utilityClasses = true
    public var template: String?

    public init() {}
}

public struct JSONOptions: Sendable, Equatable {
    public var folder = "json"
    /// Stem of the file names: `design.tokens.json` (all modes; Kiln's default `*.tokens.json`
    /// pattern reads it), `design.light.json`, `design.dark.json`.
    public var fileName = "design"
    /// Write one file per mode.
    public var perMode = true
    /// Write the combined file (default-mode `$value`, other modes under
    /// `$extensions["dev.kiln"].modes`).
    public var combined = true
    public var template: String?

    public init() {}
}
