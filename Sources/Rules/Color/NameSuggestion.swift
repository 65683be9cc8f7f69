/// "Did you mean …?" for misspelled token paths and names: the candidate within a small edit
/// distance (a third of the name's length, at most 4), nearest first, ties by name.
enum NameSuggestion {
    static func closest(to name: String, among candidates: [String]) -> String? {
        let target = Array(name.lowercased())
        let limit = min(4, max(1, target.count / 3))
        var best: (String, Int)?
        for candidate in candidates.sorted() {
            let distance = editDistance(target, Array(candidate.lowercased()), limit: limit)
            guard distance <= limit else { continue }
            if best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Levenshtein distance, giving up (returning limit + 1) once it exceeds `limit`.
    static func editDistance(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for i in 1...max(1, a.count) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            var rowMinimum = i
            for j in 1...max(1, b.count) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            previous = current
        }
        return a.isEmpty ? b.count : previous[b.count]
    }
}
