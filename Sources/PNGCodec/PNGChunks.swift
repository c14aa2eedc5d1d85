import CDeflate

extension PNGDecoder {
    /// Where the image data lies, after one pass over every chunk that checks its length and type.
    struct Chunks {
        /// Each IDAT chunk's data, in order.
        var idat: [Range<Int>] = []
        var idatBytes = 0
        /// The palette (PLTE) and transparency (tRNS) chunks' data, when there are any before the image data.
        var palette: Range<Int>?
        var transparency: Range<Int>?
        /// The physical size chunk's data (pHYs), which says the scale FormRender wrote.
        var physicalSize: Range<Int>?

        init(_ bytes: [UInt8], header: Header) throws {
            var offset = Header.end
            var sawEnd = false
            while offset < bytes.count {
                guard bytes.count - offset >= 8 else {
                    throw PNGError(description: "truncated PNG chunk at byte \(offset): the file ends \(bytes.count - offset) bytes into its 8-byte head")
                }
                let length = PNGDecoder.readUInt32(bytes, at: offset)
                let type = PNGDecoder.chunkType(bytes, at: offset + 4)
                guard bytes[(offset + 4)..<(offset + 8)].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                    throw PNGError(description: "corrupt PNG: the chunk at byte \(offset) has type bytes \(bytes[(offset + 4)..<(offset + 8)].map { String($0, radix: 16) }.joined(separator: " ")), not four letters")
                }
                guard length <= PNGDecoder.maxChunkLength else {
                    throw PNGError(description: "corrupt PNG chunk '\(type)' at byte \(offset): its length \(length) is over the PNG limit of \(PNGDecoder.maxChunkLength)")
                }
                let start = offset + 8
                // Both sides are at most 2³² here: no overflow.
                guard length + 4 <= bytes.count - start else {
                    throw PNGError(description: "truncated PNG chunk '\(type)' at byte \(offset): it claims \(length) bytes and a checksum, the file has \(bytes.count - start) left")
                }
                try PNGDecoder.checkCRC(bytes, chunkAt: offset, length: length, type: type)
                switch type {
                case "IDAT":
                    idat.append(start..<(start + length))
                    idatBytes += length
                case "PLTE":
                    guard palette == nil else { throw PNGError(description: "corrupt PNG: a second PLTE chunk at byte \(offset)") }
                    guard idat.isEmpty else {
                        throw PNGError(description: "corrupt PNG: the PLTE chunk at byte \(offset) comes after the image data (IDAT)")
                    }
                    palette = start..<(start + length)
                case "tRNS":
                    // After the image data it is out of place, and ignored as libpng does.
                    if transparency == nil && idat.isEmpty { transparency = start..<(start + length) }
                case "pHYs":
                    if physicalSize == nil { physicalSize = start..<(start + length) }
                case "IHDR":
                    throw PNGError(description: "corrupt PNG: a second IHDR chunk at byte \(offset)")
                case "IEND":
                    sawEnd = true
                default:
                    // Bit 5 of the first letter clear: critical, so it cannot be skipped.
                    guard bytes[offset + 4] & 0x20 != 0 else {
                        throw PNGError(description: "PNG chunk '\(type)' at byte \(offset) is critical but unknown, so the image cannot be decoded")
                    }
                }
                if sawEnd { break }
                offset = start + length + 4
            }
            guard !idat.isEmpty else { throw PNGError(description: "PNG has no image data (IDAT missing)") }
            guard sawEnd else { throw PNGError(description: "truncated PNG: the file ends without an IEND chunk") }
            try checkSize(header)
        }

        /// The image data must be able to inflate to the image (so a few bytes cannot ask for a
        /// gigabyte), and be at most `maxIDATBytes`.
        func checkSize(_ header: Header) throws {
            let raw = header.rawBytes
            let limit = PNGDecoder.maxIDATBytes(rawBytes: raw)
            guard idatBytes <= limit else {
                throw PNGError(description: "corrupt PNG: \(idatBytes) bytes of image data (IDAT) for a \(header.size) image; at most \(limit) (twice its \(raw) raw bytes, plus 1 MiB) are read")
            }
            guard raw <= idatBytes * PNGDecoder.maxDeflateRatio + 1024 else {
                throw PNGError(description: "corrupt PNG: \(idatBytes) bytes of image data (IDAT) cannot inflate to the \(raw) bytes a \(header.size) image needs (deflate shrinks at most \(PNGDecoder.maxDeflateRatio):1)")
            }
        }
    }

    /// A big-endian 32-bit field as an Int (0…2³²−1). The caller has checked `offset + 4 <= bytes.count`.
    static func readUInt32(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
    }

    /// Every chunk ends in a CRC-32 of its type and data, as libpng checks too: a reference damaged on
    /// disk is refused rather than decoded to other pixels. libdeflate's CRC runs at many GB/s, so
    /// this costs microseconds for an image that takes a millisecond to decode. The caller has
    /// checked that the chunk lies inside `bytes`.
    static func checkCRC(_ bytes: [UInt8], chunkAt offset: Int, length: Int, type: String) throws {
        let stored = UInt32(truncatingIfNeeded: readUInt32(bytes, at: offset + 8 + length))
        let computed = bytes.withUnsafeBytes { buffer -> UInt32 in
            guard let base = buffer.baseAddress else { return ~stored }
            return libdeflate_crc32(0, base + offset + 4, length + 4)
        }
        guard stored == computed else {
            throw PNGError(description: "corrupt PNG chunk '\(type)' at byte \(offset): its checksum does not match its data")
        }
    }

    /// A chunk type for messages: its four bytes, as text when they are printable.
    static func chunkType(_ bytes: [UInt8], at offset: Int) -> String {
        let type = bytes[offset..<(offset + 4)]
        guard type.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return type.map { String($0, radix: 16) }.joined(separator: " ") }
        return String(decoding: type, as: UTF8.self)
    }
}
