import Diagnostics

extension Pipeline {
    /// Runs the rules over the loaded model and adds their findings to the diagnostics.
    /// (Filled in by the rules stage.)
    public func check(_ result: Result) -> Result {
        result
    }
}
