/// Every PNG the fast path does not take: greyscale (1 to 16 bits), palette (1 to 8 bits), 16-bit
/// RGB(A), greyscale with alpha, transparency keys (tRNS) and Adam7 interlacing, to 8-bit RGBA as
/// libpng's expand transforms give it: low-depth grey scaled to 0…255, 16-bit samples cut to their
/// high byte, a pixel matching the key transparent, a palette index past the palette opaque black.
struct PNGSamples {
    let header: PNGDecoder.Header
    /// For colour type 3: 256 entries of R, G, B, A (alpha from tRNS, else 255).
    private var palette: [UInt8] = []
    /// For colour types 0 and 2: the sample values (grey, or red, green, blue) that are transparent.
    private var key: [Int]?

    init(header: PNGDecoder.Header, chunks: PNGDecoder.Chunks, bytes: [UInt8]) throws {
        self.header = header
        let mask = (1 << header.bitDepth) - 1
        switch header.colorType {
        case 3:
            guard let plte = chunks.palette else {
                throw PNGError(description: "corrupt PNG: a palette image (colour type 3) without a PLTE chunk")
            }
            guard plte.count % 3 == 0, (3...768).contains(plte.count) else {
                throw PNGError(description: "corrupt PNG: its PLTE chunk is \(plte.count) bytes long; a palette is 1 to 256 entries of 3 bytes")
            }
            var table = [UInt8](repeating: 0, count: 256 * 4)
            for entry in 0..<256 { table[entry * 4 + 3] = 255 }
            for entry in 0..<(plte.count / 3) {
                for channel in 0..<3 { table[entry * 4 + channel] = bytes[plte.lowerBound + entry * 3 + channel] }
            }
            // As libpng does: the palette is cut to the entries the bit depth can index, and a tRNS
            // longer than that palette is invalid and ignored.
            let entries = min(plte.count / 3, 1 << header.bitDepth)
            if let trns = chunks.transparency, trns.count <= entries {
                for entry in 0..<trns.count { table[entry * 4 + 3] = bytes[trns.lowerBound + entry] }
            }
            palette = table
        case 0, 2:
            // A key of the wrong length is ignored; its values are masked to the bit depth, as libpng does.
            let samples = header.colorType == 0 ? 1 : 3
            if let trns = chunks.transparency, trns.count == samples * 2 {
                key = (0..<samples).map { (Int(bytes[trns.lowerBound + $0 * 2]) << 8 | Int(bytes[trns.lowerBound + $0 * 2 + 1])) & mask }
            }
        default:
            break
        }
    }

    /// The inflated image data (every pass's filtered rows) to RGBA pixels.
    func decode(_ raw: inout [UInt8]) throws -> [UInt8] {
        let width = header.width
        let bytesPerPixel = max(1, header.bitsPerPixel / 8)
        var pixels = [UInt8](repeating: 0, count: width * header.height * 4)
        var offset = 0
        for (index, pass) in header.passes.enumerated() {
            try PNGDecoder.unfilter(&raw, from: offset, rowBytes: pass.rowBytes, rows: pass.rows, bytesPerPixel: bytesPerPixel,
                                    pass: header.interlace == 1 ? index : nil)
            raw.withUnsafeBufferPointer { source in
                pixels.withUnsafeMutableBufferPointer { target in
                    guard let from = source.baseAddress, let to = target.baseAddress else { return }
                    for j in 0..<pass.rows {
                        let row = from + offset + j * (pass.rowBytes + 1) + 1
                        let y = pass.y0 + j * pass.dy
                        for i in 0..<pass.columns {
                            let pixel = to + (y * width + pass.x0 + i * pass.dx) * 4
                            write(row, column: i, to: pixel)
                        }
                    }
                }
            }
            offset += pass.bytes
        }
        return pixels
    }

    /// Sample `n` of a row, at the image's bit depth (0…2ᵈ−1).
    @inline(__always)
    private func sample(_ row: UnsafePointer<UInt8>, _ n: Int) -> Int {
        let depth = header.bitDepth
        switch depth {
        case 8: return Int(row[n])
        case 16: return Int(row[n * 2]) << 8 | Int(row[n * 2 + 1])
        default:
            let bit = n * depth
            return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
        }
    }

    /// A sample as 8 bits: 16-bit cut to its high byte, 1, 2 and 4 bits scaled to 0…255.
    @inline(__always)
    private func eightBit(_ value: Int) -> UInt8 {
        switch header.bitDepth {
        case 16: return UInt8(truncatingIfNeeded: value >> 8)
        case 8: return UInt8(truncatingIfNeeded: value)
        default: return UInt8(truncatingIfNeeded: value * 255 / ((1 << header.bitDepth) - 1))
        }
    }

    @inline(__always)
    private func write(_ row: UnsafePointer<UInt8>, column i: Int, to pixel: UnsafeMutablePointer<UInt8>) {
        switch header.colorType {
        case 0:
            let grey = sample(row, i), value = eightBit(grey)
            pixel[0] = value
            pixel[1] = value
            pixel[2] = value
            pixel[3] = key?[0] == grey ? 0 : 255
        case 2:
            let red = sample(row, i * 3), green = sample(row, i * 3 + 1), blue = sample(row, i * 3 + 2)
            pixel[0] = eightBit(red)
            pixel[1] = eightBit(green)
            pixel[2] = eightBit(blue)
            if let key, key[0] == red, key[1] == green, key[2] == blue {
                pixel[3] = 0
            } else {
                pixel[3] = 255
            }
        case 3:
            let entry = sample(row, i) * 4
            for channel in 0..<4 { pixel[channel] = palette[entry + channel] }
        case 4:
            let value = eightBit(sample(row, i * 2))
            pixel[0] = value
            pixel[1] = value
            pixel[2] = value
            pixel[3] = eightBit(sample(row, i * 2 + 1))
        default:
            for channel in 0..<4 { pixel[channel] = eightBit(sample(row, i * 4 + channel)) }
        }
    }
}
