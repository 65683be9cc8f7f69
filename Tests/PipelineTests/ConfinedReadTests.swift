import Diagnostics
import Foundation
import InputFiles
import Testing

/// `ProjectFolder`, the one reader of a project's inputs: links inside the project are followed,
/// links and paths out of it are refused naming the link, special files are refused, and the
/// glob matcher stays linear on patterns built to make a backtracking matcher explode.
@Suite struct ConfinedReadTests {
    /// `folder/project` (holding `tokens/a.yaml`) beside `folder/outside/secret.txt`.
    static func layout() throws -> (folder: URL, project: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-confined-\(UUID().uuidString)").resolvingSymlinksInPath()
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("tokens/sub"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("outside"), withIntermediateDirectories: true)
        try "a: 1\n".write(to: project.appendingPathComponent("tokens/a.yaml"), atomically: false, encoding: .utf8)
        try "b: 2\n".write(to: project.appendingPathComponent("tokens/sub/b.yaml"), atomically: false, encoding: .utf8)
        try "SECRET\n".write(to: folder.appendingPathComponent("outside/secret.txt"), atomically: false, encoding: .utf8)
        return (folder, project)
    }

    static func link(_ url: URL, _ target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: target)
    }

    @Test func linksInsideAreFollowedAndLinksOutAreRefusedNamingTheLink() throws {
        let (folder, project) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = ProjectFolder(root: project)
        // Relative and absolute links that stay inside, through a folder link too.
        try Self.link(project.appendingPathComponent("relative.yaml"), "tokens/sub/../a.yaml")
        try Self.link(project.appendingPathComponent("absolute.yaml"), project.appendingPathComponent("tokens/a.yaml").path)
        try Self.link(project.appendingPathComponent("design"), "tokens")
        for path in ["tokens/a.yaml", "relative.yaml", "absolute.yaml", "design/a.yaml", "design/sub/../a.yaml", "./tokens//a.yaml"] {
            #expect((try? reader.text(path).get().text) == "a: 1\n", "\(path)")
        }
        // Out of the project: by a relative link, an absolute one, a link to a folder, a chain.
        try Self.link(project.appendingPathComponent("up.txt"), "../outside/secret.txt")
        try Self.link(project.appendingPathComponent("abs.txt"), folder.appendingPathComponent("outside/secret.txt").path)
        try Self.link(project.appendingPathComponent("tokens/out"), "../../outside")
        try Self.link(project.appendingPathComponent("chain.txt"), "up.txt")
        for (path, link) in [("up.txt", "up.txt"), ("abs.txt", "abs.txt"), ("tokens/out/secret.txt", "tokens/out"), ("chain.txt", "chain.txt")] {
            #expect(reader.bytes(path) == .failure(.linkLeaves(link)), "\(path)")
            let problem = try #require(reader.text(path).failure)
            #expect(problem.id == .ioOutsideProject && problem.message.contains("\"\(link)\" is a symbolic link"), "\(problem.message)")
            #expect(!problem.message.contains("SECRET") && !problem.message.contains("outside/secret"))
        }
        // The path itself out of the project.
        #expect(reader.bytes("../outside/secret.txt") == .failure(.outsidePath))
        #expect(reader.bytes(folder.appendingPathComponent("outside/secret.txt").path) == .failure(.outsidePath))
        #expect(reader.bytes("tokens/../../outside/secret.txt") == .failure(.outsidePath))
        // With the opt-in, both are read.
        let allowed = ProjectFolder(root: project, allowsOutside: true)
        #expect((try? allowed.text("up.txt").get().text) == "SECRET\n")
        #expect((try? allowed.text("../outside/secret.txt").get().text) == "SECRET\n")
    }

    @Test func loopsSpecialFilesAndFoldersAreRefused() throws {
        let (folder, project) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = ProjectFolder(root: project)
        try Self.link(project.appendingPathComponent("loop"), "loop")
        #expect(reader.bytes("loop") == .failure(.linkLoop("loop")))
        #expect(mkfifo(project.appendingPathComponent("fifo.yaml").path, 0o644) == 0)
        #expect(reader.bytes("fifo.yaml") == .failure(.notAFile("a FIFO")))
        #expect(reader.entry("fifo.yaml") == .success(.other("a FIFO")))
        #expect(reader.bytes("tokens") == .failure(.notAFile("a folder")))
        #expect(reader.bytes("missing.yaml") == .failure(.missing))
        #expect(reader.bytes("tokens/a.yaml/x") == .failure(.missing))
        #expect(reader.bytes("tokens/a.yaml", maximumSize: 2) == .failure(.tooLarge(5)))
        #expect(reader.entry("tokens") == .success(.folder))
        #expect(reader.entry("tokens/a.yaml") == .success(.file(size: 5)))
    }

    @Test func walksSkipLinksAndHiddenFilesAndRefuseARootLinkedOut() throws {
        let (folder, project) = try Self.layout()
        defer { try? FileManager.default.removeItem(at: folder) }
        let reader = ProjectFolder(root: project)
        try Self.link(project.appendingPathComponent("tokens/out"), "../../outside")
        try Self.link(project.appendingPathComponent("tokens/inner.yaml"), "a.yaml")
        try "x".write(to: project.appendingPathComponent("tokens/.hidden.yaml"), atomically: false, encoding: .utf8)
        var seen: [String] = []
        #expect(throws: Never.self) { try reader.walkFiles(under: "tokens") { seen.append($0); return true }.get() }
        #expect(seen.sorted() == ["tokens/a.yaml", "tokens/sub/b.yaml"])
        // A link to a folder inside is walked under its own name; one out is refused.
        try Self.link(project.appendingPathComponent("design"), "tokens/sub")
        seen = []
        _ = reader.walkFiles(under: "design") { seen.append($0); return true }
        #expect(seen == ["design/b.yaml"])
        try Self.link(project.appendingPathComponent("everything"), "/")
        #expect(throws: ProjectFolder.Refusal.linkLeaves("everything")) { try reader.walkFiles(under: "everything") { _ in true }.get() }
        #expect(throws: ProjectFolder.Refusal.outsidePath) { try reader.walkFiles(under: "..") { _ in true }.get() }
        // Stopping early.
        var count = 0
        _ = reader.walkFiles(under: "") { _ in count += 1; return false }
        #expect(count == 1)
    }

    /// Patterns that made the backtracking matcher take exponential time: the greedy matcher's
    /// comparisons stay within (pattern + 1) × (text + 1) per level, whatever the pattern.
    @Test(arguments: [
        ("tokens/*a*a*a*a*a*a*a*a*a*a*a*a*a*a*a*b", "tokens/" + String(repeating: "a", count: 200) + ".yaml"),
        ("tokens/" + String(repeating: "*?", count: 40) + "x", "tokens/" + String(repeating: "a", count: 200)),
        ("tokens/" + String(repeating: "**/", count: 12) + "*.json", "tokens/" + (0..<60).map { "d\($0)" }.joined(separator: "/") + "/a.yaml"),
        ("**/" + String(repeating: "**/a*/", count: 10) + "b", (0..<40).map { _ in "aaaa" }.joined(separator: "/")),
        (String(repeating: "*", count: 300), String(repeating: "x", count: 255)),
    ])
    func adversarialGlobsAreLinear(pattern: String, path: String) {
        var steps = 0
        #expect(!Glob(pattern).matches(path, steps: &steps) || pattern.hasPrefix("*"))
        let bound = (pattern.utf8.count + 1) * (path.utf8.count + 1) * 2
        #expect(steps <= bound, "\(steps) comparisons for a \(pattern.utf8.count)-byte pattern and a \(path.utf8.count)-byte path")
    }

    @Test(arguments: [
        ("a*b*c", "aXXbYYc", true), ("a*b*c", "aXXbYY", false), ("*", "", true), ("?", "", false), ("*.yaml", "x.yaml", true),
        ("*.yaml", ".yaml", true), ("a?c", "abc", true), ("a?c", "ac", false), ("**", "anything", true), ("*a", "bbba", true),
        ("a*", "ba", false), ("*ab*ab*", "xxabyyab", true), ("*ab*ab*", "xxabyya", false),
    ])
    func segmentsMatchAsBefore(pattern: String, text: String, matches: Bool) {
        #expect(Glob.matchSegment(Array(pattern.utf8)[...], Array(text.utf8)[...]) == matches)
    }

    @Test(arguments: [
        ("tokens/**/*.yaml", "tokens/a.yaml", true), ("tokens/**/*.yaml", "tokens/a/b/c.yaml", true),
        ("tokens/**", "tokens/a/b", true), ("**/x/**/y.md", "a/x/b/c/y.md", true), ("**/x/**/y.md", "a/x/b/c/z.md", false),
        ("a/**/b/**/c", "a/b/c", true), ("a/**/b/**/c", "a/b/x/b/c", true), ("a/**/b/**/c", "a/c", false),
        ("../shared/*.yaml", "../shared/a.yaml", true),
    ])
    func globsAcrossSegments(pattern: String, path: String, matches: Bool) {
        #expect(Glob(pattern).matches(path) == matches)
    }
}

extension Result {
    fileprivate var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
