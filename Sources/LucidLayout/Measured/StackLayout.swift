import Foundation

/// A row or column of children with SwiftUI's stack semantics.
///
/// Offered a length along its axis, the stack takes off the spacing and offers the
/// rest to its children one at a time: higher `layoutPriority` first (less the
/// minimum lengths of the lower priorities), and within a priority the least
/// flexible child first (flexibility = longest minus shortest length it accepts).
/// Each child is offered an equal share of what is left, and what it takes is
/// subtracted. Children that cannot shrink make the stack overflow, as in SwiftUI.
public struct StackLayout<Child: Layout, Direction: StackAxis>: Layout {
    public typealias Content = Child.Content

    public var children: [Child]
    public var alignment: Direction.CrossAlignment
    public var spacing: CGFloat

    /// SwiftUI's default distance between stacked children.
    public static var defaultSpacing: CGFloat { 8 }

    /// A stack of `children`; `spacing` nil means the default spacing.
    public init(children: [Child], alignment: Direction.CrossAlignment, spacing: CGFloat?) {
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.children = children
    }

    public mutating func layout(in rect: CGRect) {
        let frames = childFrames(in: rect)
        for index in children.indices {
            children[index].layout(in: frames[index])
        }
    }

    public var contents: [Content] { collected(collectContents) }

    public func collectContents(into result: inout [Content]) {
        for child in children { child.collectContents(into: &result) }
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let sizes = childSizes(for: proposal)
        return stackSize(for: sizes).size
    }

    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let frames = childFrames(in: CGRect(origin: .zero, size: size))
        for (child, frame) in zip(children, frames) {
            if let baseline = child.firstBaseline(in: frame.size) { return frame.minY + baseline }
        }
        return nil
    }

    // MARK: - Placement

    /// The frame of every child when the stack is given `rect`.
    func childFrames(in rect: CGRect) -> [CGRect] {
        let axis = Direction.axis
        let sizes = childSizes(for: ProposedSize(rect.size))
        let measured = stackSize(for: sizes)
        let bounds = rect.aligning(measured.size, .center)
        var main = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        var frames: [CGRect] = []
        frames.reserveCapacity(children.count)
        for index in children.indices {
            let size = sizes[index]
            let crossOffset: CGFloat
            if let ascent = measured.ascent {
                crossOffset = ascent - baseline(of: index, size: size)
            } else {
                crossOffset = Direction.fraction(of: alignment) * (measured.size[axis.cross] - size[axis.cross])
            }
            frames.append(CGRect(origin: CGPoint(main: main, cross: crossOrigin + crossOffset, axis: axis), size: size))
            main += size[axis] + spacing
        }
        return frames
    }

    /// A child's first baseline, or its bottom when it has no text (as SwiftUI does).
    private func baseline(of index: Int, size: CGSize) -> CGFloat {
        children[index].firstBaseline(in: size) ?? size.height
    }

    /// The stack's size for the children's sizes, and with baseline alignment the
    /// distance from the top to the shared baseline.
    private func stackSize(for sizes: [CGSize]) -> (size: CGSize, ascent: CGFloat?) {
        let axis = Direction.axis
        guard !sizes.isEmpty else { return (.zero, nil) }
        let main = sizes.reduce(0) { $0 + $1[axis] } + spacing * CGFloat(sizes.count - 1)
        if Direction.isBaseline(alignment) {
            var ascent: CGFloat = 0
            var descent: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                let baseline = baseline(of: index, size: size)
                ascent = max(ascent, baseline)
                descent = max(descent, size.height - baseline)
            }
            return (CGSize(main: main, cross: ascent + descent, axis: axis), ascent)
        }
        let cross = sizes.reduce(0) { max($0, $1[axis.cross]) }
        return (CGSize(main: main, cross: cross, axis: axis), nil)
    }

    // MARK: - Distribution

    /// The size of each child for a proposal to the stack (SwiftUI's algorithm).
    func childSizes(for proposal: ProposedSize) -> [CGSize] {
        let axis = Direction.axis
        let count = children.count
        guard count > 0 else { return [] }
        let cross = proposal[axis.cross]
        guard let offered = proposal[axis] else {
            return children.indices.map { measure($0, main: nil, cross: cross) }
        }
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = offered - spacing * CGFloat(count - 1)
        // With nothing, or everything, to share, every child gets the same offer and
        // the order does not matter: skip probing minimum and maximum lengths.
        if count == 1 || offered <= 0 || offered.isInfinite {
            for index in children.indices {
                let size = measure(index, main: max(0, remaining / CGFloat(count - index)), cross: cross)
                sizes[index] = size
                remaining -= size[axis]
            }
            return sizes
        }
        var minimum = [CGFloat](repeating: 0, count: count)
        var flexibility = [CGFloat](repeating: 0, count: count)
        var priorities = [Double](repeating: 0, count: count)
        for index in children.indices {
            minimum[index] = measure(index, main: 0, cross: cross)[axis]
            flexibility[index] = measure(index, main: .infinity, cross: cross)[axis] - minimum[index]
            priorities[index] = children[index].layoutPriority
        }
        let order = Self.offerOrder(priorities: priorities, flexibility: flexibility)
        var start = 0
        while start < count {
            let priority = priorities[order[start]]
            var end = start
            while end < count && priorities[order[end]] == priority { end += 1 }
            // Lower priorities keep at least their minimum lengths.
            var available = remaining
            for position in end..<count { available -= minimum[order[position]] }
            var groupTaken: CGFloat = 0
            for position in start..<end {
                let index = order[position]
                let share = max(0, available / CGFloat(end - position))
                let size = measure(index, main: share, cross: cross)
                sizes[index] = size
                available -= size[axis]
                groupTaken += size[axis]
            }
            remaining -= groupTaken
            start = end
        }
        return sizes
    }

    /// Child indices in offer order: priority descending, then flexibility ascending,
    /// ties in child order. Already-ordered input (the common case) is not sorted.
    private static func offerOrder(priorities: [Double], flexibility: [CGFloat]) -> [Int] {
        let indices = Array(priorities.indices)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if priorities[a] != priorities[b] { return priorities[a] > priorities[b] }
            if flexibility[a] != flexibility[b] { return flexibility[a] < flexibility[b] }
            return a < b
        }
        var ordered = true
        for position in indices.dropFirst() where precedes(position, position - 1) {
            ordered = false
            break
        }
        return ordered ? indices : indices.sorted(by: precedes)
    }

    /// A child's size for a main-axis offer; spacers stretch along the axis only.
    private func measure(_ index: Int, main: CGFloat?, cross: CGFloat?) -> CGSize {
        let axis = Direction.axis
        if let minLength = children[index].spacerMinLength {
            return CGSize(main: max(minLength, main ?? minLength), cross: 0, axis: axis)
        }
        return children[index].sizeThatFits(ProposedSize(main: main, cross: cross, axis: axis))
    }
}

extension StackLayout where Direction == HorizontalStackAxis {
    /// A row: `alignment` places children vertically, `spacing` (default 8) between them.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, children: [Child]) {
        self.init(children: children, alignment: alignment, spacing: spacing)
    }
}

extension StackLayout where Direction == VerticalStackAxis {
    /// A column: `alignment` places children horizontally, `spacing` (default 8) between them.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, children: [Child]) {
        self.init(children: children, alignment: alignment, spacing: spacing)
    }
}
