import Foundation
import XCTest
@testable import FlexConformance
import LucidCSS

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
    /// Frames are compared as the browser reports them: `getBoundingClientRect()` in single
    /// precision, the parent's corner subtracted. Past 2²⁴ px that turns Lucid's exact
    /// 8,999,996.5 into Chromium's reported 8,999,996; below it nothing moves.
    func testFramesAreComparedAsTheBrowserReportsThem() {
        let result = CSSLayoutResult(
            frames: [
                CGRect(x: 0, y: 0, width: 20_000_330, height: 100),
                CGRect(x: 0, y: 999_996.5, width: 8_999_996.5, height: 40),
                CGRect(x: 8_999_996.5, y: 0, width: 60, height: 12.3),
                CGRect(x: 16_777_217, y: 0.25, width: 3, height: 1),
            ],
            baselines: [nil, nil, nil, nil], children: [[1, 2, 3], [], [], []])
        let reported = FrameComparison.reportedFrames(result)
        XCTAssertEqual(reported[0], CGRect(x: 0, y: 0, width: 20_000_330, height: 100))
        XCTAssertEqual(reported[1], CGRect(x: 0, y: 999_996.5, width: 8_999_996, height: 40))
        // (Its left edge is reported at 8,999,996, and its right one at 9,000,056.)
        XCTAssertEqual(reported[2].minX, 8_999_996)
        XCTAssertEqual(reported[2].width, 60)
        XCTAssertEqual(reported[2].height, 12.3, accuracy: 1e-6)
        // (16,777,217 is no single-precision number: its corner is reported at 16,777,216, its
        // right edge at 16,777,220.)
        XCTAssertEqual(reported[3], CGRect(x: 16_777_216, y: 0.25, width: 4, height: 1))

        let expected = XMLElementNode(name: "node", attributes: ["x": "0", "y": "0", "width": "20000330", "height": "100"], children: [
            XMLElementNode(name: "node", attributes: ["x": "0", "y": "999996.5", "width": "8999996", "height": "40"], children: []),
            XMLElementNode(name: "node", attributes: ["x": "8999996", "y": "0", "width": "60", "height": "12.3"], children: []),
            XMLElementNode(name: "node", attributes: ["x": "16777216", "y": "0.25", "width": "4", "height": "1"], children: []),
        ])
        XCTAssertEqual(FrameComparison.differences(expected: expected, result: result, tolerance: 0.1), [])
    }
}
