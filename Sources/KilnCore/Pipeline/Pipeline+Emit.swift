import Diagnostics

extension Pipeline {
    /// Generates the requested outputs (`nil`: the config's `outputs`) and writes them into the
    /// output folder. Returns what went wrong; writes nothing when the model has errors.
    /// (Filled in by the emitters stage.)
    public func emit(_ result: Result, outputs: [String]?) -> [Diagnostic] {
        []
    }
}
