import CCairoPango
import Foundation

/// Writes an opaque image as an 8-bit RGB PNG.
///
/// Cairo's writer goes through libpng's adaptive filter search, which costs more than all the drawing.
/// Forms are mostly flat colour, so the `Up` filter (each byte minus the one above) turns most rows into
/// zeros, which `FastDeflate` compresses at memory speed. The output is the same bytes for the same
/// pixels on every machine.
public enum PNGEncoder {
    public static func encode(_ image: RasterImage) throws -> [UInt8] {
        let width = image.width, height = image.height
        let rowBytes = 1 + width * 3
        var filtered = [UInt8](repeating: 0, count: rowBytes * height)
        image.withPixels { data, stride in
            filtered.withUnsafeMutableBufferPointer { buffer in
                guard let out = buffer.baseAddress else { return }
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    var target = out + y * rowBytes
                    target.pointee = 2 // the Up filter
                    target += 1
                    if y == 0 {
                        for x in 0..<width {
                            let word = row[x]
                            target[0] = UInt8(truncatingIfNeeded: word >> 16)
                            target[1] = UInt8(truncatingIfNeeded: word >> 8)
                            target[2] = UInt8(truncatingIfNeeded: word)
                            target += 3
                        }
                        continue
                    }
                    let above = UnsafeRawPointer(data + (y - 1) * stride).assumingMemoryBound(to: UInt32.self)
                    // A row equal to the one above filters to zeros, which the buffer already holds.
                    if memcmp(row, above, width * 4) == 0 { continue }
                    for x in 0..<width {
                        let word = row[x], up = above[x]
                        target[0] = UInt8(truncatingIfNeeded: word >> 16) &- UInt8(truncatingIfNeeded: up >> 16)
                        target[1] = UInt8(truncatingIfNeeded: word >> 8) &- UInt8(truncatingIfNeeded: up >> 8)
                        target[2] = UInt8(truncatingIfNeeded: word) &- UInt8(truncatingIfNeeded: up)
                        target += 3
                    }
                }
            }
        }
        return assemble(filtered: filtered, width: width, height: height, scale: image.scale)
    }

    /// An RGBA buffer (`width * 4` bytes a row) as an opaque RGB PNG; alpha is dropped. For diff images.
    public static func encode(rgba: [UInt8], width: Int, height: Int, scale: Int = 1) throws -> [UInt8] {
        guard width > 0, height > 0, rgba.count == width * height * 4 else {
            throw RasterError(description: "an RGBA buffer of \(rgba.count) bytes is not \(width)×\(height) pixels")
        }
        let rowBytes = 1 + width * 3
        var filtered = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            filtered[y * rowBytes] = 2 // Up
            for x in 0..<width {
                for channel in 0..<3 {
                    let value = rgba[(y * width + x) * 4 + channel]
                    let above = y > 0 ? rgba[((y - 1) * width + x) * 4 + channel] : 0
                    filtered[y * rowBytes + 1 + x * 3 + channel] = value &- above
                }
            }
        }
        return assemble(filtered: filtered, width: width, height: height, scale: scale)
    }

    /// Signature, header, physical size, compressed rows, end.
    private static func assemble(filtered: [UInt8], width: Int, height: Int, scale: Int) -> [UInt8] {
        let compressed = FastDeflate.zlibStream(filtered)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0] // 8-bit, RGB, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        // Physical size: `scale` pixels per point, 72 points per inch, so the image prints at its size.
        let pixelsPerMetre = UInt32((Double(scale) * 72 / 0.0254).rounded())
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
        var crc = crc32(0, typeBytes, UInt32(typeBytes.count))
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        png.appendBigEndian(UInt32(crc))
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
