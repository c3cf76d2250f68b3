import Foundation

/// A PNG picture leaf. Offered nothing it takes its pixel size (one pixel per point);
/// offered a size it takes it, and the picture is scaled to fit or fill its frame.
public struct Image: Layout {
    public var source: ImageSource
    public var name: String?
    /// The rect from the last `layout(in:)`.
    public private(set) var frame: CGRect = .zero

    public init(source: ImageSource, name: String? = nil) {
        self.source = source
        self.name = name
    }

    /// An image of the PNG file at `path`; throws when it cannot be read as a PNG.
    public init(path: String, contentMode: ContentMode = .fit, opacity: Double = 1, name: String? = nil) throws {
        // Only the header is needed: read 24 bytes, not the whole (maybe huge) file.
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let data = try handle.read(upToCount: 24) ?? Data()
        let size = try PNGHeader.pixelSize(of: data)
        self.init(source: ImageSource(path: path, pixelSize: size, contentMode: contentMode, opacity: opacity), name: name)
    }

    public mutating func layout(in rect: CGRect) { frame = rect }

    public var contents: [DisplayItem] { [item] }

    public func collectContents(into result: inout [DisplayItem]) { result.append(item) }

    public func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: source.pixelSize)
    }

    private var item: DisplayItem { DisplayItem(frame: frame, name: name, drawing: .image(source)) }
}
