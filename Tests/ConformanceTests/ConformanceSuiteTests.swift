import Foundation
import XCTest
@testable import FlexConformance

/// The browser-generated suites under `swift test`, as `flex-conformance` runs them in
/// `make test`: every case a baseline lists as passing must pass, through the engine's
/// API and through description files as `lucid render` reads them.
final class ConformanceSuiteTests: XCTestCase {
    private static let fixtures = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Runs the suite in `folder` and checks it against `baseline` (both under Fixtures).
    private func check(_ folder: String, baseline: String, viaDescription: Bool, file: StaticString = #filePath, line: UInt = #line) throws {
        let (files, missing) = ConformanceSuite.files([Self.fixtures.appendingPathComponent(folder).path])
        XCTAssertNil(missing, file: file, line: line)
        let expected = try XCTUnwrap(ConformanceSuite.baseline(Self.fixtures.appendingPathComponent(baseline).path), file: file, line: line)
        XCTAssertFalse(expected.isEmpty, file: file, line: line)
        let suite = ConformanceSuite.run(files, viaDescription: viaDescription)
        let regressions = suite.regressions(against: expected)
        let shown = suite.failed.filter { regressions.contains($0.name) }.prefix(5)
            .map { ([$0.name + ($0.reason.map { ": \($0)" } ?? "")] + $0.lines).joined(separator: "\n  ") }
        XCTAssertEqual(regressions, [], "\(suite.summary)\n" + shown.joined(separator: "\n"), file: file, line: line)
        // Every listed case was found and laid out, not skipped.
        XCTAssertTrue(expected.isSubset(of: Set(suite.passed)), suite.summary, file: file, line: line)
    }

    func testTaffyFlexThroughTheEngine() throws {
        try check("flex-conformance/taffy-flex", baseline: "flex-conformance/baseline.txt", viaDescription: false)
    }

    func testTaffyFlexThroughDescriptionFiles() throws {
        try check("flex-conformance/taffy-flex", baseline: "flex-conformance/baseline-description.txt", viaDescription: true)
    }

    func testChromiumTreesThroughTheEngine() throws {
        try check("flex-chromium", baseline: "flex-chromium/baseline.txt", viaDescription: false)
    }

    func testChromiumTreesThroughDescriptionFiles() throws {
        try check("flex-chromium", baseline: "flex-chromium/baseline-description.txt", viaDescription: true)
    }

    func testReducedChromiumTreesThroughTheEngine() throws {
        try check("flex-chromium-reduced", baseline: "flex-chromium-reduced/baseline.txt", viaDescription: false)
    }

    func testGridBlockAndMixedSuitesThroughTheEngine() throws {
        for suite in ["grid", "block", "mixed"] {
            try check("css-conformance/taffy-\(suite)", baseline: "css-conformance/baseline-\(suite).txt", viaDescription: false)
        }
    }

    func testGridBlockAndMixedSuitesThroughDescriptionFiles() throws {
        for suite in ["grid", "block", "mixed"] {
            try check("css-conformance/taffy-\(suite)", baseline: "css-conformance/baseline-\(suite)-description.txt", viaDescription: true)
        }
    }

    func testMixedChromiumTreesBothWays() throws {
        try check("css-chromium", baseline: "css-chromium/baseline.txt", viaDescription: false)
        try check("css-chromium", baseline: "css-chromium/baseline-description.txt", viaDescription: true)
    }

    func testHandWrittenCasesCheckedInChromiumBothWays() throws {
        try check("css-conformance/chromium-handwritten", baseline: "css-conformance/chromium-handwritten/baseline.txt", viaDescription: false)
        try check("css-conformance/chromium-handwritten", baseline: "css-conformance/chromium-handwritten/baseline-description.txt", viaDescription: true)
    }

    /// The suite's own bookkeeping: a case the baseline lists that fails is a regression.
    func testAFailingBaselineCaseIsARegression() {
        var suite = ConformanceSuite()
        suite.passed = ["a"]
        suite.failed = [.init(name: "b", reason: nil, lines: ["root: expected (0, 0, 1×1) got (0, 0, 2×2)"]), .init(name: "c", reason: "unreadable test file")]
        suite.skipped = ["grid": 2]
        XCTAssertEqual(suite.regressions(against: ["a", "b"]), ["b"])
        XCTAssertEqual(suite.summary, "1 passed, 2 failed, 2 skipped (grid: 2)")
    }
}
