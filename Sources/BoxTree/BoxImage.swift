/// Pixels to draw in a box, scaled to its frame: 8-bit RGBA, not premultiplied, rows top to bottom.
public struct BoxImage: Equatable, Sendable {
    public enum Fit: String, Sendable {
        /// Stretched to the frame.
        case fill
        /// As large as fits, centred, keeping its proportions.
        case contain
        /// Covering the frame, centred and cut, keeping its proportions.
        case cover
    }

    public var width: Int
    public var height: Int
    public var rgba: [UInt8]
    public var fit: Fit
    /// Where it came from, for the layout dump.
    public var source: String

    public init?(width: Int, height: Int, rgba: [UInt8], fit: Fit = .contain, source: String) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.fit = fit
        self.source = source
    }
}
