/// "Did you mean …?" suggestions: the closest candidate by edit distance, if close enough.
enum Suggest {
    static func closest(to word: String, in candidates: some Sequence<String>) -> String? {
        let target = Array(word.lowercased().utf8)
        let limit = max(2, target.count / 3)
        var best: (String, Int)?
        for candidate in candidates {
            let bytes = Array(candidate.lowercased().utf8)
            if abs(bytes.count - target.count) > limit { continue }
            let distance = editDistance(target, bytes, limit: best.map { min($0.1, limit) } ?? limit)
            if distance <= limit, best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    /// Levenshtein distance with an early exit once every cell exceeds `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
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
