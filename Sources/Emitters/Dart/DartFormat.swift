extension OutputFormat {
    public static let dart = OutputFormat(
        "dart", options: DartOptions.self,
        settings: [
            .text("classPrefix", .identifier(expected: "a Dart class-name prefix such as App", allowEmpty: true), \DartOptions.classPrefix, "Prefix of the generated Dart classes (App)."),
        ],
        cost: 4, files: "`dart/design_tokens.dart`",
        summary: "`ThemeExtension`s with one `const` instance per mode for colors, shadows (`List<BoxShadow>`), borders (`BorderSide`) and gradients; `TextStyle`s, `double` lengths, `Duration`s, `Cubic` curves and spring curves as `static const`s; palettes as enhanced enums",
        emitter: DartEmitter.init, codeNames: DartEmitter.codeNames)
}

extension EmitterOptions {
    /// kiln.yaml's `dart:` section.
    public var dart: DartOptions {
        get { self[DartOptions.self] }
        set { self[DartOptions.self] = newValue }
    }
}

public struct DartOptions: OutputOptions {
    public var folder = "dart"
    public var fileName = "design_tokens.dart"
    /// Prefix of every generated class (`AppColors`, `AppSpacing`).
    public var classPrefix = "App"
    public var template: String?

    public init() {}
}
