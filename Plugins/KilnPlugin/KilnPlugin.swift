import Foundation
import PackagePlugin

/// Generates `DesignTokens.swift` into the build from a target's `tokens/` (and checks its
/// `specs/`) by running `kiln generate-swift` as a build command.
///
/// The command's inputs are the target's kiln.yaml and every file under its tokens/ and specs/
/// folders, and its output is the one Swift file, so SwiftPM reruns it only when one of those
/// files changes (or one is added or removed: the plugin lists the folders on every build). A
/// target without a tokens/ folder and without a kiln.yaml gets no command.
@main
struct KilnPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(
            projectFolder: target.directoryURL, moduleName: target.name, workFolder: context.pluginWorkDirectoryURL,
            kiln: try context.tool(named: "kiln").url)
    }

    static func commands(projectFolder: URL, moduleName: String, workFolder: URL, kiln: URL) throws -> [Command] {
        let inputs = KilnInputs.files(in: projectFolder)
        guard !inputs.isEmpty else { return [] }
        let outputFolder = workFolder.appendingPathComponent("kiln")
        let generated = outputFolder.appendingPathComponent("DesignTokens.swift")
        return [
            .buildCommand(
                displayName: "Kiln: generating DesignTokens.swift for \(moduleName)",
                executable: kiln,
                arguments: ["generate-swift", "--project", projectFolder.path, "--output-folder", outputFolder.path],
                inputFiles: inputs,
                outputFiles: [generated])
        ]
    }
}

/// The files whose change must rerun Kiln: kiln.yaml and everything under tokens/ and specs/.
enum KilnInputs {
    static func files(in folder: URL) -> [URL] {
        var found: [URL] = []
        let config = folder.appendingPathComponent("kiln.yaml")
        if FileManager.default.fileExists(atPath: config.path) { found.append(config) }
        for name in ["tokens", "specs"] {
            let root = folder.appendingPathComponent(name)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles]) else { continue }
            for case let url as URL in walker where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
                found.append(url)
            }
        }
        return found.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension KilnPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        // An Xcode app target keeps tokens/ next to the project file.
        try Self.commands(
            projectFolder: context.xcodeProject.directoryURL, moduleName: target.displayName,
            workFolder: context.pluginWorkDirectoryURL, kiln: try context.tool(named: "kiln").url)
    }
}
#endif
