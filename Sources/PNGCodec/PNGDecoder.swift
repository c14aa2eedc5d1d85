/// Reads PNG files into `.rgba8` images, for comparing snapshots.
///
/// Everything is decoded here, with libdeflate for inflating (two to three times faster than zlib)
/// and no libpng: FormRender's own PNGs (8-bit RGB or RGBA, not interlaced) take a fast path, any
/// other colour type, bit depth, palette, transparency key or Adam7 interlacing a general one
/// (`PNGSamples`). 16-bit samples keep their high byte.
///
/// A reference PNG is untrusted input, so every size is checked before it is used in arithmetic or
/// for memory: the header (each side at most `maxSide`, at most `maxPixels` pixels, a valid bit depth
/// and colour type), every chunk's length (at most 2³¹−1, as the PNG spec says, and inside the file)
/// and checksum, and the image data (IDAT): it must be able to inflate to the image's size (deflate
/// shrinks at most 1032:1) and may not be more than twice the image's raw size plus 1 MiB. Whatever
/// is wrong is a `PNGError` that says what; nothing is inflated or allocated before these checks pass.
public enum PNGDecoder {
    /// The most pixels a side and in all that are decoded: the project's image limits.
    public static let maxSide = ImageLimits.maxSide
    public static let maxPixels = ImageLimits.maxPixels
    /// The PNG spec's limit on a chunk's length and on an image side.
    public static let maxChunkLength = Int(Int32.max)
    /// Deflate's best possible compression: one 258-byte match in two bits.
    static let maxDeflateRatio = 1032

    /// The most image data (all IDAT chunks together) read for an image whose rows, with their filter
    /// bytes, come to `rawBytes`: twice that plus 1 MiB, far above what any encoder writes (stored
    /// blocks add 5 bytes in 65535, fixed Huffman codes at worst 1 in 8, a flush per row a few bytes).
    static func maxIDATBytes(rawBytes: Int) -> Int { rawBytes * 2 + (1 << 20) }

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The size a PNG claims, read from its signature and IHDR chunk only, without decoding (or even
    /// looking at) the image data: cheap enough to refuse a reference whose size cannot match before
    /// decoding it. Throws when the bytes are not a PNG or the header is invalid by the PNG spec
    /// (a side of 0 or over 2³¹−1, a bad bit depth or colour type, a bad checksum). It does not apply
    /// `maxSide` and `maxPixels`: `decode` does.
    public static func header(_ bytes: [UInt8]) throws -> (width: Int, height: Int) {
        let header = try Header(bytes)
        try header.checkSpecSize()
        try header.checkFormat()
        return (header.width, header.height)
    }

    /// Decodes a PNG to an `.rgba8` image whose scale is read from its pHYs chunk (1 when it names
    /// none). `maxPixels` lowers the pixel limit (it can never raise it above `PNGDecoder.maxPixels`).
    public static func decode(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.maxPixels) throws -> PixelImage {
        let header = try Header(bytes)
        try header.checkLimits(maxPixels: min(maxPixels, PNGDecoder.maxPixels))
        try header.checkFormat()
        let chunks = try Chunks(bytes, header: header)
        let pixels: [UInt8]
        if header.bitDepth == 8, header.colorType == 2 || header.colorType == 6, header.interlace == 0,
           header.colorType == 6 || chunks.transparency == nil {
            var raw = try inflateImageData(bytes, chunks: chunks, count: header.rawBytes)
            pixels = try decodeRGB8(&raw, header: header)
        } else {
            // The palette and key are checked before anything is inflated.
            let samples = try PNGSamples(header: header, chunks: chunks, bytes: bytes)
            var raw = try inflateImageData(bytes, chunks: chunks, count: header.rawBytes)
            pixels = try samples.decode(&raw)
        }
        return PixelImage(width: header.width, height: header.height, pixels: pixels, scale: scale(bytes, chunks: chunks))
    }

    /// 8-bit RGB or RGBA, not interlaced, no transparency key: FormRender's own PNGs and most others.
    private static func decodeRGB8(_ raw: inout [UInt8], header: Header) throws -> [UInt8] {
        // Sizes were checked against the limits: width, height ≤ 32767 and width × height ≤ 2²⁸.
        let width = header.width, height = header.height
        let channels = header.channels
        let rowBytes = width * channels
        try unfilter(&raw, rowBytes: rowBytes, rows: height, bytesPerPixel: channels)
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, initialized in
            raw.withUnsafeBufferPointer { source in
                guard let from = source.baseAddress, let to = target.baseAddress else { return }
                for y in 0..<height {
                    var s = from + y * (rowBytes + 1) + 1
                    var t = to + y * width * 4
                    if channels == 4 {
                        t.update(from: s, count: rowBytes)
                        continue
                    }
                    for _ in 0..<width {
                        t[0] = s[0]
                        t[1] = s[1]
                        t[2] = s[2]
                        t[3] = 255
                        s += 3
                        t += 4
                    }
                }
            }
            initialized = width * height * 4
        }
    }

    /// The pixels per point a pHYs chunk in metres says, when it is one FormRender writes (the same
    /// whole number across and down, at 72 points an inch); else 1.
    static func scale(_ bytes: [UInt8], chunks: Chunks) -> Int {
        guard let range = chunks.physicalSize, range.count == 9, bytes[range.lowerBound + 8] == 1 else { return 1 }
        let across = readUInt32(bytes, at: range.lowerBound), down = readUInt32(bytes, at: range.lowerBound + 4)
        let pointsPerMetre = 72 / 0.0254
        let scale = Int((Double(across) / pointsPerMetre).rounded())
        guard across == down, (1...1000).contains(scale), Int((Double(scale) * pointsPerMetre).rounded()) == across else { return 1 }
        return scale
    }
}
