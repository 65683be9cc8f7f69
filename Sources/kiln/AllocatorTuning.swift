import Parallelism
#if os(Linux)
import Glibc
#endif

/// The allocator set up for a short batch process that allocates a few hundred MiB on several
/// threads and then exits (the measurements are in docs/performance.md).
///
/// mimalloc, which the release binary links on Linux: its per-thread heaps need no locks, and
/// it spends less time than glibc's `malloc`, `free` and their bin upkeep. The price is memory,
/// set by when it hands an empty page back. By default that waits, and every later free in the
/// segment postpones it, so the parse trees' pages stay resident while the emitters take new
/// ones (each size class keeps its own pages) and a regenerating build goes over its peak
/// budget. Here an empty page goes back almost at once and is never postponed
/// (`Allocator.setPurgeDelay`): more page faults, which the faster allocator pays for. Large
/// token sets add huge pages (`Allocator.preferHugePages`); `kiln watch` keeps freed pages a
/// minute (`LiveSession`).
///
/// glibc's allocator (the other builds, or `KILN_NO_MIMALLOC=1`): by default each thread's heap
/// grows in small steps (an `mprotect` each), big buffers are `mmap`ed and unmapped one by one,
/// and freed memory is handed back to the system just before being needed again. Growing in
/// large steps (address space: pages are still touched only when used) and keeping what was
/// freed is faster for a little more peak memory. The largest buffers (a very large build's
/// outputs) are still mapped on their own and returned when freed, since kept in the heap they
/// raise that build's peak. One arena for every thread is left out: memory one emitter thread
/// frees would be reused by the other, but every malloc and free that misses the thread cache
/// would take one lock, and the threads contend for it.
enum AllocatorTuning {
    static func apply() {
        #if os(Linux)
        if Allocator.isMimalloc {
            Allocator.setPurgeDelay(milliseconds: 1)
            return
        }
        // `mallopt` is not in Swift's Glibc module, and a C module for malloc.h clashes with
        // Foundation's ICU headers through libxml2's: look it up instead.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // The parameter numbers of <malloc.h>.
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        _ = mallopt(topPad, 64 << 20)
        _ = mallopt(trimThreshold, 256 << 20)
        _ = mallopt(mmapThreshold, 32 << 20)
        #endif
    }
}
