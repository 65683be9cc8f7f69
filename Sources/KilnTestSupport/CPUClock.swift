#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// CPU time for tests that bound the work something does (against a quadratic blow-up or a file
/// read that should have been refused). Wall time on a shared machine stretches with its load and
/// with the other tests running in the same process; the CPU a piece of work used does not.
public enum CPUClock {
    /// CPU seconds the calling thread spends in `work`: for work that stays on the calling
    /// thread (a parse, a report being printed).
    public static func threadSeconds(_ work: () throws -> Void) rethrows -> Double {
        let start = threadNow()
        try work()
        return threadNow() - start
    }

    private static func threadNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Runs the `kiln` executable built beside the tests with `arguments`, its output discarded,
    /// and returns its exit status and the CPU seconds (user and system, all its threads) it used:
    /// its own figure, from `wait4`, whatever else the test process is doing.
    public static func kiln(_ arguments: [String]) throws -> (status: Int32, seconds: Double) {
        let executable = KilnExecutable.url.path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw CPUClockError.spawn(executable, spawned) }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) == -1 {
            guard errno == EINTR else { throw CPUClockError.wait(errno) }
        }
        let seconds = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        // The exit status of a process that exited; a signal's number plus 128, as shells say it.
        let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
        return (exit, seconds)
    }
}

public enum CPUClockError: Error, CustomStringConvertible {
    case spawn(String, Int32)
    case wait(Int32)

    public var description: String {
        switch self {
        case .spawn(let path, let code): "could not start \(path): \(String(cString: strerror(code)))"
        case .wait(let code): "waiting for kiln failed: \(String(cString: strerror(code)))"
        }
    }
}
