extension OutputFormat {
    public static let android = OutputFormat(
        "android", options: AndroidOptions.self,
        settings: [
            .text("packageName", .kotlinPackage, \AndroidOptions.packageName, "Kotlin package of the generated file."),
            .text("objectName", .identifier(expected: "a Kotlin object name such as DesignTokens", allowEmpty: false), \AndroidOptions.objectName, "Name of the generated Kotlin object."),
            .flag("resources", \AndroidOptions.resources, "Also write values/ and values-night/ XML resources."),
            .flag("material3", \AndroidOptions.material3, "Also write the Material 3 bridge (DesignTokensMaterial3.kt)."),
        ],
        cost: 6, files: "`android/DesignTokens.kt`, `android/res/values/colors.xml`, `android/res/values-night/colors.xml`, `android/res/values/dimens.xml`",
        summary: "Jetpack Compose: colors in a `ColorScheme`-style holder per mode, chosen by `isSystemInDarkTheme()`; `Dp`, `TextStyle` (sizes in `sp`), `FontWeight`, durations in ms, `CubicBezierEasing`, `spring()` and `tween()` specs; XML resources for views and themes (§15)",
        emitter: AndroidEmitter.init, codeNames: AndroidEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `android:` section.
    public var android: AndroidOptions {
        get { self[AndroidOptions.self] }
        set { self[AndroidOptions.self] = newValue }
    }
}

public struct AndroidOptions: OutputOptions {
    public var folder = "android"
    /// The Kotlin package of the Compose file (`package com.example.designtokens`).
    public var packageName = "com.example.designtokens"
    public var fileName = "DesignTokens.kt"
    /// The object holding every group (`DesignTokens.Spacing.md`).
    public var objectName = "DesignTokens"
    /// Also write `res/values/colors.xml`, `res/values-night/colors.xml` and `res/values/dimens.xml`.
    public var resources = true
    /// Also write `DesignTokensMaterial3.kt`: the colors as a Material 3 `ColorScheme` and
    /// `KilnMaterialTheme`.
    public var material3 = true
    /// A mustache template replacing the built-in Kotlin printer (the XML resources stay).
    public var template: String?

    public init() {}
}
