import ColorScience
import DesignModel
import Diagnostics
@testable import Rules
import Testing

/// Token suggestions for a failing pair keep what the color means: a red destructive label is
/// offered a red (a token of its hue family, or of its role), never the grey text token that
/// happens to be nearer in lightness; a grey is offered greys.
@Suite struct ContrastSuggestionTests {
    static let system = DesignSystem(
        modes: ["light", "dark"],
        tokens: [
            SpecRuleTests.token("color.background.primary", "#FFFFFF", "#1A1D1F", line: 1),
            SpecRuleTests.token("color.text.destructive", "#FF7675", "#FF7675", line: 2),
            SpecRuleTests.token("color.text.primary", "#2D3436", "#F5F6FA", line: 3),
            SpecRuleTests.token("color.text.secondary", "#636E72", "#B2BEC3", line: 4),
            SpecRuleTests.token("color.system.error", "#C0392B", "#FF8A80", line: 5),
            SpecRuleTests.token("color.link.default", "#2F5BD3", "#8FB0FF", line: 6),
            SpecRuleTests.token("color.text.muted", "#B2BEC3", "#636E72", line: 7),
        ])

    static func suggestions(for foreground: String, role: String?) -> [TokenPath] {
        let backgrounds = Self.system.modes.map { (mode: $0, color: Self.system.value(TokenPath("color.background.primary"), mode: $0)!.color!) }
        let reference = Dictionary(uniqueKeysWithValues: Self.system.modes.map { ($0, Self.system.value(TokenPath(foreground), mode: $0)!.color!) })
        return ContrastSuggestions.passingTokens(
            in: Self.system, backgrounds: backgrounds, required: 4.5, reference: reference, role: role.map { TokenPath($0) },
            excluding: [TokenPath(foreground)], limit: 3)
    }

    @Test func aRedLabelIsOfferedReds() {
        let offered = Self.suggestions(for: "color.text.destructive", role: "color.text.destructive")
        #expect(offered == [TokenPath("color.system.error")], "\(offered)")
        #expect(!offered.contains(TokenPath("color.text.primary")))
        #expect(!offered.contains(TokenPath("color.text.secondary")))
    }

    @Test func aGreyIsOfferedGreys() {
        let offered = Self.suggestions(for: "color.text.muted", role: "color.text.muted")
        #expect(!offered.isEmpty)
        for path in offered {
            #expect(["color.text.primary", "color.text.secondary"].contains(path.string), "\(path) is not grey")
        }
    }

    @Test func hueFamilies() {
        let red = CIELab(RGBA(hex: "#D63031")!)
        #expect(HueFamily(red).contains(CIELab(RGBA(hex: "#FF7675")!)))
        #expect(!HueFamily(red).contains(CIELab(RGBA(hex: "#2D3436")!)))
        #expect(!HueFamily(red).contains(CIELab(RGBA(hex: "#0984E3")!)))
        #expect(HueFamily(CIELab(RGBA(hex: "#B2BEC3")!)).contains(CIELab(RGBA(hex: "#2D3436")!)))
    }
}
