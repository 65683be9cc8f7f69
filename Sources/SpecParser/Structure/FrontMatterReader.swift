import DesignModel
import Diagnostics
import YAMLSource

/// Front matter (docs/spec-format.md §2.2): a YAML mapping; every key optional; wrong types are
/// `spec/front-matter` warnings; unknown keys are documentation.
struct FrontMatter {
    var id: String?
    var title: String?
    var kind: SpecDocument.Kind = .flow
    var platform: String?
    var devices: [String]?
    var defaultDevice: String?
    var modes: [String]?
    /// The background as written, per mode when given as a mapping (nil key: all modes).
    var background: [(mode: String?, text: String, range: SourceRange)] = []
    var uses: [String]?
    var entries: [SpecFrontMatterEntry] = []

    static let recognized: Set<String> = [
        "id", "title", "kind", "platform", "devices", "default-device", "modes", "background", "uses", "version", "date",
        "author", "status", "phase", "tags",
    ]

    static func read(_ text: String?, file: String, fileText: String, session: SpecSession) -> FrontMatter {
        var result = FrontMatter()
        guard let text else {
            if fileText.hasPrefix("---\n") || fileText.hasPrefix("---\r\n") {
                session.warning(
                    .specFrontMatter, "the front matter that starts here is not closed by a `---` line; the whole file is read as Markdown",
                    at: SourceRange(file: file, line: 1, column: 1), hint: "end the front matter with a line holding only `---`")
            }
            return result
        }
        let parsed = YAMLParser().parse(text, file: file)
        for diagnostic in parsed.diagnostics {
            session.warning(.specFrontMatter, "front matter: " + diagnostic.message, at: diagnostic.range, hint: diagnostic.hint)
        }
        guard let root = parsed.root, !root.isNull else { return result }
        guard let pairs = root.pairs else {
            session.warning(.specFrontMatter, "front matter must be a mapping of keys, found \(root.kindDescription)", at: root.range)
            return result
        }
        func string(_ pair: YAMLNode.Pair) -> String? {
            if let scalar = pair.value.scalar, !pair.value.isNull { return scalar.value }
            session.warning(.specFrontMatter, "`\(pair.name)` must be text, found \(pair.value.kindDescription)", at: pair.value.range)
            return nil
        }
        func strings(_ pair: YAMLNode.Pair) -> [String]? {
            if let scalar = pair.value.scalar, !pair.value.isNull { return [scalar.value] }
            guard let items = pair.value.items else {
                session.warning(.specFrontMatter, "`\(pair.name)` must be a list of text, found \(pair.value.kindDescription)", at: pair.value.range)
                return nil
            }
            var out: [String] = []
            for item in items {
                guard let value = item.scalar?.value else {
                    session.warning(.specFrontMatter, "`\(pair.name)` entries must be text, found \(item.kindDescription)", at: item.range)
                    return nil
                }
                out.append(value)
            }
            return out
        }
        for pair in pairs {
            result.entries.append(
                SpecFrontMatterEntry(
                    key: pair.name, value: describe(pair.value), isRecognized: recognized.contains(pair.name), range: pair.key.range))
            switch pair.name {
            case "id": result.id = string(pair)
            case "title": result.title = string(pair)
            case "kind":
                guard let value = string(pair) else { continue }
                guard let kind = SpecDocument.Kind(rawValue: value.lowercased()) else {
                    session.warning(.specFrontMatter, "`kind` must be `flow` or `catalog`, found \"\(value)\"", at: pair.value.range)
                    continue
                }
                result.kind = kind
            case "platform": result.platform = string(pair)?.lowercased()
            case "devices": result.devices = strings(pair)
            case "default-device": result.defaultDevice = string(pair)
            case "modes":
                if let modes = strings(pair) {
                    if modes.isEmpty {
                        session.warning(.specFrontMatter, "`modes` must name at least one mode", at: pair.value.range)
                    } else {
                        result.modes = modes
                    }
                }
            case "uses": result.uses = strings(pair)
            case "background":
                if let scalar = pair.value.scalar, !pair.value.isNull {
                    result.background = [(nil, scalar.value, pair.value.range)]
                } else if let modePairs = pair.value.pairs {
                    for modePair in modePairs {
                        guard let text = modePair.value.scalar?.value else {
                            session.warning(
                                .specFrontMatter, "`background.\(modePair.name)` must be a color, found \(modePair.value.kindDescription)",
                                at: modePair.value.range)
                            continue
                        }
                        result.background.append((modePair.name, text, modePair.value.range))
                    }
                } else {
                    session.warning(
                        .specFrontMatter, "`background` must be a color or a mapping of mode to color, found \(pair.value.kindDescription)",
                        at: pair.value.range)
                }
            default:
                break
            }
        }
        return result
    }

    static func describe(_ node: YAMLNode) -> String {
        switch node.content {
        case .scalar(let scalar): scalar.value
        case .sequence(let items): items.map(describe).joined(separator: ", ")
        case .mapping(let pairs): pairs.map { "\($0.name): \(describe($0.value))" }.joined(separator: "; ")
        }
    }
}
