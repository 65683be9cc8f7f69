/// A token's resolved values, one per mode, stored once per combination of the theming axes
/// they depend on (issue 14: "a token's value is resolved for every combination in which it
/// differs").
///
/// With four axes of three values a token has 81 modes; a color that changes with the scheme
/// only is stored 3 times, a spacing that never changes once. Reading is by mode, like an
/// array (`values[mode]`, `map`, `zip`), so rules and emitters see one value per combination
/// and do not know how they are stored. Without axes (`init(_:)`, an array literal) the
/// values are kept as given.
public struct ModeValues: RandomAccessCollection, Sendable, Hashable, ExpressibleByArrayLiteral {
    public typealias Element = ResolvedValue?

    /// One axis the values depend on: how many modes one of its steps spans, how many values
    /// it has, and how many stored values one of its steps spans.
    @usableFromInline struct Step: Sendable, Hashable {
        @usableFromInline var modeStride: Int
        @usableFromInline var size: Int
        @usableFromInline var storedStride: Int
    }

    @usableFromInline var storage: [ResolvedValue?]
    /// nil: `storage` holds one value per mode (dense).
    @usableFromInline var steps: [Step]?
    /// How many modes there are.
    public let count: Int

    /// Dense: one value per mode, as given.
    public init(_ values: [ResolvedValue?]) {
        self.init(storage: values, steps: nil, count: values.count)
    }

    private init(storage: [ResolvedValue?], steps: [Step]?, count: Int) {
        self.storage = storage
        self.steps = steps
        self.count = count
    }

    public init(arrayLiteral elements: ResolvedValue?...) {
        self.init(elements)
    }

    /// `values` (one per mode of `axes`) stored once per combination of the axes they depend on.
    public init(_ values: [ResolvedValue?], axes: ModeAxes) {
        guard values.count == axes.modeCount, values.count > 1 else {
            self.init(values)
            return
        }
        let dependence = axes.dependence(values)
        guard dependence.count < axes.axes.count else {
            self.init(values)
            return
        }
        var steps: [Step] = []
        var stored = 1
        for axis in dependence.reversed() {
            let size = axes.axes[axis].values.count
            steps.append(Step(modeStride: axes.mode(0, setting: axis, to: 1), size: size, storedStride: stored))
            stored *= size
        }
        steps.reverse()
        var storage: [ResolvedValue?] = []
        storage.reserveCapacity(stored)
        // The modes where every axis the values do not depend on is at its default, in mode
        // order: exactly the stored slots in order (last dependent axis fastest).
        for slot in 0..<stored {
            var mode = 0
            for step in steps { mode += ((slot / step.storedStride) % step.size) * step.modeStride }
            storage.append(values[mode])
        }
        self.init(storage: storage, steps: steps, count: values.count)
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(mode: Int) -> ResolvedValue? {
        storage[slot(of: mode)]
    }

    /// Calls `body` with the value in `mode` read in place: the subscript returns a copy, and
    /// copying a `ResolvedValue` retains (and later releases) each of its fields — the emitters'
    /// per-token loops read only a part of it.
    @inlinable public func withValue<Result>(_ mode: Int, _ body: (ResolvedValue?) -> Result) -> Result {
        let slot = slot(of: mode)
        return storage.withUnsafeBufferPointer { body($0[slot]) }
    }

    /// The `TokenValue` in `mode` (nil where unresolved), without copying the rest.
    @inlinable public func value(_ mode: Int) -> TokenValue? {
        withValue(mode) { $0?.value }
    }

    @inlinable func slot(of mode: Int) -> Int {
        guard let steps else { return mode }
        var slot = 0
        for step in steps { slot += ((mode / step.modeStride) % step.size) * step.storedStride }
        return slot
    }

    /// How many values are stored (at most `count`): what the token costs in memory.
    public var storedCount: Int { storage.count }

    /// True when every mode holds the very same value. Read through a buffer: `storage[index] !=
    /// storage[0]` copies both values (a retain and release per field) for every comparison;
    /// here only the unwrap in `same` copies one of them.
    public var isUniform: Bool {
        storage.withUnsafeBufferPointer { buffer in
            guard buffer.count > 1, let base = buffer.baseAddress else { return true }
            for index in 1..<buffer.count where !Self.same(base + index, base) { return false }
            return true
        }
    }

    /// `lhs.pointee == rhs.pointee` without copying either value out first.
    @inline(__always) private static func same(_ lhs: UnsafePointer<ResolvedValue?>, _ rhs: UnsafePointer<ResolvedValue?>) -> Bool {
        if case .none = lhs.pointee {
            if case .none = rhs.pointee { return true }
            return false
        }
        if case .none = rhs.pointee { return false }
        return lhs.pointee! == rhs.pointee!
    }

    /// True when some stored value (so some mode's value) satisfies `predicate`, read in place.
    @inlinable public func anyValue(_ predicate: (ResolvedValue) -> Bool) -> Bool {
        storage.withUnsafeBufferPointer { buffer in
            for index in buffer.indices {
                if buffer[index].map(predicate) == true { return true }
            }
            return false
        }
    }

    /// True when every mode resolved to the same `TokenValue` (aliases and references may
    /// differ), nil included: compares the stored values in place. Every stored value is some
    /// mode's, so comparing those is comparing every mode.
    @inlinable public var hasOneValue: Bool {
        storage.withUnsafeBufferPointer { buffer in
            guard buffer.count > 1 else { return true }
            for index in 1..<buffer.count where buffer[index]?.value != buffer[0]?.value { return false }
            return true
        }
    }

    /// One value per mode, as an array.
    public var dense: [ResolvedValue?] { Array(self) }

    public static func == (lhs: ModeValues, rhs: ModeValues) -> Bool {
        lhs.count == rhs.count && (lhs.steps == rhs.steps ? lhs.storage == rhs.storage : lhs.elementsEqual(rhs))
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for value in self { hasher.combine(value) }
    }
}
