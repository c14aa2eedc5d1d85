import Foundation

/// PNG rows with the `Up` filter (each byte minus the one above), as the encoder compresses them.
///
/// Forms are mostly flat colour, so `Up` turns most rows into zeros, which `FastDeflate` compresses at
/// memory speed; libpng's adaptive filter search costs more than all the drawing. Both layouts give
/// the same bytes for the same pixels.
public enum UpFilter {
    /// Each row is a filter byte (2) and `width * channels` bytes: RGB (3) or RGBA (4, only for an
    /// `.rgba8` image with `keepAlpha`).
    public static func rows(_ image: PixelImage, keepAlpha: Bool = false) -> [UInt8] {
        let channels = keepAlpha && image.layout == .rgba8 ? 4 : 3
        let width = image.width, height = image.height
        let rowBytes = 1 + width * channels
        var filtered = [UInt8](repeating: 0, count: rowBytes * height)
        image.pixels.withUnsafeBytes { source in
            filtered.withUnsafeMutableBufferPointer { buffer in
                guard let data = source.baseAddress, let out = buffer.baseAddress else { return }
                for y in 0..<height {
                    let target = out + y * rowBytes
                    target.pointee = 2
                    let row = data + y * width * 4
                    // A row equal to the one above filters to zeros, which the buffer already holds.
                    if y > 0 && memcmp(row, row - width * 4, width * 4) == 0 { continue }
                    switch (image.layout, channels) {
                    case (.xrgb32, _):
                        filterXRGB(row, above: y > 0 ? row - width * 4 : nil, width: width, into: target + 1)
                    case (.rgba8, 3):
                        filterRGBA(row, above: y > 0 ? row - width * 4 : nil, width: width, keepAlpha: false, into: target + 1)
                    default:
                        filterRGBA(row, above: y > 0 ? row - width * 4 : nil, width: width, keepAlpha: true, into: target + 1)
                    }
                }
            }
        }
        return filtered
    }

    private static func filterXRGB(_ row: UnsafeRawPointer, above: UnsafeRawPointer?, width: Int, into out: UnsafeMutablePointer<UInt8>) {
        let words = row.assumingMemoryBound(to: UInt32.self)
        var target = out
        guard let above else {
            for x in 0..<width {
                let word = words[x]
                target[0] = UInt8(truncatingIfNeeded: word >> 16)
                target[1] = UInt8(truncatingIfNeeded: word >> 8)
                target[2] = UInt8(truncatingIfNeeded: word)
                target += 3
            }
            return
        }
        let ups = above.assumingMemoryBound(to: UInt32.self)
        for x in 0..<width {
            let word = words[x], up = ups[x]
            target[0] = UInt8(truncatingIfNeeded: word >> 16) &- UInt8(truncatingIfNeeded: up >> 16)
            target[1] = UInt8(truncatingIfNeeded: word >> 8) &- UInt8(truncatingIfNeeded: up >> 8)
            target[2] = UInt8(truncatingIfNeeded: word) &- UInt8(truncatingIfNeeded: up)
            target += 3
        }
    }

    private static func filterRGBA(_ row: UnsafeRawPointer, above: UnsafeRawPointer?, width: Int, keepAlpha: Bool,
                                   into out: UnsafeMutablePointer<UInt8>) {
        let bytes = row.assumingMemoryBound(to: UInt8.self)
        let ups = above?.assumingMemoryBound(to: UInt8.self)
        let channels = keepAlpha ? 4 : 3
        var target = out
        for x in 0..<width {
            for channel in 0..<channels {
                let index = x * 4 + channel
                target[channel] = bytes[index] &- (ups?[index] ?? 0)
            }
            target += channels
        }
    }
}
