import ArgumentParser
import Foundation
import BuildPipeline
import Inspection

extension Kiln {
    struct Contrast: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "contrast",
            abstract: "Compute the contrast of a foreground on a background, per mode, with verdicts and suggestions.",
            discussion: """
                Colors may be hex (#636E72), rgb()/rgba()/hsl()/oklch(), token paths (color.text.secondary, \
                evaluated in each mode) or display names ("Slate Gray"). Exits 1 when the pair fails the \
                requested level (normal text unless --size/--weight make it large text), 2 when a color \
                does not resolve.
                """)

        @OptionGroup var options: ProjectOptions

        @Argument(help: "The foreground (text, icon or border) color.")
        var foreground: String

        @Argument(help: "The background color.")
        var background: String

        @Option(help: "What a translucent background is drawn over.")
        var over: String?

        @Option(help: "Text size in points (1pt = 1dp = 1 CSS px); 24, or 18.66 at weight 700, is large text.")
        var size: Double?

        @Option(help: "Font weight (100-900).")
        var weight: Int?

        @Option(help: "WCAG level to require: aa or aaa.")
        var level: String = "aa"

        @Flag(help: "Also show the APCA lightness contrast (advisory only).")
        var apca = false

        func validate() throws {
            guard ContrastCalculator.level(named: level) != nil else { throw ValidationError("--level must be aa or aaa, found \"\(level)\"") }
        }

        func run() throws {
            guard let level = ContrastCalculator.level(named: level) else { try finish(.unusable) }
            let result = Pipeline(project: options.openProject()).load()
            let request = ContrastCalculator.Request(
                foreground: foreground, background: background, over: over, size: size, weight: weight, level: level, apca: apca)
            switch ContrastCalculator.evaluate(request, system: result.system) {
            case .success(let evaluation):
                print(ContrastCalculator.render(evaluation, system: result.system), terminator: "")
                if !evaluation.passes { try finish(.violations) }
            case .failure(let error):
                var message = "kiln: \(error.message)\n"
                if let hint = error.hint { message += "    = hint: \(hint)\n" }
                if result.system.tokens.isEmpty { message += "    = note: no tokens were loaded from \(options.project)\n" }
                FileHandle.standardError.write(Data(message.utf8))
                try finish(.unusable)
            }
        }
    }

    struct ListRules: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "rules",
            abstract: "List the rules with their severity (as configured here), or show one rule's documentation.")

        @OptionGroup var options: ProjectOptions

        @Argument(help: "A rule id such as a11y/contrast-text: print its documentation.")
        var id: String?

        @Flag(help: "Print docs/rules.md (all rules, Markdown).")
        var markdown = false

        func run() throws {
            if markdown {
                print(RulesListing.markdown(), terminator: "")
                return
            }
            if let id {
                guard let text = RulesListing.detail(id) else {
                    var message = "kiln: no rule \"\(id)\""
                    if let close = RulesListing.suggestion(for: id) { message += "; did you mean \"\(close)\"?" }
                    FileHandle.standardError.write(Data((message + "\n").utf8))
                    try finish(.unusable)
                }
                print(text, terminator: "")
                return
            }
            let project = options.openProject()
            print(RulesListing.render(config: project.configFile == nil ? nil : project.config), terminator: "")
        }
    }
}
