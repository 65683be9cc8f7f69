import Dispatch

/// Reads an output folder's bookkeeping (`OutputWriter.readPrevious`) on a background thread.
/// A build starts it before loading the tokens: the files are small but thousands of lines
/// long, and the other core is idle while the main thread sets up.
final class OutputStatePrefetch: @unchecked Sendable {
    let writer: OutputWriter
    private let done = DispatchGroup()
    // Written once on the background thread before `done` is left; read only after waiting.
    private var state: OutputWriter.PreviousOutputs?

    /// `queue`: where the read runs (a resident build queues it before its audit on one thread).
    init(_ writer: OutputWriter, on queue: DispatchQueue = .global(qos: .userInitiated)) {
        self.writer = writer
        done.enter()
        queue.async {
            self.state = writer.readPrevious()
            self.done.leave()
        }
    }

    /// The bookkeeping, waiting for the read to finish.
    func wait() -> OutputWriter.PreviousOutputs {
        done.wait()
        return state!
    }
}
