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
        let channels = self.channels(image, keepAlpha: keepAlpha)
        let rowBytes = 1 + image.width * channels
        return [UInt8](unsafeUninitializedCapacity: rowBytes * image.height) { buffer, initialized in
            image.pixels.withUnsafeBytes { source in
                guard let data = source.baseAddress, let out = buffer.baseAddress else { return }
                for y in 0..<image.height {
                    filterRow(y, of: data, width: image.width, layout: image.layout, channels: channels, into: out + y * rowBytes)
                }
            }
            initialized = rowBytes * image.height
        }
    }

    /// 4 when alpha is kept (an `.rgba8` image with `keepAlpha`), else 3.
    public static func channels(_ image: PixelImage, keepAlpha: Bool) -> Int {
        keepAlpha && image.layout == .rgba8 ? 4 : 3
    }

    /// Row `y` of the pixels at `data` (`width` pixels of 4 bytes a row), filtered into `target`: the
    /// filter byte, then `width * channels` bytes.
    public static func filterRow(_ y: Int, of data: UnsafeRawPointer, width: Int, layout: PixelImage.Layout, channels: Int,
                                 into target: UnsafeMutablePointer<UInt8>) {
        target.pointee = 2
        let row = data + y * width * 4
        let above = y > 0 ? row - width * 4 : nil
        // A row equal to the one above filters to zeros.
        if let above, memcmp(row, above, width * 4) == 0 {
            (target + 1).update(repeating: 0, count: width * channels)
            return
        }
        switch (layout, channels) {
        case (.xrgb32, _): filterXRGB(row, above: above, width: width, into: target + 1)
        case (.rgba8, 3): filterRGBA(row, above: above, width: width, keepAlpha: false, into: target + 1)
        default: filterRGBA(row, above: above, width: width, keepAlpha: true, into: target + 1)
        }
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
        // Four pixels at a time: each byte minus the one above within a word (no borrow between bytes),
        // then the four pixels' R, G, B packed into three little-endian words.
        var x = 0
        let raw = UnsafeMutableRawPointer(out)
        while x + 4 <= width {
            let p0 = rgb(difference(words[x], ups[x])), p1 = rgb(difference(words[x + 1], ups[x + 1]))
            let p2 = rgb(difference(words[x + 2], ups[x + 2])), p3 = rgb(difference(words[x + 3], ups[x + 3]))
            let offset = x * 3
            raw.storeBytes(of: (p0 | p1 << 24).littleEndian, toByteOffset: offset, as: UInt32.self)
            raw.storeBytes(of: (p1 >> 8 | p2 << 16).littleEndian, toByteOffset: offset + 4, as: UInt32.self)
            raw.storeBytes(of: (p2 >> 16 | p3 << 8).littleEndian, toByteOffset: offset + 8, as: UInt32.self)
            x += 4
        }
        target = out + x * 3
        while x < width {
            let word = words[x], up = ups[x]
            target[0] = UInt8(truncatingIfNeeded: word >> 16) &- UInt8(truncatingIfNeeded: up >> 16)
            target[1] = UInt8(truncatingIfNeeded: word >> 8) &- UInt8(truncatingIfNeeded: up >> 8)
            target[2] = UInt8(truncatingIfNeeded: word) &- UInt8(truncatingIfNeeded: up)
            target += 3
            x += 1
        }
    }

    /// Each byte of `word` minus the same byte of `up`, modulo 256, in one subtraction.
    @inline(__always)
    static func difference(_ word: UInt32, _ up: UInt32) -> UInt32 {
        ((word | 0x8080_8080) &- (up & 0x7F7F_7F7F)) ^ ((word ^ ~up) & 0x8080_8080)
    }

    /// An xRGB word's red, green and blue as the bytes R, G, B of a little-endian word.
    @inline(__always)
    static func rgb(_ word: UInt32) -> UInt32 {
        (word >> 16) & 0xFF | word & 0xFF00 | (word & 0xFF) << 16
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
