import DesignModel
import Diagnostics
import Emitters
import Rules
import SpecSite
import YAMLSource

/// `kiln.yaml`: where inputs are, which modes exist, where outputs go. Every key is optional,
/// so a folder holding `tokens/` (and optionally `specs/`) builds with no config at all.
public struct KilnConfig: Sendable, Equatable {
    /// Globs, relative to the project root, of token files.
    public var tokens: [String] = ["tokens/**/*.yaml", "tokens/**/*.yml", "tokens/**/*.tokens.json"]
    /// An entry file — a DTCG resolver, a Tokens Studio export, a Figma variables export; when
    /// set, it decides the token files and modes instead.
    public var resolver: String?
    public var specs: [String] = ["specs/**/*.md"]
    /// `specs:` as a mapping: coverage floor and vocabulary (KilnConfig+Specs.swift).
    public var specSettings = SpecSettings()
    public var output: String = "output"
    public var modes: [String] = ["light", "dark"]
    /// `modes:` as a mapping names several theming axes (`{ scheme: [light, dark], contrast:
    /// [normal, high] }`); `modes` are then their combinations (`light+normal`, …). Nil for a list.
    public var axes: ModeAxes?
    /// The output formats this config knows (`OutputFormats.builtIn`; tests register more).
    public var formats: [OutputFormat]
    /// Outputs `kiln build` writes when `--outputs` is not given.
    public var outputs: [String]
    /// Allows an output folder outside the project (through `..` or a symlink).
    public var allowOutputOutsideProject = false
    /// Allows inputs (token files, specs, the resolver, the baseline, templates) outside the
    /// project: paths with `..` or absolute, and symbolic links that lead out. Without it they
    /// are refused (`io/outside-project`; `ProjectFolder`).
    public var allowInputsOutsideProject = false
    /// Where kiln.yaml writes each setting's value: `tokens`, `tokens[0]` (a list's entries),
    /// `resolver`, `baseline`, `css.template`, … Errors about a path point there.
    public var settingRanges: [String: SourceRange] = [:]
    /// `strict:`: deviations from DTCG 2025.10 that Kiln reads with one warning per kind by
    /// default (3-digit `hex` fallbacks, unknown `$type`s, "16px" strings in JSON, …) become
    /// errors, one per occurrence (docs/token-format.md). `--strict` sets it too.
    public var strict = false
    /// `build: { keepGoing: true }` (or `kiln build --keep-going`): a build with errors in some
    /// tokens writes the outputs for the rest, listing the tokens left out; without it errors
    /// block every output.
    public var keepGoing = false
    /// `background:`: the default screen background of specs (a color value such as
    /// `"{color.background}"` or `White / Background Black`), when their front matter gives none.
    public var background: String?

    // Check settings (parsed in KilnConfig+Checks.swift; documented in docs/checks.md).
    /// `rules:`: severity and options per rule id.
    public var rules: [String: RuleSetting] = [:]
    /// `suppressions:`: findings to drop, each with a reason.
    public var suppressions: [Suppression] = []
    /// `baseline:`: the file of accepted findings, relative to the project root.
    public var baseline: String = "kiln-baseline.yaml"
    /// True when `baseline:` was written (then a missing file is worth a warning).
    public var baselineIsExplicit = false
    /// `platform:`: decides touch-target and font-size minimums.
    public var platform: Platform = .ios
    /// `contrastPairs:`: token-level pairs for the contrast rules.
    public var contrastPairs: [DeclaredContrastPair] = []

    /// Each output format's section (`swift:`, `css:`, …): its settings (parsed in
    /// KilnConfig+Outputs.swift from the formats' descriptors; documented in docs/outputs.md).
    public var emitters = EmitterOptions()

    /// `name:`: the design system's name, which package names default to; nil for the project
    /// folder's name (`Project.name`).
    public var name: String?
    /// `packages:`: the outputs written as packages and the packages' settings (parsed in
    /// KilnConfig+Packages.swift from the packages' descriptors; docs/outputs.md).
    public var packages = PackageOptions()

    /// `site:`: the HTML spec site's settings (parsed in KilnConfig+Site.swift; docs/site.md).
    public var site = SiteOptions()

    /// `limits:`: how much input Kiln takes on (KilnConfig+Limits.swift; docs/limits.md).
    public var limits = InputLimits()

    public init(formats: [OutputFormat] = OutputFormats.builtIn) {
        self.formats = formats
        outputs = formats.names + ["site"]
    }

    public static let fileName = "kiln.yaml"

    /// Reads a config file whose output sections are those of `formats`; unknown keys and wrong
    /// types are located diagnostics.
    public static func parse(_ file: SourceFile, formats: [OutputFormat] = OutputFormats.builtIn, diagnostics: inout [Diagnostic]) -> KilnConfig {
        var config = KilnConfig(formats: formats)
        let parsed = YAMLParser().parse(file.text, file: file.path)
        diagnostics.append(contentsOf: parsed.diagnostics.map { var d = $0; d.id = d.id.inFamily(.config) ?? d.id; return d })
        guard let root = parsed.root, !root.isNull else { return config }
        guard let pairs = root.pairs else {
            diagnostics.append(.error(.configInvalid, "kiln.yaml must be a mapping of settings, found \(root.kindDescription)", at: root.range))
            return config
        }
        for pair in pairs {
            config.recordRanges(of: pair)
            switch pair.name {
            case "tokens": config.tokens = strings(pair.value, key: "tokens", diagnostics: &diagnostics) ?? config.tokens
            case "specs": config.parseSpecsSection(pair, diagnostics: &diagnostics)
            case "modes" where pair.value.pairs != nil:
                config.parseAxes(pair.value, diagnostics: &diagnostics)
            case "modes":
                if let modes = strings(pair.value, key: "modes", diagnostics: &diagnostics) {
                    if modes.isEmpty {
                        diagnostics.append(.error(.configInvalid, "`modes` must name at least one mode", at: pair.value.range))
                    } else {
                        config.modes = modes
                    }
                }
            case "outputs":
                if let outputs = strings(pair.value, key: "outputs", diagnostics: &diagnostics) {
                    config.outputs = config.validOutputs(outputs, node: pair.value, diagnostics: &diagnostics)
                }
            case let name where formats.named(name) != nil:
                config.parseOutputSection(pair, format: formats.named(name)!, diagnostics: &diagnostics)
            case "packages":
                config.parsePackages(pair, diagnostics: &diagnostics)
            case "resolver", "output":
                guard let text = pair.value.scalar?.value, !text.isEmpty else {
                    diagnostics.append(.error(.configInvalid, "`\(pair.name)` must be a path, found \(pair.value.kindDescription)", at: pair.value.range))
                    continue
                }
                if pair.name == "resolver" { config.resolver = text } else { config.output = text }
            case "background", "name":
                guard let text = pair.value.scalar?.value, !pair.value.isNull, !text.isEmpty else {
                    let expected = pair.name == "name" ? "the design system's name" : "a color value"
                    diagnostics.append(.error(.configInvalid, "`\(pair.name)` must be \(expected), found \(pair.value.kindDescription)", at: pair.value.range))
                    continue
                }
                if pair.name == "name" { config.name = text } else { config.background = text }
            case "allowOutputOutsideProject", "allowInputsOutsideProject", "strict":
                guard let flag = pair.value.bool else {
                    diagnostics.append(.error(.configInvalid, "`\(pair.name)` must be true or false, found \(pair.value.kindDescription)", at: pair.value.range))
                    continue
                }
                switch pair.name {
                case "strict": config.strict = flag
                case "allowInputsOutsideProject": config.allowInputsOutsideProject = flag
                default: config.allowOutputOutsideProject = flag
                }
            case let name where checkKeys.contains(name):
                config.parseCheckSetting(pair, diagnostics: &diagnostics)
            case "site":
                config.parseSiteSection(pair, diagnostics: &diagnostics)
            case "limits":
                config.parseLimitsSection(pair, diagnostics: &diagnostics)
            case "build":
                config.parseBuildSection(pair, diagnostics: &diagnostics)
            default:
                // The known keys come from the table the editor schema is generated from.
                let known = ConfigKeys.names(ConfigKeys.topLevel(formats))
                if !known.contains(pair.name) {
                    diagnostics.append(
                        .warning(
                            .configUnknownKey, "unknown setting \"\(pair.name)\"; known settings: \(known.joined(separator: ", "))",
                            at: pair.key.range))
                }
            }
        }
        config.checkPackages(diagnostics: &diagnostics)
        return config
    }

    /// `modes: { scheme: [light, dark], contrast: [normal, high] }`: one axis per key, its first
    /// value the default. A value may not repeat within an axis or across axes (a token's
    /// `$extensions.mode` names values without their axis).
    mutating func parseAxes(_ node: YAMLNode, diagnostics: inout [Diagnostic]) {
        var axes: [ModeAxis] = []
        var seen: Set<String> = []
        for pair in node.pairs ?? [] {
            guard pair.value.items != nil else {
                diagnostics.append(
                    .error(
                        .configInvalid, "the axis `modes.\(pair.name)` must be a list of values, found \(pair.value.kindDescription)",
                        at: pair.value.range, hint: "write `modes: { \(pair.name): [light, dark] }`, or `modes: [light, dark]` for one axis"))
                return
            }
            guard let values = Self.strings(pair.value, key: "modes.\(pair.name)", diagnostics: &diagnostics) else { return }
            if values.isEmpty {
                diagnostics.append(.error(.configInvalid, "the axis `\(pair.name)` must name at least one value", at: pair.value.range))
                return
            }
            for value in values {
                if !seen.insert(value).inserted || value.contains("+") {
                    diagnostics.append(
                        .error(
                            .configInvalid, "mode value \"\(value)\" is named twice or contains `+`; every value of every axis needs its own name",
                            at: pair.value.range))
                    return
                }
            }
            axes.append(ModeAxis(name: pair.name, values: values))
        }
        guard !axes.isEmpty else {
            diagnostics.append(.error(.configInvalid, "`modes` must name at least one mode", at: node.range))
            return
        }
        let modeAxes = ModeAxes(axes)
        self.axes = modeAxes.isMultiAxis ? modeAxes : nil
        modes = modeAxes.modeNames
    }


    /// Remembers where `pair`'s value is, and each entry of a list (`tokens[0]`), and for a
    /// section (`css:`, `specs:`) its `template` and `files`.
    mutating func recordRanges(of pair: YAMLNode.Pair) {
        func record(_ key: String, _ node: YAMLNode) {
            settingRanges[key] = node.range
            for (index, item) in (node.items ?? []).enumerated() { settingRanges["\(key)[\(index)]"] = item.range }
        }
        record(pair.name, pair.value)
        for item in pair.value.pairs ?? [] where item.name == "template" || item.name == "files" {
            record(item.name == "files" ? pair.name : "\(pair.name).\(item.name)", item.value)
        }
    }

    static func strings(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> [String]? {
        if let text = node.scalar?.value, !node.isNull { return [text] }
        guard let items = node.items else {
            diagnostics.append(.error(.configInvalid, "`\(key)` must be a list of text, found \(node.kindDescription)", at: node.range))
            return nil
        }
        var result: [String] = []
        for item in items {
            guard let text = item.scalar?.value else {
                diagnostics.append(.error(.configInvalid, "`\(key)` entries must be text, found \(item.kindDescription)", at: item.range))
                return nil
            }
            result.append(text)
        }
        return result
    }
}

extension KilnConfig {
    /// `build: { keepGoing: true }`.
    mutating func parseBuildSection(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            diagnostics.append(.error(.configInvalid, "`build` must be a mapping of settings, found \(pair.value.kindDescription)", at: pair.value.range))
            return
        }
        for item in pairs {
            guard item.name == "keepGoing" else {
                diagnostics.append(
                    .warning(
                        .configUnknownKey, "unknown setting \"build.\(item.name)\"; known settings: \(ConfigKeys.names(ConfigKeys.build).joined(separator: ", "))",
                        at: item.key.range))
                continue
            }
            guard let flag = item.value.bool else {
                diagnostics.append(.error(.configInvalid, "`build.keepGoing` must be true or false, found \(item.value.kindDescription)", at: item.value.range))
                continue
            }
            keepGoing = flag
        }
    }
}
