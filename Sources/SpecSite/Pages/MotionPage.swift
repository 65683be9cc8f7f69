import DesignModel

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Durations, curves, springs and transitions, each demonstrated by a moving sample and, for
/// curves, a plot. Under `prefers-reduced-motion: reduce` (or with the pause switch) nothing
/// moves: a still filmstrip shows where the sample is at 0, ¼, ½, ¾ and the end of the motion.
struct MotionPage {
    let context: SiteContext

    /// The sample travels this far (the track is 280px wide, the ball 22px, 4px insets).
    static let travel = 250.0
    /// Pause between movements, so short durations are still visible.
    static let rest = 700.0
    static let curveDuration = 1000.0

    func render() -> OutputFile {
        let path = SitePage.motion.path
        let fragments = Fragments(context: context, page: path)
        let system = context.system
        let durations = system.tokens.filter { $0.type == .duration }
            .sorted { (ms($0) ?? 0, $0.path) < (ms($1) ?? 0, $1.path) }
        let curves = system.tokens.filter { $0.type == .cubicBezier }
        let springs = system.tokens.filter { $0.type == .spring }
        let transitions = system.tokens.filter { $0.type == .transition }

        return Layout(context: context).render(path: path, title: "Motion", current: .motion) { html, styles in
            html.element("h1", text: "Motion")
            html.element("p", [.class("lead")]) {
                $0.text(
                    "Each duration and curve moves a sample so you can feel it. Durations move along the standard ease-out; curves run over 1 second. "
                        + "With reduced motion turned on in your system settings, nothing moves and a still filmstrip shows the same timing.")
            }
            html.element("div", [.class("motion-controls")]) { controls in
                controls.void("input", [.init("type", "checkbox"), .id("pause-motion")])
                controls.element("label", [.init("for", "pause-motion")], text: "Pause all animations")
            }
            let easeOut = CubicBezier(0, 0, 0.58, 1)
            if !curves.isEmpty {
                html.element("h2", [.id("curves")], text: "Easing curves")
                for token in curves {
                    guard case .cubicBezier(let curve)? = token.values.first??.value else { continue }
                    demo(&html, &styles, fragments: fragments, token: token, value: "cubic-bezier(" + curve.components.map(NumberText.format).joined(separator: ", ") + ")",
                        plot: .bezier(curve), timing: .bezier(curve), duration: MotionPage.curveDuration, delay: 0)
                }
            }
            if !springs.isEmpty {
                html.element("h2", [.id("springs")], text: "Springs")
                for token in springs {
                    guard case .spring(let spring)? = token.values.first??.value else { continue }
                    let settle = SpringCurve.settlingTime(spring)
                    demo(&html, &styles, fragments: fragments, token: token,
                        value: "response \(NumberText.format(spring.response))s, damping \(NumberText.format(spring.dampingFraction))",
                        plot: .spring(spring), timing: .spring(spring), duration: settle * 1000, delay: 0)
                }
            }
            if !transitions.isEmpty {
                html.element("h2", [.id("transitions")], text: "Transitions")
                for token in transitions {
                    guard case .transition(let transition)? = token.values.first??.value else { continue }
                    let curve = transition.timingFunction
                    demo(&html, &styles, fragments: fragments, token: token,
                        value: "\(transition.duration.canonical)" + (transition.delay.milliseconds > 0 ? " after \(transition.delay.canonical)" : ""),
                        plot: .bezier(curve), timing: .bezier(curve), duration: transition.duration.milliseconds, delay: transition.delay.milliseconds)
                }
            }
            if !durations.isEmpty {
                html.element("h2", [.id("durations")], text: "Durations")
                for token in durations {
                    guard let milliseconds = ms(token) else { continue }
                    demo(&html, &styles, fragments: fragments, token: token, value: NumberText.format(milliseconds) + "ms", plot: nil,
                        timing: .bezier(easeOut), duration: milliseconds, delay: 0)
                }
            }
        }
    }

    private func ms(_ token: Token) -> Double? {
        if case .duration(let duration)? = token.values.first??.value { return duration.milliseconds }
        return nil
    }

    enum Timing {
        case bezier(CubicBezier)
        case spring(Spring)

        /// Progress (0…1, may overshoot) at time fraction t.
        func progress(_ t: Double) -> Double {
            switch self {
            case .bezier(let curve): BezierMath.y(atX: t, curve)
            case .spring(let spring): SpringCurve.position(spring, t: t * SpringCurve.settlingTime(spring))
            }
        }

        var css: String {
            switch self {
            case .bezier(let curve): "cubic-bezier(" + curve.components.map(NumberText.format).joined(separator: ",") + ")"
            case .spring(let spring):
                "linear(" + (0...40).map { index -> String in
                    let t = Double(index) / 40
                    return NumberText.format((SpringCurve.position(spring, t: t * SpringCurve.settlingTime(spring)) * 1000).rounded() / 1000)
                }.joined(separator: ",") + ")"
            }
        }
    }

    private func demo(
        _ html: inout HTMLWriter, _ styles: inout PageStyles, fragments: Fragments, token: Token, value: String, plot: Timing?, timing: Timing,
        duration: Double, delay: Double
    ) {
        html.element("div", [.class("motion"), .id(Anchor.token(token.path.string))]) { row in
            row.element("div") { info in
                TokenHeader(context: context, fragments: fragments).render(&info, token: token)
                info.element("p", [.class("mono note")], text: value)
            }
            row.element("div") { cell in
                if let plot {
                    cell.append(plotSVG(plot, label: "Curve of \(token.path.string): progress over time"))
                } else {
                    // Durations to scale: 1px per 20ms, up to 150px (3 s).
                    let width = min(150, max(2, (duration / 20).rounded()))
                    let cls = styles.add("tl", PageStyles.key(width), "width:\(NumberText.px(width))")
                    cell.element("span", [.class("timeline " + cls), .init("role", "img"), .label("\(NumberText.format(duration))ms to scale")]) { _ in }
                }
            }
            row.element("div") { cell in
                let animation = animationClass(&styles, timing: timing, duration: max(duration, 1), delay: delay)
                cell.element("span", [.class("track"), .init("role", "img"), .label("Animated sample moving over \(NumberText.format((duration + delay).rounded()))ms")]) {
                    $0.element("span", [.class("ball " + animation)]) { _ in }
                }
                cell.element("span", [.class("still"), .init("role", "img"), .label("Still frames at 0, 25, 50, 75 and 100% of the time")]) { still in
                    for (index, fraction) in [0.0, 0.25, 0.5, 0.75, 1.0].enumerated() {
                        let x = 4 + MotionPage.travel * timing.progress(fraction)
                        let cls = styles.add("x", PageStyles.key((x * 10).rounded() / 10), "left:\(NumberText.px((x * 10).rounded() / 10))")
                        still.element("i", [.class((index == 4 ? "" : "ghost ") + cls)]) { _ in }
                    }
                }
                cell.element("div", [.class("note")], text: NumberText.format(duration.rounded()) + "ms" + (delay > 0 ? " + \(NumberText.format(delay.rounded()))ms delay" : ""))
            }
        }
    }

    /// A keyframes animation: move (with the timing) in `duration`, rest, move back, rest.
    private func animationClass(_ styles: inout PageStyles, timing: Timing, duration: Double, delay: Double) -> String {
        let cycle = 2 * (delay + duration + MotionPage.rest)
        func percent(_ ms: Double) -> String { NumberText.format((ms / cycle * 10000).rounded() / 100) + "%" }
        let name = "k" + PageStyles.hashKey("\(timing.css)|\(duration)|\(delay)")
        let to = NumberText.px(MotionPage.travel)
        let keyframes = "@keyframes \(name){0%,\(percent(delay)){transform:translateX(0);animation-timing-function:\(timing.css)}"
            + "\(percent(delay + duration)),\(percent(cycle / 2 + delay)){transform:translateX(\(to));animation-timing-function:\(timing.css)}"
            + "\(percent(cycle / 2 + delay + duration)),100%{transform:translateX(0)}}"
        styles.block(name, keyframes)
        return styles.add("a", name, "animation:\(name) \(NumberText.format(cycle.rounded()))ms linear infinite")
    }

    private func plotSVG(_ timing: Timing, label: String) -> HTMLFragment {
        // Progress may overshoot: fit the plot to the range the curve reaches.
        let samples = (0...60).map { Double($0) / 60 }.map { ($0, timing.progress($0)) }
        let low = min(0, samples.map(\.1).min() ?? 0)
        let high = max(1, samples.map(\.1).max() ?? 1)
        func x(_ value: Double) -> String { NumberText.format(((10 + value * 100) * 10).rounded() / 10) }
        func y(_ value: Double) -> String { NumberText.format(((110 - (value - low) / (high - low) * 100) * 10).rounded() / 10) }
        var points = ""
        for (index, sample) in samples.enumerated() {
            points += (index == 0 ? "M" : " L") + x(sample.0) + " " + y(sample.1)
        }
        return HTMLFragment.build { svg in
            svg.element("svg", [.class("curve"), .init("viewBox", "0 0 120 120"), .init("role", "img"), .label(label)]) { body in
                body.element("path", [.class("axis"), .init("d", "M10 \(y(0)) L110 \(y(0)) M10 10 L10 110")]) { _ in }
                body.element("path", [.class("axis"), .init("d", "M10 \(y(1)) L110 \(y(1))"), .init("stroke-dasharray", "2 3")]) { _ in }
                if case .bezier(let curve) = timing {
                    body.element("path", [.class("handle"), .init("d", "M\(x(0)) \(y(0)) L\(x(curve.x1)) \(y(curve.y1)) M\(x(1)) \(y(1)) L\(x(curve.x2)) \(y(curve.y2))")]) { _ in }
                }
                body.element("path", [.class("plot"), .init("d", points)]) { _ in }
            }
        }
    }
}

/// The y of a CSS cubic Bézier timing function at a given x (time), by bisection on t.
enum BezierMath {
    static func y(atX x: Double, _ curve: CubicBezier) -> Double {
        func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        var low = 0.0
        var high = 1.0
        for _ in 0..<40 {
            let middle = (low + high) / 2
            if bezier(middle, curve.x1, curve.x2) < x { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, curve.y1, curve.y2)
    }
}

/// A SwiftUI-style spring (`response`, `dampingFraction`) as a position over time, from 0 to 1.
enum SpringCurve {
    static func omega(_ spring: Spring) -> Double { 2 * Double.pi / max(spring.response, 0.01) }

    static func position(_ spring: Spring, t: Double) -> Double {
        let w0 = omega(spring)
        let zeta = max(spring.dampingFraction, 0.01)
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
        }
        return 1 - exp(-w0 * t) * (1 + w0 * t)
    }

    /// When the motion stays within 0.1% of its end.
    static func settlingTime(_ spring: Spring) -> Double {
        let zeta = min(max(spring.dampingFraction, 0.01), 1)
        return min(5, log(1000) / (zeta * omega(spring)))
    }
}
