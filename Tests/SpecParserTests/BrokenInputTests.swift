import Diagnostics
import SpecParser
import Testing

/// Broken inputs and their exact diagnostics (docs/spec-format.md §2.14), as `kiln check`
/// prints them.
@Suite struct BrokenInputTests {
    static func text(_ markdown: String) -> String {
        let result = SpecTest.parse(markdown)
        var sources = SourceLines()
        let text = markdown.hasPrefix("---") ? markdown : SpecTest.frontMatter + markdown
        sources.register(file: "specs/t.md", text: text)
        var collector = DiagnosticCollector()
        collector.add(contentsOf: result.diagnostics)
        return TextReporter(useColor: false).render(collector.sorted, sources: sources)
    }

    @Test func unknownToken() {
        #expect(Self.text("## Screen: S\n\n#### 1. Title\n\n- Color: colors.primary.corall\n") == """
            specs/t.md:11:10: warning: "colors.primary.corall" names no token [spec/unknown-token]
             11 | - Color: colors.primary.corall
                |          ^~~~~~~~~~~~~~~~~~~~~
                = hint: did you mean `color.coral`?
            0 errors, 1 warning

            """)
    }

    @Test func ambiguousName() {
        #expect(Self.text("## Screen: S\n\n#### 1. Title\n\n- Color: Charcoal (Light) / Off-White (Dark)\n") == """
            specs/t.md:11:29: warning: "Off-White" names 2 colors with different values in dark mode: color.off-white-surface (#F9FAFB), color.off-white-text (#F5F6FA) [spec/ambiguous-name]
             11 | - Color: Charcoal (Light) / Off-White (Dark)
                |                             ^~~~~~~~~
                = hint: add the hex to pick one, e.g. "Off-White (#F9FAFB)"
            0 errors, 1 warning

            """)
    }

    @Test func unreadableSize() {
        #expect(Self.text("## Screen: S\n\n#### 1. Button\n\n- Touch Target: Circular container\n") == """
            specs/t.md:11:17: warning: cannot read "Circular container" as a touch target; kept as documentation [spec/unreadable-value]
             11 | - Touch Target: Circular container
                |                 ^~~~~~~~~~~~~~~~~~
            0 errors, 1 warning

            """)
    }

    @Test func unknownColorName() {
        #expect(Self.text("## Screen: S\n\n#### 1. Icon\n\n- Icon Color: Warning Amber\n") == """
            specs/t.md:11:15: warning: "Warning Amber" names no color token; kept as documentation [spec/unknown-name]
             11 | - Icon Color: Warning Amber
                |               ^~~~~~~~~~~~~
            0 errors, 1 warning

            """)
    }

    @Test func offPaletteAndOffScale() {
        #expect(Self.text("## Screen: S\n\n#### 1. Title\n\n- Color: #333333\n- Typography: SF Pro Text, 15pt Medium\n") == """
            specs/t.md:11:10: warning: "#333333" matches no color token; kept as a literal [spec/off-palette]
             11 | - Color: #333333
                |          ^~~~~~~
                = hint: the nearest color token is `color.charcoal` (#2D3436)
            specs/t.md:12:15: warning: "SF Pro Text, 15pt Medium" (SF Pro Text 15pt medium) matches no typography style; kept as a literal [spec/off-scale]
             12 | - Typography: SF Pro Text, 15pt Medium
                |               ^~~~~~~~~~~~~~~~~~~~~~~~
                = hint: the nearest style is `typography.callout` (16pt regular)
            0 errors, 2 warnings

            """)
    }

    @Test func styleDriftAgainstTheDeclaredStyle() {
        #expect(Self.text("## Screen: S\n\n#### 1. Headline\n\n- Component: Text (Title 2 style)\n- Typography: SF Pro Display, 28pt Bold\n") == """
            specs/t.md:12:15: warning: "SF Pro Display, 28pt Bold" is 28pt bold, but the node declares the style "Title 2" (`typography.title2`: 22pt bold) [spec/style-drift]
             12 | - Typography: SF Pro Display, 28pt Bold
                |               ^~~~~~~~~~~~~~~~~~~~~~~~~
            specs/t.md:11:14: note: the style is declared here
             11 | - Component: Text (Title 2 style)
                |              ^~~~~~~~~~~~~~~~~~~~
            tokens/test.yaml:30:3: note: "typography.title2" is defined here
            0 errors, 1 warning

            """)
    }

    @Test func unclosedFrontMatter() {
        let result = SpecTest.parse("---\nid: broken\ntitle: Never closed\n\n## Screen: S\n")
        #expect(SpecTest.diagnostics(result) == [
            "1:1: warning: the front matter that starts here is not closed by a `---` line; the whole file is read as Markdown [spec/front-matter] hint: end the front matter with a line holding only `---`"
        ])
    }

    @Test func frontMatterWithWrongTypes() {
        let result = SpecTest.parse("---\nkind: screenplay\ndevices: {a: 1}\nmodes: [light, dusk]\n---\n# T\n")
        #expect(SpecTest.diagnostics(result) == [
            "2:7: warning: `kind` must be `flow` or `catalog`, found \"screenplay\" [spec/front-matter]",
            "3:10: warning: `devices` must be a list of text, found a mapping [spec/front-matter]",
            "4:1: warning: `modes` names \"dusk\", which the tokens do not define; known modes: light, dark [spec/front-matter]",
        ])
    }

    @Test func ambiguousAndUnresolvedReferences() {
        let result = SpecTest.parse(
            """
            ## Screen 1: A

            #### 1. Card

            ## Screen 2: B

            #### 1. Card

            ## Screen 3: C

            #### 1. Label

            - On: Card
            """)
        #expect(SpecTest.diagnostics(result) == [
            "19:7: warning: \"Card\" names several nodes: \"A › Card\", \"B › Card\" [spec/ambiguous-reference] hint: write the path from the screen, e.g. `A › Card`"
        ])
    }

    @Test func referenceCycle() {
        let result = SpecTest.parse("## Screen: S\n\n#### 1. A\n\n- Same As: B\n\n#### 2. B\n\n- Same As: A\n")
        #expect(SpecTest.diagnostics(result) == [
            "11:12: warning: \"A\" inherits from itself [spec/reference-cycle]"
        ])
    }

    @Test func unboundVariable() {
        let result = SpecTest.parse(
            """
            ## Screen: S

            #### 1. Chip

            | Variant | Mood color |
            |---|---|
            | Happy | Primary Coral |

            #### 2. Tag

            | Variant | Mood color |
            |---|---|
            | Sad | Black |

            #### 3. Badge

            - Text: “Hi”
            - Color: Mood color at 100%
            """)
        #expect(SpecTest.diagnostics(result) == [
            "21:1: warning: \"mood color\" is used by \"Badge\" but bound by no variant table [spec/unbound-variable] hint: add a `| Variant | mood color |` table to the component or one of its containers"
        ])
    }
}
