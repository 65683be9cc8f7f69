import Foundation
import Synchronization

/// Each fixture is built once per test run and shared by the suites that inspect its outputs.
enum SharedBuilds {
    private static let builds = Mutex<[String: EmitFixtures.Build]>([:])

    static func build(_ name: String) throws -> EmitFixtures.Build {
        if let build = builds.withLock({ $0[name] }) { return build }
        let build = try EmitFixtures.build(name)
        builds.withLock { $0[name] = build }
        return build
    }

    /// Fixtures whose outputs are written (not the collision case), plus the bundled system.
    static var written: [String] { EmitFixtures.cases.filter { $0 != "emit-collisions" } + ["emit-bundled"] }

    /// Every generated file with the given extension, across the written fixtures.
    static func files(withExtension suffix: String, excludingTemplates: Bool = true) throws -> [URL] {
        var urls: [URL] = []
        for name in written where !(excludingTemplates && name == "emit-template") {
            let build = try build(name)
            for file in EmitFixtures.files(in: build.folder) where file.hasSuffix(suffix) {
                urls.append(build.folder.appendingPathComponent(file))
            }
        }
        return urls
    }
}
