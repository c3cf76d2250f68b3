import LucidDescription
import XCTest

/// Every user-facing problem: exact message and exact `file:line:column`.
final class DiagnosticTests: XCTestCase {
    /// The diagnostics for `text`, as the command line prints them.
    private func errors(_ text: String) -> [String] {
        do {
            _ = try DescriptionParser.parse(text, file: "bad.yaml")
            XCTFail("expected diagnostics")
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    func testUnknownKindSuggestsTheClosest() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50 }
            layout:
              kind: hstak
            """), ["bad.yaml:3:9: error: unknown kind 'hstak'; did you mean 'hstack'?; expected one of background, block, box, cascading, decorating, ellipse, flex, grid, hstack, image, inset, label, line, multipane, polygon, polyline, spacer, vstack, zstack"])
    }

    func testUnknownKeySuggestsTheClosest() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50 }
            layout:
              kind: box
              fil: red
            """), ["bad.yaml:4:3: error: unknown key 'fil' in 'box'; did you mean 'fill'?"])
    }

    func testSeveralIndependentErrorsAreAllReported() {
        XCTAssertEqual(errors("""
            canvas: { width: -5, height: 50 }
            layout:
              kind: vstack
              children:
                - { kind: box, fill: nocolour }
                - { kind: label }
                - { kind: box, cornerRadius: "big" }
            """), [
                "bad.yaml:1:18: error: 'width' must be between 1 and 16777216, found -5",
                "bad.yaml:5:26: error: invalid colour 'nocolour' for 'fill': expected #rgb, #rgba, #rrggbb, #rrggbbaa or a colour name",
                "bad.yaml:6:7: error: missing required key 'text' in 'label'",
                "bad.yaml:7:34: error: expected a number for 'cornerRadius', found the string 'big'",
            ])
    }

    func testMissingKindAndLayout() {
        XCTAssertEqual(errors("""
            layout:
              fill: red
            """), [
                "bad.yaml:2:3: error: missing required key 'kind' (or 'use') in a layout node; expected one of background, block, box, cascading, decorating, ellipse, flex, grid, hstack, image, inset, label, line, multipane, polygon, polyline, spacer, vstack, zstack",
            ])
        XCTAssertEqual(errors("canvas: { width: 10 }"), ["bad.yaml:1:1: error: missing required key 'layout' in the document"])
    }

    func testTypeErrorsSayWhatWasExpectedAndFound() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50 }
            layout:
              kind: hstack
              alignment: middle
              children: { kind: box }
            """), [
                "bad.yaml:4:14: error: invalid value 'middle' for 'alignment': expected one of top, center, bottom, firstTextBaseline",
                "bad.yaml:5:13: error: expected a list for 'children', found a mapping",
            ])
    }

    func testYAMLSyntaxErrorIsLocated() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50
            layout: { kind: box }
            """), ["bad.yaml:2:7: error: invalid YAML: did not find expected ',' or '}'"])
    }

    func testNonFiniteAndHugeNumbersAreRejected() {
        XCTAssertEqual(errors("""
            canvas: { width: .nan, height: 1e308 }
            layout: { kind: box, strokeWidth: .inf }
            """), [
                "bad.yaml:1:18: error: 'width' must be between 1 and 16777216, found .nan",
                "bad.yaml:1:32: error: 'height' must be between 1 and 16777216, found 1e308",
                "bad.yaml:2:35: error: 'strokeWidth' must be between 0 and 1000, found .inf",
            ])
    }

    func testFrameMixingFixedAndFlexibleLengths() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50 }
            layout: { kind: box, frame: { width: 10, maxWidth: 20 } }
            """), ["bad.yaml:2:29: error: 'frame' mixes a fixed 'width'/'height' with min/ideal/max lengths; use one or the other"])
    }

    func testDuplicateKey() {
        XCTAssertEqual(errors("""
            canvas: { width: 100, height: 50 }
            layout: { kind: box, fill: red, fill: blue }
            """).count, 1)
    }

    func testEmptyFile() {
        XCTAssertEqual(errors(""), ["bad.yaml: error: the file is empty; expected a mapping with 'layout' (and optionally 'canvas')"])
    }

    func testDeepNestingIsRefusedNotOverflowed() {
        var text = "canvas: { width: 100, height: 50 }\nlayout: "
        text += String(repeating: "{ kind: inset, child: ", count: 300) + "{ kind: box }" + String(repeating: " }", count: 300)
        let messages = errors(text)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasSuffix("error: layout is nested more than 200 levels deep"), messages[0])
    }

    func testAliasExpansionIsBoundedByTheNodeLimit() {
        // A "billion laughs" file: each level refers nine times to the one before.
        var text = "canvas: { width: 100, height: 100 }\n"
        text += "level0: &a0 [" + Array(repeating: "{kind: box}", count: 9).joined(separator: ", ") + "]\n"
        for level in 1...8 {
            text += "level\(level): &a\(level) [" + Array(repeating: "{kind: zstack, children: *a\(level - 1)}", count: 9).joined(separator: ", ") + "]\n"
        }
        text += "layout: { kind: zstack, children: *a8 }\n"
        let messages = errors(text)
        XCTAssertTrue(messages.contains("bad.yaml:10:1: error: unknown key 'level8' in the document"), "\(messages)")
        XCTAssertEqual(messages.filter { $0.contains("nodes") }, [
            "bad.yaml:6:138: error: the layout has more than 100000 nodes (YAML aliases and components count each time they are used)",
        ])
    }

    func testASubtreeReusedThroughAnAliasCannotNestTooDeep() {
        func chain(_ levels: Int, _ inner: String) -> String {
            String(repeating: "{ kind: inset, child: ", count: levels) + inner + String(repeating: " }", count: levels)
        }
        let text = "layout:\n  kind: vstack\n  children:\n    - &deep " + chain(150, "{ kind: box }") + "\n    - " + chain(100, "*deep") + "\n"
        XCTAssertEqual(errors(text), ["bad.yaml:4:7: error: layout is nested more than 200 levels deep"])
    }

    func testAHundredThousandLevelsOfYAMLNestingAreRefusedNotOverflowed() {
        let text = "layout: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let messages = errors(text)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].hasPrefix("bad.yaml:1:"), messages[0])
        XCTAssertTrue(messages[0].contains("error: invalid YAML: Maximum nesting level reached"), messages[0])
    }

    func testOverlongLabelTextIsRefused() {
        let text = "layout: { kind: label, text: \(String(repeating: "a", count: 10_001)) }"
        XCTAssertEqual(errors(text), ["bad.yaml:1:30: error: label text is longer than 10000 characters"])
    }

    func testUnreadableFile() {
        XCTAssertThrowsError(try DescriptionParser.parse(contentsOf: "/nonexistent/x.yaml")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/x.yaml: error: no such file")
        }
    }
    /// The CSS, SwiftUI and HTML names people type first are answered with Lucid's, where
    /// Lucid's name fits the place (`textAlign` is a block's own key, so it stays unknown
    /// only on a label, where `alignment` is offered).
    func testNamesFromCSSAndSwiftUIAreAnsweredWithLucidsNames() {
        XCTAssertEqual(errors("layout: { kind: text }").first?.hasPrefix("bad.yaml:1:17: error: unknown kind 'text'; did you mean 'label'?"), true)
        XCTAssertEqual(errors("layout: { kind: rect }").first?.hasPrefix("bad.yaml:1:17: error: unknown kind 'rect'; did you mean 'box'?"), true)
        XCTAssertEqual(errors("layout: { kind: label, text: a, fontSize: 12 }"), [
            "bad.yaml:1:33: error: unknown key 'fontSize' in 'label'; did you mean 'size'?",
        ])
        XCTAssertEqual(errors("layout: { kind: label, text: a, font-weight: bold }"), [
            "bad.yaml:1:33: error: unknown key 'font-weight' in 'label'; did you mean 'weight'?",
        ])
        XCTAssertEqual(errors("layout: { kind: label, text: a, textAlign: center }"), [
            "bad.yaml:1:33: error: unknown key 'textAlign' in 'label'; did you mean 'alignment'?",
        ])
        XCTAssertEqual(errors("layout: { kind: flex, children: [{ kind: box, flex: { flexGrow: 1 } }] }"), [
            "bad.yaml:1:55: error: unknown key 'flexGrow' in 'flex'; did you mean 'grow'?",
        ])
        XCTAssertEqual(errors("layout: { kind: box, borderRadius: 4 }"), [
            "bad.yaml:1:22: error: unknown key 'borderRadius' in 'box'; did you mean 'cornerRadius'?",
        ])
    }
}
