import DesignModel
import Parallelism
import Synchronization

/// What a resident build (`kiln watch`, `kiln serve`) keeps between rebuilds so that the
/// emitters redo only the work of the tokens that changed: per platform the view model's
/// entries (reused for a token equal to the previous build's) and the bytes printed for each
/// entry (copied instead of printed again while the entry object is the same).
///
/// A one-shot build passes no cache and prints exactly as before. Correctness rests on three
/// facts, each checked by `LiveBuildEquivalenceTests` against clean builds:
/// - an entry is a function of its token and the platform's conventions and modes (the
///   conventions that read other tokens say so: `PlatformConventions.readsOtherTokens`), so an
///   entry is reused only for an equal `Token` (Hashable over every stored field) under the
///   same modes and axes;
/// - a printed piece is a function of its entry and of the printer's context (options, modes,
///   axes), so pieces are keyed by entry identity and dropped when the context changes; the
///   memo retains its entries, so an identity is never reused by another entry while keyed;
/// - the containers, collisions, palettes and diagnostics are recomputed on every build from
///   the (reused) placements, so they equal a clean build's.
///
/// Not for concurrent use of one platform's store; the emitters run in parallel, each on its own.
public final class EmitCache: @unchecked Sendable {
    /// Bumped by every `beginBuild`; a store indexed by the previous generation's tokens may
    /// reuse by `previousIndex`, any other starts over.
    private(set) var generation = 0
    private var tokens: [Token] = []
    /// Per token of this build: the index of an equal token in the previous build, or -1.
    private(set) var previousIndex: [Int] = []
    private let stores = Mutex<[String: AnyObject]>([:])
    /// Tokens found equal to the previous build's by the last `beginBuild`.
    public private(set) var reusableTokens = 0

    public init() {}

    /// Forgets everything (kiln.yaml changed: options, names and templates may all differ).
    public func reset() {
        tokens = []
        previousIndex = []
        generation += 1
        reusableTokens = 0
        stores.withLock { $0.removeAll() }
    }

    /// Compares this build's tokens with the previous build's, once, before the emitters run.
    public func beginBuild(_ system: DesignSystem) {
        let new = system.tokens
        var map = [Int](repeating: -1, count: new.count)
        var same = 0
        if tokens.count == new.count {
            // The usual edit: the same paths in the same order. Compared in slices side by side
            // (10,000 deep comparisons); each slice returns the tokens that differ.
            let old = tokens
            let slices = new.count < 2048 ? 1 : 4
            let size = (new.count + slices - 1) / slices
            let differing = Parallel.map(slices) { slice -> [Int] in
                var found: [Int] = []
                for index in min(slice * size, new.count)..<min((slice + 1) * size, new.count) where old[index] != new[index] {
                    found.append(index)
                }
                return found
            }
            map = Array(new.indices)
            same = new.count
            for found in differing {
                for index in found { map[index] = -1 }
                same -= found.count
            }
        } else if !tokens.isEmpty {
            var old: [TokenPath: Int] = [:]
            old.reserveCapacity(tokens.count)
            for (index, token) in tokens.enumerated() { old[token.path] = index }
            for index in new.indices {
                if let previous = old[new[index].path], tokens[previous] == new[index] {
                    map[index] = previous
                    same += 1
                }
            }
        }
        tokens = new
        previousIndex = map
        reusableTokens = same
        generation += 1
    }

    /// The store an emitter keeps under `key` (made on first use).
    func store<Store: AnyObject>(_ key: String, make: () -> Store) -> Store {
        stores.withLock { stores in
            if let existing = stores[key] as? Store { return existing }
            let store = make()
            stores[key] = store
            return store
        }
    }

    /// The view model store of `platform`.
    func viewModels(_ platform: String) -> ViewModelMemo { store("viewModel." + platform) { ViewModelMemo() } }

    /// The printed pieces of `printer` (`swift`, `dart`, …), emptied when `context` differs
    /// from the previous build's (the options, modes or axes the pieces were printed under).
    func pieces<Options: Equatable>(_ printer: String, options: Options, model: ViewModel) -> PrintMemo {
        let memo = store("print." + printer) { PrintMemo() }
        memo.prepare(context: PrintContext(options: options, modes: model.modes, light: model.lightModeIndex, dark: model.darkModeIndex, axes: model.axes))
        return memo
    }

    /// Pieces printed and copied by `printer`'s last print (tests, `--timings`).
    public func pieceCounts(_ printer: String) -> (printed: Int, copied: Int)? {
        guard let memo = stores.withLock({ $0["print." + printer] }) as? PrintMemo else { return nil }
        return (memo.printed, memo.copied)
    }
}

/// What printed pieces depend on besides their entry.
struct PrintContext<Options: Equatable>: Equatable {
    var options: Options
    var modes: [ViewModel.ModeEntry]
    var light: Int
    var dark: Int
    var axes: ModeAxes
}

/// A platform's entries of the previous build, by that build's token index.
final class ViewModelMemo {
    var generation = -1
    var modes: [String] = []
    var axes: ModeAxes?
    var placements: [Placement?] = []
    var entries: [ViewModel.Entry?] = []
}

/// Printed pieces by section and entry identity.
final class PrintMemo {
    private var context: Any?
    private var sections: [Int: [ObjectIdentifier: (entry: ViewModel.Entry, bytes: [UInt8])]] = [:]
    /// Asset catalog files (name and file) by entry identity.
    private var files: [ObjectIdentifier: (entry: ViewModel.Entry, name: String, file: OutputFile)] = [:]
    /// Lines printed for whole lists of entries, by section and container.
    private var chunks: [String: (entries: [ViewModel.Entry], bytes: [UInt8])] = [:]
    /// Pieces printed and copied by the last print (for tests and `--timings`).
    private(set) var printed = 0
    private(set) var copied = 0

    func prepare<Context: Equatable>(context: Context) {
        printed = 0
        copied = 0
        if let previous = self.context as? Context, previous == context { return }
        self.context = context
        sections = [:]
        files = [:]
        chunks = [:]
    }

    /// Appends the piece of `entry` in `section`: copied when printed before, else printed by
    /// `print` and kept.
    func piece(_ section: Int, _ entry: ViewModel.Entry, into out: inout ByteText, _ print: (inout ByteText) -> Void) {
        let key = ObjectIdentifier(entry)
        if let kept = sections[section]?[key] {
            out.append(contentsOf: kept.bytes)
            copied += 1
            return
        }
        let start = out.count
        print(&out)
        sections[section, default: [:]][key] = (entry, out.bytes(start..<out.count))
        printed += 1
    }

    /// Appends the lines `print` makes for a whole list of `entries` (a Dart class's
    /// constructor parameters, say), copied when the previous build printed them for entries
    /// that are the same objects or `alike` (what the lines show of them is equal).
    func chunk(
        _ key: String, _ entries: [ViewModel.Entry], alike: (ViewModel.Entry, ViewModel.Entry) -> Bool, into out: inout ByteText,
        _ print: (inout ByteText) -> Void
    ) {
        if let kept = chunks[key], kept.entries.count == entries.count,
            entries.indices.allSatisfy({ kept.entries[$0] === entries[$0] || alike(kept.entries[$0], entries[$0]) })
        {
            out.append(contentsOf: kept.bytes)
            copied += 1
            chunks[key] = (entries, kept.bytes)
            return
        }
        let start = out.count
        print(&out)
        chunks[key] = (entries, out.bytes(start..<out.count))
        printed += 1
    }

    func file(_ entry: ViewModel.Entry, _ make: () -> (name: String, file: OutputFile)) -> (name: String, file: OutputFile) {
        let key = ObjectIdentifier(entry)
        if let kept = files[key] {
            copied += 1
            return (kept.name, kept.file)
        }
        let made = make()
        files[key] = (entry, made.name, made.file)
        printed += 1
        return made
    }

    /// Drops the pieces of entries that are no longer in `model` once they outnumber the live
    /// ones (each edit leaves the replaced entries' pieces behind).
    func prune(keeping model: ViewModel) {
        let live = model.containers.reduce(0) { $0 + $1.entries.count }
        let stale = sections.values.contains { $0.count > 2 * live + 64 } || files.count > 2 * live + 64
        guard stale else { return }
        var keep: Set<ObjectIdentifier> = []
        keep.reserveCapacity(live)
        for container in model.containers { for entry in container.entries { keep.insert(ObjectIdentifier(entry)) } }
        for key in sections.keys { sections[key] = sections[key]!.filter { keep.contains($0.key) } }
        files = files.filter { keep.contains($0.key) }
    }
}

extension ByteText {
    /// `print` run into this text, or with a memo the lines for `entries` copied when kept
    /// (`PrintMemo.chunk`). Without a memo this is the plain call.
    @inline(__always)
    mutating func chunk(
        _ memo: PrintMemo?, _ key: String, _ entries: [ViewModel.Entry], alike: (ViewModel.Entry, ViewModel.Entry) -> Bool,
        _ print: (inout ByteText) -> Void
    ) {
        if let memo {
            memo.chunk(key, entries, alike: alike, into: &self, print)
        } else {
            print(&self)
        }
    }

    /// `print` run into this text, or with a memo its piece for `entry` copied when kept. Without
    /// a memo (one-shot builds) this is the plain call.
    @inline(__always)
    mutating func piece(_ memo: PrintMemo?, _ section: Int, _ entry: ViewModel.Entry, _ print: (inout ByteText) -> Void) {
        if let memo {
            memo.piece(section, entry, into: &self, print)
        } else {
            print(&self)
        }
    }
}
