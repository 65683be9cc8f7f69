import DesignModel

extension PackageFormat {
    /// The Dart output as a Flutter package: `pubspec.yaml` and the Dart file under `lib/`.
    public static let dart = PackageFormat(
        "dart", title: "Dart package", options: DartPackageOptions.self, outputs: ["dart"],
        settings: [
            .optionalText("name", .packageName(.dart), \DartPackageOptions.name, "Name of the Dart package (default: the project's name in snake_case + _tokens)."),
            .text("version", .version(semantic: true), \DartPackageOptions.version, "Version in pubspec.yaml."),
        ],
        files: "`dart/pubspec.yaml`, `dart/lib/design_tokens.dart`",
        layout: DartPackageLayout.layout)
}

extension PackageOptions {
    /// kiln.yaml's `packages: { dart: … }`.
    public var dart: DartPackageOptions {
        get { self[DartPackageOptions.self] }
        set { self[DartPackageOptions.self] = newValue }
    }
}

public struct DartPackageOptions: SettingsSection {
    /// The package's name (nil: the project's name, `photo_journal_tokens`).
    public var name: String?
    public var version = "0.1.0"

    public init() {}
}

enum DartPackageLayout {
    static func layout(_ options: DartPackageOptions, _ context: PackageContext) -> PackageLayout {
        let name = options.name ?? PackageNames.derived(from: context.projectName, .dart)
        return PackageLayout(
            root: context.emitters.dart.folder, place: { _, path in "lib/" + path },
            manifest: { files in
                // `Color.from(…, colorSpace: ColorSpace.displayP3)` came with Flutter 3.27 (Dart 3.6).
                let displayP3 = files.contains { $0.path.hasSuffix(".dart") && $0.contents.firstRange(of: Array("ColorSpace.displayP3".utf8)) != nil }
                return [OutputFile(path: "pubspec.yaml", text: pubspec(name: name, version: options.version, project: context.projectName, displayP3: displayP3))]
            })
    }

    /// `pubspec.yaml`: what pub needs to resolve a path or git dependency (name, SDK bounds,
    /// the Flutter SDK dependency) and to publish (description, version). The SDK bounds are
    /// the oldest the generated code compiles with: Dart 3 and its first Flutter.
    static func pubspec(name: String, version: String, project: String, displayP3: Bool) -> String {
        var out = "# \(Emitters.headerLine)\n"
        out += "name: \(name)\n"
        out += "description: \(PackageText.quoted(PackageText.description(of: project, for: "Flutter")))\n"
        out += "version: \(version)\n\n"
        out += "environment:\n"
        out += displayP3 ? "  sdk: ^3.6.0\n  flutter: \">=3.27.0\"\n\n" : "  sdk: ^3.0.0\n  flutter: \">=3.10.0\"\n\n"
        out += "dependencies:\n  flutter:\n    sdk: flutter\n"
        return out
    }
}
