import DesignModel
import Foundation
import Testing
import OutputStore

/// The writer's lock and its cleanup after a killed build, without killing anything.
@Suite struct OutputLockTests {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-lock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("css"), withIntermediateDirectories: true)
        return url
    }

    @Test func leftoversOfAKilledBuildAreRemoved() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // What a build killed mid-write leaves: the marker and a temporary file.
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent(".kiln-writing").path, contents: Data())
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("css/.kiln-tmp-Ab12Cd").path, contents: Data("half".utf8))
        let writer = OutputWriter(folder: folder)
        _ = try writer.write(outputs: ["css": [OutputFile(path: "css/tokens.css", text: ":root {}\n")]], cleaning: ["css"])
        let left = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("css").path)
        #expect(left == ["tokens.css"])
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(".kiln-writing").path))
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".kiln-lock").path))
    }

    @Test func writeWaitsWhileTheLockIsHeld() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = open(folder.appendingPathComponent(".kiln-lock").path, O_RDWR | O_CREAT, 0o644)
        #expect(flock(lock, LOCK_EX) == 0)
        let target = folder.appendingPathComponent("css/tokens.css")
        // The writer blocks while it waits, so it runs on a thread of its own: a blocked task
        // would starve Swift's cooperative pool, which other tests share.
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        let thread = Thread {
            do {
                _ = try OutputWriter(folder: folder).write(
                    outputs: ["css": [OutputFile(path: "css/tokens.css", text: ":root {}\n")]], cleaning: ["css"])
            } catch {
                failure = error
            }
            done.signal()
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.3)
        #expect(!FileManager.default.fileExists(atPath: target.path), "written while another process held the lock")
        flock(lock, LOCK_UN)
        close(lock)
        #expect(done.wait(timeout: .now() + 60) == .success)
        #expect(failure == nil)
        #expect(FileManager.default.fileExists(atPath: target.path))
    }
}
