import CCairoPango

/// Reads PNG files back into 8-bit RGBA, for comparing snapshots.
///
/// FormRender's own PNGs (8-bit RGB or RGBA, not interlaced) are decoded here directly with libdeflate
/// and the five PNG filters, which is several times faster than going through libpng; any other PNG
/// goes through libpng (Cairo's reader).
///
/// A reference PNG is untrusted input, so every size is checked before it is used in arithmetic or
/// for memory: the header (each side at most `maxSide`, at most `maxPixels` pixels, a valid bit depth
/// and colour type), every chunk's length (at most 2³¹−1, as the PNG spec says, and inside the file)
/// and checksum,
/// and the image data (IDAT): it must be able to inflate to the image's size (deflate shrinks at most
/// 1032:1) and may not be more than twice the image's raw size plus 1 MiB. Whatever is wrong is a
/// `RasterError` that says what; nothing is inflated or allocated before these checks pass, for
/// libpng too.
public enum PNGDecoder {
    public struct Decoded: Sendable {
        public var width: Int
        public var height: Int
        /// RGBA, `width * 4` bytes a row.
        public var pixels: [UInt8]
    }

    /// The most pixels a side and in all that are decoded: the project's image limits.
    public static let maxSide = RasterImage.maxSide
    public static let maxPixels = RasterImage.maxPixels
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

    /// Decodes a PNG to RGBA. `maxPixels` lowers the pixel limit (it can never raise it above
    /// `PNGDecoder.maxPixels`).
    public static func decode(_ bytes: [UInt8], maxPixels: Int = PNGDecoder.maxPixels) throws -> Decoded {
        let header = try Header(bytes)
        try header.checkLimits(maxPixels: min(maxPixels, PNGDecoder.maxPixels))
        try header.checkFormat()
        let chunks = try Chunks(bytes, header: header)
        if header.bitDepth == 8, header.colorType == 2 || header.colorType == 6, header.interlace == 0, !chunks.hasPaletteOrKey {
            return try decodeSimple(bytes, header: header, chunks: chunks)
        }
        return try decodeWithLibpng(bytes, header: header)
    }

    // MARK: Header and chunks

    /// IHDR's fields, read from the first chunk. Sides are as written (0…2³²−1); nothing is checked
    /// but the signature and the chunk's place and length.
    struct Header {
        var width: Int
        var height: Int
        var bitDepth: Int
        var colorType: Int
        var compression: Int
        var filter: Int
        var interlace: Int

        /// Where the chunk after IHDR starts.
        static let end = 8 + 8 + 13 + 4

        init(_ bytes: [UInt8]) throws {
            guard !bytes.isEmpty else { throw RasterError(description: "not a PNG file: it is empty (0 bytes)") }
            guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGDecoder.signature) else {
                if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
                    throw RasterError(description: "not a PNG file: it starts like a JPEG")
                }
                throw RasterError(description: "not a PNG file: it does not start with the PNG signature")
            }
            guard bytes.count >= 16 else {
                throw RasterError(description: "truncated PNG: the file ends after \(bytes.count) bytes, before the IHDR chunk (missing IHDR)")
            }
            let type = PNGDecoder.chunkType(bytes, at: 12)
            guard type == "IHDR" else {
                throw RasterError(description: "missing IHDR: a PNG's first chunk must be IHDR, this one's is '\(type)'")
            }
            let length = PNGDecoder.readUInt32(bytes, at: 8)
            guard length == 13 else { throw RasterError(description: "bad PNG header: its IHDR chunk is \(length) bytes long, not 13") }
            guard bytes.count >= Header.end else {
                throw RasterError(description: "truncated PNG chunk 'IHDR' at byte 8: the file ends after \(bytes.count) bytes")
            }
            try PNGDecoder.checkCRC(bytes, chunkAt: 8, length: 13, type: "IHDR")
            width = PNGDecoder.readUInt32(bytes, at: 16)
            height = PNGDecoder.readUInt32(bytes, at: 20)
            bitDepth = Int(bytes[24])
            colorType = Int(bytes[25])
            compression = Int(bytes[26])
            filter = Int(bytes[27])
            interlace = Int(bytes[28])
        }

        var size: String { "\(width)×\(height)" }

        func checkSpecSize() throws {
            try checkNotEmpty()
            guard width <= PNGDecoder.maxChunkLength, height <= PNGDecoder.maxChunkLength else {
                throw RasterError(description: "PNG header claims \(size) pixels; the PNG format allows at most \(PNGDecoder.maxChunkLength) a side")
            }
        }

        func checkNotEmpty() throws {
            guard width > 0, height > 0 else {
                throw RasterError(description: "PNG header claims \(size) pixels; a PNG has at least 1 pixel a side")
            }
        }

        /// The project's limits, which are far inside the PNG spec's.
        func checkLimits(maxPixels: Int) throws {
            try checkNotEmpty()
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            guard width <= PNGDecoder.maxSide, height <= PNGDecoder.maxSide, !overflow, pixels <= maxPixels else {
                throw RasterError(description: "PNG header claims \(size) pixels; at most \(PNGDecoder.maxSide) px a side and \(max(0, maxPixels)) pixels are decoded")
            }
        }

        /// Bit depth and colour type as the PNG spec pairs them; deflate, adaptive filtering, Adam7 or none.
        func checkFormat() throws {
            let depths: [Int]
            let name: String
            switch colorType {
            case 0: (depths, name) = ([1, 2, 4, 8, 16], "greyscale")
            case 2: (depths, name) = ([8, 16], "RGB")
            case 3: (depths, name) = ([1, 2, 4, 8], "palette")
            case 4: (depths, name) = ([8, 16], "greyscale with alpha")
            case 6: (depths, name) = ([8, 16], "RGBA")
            default: throw RasterError(description: "PNG header has unknown colour type \(colorType) (the PNG format has 0, 2, 3, 4 and 6)")
            }
            guard depths.contains(bitDepth) else {
                throw RasterError(description: "PNG header has bit depth \(bitDepth) with colour type \(colorType) (\(name)), which allows \(depths.map(String.init).joined(separator: ", "))")
            }
            guard compression == 0 else { throw RasterError(description: "PNG header names unknown compression method \(compression) (only 0, deflate, exists)") }
            guard filter == 0 else { throw RasterError(description: "PNG header names unknown filter method \(filter) (only 0 exists)") }
            guard interlace <= 1 else { throw RasterError(description: "PNG header names unknown interlace method \(interlace) (0 or 1)") }
        }

        var channels: Int {
            switch colorType {
            case 2: return 3
            case 4: return 2
            case 6: return 4
            default: return 1
            }
        }

        /// The bytes the image data inflates to: every row (of every Adam7 pass) with its filter byte.
        /// Only called after `checkLimits`, so nothing here can overflow (at most about 2³² bytes).
        var rawBytes: Int {
            let bitsPerPixel = channels * bitDepth
            func bytes(columns: Int, rows: Int) -> Int {
                guard columns > 0, rows > 0 else { return 0 }
                return ((columns * bitsPerPixel + 7) / 8 + 1) * rows
            }
            guard interlace == 1 else { return bytes(columns: width, rows: height) }
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            return passes.reduce(0) { total, pass in
                let (x0, y0, dx, dy) = pass
                return total + bytes(columns: (width - x0 + dx - 1) / dx, rows: (height - y0 + dy - 1) / dy)
            }
        }
    }

    /// Where the image data lies, after one pass over every chunk that checks its length and type.
    struct Chunks {
        /// Each IDAT chunk's data, in order.
        var idat: [Range<Int>] = []
        var idatBytes = 0
        /// A palette or a transparency key: libpng's job.
        var hasPaletteOrKey = false

        init(_ bytes: [UInt8], header: Header) throws {
            var offset = Header.end
            var sawEnd = false
            while offset < bytes.count {
                guard bytes.count - offset >= 8 else {
                    throw RasterError(description: "truncated PNG chunk at byte \(offset): the file ends \(bytes.count - offset) bytes into its 8-byte head")
                }
                let length = PNGDecoder.readUInt32(bytes, at: offset)
                let type = PNGDecoder.chunkType(bytes, at: offset + 4)
                guard bytes[(offset + 4)..<(offset + 8)].allSatisfy({ (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }) else {
                    throw RasterError(description: "corrupt PNG: the chunk at byte \(offset) has type bytes \(bytes[(offset + 4)..<(offset + 8)].map { String($0, radix: 16) }.joined(separator: " ")), not four letters")
                }
                guard length <= PNGDecoder.maxChunkLength else {
                    throw RasterError(description: "corrupt PNG chunk '\(type)' at byte \(offset): its length \(length) is over the PNG limit of \(PNGDecoder.maxChunkLength)")
                }
                let start = offset + 8
                // Both sides are at most 2³² here: no overflow.
                guard length + 4 <= bytes.count - start else {
                    throw RasterError(description: "truncated PNG chunk '\(type)' at byte \(offset): it claims \(length) bytes and a checksum, the file has \(bytes.count - start) left")
                }
                try PNGDecoder.checkCRC(bytes, chunkAt: offset, length: length, type: type)
                switch type {
                case "IDAT":
                    idat.append(start..<(start + length))
                    idatBytes += length
                case "PLTE", "tRNS":
                    hasPaletteOrKey = true
                case "IHDR":
                    throw RasterError(description: "corrupt PNG: a second IHDR chunk at byte \(offset)")
                case "IEND":
                    sawEnd = true
                default:
                    // Bit 5 of the first letter clear: critical, so it cannot be skipped.
                    guard bytes[offset + 4] & 0x20 != 0 else {
                        throw RasterError(description: "PNG chunk '\(type)' at byte \(offset) is critical but unknown, so the image cannot be decoded")
                    }
                }
                if sawEnd { break }
                offset = start + length + 4
            }
            guard !idat.isEmpty else { throw RasterError(description: "PNG has no image data (IDAT missing)") }
            guard sawEnd else { throw RasterError(description: "truncated PNG: the file ends without an IEND chunk") }
            try checkSize(header)
        }

        /// The image data must be able to inflate to the image (so a few bytes cannot ask for a
        /// gigabyte), and be at most `maxIDATBytes`.
        func checkSize(_ header: Header) throws {
            let raw = header.rawBytes
            let limit = PNGDecoder.maxIDATBytes(rawBytes: raw)
            guard idatBytes <= limit else {
                throw RasterError(description: "corrupt PNG: \(idatBytes) bytes of image data (IDAT) for a \(header.size) image; at most \(limit) (twice its \(raw) raw bytes, plus 1 MiB) are read")
            }
            guard raw <= idatBytes * PNGDecoder.maxDeflateRatio + 1024 else {
                throw RasterError(description: "corrupt PNG: \(idatBytes) bytes of image data (IDAT) cannot inflate to the \(raw) bytes a \(header.size) image needs (deflate shrinks at most \(PNGDecoder.maxDeflateRatio):1)")
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
        let computed = bytes.withUnsafeBufferPointer { libdeflate_crc32(0, $0.baseAddress! + offset + 4, length + 4) }
        guard stored == computed else {
            throw RasterError(description: "corrupt PNG chunk '\(type)' at byte \(offset): its checksum does not match its data")
        }
    }

    /// A chunk type for messages: its four bytes, as text when they are printable.
    static func chunkType(_ bytes: [UInt8], at offset: Int) -> String {
        let type = bytes[offset..<(offset + 4)]
        guard type.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return type.map { String($0, radix: 16) }.joined(separator: " ") }
        return String(decoding: type, as: UTF8.self)
    }

    // MARK: Fast path

    /// 8-bit RGB or RGBA, not interlaced, no palette: FormRender's own PNGs and most others.
    private static func decodeSimple(_ bytes: [UInt8], header: Header, chunks: Chunks) throws -> Decoded {
        // Sizes were checked against the limits: width, height ≤ 32767 and width × height ≤ 2²⁸.
        let width = header.width, height = header.height
        let channels = header.channels
        let rowBytes = width * channels
        let rawCount = (rowBytes + 1) * height
        var raw = [UInt8](unsafeUninitializedCapacity: rawCount) { _, count in count = rawCount }
        if chunks.idat.count == 1 {
            try bytes.withUnsafeBytes { try inflate(UnsafeRawBufferPointer(rebasing: $0[chunks.idat[0]]), into: &raw) }
        } else {
            var idat: [UInt8] = []
            idat.reserveCapacity(chunks.idatBytes)
            for range in chunks.idat { idat.append(contentsOf: bytes[range]) }
            try idat.withUnsafeBytes { try inflate($0, into: &raw) }
        }
        try unfilter(&raw, rowBytes: rowBytes, height: height, bytesPerPixel: channels)
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { target, initialized in
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
        return Decoded(width: width, height: height, pixels: pixels)
    }

    /// libdeflate inflates two to three times faster than zlib, which matters when a snapshot run
    /// decodes every changed reference. The output must come out exactly `output.count` bytes long.
    private static func inflate(_ compressed: UnsafeRawBufferPointer, into output: inout [UInt8]) throws {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw RasterError(description: "out of memory inflating a PNG") }
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
            throw RasterError(description: "corrupt PNG image data: it inflates to \(produced) of the \(expected) bytes the image needs")
        case LIBDEFLATE_INSUFFICIENT_SPACE:
            throw RasterError(description: "corrupt PNG image data: it inflates to more than the \(expected) bytes the image needs")
        default:
            throw RasterError(description: "corrupt PNG image data: the deflate stream is invalid")
        }
    }

    /// Undoes the PNG row filters in place (the filter byte of each row is left as it was). Unsafe
    /// pointers: this loop touches every byte of the image.
    private static func unfilter(_ data: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws {
        let stride = rowBytes + 1
        var badFilter: (filter: UInt8, row: Int)?
        data.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for y in 0..<height {
                let row = base + y * stride
                let current = row + 1
                let previous = current - stride
                switch row.pointee {
                case 0:
                    break
                case 1:
                    if rowBytes > bpp { for i in bpp..<rowBytes { current[i] &+= current[i - bpp] } }
                case 2:
                    if y > 0 { for i in 0..<rowBytes { current[i] &+= previous[i] } }
                case 3:
                    for i in 0..<rowBytes {
                        let left = i >= bpp ? Int(current[i - bpp]) : 0
                        let up = y > 0 ? Int(previous[i]) : 0
                        current[i] &+= UInt8(truncatingIfNeeded: (left + up) >> 1)
                    }
                case 4:
                    for i in 0..<rowBytes {
                        let a = i >= bpp ? Int(current[i - bpp]) : 0
                        let b = y > 0 ? Int(previous[i]) : 0
                        let c = i >= bpp && y > 0 ? Int(previous[i - bpp]) : 0
                        let p = a + b - c
                        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        current[i] &+= UInt8(truncatingIfNeeded: pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                    }
                default:
                    badFilter = (row.pointee, y)
                    return
                }
            }
        }
        if let badFilter {
            throw RasterError(description: "corrupt PNG: unknown row filter \(badFilter.filter) on row \(badFilter.row) (filters are 0 to 4)")
        }
    }

    // MARK: libpng

    /// Any other PNG, through libpng, unpremultiplied from Cairo's ARGB. `header` has passed the
    /// limits and the chunks their checks, so Cairo's surface is at most `maxPixels` × 4 bytes.
    private static func decodeWithLibpng(_ bytes: [UInt8], header: Header) throws -> Decoded {
        final class Source {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let source = Unmanaged.passRetained(Source(bytes))
        defer { source.release() }
        let read: cairo_read_func_t = { closure, data, length in
            guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
            let source = Unmanaged<Source>.fromOpaque(closure).takeUnretainedValue()
            guard let count = Int(exactly: length), count <= source.bytes.count - source.offset else { return CAIRO_STATUS_READ_ERROR }
            source.bytes.withUnsafeBufferPointer { buffer in
                if let base = buffer.baseAddress { data.update(from: base + source.offset, count: count) }
            }
            source.offset += count
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_image_surface_create_from_png_stream(read, source.toOpaque()) else {
            throw RasterError(description: "libpng could not read the PNG")
        }
        defer { cairo_surface_destroy(surface) }
        switch cairo_surface_status(surface) {
        case CAIRO_STATUS_SUCCESS:
            break
        case CAIRO_STATUS_NO_MEMORY:
            // Cairo reports every libpng error as "out of memory"; the sizes were checked above, so
            // the contents are what libpng refused.
            throw RasterError(description: "libpng could not read the PNG: it found an error in the image (a missing palette, too little image data, …; Cairo reports every libpng error as 'out of memory')")
        case let status:
            throw RasterError(description: "libpng could not read the PNG: \(String(cString: cairo_status_to_string(status)))")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard width == header.width, height == header.height else {
            throw RasterError(description: "libpng read a \(width)×\(height) image from a PNG whose header says \(header.size)")
        }
        guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24, stride >= width * 4,
              let data = cairo_image_surface_get_data(surface) else {
            throw RasterError(description: "libpng returned an image in a form FormRender does not read (Cairo format \(format.rawValue))")
        }
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                var alpha = format == CAIRO_FORMAT_ARGB32 ? Int(word >> 24) : 255
                var red = Int((word >> 16) & 0xFF), green = Int((word >> 8) & 0xFF), blue = Int(word & 0xFF)
                if alpha > 0 && alpha < 255 {
                    red = min(255, red * 255 / alpha)
                    green = min(255, green * 255 / alpha)
                    blue = min(255, blue * 255 / alpha)
                } else if alpha == 0 {
                    (red, green, blue, alpha) = (0, 0, 0, 0)
                }
                let t = (y * width + x) * 4
                pixels[t] = UInt8(red)
                pixels[t + 1] = UInt8(green)
                pixels[t + 2] = UInt8(blue)
                pixels[t + 3] = UInt8(alpha)
            }
        }
        return Decoded(width: width, height: height, pixels: pixels)
    }
}
