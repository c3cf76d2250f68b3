import Foundation
import XCTest
import LucidLayout

/// A layout in the original Lucid Dreams style: it implements only the two required
/// members, records the rect it was given, and is its own content. That it compiles
/// proves every other `Layout` requirement has a default.
struct Recorder: Layout, Equatable {
    var name: String
    var frame = CGRect.zero

    init(_ name: String) { self.name = name }

    mutating func layout(in rect: CGRect) { frame = rect }
    var contents: [Recorder] { [self] }
}

/// A leaf of a fixed size whatever it is offered (like a non-resizable image), placing
/// a display item so it can sit in the same stacks as `Box` and `Label`.
struct Fixed: Layout {
    var name: String
    var size: CGSize
    var frame = CGRect.zero

    init(_ name: String, _ width: CGFloat, _ height: CGFloat) {
        self.name = name
        self.size = CGSize(width: width, height: height)
    }

    mutating func layout(in rect: CGRect) { frame = rect }
    var contents: [DisplayItem] { [DisplayItem(frame: frame, name: name, drawing: .box(ShapeStyle()))] }
    func sizeThatFits(_ proposal: ProposedSize) -> CGSize { size }
}

/// A text measurer with easy numbers that depend on the font size: each character is
/// half the font size wide, a line is 1.25 × the font size high and the first baseline
/// sits at the font size. It never wraps.
struct ProportionalMeasurer: TextMeasurer {
    func measure(_ text: String, style: TextStyle, maxWidth: CGFloat?) -> TextMetrics {
        let size = style.font.size
        return TextMetrics(
            size: CGSize(width: CGFloat(text.count) * size / 2, height: size * 1.25),
            firstBaseline: size)
    }
}

/// A label measured in character cells (8 × 16 points), as the ASCII target does.
func cellLabel(_ text: String, name: String? = nil) -> Label {
    Label(text, measurer: CellTextMeasurer(), name: name ?? text)
}

/// A label of `fontSize` measured by `ProportionalMeasurer`.
func proportionalLabel(_ text: String, fontSize: CGFloat) -> Label {
    Label(text, style: TextStyle(font: Font(size: fontSize)), measurer: ProportionalMeasurer(), name: text)
}

extension CGRect {
    init(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) {
        self.init(x: x, y: y, width: width, height: height)
    }
}

extension CGSize {
    init(_ width: CGFloat, _ height: CGFloat) {
        self.init(width: width, height: height)
    }
}

/// Lays `layout` out in `rect` and returns the frames of its display items by name.
func frames<L: Layout>(of layout: L, in rect: CGRect) -> [String: CGRect] where L.Content == DisplayItem {
    var layout = layout
    layout.layout(in: rect)
    var result: [String: CGRect] = [:]
    for item in layout.contents {
        if let name = item.name { result[name] = item.frame }
    }
    return result
}

/// Lays `layout` out in `rect` and returns its display items' names in drawing order.
func drawingOrder<L: Layout>(of layout: L, in rect: CGRect = CGRect(0, 0, 100, 100)) -> [String?] where L.Content == DisplayItem {
    var layout = layout
    layout.layout(in: rect)
    return layout.contents.map(\.name)
}

/// Asserts two rects are equal up to floating-point rounding, printing both on failure.
func assertRect(
    _ actual: CGRect?, _ expected: CGRect, accuracy: CGFloat = 1e-9,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    guard let actual else {
        XCTFail("no rect; expected \(expected) \(message)", file: file, line: line)
        return
    }
    let close = abs(actual.minX - expected.minX) <= accuracy && abs(actual.minY - expected.minY) <= accuracy
        && abs(actual.width - expected.width) <= accuracy && abs(actual.height - expected.height) <= accuracy
    XCTAssert(close, "\(actual) is not \(expected) \(message)", file: file, line: line)
}

/// Asserts two sizes are equal up to floating-point rounding.
func assertSize(
    _ actual: CGSize, _ expected: CGSize, accuracy: CGFloat = 1e-9,
    _ message: String = "", file: StaticString = #filePath, line: UInt = #line
) {
    let close = (actual.width == expected.width || abs(actual.width - expected.width) <= accuracy)
        && (actual.height == expected.height || abs(actual.height - expected.height) <= accuracy)
    XCTAssert(close, "\(actual) is not \(expected) \(message)", file: file, line: line)
}
