import Foundation

/// How much a command prints besides its result: `--quiet` (errors only), the default, or
/// `--verbose` (also the stage timings and what was written).
public enum Verbosity: Sendable, Equatable {
    case quiet, normal, verbose
}

/// The decisions about a terminal, as functions of plain inputs so they can be tested without
/// one: whether to color, and whether to show the progress line.
public enum TerminalPolicy {
    /// Color when asked (`--color`/`--no-color` win), else only on a terminal, and never when
    /// `NO_COLOR` is set to a non-empty value (no-color.org) or `TERM` is `dumb`.
    public static func useColor(explicit: Bool?, isTerminal: Bool, environment: [String: String]) -> Bool {
        if let explicit { return explicit }
        guard isTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }

    /// The progress line goes to standard error only when it is a terminal that can move the
    /// cursor back (not `TERM=dumb`), and never with `--quiet`: logs and pipes never see it.
    public static func showsProgress(isTerminal: Bool, verbosity: Verbosity, environment: [String: String]) -> Bool {
        isTerminal && verbosity != .quiet && environment["TERM"] != "dumb"
    }

    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }
}
