import CCairo
import Foundation

/// The PNG files of one render, each loaded once: an image drawn many times is read once,
/// and is embedded once in an SVG. `destroyAll()` frees the surfaces.
final class CairoImageCache {
    private var surfaces: [String: OpaquePointer] = [:]

    /// The image surface of the PNG at `path`; throws `RenderError.unreadableImage`.
    func surface(for path: String) throws -> OpaquePointer {
        if let surface = surfaces[path] { return surface }
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw RenderError.unreadableImage(path: path, reason: Self.reason(status))
        }
        surfaces[path] = surface
        return surface
    }

    func destroyAll() {
        surfaces.values.forEach { cairo_surface_destroy($0) }
        surfaces = [:]
    }

    private static func reason(_ status: cairo_status_t) -> String {
        switch status {
        case CAIRO_STATUS_FILE_NOT_FOUND: "file not found"
        case CAIRO_STATUS_READ_ERROR: "not a readable PNG file"
        default: CairoStatus.message(status)
        }
    }
}
