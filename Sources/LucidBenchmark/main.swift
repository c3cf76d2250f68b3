import Foundation
import LucidLayout
import LucidRender

// Release-mode benchmark (`make bench`): lays out generated trees of boxes through
// typed generics and through AnyLayout, at 10k and 100k leaves and at several depths,
// renders one large tree of boxes to ASCII and PNG, and figures of 5k, 10k and 20k
// labelled items to ASCII, PNG, SVG and PDF. Prints nanoseconds per node.

let clock = ContinuousClock()

/// The median time of `runs` calls of `body` after one warm-up call, in nanoseconds.
func median(runs: Int, _ body: () -> Void) -> Double {
    median(runs: runs, prepare: {}, { _ in body() })
}

/// The median time of `measured` over `runs` runs after a warm-up, each on a value
/// made afresh by `prepare` outside the timed part. Layouts are timed this way: a
/// new tree per run, so no run reuses measurements remembered by an earlier one.
func median<Value>(runs: Int, prepare: () -> Value, _ measured: (inout Value) -> Void) -> Double {
    var warmUp = prepare()
    measured(&warmUp)
    var samples: [Double] = []
    for _ in 0..<runs {
        var value = prepare()
        let elapsed = clock.measure { measured(&value) }
        samples.append(Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9)
    }
    return samples.sorted()[samples.count / 2]
}

/// `--filter TEXT` runs only the benchmarks whose name contains TEXT.
/// The value after `flag` on the command line, if any.
func option(_ flag: String) -> String? {
    let arguments = CommandLine.arguments
    guard let index = arguments.firstIndex(of: flag), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let filter = option("--filter")

func selected(_ name: String) -> Bool { filter.map { name.contains($0) } ?? true }

func report(_ name: String, nodes: Int, nanoseconds: @autoclosure () -> Double) {
    guard selected(name) else { return }
    let nanoseconds = nanoseconds()
    let perNode = nanoseconds / Double(nodes)
    print(name.padding(toLength: 44, withPad: " ", startingAt: 0),
          "nodes=\(nodes)".padding(toLength: 14, withPad: " ", startingAt: 0),
          String(format: "total=%9.3f ms  ns/node=%7.1f", nanoseconds / 1e6, perNode))
}

/// A grid of `rows` × `columns` boxes as a VStack of HStacks, fully typed.
func typedGrid(rows: Int, columns: Int) -> VStack<HStack<Box>> {
    VStack(spacing: 1, children: (0..<rows).map { _ in
        HStack(spacing: 1, children: (0..<columns).map { _ in Box(fill: .black) })
    })
}

/// The same grid built from AnyLayout, as a description file would build it.
func erasedGrid(rows: Int, columns: Int) -> AnyLayout<DisplayItem> {
    AnyLayout(VStack(spacing: 1, children: (0..<rows).map { _ in
        AnyLayout(HStack(spacing: 1, children: (0..<columns).map { _ in AnyLayout(Box(fill: .black)) }))
    }))
}

/// A tree of alternating HStacks and VStacks, `depth` levels of containers above the
/// leaves, each container with `branching` children.
func erasedTree(depth: Int, branching: Int, horizontal: Bool = true) -> AnyLayout<DisplayItem> {
    guard depth > 0 else { return AnyLayout(Box(fill: .black)) }
    let children = (0..<branching).map { _ in erasedTree(depth: depth - 1, branching: branching, horizontal: !horizontal) }
    return horizontal ? AnyLayout(HStack(spacing: 1, children: children)) : AnyLayout(VStack(spacing: 1, children: children))
}

func nodeCount(depth: Int, branching: Int) -> Int {
    (0...depth).reduce(0) { $0 + Int(pow(Double(branching), Double($1))) }
}

let runs = max(1, option("--runs").flatMap { Int($0) } ?? 25)
let rect = CGRect(x: 0, y: 0, width: 4000, height: 4000)

print("Layout (median of \(runs) runs; nodes = leaves + containers)")
for (rows, columns) in [(100, 100), (316, 317)] {
    let nodes = rows * columns + rows + 1
    report("typed VStack<HStack<Box>> layout", nodes: nodes, nanoseconds: median(
        runs: runs, prepare: { typedGrid(rows: rows, columns: columns) }) { $0.layout(in: rect) })
    report("AnyLayout grid layout", nodes: nodes, nanoseconds: median(
        runs: runs, prepare: { erasedGrid(rows: rows, columns: columns) }) { $0.layout(in: rect) })
    var erased = erasedGrid(rows: rows, columns: columns)
    erased.layout(in: rect)
    report("AnyLayout grid contents (display list)", nodes: nodes, nanoseconds: median(runs: runs) { _ = erased.contents.count })
}

print("\nDepth (AnyLayout, alternating HStack/VStack, about 10k leaves)")
for (depth, branching) in [(2, 100), (3, 22), (4, 10), (7, 4), (13, 2)] {
    let nodes = nodeCount(depth: depth, branching: branching)
    report("depth \(depth), branching \(branching)", nodes: nodes, nanoseconds: median(
        runs: runs, prepare: { erasedTree(depth: depth, branching: branching) }) { $0.layout(in: rect) })
}

print("\nRendering a 10k-leaf grid (100 × 100 boxes) on a 1000 × 1000 pt page")
let figure = Figure(laying: typedGrid(rows: 100, columns: 100), size: CGSize(width: 1000, height: 1000))
let renderRuns = max(3, runs / 3)
report("ASCII render", nodes: figure.items.count, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.ascii).render(figure) })
report("PNG render", nodes: figure.items.count, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.png).render(figure) })

/// A figure of `rows` × `columns` labelled cards (a box behind a label, 2 display items
/// each) of 76 × 20 points, 4 apart, measured as `measurement` says: what a diagram looks like
/// to a renderer, text included.
func cardFigure(rows: Int, columns: Int, measurement: TextMeasurement) -> Figure {
    let measurer = measurement.measurer
    let style = TextStyle(font: Font(size: 10), alignment: .center)
    let grid = AnyLayout(VStack(spacing: 4, children: (0..<rows).map { row in
        AnyLayout(HStack(spacing: 4, children: (0..<columns).map { column in
            AnyLayout(Label("card \(row * columns + column)", style: style, measurer: measurer)
                .frame(width: 76, height: 20)
                .background(Box(fill: Color("#e8eef7"), stroke: Color("#1f3b63"))))
        }))
    }))
    return Figure(laying: grid.padding(4), size: CGSize(width: columns * 80 + 4, height: rows * 24 + 4), background: .white)
}

print("\nRendering labelled cards (a box and a label each; nodes = display items), 50 cards a row")
for cards in [2_500, 5_000, 10_000] {
    let rows = cards / 50
    let cells = cardFigure(rows: rows, columns: 50, measurement: RenderTarget(.ascii).measurement)
    let pango = cardFigure(rows: rows, columns: 50, measurement: RenderTarget(.png).measurement)
    let items = pango.items.count
    report("cards ASCII render", nodes: items, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.ascii).render(cells) })
    report("cards PNG render", nodes: items, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.png).render(pango) })
    report("cards SVG render", nodes: items, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.svg).render(pango) })
    report("cards PDF render", nodes: items, nanoseconds: median(runs: renderRuns) { _ = try! RenderTarget(.pdf).render(pango) })
}
