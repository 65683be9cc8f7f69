import ArgumentParser
import Foundation
import BuildPipeline

extension Kiln {
    /// What the SwiftPM build-tool plugin (Plugins/KilnPlugin) runs: checks the project and
    /// writes only `DesignTokens.swift`, straight into the folder the plugin declared as its
    /// output, whatever folder and file name kiln.yaml gives the Swift output.
    struct GenerateSwift: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "generate-swift",
            abstract: "Check the project and write DesignTokens.swift into a folder (for the SwiftPM plugin).",
            shouldDisplay: false)

        @OptionGroup var options: ProjectOptions

        @Option(help: "The folder to write DesignTokens.swift into (created when missing).")
        var outputFolder: String

        @OptionGroup var reporting: ReportOptions

        /// The file the plugin declares; kept in one place with the plugin's copy by a test.
        static let fileName = "DesignTokens.swift"

        func run() throws {
            var project = options.openProject()
            var config = project.config
            config.output = URL(fileURLWithPath: outputFolder).standardizedFileURL.path
            // The plugin's work folder is inside .build, outside the project by design.
            config.allowOutputOutsideProject = true
            config.emitters.swift.folder = ""
            config.emitters.swift.fileName = Self.fileName
            // An asset catalog in the plugin's folder would not be compiled into the app; the
            // colors come from the Swift values instead.
            config.emitters.swift.assetCatalog = false
            // The plugin compiles the file into the app's own target: never a package.
            config.packages.enabled = []
            project.config = config
            let pipeline = Pipeline(project: project)
            var result = pipeline.check(pipeline.load())
            pipeline.emit(&result, outputs: ["swift"])
            ProcessLifetime.keep(result)
            let status = try reporting.report(result, options: options)
            if status != .clean { try finish(status) }
        }
    }
}
