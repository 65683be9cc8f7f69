import DesignModel

extension PackageFormat {
    /// The Android output as a Gradle module (an Android library): `build.gradle.kts`, the
    /// Kotlin under `src/main/kotlin/<package path>/`, the XML resources under `src/main/res/`.
    /// No `AndroidManifest.xml`: the namespace is in the build file, and a library needs no
    /// manifest since AGP 7.3.
    public static let android = PackageFormat(
        "android", title: "Gradle module", options: GradleModuleOptions.self, outputs: ["android"],
        settings: [
            .optionalText("namespace", .packageName(.javaPackage), \GradleModuleOptions.namespace, "Android namespace of the library, its R class's package (default: android.packageName)."),
            .integer("minSdk", \GradleModuleOptions.minSdk, minimum: 21, maximum: 99, "Lowest Android API level (Compose 1.10 needs 23)."),
            .integer("compileSdk", \GradleModuleOptions.compileSdk, minimum: 21, maximum: 99, "Android API level the library compiles against."),
            .text("composeBom", .version(semantic: false), \GradleModuleOptions.composeBom, "Version of the Compose BOM that picks the Compose libraries' versions."),
            .integer("androidGradlePlugin", \GradleModuleOptions.androidGradlePlugin, minimum: 8, maximum: 99, "Major version of the app's Android Gradle plugin (9 and later compile Kotlin themselves)."),
        ],
        files: "`android/build.gradle.kts`, `android/src/main/kotlin/com/example/designtokens/DesignTokens.kt`, `android/src/main/res/`",
        layout: GradleModuleLayout.layout)
}

extension PackageOptions {
    /// kiln.yaml's `packages: { android: … }`.
    public var android: GradleModuleOptions {
        get { self[GradleModuleOptions.self] }
        set { self[GradleModuleOptions.self] = newValue }
    }
}

public struct GradleModuleOptions: SettingsSection {
    /// The library's namespace (nil: the Kotlin package of the Android output).
    public var namespace: String?
    public var minSdk = 23
    public var compileSdk = 36
    public var composeBom = "2025.12.01"
    /// From 9, AGP compiles Kotlin itself and refuses the Kotlin Android plugin; before 9 the
    /// module needs that plugin.
    public var androidGradlePlugin = 9

    public init() {}
}

enum GradleModuleLayout {
    static func layout(_ options: GradleModuleOptions, _ context: PackageContext) -> PackageLayout {
        let android = context.emitters.android
        let kotlin = "src/main/kotlin/" + android.packageName.split(separator: ".").joined(separator: "/") + "/"
        let namespace = options.namespace ?? android.packageName
        let stem = android.fileName.hasSuffix(".kt") ? String(android.fileName.dropLast(3)) : android.fileName
        return PackageLayout(
            root: android.folder,
            place: { _, path in path.hasPrefix("res/") ? "src/main/" + path : kotlin + path },
            manifest: { files in
                let material3 = files.contains { $0.path == kotlin + stem + "Material3.kt" }
                return [OutputFile(path: "build.gradle.kts", text: buildFile(options, namespace: namespace, material3: material3, project: context.projectName))]
            })
    }

    /// The Compose libraries the generated Kotlin imports, as `api` dependencies: their types
    /// (`Color`, `Dp`, `TextStyle`) are in the module's public declarations.
    static let composeLibraries = [
        "androidx.compose.runtime:runtime", "androidx.compose.ui:ui-graphics", "androidx.compose.ui:ui-text",
        "androidx.compose.ui:ui-unit", "androidx.compose.animation:animation-core", "androidx.compose.foundation:foundation",
    ]

    /// `build.gradle.kts`. The plugins come without versions: the app's build declares them
    /// (as every Compose app does), so the module builds with the app's AGP and Kotlin.
    static func buildFile(_ options: GradleModuleOptions, namespace: String, material3: Bool, project: String) -> String {
        let builtInKotlin = options.androidGradlePlugin >= 9
        var out = "// \(Emitters.headerLine)\n//\n"
        out += "// The design tokens of \(PackageText.oneLine(project)) as an Android library. An app includes this folder in its\n"
        out += "// settings.gradle.kts and depends on it with implementation(project(\":<name it was included as>\")).\n"
        out += "plugins {\n"
        out += "    id(\"com.android.library\")\n"
        if !builtInKotlin { out += "    id(\"org.jetbrains.kotlin.android\")\n" }
        out += "    id(\"org.jetbrains.kotlin.plugin.compose\")\n"
        out += "}\n\n"
        out += "android {\n"
        out += "    namespace = \"\(namespace)\"\n"
        out += "    compileSdk = \(options.compileSdk)\n\n"
        out += "    defaultConfig {\n        minSdk = \(options.minSdk)\n    }\n\n"
        out += "    buildFeatures {\n        compose = true\n    }\n\n"
        out += "    compileOptions {\n"
        out += "        sourceCompatibility = JavaVersion.VERSION_17\n"
        out += "        targetCompatibility = JavaVersion.VERSION_17\n"
        out += "    }\n"
        out += "}\n\n"
        if !builtInKotlin {
            out += "kotlin {\n    compilerOptions {\n"
            out += "        jvmTarget.set(org.jetbrains.kotlin.gradle.dsl.JvmTarget.JVM_17)\n"
            out += "    }\n}\n\n"
        }
        out += "dependencies {\n"
        out += "    api(platform(\"androidx.compose:compose-bom:\(options.composeBom)\"))\n"
        for library in composeLibraries + (material3 ? ["androidx.compose.material3:material3"] : []) {
            out += "    api(\"\(library)\")\n"
        }
        out += "}\n"
        return out
    }
}
