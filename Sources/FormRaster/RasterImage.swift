import PNGCodec

public struct RasterError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// The size an image may be drawn at. Cairo draws into a `PixelImage` (`.xrgb32`, Cairo's RGB24
/// memory); the limits are PNGCodec's, so whatever is drawn can be encoded and decoded again.
public enum RasterImage {
    /// Cairo's own limit on an image side, and a bound on memory (about 1 GiB of pixels).
    public static let maxSide = ImageLimits.maxSide
    public static let maxPixels = ImageLimits.maxPixels

    static func checkSize(width: Int, height: Int) throws {
        guard ImageLimits.allow(width: width, height: height) else {
            throw RasterError(description: "the image would be \(width)×\(height) pixels; at most \(RasterImage.maxSide) on a side and \(RasterImage.maxPixels >> 20)M pixels are drawn (use a smaller --scale, or fewer fields)")
        }
    }
}
