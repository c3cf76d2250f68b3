import Foundation

/// CSS Flexible Box Layout §9.7: resolving flexible lengths.
///
/// The free space is handed out as Chromium hands it out (`LineFlexer`): each unfrozen item,
/// from the last, takes its fraction of the space still left, rounded to 1/64 of a pixel,
/// and the first takes what remains, so the items fill the line exactly. An item's fraction
/// is its flex factor (a `float`, as Chromium keeps it; scaled by its inner flex basis when
/// shrinking) over the sum of those of the unfrozen items up to it. (Three equal items in 800
/// come out 266.65625, 266.671875 and 266.671875 wide, as Chromium's do; the difference from
/// the spec's arithmetic shows past a million pixels, in the `s16_line_flexer_*` fixtures.)
extension CSSLayoutEngine {
    /// Sets each item's target main size in one line (`gap`: the main-axis gap between items).
    func resolveFlexibleLengths(_ items: inout [FlexItem], line: FlexLine, gap: CGFloat, innerMain: CGFloat) {
        let gaps = gap * CGFloat(max(0, line.range.count - 1))
        var hypotheticalSum = gaps
        for i in line.range { hypotheticalSum += items[i].hypotheticalOuterMain }
        // (A line that fits exactly shrinks: an item held below its basis by its max size may
        // still give up space, as in Chromium.)
        let growing = hypotheticalSum < innerMain

        // Items with no flex factor, and those whose min or max size already holds them, are
        // frozen at their hypothetical sizes (§9.7 step 3).
        for i in line.range {
            items[i].targetMain = items[i].hypotheticalInnerMain
            let item = items[i]
            items[i].frozen = (growing ? item.grow : item.shrink) == 0
                || (growing ? item.flexBasis > item.hypotheticalInnerMain : item.flexBasis < item.hypotheticalInnerMain)
        }
        var (freeSpace, factorSum) = unfreezeRest(&items, line: line, gaps: gaps, innerMain: innerMain, growing: growing)
        let initialFreeSpace = freeSpace

        while true {
            // Flex factors summing to less than 1 take only that fraction of the initial free
            // space (§9.7 step 4b).
            if factorSum > 0 && factorSum < 1 {
                let fractional = CSSLength.layoutUnit(initialFreeSpace * factorSum)
                if abs(fractional) < abs(freeSpace) { freeSpace = fractional }
            }
            if growing ? freeSpace <= 0 : freeSpace >= 0 { return }
            var totalViolation: CGFloat = 0
            for i in line.range.reversed() where !items[i].frozen {
                let fraction = items[i].freeSpaceFraction
                let extra: CGFloat
                if fraction == 1 {
                    extra = freeSpace
                } else {
                    let share = freeSpace * fraction
                    extra = share.isFinite ? Self.roundedLayoutUnit(share) : 0
                }
                freeSpace -= extra
                let item = items[i]
                let size = item.flexBasis + extra
                let clamped = max(size.clamped(min: item.resolvedMinMain, max: item.maxMain), item.paddingBorderMain)
                items[i].violation = clamped - size
                items[i].targetMain = clamped
                totalViolation += clamped - size
            }
            if totalViolation == 0 { return }
            // The items that broke the limits the whole line broke are frozen where their limit
            // holds them; the rest start again from their hypothetical sizes.
            for i in line.range where !items[i].frozen {
                items[i].frozen = totalViolation > 0 ? items[i].violation > 0 : items[i].violation < 0
            }
            (freeSpace, factorSum) = unfreezeRest(&items, line: line, gaps: gaps, innerMain: innerMain, growing: growing)
        }
    }

    /// Puts the unfrozen items back at their hypothetical sizes and sets their fractions of the
    /// free space; returns the free space (the line's room less the frozen items' target sizes
    /// and the others' flex bases, margins and gaps included) and the unfrozen items' sum of
    /// flex factors.
    private func unfreezeRest(
        _ items: inout [FlexItem], line: FlexLine, gaps: CGFloat, innerMain: CGFloat, growing: Bool
    ) -> (freeSpace: CGFloat, factorSum: Double) {
        var freeSpace = innerMain - gaps
        var factorSum: Double = 0
        var weightedSum: Double = 0
        for i in line.range {
            let item = items[i]
            if item.frozen {
                freeSpace -= item.targetMain + item.marginMainSum
                continue
            }
            items[i].targetMain = item.hypotheticalInnerMain
            let factor = Double(Float(growing ? item.grow : item.shrink))
            factorSum += factor
            if growing {
                items[i].freeSpaceFraction = factor / factorSum
            } else {
                let weighted = factor * item.innerFlexBasis
                weightedSum += weighted
                items[i].freeSpaceFraction = weighted / weightedSum
            }
            freeSpace -= item.flexBasis + item.marginMainSum
        }
        return (freeSpace, factorSum)
    }

    /// `value` rounded to the nearest 1/64 of a pixel, within the range of Chromium's
    /// `LayoutUnit` (its `FromDoubleRound`).
    @inline(__always)
    static func roundedLayoutUnit(_ value: Double) -> CGFloat {
        let raw = (value * 64).rounded()
        return min(max(raw, -2_147_483_648), 2_147_483_647) / 64
    }
}
