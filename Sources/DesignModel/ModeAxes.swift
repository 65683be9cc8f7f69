/// One theming axis: a resolver modifier (`theme`, `size`) or a key of `modes:` in kiln.yaml
/// (`scheme: [light, dark]`). Its first value is the default.
public struct ModeAxis: Sendable, Hashable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// The theming axes of a design system and the combinations of their values.
///
/// The model's modes (`DesignSystem.modes`, one resolved value per mode on every token) are
/// the combinations of one value per axis, the default combination first and the last axis
/// varying fastest: `light+normal, light+high, dark+normal, dark+high`. A design system with
/// one axis has exactly that axis's values as its modes, named as they are written.
///
/// Storage is dense (a value per combination) so that rules check every combination; what an
/// output needs is sparse: `dependence` says which axes a token's value depends on, and only
/// those are printed (`[data-scheme=dark]`, not one block per combination).
public struct ModeAxes: Sendable, Hashable {
    public private(set) var axes: [ModeAxis]
    /// Per mode, the combination's name: the single axis's value, or the values joined by `+`.
    public private(set) var modeNames: [String]
    /// How many modes one step of each axis spans (row-major, last axis fastest).
    private var strides: [Int]

    public init(_ axes: [ModeAxis]) {
        // An axis without values (a modifier with no contexts, already reported) adds no mode.
        let valued = axes.filter { !$0.values.isEmpty }
        let axes = valued.isEmpty ? [ModeAxis(name: "mode", values: ["default"])] : valued
        self.axes = axes
        var strides = [Int](repeating: 1, count: axes.count)
        var stride = 1
        for index in axes.indices.reversed() {
            strides[index] = stride
            stride *= max(1, axes[index].values.count)
        }
        self.strides = strides
        var names: [String] = []
        names.reserveCapacity(stride)
        for mode in 0..<stride {
            if axes.count == 1 {
                names.append(axes[0].values[mode])
            } else {
                names.append(axes.indices.map { axes[$0].values[(mode / strides[$0]) % axes[$0].values.count] }.joined(separator: "+"))
            }
        }
        modeNames = names
    }

    /// One axis whose values are `modes` (a plain `modes:` list, a resolver with one modifier).
    public static func single(_ modes: [String], name: String = "mode") -> ModeAxes {
        ModeAxes([ModeAxis(name: name, values: modes.isEmpty ? ["default"] : modes)])
    }

    public var isMultiAxis: Bool { axes.count > 1 }
    public var modeCount: Int { modeNames.count }

    /// The value index of every axis in `mode`.
    public func combination(of mode: Int) -> [Int] {
        axes.indices.map { (mode / strides[$0]) % axes[$0].values.count }
    }

    /// The value index of `axis` in `mode`.
    public func value(of axis: Int, in mode: Int) -> Int {
        (mode / strides[axis]) % axes[axis].values.count
    }

    /// The mode of a combination (value index per axis).
    public func mode(of combination: [Int]) -> Int {
        zip(combination, strides).reduce(0) { $0 + $1.0 * $1.1 }
    }

    /// `mode` with `axis` set to `value`.
    public func mode(_ mode: Int, setting axis: Int, to value: Int) -> Int {
        mode + (value - self.value(of: axis, in: mode)) * strides[axis]
    }

    public func axisIndex(named name: String) -> Int? { axes.firstIndex { $0.name == name } }

    /// The keys of `$extensions.mode` that give a value in `mode`, most specific first: the
    /// combination's own name (`dark+high`), then each axis's value, the last axis first
    /// (`high`, then `dark`): later axes override earlier ones, as later modifiers do in a resolver.
    public func lookupKeys(mode: Int) -> [String] {
        guard isMultiAxis else { return [modeNames[mode]] }
        let combination = combination(of: mode)
        return [modeNames[mode]] + axes.indices.reversed().map { axes[$0].values[combination[$0]] }
    }

    /// Every key `$extensions.mode` accepts: combination names and axis values.
    public var acceptedKeys: [String] {
        guard isMultiAxis else { return modeNames }
        var keys = modeNames
        for axis in axes { for value in axis.values where !keys.contains(value) { keys.append(value) } }
        return keys
    }

    /// The axes a value depends on: those where changing that axis alone, in some combination,
    /// changes the value. `values` holds one value per mode.
    public func dependence<T: Equatable>(_ values: [T]) -> [Int] {
        guard values.count == modeCount, modeCount > 1 else { return [] }
        var result: [Int] = []
        for axis in axes.indices {
            let stride = strides[axis]
            let count = axes[axis].values.count
            var depends = false
            for mode in values.indices where (mode / stride) % count != 0 {
                if values[mode] != values[mode - ((mode / stride) % count) * stride] {
                    depends = true
                    break
                }
            }
            if depends { result.append(axis) }
        }
        return result
    }

    /// The sparse form of per-mode values: each distinct combination of the axes the values
    /// depend on, with its value (in mode order, the default first).
    public func sparse<T: Equatable>(_ values: [T]) -> (axes: [Int], entries: [(combination: [Int], value: T)]) {
        let axes = dependence(values)
        var entries: [(combination: [Int], value: T)] = []
        for mode in values.indices {
            let combination = combination(of: mode)
            // Only modes where every axis it does not depend on is at its default.
            guard combination.indices.allSatisfy({ axes.contains($0) || combination[$0] == 0 }) else { continue }
            entries.append((axes.map { combination[$0] }, values[mode]))
        }
        return (axes, entries)
    }
}
