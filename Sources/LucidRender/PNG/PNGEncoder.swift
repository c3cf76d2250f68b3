import CCairo
import Foundation

/// Encodes Cairo's ARGB32 pixels as a PNG file: 8-bit RGB when every pixel is opaque,
/// else RGBA with alpha un-premultiplied as Cairo's own writer does, plus any extra chunks
/// (the embedded source) before `IEND`. Also encodes straight RGBA bytes (`RGBAImage`,
/// the images a golden comparison draws) the same way.
///
/// Cairo's `cairo_surface_write_to_png_stream` offers no compression settings and uses
/// libpng's defaults (every filter tried per row, zlib level 6), which made PNG encoding
/// the largest single cost of a small render. libpng's own API reports errors by `longjmp`,
/// which Swift cannot catch. So the PNG structure (a few fixed chunks, PNG specification
/// sections 5 and 11) is written here, and zlib (the library PNG is defined on) does the
/// compressing: filter type 0 on every row and zlib level 3, which writes a typical Lucid
/// figure about 3.5× faster than Cairo's writer at about the same size (flat colours and
/// text compress well unfiltered; measured on the samples). Deterministic: same pixels,
/// same zlib, same bytes.
enum PNGEncoder {
    static let compressionLevel: Int32 = 3
    static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// The PNG of `height` rows of `width` pixels starting at `pixels`, `stride` bytes
    /// apart, each a native-endian premultiplied `0xAARRGGBB` word (Cairo's ARGB32).
    static func encode(
        pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, extraChunks: [Data] = []
    ) throws -> Data {
        let opaque = isOpaque(pixels: pixels, width: width, height: height, stride: stride)
        return try encode(width: width, height: height, opaque: opaque, extraChunks: extraChunks) { y, samples in
            let source = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            var target = samples.baseAddress!
            if opaque {
                // Every alpha is 255: nothing to un-premultiply (the common case, a figure
                // on a coloured page), written through a pointer without bounds checks.
                for x in 0..<width {
                    let pixel = source[x]
                    target[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                    target[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    target[2] = UInt8(truncatingIfNeeded: pixel)
                    target += 3
                }
                return
            }
            for x in 0..<width {
                let pixel = source[x]
                let alpha = pixel >> 24
                var red = pixel >> 16 & 0xFF, green = pixel >> 8 & 0xFF, blue = pixel & 0xFF
                if alpha != 0xFF && alpha != 0 {
                    // Un-premultiply, rounding as Cairo's writer does.
                    red = (red * 255 + alpha / 2) / alpha
                    green = (green * 255 + alpha / 2) / alpha
                    blue = (blue * 255 + alpha / 2) / alpha
                }
                target[0] = UInt8(red)
                target[1] = UInt8(green)
                target[2] = UInt8(blue)
                target[3] = UInt8(alpha)
                target += 4
            }
        }
    }

    /// The PNG of `width` × `height` pixels given as straight (not premultiplied) red,
    /// green, blue and alpha bytes, row after row (`RGBAImage`'s layout): written exactly,
    /// as RGB when every alpha is 255.
    static func encode(rgba: UnsafeBufferPointer<UInt8>, width: Int, height: Int) throws -> Data {
        precondition(rgba.count == width * height * 4, "RGBA bytes do not match the size")
        var opaque = true, alpha = 3
        while opaque && alpha < rgba.count {
            opaque = rgba[alpha] == 0xFF
            alpha += 4
        }
        return try encode(width: width, height: height, opaque: opaque) { y, samples in
            var source = rgba.baseAddress! + y * width * 4, target = samples.baseAddress!
            guard opaque else { return target.update(from: source, count: width * 4) }
            let end = source + width * 4
            while source < end {
                target[0] = source[0]
                target[1] = source[1]
                target[2] = source[2]
                source += 4
                target += 3
            }
        }
    }

    /// The PNG whose rows `fillRow(y, samples)` writes: 3 (RGB, `opaque`) or 4 (RGBA)
    /// bytes per pixel into `samples`.
    private static func encode(
        width: Int, height: Int, opaque: Bool, extraChunks: [Data] = [],
        fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws -> Data {
        var header = PNGChunk.bigEndian(UInt32(width))
        header.append(PNGChunk.bigEndian(UInt32(height)))
        // Bit depth 8; colour type 2 (RGB) or 6 (RGBA); deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        var png = signature
        png.append(PNGChunk.make("IHDR", header))
        png.append(try compressedRows(width: width, height: height, channels: opaque ? 3 : 4, fillRow: fillRow))
        for chunk in extraChunks { png.append(chunk) }
        png.append(PNGChunk.make("IEND", Data()))
        return png
    }

    private static func isOpaque(pixels: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(pixels + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0xFF { return false }
        }
        return true
    }

    /// The image data as `IDAT` chunks of at most 64 KiB each: every row as filter
    /// byte 0 and the samples `fillRow` writes, deflated row by row so the raw image is
    /// never held whole.
    private static func compressedRows(
        width: Int, height: Int, channels: Int, fillRow: (Int, UnsafeMutableBufferPointer<UInt8>) -> Void
    ) throws -> Data {
        var stream = z_stream()
        guard deflateInit_(&stream, compressionLevel, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RenderError.cairo("zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        var row = [UInt8](repeating: 0, count: 1 + width * channels)
        var compressed = Data()
        var output = [UInt8](repeating: 0, count: 1 << 16)
        func deflateRow(_ input: UnsafeMutableBufferPointer<UInt8>, flush: Int32) throws {
            stream.next_in = input.baseAddress
            stream.avail_in = uInt(input.count)
            repeat {
                let status = output.withUnsafeMutableBufferPointer { buffer -> Int32 in
                    stream.next_out = buffer.baseAddress
                    stream.avail_out = uInt(buffer.count)
                    return deflate(&stream, flush)
                }
                guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                    throw RenderError.cairo("zlib failed while compressing (\(status))")
                }
                compressed.append(contentsOf: output[0..<(output.count - Int(stream.avail_out))])
            } while stream.avail_out == 0
        }
        for y in 0..<height {
            row.withUnsafeMutableBufferPointer { buffer in
                buffer[0] = 0  // filter type None
                fillRow(y, UnsafeMutableBufferPointer(rebasing: buffer[1...]))
            }
            try row.withUnsafeMutableBufferPointer { try deflateRow($0, flush: Z_NO_FLUSH) }
        }
        var nothing = [UInt8]()
        try nothing.withUnsafeMutableBufferPointer { try deflateRow($0, flush: Z_FINISH) }
        var chunks = Data()
        var start = compressed.startIndex
        repeat {
            let end = min(start + (1 << 16), compressed.endIndex)
            chunks.append(PNGChunk.make("IDAT", compressed[start..<end]))
            start = end
        } while start < compressed.endIndex
        return chunks
    }
}
