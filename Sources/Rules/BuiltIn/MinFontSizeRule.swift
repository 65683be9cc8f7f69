import DesignModel
import Diagnostics

/// `a11y/min-font-size`: no text smaller than the platform's smallest readable size.
public enum MinFontSizeRule: Rule {
    public static let description = RuleDescription(
        id: .a11yMinFontSize,
        title: "Text is not smaller than the platform minimum",
        rationale: """
            Very small text is hard to read, and does not scale as well with the user's text-size \
            setting. iOS's smallest Dynamic Type style (Caption 2) is 11pt; on the web and Android \
            Kiln asks for 12px / 12sp by default. Kiln checks every text node's size in the specs, \
            per device.
            """,
        defaultSeverity: .warning,
        options: [
            RuleOption(
                "minimum", .number(minimum: 1, maximum: 100), default: nil, defaultDescription: "11 on ios, 12 on android, web and web-aaa",
                "The smallest accepted font size in points (1pt = 1dp = 1 CSS px), overriding the platform's."),
        ],
        examples: [
            .passing(
                "Footnote, 13pt",
                tokens: "",
                spec: """
                    #### 1. Timestamp
                    - Typography: SF Pro Text, 13pt Regular
                    """),
            .failing(
                "A 9pt badge label on iOS",
                tokens: "",
                spec: """
                    #### 2. Badge Label
                    - Typography: SF Pro Text, 9pt Semibold
                    """),
        ],
        input: .specs)

    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec else { return [] }
        var findings: [Finding] = []
        for element in spec.textElements {
            let platform = element.platform ?? context.platform
            let minimum = context.options.number("minimum") ?? platform.minimumFontSize
            guard element.size < minimum else { continue }
            var message = "\"\(element.component.path)\" sets text at \(RuleOptionValue.number(element.size))\(platform.textUnit)"
            if let device = element.context.device { message += " on \(device)" }
            if !element.modes.isEmpty { message += " in \(element.modes.joined(separator: ", "))" }
            message += "; the minimum on \(platform.rawValue) is \(RuleOptionValue.number(minimum))\(platform.textUnit)"
            var notes: [Diagnostic.Note] = []
            if let style = element.style, let token = context.system[style] {
                notes.append(.init("the size comes from \"\(style)\", defined here", at: token.range))
            }
            var subject = FindingSubject(tokens: element.style.map { [$0] } ?? [], component: element.component.path, file: element.component.file)
            if let device = element.context.device { subject.details.append(.init("device", device)) }
            if element.context.state != "default" { subject.details.append(.init("state", element.context.state)) }
            if !element.modes.isEmpty { subject.details.append(.init("mode", element.modes.joined(separator: ", "))) }
            findings.append(
                context.finding(
                    description.diagnosticID, message, at: element.range, notes: notes, subject: subject,
                    measurement: MeasuredValue(value: element.size, required: minimum, unit: platform.unit)))
        }
        return findings
    }
}
