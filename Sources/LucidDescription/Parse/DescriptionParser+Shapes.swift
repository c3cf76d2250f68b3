import Foundation
import LucidLayout
import Yams

/// Shapes — `box`, `ellipse`, `line`, `polyline` — and their values: style keys,
/// dash patterns and points in unit coordinates.
extension DescriptionParser {
    /// The largest unit coordinate of a line's point: 1000 frames away is far
    /// beyond any figure, and keeps page coordinates far from overflow.
    static let maximumUnitCoordinate: CGFloat = 1000
    /// The fewest points a polyline has.
    static let minimumPolylinePoints = 2
    /// The fewest points a polygon has.
    static let minimumPolygonPoints = 3
    /// The most points a polyline has: stroking costs more than linear time in the
    /// number of points (10,000 took 1 to 3 s), and no drawing by hand needs more.
    static let maximumPolylinePoints = 2_000

    /// `box`: fill, stroke, strokeWidth, cornerRadius, dash, opacity.
    mutating func parseBox(_ keys: inout MappingEntries) -> NodeDescription.Kind {
        var style = closedShapeStyle(&keys)
        let radius = keys.take(ShapeProperties.cornerRadius)
        if let radius { style.cornerRadius = number(radius, ShapeProperties.cornerRadius) ?? 0 }
        warnIfUseless(radius, key: ShapeProperties.cornerRadius.key, when: style.fill == nil && style.stroke == nil, because: "on a box with neither 'fill' nor 'stroke'")
        return .box(style)
    }

    /// `ellipse`: fill, stroke, strokeWidth, dash, opacity.
    mutating func parseEllipse(_ keys: inout MappingEntries) -> NodeDescription.Kind {
        .ellipse(closedShapeStyle(&keys))
    }

    /// `polygon`: `points` (three or more) or a `shape` preset, and the box's style keys
    /// but `cornerRadius`.
    mutating func parsePolygon(_ keys: inout MappingEntries, node: Yams.Node) -> NodeDescription.Kind? {
        let pointsNode = keys.take(ShapeProperties.polygonPoints), presetNode = keys.take(ShapeProperties.preset)
        let style = closedShapeStyle(&keys)
        switch (pointsNode, presetNode) {
        case let (pointsNode?, nil):
            return unitPoints(pointsNode, key: ShapeProperties.polygonPoints.key, least: Self.minimumPolygonPoints).map { .polygon(points: $0, style: style) }
        case let (nil, presetNode?):
            return choice(presetNode, ShapeProperties.preset, as: Polygon.Preset.self).map { .polygon(points: $0.points, style: style) }
        case let (_?, presetNode?):
            report("a polygon takes 'points' or 'shape', not both", at: presetNode)
            return nil
        case (nil, nil):
            report("missing required key 'points' (or 'shape': \(Polygon.Preset.allCases.map(\.rawValue).joined(separator: ", "))) in 'polygon'", at: node)
            return nil
        }
    }

    /// The style of a box or an ellipse: fill and outline. Outline settings without an
    /// outline colour draw nothing, which is worth a warning.
    private mutating func closedShapeStyle(_ keys: inout MappingEntries) -> ShapeStyle {
        typealias Shape = ShapeProperties
        let hasStroke = keys.contains(Shape.outline.key)
        let width = keys.contains(Shape.strokeWidth.key) ? keys.remaining.first { $0.key == Shape.strokeWidth.key }?.value : nil
        let dash = keys.contains(Shape.dash.key) ? keys.remaining.first { $0.key == Shape.dash.key }?.value : nil
        let errorsBefore = diagnostics.count
        var style = shapeStyle(&keys, stroke: Shape.outline, base: ShapeStyle())
        // Only well-formed settings are worth a warning; a bad one has its error.
        let wellFormed = diagnostics.count == errorsBefore
        if let value = keys.take(Shape.fill) { style.fill = color(value, key: Shape.fill.key) }
        warnIfUseless(width, key: Shape.strokeWidth.key, when: !hasStroke && wellFormed, because: "without '\(Shape.outline.key)'")
        warnIfUseless(dash, key: Shape.dash.key, when: !hasStroke && wellFormed, because: "without '\(Shape.outline.key)'")
        return style
    }

    /// `line`: a straight line `from` one unit point `to` another (by default the
    /// frame's diagonal, [0, 0] to [1, 1]), with the line keys.
    mutating func parseLine(_ keys: inout MappingEntries) -> NodeDescription.Kind? {
        let from = keys.take(ShapeProperties.from).map { unitPoint($0, key: ShapeProperties.from.key) } ?? CGPoint(x: 0, y: 0)
        let to = keys.take(ShapeProperties.to).map { unitPoint($0, key: ShapeProperties.to.key) } ?? CGPoint(x: 1, y: 1)
        let (arrowheads, style) = lineStyle(&keys)
        guard let from, let to else { return nil }
        return .polyline(points: [from, to], arrowheads: arrowheads, style: style)
    }

    /// `polyline`: the required `points` (two or more unit points), with the line keys.
    mutating func parsePolyline(_ keys: inout MappingEntries, node: Yams.Node) -> NodeDescription.Kind? {
        let points = required(ShapeProperties.points, in: &keys, of: node, kind: "polyline").flatMap { unitPoints($0, key: ShapeProperties.points.key) }
        let (arrowheads, style) = lineStyle(&keys)
        guard let points else { return nil }
        return .polyline(points: points, arrowheads: arrowheads, style: style)
    }

    /// The keys of `line` and `polyline` besides their points: `arrowheads` (none)
    /// and the stroke keys, with the stroke black unless told.
    private mutating func lineStyle(_ keys: inout MappingEntries) -> (Arrowheads, ShapeStyle) {
        let arrowheads = keys.take(ShapeProperties.arrowheads).flatMap { choice($0, ShapeProperties.arrowheads, as: Arrowheads.self) } ?? .none
        return (arrowheads, shapeStyle(&keys, stroke: ShapeProperties.lineColor, base: ShapeStyle(stroke: .black)))
    }

    /// The keys every shape has: stroke, strokeWidth (1), dash (solid), opacity (1).
    /// A bad value leaves the default (the error is reported).
    mutating func shapeStyle(_ keys: inout MappingEntries, stroke: DescriptionProperty, base: ShapeStyle) -> ShapeStyle {
        typealias Shape = ShapeProperties
        var style = base
        if let value = keys.take(stroke) { style.stroke = color(value, key: stroke.key) }
        if let value = keys.take(Shape.strokeWidth) { style.strokeWidth = number(value, Shape.strokeWidth) ?? 1 }
        if let value = keys.take(Shape.dash) { style.dash = dash(value, key: Shape.dash.key) ?? [] }
        if let value = keys.take(Shape.opacity) { style.opacity = number(value, Shape.opacity).map(Double.init) ?? 1 }
        return style
    }

    /// A dash pattern: a list of on and off lengths, none negative and not all 0
    /// (an empty list is a solid line).
    mutating func dash(_ node: Yams.Node, key: String) -> [CGFloat]? {
        guard let items = node.sequence else {
            report("expected a list of lengths for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        let lengths = items.map { number($0, key: key) }
        guard lengths.allSatisfy({ $0 != nil }) else { return nil }
        let valid = lengths.compactMap { $0 }
        if !valid.isEmpty && valid.allSatisfy({ $0 == 0 }) {
            report("'\(key)' lengths must not all be 0; use [] for a solid line", at: node)
            return nil
        }
        return valid
    }

    /// A point in unit coordinates of the frame: `[x, y]`, two finite numbers.
    mutating func unitPoint(_ node: Yams.Node, key: String) -> CGPoint? {
        guard let items = node.sequence, items.count == 2 else {
            report("expected a point [x, y] for '\(key)', found \(Self.describePoint(node))", at: node)
            return nil
        }
        let range = -Self.maximumUnitCoordinate...Self.maximumUnitCoordinate
        let x = number(items[0], key: key, range: range)
        let y = number(items[1], key: key, range: range)
        guard let x, let y else { return nil }
        return CGPoint(x: x, y: y)
    }

    /// A list of `least` (2 unless told) to `maximumPolylinePoints` points in unit coordinates.
    mutating func unitPoints(_ node: Yams.Node, key: String, least: Int = minimumPolylinePoints) -> [CGPoint]? {
        guard let items = node.sequence else {
            report("expected a list of points [x, y] for '\(key)', found \(Self.describe(node))", at: node)
            return nil
        }
        let most = Self.maximumPolylinePoints
        if items.count < least {
            report("'\(key)' needs at least \(least) points, found \(items.count)", at: node)
        }
        guard items.count <= most else {
            report("'\(key)' has \(items.count) points; a \(least == Self.minimumPolygonPoints ? "polygon" : "polyline") has at most \(most)", at: node)
            return nil
        }
        let points = items.map { unitPoint($0, key: key) }
        guard items.count >= least, points.allSatisfy({ $0 != nil }) else { return nil }
        return points.compactMap { $0 }
    }

    /// `describe(node)`, with a list's length, which is what is wrong with a point.
    private static func describePoint(_ node: Yams.Node) -> String {
        guard let items = node.sequence else { return Self.describe(node) }
        return "a list of \(items.count) item\(items.count == 1 ? "" : "s")"
    }
}
