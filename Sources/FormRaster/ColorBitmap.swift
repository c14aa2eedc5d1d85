import PNGCodec

/// A colour glyph's image (an emoji's PNG from the font) as premultiplied ARGB words, Cairo's ARGB32
/// memory, rows without padding; and the same image scaled to a rectangle of device pixels with
/// FormRender's own arithmetic, so that every machine gets the same pixels whatever its Cairo and
/// pixman.
struct ColorBitmap {
    let width: Int
    let height: Int
    let words: [UInt32]

    /// The most pixels a glyph's image may have, decoded or scaled (Noto Color Emoji's are 136 × 128).
    static let maxPixels = 1 << 20

    init(width: Int, height: Int, words: [UInt32]) {
        self.width = width
        self.height = height
        self.words = words
    }

    /// Decodes a glyph's PNG; nil when it is not a PNG this decoder reads, or too large.
    init?(png: [UInt8]) {
        guard let image = try? PNGDecoder.decode(png, maxPixels: ColorBitmap.maxPixels), image.layout == .rgba8,
              image.pixels.count == image.width * image.height * 4 else { return nil }
        var words = [UInt32](repeating: 0, count: image.width * image.height)
        image.pixels.withUnsafeBufferPointer { rgba in
            for index in 0..<words.count {
                let alpha = UInt32(rgba[index * 4 + 3])
                func premultiplied(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 127) / 255 }
                words[index] = alpha << 24 | premultiplied(rgba[index * 4]) << 16 | premultiplied(rgba[index * 4 + 1]) << 8
                    | premultiplied(rgba[index * 4 + 2])
            }
        }
        self.init(width: image.width, height: image.height, words: words)
    }

    /// The image scaled to fill `rect` (device pixels, fractional), and the whole pixel where its copy
    /// goes. Each output pixel is the average of the source over the area it covers (a box filter),
    /// so a pixel the rectangle only partly covers is partly transparent: edges are smooth at any
    /// sub-pixel position. Nil for an empty or absurd rectangle.
    func resampled(to rect: (x: Double, y: Double, width: Double, height: Double)) -> (x: Int, y: Int, bitmap: ColorBitmap)? {
        guard width > 0, height > 0, rect.width > 0.01, rect.height > 0.01, rect.x.isFinite, rect.y.isFinite,
              rect.width < 8192, rect.height < 8192, abs(rect.x) < 1e6, abs(rect.y) < 1e6 else { return nil }
        let columns = ColorBitmap.taps(from: width, start: rect.x, length: rect.width)
        let rows = ColorBitmap.taps(from: height, start: rect.y, length: rect.height)
        guard columns.count * rows.count <= ColorBitmap.maxPixels else { return nil }
        // Across first, into four channels of floats a pixel; then down, rounding once.
        var across = [Float](repeating: 0, count: height * columns.taps.count * 4)
        words.withUnsafeBufferPointer { source in
            for row in 0..<height {
                for (column, tap) in columns.taps.enumerated() {
                    var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                    for (offset, weight) in tap.weights.enumerated() {
                        let word = source[row * width + tap.first + offset]
                        sum.0 += weight * Float(word >> 24)
                        sum.1 += weight * Float(word >> 16 & 0xFF)
                        sum.2 += weight * Float(word >> 8 & 0xFF)
                        sum.3 += weight * Float(word & 0xFF)
                    }
                    let at = (row * columns.taps.count + column) * 4
                    across[at] = sum.0
                    across[at + 1] = sum.1
                    across[at + 2] = sum.2
                    across[at + 3] = sum.3
                }
            }
        }
        let outWidth = columns.taps.count
        var out = [UInt32](repeating: 0, count: outWidth * rows.taps.count)
        for (row, tap) in rows.taps.enumerated() {
            for column in 0..<outWidth {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let at = ((tap.first + offset) * outWidth + column) * 4
                    sum.0 += weight * across[at]
                    sum.1 += weight * across[at + 1]
                    sum.2 += weight * across[at + 2]
                    sum.3 += weight * across[at + 3]
                }
                let alpha = ColorBitmap.byte(sum.0)
                // Premultiplied: no channel above alpha, whatever the rounding.
                out[row * outWidth + column] = alpha << 24 | min(alpha, ColorBitmap.byte(sum.1)) << 16
                    | min(alpha, ColorBitmap.byte(sum.2)) << 8 | min(alpha, ColorBitmap.byte(sum.3))
            }
        }
        return (columns.origin, rows.origin, ColorBitmap(width: outWidth, height: rows.taps.count, words: out))
    }

    private static func byte(_ value: Float) -> UInt32 { UInt32(max(0, min(255, value.rounded()))) }

    struct Tap {
        var first: Int
        var weights: [Float]
    }

    /// For each output pixel on one axis, from the first whole pixel the span [start, start + length)
    /// touches: the source pixels it covers and how much of each, as a share of the output pixel.
    static func taps(from sourceCount: Int, start: Double, length: Double) -> (origin: Int, taps: [Tap], count: Int) {
        let first = Int(start.rounded(.down)), last = Int((start + length).rounded(.up))
        let perPixel = Double(sourceCount) / length
        var taps: [Tap] = []
        taps.reserveCapacity(max(0, last - first))
        for pixel in first..<max(first, last) {
            let from = max(0, (Double(pixel) - start) * perPixel), to = min(Double(sourceCount), (Double(pixel + 1) - start) * perPixel)
            guard to > from else {
                taps.append(Tap(first: 0, weights: []))
                continue
            }
            let low = Int(from.rounded(.down)), high = min(sourceCount, Int(to.rounded(.up)))
            var weights: [Float] = []
            weights.reserveCapacity(high - low)
            for source in low..<high {
                let covered = min(to, Double(source + 1)) - max(from, Double(source))
                weights.append(Float(covered / perPixel))
            }
            taps.append(Tap(first: low, weights: weights))
        }
        return (first, taps, taps.count)
    }
}
