import Foundation
import LucidLayout

/// The dashes each dashed shape of a description draws, noted when it is laid out
/// (`DashCounter`), and checked against `DashBudget.maximumDashes` once the figure is.
final class DashLedger {
    private var entries: [(location: SourceLocation, dashes: Double)] = []

    /// A new entry for the shape written at `location`.
    func add(at location: SourceLocation) -> Int {
        entries.append((location, 0))
        return entries.count - 1
    }

    func record(_ entry: Int, dashes: Double) {
        entries[entry].dashes = dashes
    }

    /// A located error for each shape over the budget, or (when only the sum is) for the
    /// one that draws the most.
    func problems() -> [Diagnostic] {
        let limit = DashBudget.maximumDashes
        let total = entries.reduce(0) { $0 + $1.dashes }
        guard total > limit else { return [] }
        let over = entries.filter { $0.dashes > limit }
        if !over.isEmpty {
            return over.map {
                Diagnostic("this dashed line would draw \(Self.format($0.dashes)) dashes; a figure draws at most \(Self.format(limit)): use longer dashes", at: $0.location)
            }
        }
        let largest = entries.max { $0.dashes < $1.dashes }!
        return [Diagnostic(
            "the figure's dashed lines would draw \(Self.format(total)) dashes (\(Self.format(largest.dashes)) of them here); a figure draws at most \(Self.format(limit)): use longer dashes",
            at: largest.location)]
    }

    /// 1234567 → "1,234,567".
    private static func format(_ value: Double) -> String {
        let digits = String(Int(min(value, 1e18)))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}

/// A dashed shape that notes in a `DashLedger` how many dashes it draws each time it is
/// laid out; everything else is the shape's own.
struct DashCounter<Child: Layout>: Layout where Child.Content == DisplayItem {
    var child: Child
    let ledger: DashLedger
    let entry: Int

    mutating func layout(in rect: CGRect) {
        child.layout(in: rect)
        var items: [DisplayItem] = []
        child.collectContents(into: &items)
        ledger.record(entry, dashes: items.reduce(0) { $0 + DashBudget.dashes(of: $1) })
    }

    var contents: [DisplayItem] { child.contents }

    func collectContents(into result: inout [DisplayItem]) { child.collectContents(into: &result) }

    func sizeThatFits(_ proposal: ProposedSize) -> CGSize { child.sizeThatFits(proposal) }

    func minContentSize(height: CGFloat?) -> CGSize { child.minContentSize(height: height) }

    func firstBaseline(in size: CGSize) -> CGFloat? { child.firstBaseline(in: size) }

    var layoutPriority: Double { child.layoutPriority }

    var spacerMinLength: CGFloat? { child.spacerMinLength }
}
