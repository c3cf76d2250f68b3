import CCairo
import Foundation

/// Decodes PNG bytes to an `RGBAImage` through Cairo's PNG reader (libpng), from memory.
///
/// libpng handles every PNG variant (palettes, grey, 16-bit, interlacing) and reports
/// errors by `longjmp`, which Swift cannot catch; Cairo catches them and returns an error
/// surface, so reading through `cairo_image_surface_create_from_png_stream` is safe.
/// Cairo hands back premultiplied ARGB32 (RGB24 when the PNG has no alpha); the pixels are
/// un-premultiplied to straight RGBA, rounding as Cairo's writer does.
enum PNGDecoder {
    static func decode(_ png: Data) throws -> RGBAImage {
        guard png.starts(with: PNGEncoder.signature) else {
            throw RGBAImage.DecodingError(reason: png.isEmpty ? "no bytes" : "not a PNG (no PNG signature)")
        }
        let reader = Reader(png)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream(Reader.read, Unmanaged.passUnretained(reader).toOpaque())!
        }
        defer { cairo_surface_destroy(surface) }
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RGBAImage.DecodingError(reason: reader.ranOut ? "the PNG data ends early" : reason(status))
        }
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: return image(of: surface, opaque: false)
        case CAIRO_FORMAT_RGB24: return image(of: surface, opaque: true)
        default: return try image(of: surface, paintedOn: CAIRO_FORMAT_ARGB32)
        }
    }

    /// What a failed read means: Cairo 1.16 reports every libpng error (a bad CRC, bad
    /// compressed data, an invalid header) as "out of memory".
    private static func reason(_ status: cairo_status_t) -> String {
        switch status {
        case CAIRO_STATUS_NO_MEMORY: "corrupt or unsupported PNG (libpng failed; Cairo says \"out of memory\")"
        default: CairoStatus.message(status)
        }
    }

    /// The straight RGBA pixels of an ARGB32 or (`opaque`) RGB24 surface.
    private static func image(of surface: OpaquePointer, opaque: Bool) -> RGBAImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else {
            return RGBAImage(width: max(width, 0), height: max(height, 0), filledWith: .clear)
        }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { output in
            var index = 0
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let pixel = row[x]
                    let alpha = opaque ? 0xFF : pixel >> 24
                    var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
                    if alpha != 0xFF && alpha != 0 {
                        red = (red * 255 + alpha / 2) / alpha
                        green = (green * 255 + alpha / 2) / alpha
                        blue = (blue * 255 + alpha / 2) / alpha
                    }
                    output[index] = UInt8(truncatingIfNeeded: min(red, 255))
                    output[index + 1] = UInt8(truncatingIfNeeded: min(green, 255))
                    output[index + 2] = UInt8(truncatingIfNeeded: min(blue, 255))
                    output[index + 3] = UInt8(truncatingIfNeeded: alpha)
                    index += 4
                }
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// The pixels of a surface in any other format (a newer Cairo reads 16-bit PNGs as
    /// floating point), painted onto a `format` surface first.
    private static func image(of surface: OpaquePointer, paintedOn format: cairo_format_t) throws -> RGBAImage {
        let width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface)
        let target = cairo_image_surface_create(format, width, height)!
        defer { cairo_surface_destroy(target) }
        try CairoStatus.check(cairo_surface_status(target))
        let cr = cairo_create(target)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_paint(cr)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        try CairoStatus.check(status)
        return image(of: target, opaque: format == CAIRO_FORMAT_RGB24)
    }

    /// Feeds Cairo's read callback from memory, noting whether it asked for more bytes
    /// than there are (a truncated file).
    private final class Reader {
        let data: Data
        var offset: Int
        var ranOut = false

        init(_ data: Data) {
            self.data = data
            offset = data.startIndex
        }

        static let read: cairo_read_func_t = { closure, buffer, length in
            guard let closure, let buffer else { return CAIRO_STATUS_READ_ERROR }
            let reader = Unmanaged<Reader>.fromOpaque(closure).takeUnretainedValue()
            let count = Int(length)
            guard reader.data.endIndex - reader.offset >= count else {
                reader.ranOut = true
                return CAIRO_STATUS_READ_ERROR
            }
            reader.data.copyBytes(to: buffer, from: reader.offset..<reader.offset + count)
            reader.offset += count
            return CAIRO_STATUS_SUCCESS
        }
    }
}
