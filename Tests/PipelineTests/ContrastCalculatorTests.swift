import DesignModel
import Diagnostics
import Testing
import TokenParser
@testable import Inspection

@Suite struct ContrastCalculatorTests {
    static let system = TokenParser.TokenSetParser(modes: ["light", "dark"]).parse(files: [
        SourceFile(
            path: "tokens/color.yaml",
            text: """
                color:
                  $type: color
                  text:
                    $value: "#636E72"
                    $extensions: { mode: { dark: "#B2BEC3" }, kiln: { name: Secondary Gray } }
                  strong:
                    $value: "#2D3436"
                    $extensions: { mode: { dark: "#F5F6FA" } }
                  background:
                    $value: "#FFFFFF"
                    $extensions: { mode: { dark: "#1A1D1F" } }
                """)
    ]).system

    func evaluate(_ request: ContrastCalculator.Request) throws -> ContrastCalculator.Evaluation {
        try ContrastCalculator.evaluate(request, system: Self.system).get()
    }

    @Test func literalsGiveOneRowWithVerdicts() throws {
        let evaluation = try evaluate(.init(foreground: "#777777", background: "white"))
        #expect(evaluation.rows.count == 1)
        #expect(!evaluation.passes)
        let text = ContrastCalculator.render(evaluation, system: Self.system)
        #expect(text.contains("all   #777777     #FFFFFF     4.47:1  fail     fail      pass      fail       pass"))
        #expect(text.contains("nearest passing foreground #767676"))
        #expect(text.contains("normal text, WCAG AA (4.5:1): fails"))
    }

    @Test func tokensAndDisplayNamesAreEvaluatedPerMode() throws {
        let evaluation = try evaluate(.init(foreground: "Secondary Gray", background: "color.background", level: .aaa))
        #expect(evaluation.rows.map(\.modes) == [["light"], ["dark"]])
        #expect(!evaluation.passes)
        let text = ContrastCalculator.render(evaluation, system: Self.system)
        #expect(text.contains("fails in light"))
        #expect(text.contains("tokens passing in every mode: color.strong (#2D3436 light, #F5F6FA dark)"))
    }

    @Test func largeTextTranslucencyAndAPCA() throws {
        let large = try evaluate(.init(foreground: "#949494", background: "#FFFFFF", size: 18.66, weight: 700))
        #expect(large.passes)
        #expect(large.requirement == "large text, WCAG AA (3:1)")
        let over = try evaluate(.init(foreground: "#2D3436", background: "rgba(255, 107, 107, 0.15)", over: "#FFFFFF", apca: true))
        #expect(over.rows.first?.background.hex == "#FFE9E9")
        #expect(over.rows.first?.apca != nil)
    }

    @Test func unresolvedColorsExplainThemselves() {
        guard case .failure(let error) = ContrastCalculator.evaluate(.init(foreground: "color.txt", background: "#FFF"), system: Self.system) else {
            Issue.record("expected a failure")
            return
        }
        #expect(error.message == "foreground: \"color.txt\" names no token")
        #expect(error.hint == "did you mean `color.text`?")
        guard case .failure(let translucent) = ContrastCalculator.evaluate(.init(foreground: "#000", background: "rgba(0,0,0,0.5)"), system: Self.system)
        else {
            Issue.record("expected a failure")
            return
        }
        #expect(translucent.hint?.contains("--over") == true)
    }
}
