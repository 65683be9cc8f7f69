import Parallelism
#if os(Linux)
import Glibc
#endif

/// glibc's allocator, set up for a short batch process that allocates a few hundred MiB on
/// several threads and then exits. By default each thread's heap grows 128 KiB at a time (an
/// `mprotect` each: ~2,700 calls in a 10k-token build), big buffers are `mmap`ed and unmapped
/// one by one, and freed memory is handed back to the system just before being needed again.
/// Growing in 64 MiB steps (address space; pages are still touched only when used) and keeping
/// what was freed made a regenerating 10k-token build 4–7% faster, for ~4% more peak memory
/// (77 → 80 MiB). Buffers from 32 MiB up (a 500k-token build's outputs) are still mapped on
/// their own and returned when freed: kept in the heap they raised that build's peak by 10%.
///
/// One arena for every thread (`M_ARENA_MAX` 1), measured and left out (26 Nov): memory one
/// emitter thread frees is then reused by the other without `Allocator.returnFreePages`, and a
/// regenerating 10k build's page faults fall 21% (15,600 → 12,300; 50k: 79,800 → 61,400), its
/// peak 61 → 59 MiB without the per-emitter trim (55 MiB with it). But the two emitter threads
/// and the background releases then take one lock for every malloc and free that misses the
/// thread cache: 1,300–2,500 `futex` calls a build where ~90 were (the more the emitters
/// overlap, the more: a quiet machine fares worst), context switches +14–28% (50k: 2.7×), and
/// CPU time +1–3% without the trim, +10% with it (10 and 14 ABBA pairs, 10k; +7% on 50k over 6
/// pairs), on a machine too loaded for wall times to decide. 3 arenas without the trim peaked at
/// 63–65 MiB like the default; 2 contended on 50k (~6,000 `futex` calls a build). Dropping the
/// trim with the default arenas peaks at 61–67.5 MiB (over the 64 MiB budget in 15 of 48 runs).
///
/// mimalloc (27 Nov), which the release binary links on Linux, replaces all of the above: its
/// per-thread heaps need no locks, and it spent less time than glibc's `malloc`, `free` and
/// their bin upkeep (~12% of a 10k build's CPU). The price is memory, set by when it hands an
/// empty page back: by default 25 ms after the page fell empty, each later free in its segment
/// postponing that by 1 ms, and a regenerating 10k build peaked at 64-70 MiB (each size class
/// keeps its own pages; the parse trees' pages stayed resident while the emitters took new
/// ones). Here: after 1 ms, never postponed (`Allocator.setPurgeDelay`): ~19,000 page faults
/// instead of glibc's ~12,800, paid for by the faster allocator. A regenerating 10k build took
/// 0.95 of glibc's time over 41 alternating runs (0.88-0.91 on the machine's slow minutes),
/// peaking lower (median 52 against 56 MiB, max 54 against 60). Measured and left out: 1 ms
/// postponed by frees (0.98 of that time, but 63-66 MiB in one run of ~15), 0 ms (22,000 faults,
/// slower than glibc), 2 ms (0.94, up to 68 MiB). Large token sets add huge pages
/// (`Allocator.preferHugePages`); `kiln watch` keeps freed pages a minute (`LiveSession`).
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
