/// The largest image the project draws, encodes or decodes: Cairo's own limit on a side, and a bound
/// on memory (256 Mi pixels, 1 GiB of pixels). The rasterizer and the PNG decoder both refer here.
public enum ImageLimits {
    public static let maxSide = 32_767
    public static let maxPixels = 256 << 20

    /// Whether a `width`×`height` image is within the limits; never overflows.
    public static func allow(width: Int, height: Int, maxPixels: Int = ImageLimits.maxPixels) -> Bool {
        guard width > 0, height > 0, width <= maxSide, height <= maxSide else { return false }
        return width * height <= maxPixels
    }
}
