import Foundation

/// The natural size of a *wrapper* — a simple container with a single item that replays its
/// layout — computed in scalars.
///
/// Why: wrappers (an inset, a background, a one-child stack) are the most common containers
/// in real layouts, and a chain of them is the deepest kind of tree. `findNaturalSizesBottomUp`
/// sizes every replaying container once, deepest first; for a wrapper the general simple pass
/// (`computeSimpleFlex`) spent about 2,600 instructions on it, mostly building, copying and
/// reading a 384-byte `FlexItem` and passing through `computeBox`, against a few hundred for
/// the arithmetic itself. This is the same computation for that one question (no known size,
/// max-content space, content sizing, no baseline), step for step and operation for operation
/// as `computeSimpleFlex` → `simplePass` run it for one item, so the size, the record it
/// leaves for `replaySimpleLayout` and every frame are the same bit for bit (the
/// `--check-simple-path` run of `flex-conformance` compares them with the general algorithm on
/// every suite and benchmark file). The item is asked exactly the questions the pass asks,
/// through `compute`, which answers them from its natural size.
extension CSSLayoutEngine {
    /// Finds and remembers the natural size of the wrapper `node` (with its layout record),
    /// as `compute` would for the natural question; returns false, having done nothing, for
    /// the rare wrapper whose min and max sizes fix a dimension (left to `compute`).
    mutating func findWrapperNaturalSize(_ node: Int) -> Bool {
        let facts = UnsafePointer(simpleContainers[node])
        let f = facts.pointee
        let isRow = f.isRow
        let minSize = f.min, maxSize = f.max
        let paddingBorder = f.paddingBorder, inset = f.contentInset
        if let mn = minSize.width, let mx = maxSize.width, mx <= mn { return false }
        if let mn = minSize.height, let mx = maxSize.height, mx <= mn { return false }

        let k = childStart[node]
        let child = childList[k]
        let item = simpleItems[k].pointee
        let marginMainSum = item.marginMainStart + item.marginMainEnd
        let marginCrossSum = item.marginCrossStart + item.marginCrossEnd
        let minMain = item.min.width, maxMain = item.max.width
        let minCross = item.min.height, maxCross = item.max.height
        let gaps = f.gap * CGFloat(0)

        // The container's own size (none known): a column's width comes first, from its item.
        var knownWidth: CGFloat? = nil
        if !isRow {
            let out = compute(
                child, known: OptSize(), parent: OptSize(), available: .maxContent,
                mode: .computeSize, sizing: .inherentSize, widthOnly: true)
            let most = max(0, out.size.width + (item.marginCrossStart + item.marginCrossEnd))
            let width = max((most + inset.horizontal).clamped(min: minSize.width, max: maxSize.width), paddingBorder.horizontal)
            knownWidth = width.clamped(min: minSize.width, max: maxSize.width)
        }
        let innerCross = knownWidth.map { max(0, $0 - inset.horizontal) }
        let availableCross: CSSAvailableSpace = knownWidth.map { .definite($0 - inset.horizontal) } ?? .maxContent

        // The flex base size and hypothetical main size (`simpleFlexBaseSize`).
        let crossAvailable: CSSAvailableSpace
        switch availableCross {
        case .definite(let v): crossAvailable = .definite(v.clamped(min: minCross.plus(marginCrossSum), max: maxCross.plus(marginCrossSum)))
        default: crossAvailable = maxCross.plus(marginCrossSum).map { .definite($0) } ?? .maxContent
        }
        var knownCross = item.size.height
        if knownCross == nil, item.align == .stretch, let containerCross = innerCross {
            knownCross = max(item.paddingBorderCross, (containerCross - marginCrossSum).clamped(min: minCross, max: maxCross))
        }
        let childKnown = OptSize(main: nil, cross: knownCross, isRow: isRow)
        let childParent = OptSize(main: nil, cross: innerCross, isRow: isRow)
        let basisIsDefinite = !item.basis.isNaN
        var basis = item.basis
        var sameMinContent: NodeOutput? = nil
        if !basisIsDefinite {
            let out = compute(
                child, known: childKnown, parent: childParent,
                available: CSSAvailableSize(main: .maxContent, cross: crossAvailable, isRow: isRow),
                mode: .computeSize, sizing: .contentSize, widthOnly: isRow)
            basis = isRow ? out.size.width : out.size.height
            if isPlainLeaf[child] || (isRow ? intrinsicWidthsAgree[child] : ignoresAvailableHeight[child]) { sameMinContent = out }
            if let most = maxMain { basis = min(basis, most) }
        }
        let flexBasis = max(basis, item.paddingBorderMain)
        let innerFlexBasis = flexBasis - item.paddingBorderMain
        let resolvedMin = simpleMinMain(
            child, minMain: minMain, sizeMain: item.size.width, maxMain: maxMain, paddingBorderMain: item.paddingBorderMain,
            isRow: isRow, known: childKnown, parent: childParent, crossAvailable: crossAvailable, sameMinContent: sameMinContent)
        let hypotheticalInnerMain = max(flexBasis.clamped(min: max(resolvedMin, item.paddingBorderMain), max: maxMain), item.paddingBorderMain)
        let hypotheticalOuterMain = hypotheticalInnerMain + marginMainSum

        // The container's main size (`simpleContainerMainSize`): a row's from the item's
        // max-content contribution, a column's from its hypothetical size.
        let insetMain = isRow ? inset.horizontal : inset.vertical
        let insetCross = isRow ? inset.vertical : inset.horizontal
        var size: CGFloat
        if isRow {
            let contribution = wrapperContribution(child, item, hypotheticalMain: hypotheticalInnerMain, resolvedMin: resolvedMin, marginMainSum: marginMainSum)
            size = max(0, gaps + contribution)
            // (`simpleRowMaxContent`: the contribution where the flex basis is not the size.)
            let basisDiffersFromSize = basisIsDefinite && item.size.width != flexBasis
            naturalSizes[node].hypotheticalMain = max(0, gaps + (basisDiffersFromSize ? contribution : hypotheticalOuterMain))
        } else {
            size = max(0, gaps + hypotheticalOuterMain)
            naturalSizes[node].hypotheticalMain = .nan
        }
        let outerMain = max(
            (size + insetMain).clamped(min: minSize.main(isRow), max: maxSize.main(isRow)),
            isRow ? paddingBorder.horizontal : paddingBorder.vertical)
        let innerMain = max(0, outerMain - insetMain)

        // The flexible length of the one item (`resolveFlexibleLengths`: one round freezes it).
        var targetMain = hypotheticalInnerMain
        let hypotheticalSum = gaps + hypotheticalOuterMain
        let growing = hypotheticalSum < innerMain
        let shrinking = hypotheticalSum > innerMain
        let frozen = (!growing && !shrinking)
            || (growing && (item.grow == 0 || flexBasis > hypotheticalInnerMain))
            || (shrinking && (item.shrink == 0 || flexBasis < hypotheticalInnerMain))
        if !frozen {
            var used = gaps
            used += marginMainSum + flexBasis
            var freeSpace = innerMain - used
            let factorSum = growing ? item.grow : item.shrink
            if factorSum < 1 {
                let scaled = (innerMain - used) * factorSum
                if abs(scaled) < abs(freeSpace) { freeSpace = scaled }
            }
            // (The item's share of the free space is its factor over the sum of factors,
            // exactly 1 here.)
            if freeSpace != 0, growing && item.grow > 0 || shrinking && item.shrink > 0 && innerFlexBasis * item.shrink > 0 {
                targetMain = flexBasis + freeSpace
            }
            targetMain = max(targetMain.clamped(min: resolvedMin, max: maxMain), item.paddingBorderMain)
        }

        // The hypothetical cross size, the line's, the used one (`simpleHypotheticalCrossSize`).
        var cross: CGFloat
        if let size = item.size.height {
            cross = size
        } else {
            let out = compute(
                child, known: OptSize(main: targetMain, cross: nil, isRow: isRow),
                parent: OptSize(width: isRow ? innerMain : innerCross, height: isRow ? nil : innerMain),
                available: CSSAvailableSize(
                    main: .definite(outerMain), cross: availableCross.clamped(min: minCross.plus(marginCrossSum), max: maxCross.plus(marginCrossSum)),
                    isRow: isRow),
                mode: .computeSize, sizing: .contentSize, indefinite: IndefiniteAxes(width: false, height: !isRow && !basisIsDefinite))
            cross = isRow ? out.size.height : out.size.width
        }
        let hypotheticalInnerCross = max(cross.clamped(min: minCross, max: maxCross), item.paddingBorderCross)
        let linesCross = max(0, hypotheticalInnerCross + marginCrossSum)
        var lineCross: CGFloat
        if let innerCross {
            lineCross = stretchedLineCross(facts, innerCross, outerCross: knownWidth!)
        } else {
            lineCross = linesCross.clamped(min: minSize.cross(isRow).map { $0 - insetCross }, max: maxSize.cross(isRow).map { $0 - insetCross })
            lineCross = stretchedLineCross(facts, lineCross, outerCross: nil)
        }
        let targetCross = item.align == .stretch && item.crossSizeIsAuto
            ? max((lineCross - marginCrossSum).clamped(min: minCross, max: maxCross), item.paddingBorderCross)
            : hypotheticalInnerCross

        // Alignment on both axes.
        var used = gaps
        used += targetMain + marginMainSum
        var keyword = f.justify
        var isSafe = f.justifyIsSafe
        let free = innerMain - used
        if free < 0, isSafe || keyword == .spaceAround || keyword == .spaceEvenly {
            keyword = .flexStart
            isSafe = false
        }
        let offsetMain = FlexDistribution.offsets(keyword: keyword, isSafe: isSafe, free: free, count: 1, gap: f.gap).leading
        let crossFree = lineCross - (targetCross + marginCrossSum)
        var offsetCross: CGFloat
        switch item.align {
        case .flexStart, .stretch, .baseline: offsetCross = 0
        case .flexEnd: offsetCross = crossFree
        case .center: offsetCross = crossFree / 2
        }
        if item.alignIsSafe && crossFree < 0 { offsetCross = 0 }

        let outerCross = knownWidth
            ?? max((lineCross + insetCross).clamped(min: minSize.cross(isRow), max: maxSize.cross(isRow)), isRow ? paddingBorder.vertical : paddingBorder.horizontal)
        let containerSize = CGSize(main: outerMain, cross: outerCross, isRow: isRow)

        // The record (`recordSimpleLayout`), and the answer.
        if max(0, outerMain - insetMain) == innerMain,
           stretchedLineCross(facts, max(0, outerCross - insetCross), outerCross: outerCross) == lineCross {
            let mainPos = (isRow ? inset.left : inset.top) + offsetMain + item.marginMainStart
            let crossPos = (isRow ? inset.top : inset.left) + offsetCross + item.marginCrossStart
            recordFrames[k] = isRow
                ? CGRect(x: mainPos, y: crossPos, width: targetMain, height: targetCross)
                : CGRect(x: crossPos, y: mainPos, width: targetCross, height: targetMain)
            layoutRecords[node] = SimpleLayoutRecord(generation: layoutGeneration, size: containerSize)
        }
        naturalSizes[node].generation = layoutGeneration
        naturalSizes[node].size = containerSize
        return true
    }

    /// The max-content contribution of a wrapper row's item (`simpleContentContribution`,
    /// with nothing known of the container's cross size).
    @inline(__always)
    private mutating func wrapperContribution(
        _ child: Int, _ item: SimpleItemFacts, hypotheticalMain: CGFloat, resolvedMin: CGFloat, marginMainSum: CGFloat
    ) -> CGFloat {
        let basisMin: CGFloat? = item.shrink == 0 ? hypotheticalMain : nil
        let basisMax: CGFloat? = item.grow == 0 ? hypotheticalMain : nil
        let minMain = max(item.min.width.maxed(basisMin) ?? basisMin ?? resolvedMin, resolvedMin)
        let maxMain = item.max.width.mined(basisMax) ?? basisMax ?? .infinity
        if let preferred = item.size.width, maxMain <= minMain || maxMain <= preferred {
            return max(min(preferred, maxMain), minMain) + marginMainSum
        }
        if maxMain <= minMain { return minMain + marginMainSum }
        let out = compute(
            child, known: OptSize(width: nil, height: item.size.height), parent: OptSize(),
            available: CSSAvailableSize(
                width: .maxContent, height: .maxContent),
            mode: .computeSize, sizing: .inherentSize, widthOnly: true)
        return max(out.size.width.clamped(min: minMain, max: maxMain), item.paddingBorderMain) + marginMainSum
    }
}
