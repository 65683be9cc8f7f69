import Foundation

/// A one-line status on standard error (`kiln: checking 10,000 tokens… 1.4 s`) for commands
/// that take longer than `delay`: nothing appears for a quick build, and the line is cleared
/// (carriage return, erase line) when the command ends, so the terminal keeps only real output.
///
/// A background thread redraws the line every `interval` once `delay` has passed; every write
/// and the final clear happen under one lock, so the line is never drawn after `finish()`.
public final class ProgressLine: @unchecked Sendable {
    private let lock = NSLock()
    private let write: @Sendable (String) -> Void
    private let delay: Double
    private let interval: Double
    private let start = Date()
    private var stageName = ""
    private var finished = false
    private var shown = false

    /// Erases the current terminal line and returns the cursor to its start.
    public static let clear = "\r\u{1B}[2K"

    /// `enabled` false (not a terminal, `--quiet`): the object does nothing at all.
    public init(
        enabled: Bool, delay: Double = 1.0, interval: Double = 0.1,
        write: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }
    ) {
        self.write = write
        self.delay = delay
        self.interval = interval
        guard enabled else {
            finished = true
            return
        }
        let thread = Thread { [self] in run() }
        thread.stackSize = 1 << 16
        thread.start()
    }

    /// What the command is doing now (`loading tokens and specs`, `checking`, `writing outputs`).
    public func stage(_ name: String) {
        lock.lock()
        stageName = name
        lock.unlock()
    }

    /// Stops the line and clears it if it was drawn. Call once, before printing results.
    public func finish() {
        lock.lock()
        defer { lock.unlock() }
        guard !finished else { return }
        finished = true
        if shown { write(Self.clear) }
    }

    /// True once the line has been drawn (for tests).
    public var wasShown: Bool {
        lock.lock()
        defer { lock.unlock() }
        return shown
    }

    private func run() {
        while true {
            Thread.sleep(forTimeInterval: interval)
            lock.lock()
            if finished {
                lock.unlock()
                return
            }
            let elapsed = Date().timeIntervalSince(start)
            if elapsed >= delay {
                shown = true
                write(Self.clear + "kiln: \(stageName)… " + String(format: "%.1f s", elapsed))
            }
            lock.unlock()
        }
    }
}
