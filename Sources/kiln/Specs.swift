import ArgumentParser
import DesignModel
import Diagnostics
import Foundation
import BuildPipeline
import Inspection

extension Kiln {
    struct Specs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "specs",
            abstract: "List the spec documents with their screens and components.",
            discussion: """
                Each node is shown with its kind, name, id and line. `kiln explain SCREEN/COMPONENT` shows one \
                node's resolved properties per mode and state.
                """)

        @OptionGroup var options: ProjectOptions

        @Argument(help: "Only nodes whose name, id or path matches (a substring, or a glob with `*`).")
        var pattern: String?

        @Flag(help: "Print the full model dump (every property, entry, resolution and claim) instead.")
        var dump = false

        @Flag(help: "Print the facts evaluated for the rules (pairs, targets, text sizes, claims) instead.")
        var facts = false

        @Flag(help: "Print, per file and screen, how many value-bearing lines were read, classified as prose or not understood, and list the latter.")
        var coverage = false

        @Option(help: "With --coverage: text (the default) or json (every value-bearing line with its status: facts, unread or prose).")
        var format: SpecCoverageReport.Format = .text

        func run() throws {
            let result = Pipeline(project: options.openProject()).load()
            let status = options.report(result.diagnostics, sources: result.sources)
            if coverage {
                let report = SpecCoverageReport.render(result.specs, pattern: pattern, format: format)
                print(format == .json ? report : TextReporter.sanitized(report), terminator: "")
            } else if dump || facts {
                for document in result.specs.documents where pattern.map({ document.file.contains($0) || document.id.contains($0) }) ?? true {
                    if dump { print(TextReporter.sanitized(SpecDump.render(document)), terminator: "") }
                    if facts { print(TextReporter.sanitized(SpecDump.renderFacts(result.specs.facts, file: document.file)), terminator: "") }
                }
            } else {
                print(TextReporter.sanitized(SpecListing.render(result.specs, pattern: pattern)), terminator: "")
            }
            if status == .unusable { try finish(status) }
        }
    }
}

extension SpecCoverageReport.Format: ExpressibleByArgument {}
