import Foundation
import Testing
@testable import Live


/// `kiln serve` sends only regular files inside the site folder: every way out is refused.
@Suite struct SiteFolderFileTests {
    @Test func servesFilesAndFolderIndexesInsideTheFolder() throws {
        let (root, site) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SiteFolderFile.resolve("/", in: site) == site.path + "/index.html")
        #expect(SiteFolderFile.resolve("/colors.html", in: site) == site.path + "/colors.html")
        #expect(SiteFolderFile.resolve("/colors.html?theme=dark#top", in: site) == site.path + "/colors.html")
        #expect(SiteFolderFile.resolve("/screens/", in: site) == site.path + "/screens/index.html")
        #expect(SiteFolderFile.resolve("/screens", in: site) == site.path + "/screens/index.html")
        #expect(SiteFolderFile.resolve("/screens/home%20screen.html", in: site) == site.path + "/screens/home screen.html")
    }

    @Test(arguments: [
        "/../secret.txt", "/screens/../../secret.txt", "/%2e%2e/secret.txt", "/%2E%2E%2Fsecret.txt", "/screens/%2e%2e/%2e%2e/secret.txt",
        "/..%5csecret.txt", "/./colors.html", "//colors.html", "/.kiln-stamps", "/escape/secret.txt", "/escape",
        "/link.html", "/missing.html", "/colors.html%00.txt", "/screens/../colors.html", "/a\u{1}b",
    ])
    func refusesEveryWayOut(path: String) throws {
        let (root, site) = try Self.folders()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(SiteFolderFile.resolve(path, in: site) == nil)
    }

    static func folders() throws -> (URL, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-serve-\(UUID().uuidString)").resolvingSymlinksInPath()
        let site = root.appendingPathComponent("output/site")
        try FileManager.default.createDirectory(at: site.appendingPathComponent("screens"), withIntermediateDirectories: true)
        for name in ["index.html", "colors.html", ".kiln-stamps", "screens/index.html", "screens/home screen.html"] {
            try "page".write(to: site.appendingPathComponent(name), atomically: false, encoding: .utf8)
        }
        try "secret".write(to: root.appendingPathComponent("output/secret.txt"), atomically: false, encoding: .utf8)
        try "secret".write(to: root.appendingPathComponent("secret.txt"), atomically: false, encoding: .utf8)
        // Links inside the site folder pointing out of it.
        try FileManager.default.createSymbolicLink(atPath: site.appendingPathComponent("escape").path, withDestinationPath: root.path)
        try FileManager.default.createSymbolicLink(
            atPath: site.appendingPathComponent("link.html").path, withDestinationPath: root.appendingPathComponent("secret.txt").path)
        return (root, site)
    }
}
