import Foundation

/// The `kiln` binary the tests run: the one built next to the test bundle.
public enum KilnExecutable {
    public static var url: URL {
        let testBinary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var folder = testBinary.deletingLastPathComponent()
        // The test runner lives inside `<Name>.xctest/` on some platforms.
        while folder.pathComponents.count > 1, !FileManager.default.fileExists(atPath: folder.appendingPathComponent("kiln").path) {
            folder = folder.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("kiln")
    }
}
