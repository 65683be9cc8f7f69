/// Reading a view model entry's literals in place. `entry.values[mode]` returns a copy of an
/// optional `Literal`: a retain (and later a release) of its text, parts and wide form, for each
/// declaration of each of 10,000 tokens; the printers only read them.
extension ViewModel.Entry {
    /// Calls `body` with the literal in `mode`, or else the first that resolved (what
    /// `firstResolved` returns: a mode without a value shows it); not at all when none resolved.
    @inline(__always)
    func withLiteral(_ mode: Int, _ body: (ViewModel.Literal) -> Void) {
        values.withUnsafeBufferPointer { literals in
            var index = mode
            if case .none = literals[index] {
                guard let resolved = literals.firstIndex(where: { if case .some = $0 { true } else { false } }) else { return }
                index = resolved
            }
            if case .some(let literal) = literals[index] { body(literal) }
        }
    }
}
