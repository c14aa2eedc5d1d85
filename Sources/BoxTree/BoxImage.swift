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

    public let width: Int
    public let height: Int
    public let rgba: [UInt8]
    /// The same pixels as native-endian ARGB words, premultiplied by alpha: how Cairo draws them.
    /// Worked out once when the image is made, not every time it is painted.
    public let premultipliedARGB: [UInt32]
    public var fit: Fit
    /// Where it came from, for the layout dump.
    public var source: String

    public init?(width: Int, height: Int, rgba: [UInt8], fit: Fit = .contain, source: String) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.premultipliedARGB = BoxImage.premultiplied(rgba)
        self.fit = fit
        self.source = source
    }

    static func premultiplied(_ rgba: [UInt8]) -> [UInt32] {
        let count = rgba.count / 4
        return [UInt32](unsafeUninitializedCapacity: count) { words, initialized in
            rgba.withUnsafeBufferPointer { bytes in
                for index in 0..<count {
                    let offset = index * 4
                    let alpha = UInt32(bytes[offset + 3])
                    @inline(__always) func scaled(_ value: UInt8) -> UInt32 { (UInt32(value) * alpha + 127) / 255 }
                    words[index] = alpha << 24 | scaled(bytes[offset]) << 16 | scaled(bytes[offset + 1]) << 8 | scaled(bytes[offset + 2])
                }
            }
            initialized = count
        }
    }
}
