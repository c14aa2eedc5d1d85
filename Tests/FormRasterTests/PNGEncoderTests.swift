import BoxTree
import CCairoPango
import FormLayout
import FormModel
@testable import FormRaster
import Foundation
import Testing
import TestSupport

@Suite struct PNGEncoderTests {
    /// Inflates with zlib, the reference implementation.
    func inflate(_ stream: [UInt8], expectedSize: Int) -> [UInt8]? {
        var output = [UInt8](repeating: 0, count: max(expectedSize, 1))
        var length = UInt(output.count)
        let status = uncompress(&output, &length, stream, UInt(stream.count))
        guard status == Z_OK else { return nil }
        return Array(output.prefix(Int(length)))
    }

    @Test(arguments: [
        ("empty", [UInt8]()),
        ("one byte", [7]),
        ("zeros 258", [UInt8](repeating: 0, count: 258)),
        ("zeros 259", [UInt8](repeating: 0, count: 259)),
        ("zeros 100k", [UInt8](repeating: 0, count: 100_000)),
        ("pixel repeats", (0..<3000).map { UInt8([10, 20, 30][$0 % 3]) }),
        ("all byte values", (0..<4096).map { UInt8($0 % 256) }),
    ])
    func fastDeflateRoundTrips(name: String, input: [UInt8]) throws {
        let stream = FastDeflate.zlibStream(input)
        let inflated = try #require(inflate(stream, expectedSize: input.count), "\(name): zlib rejected the stream")
        #expect(inflated == input, "\(name)")
    }

    @Test func fastDeflateRoundTripsPseudoRandomRuns() throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        for _ in 0..<50 {
            var input: [UInt8] = []
            while input.count < 20_000 {
                let value = UInt8(truncatingIfNeeded: next())
                let run = Int(next() % 600)
                input += [UInt8](repeating: next() % 2 == 0 ? 0 : value, count: run)
            }
            let stream = FastDeflate.zlibStream(input)
            #expect(inflate(stream, expectedSize: input.count) == input)
        }
    }

    /// libpng (through Cairo's PNG reader) decodes what we wrote to the same pixels we drew.
    @Test func libpngDecodesTheSamePixels() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.layout(TestPaths.path("Hints/User.hints"), width: .compact, warnings: &warnings)
        let image = try session.rasterizer.paint(tree, scale: 1)
        let png = try PNGEncoder.encode(image)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let file = directory.path("user.png")
        try Data(png).write(to: URL(fileURLWithPath: file))
        let decoded = try #require(cairo_image_surface_create_from_png(file))
        defer { cairo_surface_destroy(decoded) }
        #expect(cairo_surface_status(decoded) == CAIRO_STATUS_SUCCESS)
        #expect(Int(cairo_image_surface_get_width(decoded)) == image.width)
        #expect(Int(cairo_image_surface_get_height(decoded)) == image.height)
        let data = try #require(cairo_image_surface_get_data(decoded))
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
        #expect(mismatches == 0)
    }

    @Test func headerSaysRGBAndPhysicalSize() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.layout(TestPaths.path("Hints/User.hints"), width: .compact, warnings: &warnings)
        let png = try session.rasterizer.png(tree, scale: 2)
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        func be32(_ offset: Int) -> Int { png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        #expect(String(decoding: png[12..<16], as: UTF8.self) == "IHDR")
        #expect(be32(16) == 750)
        #expect(be32(20) == Int(tree.height) * 2)
        #expect(png[24] == 8 && png[25] == 2) // 8-bit RGB
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "pHYs")
        #expect(be32(41) == 5669) // 144 pixels per inch
    }
}
