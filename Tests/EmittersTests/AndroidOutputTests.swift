@testable import Emitters
import DesignModel
import Foundation
import Testing
import XMLAdapter
import XMLReading

/// The Android output: the XML resources parse with libxml2 and have the shape Android's
/// resource compiler accepts; the Kotlin parses with tree-sitter-kotlin without an error node.
@Suite struct AndroidOutputTests {
    static var resourceName: Regex<Substring> { /[a-z][a-z0-9_]*/ }
    static var colorValue: Regex<Substring> { /#(?:[0-9A-F]{6}|[0-9A-F]{8})/ }
    static var dimenValue: Regex<Substring> { /-?[0-9]+(?:\.[0-9]+)?dp/ }

    @Test func resourcesHaveAndroidsShape() throws {
        let files = try SharedBuilds.files(withExtension: ".xml").filter { $0.path.contains("/android/res/") }
        try #require(files.count >= 8, "too few resource files: \(files.map(\.lastPathComponent))")
        var colors = 0
        for file in files {
            let read = XMLReader.read(Array(try Data(contentsOf: file)), file: file.path)
            #expect(read.problems.isEmpty, "libxml2 reports problems in \(file.path): \(read.problems)")
            #expect(read.version == "1.0" && read.encoding?.lowercased() == "utf-8", "\(file.path): XML declaration \(String(describing: read.version)) \(String(describing: read.encoding))")
            let root = try #require(read.root, "\(file.path) has no root element")
            #expect(root.name == "resources" && root.attributes.isEmpty, "\(file.path): root <\(root.name)>")
            var names: Set<String> = []
            let kind = file.lastPathComponent == "colors.xml" ? "color" : "dimen"
            for element in root.children {
                #expect(element.name == kind, "\(file.path):\(element.line): <\(element.name)> in a \(kind) file")
                #expect(element.children.isEmpty)
                let name = element.attribute("name") ?? ""
                #expect(element.attributes.count == 1 && (try? Self.resourceName.wholeMatch(in: name)) != nil, "\(file.path):\(element.line): resource name \"\(name)\"")
                #expect(names.insert(name).inserted, "\(file.path): \"\(name)\" twice")
                let value = element.text ?? ""
                let valid = kind == "color" ? (try? Self.colorValue.wholeMatch(in: value)) != nil : (try? Self.dimenValue.wholeMatch(in: value)) != nil
                #expect(valid, "\(file.path):\(element.line): \(kind) \"\(name)\" has the value \"\(value)\"")
                if kind == "color" { colors += 1 }
            }
        }
        #expect(colors > 150)
    }

    /// What libxml2's writer is given comes back unchanged from libxml2's reader — markup
    /// characters escaped, comments made legal (no `--`), control characters replaced.
    @Test func writerEscapesWhatXMLCannotHold() throws {
        let root = XMLElementValue(
            "resources",
            children: [
                XMLElementValue("color", attributes: [("name", "a_b")], text: "#FF0000", comment: "Fish & <chips> -- \"quoted\" -"),
                XMLElementValue("string", attributes: [("name", "x\"y<&")], text: "1 < 2 & 3\u{1}> 2"),
            ])
        let bytes = try XMLWriter.document(root, leadingComment: "header --- comment")
        let read = XMLReader.read(bytes)
        #expect(read.problems.isEmpty, "\(read.problems)\n\(String(decoding: bytes, as: UTF8.self))")
        #expect(read.root?.children.map(\.text) == ["#FF0000", "1 < 2 & 3 > 2"])
        #expect(read.root?.children.last?.attribute("name") == "x\"y<&")
        #expect(read.root?.children.first?.comment == " Fish & <chips> - - \"quoted\" -  ")
        #expect(String(decoding: bytes, as: UTF8.self).lowercased().hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n"))
    }

    /// A broken document is reported, not read as fine: the reader is a real check.
    @Test func readerReportsBrokenXML() {
        let read = XMLReader.read(Array("<resources><color name=\"a\">#FFF</resources>".utf8))
        #expect(!read.problems.isEmpty)
    }

    @Test func kotlinParsesWithoutErrors() throws {
        let files = try SharedBuilds.files(withExtension: ".kt")
        try #require(files.count >= 5)
        guard let report = Tools.python("tree_sitter_parse.py", ["kotlin"] + files.map(\.path)) as? [String: [String: Any]] else { return }
        #expect(report.count == files.count)
        for (file, result) in report {
            let errors = result["errors"] as? [[String: Any]] ?? []
            #expect(errors.isEmpty, "tree-sitter-kotlin finds errors in \(file): \(errors.prefix(5))")
            let kinds = result["kinds"] as? [String: Int] ?? [:]
            if file.hasSuffix("Material3.kt") {
                #expect((kinds["function_declaration"] ?? 0) > 0, "\(file): \(kinds)")
            } else {
                #expect((kinds["property_declaration"] ?? 0) > 0 && (kinds["object_declaration"] ?? 0) > 0, "\(file): \(kinds)")
            }
        }
    }

    /// The same parser finds the error a one-character slip makes: the proof above can fail.
    @Test func kotlinParserSeesABrokenFile() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-broken-\(UUID().uuidString).kt")
        try "object A {\n    val x: Dp = 16.dp)\n}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        guard let report = Tools.python("tree_sitter_parse.py", ["kotlin", file.path]) as? [String: [String: Any]] else { return }
        let errors = report[file.path]?["errors"] as? [Any] ?? []
        #expect(!errors.isEmpty)
    }

    /// Names are Kotlin identifiers: keywords in backticks, no leading digit, holders per mode.
    @Test func kotlinDeclaresUsableNames() throws {
        let build = try SharedBuilds.build("emit-reserved")
        let text = try String(contentsOf: build.folder.appendingPathComponent("android/DesignTokens.kt"), encoding: .utf8)
        let declaration = /^ +(?:public )?(?:open |override |abstract )?val ([^:]+):/
        var checked = 0
        for line in text.split(separator: "\n") {
            // The holder getter itself (`val colors: DesignTokensColors`) is the one `colors`.
            // (The mode getters, `mode` and `systemMode`, are the object's own too.)
            guard let name = (try? declaration.firstMatch(in: String(line)))?.output.1, !line.hasSuffix("Colors"), !line.hasSuffix("Mode") else { continue }
            checked += 1
            let bare = name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : String(name)
            #expect(bare.first.map { !$0.isNumber } ?? false, "a name starting with a digit: \(line)")
            #expect(Identifiers.kotlinKeywords.contains(bare) == name.hasPrefix("`"), "keyword escaping: \(line)")
            #expect(!AndroidConventions.reservedMembers.contains(bare), "a name that shadows a function: \(line)")
        }
        #expect(checked > 10)
        #expect(text.contains("if (isSystemInDarkTheme()) DesignTokensMode.Dark else DesignTokensMode.Light"))
    }
}
