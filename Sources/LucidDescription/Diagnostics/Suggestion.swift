/// "Did you mean …?" for misspelt keys and kinds: the closest candidate by edit distance.
enum Suggestion {
    /// The candidate nearest to `word`, if it is close enough to be a likely typo.
    static func closest(to word: String, in candidates: [String]) -> String? {
        let allowed = max(1, word.count / 3)
        // Lengths differing by more than the allowed distance can never be close
        // enough; skipping them keeps a huge misspelt value from costing seconds.
        let near = candidates.filter { abs($0.count - word.count) <= allowed }
        guard !near.isEmpty else { return nil }
        let lowered = word.lowercased()
        let scored = near.map { ($0, distance(lowered, $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= allowed ? best.0 : nil
    }

    /// What to append to a message: `; did you mean 'x'?`, or nothing.
    static func hint(for word: String, in candidates: [String]) -> String {
        closest(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Edit distance between two strings, counting a swap of neighbouring letters as
    /// one edit (optimal string alignment), since "titel" for "title" is a typical typo.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var beforePrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
