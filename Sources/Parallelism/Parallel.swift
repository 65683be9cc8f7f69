import Dispatch

/// Runs independent work on every core: parsing separate files, resolving separate modes.
/// Results come back in input order, so output stays deterministic.
enum Parallel {
    static func map<Result>(_ count: Int, _ body: (Int) -> Result) -> [Result] {
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
