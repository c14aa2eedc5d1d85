import PNGCodec
import PNGTestSupport
import Expectations
import Testing

/// PNGs FormRender does not write, as other tools may: every colour type and bit depth, palettes,
/// transparency keys and Adam7, decoded as libpng's expand transforms would give them.
@Suite struct PNGFormatTests {
    func decode(width: UInt32, height: UInt32, bitDepth: UInt8, colorType: UInt8, interlace: UInt8 = 0,
                before: [UInt8] = [], rows: [UInt8]) throws -> [UInt8] {
        let png = TinyPNG.signature
            + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: width, height: height, bitDepth: bitDepth, colorType: colorType, interlace: interlace))
            + before + TinyPNG.chunk("IDAT", TinyPNG.zlib(rows)) + TinyPNG.chunk("IEND", [])
        let image = try PNGDecoder.decode(png)
        expect(image.layout == .rgba8 && image.width == Int(width) && image.height == Int(height))
        return image.pixels
    }

    func grey(_ values: [UInt8]) -> [UInt8] { values.flatMap { [$0, $0, $0, 255] } }

    @Test func lowDepthGreyIsScaledToEightBits() throws {
        try expectEqual(decode(width: 8, height: 1, bitDepth: 1, colorType: 0, rows: [0, 0b1011_0000]), grey([255, 0, 255, 255, 0, 0, 0, 0]))
        try expectEqual(decode(width: 4, height: 1, bitDepth: 2, colorType: 0, rows: [0, 0b0001_1011]), grey([0, 85, 170, 255]))
        try expectEqual(decode(width: 3, height: 1, bitDepth: 4, colorType: 0, rows: [0, 0xF1, 0x70]), grey([255, 17, 119]))
    }

    @Test func sixteenBitSamplesKeepTheirHighByte() throws {
        try expectEqual(decode(width: 2, height: 1, bitDepth: 16, colorType: 0, rows: [0, 0x12, 0x34, 0xFF, 0x01]), grey([0x12, 0xFF]))
        try expectEqual(decode(width: 1, height: 1, bitDepth: 16, colorType: 2, rows: [0, 1, 2, 3, 4, 5, 6]), [1, 3, 5, 255])
        try expectEqual(decode(width: 1, height: 1, bitDepth: 16, colorType: 6, rows: [0, 1, 2, 3, 4, 5, 6, 7, 8]), [1, 3, 5, 7])
        try expectEqual(decode(width: 1, height: 1, bitDepth: 16, colorType: 4, rows: [0, 9, 2, 8, 4]), [9, 9, 9, 8])
    }

    @Test func greyWithAlpha() throws {
        try expectEqual(decode(width: 2, height: 1, bitDepth: 8, colorType: 4, rows: [0, 10, 20, 30, 40]), [10, 10, 10, 20, 30, 30, 30, 40])
    }

    @Test func transparencyKeysMakeMatchingPixelsTransparent() throws {
        let greyKey = TinyPNG.chunk("tRNS", [0, 7])
        try expectEqual(decode(width: 2, height: 1, bitDepth: 8, colorType: 0, before: greyKey, rows: [0, 7, 8]), [7, 7, 7, 0, 8, 8, 8, 255])
        let rgbKey = TinyPNG.chunk("tRNS", [0, 1, 0, 2, 0, 3])
        try expectEqual(decode(width: 2, height: 1, bitDepth: 8, colorType: 2, before: rgbKey, rows: [0, 1, 2, 3, 1, 2, 4]), [1, 2, 3, 0, 1, 2, 4, 255])
        let wideKey = TinyPNG.chunk("tRNS", [1, 2, 3, 4, 5, 6])
        try expectEqual(decode(width: 2, height: 1, bitDepth: 16, colorType: 2, before: wideKey, rows: [0, 1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 7]), [1, 3, 5, 0, 1, 3, 5, 255])
        // A key of the wrong length is ignored.
        try expectEqual(decode(width: 1, height: 1, bitDepth: 8, colorType: 0, before: TinyPNG.chunk("tRNS", [7]), rows: [0, 7]), [7, 7, 7, 255])
    }

    @Test func palettesWithTransparency() throws {
        let palette = TinyPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]) + TinyPNG.chunk("tRNS", [128])
        // 2-bit indices 0, 1, 2 and 3, which is past the palette: opaque black.
        try expectEqual(decode(width: 4, height: 1, bitDepth: 2, colorType: 3, before: palette, rows: [0, 0b0001_1011]), [255, 0, 0, 128, 0, 255, 0, 255, 0, 0, 255, 255, 0, 0, 0, 255])
    }

    @Test func aTransparencyChunkLongerThanThePaletteIsIgnored() throws {
        // 1-bit indices reach two entries: the palette is cut to them, and three alphas are too many.
        let palette = TinyPNG.chunk("PLTE", [255, 0, 0, 0, 255, 0, 0, 0, 255]) + TinyPNG.chunk("tRNS", [1, 2, 3])
        try expectEqual(decode(width: 2, height: 1, bitDepth: 1, colorType: 3, before: palette, rows: [0, 0b0100_0000]), [255, 0, 0, 255, 0, 255, 0, 255])
    }

    @Test func aSuggestedPaletteInAnRGBImageIsIgnored() throws {
        let palette = TinyPNG.chunk("PLTE", [9, 9, 9])
        try expectEqual(decode(width: 1, height: 1, bitDepth: 8, colorType: 2, before: palette, rows: [0, 1, 2, 3]), [1, 2, 3, 255])
    }

    /// Adam7 stores seven sub-images, each filtered on its own: built here from the pixel function,
    /// then compared with the same pixels stored plainly.
    @Test(arguments: [(UInt8(8), UInt8(2)), (1, 0), (4, 3), (16, 6), (8, 6)])
    func adam7DecodesToTheSamePixels(bitDepth: UInt8, colorType: UInt8) throws {
        let width = 13, height = 11
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1
        let bits = channels * Int(bitDepth)
        let before = colorType == 3 ? TinyPNG.chunk("PLTE", (0..<48).map { UInt8($0 * 5) }) : []
        func row(_ columns: [Int], y: Int, filter: UInt8) -> [UInt8] {
            var bytes = [UInt8](repeating: 0, count: (columns.count * bits + 7) / 8)
            for (i, x) in columns.enumerated() {
                for c in 0..<channels {
                    let value = (x * 31 + y * 17 + c * 7) & ((1 << min(Int(bitDepth), 16)) - 1)
                    let bit = (i * channels + c) * Int(bitDepth)
                    if bitDepth == 16 {
                        bytes[bit / 8] = UInt8(value >> 8)
                        bytes[bit / 8 + 1] = UInt8(value & 0xFF)
                    } else {
                        bytes[bit / 8] |= UInt8(truncatingIfNeeded: value << (8 - Int(bitDepth) - bit % 8))
                    }
                }
            }
            // Sub filter on bytes (left neighbour by whole pixels, at least one byte).
            if filter == 1 {
                let bpp = max(1, bits / 8)
                for i in stride(from: bytes.count - 1, through: bpp, by: -1) { bytes[i] &-= bytes[i - bpp] }
            }
            return [filter] + bytes
        }
        var plain: [UInt8] = []
        for y in 0..<height { plain += row(Array(0..<width), y: y, filter: 1) }
        var interlaced: [UInt8] = []
        for (x0, y0, dx, dy) in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] {
            let columns = Array(stride(from: x0, to: width, by: dx))
            guard !columns.isEmpty else { continue }
            for y in stride(from: y0, to: height, by: dy) { interlaced += row(columns, y: y, filter: 1) }
        }
        let expected = try decode(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType, before: before, rows: plain)
        try expectEqual(decode(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType, interlace: 1,
                           before: before, rows: interlaced), expected)
    }

    @Test func anUnknownFilterInAnInterlacedImageNamesItsPass() {
        // 1×1 Adam7 has only the first pass: one row.
        let png = TinyPNG.file(width: 1, height: 1, colorType: 2, interlace: 1, idat: TinyPNG.zlib([5, 1, 2, 3]))
        #expect(throws: PNGError(description: "corrupt PNG: unknown row filter 5 on row 0 of Adam7 pass 1 (filters are 0 to 4)")) {
            try PNGDecoder.decode(png)
        }
    }
}
