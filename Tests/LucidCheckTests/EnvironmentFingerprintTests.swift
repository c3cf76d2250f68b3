import LucidCheck
import XCTest

final class EnvironmentFingerprintTests: XCTestCase {
    func testTheCurrentEnvironmentNamesItsLibrariesAndHashesTheBundledFonts() throws {
        let current = try EnvironmentFingerprint.current()
        XCTAssertEqual(Set(current.libraries.keys), ["Cairo", "Pango", "HarfBuzz", "FreeType", "fontconfig"])
        XCTAssertTrue(current.libraries.values.allSatisfy { $0.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression) != nil }, "\(current.libraries)")
        XCTAssertEqual(current.fonts.count, 6)
        XCTAssertTrue(current.fonts.values.allSatisfy { $0.count == 64 })
        // DejaVu Sans 2.37, as bundled (sha256sum of the file).
        XCTAssertEqual(current.fonts["DejaVuSans.ttf"], "abdc775b21b1bc470d50c97e790d276f2054b7504e56e5bd3e64f48d68582322")
        XCTAssertEqual(try EnvironmentFingerprint.current(), current)
    }

    func testChangesAreNamedLibrariesFirst() throws {
        let recorded = EnvironmentFingerprint(libraries: ["Cairo": "1.16.0", "Pango": "1.50.12"], fonts: ["A.ttf": "aa", "B.ttf": "bb"])
        let now = EnvironmentFingerprint(libraries: ["Cairo": "1.16.0", "Pango": "1.52.0"], fonts: ["A.ttf": "ab", "C.ttf": "cc"])
        XCTAssertEqual(now.changes(since: recorded), ["Pango 1.50.12 → 1.52.0", "font A.ttf changed", "font B.ttf removed", "font C.ttf added"])
        XCTAssertEqual(recorded.changes(since: recorded), [])
    }

    func testTheFileRoundTrips() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-env-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertNil(EnvironmentFingerprint.recorded(in: folder.path))
        let fingerprint = EnvironmentFingerprint(libraries: ["Cairo": "1.16.0"], fonts: ["A.ttf": "aa"])
        try fingerprint.json().write(to: folder.appendingPathComponent(EnvironmentFingerprint.fileName))
        XCTAssertEqual(EnvironmentFingerprint.recorded(in: folder.path), fingerprint)
        XCTAssertEqual(String(decoding: try fingerprint.json(), as: UTF8.self), """
            {
              "fonts" : {
                "A.ttf" : "aa"
              },
              "libraries" : {
                "Cairo" : "1.16.0"
              }
            }

            """)
    }
}
