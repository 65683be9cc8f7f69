import ArgumentParser
import DesignModel
import Foundation
import BuildPipeline
import Inspection

extension Kiln {
    struct Tokens: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tokens",
            abstract: "List resolved tokens with their type and value in each mode.")

        @OptionGroup var options: ProjectOptions

        @Argument(help: "Only tokens whose path matches (a glob such as 'color.*', or a substring).")
        var pattern: String?

        func run() throws {
            let result = Pipeline(project: options.openProject()).load()
            let status = options.report(result.diagnostics, sources: result.sources)
            print(TokenListing.render(result.system, pattern: pattern), terminator: "")
            if status == .unusable { try finish(status) }
        }
    }

    struct Explain: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explain",
            abstract: "Explain one token (value per mode, alias chain, derivation, referrers) or one spec screen or component.")

        @OptionGroup var options: ProjectOptions

        @Argument(help: "A token path such as color.primary.coral, or SCREEN/COMPONENT such as \"Welcome Screen/Primary CTA Button\".")
        var name: String

        func run() throws {
            let result = Pipeline(project: options.openProject()).load()
            _ = options.report(result.diagnostics.filter { $0.severity == .error }, sources: result.sources)
            guard let text = TokenExplanation.render(result.system, path: TokenPath(name)) else {
                // Not a token: a spec node (`SCREEN/COMPONENT`, `Screen › Component` or a node id).
                let nodes = SpecExplanation.find(result.specs, name)
                if nodes.count == 1 {
                    print(SpecExplanation.render(result.specs, node: nodes[0]), terminator: "")
                    return
                }
                if nodes.count > 1 {
                    let list = nodes.map { "  \($0.id)" }.joined(separator: "\n")
                    FileHandle.standardError.write(Data("kiln: \"\(name)\" names several spec nodes; use one of these ids:\n\(list)\n".utf8))
                    try finish(.unusable)
                }
                var message = "kiln: no token or spec node named \"\(name)\""
                let paths = result.system.tokens.map(\.path.string)
                if let close = paths.first(where: { $0.hasSuffix(name) || $0.contains(name) }) {
                    message += "; did you mean `\(close)`?"
                }
                FileHandle.standardError.write(Data((message + "\n").utf8))
                try finish(.unusable)
            }
            print(text, terminator: "")
        }
    }
}
