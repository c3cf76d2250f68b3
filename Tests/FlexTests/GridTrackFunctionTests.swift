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
        XCTAssertEqual(failure("repeat(auto-fill, 10)"), CSSGridTrackListError(
            message: "repeat(auto-fill, …) is not supported yet: give a number of repetitions", offset: 7))
        XCTAssertEqual(failure("repeat(2, 10"), CSSGridTrackListError(message: "expected ')' to close repeat(), found the end", offset: 12))
        XCTAssertEqual(failure("[a] 10"), CSSGridTrackListError(message: "line names ('[…]') are not supported yet", offset: 0))
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

    func testRepeatedTracks() throws {
        XCTAssertEqual(try columns("repeat(3, 40)", width: 300), [40, 40, 40])
        XCTAssertEqual(try columns("repeat(2, 1fr 2fr)", width: 300), [50, 100, 50, 100])
    }
}
