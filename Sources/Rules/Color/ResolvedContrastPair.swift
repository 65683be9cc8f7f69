import ColorScience
import DesignModel
import Diagnostics

/// A `kiln.yaml` contrast pair with its colors resolved against the model.
public struct ResolvedContrastPair: Sendable, Hashable {
    public var declaration: DeclaredContrastPair
    public var foreground: ColorReference
    public var background: ColorReference
    public var over: ColorReference?

    public init(declaration: DeclaredContrastPair, foreground: ColorReference, background: ColorReference, over: ColorReference?) {
        self.declaration = declaration
        self.foreground = foreground
        self.background = background
        self.over = over
    }

    /// Resolves a declared pair; problems are `config/contrast-pair` errors at the entry's lines
    /// (a color that names nothing, a translucent background with nothing under it).
    public static func resolve(_ pair: DeclaredContrastPair, in system: DesignSystem) -> (pair: ResolvedContrastPair?, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        func reference(_ text: String, _ key: String, _ range: SourceRange) -> ColorReference? {
            switch ColorReference.resolve(text, in: system) {
            case .success(let reference): return reference
            case .failure(let error):
                problems.append(.error(.configContrastPair, "`\(key)`: \(error.message)", at: range, hint: error.hint))
                return nil
            }
        }
        let foreground = reference(pair.foreground, "foreground", pair.foregroundRange)
        let background = reference(pair.background, "background", pair.backgroundRange)
        let over = pair.over.flatMap { reference($0, "over", pair.overRange ?? pair.range) }
        if let background {
            for mode in system.modes {
                guard let color = background.color(in: mode, of: system) else { continue }
                if !color.isOpaque, pair.over == nil {
                    problems.append(
                        .error(
                            .configContrastPair,
                            "`background` \"\(background.name)\" is translucent in \(mode) mode (\(ContrastSite.percent(color.alpha)) opacity), so its contrast depends on what is under it",
                            at: pair.backgroundRange, hint: "add `over:` with the color it is drawn over"))
                    break
                }
                if let over, let under = over.color(in: mode, of: system), !under.isOpaque, !color.isOpaque {
                    problems.append(
                        .error(
                            .configContrastPair, "`over` \"\(over.name)\" is translucent in \(mode) mode; it must be opaque",
                            at: pair.overRange ?? pair.range))
                    break
                }
            }
        }
        guard problems.isEmpty, let foreground, let background else { return (nil, problems) }
        return (ResolvedContrastPair(declaration: pair, foreground: foreground, background: background, over: over), [])
    }

    /// Every token the pair names.
    public var tokens: [TokenPath] { [foreground.token, background.token, over?.token].compactMap { $0 } }

    /// The pair as a contrast site: a sample per mode where every color resolves.
    func site(in system: DesignSystem) -> ContrastSite {
        var subject = FindingSubject(tokens: tokens)
        subject.details.append(.init("foreground", foreground.name))
        subject.details.append(.init("background", background.name))
        if let over { subject.details.append(.init("over", over.name)) }
        if declaration.isLargeText { subject.details.append(.init("text", "large")) }
        if let state = declaration.state { subject.details.append(.init("state", state)) }
        var samples: [ContrastSite.Sample] = []
        for mode in system.modes {
            guard let fg = foreground.color(in: mode, of: system), let bg = background.color(in: mode, of: system) else { continue }
            var layers: [ContrastSite.Layer] = []
            if let over {
                guard let under = over.color(in: mode, of: system) else { continue }
                layers.append(.init(color: under, name: over.name, token: over.token, range: declaration.overRange))
            }
            layers.append(.init(color: bg, name: background.name, token: background.token, range: declaration.backgroundRange))
            let front = ContrastSite.Layer(color: fg, name: foreground.name, token: foreground.token, range: declaration.foregroundRange)
            if let sample = ContrastSite.sample(mode: mode, foreground: front, background: layers) { samples.append(sample) }
        }
        var label = "\"\(foreground.name)\" on \"\(background.name)\""
        if let over { label += " over \"\(over.name)\"" }
        return ContrastSite(subject: subject, label: label, range: declaration.range, samples: samples, modeCount: system.modes.count)
    }
}

extension SpecFact.ColorPair {
    /// Key grouping one spec pair's modes together: everything but the mode.
    struct SiteKey: Hashable {
        var file: String
        var component: String
        var property: String
        var state: String
        var device: String?
        var variant: String?
    }

    var siteKey: SiteKey {
        SiteKey(
            file: component.file, component: component.path, property: property, state: context.state, device: context.device,
            variant: context.variant)
    }

    var layer: ContrastSite.Layer {
        .init(color: foreground.color, name: foreground.name, token: foreground.token, range: foreground.range)
    }

    var backgroundLayers: [ContrastSite.Layer] {
        background.map { .init(color: $0.color, name: $0.name, token: $0.token, range: $0.range) }
    }

    /// Spec pairs as sites: one per node × property × state × device × variant, a sample per
    /// mode; pairs with an unknown background are skipped (the parser reports those).
    static func sites(_ pairs: [SpecFact.ColorPair], modeCount: Int) -> [(pair: SpecFact.ColorPair, site: ContrastSite)] {
        var order: [SiteKey] = []
        var grouped: [SiteKey: [SpecFact.ColorPair]] = [:]
        for pair in pairs where !pair.background.isEmpty {
            if grouped[pair.siteKey] == nil { order.append(pair.siteKey) }
            grouped[pair.siteKey, default: []].append(pair)
        }
        return order.compactMap { key in
            guard let members = grouped[key], let first = members.first else { return nil }
            var subject = FindingSubject(
                tokens: Array(Set(members.flatMap { [$0.foreground.token] + $0.background.map(\.token) }.compactMap { $0 })).sorted(),
                component: key.component, file: key.file)
            subject.details.append(.init("property", key.property))
            if key.state != "default" { subject.details.append(.init("state", key.state)) }
            if let device = key.device { subject.details.append(.init("device", device)) }
            if let variant = key.variant { subject.details.append(.init("variant", variant)) }
            let samples = members.compactMap { ContrastSite.sample(mode: $0.context.mode, foreground: $0.layer, background: $0.backgroundLayers, range: $0.range) }
            var qualifiers: [String] = []
            if key.state != "default" { qualifiers.append(key.state) }
            if let device = key.device { qualifiers.append("on \(device)") }
            if let variant = key.variant { qualifiers.append("variant \(variant)") }
            let qualifier = qualifiers.isEmpty ? "" : " (" + qualifiers.joined(separator: ", ") + ")"
            var site = ContrastSite(
                subject: subject, label: "\(key.property) of \"\(key.component)\"\(qualifier)", range: first.range, samples: samples,
                modeCount: modeCount)
            site.namesColorsPerSample = true
            return (first, site)
        }
    }
}
