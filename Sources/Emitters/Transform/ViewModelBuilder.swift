import DesignModel
import Diagnostics
import Foundation

/// The one transform from the model to a platform's view model. It names every token with the
/// platform's conventions, prints its value per mode, groups tokens into containers, builds the
/// palette enumerations, and reports two tokens that end up with the same name as a located
/// error (`output/name-collision`) at both definitions instead of letting one overwrite the
/// other.
public struct ViewModelBuilder<Conventions: PlatformConventions>: Sendable {
    public var conventions: Conventions
    public var platform: String

    public init(platform: String, conventions: Conventions) {
        self.platform = platform
        self.conventions = conventions
    }

    public func build(_ system: DesignSystem) -> (ViewModel, [Diagnostic]) { build(system, cache: nil) }

    /// With a resident build's `cache`: the placement and entry of a token equal to the
    /// previous build's are reused (same modes and axes); containers, collisions and palettes
    /// are worked out again from them, so the model and diagnostics equal a clean build's.
    public func build(_ system: DesignSystem, cache: EmitCache?) -> (ViewModel, [Diagnostic]) {
        // Reuse only from the build just before (the store is indexed by its tokens).
        let memo = cache?.viewModels(platform)
        if let cache, let memo, let model = rebuilt(system, cache: cache, memo: memo) { return (model, []) }
        // Names are checked for collisions after the fact (`NameClaims.deferred`); only when two
        // names might collide is the model built again, claiming each name as it comes.
        var deferred = NameClaims.deferred(capacity: system.tokens.count)
        if let built = build(system, cache: cache, memo: memo, claims: &deferred) { return built }
        var exact = NameClaims.exact(capacity: system.tokens.count)
        return build(system, cache: cache, memo: memo, claims: &exact)!
    }

    /// The full build with `claims` taking each token's name in its container; nil when the
    /// claims cannot vouch that no two names collide (`NameClaims.verified`).
    // Whole: one pass over the tokens: placement, containers, name claims and the memo's arrays are locals every step of the loop shares.
    private func build(
        _ system: DesignSystem, cache: EmitCache?, memo: ViewModelMemo?, claims taken: inout NameClaims
    ) -> (ViewModel, [Diagnostic])? {
        var reuse: [Int] = []
        var previousPlacements: [Placement?] = []
        var previousEntries: [ViewModel.Entry?] = []
        var placements: [Placement?] = []
        var builtEntries: [ViewModel.Entry?] = []
        if let cache, let memo {
            if memo.generation == cache.generation - 1, memo.modes == system.modes, memo.axes == system.axes {
                reuse = cache.previousIndex
                previousPlacements = memo.placements
                previousEntries = memo.entries
            }
            placements = Array(repeating: nil, count: system.tokens.count)
            builtEntries = Array(repeating: nil, count: system.tokens.count)
        }
        var diagnostics: [Diagnostic] = []
        // Containers in first-use order, found by name; per container the members taken.
        var containerIndex: [String: Int] = [:]
        var containerList: [ViewModel.Container] = []
        // Per container: the group and kind it was made for, and the index of its first token.
        var owners: [(group: String?, kind: String, tokenIndex: Int)] = []
        var entryLocation: [TokenPath: (container: Int, index: Int)] = [:]
        // Per token: its container (before sorting) and place there, for `rebuilt`; -1 when skipped.
        var located: [(container: Int32, index: Int32)] = memo == nil ? [] : Array(repeating: (-1, -1), count: system.tokens.count)
        var dependent: [Int] = []
        // Tokens come sorted by path: runs of them share a container, so the last one is checked first.
        var lastContainer: (name: String, slot: Int)?

        // Tokens with lengths this platform cannot write (`writesWebOnlyUnits`), reported once.
        var unwritable: [Int] = []
        for tokenIndex in system.tokens.indices {
            // The one copy of the token this platform makes: read by the conventions, then
            // moved into its entry (reading `system.tokens[i]` for each call copied it twice).
            let token = system.tokens[tokenIndex]
            if !conventions.writesWebOnlyUnits, token.type.holdsLengths, token.values.contains(where: { $0?.value.usesWebOnlyUnits == true }) {
                unwritable.append(tokenIndex)
                continue
            }
            let place: Placement
            var reused: ViewModel.Entry?
            if !reuse.isEmpty, reuse[tokenIndex] >= 0, let kept = previousPlacements[reuse[tokenIndex]],
                !conventions.readsOtherTokens(token)
            {
                place = kept
                reused = previousEntries[reuse[tokenIndex]]
            } else {
                var made = conventions.placement(of: token)
                // The designer's name for this platform, where Figma's code syntax gives one.
                if let platform = conventions.codeSyntaxPlatform, let text = CodeSyntax.text(of: token, platform),
                    let member = conventions.member(fromCodeSyntax: text)
                {
                    made.member = member
                }
                place = made
            }
            if memo != nil { placements[tokenIndex] = place }
            let slot: Int
            if let last = lastContainer, last.name == place.container, owners[last.slot].group == place.group,
                owners[last.slot].kind == place.containerKind
            {
                slot = last.slot
            } else if let existing = containerIndex[place.container] {
                if owners[existing].group != place.group || owners[existing].kind != place.containerKind {
                    let owner = system.tokens[owners[existing].tokenIndex]
                    let what =
                        if let group = place.group, let ownerGroup = owners[existing].group {
                            "the groups \"\(ownerGroup)\" (of \"\(owner.path)\") and \"\(group)\" (of \"\(token.path)\") both become"
                        } else {
                            "\"\(owner.path)\" and \"\(token.path)\" need different containers that both become"
                        }
                    diagnostics.append(collision(token, owner, name: place.container, what: what))
                    continue
                }
                slot = existing
                lastContainer = (place.container, slot)
            } else {
                slot = containerList.count
                containerIndex[place.container] = slot
                containerList.append(ViewModel.Container(kind: place.containerKind, identifier: place.container, group: place.group, entries: []))
                owners.append((place.group, place.containerKind, tokenIndex))
                lastContainer = (place.container, slot)
            }
            // One probe per token: the name is taken by this token unless another has it.
            if let other = taken.claim(slot: slot, member: place.member, owner: tokenIndex) {
                diagnostics.append(collision(system.tokens[tokenIndex], system.tokens[other], name: place.display, what: nil))
                continue
            }

            let entry: ViewModel.Entry
            if let reused { entry = reused } else { entry = makeEntry(consume token, member: place.member) }
            if memo != nil {
                builtEntries[tokenIndex] = entry
                located[tokenIndex] = (Int32(slot), Int32(containerList[slot].entries.count))
                if conventions.readsOtherTokens(system.tokens[tokenIndex]) { dependent.append(tokenIndex) }
            }
            // `if case`, not `!= nil`: comparing an optional of an Equatable struct with nil
            // calls Optional's `==`, which copies the value to compare it.
            if case .some = entry.token.paletteEntry { entryLocation[entry.token.path] = (slot, containerList[slot].entries.count) }
            containerList[slot].entries.append(entry)
        }
        guard taken.verified() else { return nil }
        let palettes = self.palettes(of: system, containers: containerList, owners: owners, entryLocation: entryLocation, diagnostics: &diagnostics)

        let modes = system.modes.enumerated().map { index, name in
            ViewModel.ModeEntry(name: name, identifier: conventions.modeIdentifier(name), isDefault: index == 0)
        }
        let (light, dark) = Self.lightAndDarkModes(of: system)
        let axes = system.axes
        // Containers in the order of the groups they stand for (then by name), as the tokens read.
        // (Container names are unique: no ties, so sorting the indexes gives the same order.)
        let order = containerList.indices.sorted {
            (containerList[$0].group ?? containerList[$0].identifier, containerList[$0].identifier)
                < (containerList[$1].group ?? containerList[$1].identifier, containerList[$1].identifier)
        }
        let sortedContainers = order.map { containerList[$0] }
        var model = ViewModel(
            platform: platform, modes: modes, containers: sortedContainers, palettes: palettes, lightModeIndex: light,
            darkModeIndex: dark)
        model.axes = axes
        if let cache, let memo {
            memo.generation = cache.generation
            memo.modes = system.modes
            memo.axes = system.axes
            memo.placements = placements
            memo.entries = builtEntries
            memo.model = nil
            if diagnostics.isEmpty, !axes.isMultiAxis {
                // Where each token's entry sits in the sorted containers.
                var sortedPlace = [Int32](repeating: 0, count: order.count)
                for (position, slot) in order.enumerated() { sortedPlace[slot] = Int32(position) }
                memo.location = located.map { $0.container < 0 ? $0 : (sortedPlace[Int($0.container)], $0.index) }
                memo.dependent = dependent
                memo.palettes = system.palettes
                memo.model = model
            }
        }
        if !unwritable.isEmpty { diagnostics.append(unwritableWarning(unwritable, in: system)) }
        return (model, diagnostics)
    }

    /// An enumeration per categorical palette, members in declared order, sorted by name; a
    /// palette or member whose name another container or member already has is reported instead.
    private func palettes(
        of system: DesignSystem, containers containerList: [ViewModel.Container], owners: [(group: String?, kind: String, tokenIndex: Int)],
        entryLocation: [TokenPath: (container: Int, index: Int)], diagnostics: inout [Diagnostic]
    ) -> [ViewModel.Palette] {
        var containerOwner: [String: (group: String?, kind: String, token: Token)] = [:]
        for (index, container) in containerList.enumerated() {
            containerOwner[container.identifier] = (owners[index].group, owners[index].kind, system.tokens[owners[index].tokenIndex])
        }

        // Palettes: an enumeration per categorical palette, members in declared order.
        var palettes: [ViewModel.Palette] = []
        for palette in system.palettes {
            let identifier = conventions.paletteIdentifier(palette)
            if let owner = containerOwner[identifier] {
                diagnostics.append(
                    .error(
                        .outputNameCollision,
                        "the palette \"\(palette.path)\" and the group of \"\(owner.token.path)\" both become `\(identifier)` in the \(conventions.platformName) output",
                        at: palette.range, notes: [.init("\"\(owner.token.path)\" is defined here", at: owner.token.range)],
                        hint: "rename the group or the palette"))
                continue
            }
            containerOwner[identifier] = (
                nil, "palette", system[palette.members.first ?? palette.path] ?? Token(path: palette.path, type: .color, range: palette.range, values: [])
            )
            var members: [ViewModel.PaletteMember] = []
            var caseOwners: [String: Token] = [:]
            var categories: [(name: String, identifier: String)] = []
            let categoryType = conventions.categoryTypeIdentifier(palette: identifier)
            for path in palette.members {
                guard let token = system[path], token.type == .color, let location = entryLocation[path] else { continue }
                let caseName = conventions.paletteCaseName(token)
                if let other = caseOwners[caseName] {
                    diagnostics.append(collision(token, other, name: "\(identifier).\(caseName)", what: nil))
                    continue
                }
                caseOwners[caseName] = token
                let entry = containerList[location.container].entries[location.index]
                var categoryCase: String?
                if let category = token.paletteEntry?.category {
                    let name = conventions.categoryCaseName(category)
                    if let existing = categories.first(where: { $0.identifier == name }) {
                        if existing.name != category {
                            diagnostics.append(
                                .error(
                                    .outputNameCollision,
                                    "the categories \"\(existing.name)\" and \"\(category)\" both become `\(categoryType).\(name)` in the \(conventions.platformName) output",
                                    at: token.range, hint: "spell the category the same way on every member"))
                        }
                    } else {
                        categories.append((category, name))
                    }
                    categoryCase = name
                }
                members.append(
                    ViewModel.PaletteMember(
                        caseName: caseName, rawValue: Identifiers.bare(token.path.name), displayName: token.paletteEntry?.name ?? token.displayName ?? token.path.name,
                        emoji: token.paletteEntry?.emoji, category: token.paletteEntry?.category, categoryCase: categoryCase,
                        color: entry, colorContainer: containerList[location.container].identifier))
            }
            guard !members.isEmpty else { continue }
            let allHaveCategory = members.allSatisfy { $0.category != nil }
            palettes.append(
                ViewModel.Palette(
                    path: palette.path, identifier: identifier, range: palette.range, members: members,
                    categoryType: allHaveCategory ? categoryType : nil, categories: allHaveCategory ? categories : [],
                    allHaveEmoji: members.allSatisfy { $0.emoji != nil }, allHaveCategory: allHaveCategory))
        }
        palettes.sort { $0.identifier < $1.identifier }
        return palettes
    }

    /// The modes a light and a dark appearance read: the ones named `light` and `dark`, or with
    /// several axes, the axis holding `dark` set to each, every other axis at its default.
    private static func lightAndDarkModes(of system: DesignSystem) -> (light: Int, dark: Int) {
        var light = system.modes.firstIndex(of: "light") ?? 0
        var dark = system.modes.firstIndex(of: "dark") ?? light
        let axes = system.axes
        if axes.isMultiAxis, let scheme = axes.axes.firstIndex(where: { $0.values.contains("dark") }) {
            let values = axes.axes[scheme].values
            light = axes.mode(0, setting: scheme, to: values.firstIndex(of: "light") ?? 0)
            dark = axes.mode(0, setting: scheme, to: values.firstIndex(of: "dark") ?? 0)
        }
        return (light, dark)
    }

    /// One warning for the tokens with lengths this platform cannot write, naming the first 12.
    private func unwritableWarning(_ unwritable: [Int], in system: DesignSystem) -> Diagnostic {
        let names = unwritable.prefix(12).map { "\"\(system.tokens[$0].path)\"" }.joined(separator: ", ") + (unwritable.count > 12 ? ", …" : "")
        return .warning(
            .outputUnitSkipped,
            "\(unwritable.count == 1 ? "1 token uses" : "\(unwritable.count) tokens use") a length in vw, vh, vmin, vmax, ch or ex, which the \(conventions.platformName) output cannot write; \(unwritable.count == 1 ? "it is" : "they are") left out: \(names)",
            at: system.tokens[unwritable[0]].range,
            notes: unwritable.dropFirst().prefix(12).map { .init("\"\(system.tokens[$0].path)\" is defined here", at: system.tokens[$0].range) },
            hint: "the CSS, SCSS, Tailwind, JSON and TypeScript outputs write them as they are")
    }

    /// The previous build's model with the entries of the tokens that changed made again in
    /// their places, when that is all that can differ from a full build: the same tokens in
    /// the same order (`EmitCache.previousIndex`), the same modes and palettes, a previous
    /// build without diagnostics, each changed token placed where it was (same container and
    /// name, so no container, order or collision differs) and in no palette (palettes show
    /// their members' entries and names). Tokens whose entries read other tokens
    /// (`PlatformConventions.readsOtherTokens`) are made again every time, as in a full
    /// build. Nil when a full build is needed.
    private func rebuilt(_ system: DesignSystem, cache: EmitCache, memo: ViewModelMemo) -> ViewModel? {
        let reuse = cache.previousIndex
        guard var model = memo.model, memo.generation == cache.generation - 1, memo.modes == system.modes, memo.axes == system.axes,
            memo.palettes == system.palettes, reuse.count == system.tokens.count, memo.location.count == reuse.count
        else { return nil }
        var redo = memo.dependent
        for index in reuse.indices where reuse[index] != index { redo.append(index) }
        // Past a few hundred changes the full build costs about the same.
        guard redo.count <= 512 else { return nil }
        var made: [(index: Int, entry: ViewModel.Entry)] = []
        made.reserveCapacity(redo.count)
        for index in redo where !made.contains(where: { $0.index == index }) {
            let token = system.tokens[index]
            guard memo.location[index].container >= 0, let old = memo.entries[index], token.paletteEntry == nil, old.token.paletteEntry == nil,
                let placement = memo.placements[index], conventions.placement(of: token) == placement
            else { return nil }
            made.append((index, makeEntry(token, member: placement.member)))
        }
        for (index, entry) in made {
            let (container, position) = memo.location[index]
            model.containers[Int(container)].entries[Int(position)] = entry
            memo.entries[index] = entry
        }
        memo.generation = cache.generation
        memo.model = model
        memo.rebuilds += 1
        return model
    }

    /// Takes the token's copy (`consuming`): the entry keeps it, so it is copied once (a copy
    /// retains each of its dozen references).
    @inline(__always)
    private func makeEntry(_ token: consuming Token, member: String) -> ViewModel.Entry {
        let values = literals(of: token)
        let first = values.first ?? nil
        let varies = values.count > 1 && values.contains { $0 != first }
        let platformType = conventions.platformType(of: token, variesByMode: varies)
        let doc = Self.docLines(token.description)
        return ViewModel.Entry(token: token, identifier: member, platformType: platformType, values: values, variesByMode: varies, doc: doc)
    }

    /// The token's literal in each mode; a value the same in several modes is printed once.
    private func literals(of token: Token) -> ViewModel.Literals {
        // The values are read in place (`ModeValues.withValue`): copying a `ResolvedValue`
        // retains and releases each of its fields.
        let modes = token.values
        let count = modes.count
        guard count > 0 else { return ViewModel.Literals([]) }
        let first = modes.withValue(0) { value in value.map { conventions.literal($0, of: token, mode: 0) } }
        let hasFirst: Bool
        if case .some = first { hasFirst = true } else { hasFirst = false }
        if token.hasUniformValues { return ViewModel.Literals(uniform: first, count: count) }
        var values: [ViewModel.Literal?] = []
        values.reserveCapacity(count)
        values.append(first)
        for mode in 1..<count {
            let literal = modes.withValue(mode) { value -> ViewModel.Literal? in
                guard let resolved = value else { return nil }
                let sameAsFirst =
                    hasFirst
                    && modes.withValue(0) { base in
                        guard let base else { return false }
                        return resolved.value == base.value && resolved.authoredColor == base.authoredColor
                            && resolved.alias?.path == base.alias?.path && resolved.references == base.references
                    }
                return sameAsFirst ? first : conventions.literal(resolved, of: token, mode: mode)
            }
            values.append(literal)
        }
        return ViewModel.Literals(values)
    }

    private func collision(_ token: Token, _ other: Token, name: String, what: String?) -> Diagnostic {
        let lead = what ?? "\"\(other.path)\" and \"\(token.path)\" both become"
        return .error(
            .outputNameCollision, "\(lead) `\(name)` in the \(conventions.platformName) output; Kiln does not let one overwrite the other",
            at: token.range, notes: [.init("\"\(other.path)\" is defined here", at: other.range)],
            hint: "rename one of the tokens so their names differ in more than case or punctuation")
    }

    /// Description text as comment lines: trimmed, blank runs collapsed, never empty lines at the ends.
    static func docLines(_ description: String?) -> [String] {
        guard let description, !description.isEmpty else { return [] }
        // Most descriptions are one line with nothing to trim: skip Foundation's trimming.
        let utf8 = description.utf8
        if let first = utf8.first, let last = utf8.last, Self.isPlainEdge(first), Self.isPlainEdge(last),
            !utf8.contains(where: { $0 == 0x0A })
        {
            return [description]
        }
        var lines: [String] = []
        for line in description.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty, lines.last?.isEmpty ?? true { continue }
            lines.append(trimmed)
        }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// A byte that cannot be (part of) whitespace at either end of a line: printable ASCII.
    private static func isPlainEdge(_ byte: UInt8) -> Bool { byte > 0x20 && byte < 0x7F }
}
