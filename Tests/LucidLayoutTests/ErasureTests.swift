import Foundation
import XCTest
import LucidLayout

/// `AnyLayout` and the `LayoutBuilder` DSL.
final class ErasureTests: XCTestCase {
    typealias Item = AnyLayout<DisplayItem>
    let page = CGSize(301, 157)

    // MARK: - AnyLayout

    func testAnyLayoutOfATypedTreeGivesTheSameFrames() {
        let typed = DecoratingLayout(
            content: HStack(spacing: 4, children: [Box(name: "a"), Box(name: "b")]),
            decoration: CascadingLayout(children: [Box(name: "c1"), Box(name: "c2")])
        ).withInsets(all: 2)
        let figure = Figure(laying: typed, size: page)
        XCTAssertEqual(figure.items.map(\.name), ["c1", "c2", "a", "b"])
        XCTAssertEqual(Figure(laying: AnyLayout(typed), size: page), figure)
    }

    func testATreeErasedAtEveryNodeGivesTheSameFrames() {
        let typed = DecoratingLayout(
            content: HStack(spacing: 4, children: [Box(name: "a"), Box(name: "b")]),
            decoration: CascadingLayout(children: [Box(name: "c1"), Box(name: "c2")])
        ).withInsets(all: 2)
        let erased = Item(InsetLayout(
            child: Item(DecoratingLayout(
                content: Item(HStack(spacing: 4, children: [Item(Box(name: "a")), Item(Box(name: "b"))])),
                decoration: Item(CascadingLayout(children: [Item(Box(name: "c1")), Item(Box(name: "c2"))])))),
            insets: EdgeInsets(all: 2)))
        XCTAssertEqual(Figure(laying: erased, size: page), Figure(laying: typed, size: page))
    }

    func testErasedMeasuredTreeMeasuresAndPlacesTheSame() {
        let typed = VStack(alignment: .leading, spacing: 3, children: [cellLabel("hello world"), cellLabel("hi")])
            .padding(4).frame(width: 100)
        let erased = Item(Item(Item(VStack(alignment: .leading, spacing: 3, children: [Item(cellLabel("hello world")), Item(cellLabel("hi"))]))
            .padding(4)).frame(width: 100))
        for proposal in [ProposedSize.unspecified, .zero, .infinity, ProposedSize(width: 50, height: 200)] {
            XCTAssertEqual(erased.sizeThatFits(proposal), typed.sizeThatFits(proposal), "\(proposal)")
        }
        XCTAssertEqual(erased.firstBaseline(in: CGSize(100, 80)), typed.firstBaseline(in: CGSize(100, 80)))
        XCTAssertEqual(Figure(laying: erased, size: page), Figure(laying: typed, size: page))
        // Concretely: offered 92 (11 cells), "hello world" keeps one line; 16 + 3 + 16 high.
        XCTAssertEqual(typed.sizeThatFits(.unspecified), CGSize(100, 43))
    }

    func testAnyLayoutForwardsMeasurement() {
        let label = proportionalLabel("ab", fontSize: 20)
        XCTAssertEqual(AnyLayout(label).sizeThatFits(.unspecified), CGSize(20, 25))
        XCTAssertEqual(AnyLayout(label).firstBaseline(in: CGSize(20, 25)), 20)
        XCTAssertEqual(AnyLayout(Box().layoutPriority(2)).layoutPriority, 2)
        XCTAssertEqual(AnyLayout(Spacer<DisplayItem>(minLength: 4)).spacerMinLength, 4)
        XCTAssertNil(AnyLayout(Box()).spacerMinLength)
        XCTAssertEqual(AnyLayout(Recorder("r")).sizeThatFits(.unspecified), CGSize(10, 10))
    }

    func testAnyLayoutOfAnyLayoutBehavesAsOne() {
        var twice = AnyLayout(AnyLayout(Recorder("r").withInsets(all: 1)))
        twice.layout(in: CGRect(0, 0, 10, 10))
        XCTAssertEqual(twice.contents, [Recorder("r").with(frame: CGRect(1, 1, 8, 8))])
    }

    func testAnyLayoutCollectsContentsInOrder() {
        var layout = AnyLayout(ZStackLayout(children: [Recorder("a"), Recorder("b")]))
        layout.layout(in: CGRect(0, 0, 5, 5))
        var result = [Recorder("before")]
        layout.collectContents(into: &result)
        XCTAssertEqual(result.map(\.name), ["before", "a", "b"])
    }

    // MARK: - Builder

    func testHStackBuilderBuildsTheSameAsExplicitChildren() {
        let built = HStack(spacing: 0) {
            Box(name: "a")
            Box(name: "b")
        }
        let explicit = HStack(spacing: 0, children: [Item(Box(name: "a")), Item(Box(name: "b"))])
        XCTAssertEqual(built.children.count, 2)
        XCTAssertEqual(built.spacing, 0)
        XCTAssertEqual(built.alignment, .center)
        XCTAssertEqual(Figure(laying: built, size: CGSize(100, 20)), Figure(laying: explicit, size: CGSize(100, 20)))
        XCTAssertEqual(Figure(laying: built, size: CGSize(100, 20)).items.map(\.frame), [CGRect(0, 0, 50, 20), CGRect(50, 0, 50, 20)])
    }

    func testBuilderMixesLayoutTypes() {
        let built = HStack {
            Fixed("f", 20, 10)
            Spacer<DisplayItem>()
            cellLabel("hi", name: "label")
            Box(name: "box").frame(width: 10)
        }
        XCTAssertEqual(built.spacing, 8)
        let frames = frames(of: built, in: CGRect(0, 0, 200, 16))
        XCTAssertEqual(frames["f"], CGRect(0, 3, 20, 10))
        XCTAssertEqual(frames["label"], CGRect(166, 0, 16, 16))
        XCTAssertEqual(frames["box"], CGRect(190, 0, 10, 16))
    }

    func testBuilderIfElseAndForBuildTheSameAsExplicitChildren() {
        func build(_ flag: Bool) -> HStack<Item> {
            HStack(spacing: 2) {
                if flag {
                    Box(name: "yes")
                } else {
                    Box(name: "no")
                }
                for index in 0..<3 {
                    Box(name: "item\(index)")
                }
                if !flag {
                    Box(name: "optional")
                }
            }
        }
        let size = CGSize(100, 10)
        let explicitTrue = HStack(spacing: 2, children: [Item(Box(name: "yes"))] + (0..<3).map { Item(Box(name: "item\($0)")) })
        XCTAssertEqual(Figure(laying: build(true), size: size), Figure(laying: explicitTrue, size: size))
        XCTAssertEqual(Figure(laying: build(true), size: size).items.map(\.name), ["yes", "item0", "item1", "item2"])
        XCTAssertEqual(Figure(laying: build(false), size: size).items.map(\.name), ["no", "item0", "item1", "item2", "optional"])
    }

    func testBuilderSwitchAndArrays() {
        enum Kind { case one, two }
        func build(_ kind: Kind) -> VStack<Item> {
            VStack(spacing: 0) {
                switch kind {
                case .one: Box(name: "one")
                case .two: Box(name: "two")
                }
                [Item(Box(name: "x")), Item(Box(name: "y"))]
            }
        }
        XCTAssertEqual(drawingOrder(of: build(.one)), ["one", "x", "y"])
        XCTAssertEqual(drawingOrder(of: build(.two)), ["two", "x", "y"])
        XCTAssertEqual(
            Figure(laying: build(.one), size: CGSize(10, 90)).items.map(\.frame),
            [CGRect(0, 0, 10, 30), CGRect(0, 30, 10, 30), CGRect(0, 60, 10, 30)])
    }

    func testBuilderForStacksWithAlignmentZStackAndCascade() {
        let row = HStack(alignment: .bottom, spacing: 0) {
            Fixed("short", 10, 5)
            Fixed("tall", 10, 20)
        }
        XCTAssertEqual(frames(of: row, in: CGRect(0, 0, 20, 20))["short"], CGRect(0, 15, 10, 5))

        let column = VStack(alignment: .trailing, spacing: 0) {
            Fixed("narrow", 5, 10)
            Fixed("wide", 20, 10)
        }
        XCTAssertEqual(frames(of: column, in: CGRect(0, 0, 20, 20))["narrow"], CGRect(15, 0, 5, 10))

        let zstack = ZStackLayout {
            Box(name: "back")
            Box(name: "front")
        }
        XCTAssertEqual(drawingOrder(of: zstack), ["back", "front"])

        let cascade = CascadingLayout(overlapFactor: 0.5) {
            Box(name: "a")
            Box(name: "b")
            Box(name: "c")
        }
        XCTAssertEqual(cascade.overlapFactor, 0.5)
        let explicit = CascadingLayout(children: [Item(Box(name: "a")), Item(Box(name: "b")), Item(Box(name: "c"))], overlapFactor: 0.5)
        XCTAssertEqual(Figure(laying: cascade, size: CGSize(120, 80)), Figure(laying: explicit, size: CGSize(120, 80)))
        XCTAssertEqual(Figure(laying: cascade, size: CGSize(120, 80)).items.map(\.frame),
                       [CGRect(0, 0, 60, 40), CGRect(30, 20, 60, 40), CGRect(60, 40, 60, 40)])
    }

    func testBuilderWithRecorders() {
        var stack = HStack(spacing: 0) {
            Recorder("a")
            Recorder("b").withInsets(all: 1)
        }
        stack.layout(in: CGRect(0, 0, 100, 10))
        XCTAssertEqual(stack.contents, [Recorder("a").with(frame: CGRect(0, 0, 50, 10)), Recorder("b").with(frame: CGRect(51, 1, 48, 8))])
    }
}
