import DesignModel
import Diagnostics
import Mustache

/// Renders a team's own mustache template (kiln.yaml: `swift.template: templates/tokens.swift.mustache`)
/// with the same view model the built-in printer uses, as Style Dictionary's custom formats do.
///
/// Output is plain text: `{{name}}` is not HTML-escaped (the template starts in mustache's
/// `TEXT` content type). The context is described in docs/outputs.md ("Custom templates").
public enum TemplateRenderer {
    public static func render(_ template: TemplateSource, model: ViewModel, system: DesignSystem) -> Result<String, Diagnostic> {
        let parsed: MustacheTemplate
        do {
            // The pragma is prepended on the same line, so line numbers in errors stay the template's own.
            parsed = try MustacheTemplate(string: "{{% CONTENT_TYPE: TEXT}}" + template.text)
        } catch let error as MustacheTemplate.ParserError {
            let column = error.context.lineNumber == 1 ? max(1, error.context.columnNumber - 24) : error.context.columnNumber
            return .failure(
                .error(
                    .outputTemplate, "the template cannot be parsed: \(describe(error.error))",
                    at: SourceRange(file: template.path, line: max(1, error.context.lineNumber), column: max(1, column))))
        } catch {
            return .failure(.error(.outputTemplate, "the template cannot be parsed: \(error)", at: .file(template.path)))
        }
        return .success(parsed.render(TemplateContext.make(model, system: system)))
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case MustacheTemplate.Error.sectionCloseNameIncorrect: "a section is closed with a different name than it was opened with"
        case MustacheTemplate.Error.unfinishedName: "a tag is not closed"
        case MustacheTemplate.Error.expectedSectionEnd: "a section is never closed"
        case MustacheTemplate.Error.invalidSetDelimiter: "a set-delimiter tag is malformed"
        default: "\(error)"
        }
    }
}

/// The data a custom template sees: plain dictionaries, arrays, strings and booleans.
///
/// ```
/// platform, header, modes[{name, identifier, isDefault}],
/// containers[{name, kind, group, tokens[…]}], tokens[…] (all, by path),
/// palettes[{name, path, categoryType, categories[{name, identifier}],
///           members[{name, rawValue, displayName, emoji, category, categoryCase, color{…token}}]}]
/// token: {path, name, container, type, platformType, description, docLines[], deprecated,
///         deprecationReason, value (default mode), values[{mode, modeIdentifier, value, parts[{suffix, value}]}],
///         parts[{suffix, value}], variesByMode, isColor, isDimension, … (one flag per type)}
/// ```
enum TemplateContext {
    static func make(_ model: ViewModel, system: DesignSystem) -> [String: Any] {
        var tokens: [[String: Any]] = []
        var containers: [[String: Any]] = []
        var byPath: [TokenPath: [String: Any]] = [:]
        for container in model.containers {
            var items: [[String: Any]] = []
            for entry in container.entries {
                let item = token(entry, container: container.identifier, modes: model.modes)
                items.append(item)
                byPath[entry.path] = item
            }
            tokens += items
            containers.append(["name": container.identifier, "kind": container.kind, "group": container.group ?? "", "tokens": items])
        }
        tokens.sort { ($0["path"] as? String ?? "") < ($1["path"] as? String ?? "") }
        let palettes: [[String: Any]] = model.palettes.map { palette in
            [
                "name": palette.identifier, "path": palette.path.string, "categoryType": palette.categoryType ?? "",
                "categories": palette.categories.map { ["name": $0.name, "identifier": $0.identifier] },
                "members": palette.members.map { member -> [String: Any] in
                    [
                        "name": member.caseName, "rawValue": member.rawValue, "displayName": member.displayName,
                        "emoji": member.emoji ?? "", "category": member.category ?? "", "categoryCase": member.categoryCase ?? "",
                        "color": byPath[member.color.path] ?? [:],
                    ]
                },
            ]
        }
        return [
            "platform": model.platform, "header": Emitters.headerLine,
            "modes": model.modes.map { ["name": $0.name, "identifier": $0.identifier, "isDefault": $0.isDefault] },
            "containers": containers, "tokens": tokens, "palettes": palettes,
        ]
    }

    static func token(_ entry: ViewModel.Entry, container: String, modes: [ViewModel.ModeEntry]) -> [String: Any] {
        var item: [String: Any] = [
            "path": entry.path.string, "name": entry.identifier, "container": container, "type": entry.type.rawValue,
            "platformType": entry.platformType, "description": entry.token.description ?? "", "docLines": entry.doc,
            "deprecated": entry.deprecation != nil, "deprecationReason": entry.deprecation?.reason ?? "",
            "displayName": entry.token.displayName ?? "", "variesByMode": entry.variesByMode,
            "value": entry.defaultValue?.text ?? "",
            "parts": (entry.defaultValue?.parts ?? []).map { ["suffix": $0.suffix, "value": $0.text] },
            "values": zip(modes, entry.values).map { mode, literal -> [String: Any] in
                [
                    "mode": mode.name, "modeIdentifier": mode.identifier, "value": literal?.text ?? "",
                    "parts": (literal?.parts ?? []).map { ["suffix": $0.suffix, "value": $0.text] },
                ]
            },
        ]
        for type in TokenType.allCases {
            item["is" + type.rawValue.prefix(1).uppercased() + type.rawValue.dropFirst()] = entry.type == type
        }
        return item
    }
}
