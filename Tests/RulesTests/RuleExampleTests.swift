import Diagnostics
import Rules
import Testing
import KilnTestSupport

/// Every rule's documented examples are its tests: a passing example yields no finding of the
/// rule, a failing one at least one (whose message contains the documented text, when given).
@Suite struct RuleExampleTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var ruleID: DiagnosticID
        var index: Int
        var example: RuleExample
        var testDescription: String { "\(ruleID) #\(index + 1) \(example.kind.rawValue): \(example.title)" }
    }

    static let cases: [Case] = RuleCatalog.all.flatMap { rule in
        rule.description.examples.enumerated().map { Case(ruleID: rule.description.diagnosticID, index: $0, example: $1) }
    }

    @Test(arguments: cases)
    func exampleBehavesAsDocumented(_ testCase: Case) throws {
        let rule = try #require(RuleCatalog.rule(testCase.ruleID.rawValue))
        let outcome = try #require(RuleExampleRunner.run(testCase.example, of: rule))
        #expect(outcome.problems.isEmpty, "the example itself has problems: \(outcome.problems.map(\.message))")
        let findings = outcome.findings.filter { $0.id == testCase.ruleID }
        switch testCase.example.kind {
        case .passing:
            #expect(findings.isEmpty, "expected no finding, got: \(findings.map(\.message))")
        case .failing:
            #expect(!findings.isEmpty, "expected a finding of \(testCase.ruleID)")
            if let expected = testCase.example.expectedMessage {
                #expect(findings.contains { $0.message.contains(expected) }, "no message contains \"\(expected)\": \(findings.map(\.message))")
            }
        }
    }

    @Test func everyRuleHasPassingAndFailingExamples() {
        for description in RuleCatalog.descriptions {
            #expect(description.examples.contains { $0.kind == .passing }, "\(description.diagnosticID) has no passing example")
            #expect(description.examples.contains { $0.kind == .failing }, "\(description.diagnosticID) has no failing example")
            if description.input == .tokens {
                #expect(description.examples.allSatisfy { !$0.needsSpecs }, "\(description.diagnosticID) reads no specs but has a spec example")
            }
        }
    }

    @Test func rulesThatRunNowHaveRunnableExamplesOfBothKinds() {
        for description in RuleCatalog.descriptions where description.input != .specs {
            let runnable = description.examples.filter { !$0.needsSpecs }
            #expect(runnable.contains { $0.kind == .passing }, "\(description.diagnosticID)")
            #expect(runnable.contains { $0.kind == .failing }, "\(description.diagnosticID)")
        }
    }

    @Test func idsAreUniqueNamespacedKebabCase() throws {
        let ids = RuleCatalog.descriptions.map(\.diagnosticID.rawValue)
        #expect(Set(ids).count == ids.count)
        let pattern = try Regex("[a-z0-9]+/[a-z0-9]+(-[a-z0-9]+)*")
        for id in ids { #expect(id.wholeMatch(of: pattern) != nil, "\(id)") }
    }

    @Test func optionsAreDocumentedAndDefaultsAreValid() {
        for description in RuleCatalog.descriptions {
            for option in description.options {
                #expect(!option.documentation.isEmpty, "\(description.diagnosticID).\(option.name)")
                #expect(option.defaultValue != nil || option.defaultDescription != nil, "\(description.diagnosticID).\(option.name) has no default")
            }
        }
    }
}
