import ColorScience
import DesignModel
import Diagnostics

/// A deterministic text dump of what Kiln read from a spec document — nodes, properties with
/// their entries and resolved values, states, variants, references, claims — and of the facts
/// evaluated from it, each with its line. The golden model dumps of the bundled specs are this
/// text (`Tests/Fixtures/specs-golden/`).
public enum SpecDump {
    public static func render(_ document: SpecDocument) -> String {
        var out = "document \(document.id) (\(document.kind.rawValue)) \"\(document.title)\" \(document.file)\n"
        out += "  platform: \(document.platform ?? "-"); modes: \(document.modes.joined(separator: ", "))\n"
        out += "  devices: " + document.devices.map { device in
            device.name + (device.width.map { " (\(Canonical.number($0))pt)" } ?? "")
        }.joined(separator: ", ") + "; default: \(document.defaultDevice ?? "-")\n"
        if !document.uses.isEmpty { out += "  uses: \(document.uses.joined(separator: ", "))\n" }
        let unrecognized = document.frontMatter.filter { !$0.isRecognized }.map(\.key)
        if !unrecognized.isEmpty { out += "  front matter kept as documentation: \(unrecognized.joined(separator: ", "))\n" }
        if let background = document.background {
            for entry in background.entries { out += "  background\(entry.qualifiers.isEmpty ? "" : " \(entry.qualifiers)") @\(entry.range.start.line): \(entry.value)\n" }
        }
        for section in document.sections { out += "  section \(section.kind.rawValue) \"\(section.title)\" @\(section.range.start.line)\n" }
        for node in document.nodes { out += render(node, depth: 1) }
        out += claims(document)
        return out
    }

    static func render(_ node: SpecNode, depth: Int) -> String {
        let indent = String(repeating: "  ", count: depth)
        var out = "\(indent)\(node.kind.rawValue) \(node.id) \"\(node.name)\""
        if let alias = node.alias { out += " (\(alias))" }
        out += " @\(node.range.start.line)\n"
        let inner = indent + "  "
        if let description = node.description { out += "\(inner)description: \(description)\n" }
        if let on = node.on { out += "\(inner)on: \(on.written) → \(on.target ?? "UNRESOLVED") @\(on.range.start.line)\n" }
        for base in node.bases { out += "\(inner)\(base.kind.rawValue): \(base.written) → \(base.target ?? "UNRESOLVED") @\(base.range.start.line)\n" }
        for state in node.states {
            var line = "\(inner)state \(state.name)\(state.isCustom ? " (custom)" : "") @\(state.range.start.line)"
            if let scale = state.scale { line += " scale \(Canonical.number(scale))" }
            if let opacity = state.opacity { line += " opacity \(Canonical.number(opacity))" }
            if let timing = state.timing { line += " [\(timing)]" }
            out += line + "\n"
        }
        for variant in node.variants {
            out += "\(inner)variant \(variant.name) @\(variant.range.start.line): " + variant.bindings.map { binding in
                "\(binding.variable) = \(binding.color.map { "{\($0)}" } ?? "\"\(binding.written)\"")"
            }.joined(separator: "; ") + "\n"
        }
        for property in node.properties {
            for entry in property.entries {
                let qualifiers = entry.qualifiers.isEmpty ? "" : " \(entry.qualifiers)"
                out += "\(inner)\(property.key)\(qualifiers) @\(entry.range.start.line):\(entry.range.start.column) \"\(entry.written)\" → \(entry.value)\n"
            }
        }
        for section in node.sections { out += "\(inner)section \(section.kind.rawValue) \"\(section.title)\" @\(section.range.start.line)\n" }
        for child in node.children { out += render(child, depth: depth + 1) }
        return out
    }

    static func claims(_ document: SpecDocument) -> String {
        var out = ""
        for claim in document.contrastClaims {
            out += "  contrast claim @\(claim.range.start.line) \(claim.scope.rawValue) \(Canonical.number(claim.statedRatio)):1"
            if let level = claim.statedLevel { out += " (\(level))" }
            if let subject = claim.subject { out += " subject \"\(subject)\"" }
            if let node = claim.node { out += " on \(node)" }
            if let foreground = claim.foreground { out += " fg {\(foreground)}" }
            if let background = claim.background { out += " bg {\(background)}" }
            out += "\n"
        }
        for claim in document.scopedClaims {
            out += "  scoped claim @\(claim.range.start.line) " + (claim.isCompliance ? "compliance" : claim.kinds.map(\.rawValue).joined(separator: "+"))
            if let ratio = claim.ratio { out += " \(Canonical.number(ratio)):1" }
            if let width = claim.width, let height = claim.height {
                out += " \(Canonical.number(width))×\(Canonical.number(height))"
            } else if let size = claim.size {
                out += " \(Canonical.number(size))pt"
            }
            if let factor = claim.factor { out += " \(Canonical.number(factor))×" }
            if let mode = claim.mode { out += " in \(mode)" }
            if !claim.states.isEmpty { out += " when " + claim.states.joined(separator: "/") }
            switch claim.scope {
            case .screen(let name, _, let lines): out += " of \"\(name)\" (lines \(lines.lowerBound)–\(lines.upperBound))"
            case .document: out += " of the document"
            case .system: out += " of the system"
            }
            out += "\n"
        }
        for claim in document.touchTargetClaims {
            out += "  touch-target claim @\(claim.range.start.line): " + claim.parts.map { part in
                var text = part.appliesToAll ? "all" : "\"\(part.subject ?? "")\""
                if part.appliesToAll, let subject = part.subject { text += " \(subject)" }
                text += " \(part.width.map(Canonical.number) ?? "?")×\(part.height.map(Canonical.number) ?? "?")"
                if !part.nodes.isEmpty { text += " → " + part.nodes.joined(separator: ", ") }
                return text
            }.joined(separator: "; ") + "\n"
        }
        for claim in document.tokenClaims {
            out += "  token claim @\(claim.range.start.line) \(claim.written) → \(claim.token.map { $0.string } ?? "UNKNOWN")"
            if let mode = claim.mode { out += " [\(mode)]" }
            if let stated = claim.stated { out += " states \"\(stated)\"" }
            switch claim.status {
            case .matches: out += ": matches"
            case .referenceOnly: out += ": reference"
            case .drift: out += ": DRIFT"
            case .unknownToken: out += ": UNKNOWN TOKEN"
            }
            out += "\n"
        }
        return out
    }

    // MARK: Facts

    /// The facts of one file, sorted by line, property and context.
    public static func renderFacts(_ facts: SpecFacts, file: String) -> String {
        var lines: [(SourceLocation, String)] = []
        func context(_ context: SpecFact.Context) -> String {
            var parts = [context.mode]
            if context.state != "default" { parts.append(context.state) }
            if let device = context.device { parts.append(device) }
            if let variant = context.variant { parts.append("variant \(variant)") }
            return "[" + parts.joined(separator: ", ") + "]"
        }
        func color(_ color: SpecFact.Color) -> String {
            color.color.hex + (color.token.map { " \($0)" } ?? "")
        }
        for (kind, pairs) in [("text", facts.textPairs), ("non-text", facts.nonTextPairs)] {
            for pair in pairs where pair.component.file == file {
                var text = "\(kind) \(pair.component.path) \(pair.property) \(context(pair.context)) \(color(pair.foreground)) on "
                text += pair.background.isEmpty ? "UNKNOWN" : pair.background.map(color).joined(separator: " < ")
                if let size = pair.textSize { text += " \(Canonical.number(size))pt" }
                if let weight = pair.textWeight { text += "/\(weight)" }
                if let role = pair.role { text += " role \(role.rawValue)" }
                if !pair.background.isEmpty, let flat = Compositing.flatten(pair.background.map(\.color)) {
                    text += " ratio \(WCAG.formatRatio(WCAG.contrastRatio(pair.foreground.color.composited(over: flat), flat)))"
                }
                lines.append((pair.range.start, text + " @\(pair.range.start.line)"))
            }
        }
        for element in facts.interactiveElements where element.component.file == file {
            let size = "\(element.width.map(Canonical.number) ?? "?")×\(element.height.map(Canonical.number) ?? "?")"
            lines.append((element.range.start, "target \(element.component.path) \(context(element.context)) \(size) @\(element.range.start.line)"))
        }
        for element in facts.textElements where element.component.file == file {
            var text = "text-size \(element.component.path) \(context(element.context)) \(Canonical.number(element.size))pt"
            if let weight = element.weight { text += "/\(weight)" }
            if let style = element.style { text += " \(style)" }
            lines.append((element.range.start, text + " @\(element.range.start.line)"))
        }
        for claim in facts.contrastClaims where claim.file == file {
            var text = "claim \(Canonical.number(claim.statedRatio)):1"
            if let level = claim.statedLevel { text += " (\(level.rawValue))" }
            switch claim.scope {
            case .unverified: text += " unverified"
            case .blanket(let screen): text += " blanket \(screen ?? "document")"
            case .pair(let samples):
                for sample in samples {
                    let flat = Compositing.flatten(sample.background.map(\.color))
                    let ratio = flat.map { WCAG.formatRatio(WCAG.contrastRatio(sample.foreground.color.composited(over: $0), $0)) } ?? "?"
                    text += " [\(sample.mode)] \(color(sample.foreground)) on \(sample.background.map(color).joined(separator: " < ")) = \(ratio)"
                }
            }
            lines.append((claim.range.start, text + " @\(claim.range.start.line)"))
        }
        return lines.sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }.map(\.1).joined(separator: "\n") + "\n"
    }
}
