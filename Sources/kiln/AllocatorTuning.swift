#if os(Linux)
import CMalloc
#endif

/// glibc's allocator, set up for a short batch process that allocates a few hundred MiB on
/// several threads and then exits. By default each thread's heap grows 128 KiB at a time (an
/// `mprotect` each: ~2,700 calls in a 10k-token build), big buffers are `mmap`ed and unmapped
/// one by one, and freed memory is handed back to the system just before being needed again.
/// Growing in 64 MiB steps (address space; pages are still touched only when used) and keeping
/// what was freed made a regenerating 10k-token build 4–7% faster, for ~4% more peak memory
/// (77 → 80 MiB).
enum AllocatorTuning {
    static func apply() {
        #if os(Linux)
        _ = mallopt(M_TOP_PAD, 64 << 20)
        _ = mallopt(M_TRIM_THRESHOLD, 256 << 20)
        _ = mallopt(M_MMAP_THRESHOLD, 256 << 20)
        #endif
    }
}
