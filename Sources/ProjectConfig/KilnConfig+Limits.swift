import Diagnostics
import YAMLSource

/// How much input Kiln takes on, so that a design system too large for the machine stops early
/// with a located error instead of swapping it to death (docs/limits.md):
///
/// ```yaml
/// limits:
///   inputMegabytes: 512     # token files together (and spec files together), in MiB
///   tokenValues: 2000000    # tokens × modes
///   outputMegabytes: 4096   # all generated files of one build together, in MiB
///   inputFiles: 100000      # files the globs of one setting (`tokens`, `specs`) may select
/// ```
public struct InputLimits: Sendable, Equatable {
    /// Bytes of token files (and, separately, of spec files) read in one run. They are all in
    /// memory at once while they are parsed, so this bounds the parse before it starts.
    public var inputBytes = 512 * 1_048_576
    /// Tokens × modes. Resolution, the outputs and the site all grow with this number; the
    /// default, twice the 500k-token benchmark in two modes, keeps a full build within the
    /// memory docs/limits.md gives for it.
    public var tokenValues = 2_000_000
    /// Bytes of all files one build generates (every output and the site, changed or not),
    /// checked before anything is written so a runaway build stops instead of filling a disk.
    /// The default is about twice what the largest design system `tokenValues` admits makes.
    public var outputBytes = 4096 * 1_048_576
    /// Where `outputMegabytes` is set in kiln.yaml (the error about it points there).
    public var outputBytesRange: SourceRange?
    /// Files one kiln.yaml setting's globs may select (`tokens`, `specs`): past it Kiln stops
    /// walking and reads none of them. A glob over a whole disk or a huge tree stops here.
    public var inputFiles = 100_000
    /// Where `inputFiles` is set in kiln.yaml.
    public var inputFilesRange: SourceRange?

    public init() {}
}

extension KilnConfig {
    mutating func parseLimitsSection(_ pair: YAMLNode.Pair, diagnostics: inout [Diagnostic]) {
        guard let pairs = pair.value.pairs else {
            diagnostics.append(.error(.configInvalid, "`limits` must be a mapping of settings, found \(pair.value.kindDescription)", at: pair.value.range))
            return
        }
        for item in pairs {
            let known = ConfigKeys.names(ConfigKeys.limits)
            guard known.contains(item.name) else {
                diagnostics.append(
                    .warning(
                        .configUnknownKey, "unknown setting \"limits.\(item.name)\"; known settings: \(known.joined(separator: ", "))",
                        at: item.key.range))
                continue
            }
            // Whole, positive and small enough that megabytes stay countable in bytes.
            guard let number = item.value.number, number >= 1, number <= 1e12, number.rounded() == number else {
                let found = item.value.scalar.map { "\"\($0.value)\"" } ?? item.value.kindDescription
                diagnostics.append(.error(.configInvalid, "`limits.\(item.name)` must be a whole number of at least 1, found \(found)", at: item.value.range))
                continue
            }
            switch item.name {
            case "inputMegabytes": limits.inputBytes = Int(number) * 1_048_576
            case "outputMegabytes":
                limits.outputBytes = Int(number) * 1_048_576
                limits.outputBytesRange = item.value.range
            case "inputFiles":
                limits.inputFiles = Int(number)
                limits.inputFilesRange = item.value.range
            default: limits.tokenValues = Int(number)
            }
        }
    }
}
