import XCTest
import LucidCSS
import LucidLayout

/// `minmax()`, `fit-content()` and `repeat()` tracks: read by `CSSGridTrackListParser` and sized
/// by the track sizing algorithm (CSS Grid §11), with frames worked out by hand.
final class GridTrackFunctionTests: XCTestCase {
    private let reader = CSSGridTrackListParser()

    /// "Text" of four 20-point words, 10 high per line: min-content 20, max-content 80.
    private let fourWords: CSSMeasureFunction = { input in
        let width = input.knownWidth ?? {
            switch input.available.width {
            case .minContent: return 20
            case .maxContent: return 80
            case .definite(let v): return min(80, max(20, (v / 20).rounded(.down) * 20))
            }
        }()
        return CGSize(width: width, height: input.knownHeight ?? 10 * (80 / max(width, 20)).rounded(.up))
    }

    /// The used column sizes of a grid `width` wide (nil: sized to its content) with the
    /// columns `columns`, one text item in its first column.
    private func columns(_ columns: String, width: CGFloat?, items: Int = 1) throws -> [CGFloat] {
        let style = box { $0.display = .grid; if let width { $0.width = .points(width) } }
        let text = CSSNode(style: CSSStyle(), measure: fourWords)
        let root = CSSNode(style: style, grid: CSSGridTemplate(columns: try reader.tracks(columns)), children: Array(repeating: text, count: items))
        return root.layout(in: .maxContent).gridTracks[0]?.columns ?? []
    }

    func testTheReaderExpandsRepeatsAndKeepsFunctions() throws {
        XCTAssertEqual(try reader.tracks("100px repeat(2, 1fr 20%) auto"), [.points(100), .fr(1), .percent(20), .fr(1), .percent(20), .auto])
        XCTAssertEqual(try reader.tracks(" minmax(10, max-content)  fit-content(40px) MIN-CONTENT "),
                       [.minmax(.points(10), .maxContent), .fitContent(.points(40)), .minContent])
        XCTAssertEqual(try reader.tracks("repeat(2, minmax(0px, 1fr))"), [.minmax(.points(0), .fr(1)), .minmax(.points(0), .fr(1))])
        XCTAssertEqual(try reader.tracks("none"), [])
        XCTAssertEqual(try reader.tracks(""), [])
        XCTAssertEqual(try reader.track("fit-content(25%)"), .fitContent(.percent(25)))
    }

    func testTheReaderSaysWhatIsWrongAndWhere() {
        func failure(_ text: String) -> CSSGridTrackListError? {
            do { _ = try reader.tracks(text); return nil } catch { return error }
        }
        XCTAssertEqual(failure("100 1fx"), CSSGridTrackListError(
            message: "invalid track size '1fx': expected a length, a percentage like 25%, a fraction like 1fr, auto, min-content or max-content", offset: 4))
        XCTAssertEqual(failure("minmax(1fr, 100)"), CSSGridTrackListError(message: "the minimum of minmax() cannot be flexible (fr)", offset: 7))
        XCTAssertEqual(failure("minmax(10 20)"), CSSGridTrackListError(message: "expected ',' between the minimum and maximum of minmax(), found '20'", offset: 10))
        XCTAssertEqual(failure("fit-content(1fr)"), CSSGridTrackListError(message: "fit-content() takes a length or a percentage", offset: 12))
        XCTAssertEqual(failure("repeat(0, 10)"), CSSGridTrackListError(message: "expected a number of repetitions (1 or more) in repeat(), found '0'", offset: 7))
        XCTAssertEqual(failure("10 repeat(auto-fill, 10)"), CSSGridTrackListError(
            message: "repeat(auto-fill, …) and repeat(auto-fit, …) belong in a template's track list only", offset: 3))
        XCTAssertThrowsError(try reader.list("repeat(auto-fit, 10) repeat(auto-fill, 20)")) {
            XCTAssertEqual($0 as? CSSGridTrackListError, CSSGridTrackListError(message: "a track list may repeat automatically only once", offset: 21))
        }
        XCTAssertEqual(failure("repeat(2, 10"), CSSGridTrackListError(message: "expected ')' to close repeat(), found the end", offset: 12))
        XCTAssertEqual(failure("[a 10"), CSSGridTrackListError(message: "expected a line name in '[…]', found '10'", offset: 3))
        XCTAssertEqual(failure("[a] 10 [b"), CSSGridTrackListError(message: "expected ']' to close the line names opened here", offset: 7))
        XCTAssertEqual(failure("[span] 10"), CSSGridTrackListError(message: "expected a line name in '[…]', found 'span'", offset: 1))
        // Names are kept per line, those of repeat() repeated with its tracks (a repetition's
        // last line is the next one's first).
        XCTAssertEqual(try reader.trackList("[a] 10 repeat(2, [b] 20 [c]) [d]").lineNames, [["a"], ["b"], ["c", "b"], ["c", "d"]])
        XCTAssertEqual(failure("-10"), CSSGridTrackListError(message: "track size '-10' must be between 0 and 1e+06", offset: 0))
        XCTAssertEqual(failure("clamp(1, 2)"), CSSGridTrackListError(
            message: "unknown function 'clamp()': expected minmax(), fit-content() or repeat()", offset: 0))
        XCTAssertEqual(failure("repeat(5000, 1 2 3)"), CSSGridTrackListError(message: "a track list has at most 10000 tracks", offset: 0))
    }

    func testMinmaxTracks() throws {
        // A flexible maximum takes what the fixed column leaves: 300 - 100.
        XCTAssertEqual(try columns("minmax(50, 1fr) 100", width: 300), [200, 100])
        // A fixed range grows into the free space, up to its maximum...
        XCTAssertEqual(try columns("minmax(100, 200)", width: 150), [150])
        XCTAssertEqual(try columns("minmax(100, 200)", width: 500), [200])
        // ...and under a max-content constraint it is its maximum.
        XCTAssertEqual(try columns("minmax(100, 200)", width: nil), [200])
        // Content-sized bounds: at least the text's min-content (20), at most its max-content (80).
        XCTAssertEqual(try columns("minmax(min-content, max-content)", width: 300), [80])
        XCTAssertEqual(try columns("minmax(min-content, max-content)", width: 50), [50])
        // A maximum below the minimum is floored by it.
        XCTAssertEqual(try columns("minmax(60, 30)", width: 300), [60])
    }

    func testFitContentTracks() throws {
        // The text's max-content (80), capped by the limit (50), but never below its
        // min-content (20); the flexible column takes the rest.
        XCTAssertEqual(try columns("fit-content(50) 1fr", width: 300), [50, 250])
        XCTAssertEqual(try columns("fit-content(100) 1fr", width: 300), [80, 220])
        XCTAssertEqual(try columns("fit-content(10) 1fr", width: 300), [20, 280])
        // A percentage of the container's width: 25% of 200.
        XCTAssertEqual(try columns("fit-content(25%) 1fr", width: 200), [50, 150])
        // Sized to its content, the grid's fit-content column is also capped.
        XCTAssertEqual(try columns("fit-content(50)", width: nil), [50])
    }

    func testTheReaderKeepsAnAutomaticRepetitionInPlace() throws {
        let list = try reader.list("40px repeat(auto-fit, 10 minmax(20, 1fr)) 30")
        XCTAssertEqual(list.tracks, [.points(40), .points(30)])
        XCTAssertEqual(list.autoRepeat, CSSGridAutoRepeat(index: 1, tracks: [.points(10), .minmax(.points(20), .fr(1))], fit: true))
        XCTAssertEqual(try reader.list("repeat(AUTO-FILL, 5)").autoRepeat, CSSGridAutoRepeat(index: 0, tracks: [.points(5)], fit: false))
    }

    /// The columns of a grid with `columns` and `configure`d style, holding `items` empty boxes.
    private func autoColumns(_ columns: String, items: Int = 1, _ configure: (inout CSSStyle) -> Void) throws -> (columns: [CGFloat], frames: [CGRect]) {
        let list = try reader.list(columns)
        let template = CSSGridTemplate(columns: list.tracks, columnRepeat: list.autoRepeat)
        let root = CSSNode(style: box { $0.display = .grid; configure(&$0) }, grid: template, children: Array(repeating: CSSNode(), count: items))
        let result = root.layout(in: .maxContent)
        return (result.gridTracks[0]?.columns ?? [], (0..<items).map { result.frame(at: [$0]) ?? .null })
    }

    func testAutoFillMakesAsManyTracksAsFit() throws {
        // 130 wide: three of 40 fit, the fourth would overflow.
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)") { $0.width = .points(130) }.columns, [40, 40, 40])
        // Beside a fixed column: 40 + 2 × 40.
        XCTAssertEqual(try autoColumns("40 repeat(auto-fill, 40)") { $0.width = .points(120) }.columns, [40, 40, 40])
        // Gaps count: 40 + 10 + 40 = 90 fits in 130, a third (140) does not.
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)") { $0.width = .points(130); $0.columnGap = .points(10) }.columns, [40, 40])
        // A range counts at its maximum when definite, else its minimum: four of at least 150
        // (and gaps of 10) in 710, sharing the rest as 1fr: 170 each.
        XCTAssertEqual(try autoColumns("repeat(auto-fill, minmax(150, 1fr))") {
            $0.width = .points(730); $0.padding = CSSEdges(all: .points(10)); $0.columnGap = .points(10)
        }.columns, [170, 170, 170, 170])
        // The max width bounds it when the width is not set; with neither, one repetition;
        // a min width asks for the fewest that reach it (100: three of 40).
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)") { $0.maxWidth = .points(90) }.columns, [40, 40])
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)") { _ in }.columns, [40])
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)") { $0.minWidth = .points(100) }.columns, [40, 40, 40])
        // Tracks of no size count as 1 point a repetition, as Blink counts them (200 in 200;
        // one in less than a point), and never more than 100,000, as far as line numbers reach
        // (Chromium fits 100,000 `1px` repetitions in a 100000px grid).
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 0)") { $0.width = .points(200) }.columns.count, 200)
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 0)") { $0.width = .points(0.5) }.columns.count, 1)
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 0)") { $0.width = .points(50_000) }.columns.count, 50_000)
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 0)") { $0.width = .points(250_000) }.columns.count, 100_000)
    }

    func testOneTreeLaidOutAtTwoWidthsRepeatsForEach() throws {
        // The placement kept from the first layout (three columns) must not serve the second
        // (two): the tree is laid out again in a narrower space.
        let list = try reader.list("repeat(auto-fill, 40)")
        let root = CSSNode(
            style: box { $0.display = .grid; $0.maxWidth = .percent(100) },
            grid: CSSGridTemplate(columnRepeat: list.autoRepeat), children: (0..<3).map { _ in CSSNode(style: box { $0.height = .points(10) }) })
        var tree = CSSLayoutTree(root)
        let wide = tree.layout(in: CSSAvailableSize(width: .definite(130), height: .maxContent), rootSize: CGSize(width: 130, height: 100))
        XCTAssertEqual(wide.gridTracks[0]?.columns, [40, 40, 40])
        XCTAssertEqual(wide.frame(at: [2]).minY, 0)
        let narrow = tree.layout(in: CSSAvailableSize(width: .definite(90), height: .maxContent), rootSize: CGSize(width: 90, height: 100))
        XCTAssertEqual(narrow.gridTracks[0]?.columns, [40, 40])
        // The third item wraps to a second row (the two rows stretched over the 100 high root).
        XCTAssertEqual(narrow.frame(at: [2]), CGRect(x: 0, y: 50, width: 40, height: 10))
    }

    func testAutoFitCollapsesTheEmptyRepetitions() throws {
        // Three 40 columns fit in 120; two items fill two, the third collapses, and the free
        // space is shared as if there were two columns: (120 − 80) / 3 around each, in whole
        // layout units (Chromium: 13.328125 and 66.65625).
        let fitted = try autoColumns("repeat(auto-fit, 40)", items: 2) {
            $0.width = .points(120); $0.height = .points(40); $0.justifyContent = CSSAlignment(.spaceEvenly)
        }
        XCTAssertEqual(fitted.columns, [40, 40, 0])
        XCTAssertEqual(fitted.frames[0].minX, 13.328125, accuracy: 1e-9)
        XCTAssertEqual(fitted.frames[1].minX, 13.328125 * 2 + 40, accuracy: 1e-9)
        // auto-fill keeps the empty track.
        XCTAssertEqual(try autoColumns("repeat(auto-fill, 40)", items: 2) { $0.width = .points(120) }.columns, [40, 40, 40])
    }

    func testRepeatedTracks() throws {
        XCTAssertEqual(try columns("repeat(3, 40)", width: 300), [40, 40, 40])
        XCTAssertEqual(try columns("repeat(2, 1fr 2fr)", width: 300), [50, 100, 50, 100])
    }
}

/// `grid-auto-flow` (CSS Grid §8.5): auto-placement by columns, and dense packing.
final class GridAutoFlowTests: XCTestCase {
    private func place(_ flow: CSSGridAutoFlow, rows: [CSSGridTrack], columns: [CSSGridTrack], _ items: [CSSNode]) -> [CGRect] {
        let root = CSSNode(
            style: box { $0.display = .grid }, grid: CSSGridTemplate(rows: rows, columns: columns, autoFlow: flow), children: items)
        let result = root.layout(in: .maxContent)
        return items.indices.map { result.frame(at: [$0]) ?? .null }
    }

    func testTheCSSValues() {
        XCTAssertEqual(CSSGridAutoFlow(css: "row"), .row)
        XCTAssertEqual(CSSGridAutoFlow(css: "column"), .column)
        XCTAssertEqual(CSSGridAutoFlow(css: "dense"), CSSGridAutoFlow(dense: true))
        XCTAssertEqual(CSSGridAutoFlow(css: "dense column"), CSSGridAutoFlow(column: true, dense: true))
        XCTAssertNil(CSSGridAutoFlow(css: "row column"))
        XCTAssertNil(CSSGridAutoFlow(css: "dense dense"))
        XCTAssertNil(CSSGridAutoFlow(css: ""))
    }

    func testColumnFlowFillsEachColumnFirst() {
        // Two rows of 20: the items go down the first column, then the second (auto columns
        // as wide as their 10-wide items).
        let frames = place(.column, rows: [.points(20), .points(20)], columns: [], [fixed(10, 5), fixed(10, 5), fixed(10, 5)])
        XCTAssertEqual(frames.map(\.origin), [CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 20), CGPoint(x: 10, y: 0)])
    }

    func testDenseFillsTheHoleSparseLeaves() {
        // Three 10-wide columns; two items spanning two columns, then a one-column item.
        // Sparse: the second wide item starts row 2, and the small one follows it; dense: the
        // small one goes back to the hole at the end of row 1.
        let items = [
            CSSNode(style: box { $0.gridColumnStart = .span(2); $0.height = .points(10) }),
            CSSNode(style: box { $0.gridColumnStart = .span(2); $0.height = .points(10) }),
            CSSNode(style: box { $0.height = .points(10) }),
        ]
        let columns: [CSSGridTrack] = [.points(10), .points(10), .points(10)]
        XCTAssertEqual(place(.row, rows: [], columns: columns, items)[2].origin, CGPoint(x: 20, y: 10))
        XCTAssertEqual(place(CSSGridAutoFlow(dense: true), rows: [], columns: columns, items)[2].origin, CGPoint(x: 20, y: 0))
        // The same across: column flow with dense packing fills the hole at the bottom of
        // the first column.
        let tall = [
            CSSNode(style: box { $0.gridRowStart = .span(2); $0.width = .points(10) }),
            CSSNode(style: box { $0.gridRowStart = .span(2); $0.width = .points(10) }),
            CSSNode(style: box { $0.width = .points(10) }),
        ]
        let rows: [CSSGridTrack] = [.points(10), .points(10), .points(10)]
        XCTAssertEqual(place(.column, rows: rows, columns: [], tall)[2].origin, CGPoint(x: 10, y: 20))
        XCTAssertEqual(place(CSSGridAutoFlow(column: true, dense: true), rows: rows, columns: [], tall)[2].origin, CGPoint(x: 0, y: 20))
    }

    func testDensePlacementOfManyItemsStillFillsEveryHole() {
        // Four 10-wide columns: every fifth item spans three columns, so sparse placement
        // leaves holes; dense placement goes back to them, skipping the rows already full
        // (the search starts below them). Expected positions from the spec's algorithm
        // item by item: a one-column item takes the first free cell from the top.
        var items: [CSSNode] = []
        for i in 0..<400 {
            items.append(CSSNode(style: box { if i % 5 == 0 { $0.gridColumnStart = .span(3) }; $0.height = .points(10) }))
        }
        let columns: [CSSGridTrack] = Array(repeating: .points(10), count: 4)
        let frames = place(CSSGridAutoFlow(dense: true), rows: [], columns: columns, items)
        var taken = Set<[Int]>()
        for (i, frame) in frames.enumerated() {
            let span = i % 5 == 0 ? 3 : 1
            var expected: (row: Int, column: Int)? = nil
            search: for row in 0... {
                for column in 0...(4 - span) where (column..<(column + span)).allSatisfy({ !taken.contains([row, $0]) }) {
                    expected = (row, column)
                    break search
                }
            }
            for c in expected!.column..<(expected!.column + span) { taken.insert([expected!.row, c]) }
            XCTAssertEqual(frame.origin, CGPoint(x: 10 * expected!.column, y: 10 * expected!.row), "item \(i)")
        }
    }
}

/// Placement and minimum contributions at the edges: items with definite sizes across
/// flexible tracks, and areas thousands of tracks wide.
final class GridEdgeCaseTests: XCTestCase {
    func testStylesStayPlainDataWithNamedLines() {
        // The engine copies styles all the time: a reference among their fields (named grid
        // lines were once kept in a class) makes every copy retain and release.
        XCTAssertTrue(_isPOD(CSSStyle.self))
        var style = CSSStyle()
        style.gridRowStart = .area("main")
        style.gridColumnEnd = .namedSpan("col", 2)
        XCTAssertEqual(style.gridRowStart, .area("main"))
        XCTAssertEqual(style.gridRowEnd, .auto)
        XCTAssertEqual(style.gridColumnEnd, .namedSpan("col", 2))
        style.gridRowStart = .line(3)
        XCTAssertEqual(style.gridRowStart, .line(3))
        XCTAssertEqual(style.gridColumnEnd, .namedSpan("col", 2))
    }

    func testAutoPlacementSkipsPastAnAreaSpanningTheGrid() {
        // One item covers all 3000 × 3000 explicit cells; the next auto-placed one goes below
        // them. The search steps past the covering area a row at a time (it tried every cell,
        // nine million steps, when it moved one column at a time).
        let cover = CSSNode(style: box {
            $0.gridRowStart = .line(1); $0.gridRowEnd = .line(-1); $0.gridColumnStart = .line(1); $0.gridColumnEnd = .line(-1)
        })
        let next = CSSNode(style: box { $0.height = .points(10) })
        let root = CSSNode(
            style: box { $0.display = .grid },
            grid: CSSGridTemplate(rows: Array(repeating: .points(0), count: 3000), columns: Array(repeating: .points(1), count: 3000)),
            children: [cover, next])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.frame(at: [1]), CGRect(x: 0, y: 0, width: 1, height: 10))
        XCTAssertEqual(result.gridTracks[0]?.rows.count, 3001)
    }

    func testADefiniteItemAcrossFlexibleTracksSizesThem() {
        // Chromium: a 100 × 100 item spanning both 1fr tracks of a 50 × 50 grid with a
        // 3-point border (44 inside) makes each track 50, not 22.
        let item = CSSNode(style: box {
            $0.width = .points(100); $0.height = .points(100)
            $0.gridRowStart = .line(1); $0.gridRowEnd = .span(2); $0.gridColumnStart = .line(1); $0.gridColumnEnd = .span(2)
        })
        let root = CSSNode(
            style: box { $0.display = .grid; $0.width = .points(50); $0.height = .points(50); $0.border = CSSEdges(all: .points(3)) },
            grid: CSSGridTemplate(rows: [.fr(1), .fr(1)], columns: [.fr(1), .fr(1)]), children: [item])
        let result = root.layout(in: .maxContent)
        XCTAssertEqual(result.gridTracks[0], CSSGridTracks(rows: [50, 50], columns: [50, 50]))
    }

    func testSpaceAroundAndEvenlyStartOverflowingTracksAtTheStart() {
        // Three 40 columns with gaps of 10 need 140 in 120: space-evenly and space-around
        // fall back to *safe* center, the start; with room they spread as usual.
        for keyword in [CSSAlignment.Keyword.spaceEvenly, .spaceAround] {
            func firstX(width: CGFloat) -> CGFloat {
                let root = CSSNode(
                    style: box { $0.display = .grid; $0.width = .points(width); $0.columnGap = .points(10); $0.justifyContent = CSSAlignment(keyword) },
                    grid: CSSGridTemplate(columns: [.points(40), .points(40), .points(40)]), children: [CSSNode()])
                return root.layout(in: .maxContent).frame(at: [0]).minX
            }
            XCTAssertEqual(firstX(width: 120), 0, "\(keyword)")
            // (Each track's share in whole layout units, truncated: Chromium puts the first of
            // a space-around grid at 3.328125, half of 6.65625.)
            XCTAssertEqual(firstX(width: 160), keyword == .spaceEvenly ? 5 : 3.328125, "\(keyword)")
        }
    }

    func testItemsSpanningThousandsOfTracksArePlacedWithoutVisitingEveryCell() {
        // Lines ±32767 and spans of 10,000 (the suite's "extreme line numbers" case, which
        // took minutes when every covered cell was recorded): the two 20-point items sit
        // side by side and diagonally, with empty tracks of no size between.
        let root = CSSNode(style: box { $0.display = .grid }, children: [
            CSSNode(style: box { $0.width = .points(20); $0.height = .points(20); $0.gridRowStart = .line(-32768); $0.gridColumnStart = .line(32767) }),
            CSSNode(style: box {
                $0.width = .points(20); $0.height = .points(20)
                $0.gridRowStart = .line(32767); $0.gridRowEnd = .span(10_000)
                $0.gridColumnStart = .span(10_000); $0.gridColumnEnd = .line(-32768)
            }),
        ])
        let result = root.layout(in: .maxContent)
        // (Tens of thousands of empty tracks leave a rounding error of a few billionths.)
        func assertNear(_ frame: CGRect?, _ expected: CGRect, line: UInt = #line) {
            guard let frame else { return XCTFail("no frame", line: line) }
            for (got, want) in [(frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width), (frame.height, expected.height)] {
                XCTAssertEqual(got, want, accuracy: 1e-6, "\(frame)", line: line)
            }
        }
        assertNear(result.rootFrame, CGRect(x: 0, y: 0, width: 40, height: 40))
        assertNear(result.frame(at: [0]), CGRect(x: 20, y: 0, width: 20, height: 20))
        assertNear(result.frame(at: [1]), CGRect(x: 0, y: 20, width: 20, height: 20))
    }
}
