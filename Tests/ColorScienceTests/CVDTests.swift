import ColorScience
import Testing

@Suite("Color-vision-deficiency simulation")
struct CVDTests {
    let coral = RGBA(hex: "#FF6B6B")!

    @Test(arguments: Deficiency.allCases, CVD.Model.allCases)
    func severityZeroIsIdentity(_ deficiency: Deficiency, _ model: CVD.Model) {
        let result = CVD.simulate(coral, deficiency, severity: 0, model: model)
        #expect(abs(result.red - coral.red) < 1e-12)
        #expect(abs(result.green - coral.green) < 1e-12)
        #expect(abs(result.blue - coral.blue) < 1e-12)
    }

    @Test(arguments: Deficiency.allCases, CVD.Model.allCases)
    func neutralsAndAlphaSurvive(_ deficiency: Deficiency, _ model: CVD.Model) {
        #expect(CVD.simulate(.white, deficiency, model: model).hex == "#FFFFFF")
        #expect(CVD.simulate(.black, deficiency, model: model).hex == "#000000")
        #expect(CVD.simulate(coral.withAlpha(0.25), deficiency, model: model).alpha == 0.25)
    }

    @Test func defaultModels() {
        #expect(CVD.defaultModel(for: .protan) == .vienot)
        #expect(CVD.defaultModel(for: .deutan) == .vienot)
        #expect(CVD.defaultModel(for: .tritan) == .brettel)
        #expect(CVD.simulate(coral, .tritan) == CVD.simulate(coral, .tritan, model: .brettel))
        #expect(CVD.simulate(coral, .protan) == CVD.simulate(coral, .protan, model: .vienot))
    }

    @Test(arguments: Deficiency.allCases, CVD.Model.allCases)
    func partialSeverityLiesBetween(_ deficiency: Deficiency, _ model: CVD.Model) {
        let full = CVD.simulate(coral, deficiency, severity: 1, model: model)
        let half = CVD.simulate(coral, deficiency, severity: 0.55, model: model)
        for (original, partial, dichromat) in [
            (coral.red, half.red, full.red), (coral.green, half.green, full.green), (coral.blue, half.blue, full.blue),
        ] {
            #expect(partial >= min(original, dichromat) - 0.02 && partial <= max(original, dichromat) + 0.02)
        }
    }

    @Test func severityIsClamped() {
        #expect(CVD.simulate(coral, .deutan, severity: 3) == CVD.simulate(coral, .deutan, severity: 1))
        #expect(CVD.simulate(coral, .deutan, severity: -1) == CVD.simulate(coral, .deutan, severity: 0))
    }

    @Test func protanopesConfuseRedAndGreenTokens() {
        // The point of the feature: coral and emerald drift toward the same yellow-gray axis.
        let red = CVD.simulate(RGBA(hex: "#D63031")!, .protan)
        let green = CVD.simulate(RGBA(hex: "#458301")!, .protan)
        #expect(CIEDE2000.difference(red, green) < CIEDE2000.difference(RGBA(hex: "#D63031")!, RGBA(hex: "#458301")!))
    }
}
