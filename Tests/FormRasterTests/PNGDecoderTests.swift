import CCairoPango
import FormLayout
import FormModel
import FormRaster
import Foundation
import Testing
import TestSupport

/// The decoder that reads references back: our own PNGs, libpng's (every filter type), and errors.
@Suite struct PNGDecoderTests {
    func renderUser(scale: Int = 1) throws -> RasterImage {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.layout(TestPaths.path("Forms/FieldGallery.form.json"), width: .compact, variant: "errors", warnings: &warnings)
        return try session.rasterizer.paint(tree, scale: scale)
    }

    func expectSamePixels(_ decoded: PNGDecoder.Decoded, _ image: RasterImage) {
        #expect(decoded.width == image.width && decoded.height == image.height)
        var mismatches = 0
        for y in stride(from: 0, to: image.height, by: 1) {
            for x in stride(from: 0, to: image.width, by: 1) {
                let p = image.rgb(x: x, y: y)
                let i = (y * image.width + x) * 4
                if decoded.pixels[i] != p.red || decoded.pixels[i + 1] != p.green || decoded.pixels[i + 2] != p.blue
                    || decoded.pixels[i + 3] != 255 {
                    mismatches += 1
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test func readsItsOwnPNGs() throws {
        let image = try renderUser()
        expectSamePixels(try PNGDecoder.decode(try PNGEncoder.encode(image)), image)
    }

    /// libpng's adaptive filtering uses Sub, Up, Average and Paeth rows: all must decode exactly.
    @Test func readsLibpngPNGsWithEveryFilter() throws {
        let image = try renderUser()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Write through libpng (Cairo's writer) from a copy of the pixels.
        let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(image.width), Int32(image.height)))
        defer { cairo_surface_destroy(surface) }
        let data = try #require(cairo_image_surface_get_data(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<image.height {
            for x in 0..<image.width {
                let p = image.rgb(x: x, y: y)
                let word = UInt32(p.red) << 16 | UInt32(p.green) << 8 | UInt32(p.blue)
                UnsafeMutableRawPointer(data + y * stride + x * 4).storeBytes(of: word, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface)
        let file = directory.path("libpng.png")
        #expect(cairo_surface_write_to_png(surface, file) == CAIRO_STATUS_SUCCESS)
        let bytes = try #require(FileManager.default.contents(atPath: file))
        expectSamePixels(try PNGDecoder.decode([UInt8](bytes)), image)
    }

    @Test func rejectsWhatIsNotAPNG() {
        #expect(throws: RasterError.self) { try PNGDecoder.decode(Array("not a png at all".utf8)) }
        #expect(throws: RasterError.self) { try PNGDecoder.decode([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0]) }
    }

    @Test func truncatedOrCorruptDataIsAnErrorNotACrash() throws {
        let png = try PNGEncoder.encode(try renderUser())
        for cut in [9, 20, 40, png.count / 2, png.count - 13] {
            #expect(throws: RasterError.self) { try PNGDecoder.decode(Array(png.prefix(cut))) }
        }
        var corrupt = png
        for index in stride(from: 60, to: min(corrupt.count - 20, 400), by: 7) { corrupt[index] ^= 0x5A }
        #expect(throws: RasterError.self) { try PNGDecoder.decode(corrupt) }
    }
}
