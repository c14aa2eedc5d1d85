import CDeflate
import PNGCodec
import PNGTestSupport
import Expectations
import Testing

/// The encoder through the decoder, for both layouts, and what the encoder writes.
@Suite struct PNGRoundTripTests {
    /// A small picture with flat areas, edges and every byte value somewhere.
    static func picture(width: Int = 37, height: Int = 23) -> PixelImage {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let flat = y < height / 2 && x < width / 2
                pixels += flat ? [200, 210, 220, 255] : [UInt8(truncatingIfNeeded: x * 7 + y), UInt8(truncatingIfNeeded: x * y), UInt8(truncatingIfNeeded: 255 - x), 255]
            }
        }
        return PixelImage(width: width, height: height, pixels: pixels, scale: 2)
    }

    @Test func rgbaRoundTripsExactly() throws {
        let image = Self.picture()
        let decoded = try PNGDecoder.decode(try PNGEncoder.encode(image))
        expectEqual(decoded, image)
    }

    @Test func bothLayoutsGiveTheSameBytes() throws {
        let rgba = Self.picture()
        let xrgb = rgba.converted(to: .xrgb32)
        expect(xrgb.layout == .xrgb32 && xrgb.width == rgba.width && xrgb.pixels.count == rgba.pixels.count)
        try expectEqual(PNGEncoder.encode(xrgb), PNGEncoder.encode(rgba))
        try expectEqual(PNGDecoder.decode(try PNGEncoder.encode(xrgb)), rgba)
    }

    @Test func xrgbIgnoresTheUnusedByte() throws {
        var xrgb = Self.picture().converted(to: .xrgb32)
        let clean = try PNGEncoder.encode(xrgb)
        for index in stride(from: 0, to: xrgb.pixels.count, by: 4) {
            // The unused byte of a native-endian 0x00RRGGBB word: the last on little-endian machines.
            let unused = UInt32(1).littleEndian == 1 ? index + 3 : index
            xrgb.pixels[unused] = UInt8(truncatingIfNeeded: index)
        }
        try expectEqual(PNGEncoder.encode(xrgb), clean)
        expectEqual(xrgb.rgba(x: 1, y: 1).alpha, 255)
    }

    @Test func transparentPixelsAreKeptAsRGBA() throws {
        var image = Self.picture(width: 5, height: 4)
        image.pixels[3] = 0
        image.pixels[7] = 128
        let png = try PNGEncoder.encode(image)
        expectEqual(png[25], 6, "colour type RGBA")
        try expectEqual(PNGDecoder.decode(png), image)
        // An opaque image is RGB.
        try expectEqual(PNGEncoder.encode(Self.picture(width: 5, height: 4))[25], 2)
    }

    @Test(arguments: [1, 2, 3])
    func physicalSizeSaysTheScale(scale: Int) throws {
        var image = Self.picture(width: 3, height: 2)
        image.scale = scale
        let png = try PNGEncoder.encode(image)
        func be32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        expectEqual(String(decoding: png[37..<41], as: UTF8.self), "pHYs")
        // `scale` pixels a point, 72 points an inch, in pixels a metre.
        expect(be32(41) == Int((Double(scale) * 72 / 0.0254).rounded()) && be32(45) == be32(41) && png[49] == 1)
        try expectEqual(PNGDecoder.decode(png).scale, scale)
    }

    @Test func aPNGWithoutPhysicalSizeHasScaleOne() throws {
        let png = TinyPNG.file(width: 1, height: 1, idat: TinyPNG.zlib([0, 1, 2, 3]))
        try expectEqual(PNGDecoder.decode(png).scale, 1)
    }

    @Test func anImageTheEncoderCannotWriteIsAnError() {
        #expect(throws: PNGError.self) { try PNGEncoder.encode(PixelImage(width: 0, height: 0, pixels: [])) }
        #expect(throws: PNGError.self) { try PNGEncoder.encode(PixelImage(width: 40_000, height: 1, fill: (0, 0, 0, 255))) }
        var lying = PixelImage(width: 2, height: 2, fill: (0, 0, 0, 255))
        lying.height = 3
        #expect(throws: PNGError.self) { try PNGEncoder.encode(lying) }
    }

    /// zlib, the reference inflater, reads what the encoder wrote.
    @Test func zlibReadsTheImageData() throws {
        let image = Self.picture()
        let png = try PNGEncoder.encode(image)
        let length = png[54..<58].reduce(0) { $0 << 8 | Int($1) }
        expectEqual(String(decoding: png[58..<62], as: UTF8.self), "IDAT")
        let idat = Array(png[62..<(62 + length)])
        var output = [UInt8](repeating: 0, count: (image.width * 3 + 1) * image.height)
        var size = uLong(output.count)
        expectEqual(uncompress(&output, &size, idat, uLong(idat.count)), Z_OK)
        expectEqual(output, UpFilter.rows(image))
    }
}
