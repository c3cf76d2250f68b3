// The seeded random source of the fuzz and random-tree tests of LucidDescriptionTests,
// LucidRenderTests and FlexTests (LucidTestSupport).

// MARK: - Random numbers

/// SplitMix64 (Steele, Lea and Flood): a tiny, fast generator whose every output
/// depends only on the seed, so a failing case is replayed from its seed alone.
/// Helpers draw numbers without `random(in:using:)`, whose algorithm may change.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0).
    mutating func below(_ count: Int) -> Int {
        precondition(count > 0)
        return Int(next().multipliedFullWidth(by: UInt64(count)).high)
    }

    /// A number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// A uniform number in 0..<1.
    mutating func unit() -> Double { Double(next() >> 11) * 0x1p-53 }

    /// True with probability `probability`.
    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}
