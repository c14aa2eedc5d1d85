/// A decoded image: 8-bit RGBA, rows top to bottom, no padding (`width * 4` bytes a row).
public struct RGBAImage: Equatable, Sendable {
    public var width: Int
    public var height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        // Decoded images always match; the check itself must not overflow on an absurd size.
        let (area, overflow) = width.multipliedReportingOverflow(by: height)
        precondition(!overflow && area <= Int.max / 4 && pixels.count == area * 4, "RGBA buffer size does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A blank image of one colour.
    public init(width: Int, height: Int, fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) {
        self.width = width
        self.height = height
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in stride(from: 0, to: pixels.count, by: 4) {
            pixels[index] = fill.0
            pixels[index + 1] = fill.1
            pixels[index + 2] = fill.2
            pixels[index + 3] = fill.3
        }
        self.pixels = pixels
    }
}
