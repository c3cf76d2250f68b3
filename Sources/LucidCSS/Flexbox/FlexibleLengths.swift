import Foundation

/// CSS Flexible Box Layout §9.7: resolving flexible lengths.
extension CSSLayoutEngine {
    /// Sets each item's target main size in one line (`gap`: the main-axis gap between items).
    func resolveFlexibleLengths<Items: MutableCollection & RandomAccessCollection>(
        _ items: inout Items, line: FlexLine, gap: CGFloat, innerMain: CGFloat
    ) where Items.Element == FlexItem, Items.Index == Int {
        let gaps = gap * CGFloat(max(0, line.range.count - 1))
        var hypotheticalSum = gaps
        for i in line.range { hypotheticalSum += items[i].hypotheticalOuterMain }
        let growing = hypotheticalSum < innerMain
        let shrinking = hypotheticalSum > innerMain

        for i in line.range {
            items[i].targetMain = items[i].hypotheticalInnerMain
            items[i].frozen = false
            let item = items[i]
            if (!growing && !shrinking)
                || (growing && (item.grow == 0 || item.flexBasis > item.hypotheticalInnerMain))
                || (shrinking && (item.shrink == 0 || item.flexBasis < item.hypotheticalInnerMain)) {
                items[i].frozen = true
            }
        }
        if !growing && !shrinking { return }

        func usedSpace() -> CGFloat {
            var used = gaps
            for i in line.range {
                let item = items[i]
                used += item.marginMainSum + (item.frozen ? item.targetMain : item.flexBasis)
            }
            return used
        }
        let initialFreeSpace = innerMain - usedSpace()

        while true {
            if line.range.allSatisfy({ items[$0].frozen }) { break }
            var freeSpace = innerMain - usedSpace()
            var sumGrow: CGFloat = 0, sumShrink: CGFloat = 0
            for i in line.range where !items[i].frozen {
                sumGrow += items[i].grow
                sumShrink += items[i].shrink
            }
            let factorSum = growing ? sumGrow : sumShrink
            if factorSum < 1 {
                let scaled = initialFreeSpace * factorSum
                if abs(scaled) < abs(freeSpace) { freeSpace = scaled }
            }
            if freeSpace != 0 {
                if growing && sumGrow > 0 {
                    for i in line.range where !items[i].frozen {
                        items[i].targetMain = items[i].flexBasis + freeSpace * (items[i].grow / sumGrow)
                    }
                } else if shrinking && sumShrink > 0 {
                    var sumScaled: CGFloat = 0
                    for i in line.range where !items[i].frozen { sumScaled += items[i].innerFlexBasis * items[i].shrink }
                    if sumScaled > 0 {
                        for i in line.range where !items[i].frozen {
                            let ratio = items[i].innerFlexBasis * items[i].shrink / sumScaled
                            items[i].targetMain = items[i].flexBasis + freeSpace * ratio
                        }
                    }
                }
            }
            var totalViolation: CGFloat = 0
            for i in line.range where !items[i].frozen {
                let item = items[i]
                let clamped = max(item.targetMain.clamped(min: item.resolvedMinMain, max: item.maxMain), item.paddingBorderMain)
                items[i].violation = clamped - item.targetMain
                items[i].targetMain = clamped
                totalViolation += items[i].violation
            }
            for i in line.range where !items[i].frozen {
                if totalViolation > 0 { items[i].frozen = items[i].violation > 0 }
                else if totalViolation < 0 { items[i].frozen = items[i].violation < 0 }
                else { items[i].frozen = true }
            }
        }
    }
}
