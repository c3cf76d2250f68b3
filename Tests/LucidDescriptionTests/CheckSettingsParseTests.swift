import LucidDescription
import XCTest

/// The top-level `check` key: a figure's own golden-check tolerances.
final class CheckSettingsParseTests: XCTestCase {
    private func errors(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "check.yaml")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testSettingsAreRead() throws {
        let text = "check: { threshold: 0.2, maxDifferentPixels: 40, maxDifferentRatio: 0.001 }\nlayout: { kind: box }\n"
        let description = try DescriptionParser.parse(text, file: "check.yaml")
        XCTAssertEqual(description.check, GoldenCheckSettings(threshold: 0.2, maxDifferentPixels: 40, maxDifferentRatio: 0.001))
        XCTAssertEqual(try DescriptionParser.parse("layout: { kind: box }", file: "plain.yaml").check, GoldenCheckSettings())
    }

    func testBadSettingsAreLocatedErrors() {
        XCTAssertEqual(errors("check: { threshold: 2 }\nlayout: { kind: box }\n"), [
            "check.yaml:1:21: error: 'threshold' must be between 0 and 1, found 2"])
        XCTAssertEqual(errors("check: { maxDifferentPixels: 1.5 }\nlayout: { kind: box }\n"), [
            "check.yaml:1:30: error: expected a whole number for 'maxDifferentPixels', found the number 1.5"])
        XCTAssertEqual(errors("check: { maxDiferentPixels: 3 }\nlayout: { kind: box }\n"), [
            "check.yaml:1:10: error: unknown key 'maxDiferentPixels' in 'check'; did you mean 'maxDifferentPixels'?"])
        XCTAssertEqual(errors("check: 3\nlayout: { kind: box }\n"), [
            "check.yaml:1:8: error: expected a mapping for 'check', found the number 3"])
    }
}
