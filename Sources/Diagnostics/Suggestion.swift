/// "Did you mean …?": the candidate nearest to a misspelled word by edit distance, when it is
/// near enough to be a likely typo rather than a different word.
///
/// One policy for every hint Kiln gives: letters compare case-insensitively; a candidate is near
/// enough within a third of the word's length, at least 2 and at most 4 edits (so a long token
/// path with one slip is found, and an unrelated name never is); of equally near candidates the
/// first in sorted order wins, so a hint is the same on every run.
public enum Suggestion {
    public static func closest(to word: String, among candidates: some Sequence<String>, maxDistance: Int? = nil) -> String? {
        let target = letters(word)
        let limit = maxDistance ?? defaultLimit(forLength: target.count)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = letters(candidate)
            if abs(other.count - target.count) > limit { continue }
            let bound = best.map { min($0.distance, limit) } ?? limit
            let distance = editDistance(target, other, limit: bound)
            guard distance <= limit else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// The number of edits a word of `length` letters may be from its suggestion.
    public static func defaultLimit(forLength length: Int) -> Int {
        min(4, max(2, length / 3))
    }

    /// Levenshtein distance between two words, case-insensitively, over Unicode scalars.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = letters(a), b = letters(b)
        return editDistance(a, b, limit: max(a.count, b.count))
    }

    private static func letters(_ word: String) -> [Unicode.Scalar] {
        Array(word.lowercased().unicodeScalars)
    }

    /// Levenshtein distance, or `limit + 1` as soon as every path exceeds `limit`.
    private static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
