import Diagnostics
import Foundation
import Parallelism

/// The up-to-date check of `kiln build`, as make and Gradle do it: an output whose inputs are
/// byte for byte those of the build that last wrote it, and whose files are all still as that
/// build left them, is not generated again.
///
/// - An output's *fingerprint* digests everything its files depend on: the config file, the
///   resolver and token files as they were read, the output's template, and the Kiln executable
///   itself (version, size and modification time, so a rebuilt Kiln regenerates everything).
/// - The writer records the fingerprint next to the file stamps (`.kiln-stamps`) after writing an
///   output whose emitter reported nothing; an output with diagnostics is always regenerated, so
///   every build prints them.
/// - An output counts as fresh only when the recorded fingerprint matches and every file the
///   manifest gives it has its recorded size and modification time; an edited, deleted or
///   replaced file makes it stale, and it is generated and compared as usual. Nothing is fresh
///   while `.kiln-writing` is there (a build writing, or one killed or cut off by a power loss).
/// - The site depends on specs, findings and the baseline too: it is always generated.
public enum OutputFreshness {
    /// The fingerprint of output `name` for token inputs digested as `inputs`. `context` is
    /// what else its bytes depend on that no input file holds: the project folder's name, when
    /// a package is named after it.
    public static func fingerprint(output name: String, inputs: UInt64, template: String?, context: String = "") -> UInt64 {
        var digest = InputDigest(seed: inputs)
        digest.add(label: "output", text: name)
        digest.add(label: "template", text: template ?? "")
        if !context.isEmpty { digest.add(label: "context", text: context) }
        digest.add(label: "tool", text: toolIdentity)
        return digest.value
    }

    /// The Kiln executable's version, size and modification time.
    static let toolIdentity: String = {
        var identity = "kiln \(KilnVersion.current)"
        if let path = Bundle.main.executableURL?.path {
            var info = stat()
            if stat(path, &info) == 0 { identity += " \(info.st_size) \(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec)" }
        }
        return identity
    }()
}

/// Kiln's version, shown by `kiln --version` and part of every output fingerprint.
public enum KilnVersion {
    public static let current = "0.1.0"
}

/// A 64-bit digest of labelled byte strings, order-sensitive: the same files in the same order
/// give the same value in every process (unlike `Hasher`, which is seeded per process).
public struct InputDigest: Sendable {
    public private(set) var value: UInt64

    public init(seed: UInt64 = 0x6b69_6c6e_2d69_6e70) { value = seed }

    public mutating func add(file: SourceFile) {
        add(label: file.path, text: file.text)
    }

    public mutating func add(label: String, text: String) {
        var label = label
        var text = text
        label.withUTF8 { mix(OutputWriter.hash($0)) }
        text.withUTF8 { mix(OutputWriter.hash($0)) }
    }

    private mutating func mix(_ hash: UInt64) {
        value = (value ^ hash) &* 0x9E37_79B9_7F4A_7C15
        value ^= value >> 31
    }
}

extension OutputWriter {
    /// The outputs among `fingerprints` (output name → fingerprint) that are up to date in the
    /// output folder: recorded with the same fingerprint, every file unchanged since.
    public func freshOutputs(_ fingerprints: [String: UInt64]) -> Set<String> {
        freshOutputs(fingerprints, previous: readPrevious())
    }

    /// `freshOutputs` over bookkeeping already read (which the writer then reuses).
    /// `audit`: the stamped files as the prefetch found them while the tokens loaded (taken after
    /// `previous` was read, like the look this check would take itself), used in place of an
    /// `lstat` each.
    package func freshOutputs(_ fingerprints: [String: UInt64], previous: PreviousOutputs, audit: OutputStatePrefetch.Audit? = nil) -> Set<String> {
        // A write in progress or interrupted (`.kiln-writing`): the writer sorts it out.
        guard !previous.writeInProgress else { return [] }
        let candidates = Set(fingerprints.filter { previous.fingerprints[$0.key] == $0.value }.keys)
        guard !candidates.isEmpty else { return [] }
        var hasFiles: Set<String> = []
        var checks: [(owner: String, path: String, stamp: OutputWriter.Stamp?)] = []
        // Audited: the same answer without a system call per file.
        let audited = audit.flatMap { $0.describes(previous) ? $0.infos : nil }
        var staleOwners: Set<String> = []
        for entry in previous.manifest where candidates.contains(entry.owner) {
            hasFiles.insert(entry.owner)
            let position = previous.stamps.position(of: entry.path)
            if let audited {
                if staleOwners.contains(entry.owner) { continue }
                if position.map({ previous.stamps.values[$0].matches(audited[$0]) }) != true { staleOwners.insert(entry.owner) }
                continue
            }
            checks.append((entry.owner, entry.path, position.map { previous.stamps.values[$0] }))
        }
        if audited != nil { return candidates.subtracting(staleOwners).intersection(hasFiles) }
        // A link in place of the output folder: nothing is fresh, and the writer refuses it.
        guard let directory = try? ConfinedDirectory.open(folder, create: false) else { return [] }
        // Thousands of `fstatat`s (one per color set): split over the cores.
        let chunks = Swift.max(1, Swift.min(ProcessInfo.processInfo.activeProcessorCount, checks.count / 512))
        let stale = Parallel.map(chunks) { chunk in
            var found: Set<String> = []
            for index in stride(from: chunk, to: checks.count, by: chunks) where !found.contains(checks[index].owner) {
                if checks[index].stamp?.matches(directory.info(checks[index].path)) != true { found.insert(checks[index].owner) }
            }
            return found
        }
        let fresh = candidates.subtracting(stale.joined())
        // An output the manifest knows no file of was never written here.
        return fresh.intersection(hasFiles)
    }
}
