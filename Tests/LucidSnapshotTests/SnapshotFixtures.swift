import Foundation
import LucidLayout
import LucidSnapshot

/// The layout most snapshot tests draw: a titled card with a swatch and a dot.
func card(_ title: String = "Lucid", swatch: Color = Color("#f4a")!, measurer: any TextMeasurer) -> some Layout<DisplayItem> {
    VStack(spacing: 8) {
        Label(title, measurer: measurer, name: "title")
        HStack(spacing: 8) {
            Box(fill: swatch, name: "swatch").frame(width: 32, height: 16)
            Ellipse(fill: .white, stroke: .black, name: "dot").frame(width: 32, height: 16)
        }
    }
    .padding(16)
    .background(Box(fill: .white, stroke: .black, name: "card"))
}

/// A fresh empty folder under the temporary folder, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = URL(fileURLWithPath: NSTemporaryDirectory(), isDirectory: true)
            .appendingPathComponent("lucid-snapshot-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ component: String) -> String { url.appendingPathComponent(component).path }

    /// Every file below the folder, relative to it, sorted.
    func files() throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: url.path)
        return (enumerator?.allObjects as? [String] ?? []).filter { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: url.appendingPathComponent(name).path, isDirectory: &isFolder)
            return !isFolder.boolValue
        }.sorted()
    }

    func remove() { try? FileManager.default.removeItem(at: url) }
}
