@testable import PNGCodec
import Expectations
import Testing

/// The word-at-a-time `Up` filter gives the bytes the definition does: each byte minus the one above.
@Suite struct UpFilterTests {
    /// The definition, byte by byte, from an image's RGB values.
    func naive(_ image: PixelImage) -> [UInt8] {
        var rows: [UInt8] = []
        for y in 0..<image.height {
            rows.append(2)
            for x in 0..<image.width {
                let pixel = image.rgb(x: x, y: y)
                let up = y > 0 ? image.rgb(x: x, y: y - 1) : (red: 0, green: 0, blue: 0)
                rows += [pixel.red &- up.red, pixel.green &- up.green, pixel.blue &- up.blue]
            }
        }
        return rows
    }

    @Test(arguments: [1, 2, 3, 4, 5, 7, 8, 9, 33])
    func matchesTheDefinition(width: Int) {
        var generator = SystemRandomNumberGenerator()
        var pixels = (0..<width * 6 * 4).map { _ in UInt8.random(in: 0...255, using: &generator) }
        // A row equal to the one above, and bytes that borrow across (0 minus 255).
        for index in 0..<width * 4 { pixels[width * 4 + index] = pixels[index] }
        for index in stride(from: width * 8, to: width * 12, by: 1) { pixels[index] = 0 }
        for index in stride(from: width * 12, to: width * 16, by: 1) { pixels[index] = 255 }
        let image = PixelImage(width: width, height: 6, layout: .xrgb32, pixels: pixels)
        expectEqual(UpFilter.rows(image), naive(image))
        expectEqual(UpFilter.rows(image.converted(to: .rgba8)), naive(image))
    }
}
