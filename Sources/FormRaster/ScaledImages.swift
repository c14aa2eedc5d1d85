import BoxTree
import CCairoPango

/// Images already scaled while painting one page, by the image and the size in pixels they were
/// scaled to. Each copy is an ARGB surface owned here and destroyed with the page's painter.
final class ScaledImages {
    /// Where a scaled image lands in device pixels, when that is on whole pixels of an image surface.
    struct Placement {
        var x: Int
        var y: Int
        var width: Int
        var height: Int
        /// Device pixels per user unit on each axis.
        var scaleX: Double
        var scaleY: Double

        /// Nil on other surfaces (a PDF keeps its images whole), under a rotation, or off whole pixels.
        init?(cr: OpaquePointer, origin: (x: Double, y: Double), size: (width: Double, height: Double)) {
            guard let target = cairo_get_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            var matrix = cairo_matrix_t()
            cairo_get_matrix(cr, &matrix)
            guard matrix.xy == 0, matrix.yx == 0, matrix.xx > 0, matrix.yy > 0 else { return nil }
            let left = origin.x * matrix.xx + matrix.x0, top = origin.y * matrix.yy + matrix.y0
            let width = size.width * matrix.xx, height = size.height * matrix.yy
            func whole(_ value: Double) -> Int? {
                let rounded = value.rounded()
                return abs(value - rounded) < 1e-9 && abs(rounded) < 32_768 ? Int(rounded) : nil
            }
            guard let x = whole(left), let y = whole(top), let w = whole(width), let h = whole(height), w > 0, h > 0 else { return nil }
            self.x = x
            self.y = y
            self.width = w
            self.height = h
            self.scaleX = matrix.xx
            self.scaleY = matrix.yy
        }
    }

    private struct Key: Hashable {
        /// The image's words, alive as long as the tree being painted (which holds the image).
        var pixels: UnsafeRawPointer
        var width: Int
        var height: Int
    }

    /// At most this many pixels are kept for a page; past it, images are scaled where they are drawn.
    static let capacity = 8 << 20
    private var surfaces: [Key: OpaquePointer] = [:]
    private var pixels = 0

    deinit {
        for surface in surfaces.values { cairo_surface_destroy(surface) }
    }

    /// The image scaled to the placement's size, made by `draw` the first time; nil when it cannot be
    /// kept (then the caller scales it where it goes).
    func surface(for image: BoxImage, placement: Placement, draw: (OpaquePointer) -> Void) -> OpaquePointer? {
        guard let words = image.premultipliedARGB.withUnsafeBytes({ $0.baseAddress }) else { return nil }
        let key = Key(pixels: words, width: placement.width, height: placement.height)
        if let known = surfaces[key] { return known }
        let size = placement.width * placement.height
        guard pixels + size <= ScaledImages.capacity,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(placement.width), Int32(placement.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let context = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        draw(context)
        cairo_destroy(context)
        cairo_surface_flush(surface)
        surfaces[key] = surface
        pixels += size
        return surface
    }
}
