import Dispatch

/// Runs independent page renderers on all cores and returns their results in input order.
///
/// `DispatchQueue.concurrentPerform` hands out indices in order, so listing the largest pages
/// first keeps the cores evenly busy to the end. Each renderer only reads the shared
/// `SiteContext` and writes its own slot, so the output does not depend on scheduling.
/// (The same pattern as `TokenParser.Parallel`, which this target cannot import.)
enum ParallelPages {
    static func render<Result>(_ renderers: [() -> Result]) -> [Result] {
        guard renderers.count > 1 else { return renderers.map { $0() } }
        let buffer = UnsafeMutableBufferPointer<Result?>.allocate(capacity: renderers.count)
        buffer.initialize(repeating: nil)
        defer {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }
        // Each iteration writes only its own slot.
        nonisolated(unsafe) let renderers = renderers
        nonisolated(unsafe) let slots = buffer
        DispatchQueue.concurrentPerform(iterations: renderers.count) { index in
            slots[index] = renderers[index]()
        }
        return buffer.map { $0! }
    }
}
