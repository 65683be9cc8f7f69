// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer). Separate from the main package so that normal
// builds never link the fuzzer runtime. Run one with: Fuzz/run.sh tokens 60 (or resolver, specs, outputs, glob, http);
// all of them, bounded, for CI: Fuzz/ci.sh
import PackageDescription

let package = Package(
    name: "KilnFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [.package(path: "kiln")],  // a symlink to the repository root
    targets: [
        // Builds well-formed token projects from fuzz bytes (the resolver and outputs targets).
        .target(name: "FuzzProjects", dependencies: [.product(name: "KilnParsers", package: "kiln")]),
        .executableTarget(
            name: "FuzzTokens",
            dependencies: [.product(name: "KilnParsers", package: "kiln")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FuzzResolver",
            dependencies: ["FuzzProjects", .product(name: "KilnParsers", package: "kiln")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FuzzSpecs",
            dependencies: [.product(name: "KilnParsers", package: "kiln")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FuzzGlob",
            dependencies: [.product(name: "KilnServing", package: "kiln")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FuzzHTTP",
            dependencies: [.product(name: "KilnServing", package: "kiln")],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
        .executableTarget(
            name: "FuzzOutputs",
            dependencies: [
                "FuzzProjects", .product(name: "KilnParsers", package: "kiln"), .product(name: "KilnOutputs", package: "kiln"),
            ],
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]),
    ],
    swiftLanguageModes: [.v6]
)
