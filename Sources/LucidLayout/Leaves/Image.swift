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

    /// An image of the PNG file at `path`; throws a `RegularFile.Problem` when it cannot be
    /// read, or a `PNGHeader.Error` when it is not a whole PNG of at most
    /// `PNGHeader.maximumPixels` pixels.
    public init(path: String, contentMode: ContentMode = .fit, opacity: Double = 1, name: String? = nil) throws {
        let handle = try RegularFile.open(path)
        defer { try? handle.close() }
        // The header and the chunk boundaries only, not the pixels (the file may be huge):
        // enough to refuse what a renderer could not draw before it is laid out.
        let size = try PNGHeader.check(handle)
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
