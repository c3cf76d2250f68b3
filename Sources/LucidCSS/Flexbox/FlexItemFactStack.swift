import Foundation

/// The facts of the flex items made anew in every pass (those with keyword sizes or an
/// aspect-ratio, which `FlexItemTemplates` does not keep), held while their container's pass
/// lasts: a pass pushes its items' facts and pops them when it ends, and the passes of nested
/// containers run inside it, so the facts form a stack.
///
/// Written by hand: items point at their facts, so the storage must never move while it
/// grows, which an array's does. It grows in fixed chunks that stay where they are.
final class FlexItemFactStack: @unchecked Sendable {
    private static let chunkSize = 256
    private var chunks: [UnsafeMutablePointer<FlexItemFacts>] = []
    /// How many facts are on the stack.
    private(set) var count = 0

    deinit {
        for chunk in chunks {
            chunk.deinitialize(count: Self.chunkSize)
            chunk.deallocate()
        }
    }

    /// Pushes `facts`; the result stays valid until the stack is popped below it.
    func push(_ facts: FlexItemFacts) -> UnsafePointer<FlexItemFacts> {
        let (chunk, index) = count.quotientAndRemainder(dividingBy: Self.chunkSize)
        if chunk == chunks.count {
            let storage = UnsafeMutablePointer<FlexItemFacts>.allocate(capacity: Self.chunkSize)
            storage.initialize(repeating: .blank, count: Self.chunkSize)
            chunks.append(storage)
        }
        let slot = chunks[chunk] + index
        slot.pointee = facts
        count += 1
        return UnsafePointer(slot)
    }

    /// Pops the facts pushed since the stack held `count` (a pass's start).
    func pop(to count: Int) {
        precondition(count <= self.count, "FlexItemFactStack popped above its top")
        self.count = count
    }
}
