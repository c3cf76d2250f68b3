import Foundation

/// A closed shape through points in unit coordinates of its frame ((0, 0) top-left,
/// (1, 1) bottom-right), filled and outlined by its style, so it stretches with the rect
/// it is offered (10×10 when offered nothing): a flowchart's decision diamond, a
/// triangle, any outline drawn by hand.
public struct Polygon: Layout {
    /// The corners in unit coordinates, in drawing order; the last joins the first.
    public var points: [CGPoint]
    /// Fill, outline, dash and opacity; `cornerRadius` is not used.
    public var style: ShapeStyle
    public var name: String?
    /// The rect from the last `layout(in:)`.
    public var frame: CGRect = .zero

    public init(points: [CGPoint], style: ShapeStyle, name: String? = nil) {
        self.points = points
        self.style = style
        self.name = name
    }

    public init(_ preset: Preset, style: ShapeStyle, name: String? = nil) {
        self.init(points: preset.points, style: style, name: name)
    }

    /// Shapes with names, each touching all four sides of its frame.
    ///
    /// The raw values are the names description files use (`shape: diamond`).
    public enum Preset: String, CaseIterable, Hashable, Sendable {
        /// Corners at the middles of the four sides.
        case diamond
        /// Apex at the middle of the top side, base along the bottom side.
        case triangle

        public var points: [CGPoint] {
            switch self {
            case .diamond: [CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 0.5), CGPoint(x: 0.5, y: 1), CGPoint(x: 0, y: 0.5)]
            case .triangle: [CGPoint(x: 0.5, y: 0), CGPoint(x: 1, y: 1), CGPoint(x: 0, y: 1)]
            }
        }
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .polygon(points, style)) }
}
