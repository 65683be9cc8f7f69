import Diagnostics
import Foundation
import Testing

/// The diagnostic ids are defined once, in Sources/Diagnostics/Catalog, and everything else
/// names them through the catalog's constants.
@Suite struct DiagnosticIDTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let sources = root.appendingPathComponent("Sources")
    static let catalogFolder = "Diagnostics/Catalog/"

    /// Every Swift file under Sources, as (path relative to Sources, text).
    static func swiftSources() throws -> [(path: String, text: String)] {
        let enumerator = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        var files: [(String, String)] = []
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(sources.standardizedFileURL.path.count + 1))
            files.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        return files.sorted { $0.0 < $1.0 }
    }

    @Test func catalogHasNoDuplicateIDs() {
        var seen = Set<String>()
        let duplicates = DiagnosticID.catalog.map(\.rawValue).filter { !seen.insert($0).inserted }
        #expect(duplicates.isEmpty, "defined twice: \(duplicates)")
        #expect(DiagnosticID.catalog.count > 100)
    }

    @Test func everyIDIsWellFormedAndDescribed() {
        for id in DiagnosticID.catalog {
            #expect(id.rawValue == id.family.rawValue + "/" + id.name)
            #expect(id.name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" } && !id.name.isEmpty, "\(id)")
            let opening = id.summary.first.map { $0.isUppercase || id.summary.hasPrefix("kiln.yaml") } ?? false
            #expect(id.summary.hasSuffix(".") && opening, "\(id): \(id.summary)")
            #expect(DiagnosticID(rawValue: id.rawValue) == id)
        }
        #expect(DiagnosticID(rawValue: "config/no-such-id") == nil)
    }

    /// A constant defined but left out of its family's list would be missing from the docs and
    /// from `init(rawValue:)`.
    @Test func everyDefinedConstantIsInTheCatalog() throws {
        let definition = #/static let (\w+) = DiagnosticID\(\.(\w+), "([a-z0-9-]+)"/#
        var defined: [String] = []
        for file in try Self.swiftSources() {
            for match in file.text.matches(of: definition) {
                let rawValue = String(match.output.2) + "/" + String(match.output.3)
                #expect(file.path.hasPrefix(Self.catalogFolder), "\(rawValue) is defined outside the catalog, in \(file.path)")
                defined.append(rawValue)
            }
        }
        let catalog = DiagnosticID.catalog.map(\.rawValue)
        #expect(Set(defined).subtracting(catalog).isEmpty, "not in any family's list: \(Set(defined).subtracting(catalog).sorted())")
        #expect(defined.count == catalog.count)
    }

    @Test func familiesCarryTheExitAndOutputPolicy() {
        #expect(DiagnosticID.configInvalid.family.isUnusableInput)
        #expect(DiagnosticID.limitOutputSize.family.isUnusableInput)
        #expect(!DiagnosticID.aliasMissing.family.isUnusableInput)
        #expect(DiagnosticID.a11yContrastText.family.isRuleFinding)
        #expect(DiagnosticID.specUnknownToken.family.isRuleFinding)
        #expect(!DiagnosticID.valueInvalid.family.isRuleFinding)
        #expect(DiagnosticFamily.allCases.allSatisfy { !($0.isRuleFinding && $0.isUnusableInput) })
        #expect(DiagnosticID.yamlSyntax.inFamily(.config) == .configSyntax)
        #expect(DiagnosticID.configInvalid.inFamily(.yaml) == nil)
    }

    /// No id is spelled as a string literal outside the catalog (comments aside), nor picked out
    /// by a prefix of its spelling (`hasPrefix("a11y/contrast")`): a family or a set of constants
    /// says which ids are meant.
    @Test func noIDLiteralOutsideTheCatalog() throws {
        let families = DiagnosticFamily.allCases.map(\.rawValue).joined(separator: "|")
        let literal = try Regex("\"(\(families))/[a-z0-9][a-z0-9-]*\"|(hasPrefix|hasSuffix|contains)\\(\"(\(families))/")
        var found: [String] = []
        for file in try Self.swiftSources() where !file.path.hasPrefix(Self.catalogFolder) {
            for (number, line) in file.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
                for match in code.matches(of: literal) {
                    found.append("Sources/\(file.path):\(number + 1): \(code[match.range])")
                }
            }
        }
        #expect(found.isEmpty, "use the catalog's constants (DiagnosticID.configInvalid) instead of:\n\(found.joined(separator: "\n"))")
    }

    /// docs/diagnostics.md is generated from the catalog; `UPDATE_GOLDENS=1 swift test` rewrites it.
    @Test func checkedInDocsAreCurrent() throws {
        let file = Self.root.appendingPathComponent("docs/diagnostics.md")
        let generated = DiagnosticsDocumentation.markdown()
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try generated.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let current = try? String(contentsOf: file, encoding: .utf8)
        #expect(current == generated, "docs/diagnostics.md is stale: UPDATE_GOLDENS=1 swift test --filter DiagnosticIDTests")
        for id in DiagnosticID.catalog {
            #expect(generated.contains("| `\(id.rawValue)` |"))
        }
    }
}
