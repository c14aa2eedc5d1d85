/// An image in memory: 8-bit channels, rows top to bottom, `width * 4` bytes a row, no padding.
///
/// Two layouts, so that each side avoids a copy: Cairo draws straight into an `.xrgb32` buffer (its
/// RGB24 surface memory), and the decoder and the comparator work in `.rgba8`.
public struct PixelImage: Equatable, Sendable {
    public enum Layout: Equatable, Sendable {
        /// Bytes R, G, B, A per pixel.
        case rgba8
        /// One native-endian `UInt32` `0x00RRGGBB` per pixel (the top byte is ignored): Cairo's RGB24
        /// surface memory. Always opaque.
        case xrgb32
    }

    public var width: Int
    public var height: Int
    public var layout: Layout
    /// `width * 4` bytes a row, no padding.
    public var pixels: [UInt8]
    /// Pixels per point (written as the PNG's pHYs chunk; 1 when unknown).
    public var scale: Int

    public init(width: Int, height: Int, layout: Layout = .rgba8, pixels: [UInt8], scale: Int = 1) {
        // Images from the decoder and the rasterizer always match; the check itself must not overflow
        // on an absurd size.
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(width >= 0 && height >= 0 && !overflow && area <= Int.max / 4 && pixels.count == area * 4,
                     "a pixel buffer of \(pixels.count) bytes does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.layout = layout
        self.pixels = pixels
        self.scale = scale
    }

    /// An `.rgba8` image of one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8)) {
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(width >= 0 && height >= 0 && !overflow && area <= Int.max / 4, "no image is \(width)×\(height)")
        var pixels = [UInt8](repeating: 0, count: area * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.0
            pixels[index + 1] = fill.1
            pixels[index + 2] = fill.2
            pixels[index + 3] = fill.3
        }
        self.init(width: width, height: height, pixels: pixels)
    }

    /// One pixel, in either layout (`.xrgb32` is opaque: alpha 255).
    public func rgba(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the \(width)×\(height) image")
        let offset = (y * width + x) * 4
        switch layout {
        case .rgba8:
            return (pixels[offset], pixels[offset + 1], pixels[offset + 2], pixels[offset + 3])
        case .xrgb32:
            let word = pixels.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
            return (UInt8(truncatingIfNeeded: word >> 16), UInt8(truncatingIfNeeded: word >> 8), UInt8(truncatingIfNeeded: word), 255)
        }
    }

    /// One pixel's colour, alpha ignored.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        let pixel = rgba(x: x, y: y)
        return (pixel.red, pixel.green, pixel.blue)
    }

    /// The same pixels in another layout. To `.xrgb32`, alpha is dropped (not blended): that layout
    /// is opaque. Width, height and scale are kept as they are, even when they do not match the buffer
    /// (the properties are `var`s); only whole pixels of the buffer are converted.
    public func converted(to layout: Layout) -> PixelImage {
        guard layout != self.layout else { return self }
        let count = pixels.count - pixels.count % 4
        var output = [UInt8](unsafeUninitializedCapacity: count) { target, initialized in
            pixels.withUnsafeBytes { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                let raw = UnsafeMutableRawPointer(to)
                switch layout {
                case .rgba8:
                    for offset in stride(from: 0, to: count, by: 4) {
                        let word = from.loadUnaligned(fromByteOffset: offset, as: UInt32.self)
                        to[offset] = UInt8(truncatingIfNeeded: word >> 16)
                        to[offset + 1] = UInt8(truncatingIfNeeded: word >> 8)
                        to[offset + 2] = UInt8(truncatingIfNeeded: word)
                        to[offset + 3] = 255
                    }
                case .xrgb32:
                    for offset in stride(from: 0, to: count, by: 4) {
                        let word = UInt32(from.load(fromByteOffset: offset, as: UInt8.self)) << 16
                            | UInt32(from.load(fromByteOffset: offset + 1, as: UInt8.self)) << 8
                            | UInt32(from.load(fromByteOffset: offset + 2, as: UInt8.self))
                        raw.storeBytes(of: word, toByteOffset: offset, as: UInt32.self)
                    }
                }
            }
            initialized = count
        }
        output += pixels[count...]
        var image = self
        image.layout = layout
        image.pixels = output
        return image
    }
}

extension PixelImage {
    /// The same size and the same colour at every pixel, whatever the two layouts (an `.rgba8` pixel
    /// that is not opaque never equals an `.xrgb32` one).
    public func hasSamePixels(as other: PixelImage) -> Bool {
        guard width == other.width, height == other.height else { return false }
        switch (layout, other.layout) {
        case (.rgba8, .rgba8): return pixels == other.pixels
        case (.xrgb32, .rgba8): return PixelImage.same(xrgb: pixels, rgba: other.pixels, width: width, height: height)
        case (.rgba8, .xrgb32): return PixelImage.same(xrgb: other.pixels, rgba: pixels, width: width, height: height)
        case (.xrgb32, .xrgb32): return PixelImage.same(xrgb: pixels, xrgb: other.pixels, width: width, height: height)
        }
    }

    /// Row by row, each row's differences OR-ed together without a branch, so the loop vectorises.
    private static func same(xrgb: [UInt8], rgba: [UInt8], width: Int, height: Int) -> Bool {
        xrgb.withUnsafeBytes { words in
            rgba.withUnsafeBytes { bytes in
                for y in 0..<height {
                    var difference: UInt32 = 0
                    for x in y * width..<(y + 1) * width {
                        let word = words.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        // R, G, B, opaque, as the little-endian word the RGBA bytes make.
                        let asRGBA = (word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16 | 0xFF00_0000
                        difference |= asRGBA ^ UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
                    }
                    if difference != 0 { return false }
                }
                return true
            }
        }
    }

    /// `.xrgb32`'s top byte means nothing: it is left out.
    private static func same(xrgb first: [UInt8], xrgb second: [UInt8], width: Int, height: Int) -> Bool {
        first.withUnsafeBytes { a in
            second.withUnsafeBytes { b in
                var difference: UInt32 = 0
                for x in 0..<width * height {
                    difference |= (a.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) ^ b.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)) & 0xFF_FFFF
                }
                return difference == 0
            }
        }
    }
}
