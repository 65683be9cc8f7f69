import Dispatch
import Foundation

/// Reads an output folder's bookkeeping (`OutputWriter.readPrevious`) on a background thread.
/// A build starts it before loading the tokens: the files are small but thousands of lines
/// long, and the other core is idle while the main thread sets up.
final class OutputStatePrefetch: @unchecked Sendable {
    let writer: OutputWriter
    private let done = DispatchGroup()
    // Written once on the background thread before `done` is left; read only after waiting.
    private var state: OutputWriter.PreviousOutputs?

    /// `queue`: where the read runs (a resident build queues it before its audit on one thread).
    /// `known`: the bookkeeping when already known for the folder (a resident session's, see
    /// `OutputWriter.Session.bookkeeping(for:)`), asked on `queue`; nil reads the files.
    init(_ writer: OutputWriter, on queue: DispatchQueue = .global(qos: .userInitiated), known: (@Sendable (URL) -> OutputWriter.PreviousOutputs?)? = nil) {
        self.writer = writer
        done.enter()
        queue.async {
            self.state = known?(writer.folder) ?? writer.readPrevious()
            self.done.leave()
        }
    }

    /// The bookkeeping, waiting for the read to finish.
    func wait() -> OutputWriter.PreviousOutputs {
        done.wait()
        return state!
    }
}
