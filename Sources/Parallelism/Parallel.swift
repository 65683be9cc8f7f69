import Dispatch

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
/// small allocations; freeing them on the main thread held up the checks that follow by ~10 ms
/// on 10k tokens, while the other core sat idle. Give it the only remaining references (set
/// your own variables to empty after boxing), then call `release()`.
public final class BackgroundRelease<Contents>: @unchecked Sendable {
    private var contents: Contents?

    public init(_ contents: Contents) {
        self.contents = contents
    }

    /// `returningMemory`: once freed, hand the allocator's free pages back to the system
    /// (`malloc_trim`, Linux). For a large structure freed before a stage that allocates less
    /// than it in other arenas: without it, its pages stay resident until the process ends and
    /// add to that stage's peak.
    public func release(returningMemory: Bool = false) {
        if ReleasePolicy.processExitsSoon {
            // Never freed: the process ends before freeing would pay off (`ReleasePolicy`).
            _ = Unmanaged.passRetained(self)
            return
        }
        DispatchQueue.global(qos: .utility).async {
            self.contents = nil
            if returningMemory { Allocator.returnFreePages() }
        }
    }
}

/// The C allocator, for what Swift's runtime does not expose.
public enum Allocator {
    /// Returns the free pages of every malloc arena to the system (glibc's `malloc_trim(0)`);
    /// nothing elsewhere. Costs a walk of the free lists, about a millisecond after a 10k load.
    public static func returnFreePages() {
        #if os(Linux)
        if ownsHeap { _ = kiln_malloc_trim(0) }
        #endif
    }

    #if os(Linux)
    /// Whether glibc's allocator is the one in use. Under AddressSanitizer (the fuzz and ASan
    /// test builds) `malloc` is the sanitizer's, glibc's arenas may never have been set up, and
    /// `malloc_trim` crashed reading one (a fuzz run, 26 Nov). The sanitizer's runtime exports
    /// `__asan_init`; its presence is looked up once.
    static let ownsHeap: Bool = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") == nil
    #endif
}

#if os(Linux)
/// glibc's `int malloc_trim(size_t pad)`, declared in <malloc.h>, which the Glibc module does
/// not import.
@_silgen_name("malloc_trim")
private func kiln_malloc_trim(_ pad: Int) -> Int32
#endif

/// Whether `BackgroundRelease` frees at all. A one-shot `kiln check` exits right after its
/// checks: freeing the parse trees (~60 M instructions on 10k tokens) there only competed with
/// the checks and the exit for the second core. Set once at the start of a command that exits
/// after one run and frees nothing it needs the memory back for; resident processes (`watch`,
/// `serve`) and tests leave it false. `kiln build` leaves it false too: the emitters reuse the
/// parse trees' memory (freeing them kept its peak ~18 MB lower).
public enum ReleasePolicy {
    nonisolated(unsafe) public static var processExitsSoon = false
}
