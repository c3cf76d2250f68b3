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
            (1..<match.numberOfRanges).map { String(text[Range(match.range(at: $0), in: text)!]) }
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
        let blocks = try matches(#"<!-- output: lucid ([^>]*) -->\n```\n(.*?)\n```"#, in: readme)
        XCTAssertGreaterThanOrEqual(blocks.count, 1)
        for block in blocks {
            let result = try Lucid.run(block[0].split(separator: " ").map(String.init))
            XCTAssertEqual(result.status, 0, result.standardError)
            var printed = result.text
            while printed.hasSuffix("\n") { printed.removeLast() }
            XCTAssertEqual(block[1], printed, "README's output of `lucid \(block[0])` is stale")
        }
    }
}
