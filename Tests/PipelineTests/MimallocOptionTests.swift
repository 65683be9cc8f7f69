#if os(Linux)
import Testing

@testable import Parallelism

/// The option numbers Kiln hands `mi_option_set` depend on the mimalloc version (read from each
/// release's `mimalloc.h`): a wrong number would set another option; an unknown version sets none.
@Suite struct MimallocOptionTests {
    @Test func extendDelayOptionFollowsTheHeaders() {
        #expect(Mimalloc.purgeExtendDelayOption(version: 205) == 23)
        #expect(Mimalloc.purgeExtendDelayOption(version: 209) == 24)  // Debian 12's 2.0.9
        #expect(Mimalloc.purgeExtendDelayOption(version: 211) == 24)
        #expect(Mimalloc.purgeExtendDelayOption(version: 212) == 25)
        #expect(Mimalloc.purgeExtendDelayOption(version: 227) == 25)
        #expect(Mimalloc.purgeExtendDelayOption(version: 20_401) == 25)  // 2.4.1
        for unknown: Int32 in [0, 200, 203, 20_500, 30_000] {
            #expect(Mimalloc.purgeExtendDelayOption(version: unknown) == nil)
        }
    }

    /// The test build allocates with glibc (only the release binary links mimalloc).
    @Test func testBuildsUseGlibc() {
        #expect(!Allocator.isMimalloc)
    }
}
#endif
