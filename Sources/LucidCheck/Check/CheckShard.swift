import Foundation

/// One of `count` disjoint parts of a suite of descriptions (`lucid check --shard 2/3`),
/// for CI systems that run a job matrix: every description falls in exactly one shard,
/// chosen from a hash of its golden name, so adding or removing a file moves no other.
public struct CheckShard: Hashable, Sendable, CustomStringConvertible {
    /// 1 … `count`.
    public var index: Int
    public var count: Int

    /// `index` of `count`; nil unless 1 ≤ index ≤ count.
    public init?(index: Int, count: Int) {
        guard count >= 1, (1...count).contains(index) else { return nil }
        self.index = index
        self.count = count
    }

    /// "2/3"; nil for anything else.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether the description with golden name `name` (`docs/box`) is in this shard.
    public func contains(_ name: String) -> Bool {
        Int(Self.hash(name) % UInt64(count)) == index - 1
    }

    /// FNV-1a of the name's UTF-8 bytes: the same on every machine and in every process
    /// (Swift's own hashing is seeded per process).
    static func hash(_ name: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
