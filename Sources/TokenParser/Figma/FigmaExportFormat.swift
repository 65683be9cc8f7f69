import DesignModel
import Diagnostics
import Foundation
import YAMLSource

/// Figma's variables written as DTCG files, one file per mode of a collection: Figma's own export
/// (each file's root `$extensions["com.figma.modeName"]` names the mode; a token aliasing a
/// variable of another collection carries that variable's value and
/// `$extensions["com.figma.aliasData"]` naming it), and the files Figma's variables GitHub
/// Action writes (`<Collection>.<Mode>.json`, tokens with `$extensions["com.figma"]`).
///
/// Read as the DTCG files they are, then combined: each collection with several modes is a
/// theming axis (its files' modes the values, in file order), every combination a mode reading
/// one file per collection. An alias named by `aliasData` becomes a reference to that token, so
/// it follows the other collection's modes.
enum FigmaExportFormat {
    struct File {
        var index: Int
        var collection: String
        var mode: String
    }

    /// The files' collections and modes when they are a Figma export: a file names its mode at
    /// its root, or Figma tokens (`$extensions["com.figma"]`) are defined in several files under
    /// the same names. Nil for any other set of token files.
    static func claim(paths: [String], readers: [TokenDocumentReader]) -> [File]? {
        let named = readers.contains { $0.figmaModeName != nil }
        if !named {
            guard readers.count > 1, readers.contains(where: \.definesFigmaTokens) else { return nil }
            var seen = Set<TokenPath>()
            var repeated = false
            for reader in readers where !repeated {
                for token in reader.tokens where !seen.insert(token.path).inserted {
                    repeated = true
                    break
                }
            }
            guard repeated else { return nil }
        }
        var files: [File] = []
        // Native export: files of one collection define the same names; the mode is in the file.
        // A collection's name is known where another's alias names it.
        var setNames: [String: String] = [:]
        for reader in readers {
            for token in reader.tokens {
                guard let alias = token.extensions?["com.figma.aliasData"], let name = alias["targetVariableName"]?.string,
                    let set = alias["targetVariableSetName"]?.string
                else { continue }
                setNames[name] = set
            }
        }
        var collectionOf: [[TokenPath]: String] = [:]
        for (index, reader) in readers.enumerated() {
            let stem = Self.stem(paths[index])
            if let mode = reader.figmaModeName {
                let names = reader.tokens.map(\.path).sorted()
                let named = reader.tokens.lazy.compactMap { setNames[$0.path.segments.joined(separator: "/")] }.first
                let collection = collectionOf[names] ?? named ?? "collection \(collectionOf.count + 1)"
                collectionOf[names] = collection
                files.append(File(index: index, collection: collection, mode: mode))
            } else if let dot = stem.lastIndex(of: ".") {
                files.append(File(index: index, collection: String(stem[..<dot]), mode: String(stem[stem.index(after: dot)...])))
            } else {
                files.append(File(index: index, collection: stem, mode: "default"))
            }
        }
        return files
    }

    /// `tokens/Theme.Light.json` → `Theme.Light`.
    static func stem(_ path: String) -> String {
        var name = (path as NSString).lastPathComponent
        for suffix in [".json", ".tokens"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }

    static func read(
        _ files: [File], readers: [TokenDocumentReader], parser base: TokenSetParser, diagnostics: [Diagnostic], deviations: [Leniency.Deviation]
    ) -> TokenSetParser.Result {
        var diagnostics = diagnostics
        var collections: [String] = []
        var modesOf: [String: [File]] = [:]
        for file in files {
            if modesOf[file.collection] == nil { collections.append(file.collection) }
            modesOf[file.collection, default: []].append(file)
        }
        let axisCollections = collections.filter { modesOf[$0]!.count > 1 }
        let axes =
            axisCollections.isEmpty
            ? ModeAxes.single(["default"]) : ModeAxes(axisCollections.map { ModeAxis(name: $0, values: modesOf[$0]!.map(\.mode)) })
        let modes = axes.modeNames
        var parser = base
        parser.modes = modes
        parser.axes = axes
        // The token each Figma name is, for `aliasData` references (Figma's export does not name
        // its files' collections, so a name is looked up across them).
        var pathOf: [String: TokenPath] = [:]
        for collection in collections {
            for token in readers[modesOf[collection]![0].index].tokens {
                let figmaName = token.path.segments.joined(separator: "/")
                if pathOf[figmaName] == nil { pathOf[figmaName] = token.path }
            }
        }
        var tokens = ModeTokens(modes: modes)
        for mode in 0..<axes.modeCount {
            let combination = axisCollections.isEmpty ? [] : axes.combination(of: mode)
            for collection in collections {
                let file = axisCollections.firstIndex(of: collection).map { modesOf[collection]![combination[$0]] } ?? modesOf[collection]![0]
                for token in readers[file.index].tokens {
                    var node = token.node(for: modes[mode]) ?? token.value
                    // A value copied from another collection's variable: refer to it instead.
                    if let alias = token.extensions?["com.figma.aliasData"], let name = alias["targetVariableName"]?.string,
                        let target = pathOf[name], target != token.path
                    {
                        node = .text("{\(target)}", at: node?.range ?? token.range)
                    }
                    guard let node else { continue }
                    tokens.define(
                        token.path, mode: mode,
                        ModeTokens.Definition(
                            type: token.isPassThrough ? nil : token.declaredType, passThroughType: token.passThroughType, node: node,
                            range: token.range, description: token.description, extensions: token.extensions))
                }
            }
        }
        let raw = tokens.rawTokens()
        for token in raw { token.typeIsInherited = false }
        if let tooMany = parser.tokenValuesLimit(tokens: raw.count, at: .none) {
            diagnostics.append(tooMany)
            return TokenSetParser.Result(system: DesignSystem(modes: modes, tokens: []), diagnostics: [tooMany])
        }
        let groups = readers.flatMap(\.groups)
        return parser.resolve(raw, groups: groups, modes: modes, diagnostics: diagnostics, deviations: deviations)
    }
}
