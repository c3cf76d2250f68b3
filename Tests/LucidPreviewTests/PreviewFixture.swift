import Foundation
import XCTest

/// A description in a fresh folder, with an image beside it and one it does not use,
/// that tests edit as a user would (saving by rename, as most editors do).
struct PreviewFixture {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let folder: URL
    var description: URL { folder.appendingPathComponent("card.yaml") }
    var image: URL { folder.appendingPathComponent("assets/unicorn.png") }

    init(for test: XCTestCase) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lucid-preview-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        let folder = folder
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for name in ["unicorn.png", "shark.png"] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("Samples/assets/\(name)"), to: folder.appendingPathComponent("assets/\(name)"))
        }
        try save(Self.card(width: 120, fill: "#d32f2f", label: "Hello"))
    }

    /// A card: a box of `width` with a label, and the unicorn image.
    static func card(width: Int, fill: String, label: String) -> String {
        """
        canvas: { width: 240, height: 120, background: white }
        layout:
          kind: hstack
          name: row
          spacing: 8
          padding: 8
          children:
            - kind: box
              name: card
              fill: "\(fill)"
              frame: { width: \(width), height: 60 }
              overlay: { kind: label, name: title, text: "\(label)", alignment: center }
            - { kind: image, name: logo, src: assets/unicorn.png, frame: { width: 40, height: 40 } }

        """
    }

    /// Writes the description as editors do: a new file renamed over the old one.
    func save(_ text: String) throws {
        try Data(text.utf8).write(to: description, options: .atomic)
    }
}
