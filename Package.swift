// swift-tools-version: 6.2
import PackageDescription

/// mimalloc (Debian's libmimalloc-dev, installed by scripts/install-deps.sh) as the release
/// binary's `malloc` on Linux: a regenerating build takes less time at no higher peak memory
/// (Sources/kiln/AllocatorTuning.swift, docs/performance.md). `KILN_NO_MIMALLOC=1 swift build`
/// leaves it out (glibc's allocator, with the settings AllocatorTuning gives it).
let mimalloc: [LinkerSetting] =
    Context.environment["KILN_NO_MIMALLOC"] == nil
    ? [.linkedLibrary("mimalloc", .when(platforms: [.linux], configuration: .release))] : []

/// `KILN_WITHOUT_PLUGINS=1` leaves the two plugins out. SwiftPM builds a plugin's tool for the
/// host in a graph of its own (the `-tool` modules), so with the plugins declared, building this
/// package's tests compiles every module twice; the test script sets it, and the plugin fixture
/// test checks the plugins through a package of its own (Tests/Fixtures/plugin-app).
let withPlugins = Context.environment["KILN_WITHOUT_PLUGINS"] == nil
let pluginProducts: [Product] = [
    // An app's build generates DesignTokens.swift from its tokens/ (docs/plugin.md).
    .plugin(name: "KilnPlugin", targets: ["KilnPlugin"]),
    // `swift package kiln-check`.
    .plugin(name: "KilnCheck", targets: ["KilnCheck"]),
]
let pluginTargets: [Target] = [
    .plugin(name: "KilnPlugin", capability: .buildTool(), dependencies: ["kiln"]),
    .plugin(
        name: "KilnCheck",
        capability: .command(intent: .custom(verb: "kiln-check", description: "Check the tokens and specs of this package with kiln")),
        dependencies: ["kiln"]),
]

let package = Package(
    name: "Kiln",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "kiln", targets: ["kiln"]),
        // The parsers alone, for the fuzz targets in Fuzz/.
        .library(name: "KilnParsers", targets: ["TokenParser", "SpecParser"]),
        // The emitters and the site with the check stage, and the site checker that judges the
        // pages, for the output fuzz target in Fuzz/.
        .library(name: "KilnOutputs", targets: ["BuildPipeline", "ProjectConfig", "Emitters", "SpecSite", "Rules", "KilnTestSupport"]),
        // The glob matcher and kiln serve's request parser, for the glob and http fuzz targets in Fuzz/.
        .library(name: "KilnServing", targets: ["InputFiles", "Live"]),
    ] + (withPlugins ? pluginProducts : []),
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // C libraries, each wrapped by exactly one Swift module below.
        .systemLibrary(name: "CYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(
            name: "CCmarkGFM", pkgConfig: "libcmark-gfm",
            providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CLibXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),

        .target(name: "Diagnostics"),
        // Reading a project's inputs confined to its folder (never through a link out of it), and globs.
        .target(name: "InputFiles", dependencies: ["Diagnostics"]),
        .target(name: "Parallelism"),
        // File-change events for `kiln watch` / `kiln serve`: inotify on Linux, kqueue on macOS, polling elsewhere.
        .target(name: "FileWatching"),
        .target(name: "ColorScience"),
        .target(name: "YAMLSource", dependencies: ["CYAML", "Diagnostics"]),
        .target(name: "MarkdownSource", dependencies: ["CCmarkGFM", "Diagnostics"]),
        // libxml2's writing half, wrapped once: the XML writer the Android resources and JUnit
        // reports are printed with. Its reading half is `XMLReading`, for tests only.
        .target(name: "XMLAdapter", dependencies: ["CLibXML2"]),
        .target(
            name: "DesignModel",
            dependencies: [
                "Diagnostics", "ColorScience",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .target(
            name: "TokenParser",
            dependencies: [
                "YAMLSource", "DesignModel", "Diagnostics", "ColorScience", "Parallelism",
                .product(name: "OrderedCollections", package: "swift-collections"),
            ]),
        .target(
            name: "SpecParser",
            dependencies: ["MarkdownSource", "YAMLSource", "DesignModel", "Diagnostics", "ColorScience", "Parallelism"]),
        .target(name: "Rules", dependencies: ["DesignModel", "Diagnostics", "ColorScience"]),
        .target(
            name: "Emitters",
            dependencies: ["DesignModel", "Diagnostics", "ColorScience", "Parallelism", "XMLAdapter", .product(name: "Mustache", package: "swift-mustache")]),
        .target(name: "SpecSite", dependencies: ["DesignModel", "Diagnostics", "ColorScience", "Rules", "Parallelism"]),
        // Confined, atomic, write-if-changed output: the manifest, stamps and freshness of the
        // output folder. Knows nothing of the pipeline.
        .target(name: "OutputStore", dependencies: ["DesignModel", "Diagnostics", "Parallelism"]),
        // kiln.yaml: its key table, the parsers reading it, the editor schemas.
        .target(
            name: "ProjectConfig",
            dependencies: [
                "ColorScience", "DesignModel", "Diagnostics", "YAMLSource", "TokenParser", "SpecParser", "Rules", "Emitters", "SpecSite",
                "OutputStore",
            ]),
        // load → resolve → check → emit: the stages run in order over one project, with timings.
        .target(
            name: "BuildPipeline",
            dependencies: [
                "ProjectConfig", "OutputStore", "TokenParser", "SpecParser", "Rules", "Emitters", "SpecSite", "DesignModel",
                "Diagnostics", "YAMLSource", "Parallelism", "InputFiles",
            ]),
        // The reports of a check: text, JSON, SARIF, JUnit, GitHub annotations.
        .target(name: "Reporting", dependencies: ["BuildPipeline", "Rules", "Diagnostics", "XMLAdapter"]),
        // `kiln diff`: two versions of a project through the same stages, compared.
        .target(name: "DesignDiff", dependencies: ["BuildPipeline", "Reporting", "ProjectConfig", "Rules", "DesignModel", "Diagnostics", "ColorScience"]),
        // `kiln init`: starter files, or a project around existing tokens.
        .target(name: "Starter", dependencies: ["ProjectConfig", "OutputStore", "BuildPipeline", "TokenParser"]),
        // The read-only views of a checked project: token listings, explanations, spec dumps, coverage, contrast.
        .target(
            name: "Inspection",
            dependencies: ["BuildPipeline", "ProjectConfig", "Rules", "DesignModel", "Diagnostics", "ColorScience", "InputFiles", "Reporting"]),
        // Terminal policy: color, progress line, verbosity.
        .target(name: "TerminalUI"),
        // `kiln watch` / `kiln serve`: the resident build, the file watcher loop and the preview server.
        .target(
            name: "Live",
            dependencies: [
                "BuildPipeline", "Reporting", "OutputStore", "ProjectConfig", "FileWatching", "TokenParser", "Emitters",
                "SpecSite", "DesignModel", "Diagnostics", "Parallelism", "InputFiles",
            ]),
        // libxml2's reading half (the site's HTML inspector, the XML reader), for tests only.
        .target(name: "XMLReading", dependencies: ["CLibXML2", "XMLAdapter"]),
        // What the tests share: the rule example runner, the site checker, fixture helpers.
        .target(
            name: "KilnTestSupport",
            dependencies: ["BuildPipeline", "ProjectConfig", "XMLReading", "XMLAdapter", "Rules", "SpecParser", "TokenParser", "SpecSite", "DesignModel", "Diagnostics"]),
        .executableTarget(
            name: "kiln",
            dependencies: [
                "BuildPipeline", "ProjectConfig", "Reporting", "DesignDiff", "Starter", "Inspection", "TerminalUI", "Live", "OutputStore",
                "SpecSite", "DesignModel", "Diagnostics", "Parallelism", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            exclude: ["link-order.txt"],
            // Every run loads the large release binary. Linked position-independent, it needs
            // the dynamic loader to apply tens of thousands of relocations first, touching pages
            // all over it; fixed addresses need none. Its exported symbols (the static Swift
            // runtime's `-export-dynamic`) are only searched by the loader. Without both, every
            // command starts sooner and with less memory (docs/performance.md). (The price: the
            // executable's own code is not at a random address; the libraries, heap and stack
            // still are. Position-independent with packed relative relocations, through lld,
            // loses most of the saving, because the relocated pages are still touched.) Release
            // builds only, on Linux; tools-version 6.2 lets a package that depends on Kiln (for
            // its plugins) accept these flags.
            //
            // The functions a build runs, side by side (`link-order.txt`, made by
            // scripts/link-order.py): in source order they are spread over most of the code, and
            // the kernel maps most of it for a build; grouped (each function in a section of its
            // own: the end of this file), it maps about half as much, and the build's peak memory
            // is lower. lld ships with the Swift toolchain; a function the list does not name goes
            // where the linker would put it anyway.
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-Xlinker", "-no-pie", "-Xlinker", "--no-export-dynamic", "-use-ld=lld",
                        "-Xlinker", "--symbol-ordering-file=\(Context.packageDirectory)/Sources/kiln/link-order.txt",
                        "-Xlinker", "--no-warn-symbol-ordering",
                    ], .when(platforms: [.linux], configuration: .release)),
            ] + mimalloc),


        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "ColorScienceTests", dependencies: ["ColorScience"], resources: [.copy("Vectors")]),
        .testTarget(name: "YAMLSourceTests", dependencies: ["Diagnostics", "YAMLSource"]),
        .testTarget(name: "MarkdownSourceTests", dependencies: ["Diagnostics", "MarkdownSource"]),
        .testTarget(name: "TokenParserTests", dependencies: ["ColorScience", "DesignModel", "Diagnostics", "TokenParser"]),
        .testTarget(name: "SpecParserTests", dependencies: ["BuildPipeline", "ColorScience", "DesignModel", "Diagnostics", "Inspection", "KilnTestSupport", "Rules", "SpecParser", "TokenParser"]),
        .testTarget(name: "RulesTests", dependencies: ["ColorScience", "DesignModel", "Diagnostics", "KilnTestSupport", "Rules"]),
        .testTarget(name: "EmittersTests", dependencies: ["BuildPipeline", "ColorScience", "DesignModel", "Diagnostics", "Emitters", "ProjectConfig", "XMLAdapter", "XMLReading"], exclude: ["Scripts"]),
        .testTarget(name: "PipelineTests", dependencies: ["BuildPipeline", "ColorScience", "DesignDiff", "DesignModel", "Diagnostics", "Emitters", "InputFiles", "Inspection", "KilnTestSupport", "Live", "OutputStore", "Parallelism", "ProjectConfig", "Reporting", "Rules", "SpecParser", "SpecSite", "TerminalUI", "TokenParser", "YAMLSource"], exclude: ["Scripts"]),
        .testTarget(name: "KilnCLITests", dependencies: ["kiln", "KilnTestSupport"]),
        .testTarget(name: "FileWatchingTests", dependencies: ["FileWatching"]),
        .testTarget(name: "SiteTests", dependencies: ["BuildPipeline", "ColorScience", "DesignDiff", "DesignModel", "Diagnostics", "Emitters", "Inspection", "KilnTestSupport", "Live", "SpecSite", "XMLAdapter", "XMLReading"], exclude: ["Fixtures", "Support"]),
    ],
    swiftLanguageModes: [.v6]
)

package.targets += withPlugins ? pluginTargets : []

// Each function in a section of its own (release builds on Linux), so that the linker can place
// the functions a build runs side by side (`Sources/kiln/link-order.txt`): with one section per
// source file it could only move whole files, and a build would map more of the code than it
// runs (docs/performance.md has the figures).
for target in package.targets where target.type == .regular || target.type == .executable {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
    ]
}
