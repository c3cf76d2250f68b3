import Foundation

/// A row or column of children with SwiftUI's stack semantics.
///
/// Offered a length along its axis, the stack takes off the spacing and offers the
/// rest to its children one at a time: higher `layoutPriority` first (less the
/// minimum lengths of the lower priorities), and within a priority the least
/// flexible child first (flexibility = longest minus shortest length it accepts).
/// Each child is offered an equal share of what is left, and what it takes is
/// subtracted. Children that cannot shrink make the stack overflow, as in SwiftUI.
///
/// The hot paths are `@inlinable` so that typed trees are specialised in client code.
public struct StackLayout<Child: Layout, Direction: StackAxis>: Layout {
    public typealias Content = Child.Content

    /// The children, in order; setting them forgets remembered measurements.
    @inlinable
    public var children: [Child] {
        get { storage }
        set {
            storage = newValue
            cache = StackMeasureCache(capacity: 16)
        }
    }

    /// How children sit across the stack's axis.
    public var alignment: Direction.CrossAlignment {
        didSet { cache = StackMeasureCache(capacity: 16) }
    }

    /// The distance between neighbouring children.
    public var spacing: CGFloat {
        didSet { cache = StackMeasureCache(capacity: 16) }
    }

    @usableFromInline var storage: [Child]
    @usableFromInline var cache: StackMeasureCache

    /// SwiftUI's default distance between stacked children.
    public static var defaultSpacing: CGFloat { 8 }

    /// A stack of `children`; `spacing` nil means the default spacing.
    public init(children: [Child], alignment: Direction.CrossAlignment, spacing: CGFloat?) {
        self.alignment = alignment
        self.spacing = spacing ?? Self.defaultSpacing
        self.storage = children
        self.cache = StackMeasureCache(capacity: 16)
    }

    /// Lays children out without touching the cache: placing children does not
    /// change how they measure.
    @inlinable
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == HorizontalStackAxis)
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == VerticalStackAxis)
    public mutating func layout(in rect: CGRect) {
        let frames = childFrames(in: rect)
        for index in storage.indices {
            storage[index].layout(in: frames[index])
        }
    }

    public var contents: [Content] { collected(collectContents) }

    @inlinable
    public func collectContents(into result: inout [Content]) {
        for child in storage { child.collectContents(into: &result) }
    }

    @inlinable
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == HorizontalStackAxis)
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == VerticalStackAxis)
    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        let measured = measurement(for: proposal)
        return stackSize(for: measured.sizes, baselines: measured.baselines).size
    }

    /// With baseline alignment, the shared baseline; otherwise the first child's
    /// that has one. Each child is asked at most once, so nested stacks stay linear.
    public func firstBaseline(in size: CGSize) -> CGFloat? {
        let placement = childPlacement(in: CGRect(origin: .zero, size: size))
        if let baselines = placement.baselines {
            guard let first = baselines.firstIndex(where: { $0 != nil }) else { return nil }
            return placement.frames[first].minY + baselines[first]!
        }
        for (child, frame) in zip(storage, placement.frames) {
            if let baseline = child.firstBaseline(in: frame.size) { return frame.minY + baseline }
        }
        return nil
    }

    // MARK: - Placement

    /// The frame of every child when the stack is given `rect`.
    @inlinable
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == HorizontalStackAxis)
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == VerticalStackAxis)
    func childFrames(in rect: CGRect) -> [CGRect] {
        childPlacement(in: rect).frames
    }

    /// The children's frames in `rect`, and with baseline alignment their baselines
    /// (nil for a child without text), each asked for once.
    @inlinable
    func childPlacement(in rect: CGRect) -> (frames: [CGRect], baselines: [CGFloat?]?) {
        let axis = Direction.axis
        var children = measurement(for: ProposedSize(rect.size))
        var measured = stackSize(for: children.sizes, baselines: children.baselines)
        // Given room its children did not take, the stack may have been placed at its
        // ideal length (by fixedSize, or a page fitted to it): sharing that length out
        // again could wrap a wide label that fits. When the ideal fits, use it.
        if measured.size[axis] < rect.size[axis] - 0.001, storage.count > 1 {
            let ideal = measurement(for: ProposedSize(main: nil, cross: rect.size[axis.cross], axis: axis))
            let idealSize = stackSize(for: ideal.sizes, baselines: ideal.baselines)
            if idealSize.size[axis] <= rect.size[axis] + 0.001 {
                children = ideal
                measured = idealSize
            }
        }
        let sizes = children.sizes, baselines = children.baselines
        let bounds = rect.aligning(measured.size, .center)
        var main = axis == .horizontal ? bounds.minX : bounds.minY
        let crossOrigin = axis == .horizontal ? bounds.minY : bounds.minX
        let fraction = Direction.fraction(of: alignment)
        var frames: [CGRect] = []
        frames.reserveCapacity(storage.count)
        for index in storage.indices {
            let size = sizes[index]
            let crossOffset: CGFloat
            if let ascent = measured.ascent, let baselines {
                crossOffset = ascent - (baselines[index] ?? size.height)
            } else {
                crossOffset = fraction * (measured.size[axis.cross] - size[axis.cross])
            }
            frames.append(CGRect(origin: CGPoint(main: main, cross: crossOrigin + crossOffset, axis: axis), size: size))
            main += size[axis] + spacing
        }
        return (frames, baselines)
    }

    /// With baseline alignment, each child's first baseline at its size (nil when it
    /// has no text; it then aligns by its bottom, as in SwiftUI); otherwise nil.
    @inlinable
    func baselines(for sizes: [CGSize]) -> [CGFloat?]? {
        guard Direction.isBaseline(alignment) else { return nil }
        return sizes.indices.map { storage[$0].firstBaseline(in: sizes[$0]) }
    }

    /// The stack's size for the children's sizes, and with baseline alignment the
    /// distance from the top to the shared baseline.
    @inlinable
    func stackSize(for sizes: [CGSize], baselines: [CGFloat?]?) -> (size: CGSize, ascent: CGFloat?) {
        let axis = Direction.axis
        guard !sizes.isEmpty else { return (.zero, nil) }
        var main = spacing * CGFloat(sizes.count - 1)
        if let baselines {
            var ascent: CGFloat = 0
            var descent: CGFloat = 0
            for (index, size) in sizes.enumerated() {
                let baseline = baselines[index] ?? size.height
                ascent = max(ascent, baseline)
                descent = max(descent, size.height - baseline)
                main += size[axis]
            }
            return (CGSize(main: main, cross: ascent + descent, axis: axis), ascent)
        }
        var cross: CGFloat = 0
        for size in sizes {
            main += size[axis]
            cross = max(cross, size[axis.cross])
        }
        return (CGSize(main: main, cross: cross, axis: axis), nil)
    }

    // MARK: - Distribution

    /// The size of each child for a proposal to the stack (SwiftUI's algorithm), and
    /// their baselines when aligned by them, remembered for the last few proposals.
    @inlinable
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == HorizontalStackAxis)
    @_specialize(where Child == AnyLayout<DisplayItem>, Direction == VerticalStackAxis)
    func measurement(for proposal: ProposedSize) -> StackMeasurement {
        cache.value(for: proposal) {
            let sizes = distribute(proposal)
            return StackMeasurement(sizes: sizes, baselines: baselines(for: sizes))
        }
    }

    @inlinable
    func distribute(_ proposal: ProposedSize) -> [CGSize] {
        let axis = Direction.axis
        let count = storage.count
        guard count > 0 else { return [] }
        let cross = proposal[axis.cross]
        guard let offered = proposal[axis] else {
            return storage.indices.map { measure($0, main: nil, cross: cross) }
        }
        var sizes = [CGSize](repeating: .zero, count: count)
        var remaining = offered - spacing * CGFloat(count - 1)
        // With nothing, or everything, to share, every child gets the same offer and
        // the order does not matter: skip probing minimum and maximum lengths.
        if count == 1 || offered <= 0 || offered.isInfinite {
            let share: CGFloat = offered.isInfinite ? .infinity : max(0, remaining)
            for index in storage.indices {
                sizes[index] = measure(index, main: share, cross: cross)
            }
            return sizes
        }
        // One buffer for the per-child numbers the ordering needs.
        var probes = [Probe](repeating: Probe(minimum: 0, flexibility: 0, priority: 0), count: count)
        var ordered = true
        for index in storage.indices {
            let minimum = measure(index, main: 0, cross: cross)[axis]
            let maximum = measure(index, main: .infinity, cross: cross)[axis]
            probes[index] = Probe(minimum: minimum, flexibility: maximum - minimum, priority: storage[index].layoutPriority)
            if index > 0 && probes[index].precedes(probes[index - 1]) { ordered = false }
        }
        // Offer order: priority descending, then flexibility ascending, ties in child
        // order. Already-ordered children (the common case) are not sorted.
        let sorted: [Int]? = ordered ? nil : storage.indices.sorted { a, b in
            probes[a].precedes(probes[b]) || (!probes[b].precedes(probes[a]) && a < b)
        }
        func child(at position: Int) -> Int { sorted?[position] ?? position }
        var start = 0
        while start < count {
            let priority = probes[child(at: start)].priority
            var end = start
            while end < count && probes[child(at: end)].priority == priority { end += 1 }
            // Lower priorities keep at least their minimum lengths.
            var available = remaining
            for position in end..<count { available -= probes[child(at: position)].minimum }
            var groupTaken: CGFloat = 0
            for position in start..<end {
                let index = child(at: position)
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

    /// What ordering needs to know of one child: its minimum length along the axis,
    /// how much longer it can grow, and its priority.
    @usableFromInline
    struct Probe {
        @usableFromInline var minimum: CGFloat
        @usableFromInline var flexibility: CGFloat
        @usableFromInline var priority: Double

        @inlinable
        init(minimum: CGFloat, flexibility: CGFloat, priority: Double) {
            self.minimum = minimum
            self.flexibility = flexibility
            self.priority = priority
        }

        /// Whether this child is offered space before `other` (ignoring child order).
        @inlinable
        func precedes(_ other: Probe) -> Bool {
            priority != other.priority ? priority > other.priority : flexibility < other.flexibility
        }
    }

    /// A child's size for a main-axis offer; spacers stretch along the axis only.
    @inlinable
    func measure(_ index: Int, main: CGFloat?, cross: CGFloat?) -> CGSize {
        let axis = Direction.axis
        if let minLength = storage[index].spacerMinLength {
            return CGSize(main: max(minLength, main ?? minLength), cross: 0, axis: axis)
        }
        return storage[index].sizeThatFits(ProposedSize(main: main, cross: cross, axis: axis))
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
