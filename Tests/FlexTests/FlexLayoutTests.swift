import XCTest
import LucidLayout

final class FlexLayoutTests: XCTestCase {
    func testPlaceholder() {}
}
