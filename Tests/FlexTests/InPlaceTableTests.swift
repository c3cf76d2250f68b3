import XCTest
@testable import LucidCSS

/// The style table read in place: a value (a copy changed through the subscript moves to
/// storage of its own), and the in-place write the layout uses while it measures, which
/// never moves the storage the addresses it has handed out point into.
final class InPlaceTableTests: XCTestCase {
    func testTheSubscriptKeepsCopiesApart() {
        var table = InPlaceTable([1, 2, 3])
        let copy = table
        table[1] = 20
        XCTAssertEqual(table[1], 20)
        XCTAssertEqual(copy[1], 2)
    }

    /// A copy made while the layout has the table (as the receiver of a call) shares its
    /// storage; writing in place neither moves it nor frees what the copy holds.
    func testWritingInPlaceKeepsEveryAddress() {
        let table = InPlaceTable([1, 2, 3])
        let before = table.address(2)
        let receiver = table
        table.setInPlace(2) { $0 = 30 }
        XCTAssertEqual(table.address(2), before)
        XCTAssertEqual(before.pointee, 30)
        XCTAssertEqual(receiver[2], 30)
        table.setInPlace(2) { $0 = 3 }
        XCTAssertEqual(before.pointee, 3)
    }

    /// Before a layout the table takes storage of its own, so its in-place writes never
    /// reach a copy made earlier (another `CSSLayoutTree` value).
    func testMakingUniqueSeparatesAnEarlierCopy() {
        var table = InPlaceTable([1, 2, 3])
        let earlier = table
        table.makeUnique()
        XCTAssertNotEqual(table.address(0), earlier.address(0))
        table.setInPlace(0) { $0 = 10 }
        XCTAssertEqual(table[0], 10)
        XCTAssertEqual(earlier[0], 1)
        let address = table.address(0)
        table.makeUnique()
        XCTAssertEqual(table.address(0), address, "storage already its own is kept")
    }
}
