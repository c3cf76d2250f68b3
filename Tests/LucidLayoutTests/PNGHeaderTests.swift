import Foundation
import XCTest
import LucidLayout

final class PNGHeaderTests: XCTestCase {
    /// The first 33 bytes of a PNG: signature, then the IHDR chunk (length 13, type,
    /// width, height, bit depth 8, colour type 6, compression, filter, interlace, CRC).
    private func png(width: UInt32, height: UInt32, chunk: String = "IHDR") -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [0, 0, 0, 13] + Array(chunk.utf8)
        for value in [width, height] {
            bytes += [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        return Data(bytes)
    }

    func testReadsTheSizeFromTheHeader() throws {
        XCTAssertEqual(try PNGHeader.pixelSize(of: png(width: 300, height: 2)), CGSize(300, 2))
        XCTAssertEqual(try PNGHeader.pixelSize(of: png(width: 1, height: 1)), CGSize(1, 1))
        // Every byte of the big-endian numbers counts.
        XCTAssertEqual(try PNGHeader.pixelSize(of: png(width: 70_000, height: 0x0102_03)), CGSize(70_000, 66_051))
    }

    func testReadsTheFirst24BytesOnly() throws {
        let header = png(width: 12, height: 34)
        XCTAssertEqual(try PNGHeader.pixelSize(of: header.prefix(24)), CGSize(12, 34))
        XCTAssertEqual(try PNGHeader.pixelSize(of: header + Data(repeating: 0xAB, count: 100)), CGSize(12, 34))
    }

    func testReadsASliceThatDoesNotStartAtIndexZero() throws {
        let data = (Data([1, 2, 3]) + png(width: 12, height: 34)).dropFirst(3)
        XCTAssertEqual(data.startIndex, 3)
        XCTAssertEqual(try PNGHeader.pixelSize(of: data), CGSize(12, 34))
    }

    func testRejectsNonPNGData() {
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40))
        for data in [Data(), Data("hello, world, this is not a PNG".utf8), jpeg, png(width: 1, height: 1).prefix(23),
                     png(width: 1, height: 1).prefix(8), png(width: 5, height: 5, chunk: "IEND")] {
            XCTAssertThrowsError(try PNGHeader.pixelSize(of: data)) { error in
                XCTAssertEqual(error as? PNGHeader.Error, .notPNG)
            }
        }
    }

    func testRejectsImpossibleSizes() {
        for (width, height) in [(0, 10), (10, 0), (UInt32(1 << 20) + 1, 10), (UInt32.max, UInt32.max)] as [(UInt32, UInt32)] {
            XCTAssertThrowsError(try PNGHeader.pixelSize(of: png(width: width, height: height))) { error in
                XCTAssertEqual(error as? PNGHeader.Error, .badSize, "\(width) × \(height)")
            }
        }
        XCTAssertEqual(try PNGHeader.pixelSize(of: png(width: 1 << 20, height: 1 << 20)), CGSize(1_048_576, 1_048_576))
    }

    func testErrorDescriptions() {
        XCTAssertEqual(PNGHeader.Error.notPNG.description, "not a PNG file")
        XCTAssertEqual(PNGHeader.Error.badSize.description, "PNG header has an invalid size")
    }

    /// A whole file: the header, then the given chunks (empty bodies), as `check` walks them.
    private func file(width: UInt32 = 40, height: UInt32 = 20, chunks: [String] = ["IDAT", "IEND"]) -> Data {
        var data = png(width: width, height: height)
        for chunk in chunks { data += Data([0, 0, 0, 0] + Array(chunk.utf8) + [0, 0, 0, 0]) }
        return data
    }

    /// `PNGHeader.check` of `data`, written to a file.
    private func check(_ data: Data) throws -> CGSize {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-check-\(UUID().uuidString).png")
        try data.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forReadingFrom: url)
        defer { try? handle.close() }
        return try PNGHeader.check(handle)
    }

    func testCheckWalksTheChunksToTheEnd() throws {
        XCTAssertEqual(try check(file()), CGSize(40, 20))
        XCTAssertEqual(try check(file(chunks: ["tEXt", "IDAT", "IDAT", "IEND"])), CGSize(40, 20))
        // Cut anywhere after the header, or with no image data, or no end: cut short.
        let whole = file()
        for length in [33, 40, whole.count - 1] {
            XCTAssertThrowsError(try check(whole.prefix(length))) { XCTAssertEqual($0 as? PNGHeader.Error, .truncated, "\(length)") }
        }
        XCTAssertThrowsError(try check(file(chunks: ["IEND"]))) { XCTAssertEqual($0 as? PNGHeader.Error, .truncated) }
        XCTAssertThrowsError(try check(file(chunks: ["IDAT"]))) { XCTAssertEqual($0 as? PNGHeader.Error, .truncated) }
    }

    func testCheckRefusesMoreThan25MillionPixels() throws {
        XCTAssertEqual(try check(file(width: 5000, height: 5000)), CGSize(5000, 5000))
        XCTAssertThrowsError(try check(file(width: 5001, height: 5000))) {
            XCTAssertEqual($0 as? PNGHeader.Error, .tooManyPixels(width: 5001, height: 5000))
            XCTAssertEqual("\($0)", "the PNG is 5001 × 5000 pixels; at most 25 million pixels are drawn")
        }
    }

    func testImageReadsItsPixelSizeFromAFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("LucidLayoutTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let good = directory.appendingPathComponent("picture.png")
        try file(width: 40, height: 20).write(to: good)
        let image = try Image(path: good.path, contentMode: .fill, name: "picture")
        XCTAssertEqual(image.source, ImageSource(path: good.path, pixelSize: CGSize(40, 20), contentMode: .fill))
        XCTAssertEqual(image.sizeThatFits(.unspecified), CGSize(40, 20))
        XCTAssertEqual(image.sizeThatFits(ProposedSize(width: 100, height: nil)), CGSize(100, 20))

        let bad = directory.appendingPathComponent("text.png")
        try Data("not a png".utf8).write(to: bad)
        XCTAssertThrowsError(try Image(path: bad.path)) { XCTAssertEqual($0 as? PNGHeader.Error, .notPNG) }
        XCTAssertThrowsError(try Image(path: directory.appendingPathComponent("missing.png").path)) {
            XCTAssertEqual($0 as? RegularFile.Problem, RegularFile.Problem(description: "no such file"))
        }
        XCTAssertThrowsError(try Image(path: directory.path)) {
            XCTAssertEqual($0 as? RegularFile.Problem, RegularFile.Problem(description: "not a regular file (a folder)"))
        }
    }
}
