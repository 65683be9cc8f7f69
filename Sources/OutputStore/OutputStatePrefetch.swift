import Dispatch
import Foundation

/// Reads an output folder's bookkeeping (`OutputWriter.readPrevious`) on a background thread.
/// A build starts it before loading the tokens: the files are small but thousands of lines
/// long, and the other core is idle while the main thread sets up.
///
/// With `auditingFor` (a one-shot `kiln build`'s outputs), the same thread then looks at every file the
/// stamps list (`Audit`: one `lstat` each, thousands of them), so that the streamed write
/// (`OutputWriter.StreamingWrite.add`) finds each file's size and time without a system call on the
/// emitters' threads, where the Swift output's color sets made them part of the longest path.
package final class OutputStatePrefetch: @unchecked Sendable {
    package let writer: OutputWriter
    private let done = DispatchGroup()
    // Written once on the background thread before `done` is left; read only after waiting.
    private var state: OutputWriter.PreviousOutputs?
    private var audited: Audit?

    /// `queue`: where the read runs (a resident build queues it before its audit on one thread).
    /// `known`: the bookkeeping when already known for the folder (a resident session's, see
    /// `OutputWriter.Session.bookkeeping(for:)`), asked on `queue`; nil reads the files.
    package init(
        _ writer: OutputWriter, auditingFor outputs: [String]? = nil, on queue: DispatchQueue = .global(qos: .userInitiated),
        known: (@Sendable (URL) -> OutputWriter.PreviousOutputs?)? = nil
    ) {
        self.writer = writer
        done.enter()
        queue.async {
            let state = known?(writer.folder) ?? writer.readPrevious()
            self.state = state
            if let outputs { self.audited = Audit(writer, previous: state, outputs: Set(outputs)) }
            self.done.leave()
        }
    }

    /// The bookkeeping, waiting for the read to finish.
    package func wait() -> OutputWriter.PreviousOutputs {
        done.wait()
        return state!
    }

    /// The audit of the stamped files, waiting for it to finish; nil without `auditingFor`, or
    /// when there was nothing to audit (no output folder, no stamps, a write in progress, an
    /// output in the manifest that this build does not write).
    package func audit() -> Audit? {
        done.wait()
        return audited
    }

    /// What every stamped file looked like (`lstat`) a moment before the build needed it.
    ///
    /// Taken without the output folder's lock, so it is trusted only under the lock, and only
    /// when nothing Kiln does to a folder can have happened since it began (`isTrusted`): the
    /// output folder itself has the same inode, modification and change time as before the first
    /// `lstat`, and the bookkeeping files are still those `previous` read. Every Kiln write (a
    /// build's, a `kiln watch` session's, one that failed half-way or was killed) creates
    /// `.kiln-writing` in the output folder before it changes any file and removes it after, and
    /// either changes the folder's times or leaves the marker behind (which the stream refuses).
    /// An edit by hand made before the build started is seen as before: the audit looks after it.
    package struct Audit: @unchecked Sendable {
        /// The output folder as the audit began (`ConfinedDirectory.folderIdentity`).
        let folder: ConfinedDirectory.FolderIdentity
        /// The bookkeeping identity the audited stamps were read with.
        let bookkeeping: [OutputWriter.FileIdentity?]
        /// Per stamp position of `previous.stamps`: the file's size, time and kind, nil when missing.
        let infos: [ConfinedDirectory.FileInfo?]

        /// `outputs`: the build's; nil when the manifest lists another (its files need no look).
        init?(_ writer: OutputWriter, previous: OutputWriter.PreviousOutputs, outputs: Set<String>? = nil) {
            guard !previous.writeInProgress, previous.stamps.count > 0,
                outputs.map({ outputs in previous.manifest.allSatisfy { outputs.contains($0.owner) } }) ?? true,
                let root = try? ConfinedDirectory.open(writer.folder, create: false),
                let folder = root.folderIdentity(),
                // File systems may take a change's time from a clock that ticks every few
                // milliseconds: a write in the same tick as the folder's last change could leave
                // its times as they were. Audited only once the clock has moved past them.
                Self.isPast(folder.modified), Self.isPast(folder.changed),
                // A write began since the bookkeeping was read: the stream will not apply.
                root.info(OutputWriter.writingMarkerName) == nil
            else { return nil }
            self.folder = folder
            bookkeeping = previous.identity
            let stamps = previous.stamps
            infos = root.infos(in: stamps.data, at: stamps.paths)
        }

        /// Whether the clock that stamps a change now is past `time`.
        static func isPast(_ time: OutputWriter.Modified) -> Bool {
            var now = timespec()
            #if os(Linux)
            // The clock Linux stamps changes with (a change never gets an earlier time).
            guard clock_gettime(CLOCK_REALTIME_COARSE, &now) == 0 else { return false }
            #else
            guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return false }
            #endif
            return (Int(now.tv_sec), Int(now.tv_nsec)) > (time.seconds, time.nanoseconds)
        }

        /// Whether the audit was taken over `previous`: its `infos` are then per position of
        /// `previous.stamps`.
        func describes(_ previous: OutputWriter.PreviousOutputs) -> Bool {
            previous.identity == bookkeeping && infos.count == previous.stamps.count
        }

        /// Whether the audit still describes the files: checked by the stream under the lock,
        /// before it marks the folder as being written.
        func isTrusted(in root: ConfinedDirectory, previous: OutputWriter.PreviousOutputs, bookkeeping now: [OutputWriter.FileIdentity?]) -> Bool {
            describes(previous) && now == bookkeeping && root.folderIdentity() == folder
        }
    }
}
