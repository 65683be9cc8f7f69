import Foundation
import PackagePlugin

/// `swift package kiln-check`: runs `kiln check` in every target folder that holds tokens/ or a
/// kiln.yaml (or the package folder itself when it does), printing its findings and failing
/// when any is an error. Arguments after the verb go to `kiln check` (e.g. `--reporter github`).
@main
struct KilnCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let kiln = try context.tool(named: "kiln").url
        var folders: [URL] = []
        if Self.isProject(context.package.directoryURL) { folders.append(context.package.directoryURL) }
        for target in context.package.targets {
            guard let target = target as? SourceModuleTarget, Self.isProject(target.directoryURL) else { continue }
            folders.append(target.directoryURL)
        }
        guard !folders.isEmpty else {
            Diagnostics.warning("kiln-check: no folder with tokens/ or kiln.yaml in this package")
            return
        }
        var failed: [String] = []
        for folder in folders {
            print("kiln check \(folder.path)")
            let process = Process()
            process.executableURL = kiln
            process.arguments = ["check", "--project", folder.path] + arguments
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(folder.lastPathComponent) }
        }
        if !failed.isEmpty {
            Diagnostics.error("kiln check failed in \(failed.joined(separator: ", "))")
            throw KilnCheckFailure()
        }
    }

    static func isProject(_ folder: URL) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent("kiln.yaml").path)
            || manager.fileExists(atPath: folder.appendingPathComponent("tokens").path)
    }
}

struct KilnCheckFailure: Error, CustomStringConvertible {
    var description: String { "kiln check reported errors" }
}
