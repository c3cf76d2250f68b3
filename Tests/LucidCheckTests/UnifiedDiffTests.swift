import LucidCheck
import XCTest
import LucidComparison

/// `UnifiedDiff` prints what `diff -u` prints (the expected hunks below are GNU diff's).
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String) -> String? {
        UnifiedDiff.diff(expected: old, actual: new, expectedName: "old", actualName: "new")
    }

    func testEqualTextsHaveNoDiff() {
        XCTAssertNil(diff("a\nb\n", "a\nb\n"))
    }

    func testHunksKeepThreeLinesOfContextAndSplitWhenFarApart() {
        let old = "a\nb\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\n"
        let new = "a\nB\nc\nd\ne\nf\ng\nh\ni\nj\nk\nl\nm\nn\n"
        XCTAssertEqual(diff(old, new), """
            --- old
            +++ new
            @@ -1,5 +1,5 @@
             a
            -b
            +B
             c
             d
             e
            @@ -11,3 +11,4 @@
             k
             l
             m
            +n

            """)
    }

    func testAMissingFinalNewlineIsMarked() {
        XCTAssertEqual(diff("x\ny", "x\nz\n"), "--- old\n+++ new\n@@ -1,2 +1,2 @@\n x\n-y\n\\ No newline at end of file\n+z\n")
    }

    func testAnEmptyTextDiffsFromLineZero() {
        XCTAssertEqual(diff("", "only\n"), "--- old\n+++ new\n@@ -0,0 +1 @@\n+only\n")
    }
}
