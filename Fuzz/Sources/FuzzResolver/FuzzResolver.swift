import DesignModel
import Diagnostics
import FuzzProjects
import TokenParser

/// Fuzzes the token resolver with structured input. The `tokens` target mutates file text, so
/// most of its inputs stop at a syntax error; here every input is a well-formed project whose
/// shape the bytes choose: a few token files over a small shared name space (so aliases mostly
/// hit), values of every type, whole-value aliases, `$ref` pointers into composites, derived
/// colors, per-mode values, deprecations, group types, and sometimes a DTCG resolver file
/// layering the files as sets and modifiers. Coverage feedback then steers the bytes towards
/// alias graphs (chains, cycles, type mismatches, missing modes) instead of syntax.
///
/// Any project must resolve into a model and located diagnostics, never a crash or a hang, and
/// `DesignSystem`'s alias walks (used by `kiln explain`) must end.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var choices = Choices(UnsafeBufferPointer(start: data, count: size))
    let project = ProjectGenerator.generate(&choices)
    let result: TokenSetParser.Result
    if let resolver = project.resolver {
        result = TokenSetParser.parse(resolver: resolver) { path in project.files.first { $0.path == path } }
    } else {
        result = TokenSetParser(modes: project.modes).parse(files: project.files)
    }
    for diagnostic in result.diagnostics where !diagnostic.range.isNone {
        precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "unlocated diagnostic \(diagnostic)")
    }
    let system = result.system
    for token in system.tokens {
        precondition(token.values.count == system.modes.count, "\(token.path) has \(token.values.count) values for \(system.modes.count) modes")
        for mode in system.modes.indices { _ = system.aliasChain(of: token.path, mode: mode) }
    }
    if let first = system.tokens.first { _ = system.referrers(of: first.path) }
    return 0
}
