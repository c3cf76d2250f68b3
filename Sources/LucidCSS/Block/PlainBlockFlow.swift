import Foundation

/// Block layout's fast path for plain blocks (`isPlainFlowBlock`): a block in its parent's
/// block flow whose subtree is nothing but such blocks, laid out as `computeBlock` and
/// `placeBlockChildren` lay it out, without the questions their answer cannot depend on.
///
/// Why a second way through: a plain block has no measure, aspect-ratio, percentage or
/// keyword size, float, `clear`, relative offset, `auto` margin, `justify-self`, `justify-items`,
/// `align-content`, legacy `text-align`, scroll container, out-of-flow child or baseline, and
/// its parent's flow has no floats. Of the general way's work (normalising the question and
/// checking the cache in `computeBox`, copying the box sizes twice a level, weighing each of
/// those features) only the stacking and margin collapsing are left, and in a chain of nested
/// blocks the general way cost three times the answer. `--check-fast-paths` lays every tree
/// out both ways and compares the frames.
extension CSSLayoutEngine {
    /// A plain block's stored box sizes (it has no percentages or ratio: they are final),
    /// copied out of the table, which the layout of its children changes around it.
    @inline(__always)
    private func plainBox(_ node: Int) -> BoxSizes {
        readStoredBoxSizes(node) { $0.pointee }
    }

    /// Lays out a plain block `width` wide (its border box, as its parent's flow decided it)
    /// whose own height, if any, is `knownHeight`, and returns its border-box height, leaving
    /// the margins it passes to its parent in `lastBlockMargins`; nil where the stack runs
    /// short, for the general way to carry on on a fresh one. In `.performLayout` it sets the
    /// frames of its subtree.
    mutating func layoutPlainFlowBlock(_ node: Int, width: CGFloat, knownHeight: CGFloat?, mode: RunMode) -> CGFloat? {
        guard ThreadStack.currentAddress() >= stackLimit else { return nil }
        let box = plainBox(node)
        // (The height its styles fix: a min at least the max, as in `computeBlock`.)
        var fixedHeight = knownHeight
        if fixedHeight == nil, let least = box.min.height, let most = box.max.height, most <= least { fixedHeight = least }
        fixedHeight = fixedHeight.maxed(box.paddingBorder.vertical)
        let inset = box.contentInset
        let innerWidth = max(0, width - inset.horizontal)
        let isRTL = styles.address(node).pointee.direction == .rtl
        let collapsesStart = box.paddingBorder.top == 0
        let opensAtEnd = box.paddingBorder.bottom == 0
        var collapsesEnd = opensAtEnd && box.size.height == nil

        var committedY = inset.top
        var firstTop = CollapsibleMarginSet.zero
        var active = CollapsibleMarginSet.zero
        var collapsingWithFirst = true
        var allCollapseThrough = true
        for k in childStart[node]..<childStart[node + 1] {
            let child = childList[k]
            let c = plainBox(child)
            let stretch = innerWidth - c.margin.horizontal
            let known = c.size.clamped(min: c.min, max: c.max)
            let childWidth = max(known.width ?? stretch.clamped(min: c.min.width, max: c.max.width), c.paddingBorder.horizontal)
            let childKnownHeight = known.height.maxed(c.paddingBorder.vertical)
            let height: CGFloat
            let margins: BlockMargins
            if childStart[child] == childStart[child + 1] {
                // An empty block, as `compute` sizes a plain leaf.
                height = max((childKnownHeight ?? c.contentInset.vertical).clamped(min: c.min.height, max: c.max.height), c.paddingBorder.vertical)
                margins = BlockMargins(
                    collapsesThrough: height == 0 && c.paddingBorder.top == 0 && c.paddingBorder.bottom == 0 && (c.min.height ?? 0) <= 0)
                if mode == .performLayout { baselines[child] = nil }
            } else if let h = layoutPlainFlowBlock(child, width: childWidth, knownHeight: childKnownHeight, mode: mode) {
                height = h
                margins = lastBlockMargins
            } else {
                height = compute(
                    child, known: OptSize(width: childWidth, height: childKnownHeight), parent: OptSize(width: innerWidth, height: nil),
                    available: CSSAvailableSize(width: .definite(stretch), height: .maxContent), mode: mode, sizing: .inherentSize
                ).size.height
                margins = lastBlockMargins
            }
            let top = margins.top.collapsed(with: c.margin.top)
            let bottom = margins.bottom.collapsed(with: c.margin.bottom)
            let marginOffset = collapsingWithFirst && collapsesStart ? 0 : active.collapsed(with: top).resolved
            let y = committedY + marginOffset
            if mode == .performLayout {
                let x = isRTL ? width - inset.right - childWidth - c.margin.right : inset.left + c.margin.left
                frames[child] = CGRect(x: x, y: y, width: childWidth, height: height)
            }
            // (The margin collapsing of `placeBlockChildren`, floats and clearance aside.)
            if collapsingWithFirst {
                firstTop = firstTop.collapsed(with: top)
                if margins.collapsesThrough { firstTop = firstTop.collapsed(with: bottom) } else { collapsingWithFirst = false }
            }
            if margins.collapsesThrough {
                active = active.collapsed(with: top).collapsed(with: bottom)
            } else {
                allCollapseThrough = false
                committedY = y + height
                active = bottom
            }
        }

        // The content's height and the last margin, as `computeBlock` finds them.
        var contentHeight = committedY + inset.bottom
        var dropsLastMargin = false
        if collapsesEnd, fixedHeight != nil || contentHeight.clamped(min: box.min.height, max: box.max.height) != contentHeight {
            collapsesEnd = false
            dropsLastMargin = true
        }
        let marginsEscapedAtTop = collapsesStart && allCollapseThrough
        if !collapsesEnd && !dropsLastMargin && !marginsEscapedAtTop { contentHeight += active.resolved }
        contentHeight = max(0, contentHeight)
        let height = max(fixedHeight ?? contentHeight.clamped(min: box.min.height, max: box.max.height), box.paddingBorder.vertical)
        let preventsCollapseThrough = box.paddingBorder.vertical > 0 || height > 0 || (box.min.height ?? 0) > 0
        lastBlockMargins = BlockMargins(
            top: collapsesStart ? firstTop : .zero, bottom: collapsesEnd ? active : .zero,
            collapsesThrough: !preventsCollapseThrough && allCollapseThrough)
        if mode == .performLayout { baselines[node] = nil }
        return height
    }
}
