import LucidDescription
import XCTest

/// Keys that are valid but do nothing are warned about; the file still parses.
final class WarningTests: XCTestCase {
    private func warnings(_ text: String) throws -> [String] {
        try DescriptionParser.parse(text, file: "w.yaml").warnings.map(\.description)
    }

    func testUselessKeysAreWarnedAbout() throws {
        XCTAssertEqual(try warnings("""
            layout:
              kind: vstack
              children:
                - { kind: box, strokeWidth: 2, dash: [2, 2], fill: red }
                - { kind: box, cornerRadius: 4 }
                - { kind: hstack, spacing: 4, children: [{ kind: box }] }
                - { kind: cascading, overlapFactor: 0.5, children: [] }
                - { kind: ellipse, fixedSize: false, stroke: black, strokeWidth: 3 }
            """), [
                "w.yaml:4:33: warning: 'strokeWidth' has no effect without 'stroke'",
                "w.yaml:4:42: warning: 'dash' has no effect without 'stroke'",
                "w.yaml:5:34: warning: 'cornerRadius' has no effect on a box with neither 'fill' nor 'stroke'",
                "w.yaml:6:32: warning: 'spacing' has no effect with fewer than two children",
                "w.yaml:7:41: warning: 'overlapFactor' has no effect with fewer than two children",
                "w.yaml:8:35: warning: 'fixedSize: false' has no effect (it is the default)",
            ])
    }

    func testAModifiedSpacerIsNoLongerASpacer() throws {
        XCTAssertEqual(try warnings("layout: { kind: hstack, children: [{ kind: spacer, padding: 2 }, { kind: spacer, priority: 1 }] }"), [
            "w.yaml:1:36: warning: a spacer with modifiers no longer stretches along its stack only; use a box without fill to take space",
        ])
    }

    func testAValidFileWithoutUselessKeysHasNoWarnings() throws {
        XCTAssertEqual(try warnings("layout: { kind: box, stroke: black, strokeWidth: 2, cornerRadius: 3 }"), [])
    }
}

/// Booleans are true or false only, as editors (YAML 1.2) and JSON read them.
final class BooleanTests: XCTestCase {
    func testYesAndNoAreNotBooleans() {
        XCTAssertThrowsError(try DescriptionParser.parse("layout: { kind: label, text: A, italic: yes }", file: "b.yaml")) { error in
            XCTAssertEqual("\(error)", "b.yaml:1:41: error: expected true or false for 'italic', found the string 'yes'")
        }
    }
}
