import Foundation
import LucidLayout
import XCTest

/// Stacks remember child sizes between measurements; these tests make sure the memory
/// never shows: changed children or settings are measured afresh, and copies stay
/// independent values.
final class StackMeasureCacheTests: XCTestCase {
    private func frames(_ stack: HStack<Fixed>, width: CGFloat = 100) -> [CGRect] {
        var stack = stack
        stack.layout(in: CGRect(x: 0, y: 0, width: width, height: 20))
        return stack.children.map(\.frame)
    }

    func testChangingChildrenAfterMeasuringMeasuresAgain() {
        var stack = HStack(spacing: 0, children: [Fixed("a", 10, 10), Fixed("b", 20, 10)])
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 100, height: 20)), CGSize(width: 30, height: 10))
        stack.children[1].size = CGSize(width: 50, height: 12)
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 100, height: 20)), CGSize(width: 60, height: 12))
        stack.children.append(Fixed("c", 5, 5))
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 100, height: 20)), CGSize(width: 65, height: 12))
    }

    func testChangingSpacingOrAlignmentAfterMeasuringMeasuresAgain() {
        var stack = HStack(alignment: .top, spacing: 0, children: [Fixed("a", 10, 10), Fixed("b", 20, 20)])
        XCTAssertEqual(frames(stack).map(\.minX), [35, 45])
        stack.spacing = 10
        XCTAssertEqual(stack.sizeThatFits(ProposedSize(width: 100, height: 20)), CGSize(width: 40, height: 20))
        XCTAssertEqual(frames(stack).map(\.minX), [30, 50])
        stack.alignment = .bottom
        XCTAssertEqual(frames(stack).map(\.minY), [10, 0])
    }

    func testACopyChangedAfterMeasuringDoesNotAffectTheOriginal() {
        let original = HStack(spacing: 0, children: [Fixed("a", 10, 10), Fixed("b", 20, 10)])
        XCTAssertEqual(original.sizeThatFits(ProposedSize(width: 100, height: 20)).width, 30)
        var copy = original
        copy.children[0].size.width = 40
        XCTAssertEqual(copy.sizeThatFits(ProposedSize(width: 100, height: 20)).width, 60)
        XCTAssertEqual(original.sizeThatFits(ProposedSize(width: 100, height: 20)).width, 30)
        XCTAssertEqual(frames(original).map(\.width), [10, 20])
    }

    func testRemeasuringManyProposalsGivesTheSameAnswersAsAFreshStack() {
        func makeStack() -> VStack<AnyLayout<DisplayItem>> {
            let row: HStack<AnyLayout<DisplayItem>> = HStack(spacing: 1, children: [AnyLayout(Box()), AnyLayout(Box().frame(maxWidth: 30))])
            return VStack(spacing: 2, children: [AnyLayout(row), AnyLayout(Box().frame(minHeight: 15))])
        }
        let stack = makeStack()
        let proposals: [ProposedSize] = (0..<40).map { (step: Int) -> ProposedSize in
            ProposedSize(width: CGFloat(step * 7 % 90), height: CGFloat(step * 11 % 70))
        }
        // Twice through, so later answers come from remembered sizes where possible.
        for proposal in proposals + proposals {
            XCTAssertEqual(stack.sizeThatFits(proposal), makeStack().sizeThatFits(proposal), "\(proposal)")
        }
    }
}
