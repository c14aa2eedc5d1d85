import CCairoPango
import Foundation

/// Writes an opaque image as an 8-bit RGB PNG with zlib directly.
///
/// Cairo's writer goes through libpng's adaptive filter search, which costs more than all the drawing.
/// Forms are mostly flat colour, so the `Up` filter (each byte minus the one above) turns most rows into
/// zeros, and zlib's run-length strategy compresses those at memory speed. The output is the same bytes
/// for the same pixels on every machine with the same zlib.
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
        let compressed = FastDeflate.zlibStream(filtered)

        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(compressed.count + 128)
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 2, 0, 0, 0] // 8-bit, RGB, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        // Physical size: `scale` pixels per point, 72 points per inch, so the image prints at its size.
        let pixelsPerMetre = UInt32((Double(image.scale) * 72 / 0.0254).rounded())
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

    static func deflate(_ input: [UInt8]) throws -> [UInt8] {
        var stream = z_stream()
        let level: Int32 = 1
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15, 8, Z_RLE, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw RasterError(description: "zlib could not start compressing")
        }
        defer { deflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: Int(deflateBound(&stream, UInt(input.count))))
        let status: Int32 = input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                stream.next_in = UnsafeMutablePointer(mutating: inBuffer.baseAddress)
                stream.avail_in = UInt32(inBuffer.count)
                stream.next_out = outBuffer.baseAddress
                stream.avail_out = UInt32(outBuffer.count)
                return CCairoPango.deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw RasterError(description: "zlib failed to compress the image (status \(status))") }
        output.removeSubrange(Int(stream.total_out)...)
        return output
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
