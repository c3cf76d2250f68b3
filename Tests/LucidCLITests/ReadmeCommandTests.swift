import Foundation
import XCTest

/// README.md shows what the commands really do: every figure whose caption names a
/// `lucid render … -o PATH` command is what that command writes today, and every block
/// after an `<!-- output: lucid … -->` marker is what that command prints.
final class ReadmeCommandTests: XCTestCase {
    private var readme: String {
        get throws { try String(contentsOf: Lucid.root.appendingPathComponent("README.md"), encoding: .utf8) }
    }

    private func matches(_ pattern: String, in text: String) throws -> [[String]] {
        let expression = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { match in
            (1..<match.numberOfRanges).map { index in
                Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
            }
        }
    }

    func testEveryCaptionedFigureIsWhatItsCommandWrites() throws {
        let figures = try matches(#"!\[[^\]]*`lucid (render [^`]*) -o (\S+)`[^\]]*\]\(([^)]+)\)"#, in: readme)
        XCTAssertGreaterThanOrEqual(figures.count, 3)
        let folder = try Lucid.temporaryDirectory(for: self)
        for figure in figures {
            let (command, output, shown) = (figure[0], figure[1], figure[2])
            XCTAssertEqual(output, shown, "the caption's -o path is the image shown")
            let fresh = folder.appendingPathComponent(URL(fileURLWithPath: output).lastPathComponent)
            let result = try Lucid.run(command.split(separator: " ").map(String.init) + ["-o", fresh.path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertEqual(try? Data(contentsOf: Lucid.root.appendingPathComponent(shown)), try Data(contentsOf: fresh),
                           "\(shown) is not what `lucid \(command)` writes now: run `make run`")
        }
    }

    func testEveryShownOutputIsWhatItsCommandPrints() throws {
        // `<!-- output: lucid … -->`, or `<!-- output (exit N): lucid … -->` for a command
        // that fails on purpose; shown with a `$ lucid …` line first when the block has one.
        let blocks = try matches(#"<!-- output(?: \(exit (\d)\))?: lucid ([^>]*) -->\n```\n(.*?)\n```"#, in: readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 2)
        for block in blocks {
            let (status, command) = (Int32(block[0]) ?? 0, block[1])
            let result = try Lucid.run(command.split(separator: " ").map(String.init), environment: ["CI": "true"])
            XCTAssertEqual(result.status, status, result.standardError)
            var printed = result.text
            while printed.hasSuffix("\n") { printed.removeLast() }
            let shown = block[2].hasPrefix("$ lucid ") ? "$ lucid \(command)\n" + printed : printed
            XCTAssertEqual(block[2], shown, "README's output of `lucid \(command)` is stale")
        }
    }

    func testTheGoldenDemoSideBySideImageIsWhatCheckWrites() throws {
        let artifacts = try Lucid.temporaryDirectory(for: self)
        let result = try Lucid.run(["check", "Tests/Fixtures/golden-demo/figures", "--golden", "Tests/Fixtures/golden-demo/goldens",
                                    "--artifacts", artifacts.path], environment: ["CI": "true"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(try Data(contentsOf: artifacts.appendingPathComponent("ticket.side-by-side.png")),
                       try Data(contentsOf: Lucid.root.appendingPathComponent("docs/figures/golden-demo-side-by-side.png")),
                       "docs/figures/golden-demo-side-by-side.png is stale: run `make run`")
    }
}
