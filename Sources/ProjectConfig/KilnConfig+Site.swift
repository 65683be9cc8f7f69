import Diagnostics
import SpecSite
import YAMLSource
import OutputStore

/// The `site:` section of kiln.yaml (docs/site.md):
///
/// ```yaml
/// site:
///   title: Photo Journal Design System
///   folder: site
///   contrast:
///     text: ["color.text.*", "color.link.default"]
///     backgrounds: ["color.background.*"]
///     limit: 24
///   sources: true
/// ```
extension KilnConfig {
    // Whole: one switch over the `site` keys; each case is the few lines that read that key.
    mutating func parseSiteSection(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            if !pair.value.isNull {
                diagnostics.append(.error(.configInvalid, "`site` must be a mapping of settings, found \(pair.value.kindDescription)", at: pair.value.range))
            }
            return
        }
        func invalid(_ key: String, _ node: YAMLNode, expected: String) {
            let found = node.scalar.map { "\"\($0.value)\"" } ?? node.kindDescription
            diagnostics.append(.error(.configInvalid, "`site.\(key)` must be \(expected), found \(found)", at: node.range))
        }
        func strings(_ key: String, _ node: YAMLNode) -> [String]? {
            if let text = node.scalar?.value, !node.isNull { return [text] }
            guard let items = node.items else {
                invalid(key, node, expected: "a list of token paths or globs")
                return nil
            }
            var values: [String] = []
            for item in items {
                guard let text = item.scalar?.value, !item.isNull else {
                    invalid(key, item, expected: "a token path or glob")
                    return nil
                }
                values.append(text)
            }
            return values
        }
        for item in pairs {
            switch item.name {
            case "title":
                guard let text = item.value.scalar?.value, !item.value.isNull, !text.isEmpty else {
                    invalid("title", item.value, expected: "text")
                    continue
                }
                site.title = text
            case "folder":
                guard let text = item.value.scalar?.value, !item.value.isNull else {
                    invalid("folder", item.value, expected: "a folder inside the output folder")
                    continue
                }
                let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
                guard !trimmed.isEmpty, trimmed != ".", OutputWriter.isSafe(trimmed) else {
                    invalid("folder", item.value, expected: "a folder inside the output folder (relative, without `..`)")
                    continue
                }
                site.folder = trimmed
            case "sources":
                guard let flag = item.value.bool else {
                    invalid("sources", item.value, expected: "true or false")
                    continue
                }
                site.sources = flag
            case "contrast":
                guard let settings = item.value.pairs else {
                    invalid("contrast", item.value, expected: "a mapping with `text`, `backgrounds` and `limit`")
                    continue
                }
                for setting in settings {
                    switch setting.name {
                    case "text": if let values = strings("contrast.text", setting.value) { site.contrastText = values }
                    case "backgrounds": if let values = strings("contrast.backgrounds", setting.value) { site.contrastBackgrounds = values }
                    case "limit":
                        guard let number = setting.value.number, number >= 1, number <= 200, number.rounded() == number else {
                            invalid("contrast.limit", setting.value, expected: "a whole number from 1 to 200")
                            continue
                        }
                        site.contrastMatrixLimit = Int(number)
                    default:
                        diagnostics.append(
                            .warning(
                                .configUnknownKey, "unknown setting \"\(setting.name)\" in `site.contrast`; known settings: \(ConfigKeys.names(ConfigKeys.siteContrast).joined(separator: ", "))",
                                at: setting.key.range))
                    }
                }
            default:
                diagnostics.append(
                    .warning(
                        .configUnknownKey, "unknown setting \"\(item.name)\" in `site`; known settings: \(ConfigKeys.names(ConfigKeys.site).joined(separator: ", "))",
                        at: item.key.range))
            }
        }
    }
}
