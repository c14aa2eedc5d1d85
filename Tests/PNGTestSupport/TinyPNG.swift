import CDeflate

/// Small PNG files written byte by byte, with zlib's checksums, to feed the decoder exactly what a
/// test needs: the codec's own tests, and FormRaster's, which compare the decoder with libpng.
public enum TinyPNG {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        let crc = typeAndData.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        return bigEndian(UInt32(data.count)) + typeAndData + bigEndian(UInt32(crc))
    }

    public static func ihdr(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2, interlace: UInt8 = 0) -> [UInt8] {
        bigEndian(width) + bigEndian(height) + [bitDepth, colorType, 0, 0, interlace]
    }

    public static func zlib(_ raw: [UInt8]) -> [UInt8] {
        var size = compressBound(uLong(raw.count))
        var output = [UInt8](repeating: 0, count: Int(size))
        let status = compress2(&output, &size, raw, uLong(raw.count), 9)
        precondition(status == Z_OK)
        return Array(output.prefix(Int(size)))
    }

    public static func file(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2, interlace: UInt8 = 0,
                     idat: [UInt8]) -> [UInt8] {
        file(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace, idats: [idat])
    }

    public static func file(width: UInt32, height: UInt32, bitDepth: UInt8 = 8, colorType: UInt8 = 2, interlace: UInt8 = 0,
                     idats: [[UInt8]]) -> [UInt8] {
        signature + chunk("IHDR", ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace))
            + idats.flatMap { chunk("IDAT", $0) } + chunk("IEND", [])
    }
}

extension Array {
    /// Consecutive pieces of at most `size` elements.
    public func chunked(_ size: Int) -> [[Element]] {
        stride(from: 0, to: count, by: size).map { Array(self[$0..<Swift.min($0 + size, count)]) }
    }
}
