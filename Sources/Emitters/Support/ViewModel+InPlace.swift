/// Reading a view model entry's literals in place. `entry.values[mode]` returns a copy of an
/// optional `Literal`: a retain (and later a release) of its text, parts and wide form, for each
/// declaration of each of 10,000 tokens; the printers only read them.
extension ViewModel.Entry {
    /// Calls `body` with the literal in `mode`, or else the first that resolved (what
    /// `firstResolved` returns: a mode without a value shows it); not at all when none resolved.
    @inline(__always)
    func withLiteral(_ mode: Int, _ body: (ViewModel.Literal) -> Void) {
        values.withUnsafeBufferPointer { literals in
            // A mode past the end (no modes at all) is one without a value.
            var index = mode
            let missing: Bool
            if index < literals.count, case .some = literals[index] { missing = false } else { missing = true }
            if missing {
                guard let resolved = literals.firstIndex(where: { if case .some = $0 { true } else { false } }) else { return }
                index = resolved
            }
            if case .some(let literal) = literals[index] { body(literal) }
        }
    }

    /// Calls `body` with the default mode's literal (`defaultValue`) read in place; not at all
    /// when it did not resolve.
    @inline(__always)
    func withDefaultLiteral(_ body: (ViewModel.Literal) -> Void) {
        values.withUnsafeBufferPointer { literals in
            guard !literals.isEmpty, case .some(let literal) = literals[0] else { return }
            body(literal)
        }
    }
}
