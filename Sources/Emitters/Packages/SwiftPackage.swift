import DesignModel

extension PackageFormat {
    /// The Swift output as a Swift package: `Package.swift` with one library product, the
    /// generated source under `Sources/<product>/`, and the asset catalog beside it as a
    /// resource (Xcode compiles it; SwiftPM on Linux copies it).
    public static let swift = PackageFormat(
        "swift", title: "Swift package", options: SwiftPackageOptions.self, outputs: ["swift"],
        settings: [
            .optionalText("name", .packageName(.swift), \SwiftPackageOptions.name, "Name of the Swift package (default: the project's name + Tokens)."),
            .text("product", .packageName(.swift), \SwiftPackageOptions.product, "Name of the library product and of its module (import DesignTokens)."),
        ],
        files: "`swift/Package.swift`, `swift/Sources/DesignTokens/DesignTokens.swift`, `swift/Sources/DesignTokens/Colors.xcassets/`",
        layout: SwiftPackageLayout.layout, warnings: SwiftPackageLayout.warnings)
}

extension PackageOptions {
    /// kiln.yaml's `packages: { swift: … }`.
    public var swift: SwiftPackageOptions {
        get { self[SwiftPackageOptions.self] }
        set { self[SwiftPackageOptions.self] = newValue }
    }
}

public struct SwiftPackageOptions: SettingsSection {
    /// The package's name (nil: the project's name, `PhotoJournalTokens`).
    public var name: String?
    /// The library product, and the target and module it builds (`import DesignTokens`).
    public var product = "DesignTokens"

    public init() {}
}

enum SwiftPackageLayout {
    static func layout(_ options: SwiftPackageOptions, _ context: PackageContext) -> PackageLayout {
        let swift = context.emitters.swift
        let sources = "Sources/\(options.product)/"
        let name = options.name ?? PackageNames.derived(from: context.projectName, .swift)
        return PackageLayout(
            root: swift.folder, place: { _, path in sources + path },
            manifest: { files in
                let catalog = swift.assetCatalogName
                let hasCatalog = files.contains { $0.path.hasPrefix(sources + catalog + "/") }
                let text = manifest(name: name, product: options.product, project: context.projectName, catalog: hasCatalog ? catalog : nil)
                return [OutputFile(path: "Package.swift", text: text)]
            })
    }

    /// Declarations an app cannot see from another module are no use in a package.
    static func warnings(_ options: SwiftPackageOptions, _ context: PackageContext) -> [String] {
        let level = context.emitters.swift.accessLevel
        guard level != .public else { return [] }
        return ["the Swift output's declarations are `\(level.rawValue)` (`swift.accessLevel`), so an app importing the Swift package sees none of them; make them `public`"]
    }

    /// `Package.swift`. Tools 5.9 is the oldest that knows visionOS; the platforms are the
    /// oldest the generated SwiftUI code compiles for (`Color(uiColor:)` is iOS 15 and tvOS 15,
    /// `Color(nsColor:)` macOS 12, watchOS 8 has the SwiftUI of iOS 15).
    static func manifest(name: String, product: String, project: String, catalog: String?) -> String {
        var out = "// swift-tools-version: 5.9\n"
        out += "// \(Emitters.headerLine)\n//\n"
        out += "// The design tokens of \(PackageText.oneLine(project)) as a Swift package. An app adds it with\n"
        out += "// `.package(path: \"…\")` (this folder) and depends on the product \"\(product)\".\n"
        out += "import PackageDescription\n\n"
        out += "let package = Package(\n"
        out += "    name: \"\(name)\",\n"
        out += "    platforms: [.iOS(.v15), .macOS(.v12), .tvOS(.v15), .watchOS(.v8), .visionOS(.v1)],\n"
        out += "    products: [\n"
        out += "        .library(name: \"\(product)\", targets: [\"\(product)\"])\n"
        out += "    ],\n"
        out += "    targets: [\n"
        if let catalog {
            out += "        .target(name: \"\(product)\", resources: [.process(\(PackageText.swiftQuoted(catalog)))])\n"
        } else {
            out += "        .target(name: \"\(product)\")\n"
        }
        out += "    ]\n"
        out += ")\n"
        return out
    }
}
