import Foundation

/// Recording where `computeFlex` placed a container's items when it measured the container,
/// and laying the container out later from that record instead of running the algorithm
/// again.
///
/// Why: in a deep tree every level is measured before it is laid out, usually at the very
/// size the measurement found; a chain of wrappers (insets, backgrounds, one-child stacks)
/// paid for a second pass per level, recursively. A container that *replays*
/// (`replaysLayout`) remembers its measuring pass (`recordLayout`); its layout at the size
/// it arrived at copies the recorded frames down the tree in one loop (`replayLayout`).
///
/// Which containers replay: those of a plain shape (`hasReplayableShape`: one line, left to
/// right, not reversed, sizes in points, items in flow, no `auto` margins, relative offsets,
/// scroll containers or baseline alignment) whose subtree is `sizeIsStable` and whose items
/// are plain leaves or containers that replay. There a box's width never depends on its
/// height nor its height on its width, so everything the pass decides follows from its inner
/// main size and its line's cross size, which `recordLayout` checks a layout at the size it
/// found would decide the same. (`CSSLayoutTree(_:fastPaths: false)` turns replay and
/// remembered natural sizes off, and the tests compare the two on every suite file, bit for
/// bit.)
extension CSSLayoutEngine {
    /// What a container's last measuring pass decided, to place its items again without
    /// recomputing them: valid in the layout numbered `generation`, for a layout at `size`.
    /// Its items' frames are in `recordFrames`, and which of their sizes are indefinite for
    /// their children's percentages in `recordIndefinite`, at their positions in `childList`.
    struct FlexLayoutRecord {
        var generation: UInt32 = 0
        var size = CGSize.zero
    }

    /// What `naturalAnswer` reads of a container that replays, resolved once per tree.
    struct ReplayFacts {
        var isRow = true
        var min = OptSize(), max = OptSize()
        var margin = ResolvedEdges(), paddingBorder = ResolvedEdges(), contentInset = ResolvedEdges()
    }

    /// Whether `node` has the shape of a container that can replay its layout (see above):
    /// checked once per tree.
    static func hasReplayableShape(_ node: Int, styles: StyleTable, children: [Int], hasMeasure: Bool) -> Bool {
        let s = styles[node]
        guard !hasMeasure, !children.isEmpty, s.display == .flex, s.flexWrap == .noWrap, s.direction == .ltr,
              s.flexDirection == .row || s.flexDirection == .column, s.aspectRatio == nil, !usesParentSize(s),
              !hasKeyword(s), isPoints(s.rowGap), isPoints(s.columnGap), s.alignItems?.keyword != .baseline,
              !s.overflowX.isScrollContainer, !s.overflowY.isScrollContainer
        else { return false }
        for child in children {
            let c = styles[child]
            guard c.display != .none, c.position == .relative, c.inset == .auto, c.direction == .ltr, c.aspectRatio == nil,
                  !usesParentSize(c), !hasKeyword(c), c.flexBasis == .auto || isPoints(c.flexBasis),
                  !c.margin.left.isAuto, !c.margin.right.isAuto, !c.margin.top.isAuto, !c.margin.bottom.isAuto,
                  !c.overflowX.isScrollContainer, !c.overflowY.isScrollContainer, c.alignSelf?.keyword != .baseline
            else { return false }
        }
        return true
    }

    private static func isPoints(_ length: CSSLength) -> Bool {
        if case .points = length { return true }
        return false
    }

    private static func hasKeyword(_ s: CSSStyle) -> Bool {
        func k(_ l: CSSLength) -> Bool {
            switch l {
            case .auto, .points, .percent: return false
            default: return true
            }
        }
        return k(s.width) || k(s.height) || k(s.minWidth) || k(s.minHeight) || k(s.maxWidth) || k(s.maxHeight) || k(s.flexBasis)
    }

    /// The facts `naturalAnswer` reads of the container `node`.
    func replayFacts(_ node: Int) -> ReplayFacts {
        let sizes = fixedBoxSizes[node]
        return ReplayFacts(
            isRow: styles[node].flexDirection == .row, min: sizes.min, max: sizes.max,
            margin: sizes.margin, paddingBorder: sizes.paddingBorder, contentInset: sizes.contentInset)
    }

    /// The cross size the one line of a container whose border-box cross size is `outerCross`
    /// gets: the content box's, stretched by `align-content` to the cross size clamped by the
    /// container's min and max (`calculateLineCrossSizes` and `stretchLines` for a known size).
    func lineCross(atOuterCross outerCross: CGFloat, ctx: FlexContext) -> CGFloat {
        let line = max(0, outerCross - ctx.insetCrossSum)
        guard (ctx.alignContent?.keyword ?? .stretch) == .stretch else { return line }
        let isRow = ctx.isRow
        let inner = max(0, outerCross.clamped(min: ctx.minSize.cross(isRow), max: ctx.maxSize.cross(isRow)) - ctx.insetCrossSum)
        return line < inner ? line + (inner - line) : line
    }

    /// Remembers where a measuring pass placed a container's items (the one line `line`, its
    /// inner main size `innerMain`), for `replayLayout`, when a layout at `size` would decide
    /// the same inner main size and line cross size (it would not where clamping made them
    /// differ).
    mutating func recordLayout(_ node: Int, _ items: [FlexItem], line: FlexLine, innerMain: CGFloat, ctx: FlexContext, size: CGSize) {
        let isRow = ctx.isRow
        let outerMain = isRow ? size.width : size.height, outerCross = isRow ? size.height : size.width
        guard max(0, outerMain - ctx.insetMainSum) == innerMain, lineCross(atOuterCross: outerCross, ctx: ctx) == line.crossSize
        else { return }
        var mainCursor = ctx.insetMainStart
        var k = childStart[node]
        for item in items {
            let mainPos = mainCursor + item.offsetMain + item.marginMainStart
            let crossPos = ctx.insetCrossStart + item.offsetCross + item.marginCrossStart
            mainCursor = mainPos + item.targetMain + item.marginMainEnd
            recordFrames[k] = isRow
                ? CGRect(x: mainPos, y: crossPos, width: item.targetMain, height: item.targetCross)
                : CGRect(x: crossPos, y: mainPos, width: item.targetCross, height: item.targetMain)
            recordIndefinite[k] = placedItemIndefinite(item, ctx: ctx)
            k += 1
        }
        layoutRecords[node] = FlexLayoutRecord(generation: layoutGeneration, size: size)
    }

    /// Lays a container out at its recorded size (`compute` checks the record, and sets the
    /// container's baseline): the items go where the measuring pass put them, and each is
    /// laid out at its recorded size, replaying in turn where it can.
    ///
    /// The replayed containers below `root` are walked with a worklist rather than by
    /// recursion (a chain of wrappers is replayed in one loop); their baselines, which come
    /// from their first items', are set afterwards, deepest first.
    mutating func replayLayout(_ root: Int) -> NodeOutput {
        var pending = replayWorklist
        var replayed = replayOrder
        var computed = replayComputed
        replayWorklist = []
        replayOrder = []
        replayComputed = []
        pending.append(root)
        // The frames are written through a pointer (each write to the array checked that it
        // was not shared); the items that cannot replay are computed after the walk.
        let childStart = childStart, childList = childList, recordFrames = recordFrames
        let isPlainLeaf = isPlainLeaf, replaysLayout = replaysLayout, layoutRecords = layoutRecords
        let generation = layoutGeneration
        frames.withUnsafeMutableBufferPointer { frames in
            baselines.withUnsafeMutableBufferPointer { baselines in
                while let node = pending.popLast() {
                    replayed.append(node)
                    for k in childStart[node]..<childStart[node + 1] {
                        let child = childList[k]
                        let frame = recordFrames[k]
                        frames[child] = frame
                        if isPlainLeaf[child] {
                            baselines[child] = nil
                        } else if replaysLayout[child], layoutRecords[child].generation == generation, layoutRecords[child].size == frame.size {
                            pending.append(child)
                        } else {
                            computed.append((child, node, k))
                        }
                    }
                }
            }
        }
        for (child, node, k) in computed {
            // (The items' own percentages, and so their parent size, do not matter here; which
            // of their sizes count as definite for their children's percentages does.)
            let record = layoutRecords[node]
            let frame = frames[child]
            _ = compute(
                child, known: OptSize(width: frame.width, height: frame.height), parent: OptSize(),
                available: CSSAvailableSize(width: .definite(record.size.width), height: .definite(record.size.height)),
                mode: .performLayout, sizing: .contentSize, indefinite: recordIndefinite[k])
        }
        baselines.withUnsafeMutableBufferPointer { baselines in
            for node in replayed.reversed() {
                let first = childStart[node]
                let frame = recordFrames[first]
                baselines[node] = frame.minY + (baselines[childList[first]] ?? frame.height)
            }
        }
        replayed.removeAll(keepingCapacity: true)
        computed.removeAll(keepingCapacity: true)
        replayWorklist = pending
        replayOrder = replayed
        replayComputed = computed
        return NodeOutput(size: layoutRecords[root].size, baseline: baselines[root])
    }
}
