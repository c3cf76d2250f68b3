import LucidRender

/// The picture of a comparison, as pixelmatch draws it: the expected image faded almost
/// to white and grey, so it only shows where things are, with the differing pixels in
/// red and the anti-aliasing ones in yellow on top. Opaque, the expected image's size.
enum DiffImage {
    static let different = RGBAPixel(red: 255, green: 0, blue: 0)
    static let antialiased = RGBAPixel(red: 255, green: 255, blue: 0)
    /// Where only one of two images of different sizes has pixels.
    static let onlyOne = RGBAPixel(red: 255, green: 0, blue: 255)
    /// How much of the expected image shows through (pixelmatch's `alpha`, 0.1).
    static let fade = 0.1

    static func make(expected: RGBAImage, match: PixelMatch) -> RGBAImage {
        precondition(expected.width == match.width && expected.height == match.height, "the match is of another size")
        var image = RGBAImage(width: expected.width, height: expected.height, filledWith: .white)
        image.withUnsafeMutableBytes { output in
            expected.bytes.withUnsafeBufferPointer { input in
                match.verdicts.withUnsafeBufferPointer { verdicts in
                    guard var source = input.baseAddress, var target = output.baseAddress else { return }
                    // Runs of one colour are the rule in a figure: fade each colour once.
                    var lastWord: UInt32?, lastGrey: UInt8 = 255
                    for verdict in verdicts {
                        let color: RGBAPixel
                        switch verdict {
                        case .different: color = different
                        case .antialiased: color = antialiased
                        case .same:
                            let word = UnsafeRawPointer(source).loadUnaligned(as: UInt32.self)
                            if word != lastWord {
                                lastWord = word
                                lastGrey = faded(red: source[0], green: source[1], blue: source[2], alpha: source[3])
                            }
                            color = RGBAPixel(red: lastGrey, green: lastGrey, blue: lastGrey)
                        }
                        target[0] = color.red
                        target[1] = color.green
                        target[2] = color.blue
                        source += 4
                        target += 4
                    }
                }
            }
        }
        return image
    }

    /// The grey a pixel fades to: its brightness, `fade` × its opacity of the way from
    /// white (black becomes 230, white stays 255).
    static func faded(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt8 {
        let brightness = YIQ.brightness(YIQ.Color(red: Double(red), green: Double(green), blue: Double(blue)))
        let grey = 255 + (brightness - 255) * fade * Double(alpha) / 255
        return UInt8(min(max(grey.rounded(), 0), 255))
    }
}

extension RGBAImage {
    /// The top-left `width` × `height` pixels (at most the image's own size).
    func cropped(width: Int, height: Int) -> RGBAImage {
        let width = Swift.min(width, self.width), height = Swift.min(height, self.height)
        var rows: [UInt8] = []
        rows.reserveCapacity(width * height * 4)
        for y in 0..<height { rows += bytes[(y * self.width * 4)..<((y * self.width + width) * 4)] }
        return RGBAImage(width: width, height: height, bytes: rows)
    }

    /// `image` drawn over this one at the top-left corner (what falls outside is left out).
    mutating func paste(_ image: RGBAImage) {
        let width = Swift.min(image.width, self.width), height = Swift.min(image.height, self.height)
        let targetWidth = self.width
        withUnsafeMutableBytes { output in
            image.bytes.withUnsafeBufferPointer { input in
                for y in 0..<height {
                    (output.baseAddress! + y * targetWidth * 4).update(from: input.baseAddress! + y * image.width * 4, count: width * 4)
                }
            }
        }
    }
}
