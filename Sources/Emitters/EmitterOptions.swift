/// Every emitter's settings, as kiln.yaml's `swift:`, `dart:`, `css:`, `json:`, `android:`,
/// `typescript:`, `scss:` and `tailwind:` sections set them (documented in docs/outputs.md).
/// Every setting has a default.
public struct EmitterOptions: Sendable, Equatable {
    public var swift = SwiftOptions()
    public var dart = DartOptions()
    public var css = CSSOptions()
    public var json = JSONOptions()
    public var android = AndroidOptions()
    public var typescript = TypeScriptOptions()
    public var scss = SCSSOptions()
    public var tailwind = TailwindOptions()

    public init() {}

    /// The output folder (relative to `output:`) of an emitter, for cleanup and conflicts.
    public func folder(of identifier: String) -> String? {
        switch identifier {
        case "swift": swift.folder
        case "dart": dart.folder
        case "css": css.folder
        case "json": json.folder
        case "android": android.folder
        case "typescript": typescript.folder
        case "scss": scss.folder
        case "tailwind": tailwind.folder
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
        case "android": android.template
        case "typescript": typescript.template
        case "scss": scss.template
        case "tailwind": tailwind.template
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

public struct AndroidOptions: Sendable, Equatable {
    public var folder = "android"
    /// The Kotlin package of the Compose file (`package com.example.designtokens`).
    public var packageName = "com.example.designtokens"
    public var fileName = "DesignTokens.kt"
    /// The object holding every group (`DesignTokens.Spacing.md`).
    public var objectName = "DesignTokens"
    /// Also write `res/values/colors.xml`, `res/values-night/colors.xml` and `res/values/dimens.xml`.
    public var resources = true
    /// A mustache template replacing the built-in Kotlin printer (the XML resources stay).
    public var template: String?

    public init() {}
}

public struct TypeScriptOptions: Sendable, Equatable {
    public var folder = "typescript"
    /// Stem of the file names: `tokens.ts`, `tokens.js` and `tokens.d.ts`.
    public var fileName = "tokens"
    public var template: String?

    public init() {}
}

public struct SCSSOptions: Sendable, Equatable {
    public var folder = "scss"
    /// A partial (`_tokens.scss`), used as `@use "tokens"` or `@import "tokens"`.
    public var fileName = "_tokens.scss"
    /// Prefix of the per-mode maps: `tokens` → `$tokens-light`, `$tokens-dark`, `$tokens-modes`.
    public var mapName = "tokens"
    public var template: String?

    public init() {}
}

public struct TailwindOptions: Sendable, Equatable {
    public var folder = "tailwind"
    /// The Tailwind v4 stylesheet (`@import "tailwindcss"; @import "./theme.css";`).
    public var fileName = "theme.css"
    /// The Tailwind v3 preset (`presets: [require("./tailwind.preset.cjs")]`).
    public var presetFileName = "tailwind.preset.cjs"
    /// The attribute that forces a mode on an element and its subtree, as in the CSS output.
    public var themeAttribute = "data-theme"
    public var template: String?

    public init() {}
}

/// The settings every output has: the folder its files go into (inside the output folder), its
/// file name, and a custom template that replaces the built-in printer.
public protocol OutputFileSettings {
    var folder: String { get set }
    var fileName: String { get set }
    var template: String? { get set }
}

extension OutputFileSettings {
    /// `folder` with its slash, or nothing when files go straight into the output folder.
    public var folderPrefix: String { folder.isEmpty ? "" : folder + "/" }
}

extension SwiftOptions: OutputFileSettings {}
extension DartOptions: OutputFileSettings {}
extension CSSOptions: OutputFileSettings {}
extension JSONOptions: OutputFileSettings {}
extension AndroidOptions: OutputFileSettings {}
extension TypeScriptOptions: OutputFileSettings {}
extension SCSSOptions: OutputFileSettings {}
extension TailwindOptions: OutputFileSettings {}
