import BuildPipeline
import Foundation
import Synchronization

/// Values computed once per test run by whichever test asks first, each key under its own lock:
/// a test that asks while another computes the same key waits for that result instead of
/// computing it again, and tests asking for other keys do not wait. A nil result (a tool was
/// missing or failed, which the computing test has recorded) is not kept, so every test that
/// asks for it computes it again and fails on its own account.
final class OncePerKey<Value: Sendable>: Sendable {
    private final class Slot: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[String: Slot]>([:])

    func value(_ key: String, _ make: () throws -> Value?) rethrows -> Value? {
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return try slot.value.withLock { value in
            if let value { return value }
            let made = try make()
            value = made
            return made
        }
    }
}

/// Each fixture is built once per test run, with every output, and shared by the suites that
/// inspect its outputs. The folders are read-only to the tests: a test that writes next to the
/// outputs (a consumer, a scratch file, a deliberately broken file) copies them first
/// (WebOutputTests.scratchCopy) or writes into a scratch folder of its own, so a golden compared
/// later still sees exactly what Kiln wrote.
enum SharedBuilds {
    private static let builds = OncePerKey<EmitFixtures.Build>()
    private static let folders = Mutex<[URL]>([])

    /// `emit-*` (and `emit-bundled`, the repository itself), `axes-resolver`, `axes-yaml`,
    /// `axes-spectrum` (Fixtures/axes and Adobe Spectrum's resolver), and the other systems of
    /// Fixtures/real-world by name (`github-primer`, `figma-sds`, …).
    static func build(_ name: String) throws -> EmitFixtures.Build {
        builds.value(name) {
            let build = EmitFixtures.build(project(name), label: name.hasPrefix("emit-") ? "emit-\(name)" : name, outputs: EmitFixtures.outputs)
            removeAtExit(build.folder)
            return build
        }!
    }

    /// A shared build outlives every test that reads it: it is removed when the test process exits.
    private static func removeAtExit(_ folder: URL) {
        let first = folders.withLock { folders in
            folders.append(folder)
            return folders.count == 1
        }
        if first {
            atexit {
                for folder in SharedBuilds.folders.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
            }
        }
    }

    static func project(_ name: String) -> Project {
        if name.hasPrefix("axes-") { return AxesOutputTests.project(String(name.dropFirst(5))) }
        if RealWorldOutputTests.systems.contains(name) { return RealWorldOutputTests.project(name) }
        return EmitFixtures.project(name)
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
