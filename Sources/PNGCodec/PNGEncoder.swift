import CDeflate

/// Writes an image as an 8-bit PNG: RGB when it is opaque (always for `.xrgb32`), RGBA otherwise.
///
/// Rows are `Up`-filtered (`UpFilter`) and compressed by `FastDeflate`. The output is the same bytes
/// for the same pixels on every machine and in either layout: the committed references depend on it.
public enum PNGEncoder {
    public static func encode(_ image: PixelImage) throws -> [UInt8] {
        let width = image.width, height = image.height
        guard width > 0, height > 0, width <= ImageLimits.maxSide, height <= ImageLimits.maxSide,
              image.pixels.count == width * height * 4 else {
            throw PNGError(description: "cannot encode a \(width)×\(height) image over \(image.pixels.count) bytes of pixels (1 to \(ImageLimits.maxSide) a side, 4 bytes a pixel)")
        }
        let keepAlpha = image.layout == .rgba8 && !isOpaque(image.pixels)
        let channels = UpFilter.channels(image, keepAlpha: keepAlpha)
        let rowBytes = 1 + width * channels
        // Each row filtered as the compressor reaches it, into a window that stays in cache.
        let compressed = image.pixels.withUnsafeBytes { source in
            FastDeflate.zlibStream(count: rowBytes * height, pieces: height, pieceBytes: rowBytes) { y, out in
                guard let data = source.baseAddress else { return }
                UpFilter.filterRow(y, of: data, width: width, layout: image.layout, channels: channels, into: out)
            }
        }
        return assemble(compressed: compressed, width: width, height: height, colorType: keepAlpha ? 6 : 2, scale: image.scale)
    }

    /// Every alpha byte of an `.rgba8` buffer is 255.
    private static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { buffer in
            var all: UInt8 = 255
            for index in stride(from: 3, to: buffer.count, by: 4) { all &= buffer[index] }
            return all == 255
        }
    }

    /// Signature, header, physical size, compressed rows, end.
    private static func assemble(compressed: [UInt8], width: Int, height: Int, colorType: UInt8, scale: Int) -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, colorType, 0, 0, 0] // 8-bit, RGB(A), deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        // Physical size: `scale` pixels per point, 72 points per inch, so the image prints at its size.
        // A scale that is absurd (or not positive) is written as 1.
        let pixelsPerPoint = (1...1000).contains(scale) ? scale : 1
        let pixelsPerMetre = UInt32((Double(pixelsPerPoint) * 72 / 0.0254).rounded())
        var physical: [UInt8] = []
        physical.appendBigEndian(pixelsPerMetre)
        physical.appendBigEndian(pixelsPerMetre)
        physical.append(1)
        appendChunk("pHYs", physical, to: &png)
        appendChunk("IDAT", compressed, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        var crc = typeBytes.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        crc = data.withUnsafeBytes { libdeflate_crc32(crc, $0.baseAddress, $0.count) }
        png.appendBigEndian(crc)
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24))
        append(UInt8((value >> 16) & 0xFF))
        append(UInt8((value >> 8) & 0xFF))
        append(UInt8(value & 0xFF))
    }
}
