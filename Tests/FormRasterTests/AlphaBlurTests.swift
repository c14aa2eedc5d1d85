@testable import FormRaster
import Expectations
import Testing

/// The blur as it saves work (equal rows blurred once, columns in strips, only the ends of a constant
/// middle) gives exactly the bytes of three full box blurs across and down.
@Suite struct AlphaBlurTests {
    /// Three zero-padded box blurs across every row, then down every column, in 8.8 fixed point.
    func reference(_ pixels: [UInt8], width: Int, height: Int, radii: [Int]) -> [UInt8] {
        var out = pixels
        func blur(_ line: [UInt32]) -> [UInt32] {
            var current = line
            for radius in radii {
                let window = UInt32(2 * radius + 1)
                current = (0..<current.count).map { i in
                    var sum: UInt32 = 0
                    for j in (i - radius)...(i + radius) where j >= 0 && j < current.count { sum += current[j] }
                    return min(65_535, (sum + window / 2) / window)
                }
            }
            return current
        }
        for y in 0..<height {
            let line = blur((0..<width).map { UInt32(out[y * width + $0]) << 8 })
            for x in 0..<width { out[y * width + x] = UInt8((line[x] + 128) >> 8) }
        }
        for x in 0..<width {
            let line = blur((0..<height).map { UInt32(out[$0 * width + x]) << 8 })
            for y in 0..<height { out[y * width + x] = UInt8((line[y] + 128) >> 8) }
        }
        return out
    }

    /// Widths that are and are not whole strips of columns; a shape tall enough for long alike middles.
    @Test(arguments: [1.0, 2.5, 6.0, 15.0], [(160, 90), (150, 301)])
    func bandedEqualsFull(sigma: Double, size: (width: Int, height: Int)) {
        let (width, height) = size
        // A rounded box with a partly covered top row and an odd notch, so lines have every kind of middle.
        var pixels = [UInt8](repeating: 0, count: width * height)
        for y in 20..<(height - 20) {
            for x in 30..<130 {
                let corner = (x < 40 && y < 30) ? UInt8(128) : 255
                pixels[y * width + x] = y == 20 ? 100 : (x == 80 && y == 50 ? 7 : corner)
            }
        }
        let blur = AlphaBlur(width: width, height: height, stride: width, sigma: sigma)
        let expected = reference(pixels, width: width, height: height, radii: blur.boxRadii)
        var banded = pixels
        banded.withUnsafeMutableBufferPointer { buffer in
            if let base = buffer.baseAddress { blur.apply(to: base) }
        }
        expectEqual(banded, expected)
    }
}

/// A box's rounded mean by multiplication is the division's, at every sum where the quotient steps.
@Suite struct BoxWindowTests {
    @Test(arguments: Array(0...64) + [100, 500, 2047, 4095, 8190, 8191, 8192, 9000])
    func theMeanIsTheRoundedDivision(radius: Int) {
        let window = BoxWindow(radius: radius)
        let size = UInt32(2 * radius + 1)
        // The sums on either side of each step: x = k·size and k·size + size - 1, less half a window.
        func meanIsRounded(_ x: UInt32) -> Bool {
            let sum = x >= size / 2 ? x - size / 2 : 0
            guard sum <= 65_535 * size, window.mean(sum) != (sum + size / 2) / size else { return true }
            Issue.record("radius \(radius), sum \(sum): \(window.mean(sum)) ≠ \((sum + size / 2) / size)")
            return false
        }
        for k in UInt32(0)...65_535 where !meanIsRounded(k * size) || !meanIsRounded(k * size + size - 1) {
            return
        }
    }
}
