import CCairoPango

/// An 8-bit alpha image in device pixels: a Cairo A8 surface, owned and freed here, that Cairo draws
/// on and composites through and Swift blurs and copies between.
final class AlphaMask {
    let width: Int
    let height: Int
    private let surface: OpaquePointer
    private let data: UnsafeMutablePointer<UInt8>
    private let stride: Int

    /// A cleared mask; nil when Cairo cannot make one that size.
    init?(width: Int, height: Int) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        self.width = width
        self.height = height
        self.surface = surface
        self.data = data
        self.stride = Int(cairo_image_surface_get_stride(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Draws on the mask with Cairo, in its pixels; false when Cairo failed.
    func draw(_ body: (OpaquePointer) -> Void) -> Bool {
        guard let cr = cairo_create(surface) else { return false }
        body(cr)
        let drawn = cairo_status(cr) == CAIRO_STATUS_SUCCESS
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return drawn
    }

    func blur(sigma: Double) {
        guard sigma > 0 else { return }
        AlphaBlur(width: width, height: height, stride: stride, sigma: sigma).apply(to: data)
        cairo_surface_mark_dirty(surface)
    }

    subscript(x: Int, y: Int) -> UInt8 { data[y * stride + x] }

    /// The smallest block of `columns` × `rows` that holds every value that is not zero; nil when none is.
    func nonzeroBounds(columns: Range<Int>, rows: Range<Int>) -> (columns: Range<Int>, rows: Range<Int>)? {
        var left = columns.upperBound, right = columns.lowerBound, top = rows.upperBound, bottom = rows.lowerBound
        for y in rows {
            let line = data + y * stride
            guard let first = columns.first(where: { line[$0] != 0 }) else { continue }
            var last = columns.upperBound - 1
            while line[last] == 0 { last -= 1 }
            left = min(left, first)
            right = max(right, last + 1)
            top = min(top, y)
            bottom = y + 1
        }
        return top < bottom ? (left..<right, top..<bottom) : nil
    }

    /// A new `width`×`height` mask holding the block `columns` × `rows` of this one; a single column
    /// (or row) is repeated across (or down) the whole piece.
    func piece(columns: Range<Int>, rows: Range<Int>, width: Int, height: Int) -> AlphaMask? {
        guard columns.count == 1 || columns.count == width, rows.count == 1 || rows.count == height,
              let piece = AlphaMask(width: width, height: height) else { return nil }
        for y in 0..<height {
            let source = data + (rows.count == 1 ? rows.lowerBound : rows.lowerBound + y) * stride + columns.lowerBound
            let target = piece.data + y * piece.stride
            if columns.count == 1 {
                target.update(repeating: source.pointee, count: width)
            } else {
                target.update(from: source, count: width)
            }
        }
        cairo_surface_mark_dirty(piece.surface)
        return piece
    }

    /// Paints the source of `cr` through the mask, its top left at (x, y); the matrix of `cr` must be
    /// the identity, so that mask pixels are device pixels.
    func composite(on cr: OpaquePointer, x: Int, y: Int) {
        cairo_mask_surface(cr, surface, Double(x), Double(y))
    }
}
