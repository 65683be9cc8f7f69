import Foundation
import Testing

/// No mutable global in Sources: a `nonisolated(unsafe)` static or global `var` is state any
/// thread may change behind the code that reads it. A setting is decided by the command and
/// handed down (`ReleasePolicy` through the pipeline); `nonisolated(unsafe) let` of an immutable
/// buffer stays allowed.
@Suite struct GlobalStateTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources")

    /// `nonisolated(unsafe)` and modifiers, then `var`.
    static let unsafeVariable = try! NSRegularExpression(
        pattern: #"nonisolated\(unsafe\)\s+(?:(?:public|private|fileprivate|internal|package|static|class|final)\s+)*var\b"#)

    /// The lines of `text` declaring a `nonisolated(unsafe)` variable, comments left out.
    static func unsafeVariables(in text: String) -> [Int] {
        text.components(separatedBy: "\n").enumerated().compactMap { index, line in
            let code = line.components(separatedBy: "//")[0]
            return unsafeVariable.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) == nil ? nil : index + 1
        }
    }

    @Test func recognizesUnsafeVariables() {
        #expect(Self.unsafeVariables(in: "    nonisolated(unsafe) public static var flag = false") == [1])
        #expect(Self.unsafeVariables(in: "nonisolated(unsafe) private static var kept: [Any] = []") == [1])
        #expect(Self.unsafeVariables(in: "nonisolated(unsafe) var counter = 0") == [1])
        #expect(Self.unsafeVariables(in: "nonisolated(unsafe) static let table: UnsafeBufferPointer<UInt8> = {") == [])
        #expect(Self.unsafeVariables(in: "    nonisolated(unsafe) let slots = slots") == [])
        #expect(Self.unsafeVariables(in: "// nonisolated(unsafe) static var was here") == [])
    }

    @Test func sourcesHoldNoUnsafeVariables() throws {
        let files = FileManager.default.enumerator(at: Self.sources, includingPropertiesForKeys: nil)!
        var found: [String] = []
        for case let url as URL in files where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = url.path.replacingOccurrences(of: Self.sources.path + "/", with: "")
            found += Self.unsafeVariables(in: text).map { "\(relative):\($0)" }
        }
        #expect(found.isEmpty, "mutable globals (pass the value instead): \(found.joined(separator: ", "))")
    }
}
