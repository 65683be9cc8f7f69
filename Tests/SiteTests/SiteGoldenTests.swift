import DesignModel
import Foundation
import Testing

@testable import SpecSite
import KilnTestSupport

/// The whole site of a small fixture, byte for byte (`UPDATE_GOLDENS=1` rewrites it).
@Suite struct SiteGoldenTests {
    static let fixture = SiteFixtures.fixtures.appendingPathComponent("small")

    /// The golden covers the token pages; rule descriptions and findings (worded by the rules)
    /// are left out so that rewording a rule does not churn this golden.
    static var goldenFiles: [OutputFile] {
        let (pipeline, result) = SiteFixtures.result(at: fixture.appendingPathComponent("input"))
        var input = pipeline.siteInput(result)
        input.rules = []
        input.findings = []
        input.baselinedFindings = []
        input.fixedSinceBaseline = []
        input.hasBaseline = false
        return SpecSite.generate(input)
    }

    /// Where two files part, with a little of each around it: a byte-array dump of a whole page
    /// says nothing.
    static func firstDifference(_ golden: Data, _ produced: [UInt8]) -> String {
        let old = Array(golden)
        let shorter = min(old.count, produced.count)
        let index = (0..<shorter).first { old[$0] != produced[$0] } ?? shorter
        let line = old[..<index].count { $0 == UInt8(ascii: "\n") } + 1
        func excerpt(_ bytes: [UInt8]) -> String {
            String(decoding: bytes[max(0, index - 40)..<min(bytes.count, index + 80)], as: UTF8.self)
        }
        return "line \(line), byte \(index): golden “\(excerpt(old))”, produced “\(excerpt(produced))”"
    }

    @Test func smallSiteMatchesGolden() throws {
        let files = Self.goldenFiles
        let expected = Self.fixture.appendingPathComponent("expected")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try SiteFixtures.write(files, to: expected)
            return
        }
        var produced = Set<String>()
        for file in files {
            produced.insert(file.path)
            let url = expected.appendingPathComponent(file.path)
            let golden = try #require(FileManager.default.contents(atPath: url.path), "no golden for \(file.path); run with UPDATE_GOLDENS=1")
            if Array(golden) != file.contents {
                Issue.record("\(file.path) differs from its golden at \(Self.firstDifference(golden, file.contents)); run with UPDATE_GOLDENS=1 and review the diff")
            }
        }
        let enumerator = FileManager.default.enumerator(atPath: expected.path)
        while let path = enumerator?.nextObject() as? String {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: expected.appendingPathComponent(path).path, isDirectory: &isFolder)
            if !isFolder.boolValue { #expect(produced.contains(path), "stale golden \(path)") }
        }
    }

    @Test func smallSiteIsClean() {
        let files = SiteFixtures.site(at: Self.fixture.appendingPathComponent("input"))
        #expect(SiteChecker.check(files).isEmpty)
    }

    @Test func contrastMatrixUsesConfiguredTokens() throws {
        let files = SiteFixtures.site(at: Self.fixture.appendingPathComponent("input"))
        let contrast = SiteFixtures.text(try #require(files.first { $0.path == "contrast.html" }))
        // text.secondary (#636E72) on white is 5.24:1 → AA; on the coral accent it fails.
        #expect(contrast.contains("#636E72 on #FFFFFF, 5.24:1"))
        #expect(contrast.contains("Fails"))
        #expect(!contrast.contains("color.primary.hover\"")) // not configured as a background
    }
}
