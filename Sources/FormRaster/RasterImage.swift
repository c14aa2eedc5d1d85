import CCairoPango

public struct RasterError: Error, CustomStringConvertible, Equatable {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// An opaque RGB image in a Cairo image surface (RGB24: one native-endian `0x00RRGGBB` word per pixel).
/// The surface belongs to this object and is freed with it.
public final class RasterImage {
    public let width: Int
    public let height: Int
    public let scale: Int
    let surface: OpaquePointer

    /// Cairo's own limit on an image side, and a bound on memory (about 1 GiB of pixels).
    public static let maxSide = 32_767
    public static let maxPixels = 256 << 20

    init(width: Int, height: Int, scale: Int) throws {
        guard width > 0, height > 0, width <= RasterImage.maxSide, height <= RasterImage.maxSide,
              width * height <= RasterImage.maxPixels else {
            throw RasterError(description: "the image would be \(width)×\(height) pixels; at most \(RasterImage.maxSide) on a side and \(RasterImage.maxPixels >> 20)M pixels are drawn (use a smaller --scale, or fewer fields)")
        }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw RasterError(description: "Cairo could not allocate a \(width)×\(height) image")
        }
        self.width = width
        self.height = height
        self.scale = scale
        self.surface = surface
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    var stride: Int { Int(cairo_image_surface_get_stride(surface)) }

    /// Rows of 32-bit pixels, after Cairo has finished drawing.
    func withPixels<T>(_ body: (UnsafePointer<UInt8>, _ stride: Int) throws -> T) rethrows -> T {
        cairo_surface_flush(surface)
        let data = cairo_image_surface_get_data(surface)!
        return try body(UnsafePointer(data), stride)
    }

    /// One pixel's colour as 8-bit RGB, for tests.
    public func rgb(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the image")
        return withPixels { data, stride in
            let word = UnsafeRawPointer(data + y * stride + x * 4).loadUnaligned(as: UInt32.self)
            return (UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
        }
    }
}
