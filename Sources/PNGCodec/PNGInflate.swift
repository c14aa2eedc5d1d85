import CDeflate

extension PNGDecoder {
    /// All IDAT chunks' data inflated, which must come out exactly `count` bytes: every row with its
    /// filter byte. `Chunks` has checked that `count` is within reach of the data.
    static func inflateImageData(_ bytes: [UInt8], chunks: Chunks, count: Int) throws -> [UInt8] {
        var raw = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        if chunks.idat.count == 1 {
            try bytes.withUnsafeBytes { try inflate(UnsafeRawBufferPointer(rebasing: $0[chunks.idat[0]]), into: &raw) }
        } else {
            var idat: [UInt8] = []
            idat.reserveCapacity(chunks.idatBytes)
            for range in chunks.idat { idat.append(contentsOf: bytes[range]) }
            try idat.withUnsafeBytes { try inflate($0, into: &raw) }
        }
        return raw
    }

    /// libdeflate inflates a whole buffer at once, which matters when a snapshot run decodes every
    /// changed reference. The output must come out exactly `output.count` bytes long.
    private static func inflate(_ compressed: UnsafeRawBufferPointer, into output: inout [UInt8]) throws {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw PNGError(description: "out of memory inflating a PNG") }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let expected = output.count
        let status = output.withUnsafeMutableBytes { target in
            libdeflate_zlib_decompress(decompressor, compressed.baseAddress, compressed.count, target.baseAddress, target.count, &produced)
        }
        switch status {
        case LIBDEFLATE_SUCCESS where produced == expected:
            return
        case LIBDEFLATE_SUCCESS:
            throw PNGError(description: "corrupt PNG image data: it inflates to \(produced) of the \(expected) bytes the image needs")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw PNGError(description: "corrupt PNG image data: it inflates to more than the \(expected) bytes the image needs")
        default:
            throw PNGError(description: "corrupt PNG image data: the deflate stream is invalid")
        }
    }
}
