import BoxTree
import CCairoPango
import FormLayout
import FormModel
import FormSupport
import FormRaster
import Foundation
import PNGCodec
import Expectations
import Testing
import TestSupport

/// What the rasterizer paints, encoded by PNGCodec, as libpng reads it.
@Suite struct PNGEncoderTests {
    /// libpng (through Cairo's PNG reader) decodes what we wrote to the same pixels we drew.
    @Test func libpngDecodesTheSamePixels() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Hints/User.hints"), on: .width(.compact), warnings: &warnings).first
        let image = try session.rasterizer.paint(tree, scale: 1)
        let png = try PNGEncoder.encode(image)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("user.png")
        try Data(png).write(to: URL(fileURLWithPath: file))
        let decoded = try require(cairo_image_surface_create_from_png(file))
        defer { cairo_surface_destroy(decoded) }
        expectEqual(cairo_surface_status(decoded), CAIRO_STATUS_SUCCESS)
        expectEqual(Int(cairo_image_surface_get_width(decoded)), image.width)
        expectEqual(Int(cairo_image_surface_get_height(decoded)), image.height)
        let data = try require(cairo_image_surface_get_data(decoded))
        let stride = Int(cairo_image_surface_get_stride(decoded))
        var mismatches = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
                let expected = image.rgb(x: x, y: y)
                if UInt8((word >> 16) & 0xFF) != expected.red || UInt8((word >> 8) & 0xFF) != expected.green
                    || UInt8(word & 0xFF) != expected.blue {
                    mismatches += 1
                }
            }
        }
        expectEqual(mismatches, 0)
    }

    /// Cairo draws straight into the image's buffer: RGB24 words, no row padding, the scale kept.
    @Test func paintingGivesAnXRGBImage() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Hints/User.hints"), on: .width(.compact), warnings: &warnings).first
        let image = try session.rasterizer.paint(tree, scale: 2)
        expect(image.layout == .xrgb32 && image.scale == 2 && image.width == 750)
        expectEqual(image.pixels.count, image.width * image.height * 4)
        try expectEqual(session.rasterizer.png(tree, scale: 2), PNGEncoder.encode(image.converted(to: .rgba8)))
    }

    @Test func headerSaysRGBAndPhysicalSize() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Hints/User.hints"), on: .width(.compact), warnings: &warnings).first
        let png = try session.rasterizer.png(tree, scale: 2)
        expectEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        expectEqual(String(decoding: png[12..<16], as: UTF8.self), "IHDR")
        expectEqual(be32(16), 750)
        expectEqual(be32(20), Int(tree.height) * 2)
        expect(png[24] == 8 && png[25] == 2) // 8-bit RGB
        expectEqual(String(decoding: png[37..<41], as: UTF8.self), "pHYs")
        expectEqual(be32(41), 5669) // 144 pixels per inch
    }
}
