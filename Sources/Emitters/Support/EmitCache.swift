import DesignModel
import Diagnostics
import Parallelism
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a resident build (`kiln watch`, `kiln serve`) keeps between rebuilds so that the
/// emitters redo only the work of the tokens that changed: per platform the view model's
/// entries (reused for a token equal to the previous build's) and the bytes printed for each
/// entry (copied instead of printed again while the entry object is the same).
///
/// When only some entries changed and nothing outside them can differ, a rebuild costs what the
/// change does: the view model is the previous one with those entries made again
/// (`ViewModelBuilder.rebuilt`), and each file the previous one with their pieces printed again
/// in place (`PrintMemo.printFile`, `reusedFiles` for the asset catalog, `JSONTree.Memo.splice`).
///
/// A one-shot build passes no cache and prints everything. Correctness rests on these
/// facts, each checked by `LiveBuildEquivalenceTests`, `LiveBuildEmitCacheTests` and
/// `LiveBuildSpliceTests` against clean builds:
/// - an entry is a function of its token and the platform's conventions and modes (the
///   conventions that read other tokens say so: `PlatformConventions.readsOtherTokens`), so an
///   entry is reused only for an equal `Token` (Hashable over every stored field) under the
///   same modes and axes;
/// - a printed piece is a function of its entry and of the printer's context (options, modes,
///   axes), so pieces are keyed by entry identity and dropped when the context changes; the
///   memo retains its entries, so an identity is never reused by another entry while keyed;
/// - the containers, collisions, palettes and diagnostics are recomputed from the (reused)
///   placements, so they equal a clean build's, except when the changed tokens keep their
///   places, are in no palette and the previous build reported nothing: then they are the
///   previous build's, which a full build would give again;
/// - the text a printer writes outside an entry's pieces reads only what `SkeletonKey` holds of
///   it, so a file splices only entries of equal keys.
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
    public func beginBuild(_ system: DesignSystem, releasing policy: ReleasePolicy) {
        let new = system.tokens
        var map = [Int](repeating: -1, count: new.count)
        var same = 0
        if tokens.count == new.count {
            // The usual edit: the same paths in the same order, compared token by token on this
            // thread: a token kept by the resolver compares by its bits, quickly; handed to the
            // other core, the rebuild would wait for it whenever the machine is loaded.
            map = Array(new.indices)
            same = new.count
            // Compared in place through buffer pointers: subscripting the arrays copied each
            // token (a retain and a release of every field) before comparing it. A token the
            // resolver kept is a copy of the previous one, the same bits (the same strings,
            // arrays and objects): equal without comparing field by field. Other bits (a
            // token resolved again, or padding that differs) are compared by value.
            let width = MemoryLayout<Token>.size
            tokens.withUnsafeBufferPointer { old in
                new.withUnsafeBufferPointer { new in
                    for index in new.indices {
                        if memcmp(old.baseAddress! + index, new.baseAddress! + index, width) == 0 { continue }
                        if old[index] != new[index] {
                            map[index] = -1
                            same -= 1
                        }
                    }
                }
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
        // The previous build's tokens are freed off this thread (after the rebuild, in `kiln watch`).
        let previous = BackgroundRelease(tokens)
        tokens = new
        previous.release(policy)
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

    /// `check(model)`, or none when the last check under `key` found none and `model` is the
    /// model it checked with entries replaced by ones of equal `SkeletonKey` (the same names,
    /// paths, types and value parts, in the same containers): a check of names that reads
    /// nothing else of an entry finds none again.
    func unlessSameNames(_ key: String, model: ViewModel, check: () -> [Diagnostic]) -> [Diagnostic] {
        let memo = store("names." + key) { NamesMemo() }
        if let base = memo.base, base.replacements(in: model) != nil {
            base.record(model)
            return []
        }
        let found = check()
        memo.base = nil
        if found.isEmpty, !model.axes.isMultiAxis {
            let base = SpliceBase()
            base.record(model)
            memo.base = base
        }
        return found
    }

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

    /// How many of `platform`'s view models were the previous one with the changed entries
    /// made again (`ViewModelBuilder.rebuilt`; tests).
    public func viewModelRebuilds(_ platform: String) -> Int {
        (stores.withLock({ $0["viewModel." + platform] }) as? ViewModelMemo)?.rebuilds ?? 0
    }

    /// How many of `printer`'s prints were splices of its previous file (tests, `--timings`).
    public func spliceCount(_ printer: String) -> Int {
        if printer == "json" { return (stores.withLock({ $0["json.objects"] }) as? JSONTree.Memo)?.splices ?? 0 }
        return (stores.withLock({ $0["print." + printer] }) as? PrintMemo)?.splices ?? 0
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

/// The model a names check last found nothing in (`EmitCache.unlessSameNames`).
final class NamesMemo {
    var base: SpliceBase?
}

/// A platform's entries of the previous build, by that build's token index.
final class ViewModelMemo {
    var generation = -1
    var modes: [String] = []
    var axes: ModeAxes?
    var placements: [Placement?] = []
    var entries: [ViewModel.Entry?] = []
    /// The model built last, when `ViewModelBuilder.rebuilt` may start from it (no diagnostics,
    /// one theming axis); per token where its entry sits in it, the tokens whose entries read
    /// other tokens, and the palettes it was built with.
    var model: ViewModel?
    var location: [(container: Int32, index: Int32)] = []
    var dependent: [Int] = []
    var palettes: [CategoricalPalette] = []
    /// Models made by `rebuilt` since this memo was made.
    var rebuilds = 0
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
    /// Prints that were splices of the previous file (`printFile`), since this memo was made.
    private(set) var splices = 0
    /// The file printed last, where each of its entries' pieces sits in it (`printFile`).
    private var base: SpliceBase?
    /// The asset catalog made last (`reusedFiles`).
    private var catalog: CatalogBase?
    /// The spans of the file being printed, while `printFile` records one.
    private var recording: SpliceBase?
    /// Nonzero while pieces go into another text than the file's (CSS indents its wide-gamut
    /// rules from a text of their own): those pieces are not spans of the file.
    private var paused = 0

    func prepare<Context: Equatable>(context: Context) {
        printed = 0
        copied = 0
        if let previous = self.context as? Context, previous == context { return }
        self.context = context
        sections = [:]
        files = [:]
        chunks = [:]
        base = nil
        catalog = nil
    }

    /// Appends the piece of `entry` in `section`: copied when printed before, else printed by
    /// `print` and kept.
    func piece(_ section: Int, _ entry: ViewModel.Entry, into out: inout ByteText, _ print: (inout ByteText) -> Void) {
        let key = ObjectIdentifier(entry)
        let start = out.count
        if let kept = sections[section]?[key] {
            out.append(contentsOf: kept.bytes)
            copied += 1
        } else {
            print(&out)
            sections[section, default: [:]][key] = (entry, out.bytes(start..<out.count))
            printed += 1
        }
        if let recording {
            if paused == 0 {
                recording.spans.append(SpliceBase.PieceRange(entry: key, section: section, start: start, end: out.count))
            } else {
                recording.unrecorded.insert(key)
            }
        }
    }

    /// Runs `body`, whose pieces go into a text other than the file's: they are not recorded
    /// as spans of the file, and their entries are never spliced (`printFile`).
    func unrecorded(_ body: () -> Void) {
        paused += 1
        body()
        paused -= 1
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

/// A printed file and where each entry's pieces sit in it, for `printFile`'s splices.
final class SpliceBase {
    /// Where one piece of an entry (printed in `section`) sits: the file's bytes `start..<end`.
    struct PieceRange {
        var entry: ObjectIdentifier
        var section: Int
        var start: Int
        var end: Int
    }
    var bytes: [UInt8] = []
    /// In file order.
    var spans: [PieceRange] = []
    /// `spans` indexes by entry.
    var spansOf: [ObjectIdentifier: [Int]] = [:]
    /// Entries with pieces printed outside the file's text (`PrintMemo.unrecorded`).
    var unrecorded: Set<ObjectIdentifier> = []
    /// The model the file was printed from (it also keeps the entries alive, so their
    /// identities stay theirs).
    var containers: [ViewModel.Container] = []
    var palettes: [ViewModel.Palette] = []

    /// Per entry of `model` that is not the entry at its place in the recorded model, that
    /// entry (by identity) and the new one; nil when something outside the pieces may differ:
    /// other containers or entry counts, other palettes or palette colors, an entry with
    /// pieces outside the file, a `SkeletonKey` that differs, several theming axes.
    func replacements(in model: ViewModel) -> [ObjectIdentifier: ViewModel.Entry]? {
        guard !model.axes.isMultiAxis, containers.count == model.containers.count, PrintMemo.samePalettes(palettes, model.palettes) else {
            return nil
        }
        var replaced: [ObjectIdentifier: ViewModel.Entry] = [:]
        for (old, new) in zip(containers, model.containers) {
            guard old.identifier == new.identifier, old.kind == new.kind, old.group == new.group, old.entries.count == new.entries.count
            else { return nil }
            for index in new.entries.indices where old.entries[index] !== new.entries[index] {
                let before = old.entries[index]
                let after = new.entries[index]
                guard !unrecorded.contains(ObjectIdentifier(before)), SkeletonKey(before) == SkeletonKey(after) else { return nil }
                replaced[ObjectIdentifier(before)] = after
            }
        }
        return replaced
    }

    /// Makes `model` the one the file now stands for: what the next `replacements` compares with.
    func record(_ model: ViewModel) {
        containers = model.containers
        palettes = model.palettes
    }

    func index() {
        spansOf = [:]
        spansOf.reserveCapacity(spans.count)
        for (index, span) in spans.enumerated() { spansOf[span.entry, default: []].append(index) }
    }
}

/// An asset catalog's files and which entry each one is of, for `PrintMemo.reusedFiles`.
final class CatalogBase {
    let folder: String
    var files: [OutputFile]
    var fileOf: [ObjectIdentifier: Int] = [:]
    let base = SpliceBase()

    init(folder: String, files: [OutputFile]) {
        self.folder = folder
        self.files = files
    }
}

/// What the text a printer writes outside an entry's pieces (`PrintMemo.piece`) reads of that
/// entry: its place and names, and what the file-wide parts derive from its values. Two entries
/// with equal keys leave that text the same, so a splice may swap the one's pieces for the
/// other's. One key for every printer that splices (Swift, Dart, CSS), so it holds the union
/// of what they read:
/// - Swift: the enum of the container, `hasDisplayP3`, `maxShadowLayers`, the palettes;
/// - Dart: the constructor, `copyWith` and `lerp` lines (name, type, kind), a theme extension's
///   kind (its first entry's type), the palettes (member colors' values: compared by identity);
/// - CSS: the order by name, which modes redeclare the token (`CSSPrinter.differs`), the
///   wide-gamut block (`hasWideValue`), the typography utility classes (the value's parts).
/// A printer whose outside text reads more of an entry must add it here before it splices.
struct SkeletonKey: Equatable {
    var identifier: String
    var platformType: String
    var type: TokenType
    var path: TokenPath
    var variesByMode: Bool
    var displayP3: Bool
    var shadowLayers: Int
    var wide: Bool
    /// Per mode: absent (nil literal), and redeclared in CSS's mode rules.
    var absent: [Bool]
    var differs: [Bool]
    var partSuffixes: [String]
    var inPalette: Bool

    init(_ entry: ViewModel.Entry) {
        identifier = entry.identifier
        platformType = entry.platformType
        type = entry.type
        path = entry.path
        variesByMode = entry.variesByMode
        switch entry.type {
        case .color, .shadow, .border, .gradient: displayP3 = entry.token.values.anyValue { $0.keepsDisplayP3 }
        default: displayP3 = false
        }
        var layers = 0
        if entry.type == .shadow {
            for case .shadow(let list)? in entry.token.values.map({ $0?.value }) { layers = max(layers, list.count) }
        }
        shadowLayers = layers
        wide = entry.hasWideValue
        absent = entry.values.map { $0 == nil }
        differs = entry.values.indices.map { $0 > 0 && $0 < entry.token.values.count && CSSPrinter.differs(entry, mode: $0) }
        partSuffixes = entry.defaultValue?.parts.map(\.suffix) ?? []
        inPalette = entry.token.paletteEntry != nil
    }
}

extension PrintMemo {
    /// The bytes of a file `print` makes, or with a memo the previous build's file with the
    /// pieces of the entries that changed printed again in place (`piece(section, entry,
    /// into:)` prints one as the printer does): a one-color edit costs a copy of the file
    /// instead of a walk over every entry. Spliced only when nothing outside the pieces can
    /// differ: the same containers with the same number of entries, every entry the same
    /// object or one with an equal `SkeletonKey` whose pieces were all recorded in the file,
    /// the same palettes with the same color entries, one theming axis (the axis printers read
    /// more); anything else prints in full and records the new file's spans.
    static func printFile(
        _ memo: PrintMemo?, model: ViewModel, piece: (Int, ViewModel.Entry, inout ByteText) -> Void, print: () -> ByteText
    ) -> [UInt8] {
        guard let memo else { return print().finished() }
        if let spliced = memo.splice(model, piece: piece) { return spliced }
        let recording = SpliceBase()
        memo.recording = recording
        let bytes = print().finished()
        memo.recording = nil
        recording.bytes = bytes
        recording.record(model)
        recording.index()
        memo.base = model.axes.isMultiAxis ? nil : recording
        return bytes
    }

    private func splice(_ model: ViewModel, piece: (Int, ViewModel.Entry, inout ByteText) -> Void) -> [UInt8]? {
        guard let base, let replaced = base.replacements(in: model) else { return nil }
        var redo: [Int] = []
        for key in replaced.keys { redo += base.spansOf[key] ?? [] }
        redo.sort()
        // Straight into an array: a `ByteText` zeroes its room before the copy writes it.
        var out: [UInt8] = []
        out.reserveCapacity(base.bytes.count + 4096)
        var cursor = 0
        var shift = 0
        var next = 0
        base.bytes.withUnsafeBufferPointer { old in
            for index in redo {
                let span = base.spans[index]
                // Spans before this one move by what the earlier splices added or removed.
                while next < index {
                    base.spans[next].start += shift
                    base.spans[next].end += shift
                    next += 1
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: old[cursor..<span.start]))
                let start = out.count
                let entry = replaced[span.entry]!
                var text = ByteText()
                piece(span.section, entry, &text)
                out.append(contentsOf: text.finished())
                base.spans[index] = SpliceBase.PieceRange(entry: ObjectIdentifier(entry), section: span.section, start: start, end: out.count)
                shift = out.count - span.end
                cursor = span.end
                next = index + 1
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: old[cursor...]))
        }
        if shift != 0 {
            for index in next..<base.spans.count {
                base.spans[index].start += shift
                base.spans[index].end += shift
            }
        }
        for (key, entry) in replaced {
            if let spans = base.spansOf.removeValue(forKey: key) { base.spansOf[ObjectIdentifier(entry)] = spans }
        }
        base.bytes = out
        base.record(model)
        printed = redo.count
        copied = base.spans.count - redo.count
        splices += 1
        return base.bytes
    }

    /// The asset catalog's files (`AssetCatalog`) of the previous build with the files of the
    /// changed color entries made again by `make`, under the same conditions as a splice
    /// (`printFile`); nil when the catalog must be made in full.
    func reusedFiles(_ model: ViewModel, folder: String, make: (ViewModel.Entry) -> OutputFile) -> [OutputFile]? {
        guard let catalog, catalog.folder == folder, let replaced = catalog.base.replacements(in: model) else { return nil }
        for (key, entry) in replaced {
            guard let index = catalog.fileOf[key] else { continue }
            let file = make(entry)
            // The same path: the name comes from the token path, equal in both keys.
            guard file.path == catalog.files[index].path else {
                self.catalog = nil
                return nil
            }
            catalog.files[index] = file
            catalog.fileOf.removeValue(forKey: key)
            catalog.fileOf[ObjectIdentifier(entry)] = index
        }
        catalog.base.record(model)
        printed = replaced.count
        copied = catalog.files.count - 1 - replaced.count
        splices += 1
        return catalog.files
    }

    /// Keeps the catalog just made for `reusedFiles`: its files are the `Contents.json` and one
    /// per color entry in model order (no collision reported).
    func keepFiles(_ files: [OutputFile], model: ViewModel, folder: String, clean: Bool) {
        catalog = nil
        guard clean, !model.axes.isMultiAxis else { return }
        let kept = CatalogBase(folder: folder, files: files)
        kept.base.record(model)
        var index = 1
        for container in model.containers {
            for entry in container.entries where entry.type == .color {
                kept.fileOf[ObjectIdentifier(entry)] = index
                index += 1
            }
        }
        guard index == files.count else { return }
        catalog = kept
    }

    /// Palettes print their members' names and their colors' values: equal names, and colors
    /// that are the same entries.
    fileprivate static func samePalettes(_ old: [ViewModel.Palette], _ new: [ViewModel.Palette]) -> Bool {
        guard old.count == new.count else { return false }
        for (a, b) in zip(old, new) {
            guard a.path == b.path, a.identifier == b.identifier, a.categoryType == b.categoryType, a.allHaveEmoji == b.allHaveEmoji,
                a.allHaveCategory == b.allHaveCategory, a.members.count == b.members.count, a.categories.count == b.categories.count,
                zip(a.categories, b.categories).allSatisfy({ $0.name == $1.name && $0.identifier == $1.identifier })
            else { return false }
            for (x, y) in zip(a.members, b.members) {
                guard x.color === y.color, x.caseName == y.caseName, x.rawValue == y.rawValue, x.displayName == y.displayName,
                    x.emoji == y.emoji, x.category == y.category, x.categoryCase == y.categoryCase, x.colorContainer == y.colorContainer
                else { return false }
            }
        }
        return true
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
