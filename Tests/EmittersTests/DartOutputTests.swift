@testable import Emitters
import ColorScience
import DesignModel
import Foundation
import Testing

/// The generated Dart parses with no error node under tree-sitter-dart, uses no reserved word
/// as a name, and carries every color and length of the model.
@Suite struct DartOutputTests {
    @Test func parsesWithoutErrors() throws {
        let files = try SharedBuilds.files(withExtension: ".dart")
        try #require(!files.isEmpty)
        guard let report = Tools.python("dart_parse.py", files.map(\.path)) as? [String: [[String: Any]]] else { return }
        #expect(report.count == files.count)
        for (file, errors) in report {
            #expect(errors.isEmpty, "tree-sitter-dart finds errors in \(file): \(errors.prefix(5))")
        }
    }

    /// The import check of dart_parse.py is not blind: it flags physics.dart next to material.dart
    /// (`unnecessary_import`) and a prefix never used (`unused_import`), and passes the generated
    /// file's imports.
    @Test func importCheckFlagsRedundantAndUnusedImports() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kiln-dart-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("bad.dart")
        try """
            import 'dart:math' as math;
            import 'package:flutter/material.dart';
            import 'package:flutter/physics.dart';

            const Color ink = Color(0xFF000000);
            const SpringDescription spring = SpringDescription(mass: 1, stiffness: 100, damping: 10);

            """.write(to: bad, atomically: true, encoding: .utf8)
        guard let report = Tools.python("dart_parse.py", [bad.path]) as? [String: [[String: Any]]] else { return }
        let kinds = (report[bad.path] ?? []).compactMap { $0["kind"] as? String }.sorted()
        #expect(kinds == ["unnecessary_import", "unused_import"], "\(report)")
    }

    /// tree-sitter accepts `const double switch = 1;`, so reserved words are checked here.
    @Test func declaresNoReservedWord() throws {
        let declaration = try Regex(#"^\s*(?:static const|final) [A-Za-z<>?]+ ([A-Za-z0-9_$]+)\s*[=;]"#)
        let enumCase = try Regex(#"^  ([A-Za-z0-9_$]+)\(displayName:"#)
        var checked = 0
        for file in try SharedBuilds.files(withExtension: ".dart") {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let match = try declaration.firstMatch(in: String(line)) ?? enumCase.firstMatch(in: String(line))
                guard let name = match?.output[1].substring.map(String.init) else { continue }
                checked += 1
                #expect(!Identifiers.dartReserved.contains(name), "\(file.lastPathComponent) declares the reserved word `\(name)`: \(line)")
                #expect(!(name.first?.isNumber ?? false), "\(file.lastPathComponent) declares `\(name)`, which starts with a digit")
                #expect(!name.hasPrefix("_"), "\(file.lastPathComponent) declares `\(name)`, private in Dart")
            }
        }
        #expect(checked > 100)
    }

    @Test(arguments: ["emit-bundled", "emit-modes", "emit-reserved", "emit-composites"])
    func carriesEveryColorAndLength(name: String) throws {
        let build = try SharedBuilds.build(name)
        let system = build.result.system
        let text = try String(contentsOf: build.folder.appendingPathComponent("dart/design_tokens.dart"), encoding: .utf8)
        let (model, _) = DartEmitter().viewModel(system)
        // Values by class, instance (mode or "static") and member.
        var values: [String: String] = [:]
        var currentClass = ""
        var currentInstance = "static"
        for raw in text.split(separator: "\n") {
            let line = String(raw)
            if line.hasPrefix("class ") || line.hasPrefix("abstract final class ") {
                currentClass = String(line.split(separator: " ").first { $0.first?.isUppercase == true && $0 != "ThemeExtension" } ?? "")
                currentInstance = "static"
            } else if line.hasPrefix("  static const \(currentClass) "), let instance = line.split(separator: " ").dropFirst(3).first {
                currentInstance = String(instance)
            } else if line.hasPrefix("    "), currentInstance != "static", let colon = line.firstIndex(of: ":") {
                let member = line[..<colon].trimmingCharacters(in: .whitespaces)
                values["\(currentClass).\(currentInstance).\(member)"] = String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            } else if line.hasPrefix("  static const "), let equals = line.firstIndex(of: "=") {
                let member = line[..<equals].split(separator: " ").last.map(String.init) ?? ""
                values["\(currentClass).static.\(member)"] = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            } else if line == "  );" {
                currentInstance = "static"
            }
        }
        var checked = 0
        for container in model.containers {
            for entry in container.entries {
                if entry.type == .color {
                    for (index, mode) in model.modes.enumerated() {
                        let literal = try #require(values["\(container.identifier).\(mode.identifier).\(entry.identifier)"], "no Dart value for \(entry.path) in \(mode.name)")
                        let argb = UInt32(literal.drop { $0 != "x" }.dropFirst().prefix(8), radix: 16) ?? 0
                        let want = try #require(entry.token.values[index]?.value.color?.quantized)
                        let got = RGBA(red8: Int(argb >> 16 & 0xFF), green8: Int(argb >> 8 & 0xFF), blue8: Int(argb & 0xFF), alpha8: Int(argb >> 24))
                        #expect(got == want, "\(entry.path) in \(mode.name): Dart has \(got.hex), the model \(want.hex)")
                        checked += 1
                    }
                } else if entry.type == .dimension, let points = entry.token.values[0]?.value.dimension?.points {
                    let literal = try #require(values["\(container.identifier).static.\(entry.identifier)"], "no Dart value for \(entry.path)")
                    #expect(abs((Double(literal.dropLast()) ?? .nan) - points) < 0.0001, "\(entry.path): Dart has \(literal), the model \(points)")
                    checked += 1
                }
            }
        }
        #expect(checked > 0)
    }
}
