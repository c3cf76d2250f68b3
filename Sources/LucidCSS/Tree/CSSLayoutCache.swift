import Foundation

/// Size-only answers per node.
///
/// The flex algorithm asks each child for its size several times (flex base size, min-content
/// size, max-content contribution, hypothetical cross size…), and a child's answers spawn its
/// own children's questions; without a cache the work would multiply at every level of
/// nesting. The inputs a node is asked with form a small set (about a dozen distinct ones per
/// node in practice), so each node keeps all its answers: nothing is evicted, which keeps
/// layout linear in the number of nodes even for deep trees.
///
/// Storage is one flat pool of entries (each node's entries linked from `heads`), and keys are
/// packed into plain words, so a lookup is a few integer compares and a layout allocates
/// nothing once the pool has grown.
struct CSSLayoutCache {
    /// The inputs of a computation, packed: the six lengths as bit patterns (zero where
    /// absent; -0 is stored as +0 so it matches 0 as `==` on CGFloat does) and which of them
    /// are present, the available-space kinds, sizing mode, indefinite axes (with
    /// `heightIsMeasured`) and whether only the width was computed as flags.
    struct Key: Equatable {
        var knownWidth: UInt64 = 0
        var knownHeight: UInt64 = 0
        var parentWidth: UInt64 = 0
        var parentHeight: UInt64 = 0
        var availableWidth: UInt64 = 0
        var availableHeight: UInt64 = 0
        var flags: UInt32 = 0

        /// An empty key (no question asked yet).
        init() {}

        /// (`withoutRatio`: the question is asked of the box with its aspect-ratio taken off,
        /// see `CSSLayoutEngine.computeWithoutRatio`; its answer is not the box's.
        /// `withoutMinMaxHeight` (`…Width`): of its content height (width) without its own min
        /// and max heights (widths), see `CSSLayoutEngine.contentHeightNode`.)
        init(known: OptSize, parent: OptSize, available: CSSAvailableSize, sizing: SizingMode, indefinite: IndefiniteAxes,
             widthOnly: Bool = false, withoutRatio: Bool = false, withoutMinMaxHeight: Bool = false, withoutMinMaxWidth: Bool = false) {
            var f: UInt32 = 0
            @inline(__always) func bits(_ v: CGFloat) -> UInt64 { (v + 0).bitPattern }
            if let v = known.width { knownWidth = bits(v); f |= 1 }
            if let v = known.height { knownHeight = bits(v); f |= 2 }
            if let v = parent.width { parentWidth = bits(v); f |= 4 }
            if let v = parent.height { parentHeight = bits(v); f |= 8 }
            switch available.width {
            case .definite(let v): availableWidth = bits(v); f |= 0x10
            case .minContent: f |= 0x20
            case .maxContent: f |= 0x30
            }
            switch available.height {
            case .definite(let v): availableHeight = bits(v); f |= 0x40
            case .minContent: f |= 0x80
            case .maxContent: f |= 0xC0
            }
            if sizing == .inherentSize { f |= 0x100 }
            if indefinite.width { f |= 0x200 }
            if indefinite.height { f |= 0x400 }
            if widthOnly { f |= 0x800 }
            if withoutRatio { f |= 0x1000 }
            if withoutMinMaxHeight { f |= 0x2000 }
            if withoutMinMaxWidth { f |= 0x4000 }
            if indefinite.heightIsMeasured { f |= 0x8000 }
            if indefinite.heightIsRatioGrown { f |= 0x10000 }
            if indefinite.parentHeightSteady { f |= 0x20000 }
            if indefinite.parentHeightFirstIndefinite { f |= 0x40000 }
            flags = f
        }

        /// The key of a natural-size question: no known size or parent size, max-content space
        /// in both axes, the content's size, the whole answer.
        static let natural = Key(known: OptSize(), parent: OptSize(), available: .maxContent, sizing: .contentSize, indefinite: .none)

        /// The same question asking for the whole size.
        var full: Key {
            var key = self
            key.flags &= ~0x800
            return key
        }
    }

    private struct Entry {
        var key: Key
        var output: NodeOutput
        var hasBaseline: Bool
        /// The node's next entry in `pool`, or -1.
        var next: Int32
    }

    /// Each node's first entry in `pool`, or -1.
    private var heads: [Int32]
    private var pool: [Entry] = []
    /// The margins of the answers of blocks whose parent block collapses margins with them:
    /// `marginSlot[entry]` is their index in `blockMargins`, or -1 (kept apart from the
    /// entries, which would otherwise all carry them).
    private var marginSlot: [Int32] = []
    private var blockMargins: [BlockMargins] = []

    /// A cached answer, and the margins stored with it (zero for nodes stored without).
    struct Hit {
        var output: NodeOutput
        var margins: BlockMargins
    }

    init(nodeCount: Int) {
        heads = Array(repeating: -1, count: nodeCount)
    }

    func lookup(_ node: Int, _ key: Key, needsBaseline: Bool, sizeIsStable: Bool) -> Hit? {
        guard let i = entryIndex(node, key, needsBaseline: needsBaseline, sizeIsStable: sizeIsStable) else { return nil }
        let slot = marginSlot[i]
        return Hit(output: pool[i].output, margins: slot < 0 ? BlockMargins() : blockMargins[Int(slot)])
    }

    private func entryIndex(_ node: Int, _ key: Key, needsBaseline: Bool, sizeIsStable: Bool) -> Int? {
        var i = Int(heads[node])
        while i >= 0 {
            let entry = pool[i]
            if entry.key == key && (entry.hasBaseline || !needsBaseline) { return i }
            i = Int(entry.next)
        }
        // A size asked with a known width (height) that an earlier computation without it
        // arrived at: the same answer.
        if key.flags & 3 == 0 || needsBaseline || !sizeIsStable { return nil }
        i = Int(heads[node])
        while i >= 0 {
            let entry = pool[i]
            let index = i
            i = Int(entry.next)
            let e = entry.key
            guard entry.hasBaseline || !needsBaseline,
                  e.flags & 0xF0C == key.flags & 0xF0C, e.parentWidth == key.parentWidth, e.parentHeight == key.parentHeight
            else { continue }
            if key.flags & 1 != 0 {
                if e.flags & 1 != 0 {
                    if e.knownWidth != key.knownWidth { continue }
                } else if (entry.output.size.width + 0).bitPattern != key.knownWidth { continue }
            } else if e.flags & 0x31 != key.flags & 0x31 || e.availableWidth != key.availableWidth { continue }
            if key.flags & 2 != 0 {
                if e.flags & 2 != 0 {
                    if e.knownHeight != key.knownHeight { continue }
                } else if (entry.output.size.height + 0).bitPattern != key.knownHeight { continue }
            } else if e.flags & 0xC2 != key.flags & 0xC2 || e.availableHeight != key.availableHeight { continue }
            return index
        }
        return nil
    }

    mutating func store(_ node: Int, _ key: Key, _ output: NodeOutput, hasBaseline: Bool, margins: BlockMargins? = nil) {
        var i = Int(heads[node])
        while i >= 0 {
            if pool[i].key == key {
                pool[i].output = output
                pool[i].hasBaseline = hasBaseline
                if let margins { setMargins(margins, at: i) }
                return
            }
            i = Int(pool[i].next)
        }
        pool.append(Entry(key: key, output: output, hasBaseline: hasBaseline, next: heads[node]))
        marginSlot.append(-1)
        heads[node] = Int32(pool.count - 1)
        if let margins { setMargins(margins, at: pool.count - 1) }
    }

    private mutating func setMargins(_ margins: BlockMargins, at entry: Int) {
        if marginSlot[entry] >= 0 {
            blockMargins[Int(marginSlot[entry])] = margins
        } else {
            marginSlot[entry] = Int32(blockMargins.count)
            blockMargins.append(margins)
        }
    }

    /// Forgets every answer (keeping the storage for the next layout).
    mutating func clear() {
        pool.removeAll(keepingCapacity: true)
        marginSlot.removeAll(keepingCapacity: true)
        blockMargins.removeAll(keepingCapacity: true)
        heads.withUnsafeMutableBufferPointer { $0.update(repeating: -1) }
    }
}
