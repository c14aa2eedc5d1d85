import CCairoPango
import FormLayout
import FormModel
import FormSupport
import FormRaster
import Foundation
import PNGCodec
import PNGTestSupport
import Expectations
import Testing
import TestSupport

/// PNGCodec's decoder against libpng (Cairo's reader), which it replaced for every PNG that is not
/// FormRender's own: rendered forms, libpng's own files (every filter), and hand-made files of every
/// colour type, depth, key and interlacing.
@Suite struct PNGDecoderLibpngTests {
    func renderGallery(scale: Int = 1) throws -> PixelImage {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Forms/FieldGallery.form.json"), variant: "errors", on: .width(.compact), warnings: &warnings).first
        return try session.rasterizer.paint(tree, scale: scale)
    }

    @Test func readsItsOwnPNGs() throws {
        let image = try renderGallery()
        try expectEqual(PNGDecoder.decode(try PNGEncoder.encode(image)), image.converted(to: .rgba8))
    }

    /// libpng's adaptive filtering uses Sub, Up, Average and Paeth rows: all must decode exactly.
    @Test func readsLibpngPNGsWithEveryFilter() throws {
        let image = try renderGallery()
        // Write through libpng (Cairo's writer) from a copy of the pixels.
        let surface = try require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height)))
        defer { cairo_surface_destroy(surface) }
        let data = try require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgb(x: x, y: y)
                let word = UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: word, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("libpng.png")
        expectEqual(cairo_surface_write_to_png(surface, file), CAIRO_STATUS_SUCCESS)
        let bytes = try require(FileManager.default.contents(atPath: file))
        let decoded = try PNGDecoder.decode([UInt8](bytes))
        expectEqual(decoded.pixels, image.converted(to: .rgba8).pixels)
    }

    @Test func truncatedOrCorruptDataIsAnErrorNotACrash() throws {
        let png = try PNGEncoder.encode(try renderGallery())
        for cut in [9, 20, 40, png.count / 2, png.count - 13] {
            #expect(throws: PNGError.self) { try PNGDecoder.decode(Array(png.prefix(cut))) }
        }
        var corrupt = png
        for index in stride(from: 60, to: min(corrupt.count - 20, 400), by: 7) { corrupt[index] ^= 0x5A }
        #expect(throws: PNGError.self) { try PNGDecoder.decode(corrupt) }
    }

    static let formats: [(colorType: UInt8, bitDepth: UInt8)] = [
        (0, 1), (0, 2), (0, 4), (0, 8), (0, 16), (2, 8), (2, 16), (3, 1), (3, 2), (3, 4), (3, 8), (4, 8), (4, 16), (6, 8), (6, 16),
    ]

    /// Every colour type and depth, plain and Adam7, with and without a transparency key, pseudo-random
    /// rows with every filter: the same pixels as libpng, premultiplied as Cairo stores them.
    @Test(arguments: formats)
    func decodesEveryFormatAsLibpngDoes(colorType: UInt8, bitDepth: UInt8) throws {
        var seed: UInt64 = 0x2545_F491_4F6C_DD1D &* UInt64(colorType * 17 + bitDepth)
        func next() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let width = 19, height = 13
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][Int(colorType)] ?? 1
        let bits = channels * Int(bitDepth)
        for interlace in [UInt8(0), 1] {
            for withKey in [false, true] where withKey == false || [0, 2, 3].contains(colorType) {
                var before: [UInt8] = []
                if colorType == 3 { before += TinyPNG.chunk("PLTE", (0..<(3 * 12)).map { _ in next() }) }
                if withKey {
                    // Palette: alpha for some entries. Grey and RGB: a key that some pixels match.
                    before += TinyPNG.chunk("tRNS", colorType == 3 ? (0..<min(7, 1 << Int(bitDepth))).map { _ in next() } : [UInt8](repeating: 0, count: colorType == 0 ? 2 : 6))
                }
                var rows: [UInt8] = []
                let passes = interlace == 1
                    ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)] : [(0, 0, 1, 1)]
                for (x0, y0, dx, dy) in passes {
                    let columns = (width - x0 + dx - 1) / dx, passRows = (height - y0 + dy - 1) / dy
                    guard columns > 0, passRows > 0 else { continue }
                    for _ in 0..<passRows {
                        // Zeros often, so keys match and filters have runs; palette indices stay in range.
                        let row = (0..<((columns * bits + 7) / 8)).map { _ in next() < 96 ? 0 : (colorType == 3 && bitDepth == 8 ? next() % 12 : next()) }
                        rows += [next() % 5] + row
                    }
                }
                let png = TinyPNG.signature
                    + TinyPNG.chunk("IHDR", TinyPNG.ihdr(width: UInt32(width), height: UInt32(height), bitDepth: bitDepth, colorType: colorType, interlace: interlace))
                    + before + TinyPNG.chunk("IDAT", TinyPNG.zlib(rows)) + TinyPNG.chunk("IEND", [])
                let ours = try PNGDecoder.decode(png)
                let theirs = try libpngPremultiplied(png)
                expectEqual(theirs.count, width * height, "libpng read \(theirs.count) pixels")
                var mismatches = 0
                // 16-bit samples are rounded to 8 bits by libpng's strip (Cairo 1.16) or by Cairo's float
                // conversion (1.18): one step apart at most, two once a colour and its alpha (each a step
                // apart) are multiplied.
                let step: UInt32 = bitDepth == 16 ? (colorType == 4 || colorType == 6 ? 2 : 1) : 0
                for index in 0..<min(theirs.count, width * height) where !PNGDecoderLibpngTests.within(step, premultiplied(ours, index), theirs[index]) {
                    mismatches += 1
                }
                expectEqual(mismatches, 0, "colour type \(colorType), \(bitDepth) bits, interlace \(interlace), key \(withKey)")
            }
        }
    }

    /// A pixel as Cairo's ARGB32 word: premultiplied the way Cairo's PNG reader does it.
    /// Every channel of two ARGB words is within `step` of the other's.
    static func within(_ step: UInt32, _ a: UInt32, _ b: UInt32) -> Bool {
        (0..<4).allSatisfy { channel in
            let x = (a >> (channel * 8)) & 0xFF, y = (b >> (channel * 8)) & 0xFF
            return max(x, y) - min(x, y) <= step
        }
    }

    func premultiplied(_ image: PixelImage, _ index: Int) -> UInt32 {
        let p = image.rgba(x: index % image.width, y: index / image.width)
        func multiply(_ channel: UInt8) -> UInt32 {
            let t = UInt32(p.alpha) * UInt32(channel) + 0x80
            return (t + (t >> 8)) >> 8
        }
        if p.alpha == 0 { return 0 }
        if p.alpha == 255 { return 0xFF00_0000 | UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue) }
        return UInt32(p.alpha) << 24 | multiply(p.red) << 16 | multiply(p.green) << 8 | multiply(p.blue)
    }

    /// libpng's reading of a PNG, through Cairo: ARGB32 words (RGB24 with alpha 255 filled in).
    func libpngPremultiplied(_ png: [UInt8]) throws -> [UInt32] {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("in.png")
        try Data(png).write(to: URL(fileURLWithPath: file))
        let loaded = try require(cairo_image_surface_create_from_png(file))
        defer { cairo_surface_destroy(loaded) }
        try require(cairo_surface_status(loaded) == CAIRO_STATUS_SUCCESS, "libpng refused the file")
        let width = Int(cairo_image_surface_get_width(loaded)), height = Int(cairo_image_surface_get_height(loaded))
        // Cairo 1.18 keeps a 16-bit PNG in a float format: brought to 8 bits a channel by Cairo itself.
        let format = cairo_image_surface_get_format(loaded)
        var surface = loaded
        if format != CAIRO_FORMAT_ARGB32 && format != CAIRO_FORMAT_RGB24 {
            surface = try require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
            let cr = cairo_create(surface)
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(cr, loaded, 0, 0)
            cairo_paint(cr)
            cairo_destroy(cr)
            cairo_surface_flush(surface)
        }
        defer { if surface != loaded { cairo_surface_destroy(surface) } }
        let stride = Int(cairo_image_surface_get_stride(surface))
        let opaque = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24
        let data = try require(cairo_image_surface_get_data(surface))
        var words: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                words.append(opaque ? word | 0xFF00_0000 : word)
            }
        }
        return words
    }
}
