@testable import FormRaster
import PNGCodec
import Expectations
import Testing

/// Colour glyphs' images are decoded and scaled by FormRender's own arithmetic: premultiplied, area
/// averaged, smooth at sub-pixel edges, and the same at every call.
@Suite struct ColorBitmapTests {
    func opaque(_ width: Int, _ height: Int, _ word: UInt32) -> ColorBitmap {
        ColorBitmap(width: width, height: height, words: [UInt32](repeating: word, count: width * height))
    }

    @Test func decodingPremultiplies() throws {
        // Red at half opacity, then opaque blue.
        let png = try PNGEncoder.encode(PixelImage(width: 2, height: 1, pixels: [255, 0, 0, 128, 0, 0, 255, 255]))
        let bitmap = try require(ColorBitmap(png: png))
        expectEqual(bitmap.words, [0x8080_0000, 0xFF00_00FF])
        expect(ColorBitmap(png: [0x89, 0x50, 0x4E, 0x47]) == nil, "not a PNG: nothing is drawn")
    }

    @Test func aWholePixelCopyIsExact() throws {
        let source = ColorBitmap(width: 2, height: 2, words: [0xFF11_2233, 0xFF44_5566, 0x8040_0000, 0])
        let placed = try require(source.resampled(to: (x: 3, y: 5, width: 2, height: 2)))
        expect(placed.x == 3 && placed.y == 5)
        expectEqual(placed.bitmap.words, source.words)
    }

    @Test func halfAPixelOffGivesSoftEdges() throws {
        let placed = try require(opaque(4, 4, 0xFFFF_0000).resampled(to: (x: 0.5, y: 0, width: 4, height: 4)))
        expect(placed.x == 0 && placed.bitmap.width == 5)
        let row = Array(placed.bitmap.words.prefix(5))
        expect(row[0] >> 24 == 128 && row[4] >> 24 == 128, "half covered: half opaque")
        expect(row[1...3].allSatisfy { $0 == 0xFFFF_0000 })
        expect(row.allSatisfy { ($0 >> 16 & 0xFF) <= $0 >> 24 }, "premultiplied: no channel above alpha")
    }

    @Test func shrinkingAveragesTheArea() throws {
        // Black and white columns, a third of the size: each output pixel averages three.
        var words: [UInt32] = []
        for _ in 0..<6 { for column in 0..<6 { words.append(column.isMultiple(of: 2) ? 0xFFFF_FFFF : 0xFF00_0000) } }
        let placed = try require(ColorBitmap(width: 6, height: 6, words: words).resampled(to: (x: 0, y: 0, width: 2, height: 2)))
        expectEqual(placed.bitmap.words, [0xFFAA_AAAA, 0xFF55_5555, 0xFFAA_AAAA, 0xFF55_5555])
    }

    @Test func absurdRectanglesDrawNothing() {
        let bitmap = opaque(2, 2, 0xFFFF_FFFF)
        expect(bitmap.resampled(to: (x: 0, y: 0, width: 0, height: 2)) == nil)
        expect(bitmap.resampled(to: (x: .nan, y: 0, width: 2, height: 2)) == nil)
        expect(bitmap.resampled(to: (x: 0, y: 0, width: 1e9, height: 2)) == nil)
    }
}
