import DesignModel
import Diagnostics

/// `a11y/touch-target`: interactive elements are large enough to hit, per platform and device.
public enum TouchTargetRule: Rule {
    public static let description = RuleDescription(
        id: .a11yTouchTarget,
        title: "Interactive elements meet the platform's minimum touch target",
        rationale: """
            Small targets are hard to hit for everyone and impossible for some. The minimum depends \
            on the platform (`platform:` in `kiln.yaml`, or a spec's front matter): iOS 44×44pt \
            (Human Interface Guidelines), Android 48×48dp (Material), web 24×24 CSS px (WCAG 2.2 \
            SC 2.5.8, AA) — where a smaller target still passes when its group's `Gap` keeps 24px \
            circles centered on it and on its neighbours apart — and `web-aaa` 44×44 CSS px (SC 2.5.5). Inline targets \
            (a link inside a sentence) are exempt on the web. Kiln checks every interactive node's \
            `Touch Target` (else its `Size`) on every device the spec gives a value for. A node is \
            interactive by its kind (button, link, toggle, chip, control, handle, slider, tab, field…) \
            or by a stated action (`Tap Action:`, `Interaction: Drag …`); one given only a visual \
            size (`Corner handles: 8×8pt circles`) is checked at that size, and the finding says \
            the hit area is unstated.
            """,
        defaultSeverity: .error,
        options: [
            RuleOption(
                "minimumSize", .number(minimum: 1, maximum: 200), default: nil,
                defaultDescription: "44 on ios, 48 on android, 24 on web, 44 on web-aaa",
                "The smallest accepted width and height, in points, overriding the platform's."),
        ],
        examples: [
            .passing(
                "A 44×44pt close button on iOS",
                tokens: "",
                spec: """
                    #### 1. Close Button
                    - Component: Icon Button
                    - Touch Target: 44×44pt
                    """),
            .passing(
                "On the web, 20×20px icon buttons 8px apart: 24px circles on them do not overlap (WCAG 2.5.8)",
                tokens: "",
                spec: """
                    ---
                    platform: web
                    ---
                    #### 1. Toolbar
                    - Gap: 8px

                    ##### Bold Button
                    - Component: Icon Button
                    - Size: 20×20px
                    """),
            .failing(
                "On the web, 20×20px icon buttons only 2px apart",
                tokens: "",
                spec: """
                    ---
                    platform: web
                    ---
                    #### 1. Toolbar
                    - Gap: 2px

                    ##### Bold Button
                    - Component: Icon Button
                    - Size: 20×20px
                    """),
            .failing(
                "A drag handle given only its visual size: with no `Touch Target`, the 36×4pt pill is what a finger must hit",
                tokens: "",
                spec: """
                    #### 3. Sheet Grabber
                    - Component: Drag handle
                    - Size: 36×4pt
                    - Interaction: Drag down to dismiss
                    """),
            .passing(
                "The same handle with a stated hit area larger than its visible pill",
                tokens: "",
                spec: """
                    #### 3. Sheet Grabber
                    - Component: Drag handle
                    - Size: 36×4pt
                    - Hit area: 44×44pt
                    """),
            .failing(
                "A 40×40pt camera control on the iPhone SE",
                tokens: "",
                spec: """
                    #### 2. Flash Button
                    - Component: Icon Button
                    - Touch Target: 44×44pt
                      - iPhone SE: 40×40pt
                    """),
        ],
        input: .specs)

    public static func check(_ context: RuleContext) -> [Finding] {
        guard let spec = context.spec else { return [] }
        var findings: [Finding] = []
        for element in spec.interactiveElements {
            let platform = element.platform ?? context.platform
            if element.isInline, platform == .web || platform == .webAAA { continue }
            let minimum = context.options.number("minimumSize") ?? platform.minimumTargetSize
            let short = [("width", element.width), ("height", element.height)].compactMap { axis, value in
                value.flatMap { $0 < minimum ? (axis, $0) : nil }
            }
            guard !short.isEmpty else { continue }
            if platform.hasSpacingException, !context.options.isSet("minimumSize"), let spacing = element.spacing {
                // WCAG 2.5.8: 24px circles centered on neighbouring undersized targets must not
                // intersect. The neighbours are not known, so assume they are as small as this
                // one: centers sit `size + gap` apart, and that must be at least 24.
                let smallest = min(element.width ?? minimum, element.height ?? minimum)
                if smallest + spacing >= minimum { continue }
            }
            let size = "\(format(element.width))×\(format(element.height))\(platform.unit)"
            var message = element.hitAreaStated
                ? "\"\(element.component.path)\" has a \(size) touch target"
                : "\"\(element.component.path)\" is interactive but states only a visual size (\(visual(element, platform.unit))) and no hit area, so that is its touch target"
            if let device = element.context.device { message += " on \(device)" }
            if !element.modes.isEmpty { message += " in \(element.modes.joined(separator: ", "))" }
            message += "; \(platform.rawValue) needs at least \(format(minimum))×\(format(minimum))\(platform.unit)"
            if platform.hasSpacingException { message += " (or a group `Gap` that keeps \(format(minimum))px circles on it and its neighbours apart)" }
            var subject = FindingSubject(component: element.component.path, file: element.component.file)
            if let device = element.context.device { subject.details.append(.init("device", device)) }
            if element.context.state != "default" { subject.details.append(.init("state", element.context.state)) }
            if let variant = element.context.variant { subject.details.append(.init("variant", variant)) }
            if !element.modes.isEmpty { subject.details.append(.init("mode", element.modes.joined(separator: ", "))) }
            findings.append(
                context.finding(
                    description.diagnosticID, message, at: element.range,
                    notes: [.init("\"\(element.component.path)\" is specified here", at: element.component.range)],
                    fixes: [.init(.text, element.hitAreaStated
                        ? "make the tappable area at least \(format(minimum))×\(format(minimum))\(platform.unit) (the visible shape may stay smaller)"
                        : "state a larger hit area under it, e.g. `Touch Target: \(format(minimum))×\(format(minimum))\(platform.unit)` (the visible shape may stay \(visual(element, platform.unit)))")],
                    subject: subject, measurement: MeasuredValue(value: short.map(\.1).min() ?? 0, required: minimum, unit: platform.unit)))
        }
        return findings
    }

    /// `8×8pt`, `6pt wide`, `4pt tall`.
    static func visual(_ element: SpecFact.InteractiveElement, _ unit: String) -> String {
        switch (element.width, element.height) {
        case (let width?, nil): "\(format(width))\(unit) wide"
        case (nil, let height?): "\(format(height))\(unit) tall"
        default: "\(format(element.width))×\(format(element.height))\(unit)"
        }
    }

    static func format(_ value: Double?) -> String { value.map { RuleOptionValue.number($0).description } ?? "?" }
}
