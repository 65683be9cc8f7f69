/// How the printers read an entry's literals: the mode's own, else what a mode without a value
/// shows. A literal is a class, so reading one costs a retain, not a copy of its fields; these
/// helpers keep the fallback rule in one place for every printer.
extension ViewModel.Entry {
    /// Calls `body` with the literal in `mode`, or else the first that resolved (what
    /// `firstResolved` returns: a mode without a value shows it); not at all when none resolved.
    @inline(__always)
    func withLiteral(_ mode: Int, _ body: (ViewModel.Literal) -> Void) {
        // A mode past the end (no modes at all) is one without a value.
        if mode < values.count, let literal = values[mode] {
            body(literal)
        } else if let literal = firstResolved {
            body(literal)
        }
    }

    /// Calls `body` with the default mode's literal (`defaultValue`); not at all when it did not
    /// resolve.
    @inline(__always)
    func withDefaultLiteral(_ body: (ViewModel.Literal) -> Void) {
        if let literal = defaultValue { body(literal) }
    }
}
