extension PNGDecoder {
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
            guard !bytes.isEmpty else { throw PNGError(description: "not a PNG file: it is empty (0 bytes)") }
            guard bytes.count >= 8, bytes[0..<8].elementsEqual(PNGDecoder.signature) else {
                if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
                    throw PNGError(description: "not a PNG file: it starts like a JPEG")
                }
                throw PNGError(description: "not a PNG file: it does not start with the PNG signature")
            }
            guard bytes.count >= 16 else {
                throw PNGError(description: "truncated PNG: the file ends after \(bytes.count) bytes, before the IHDR chunk (missing IHDR)")
            }
            let type = PNGDecoder.chunkType(bytes, at: 12)
            guard type == "IHDR" else {
                throw PNGError(description: "missing IHDR: a PNG's first chunk must be IHDR, this one's is '\(type)'")
            }
            let length = PNGDecoder.readUInt32(bytes, at: 8)
            guard length == 13 else { throw PNGError(description: "bad PNG header: its IHDR chunk is \(length) bytes long, not 13") }
            guard bytes.count >= Header.end else {
                throw PNGError(description: "truncated PNG chunk 'IHDR' at byte 8: the file ends after \(bytes.count) bytes")
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
                throw PNGError(description: "PNG header claims \(size) pixels; the PNG format allows at most \(PNGDecoder.maxChunkLength) a side")
            }
        }

        func checkNotEmpty() throws {
            guard width > 0, height > 0 else {
                throw PNGError(description: "PNG header claims \(size) pixels; a PNG has at least 1 pixel a side")
            }
        }

        /// The project's limits, which are far inside the PNG spec's.
        func checkLimits(maxPixels: Int) throws {
            try checkNotEmpty()
            let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
            guard width <= PNGDecoder.maxSide, height <= PNGDecoder.maxSide, !overflow, pixels <= maxPixels else {
                throw PNGError(description: "PNG header claims \(size) pixels; at most \(PNGDecoder.maxSide) px a side and \(max(0, maxPixels)) pixels are decoded")
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
            default: throw PNGError(description: "PNG header has unknown colour type \(colorType) (the PNG format has 0, 2, 3, 4 and 6)")
            }
            guard depths.contains(bitDepth) else {
                throw PNGError(description: "PNG header has bit depth \(bitDepth) with colour type \(colorType) (\(name)), which allows \(depths.map(String.init).joined(separator: ", "))")
            }
            guard compression == 0 else { throw PNGError(description: "PNG header names unknown compression method \(compression) (only 0, deflate, exists)") }
            guard filter == 0 else { throw PNGError(description: "PNG header names unknown filter method \(filter) (only 0 exists)") }
            guard interlace <= 1 else { throw PNGError(description: "PNG header names unknown interlace method \(interlace) (0 or 1)") }
        }

        var channels: Int {
            switch colorType {
            case 2: return 3
            case 4: return 2
            case 6: return 4
            default: return 1
            }
        }

        var bitsPerPixel: Int { channels * bitDepth }

        /// One pass of the image data: the whole image, or one of Adam7's seven.
        struct Pass {
            var x0: Int, y0: Int, dx: Int, dy: Int
            var columns: Int, rows: Int
            /// Bytes a row, without its filter byte.
            var rowBytes: Int
            /// Bytes of all rows with their filter bytes.
            var bytes: Int { (rowBytes + 1) * rows }
        }

        /// The passes that have pixels, in the order their rows are stored. Only called after
        /// `checkLimits`, so nothing here can overflow.
        var passes: [Pass] {
            let layout = interlace == 1
                ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                : [(0, 0, 1, 1)]
            return layout.compactMap { x0, y0, dx, dy in
                let columns = (width - x0 + dx - 1) / dx, rows = (height - y0 + dy - 1) / dy
                guard columns > 0, rows > 0 else { return nil }
                return Pass(x0: x0, y0: y0, dx: dx, dy: dy, columns: columns, rows: rows, rowBytes: (columns * bitsPerPixel + 7) / 8)
            }
        }

        /// The bytes the image data inflates to: every row (of every Adam7 pass) with its filter byte
        /// (at most about 2³² bytes).
        var rawBytes: Int { passes.reduce(0) { $0 + $1.bytes } }
    }
}
