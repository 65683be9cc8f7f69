import Dispatch
import Synchronization

#if os(Linux)
import Glibc
#endif

/// Runs independent work on every core: parsing separate files, resolving separate modes.
/// Results come back in input order, so output stays deterministic.
public enum Parallel {
    public static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
        guard count > 1 else { return (0..<count).map(body) }
        let slots = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        slots.initialize(repeating: nil)
        defer {
            _ = slots.deinitialize()
            slots.deallocate()
        }
        withoutActuallyEscaping(body) { body in
            // Each iteration writes only its own slot.
            nonisolated(unsafe) let body = body
            nonisolated(unsafe) let slots = slots
            DispatchQueue.concurrentPerform(iterations: count) { index in
                slots[index] = body(index)
            }
        }
        return slots.map { $0! }
    }
}

/// Frees what it holds on a background thread. A parsed token set is hundreds of thousands of
/// small allocations; freeing them on the main thread holds up the checks that follow while the
/// other core sits idle. Give it the only remaining references (set your own variables to empty
/// after boxing), then call `release()`.
public final class BackgroundRelease<Contents>: @unchecked Sendable {
    private var contents: Contents?

    public init(_ contents: Contents) {
        self.contents = contents
    }

    /// `policy`: whether to free, keep or defer (`ReleasePolicy`). `returningMemory`: once
    /// freed, hand the allocator's free pages back to the system (`malloc_trim`, Linux). For a
    /// large structure freed before a stage that allocates less than it in other arenas: without
    /// it, its pages stay resident until the process ends and add to that stage's peak.
    /// `setTokens`: how many tokens the set these contents belong to has, for
    /// `ReleasePolicy.keepsUntilExit(tokens:)` (a large set's are kept in a build that exits
    /// after it; 0 when the size does not matter).
    public func release(_ policy: ReleasePolicy, returningMemory: Bool = false, setTokens: Int = 0) {
        if policy.keepsUntilExit(tokens: setTokens) {
            keepUntilExit()
            return
        }
        if let deferred = policy.deferringTo {
            // Freed once the rebuild has been reported (`DeferredReleases.releaseAll()`).
            deferred.hold(self, returningMemory: returningMemory)
            return
        }
        free(returningMemory: returningMemory)
    }

    /// Never freed: the process ends before freeing would pay off (`ReleasePolicy`).
    public func keepUntilExit() {
        _ = Unmanaged.passRetained(self)
    }

    fileprivate func free(returningMemory: Bool) {
        DispatchQueue.global(qos: .utility).async {
            self.contents = nil
            if returningMemory { Allocator.returnFreePages() }
        }
    }
}

/// The C allocator, for what Swift's runtime does not expose.
///
/// On Linux the release `kiln` binary links mimalloc, whose `malloc` then serves the whole
/// process (Swift's runtime, Foundation, libyaml, libxml2); other builds (debug, tests, the
/// sanitizer and fuzz builds, a package linking Kiln's modules) use glibc's. Each function here does
/// the right thing for whichever is in use.
public enum Allocator {
    /// Returns the free pages of every malloc arena to the system (glibc's `malloc_trim(0)`,
    /// mimalloc's `mi_collect(true)` for the calling thread's heap); nothing elsewhere. Costs a
    /// walk of the free lists.
    public static func returnFreePages() {
        #if os(Linux)
        if let mimalloc = Mimalloc.linked {
            mimalloc.collect(true)
        } else if ownsHeap {
            _ = kiln_malloc_trim(0)
        }
        #endif
    }

    /// Whether mimalloc serves this process's allocations.
    public static var isMimalloc: Bool {
        #if os(Linux)
        Mimalloc.linked != nil
        #else
        false
        #endif
    }

    /// mimalloc hands a page nobody uses back to the system (`madvise`) this many
    /// milliseconds after it fell empty; nothing without mimalloc. See `AllocatorTuning`.
    public static func setPurgeDelay(milliseconds: Int) {
        #if os(Linux)
        guard let mimalloc = Mimalloc.linked else { return }
        mimalloc.set(Mimalloc.purgeDelay, milliseconds)
        // By default each further free in a segment whose purge is pending postpones it: while
        // a large structure is freed (the parse trees) its pages are not handed back, and the
        // build's peak now and then goes over its budget.
        mimalloc.set(mimalloc.purgeExtendDelay, 0)
        #endif
    }

    /// The purge delay of `kiln watch` and `kiln serve`: what a rebuild frees stays for the
    /// next one for a minute of quiet.
    public static let residentPurgeDelay = 60_000

    /// From now on, the memory mimalloc takes from the system comes in transparent huge pages
    /// (`madvise(MADV_HUGEPAGE)`) where the system allows them; nothing without mimalloc. For a
    /// large token set: a page fault then brings in many pages at once, and the build takes
    /// less time the more the machine is loaded. A smaller set would pay for them in peak
    /// memory, over its budget (docs/performance.md).
    public static func preferHugePages() {
        #if os(Linux)
        Mimalloc.linked?.set(Mimalloc.largeOSPages, 1)
        #endif
    }

    /// Token sources of at least this many bytes get `preferHugePages`: between the benchmark's
    /// 10k and 50k sets, about 30,000 of their tokens.
    public static let hugePageSourceBytes = 8_000_000

    #if os(Linux)
    /// Whether glibc's allocator is the one in use. Under AddressSanitizer (the fuzz and ASan
    /// test builds) `malloc` is the sanitizer's, glibc's arenas may never have been set up, and
    /// `malloc_trim` crashes reading one (a fuzz run found it). The sanitizer's runtime exports
    /// `__asan_init`; its presence is looked up once.
    static let ownsHeap: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil
    #endif
}

#if os(Linux)
/// mimalloc's entry points, looked up at run time: only the release binary links the library,
/// and without its header the package builds where it is not installed.
struct Mimalloc: @unchecked Sendable {
    typealias SetOption = @convention(c) (Int32, Int) -> Void
    typealias Collect = @convention(c) (Bool) -> Void
    let set: SetOption
    let collect: Collect

    // `mi_option_t` values: `mi_option_large_os_pages` (6) in every 2.x;
    // `mi_option_decommit_delay`, later `mi_option_purge_delay` (15), from 2.0.4.
    static let largeOSPages: Int32 = 6
    static let purgeDelay: Int32 = 15
    /// `mi_option_decommit_extend_delay`, later `mi_option_purge_extend_delay`: 23 in 2.0.4-2.0.5,
    /// 24 in 2.0.6-2.1.1, 25 from 2.1.2 (options were added before it).
    let purgeExtendDelay: Int32

    /// The extend-delay option of a `mi_version()` whose option numbers were read from its
    /// header (2.0.4 to 2.4.1; 2.3 changed the version's format to 20300); nil otherwise,
    /// and then no option is set.
    static func purgeExtendDelayOption(version: Int32) -> Int32? {
        switch version {
        case 204...205: 23
        case 206...211: 24
        case 212...299, 20_300..<20_500: 25
        default: nil
        }
    }

    /// Nil unless a mimalloc whose option numbers are known is linked and `malloc` is its (not
    /// a sanitizer's).
    static let linked: Mimalloc? = {
        let process = UnsafeMutableRawPointer(bitPattern: 0)
        guard Allocator.ownsHeap, let version = dlsym(process, "mi_version"), let set = dlsym(process, "mi_option_set"),
            let collect = dlsym(process, "mi_collect")
        else { return nil }
        typealias Version = @convention(c) () -> Int32
        guard let extend = purgeExtendDelayOption(version: unsafeBitCast(version, to: Version.self)()) else { return nil }
        return Mimalloc(
            set: unsafeBitCast(set, to: SetOption.self), collect: unsafeBitCast(collect, to: Collect.self), purgeExtendDelay: extend)
    }()
}

/// glibc's `int malloc_trim(size_t pad)`, declared in <malloc.h>, which the Glibc module does
/// not import.
@_silgen_name("malloc_trim")
private func kiln_malloc_trim(_ pad: Int) -> Int32
#endif

/// What `BackgroundRelease` does with what a build lets go of: free it on a background thread
/// (the default), keep it until the process exits, or hold it until the caller frees it. Decided
/// by the command before any work starts and handed down with the pipeline's options, never
/// changed behind the work's back: a stage reads the policy it was given.
///
/// A one-shot `kiln check` exits right after its checks: freeing the parse trees there only
/// competes with the checks and the exit for the second core (`keepsEverything`). Resident
/// processes (`watch`, `serve`) defer (`deferringTo`); tests free. `kiln build` frees while it
/// loads: the emitters reuse the parse trees' memory, which keeps its peak lower.
public struct ReleasePolicy: Sendable {
    /// Nothing is freed: the process exits before the memory could be used again.
    public let keepsEverything: Bool

    /// A command that exits after one build (`kiln build` without the site, whose pages need the
    /// memory that keeping would hold). For a set of `keptSetTokens` tokens, that build then keeps
    /// what it is done with (the parse trees, the sorted raw tokens, each emitter's view model)
    /// until the exit as well, where a smaller build frees it for the next stage to reuse. At
    /// that size freeing is a cache miss per release, on the core the checks and emitters need,
    /// and keeping is faster for a higher peak. Below the range the budget is the peak (the
    /// emitters reuse the parse trees' memory) and freeing costs little; above it, the memory
    /// kept matters more than the time (docs/performance.md).
    public let exitsAfterOneBuild: Bool

    /// Where `BackgroundRelease` leaves what it would free, for its owner to free once the
    /// rebuild has been reported (`DeferredReleases.releaseAll()`). A resident process (`kiln
    /// watch`, `kiln serve`) sets it: what a rebuild lets go (the previous resolve, the previous
    /// build's tokens, the generated bytes) is then freed after the rebuild was reported, not on
    /// the other core while the rebuild still needs both — freeing the previous build's tokens
    /// also touched the reference counts the new tokens share with them, from two cores at once.
    public let deferringTo: DeferredReleases?

    public init(keepsEverything: Bool = false, exitsAfterOneBuild: Bool = false, deferringTo: DeferredReleases? = nil) {
        self.keepsEverything = keepsEverything
        self.exitsAfterOneBuild = exitsAfterOneBuild
        self.deferringTo = deferringTo
    }

    /// Frees on a background thread: tests, and whatever runs without being told otherwise.
    public static let freesInBackground = ReleasePolicy()

    /// The set sizes for which `exitsAfterOneBuild` keeps what a build lets go of.
    public static let keptSetTokens = 25_000..<100_000

    /// Whether what a build of `tokens` tokens lets go of is kept until the process exits.
    public func keepsUntilExit(tokens: Int) -> Bool {
        keepsEverything || (exitsAfterOneBuild && Self.keptSetTokens.contains(tokens))
    }

    /// Whether a build of `tokens` tokens with `emitters` emitters keeps each emitter's view
    /// model until the process exits (`exitsAfterOneBuild`): only while all of them together
    /// hold at most `keptViewModelEntries` entries (four outputs of 62,500 tokens), so that what
    /// is kept stays bounded; past that they are freed.
    public func keepsViewModels(tokens: Int, emitters: Int) -> Bool {
        exitsAfterOneBuild && Self.keptSetTokens.contains(tokens) && tokens * emitters <= Self.keptViewModelEntries
    }

    public static let keptViewModelEntries = 250_000
}

/// What `BackgroundRelease` held back under a deferring `ReleasePolicy`, owned by the resident
/// process that frees it between rebuilds.
public final class DeferredReleases: Sendable {
    private let held = Mutex<[(any DeferredRelease, Bool)]>([])

    public init() {}

    fileprivate func hold(_ box: any DeferredRelease, returningMemory: Bool) {
        held.withLock { $0.append((box, returningMemory)) }
    }

    /// Frees (on a background thread) what was held back since the last call.
    public func releaseAll() {
        let taken = held.withLock { held in
            defer { held = [] }
            return held
        }
        for (box, returningMemory) in taken { box.free(returningMemory: returningMemory) }
    }
}

/// A `BackgroundRelease` of any contents, as `DeferredReleases` holds them.
fileprivate protocol DeferredRelease: Sendable {
    func free(returningMemory: Bool)
}

extension BackgroundRelease: DeferredRelease {}
