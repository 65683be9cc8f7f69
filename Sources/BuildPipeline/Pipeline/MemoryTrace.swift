import Foundation

/// `KILN_MEMORY_TRACE=1`: after each stage, the process's resident memory now and at its peak
/// (`VmRSS`/`VmHWM` of /proc/self/status, Linux only) and its page faults so far (`getrusage`)
/// on standard error, for finding what holds a build's peak memory and which stage touches
/// fresh pages (a fault costs about a microsecond of kernel time). Off by default: the
/// environment is read once per process.
enum MemoryTrace {
    static let enabled = ProcessInfo.processInfo.environment["KILN_MEMORY_TRACE"] != nil

    static func stageEnded(_ stage: String) {
        guard enabled else { return }
        FileHandle.standardError.write(Data("memory: \(stage) \(snapshot())\n".utf8))
    }

    /// "rss 12.3 MiB, peak 45.6 MiB", or "unavailable" where /proc is not.
    static func snapshot() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return "unavailable" }
        var fields: [String: Double] = [:]
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") || line.hasPrefix("VmHWM:") || line.hasPrefix("RssFile:") || line.hasPrefix("RssAnon:") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            if parts.count >= 2, let kilobytes = Double(parts[1]) { fields[String(parts[0].dropLast())] = kilobytes / 1024 }
        }
        func mib(_ key: String) -> String { fields[key].map { String(format: "%.1f", $0) } ?? "?" }
        var usage = rusage()
        #if os(Linux)
        let who = Int32(RUSAGE_SELF.rawValue)
        #else
        let who = RUSAGE_SELF
        #endif
        let faults = getrusage(who, &usage) == 0 ? String(usage.ru_minflt) : "?"
        return "rss \(mib("VmRSS")) MiB (anon \(mib("RssAnon")), file \(mib("RssFile"))), peak \(mib("VmHWM")) MiB, faults \(faults)"
    }
}
