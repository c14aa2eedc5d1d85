import CCairoPango

/// Reads PNG files back into 8-bit RGBA, for comparing snapshots.
///
/// FormRender's own PNGs (8-bit RGB or RGBA, not interlaced) are decoded here directly with zlib and
/// the five PNG filters, which is several times faster than going through libpng; any other PNG goes
/// through libpng (Cairo's reader).
public enum PNGDecoder {
    public struct Decoded: Sendable {
        public var width: Int
        public var height: Int
        /// RGBA, `width * 4` bytes a row.
        public var pixels: [UInt8]
    }

    public static let maxPixels = RasterImage.maxPixels

    public static func decode(_ bytes: [UInt8]) throws -> Decoded {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 8, Array(bytes[0..<8]) == signature else { throw RasterError(description: "not a PNG file") }
        if let fast = try decodeSimple(bytes) { return fast }
        return try decodeWithLibpng(bytes)
    }

    /// Chunks of a PNG: IHDR's fields and the concatenated IDAT data.
    private static func decodeSimple(_ bytes: [UInt8]) throws -> Decoded? {
        var offset = 8
        var width = 0, height = 0, bitDepth = 0, colorType = 0, interlace = 0
        var idat: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let start = offset + 8
            guard length >= 0, start + length + 4 <= bytes.count else { throw RasterError(description: "truncated PNG chunk '\(type)'") }
            let data = bytes[start..<(start + length)]
            switch type {
            case "IHDR":
                guard length >= 13 else { throw RasterError(description: "bad PNG header") }
                width = data.prefix(4).reduce(0) { $0 << 8 | Int($1) }
                height = data.dropFirst(4).prefix(4).reduce(0) { $0 << 8 | Int($1) }
                bitDepth = Int(data[start + 8])
                colorType = Int(data[start + 9])
                interlace = Int(data[start + 12])
            case "IDAT":
                idat.append(contentsOf: data)
            case "PLTE", "tRNS":
                return nil // palette or transparency key: leave it to libpng
            case "IEND":
                offset = bytes.count
                continue
            default:
                break
            }
            offset = start + length + 4
        }
        guard bitDepth == 8, colorType == 2 || colorType == 6, interlace == 0 else { return nil }
        guard width > 0, height > 0, width * height <= maxPixels else {
            throw RasterError(description: "PNG of \(width)×\(height) pixels is empty or too large")
        }
        let channels = colorType == 6 ? 4 : 3
        let rowBytes = width * channels
        var raw = [UInt8](unsafeUninitializedCapacity: (rowBytes + 1) * height) { _, count in count = (rowBytes + 1) * height }
        try inflate(idat, into: &raw)
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
    /// decodes every changed reference.
    private static func inflate(_ compressed: [UInt8], into output: inout [UInt8]) throws {
        guard let decompressor = libdeflate_alloc_decompressor() else { throw RasterError(description: "out of memory inflating a PNG") }
        defer { libdeflate_free_decompressor(decompressor) }
        var produced = 0
        let expected = output.count
        let status = compressed.withUnsafeBytes { input in
            output.withUnsafeMutableBytes { target in
                libdeflate_zlib_decompress(decompressor, input.baseAddress, input.count, target.baseAddress, target.count, &produced)
            }
        }
        guard status == LIBDEFLATE_SUCCESS, produced == expected else {
            throw RasterError(description: "corrupt PNG image data (\(status == LIBDEFLATE_SUCCESS ? "\(produced) of \(expected) bytes" : "inflate failed"))")
        }
    }

    /// Undoes the PNG row filters in place (the filter byte of each row is left as it was). Unsafe
    /// pointers: this loop touches every byte of the image.
    private static func unfilter(_ data: inout [UInt8], rowBytes: Int, height: Int, bytesPerPixel bpp: Int) throws {
        let stride = rowBytes + 1
        var badFilter: UInt8?
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
                    badFilter = row.pointee
                    return
                }
            }
        }
        if let badFilter { throw RasterError(description: "corrupt PNG: unknown row filter \(badFilter)") }
    }

    /// Any other PNG, through libpng, unpremultiplied from Cairo's ARGB.
    private static func decodeWithLibpng(_ bytes: [UInt8]) throws -> Decoded {
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
            let count = Int(length)
            guard source.offset + count <= source.bytes.count else { return CAIRO_STATUS_READ_ERROR }
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
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError(description: "libpng could not read the PNG: \(String(cString: cairo_status_to_string(cairo_surface_status(surface))))")
        }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let format = cairo_image_surface_get_format(surface)
        guard width * height <= maxPixels, let data = cairo_image_surface_get_data(surface) else {
            throw RasterError(description: "PNG of \(width)×\(height) pixels is too large")
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
