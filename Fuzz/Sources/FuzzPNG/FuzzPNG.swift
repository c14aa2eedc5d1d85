import PNGCodec

/// The PNG decoder on any bytes: `header` and `decode` either throw a `PNGError` or agree on a
/// size within the limits, with a buffer of exactly that many RGBA pixels.
///
/// An input that starts with "S" is not a file but a description of one, which is built here with
/// valid checksums and a valid (stored) zlib stream, so that every colour type, bit depth, filter and
/// interlacing gets through to the decoding itself (the general path as well as the fast one):
/// 0 width − 1 (0…63), 1 height − 1, 2 colour type and bit depth (one of the 15 valid pairs),
/// 3 flags (1 Adam7, 2 PLTE, 4 tRNS, 8 image data in several IDAT chunks, 16 image data one byte short
/// or long, 32 filter bytes as they come rather than 0…4), 4 palette entries − 1; then the rest,
/// repeated as needed: palette, transparency and the filtered rows.
/// A well-formed 8-bit RGB or RGBA image without PLTE or tRNS must decode, to the pixels a plain
/// reference decoder here finds.
///
/// An input that starts with "R" is a PNG file whose chunk checksums are set right before decoding,
/// so that mutations reach past the checksum checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var expected: [UInt8]?
    if size >= 6, bytes[0] == UInt8(ascii: "S") {
        (bytes, expected) = StructuredPNG.build(Array(bytes[1...]))
    } else if size >= 1, bytes[0] == UInt8(ascii: "R") {
        bytes.removeFirst()
        StructuredPNG.repairChecksums(&bytes)
    }
    let header = try? PNGDecoder.header(bytes)
    if let header {
        precondition(header.width > 0 && header.height > 0 && header.width <= Int(Int32.max) && header.height <= Int(Int32.max),
                     "header \(header.width)×\(header.height)")
    }
    do {
        let decoded = try PNGDecoder.decode(bytes)
        guard let header else { preconditionFailure("decoded a PNG whose header does not read") }
        precondition(decoded.width == header.width && decoded.height == header.height,
                     "decoded \(decoded.width)×\(decoded.height), header says \(header.width)×\(header.height)")
        precondition(decoded.width <= PNGDecoder.maxSide && decoded.height <= PNGDecoder.maxSide
                     && decoded.width * decoded.height <= PNGDecoder.maxPixels)
        precondition(decoded.pixels.count == decoded.width * decoded.height * 4)
        if let expected { precondition(decoded.pixels == expected, "decoded pixels differ from the reference decoder's") }
        // A lower limit refuses what is over it and decodes the rest alike.
        let cap = decoded.width * decoded.height - Int(bytes.last ?? 0) % 2
        if let again = try? PNGDecoder.decode(bytes, maxPixels: cap) {
            precondition(cap == decoded.width * decoded.height && again.pixels == decoded.pixels)
        } else {
            precondition(cap < decoded.width * decoded.height, "decoding again failed")
        }
    } catch let error as PNGError {
        precondition(expected == nil, "a well-formed RGB(A) PNG was refused: \(error)")
    } catch {
        preconditionFailure("decode threw \(error), not a PNGError")
    }
    return 0
}

enum StructuredPNG {
    static let formats: [(colorType: UInt8, bitDepth: UInt8)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16),
    ]
    static let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The file, and for a well-formed 8-bit RGB(A) image without PLTE or tRNS the RGBA pixels it holds.
    static func build(_ spec: [UInt8]) -> ([UInt8], [UInt8]?) {
        let width = 1 + Int(spec[0] % 64), height = 1 + Int(spec[1] % 64)
        let (colorType, bitDepth) = formats[Int(spec[2]) % formats.count]
        let flags = spec[3]
        let interlaced = flags & 1 != 0, filtersAsTheyCome = flags & 32 != 0, sizeOff = flags & 16 != 0
        let paletteCount = 1 + Int(spec[4])
        var source = Array(spec[5...])
        if source.isEmpty { source = [0] }
        var cursor = 0
        func take(_ count: Int) -> [UInt8] {
            (0..<count).map { _ in
                defer { cursor += 1 }
                return source[cursor % source.count]
            }
        }

        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)]!
        let bitsPerPixel = channels * Int(bitDepth)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(width) + be32(height) + [bitDepth, colorType, 0, 0, interlaced ? 1 : 0])
        let hasPalette = flags & 2 != 0 || colorType == 3
        if hasPalette { png += chunk("PLTE", take(3 * paletteCount)) }
        if flags & 4 != 0 { png += chunk("tRNS", take(colorType == 3 ? paletteCount : colorType == 2 ? 6 : 2)) }

        // Filtered rows: pass by pass, each row its filter byte and its bytes.
        var rows: [(start: Int, length: Int)] = []
        var raw: [UInt8] = []
        for (x0, y0, dx, dy) in interlaced ? passes : [(0, 0, 1, 1)] {
            let columns = (width - x0 + dx - 1) / dx, passRows = (height - y0 + dy - 1) / dy
            guard columns > 0, passRows > 0 else { continue }
            let length = (columns * bitsPerPixel + 7) / 8
            for _ in 0..<passRows {
                var row = take(1 + length)
                if !filtersAsTheyCome { row[0] %= 5 }
                rows.append((raw.count, length))
                raw += row
            }
        }
        var expected: [UInt8]?
        if bitDepth == 8, colorType == 2 || colorType == 6, !interlaced, !hasPalette, flags & 4 == 0, !filtersAsTheyCome, !sizeOff {
            expected = unfilterRGBA(raw, rows: rows, channels: channels)
        }
        if sizeOff {
            if raw.count > 1 && source[0] & 1 == 0 { raw.removeLast() } else { raw.append(source[0]) }
        }
        let stream = zlibStored(raw)
        if flags & 8 != 0 {
            let piece = 1 + Int(source[0]) % 64
            for start in stride(from: 0, to: stream.count, by: piece) {
                png += chunk("IDAT", Array(stream[start..<min(start + piece, stream.count)]))
            }
        } else {
            png += chunk("IDAT", stream)
        }
        png += chunk("IEND", [])
        return (png, expected)
    }

    /// A plain decoder for 8-bit RGB and RGBA rows, written apart from PNGDecoder's.
    static func unfilterRGBA(_ raw: [UInt8], rows: [(start: Int, length: Int)], channels: Int) -> [UInt8] {
        var previous: [Int] = Array(repeating: 0, count: rows[0].length)
        var pixels: [UInt8] = []
        for (start, length) in rows {
            var line = raw[(start + 1)...(start + length)].map { Int($0) }
            for i in 0..<length {
                let a = i >= channels ? line[i - channels] : 0, b = previous[i], c = i >= channels ? previous[i - channels] : 0
                let p = a + b - c
                let paeth = abs(p - a) <= abs(p - b) && abs(p - a) <= abs(p - c) ? a : (abs(p - b) <= abs(p - c) ? b : c)
                let predictor = [0, a, b, (a + b) / 2, paeth][Int(raw[start])]
                line[i] = (line[i] + predictor) & 0xFF
            }
            for x in stride(from: 0, to: length, by: channels) {
                pixels += [UInt8(line[x]), UInt8(line[x + 1]), UInt8(line[x + 2]), channels == 4 ? UInt8(line[x + 3]) : 255]
            }
            previous = line
        }
        return pixels
    }

    /// Sets every whole chunk's CRC to match its type and data.
    static func repairChecksums(_ png: inout [UInt8]) {
        var offset = 8
        while png.count - offset >= 12 {
            let length = Int(png[offset]) << 24 | Int(png[offset + 1]) << 16 | Int(png[offset + 2]) << 8 | Int(png[offset + 3])
            guard length <= png.count - offset - 12 else { return }
            let crc = be32(Int(crc32(png[(offset + 4)..<(offset + 8 + length)])))
            png.replaceSubrange((offset + 8 + length)..<(offset + 12 + length), with: crc)
            offset += 12 + length
        }
    }

    static func crc32(_ bytes: some Sequence<UInt8>) -> UInt32 {
        ~bytes.reduce(UInt32.max) { crcTable[Int(($0 ^ UInt32($1)) & 0xFF)] ^ ($0 >> 8) }
    }

    static func be32(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static let crcTable: [UInt32] = (0..<256).map { n in
        (0..<8).reduce(UInt32(n)) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ raw: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let count = min(65_535, raw.count - start)
            let last: UInt8 = start + count == raw.count ? 1 : 0
            out += [last, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            out += raw[start..<(start + count)]
            start += count
        } while start < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return out + be32(Int(b << 16 | a))
    }
}
