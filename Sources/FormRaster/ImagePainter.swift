import BoxTree
import CCairoPango

/// Draws a box's image, scaled to its frame as its fit says, cut to the box's corners.
struct ImagePainter {
    let cr: OpaquePointer

    func draw(_ image: BoxImage, in frame: Rect, radii: CornerRadii) {
        guard frame.width > 0, frame.height > 0 else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(image.width)))
        // Cairo's ARGB32 rows are whole words, so the image's words are its rows.
        guard stride == image.width * 4, image.premultipliedARGB.count == image.width * image.height else { return }
        let scaleX = frame.width / Double(image.width), scaleY = frame.height / Double(image.height)
        let (sx, sy): (Double, Double)
        switch image.fit {
        case .fill: (sx, sy) = (scaleX, scaleY)
        case .contain: (sx, sy) = (min(scaleX, scaleY), min(scaleX, scaleY))
        case .cover: (sx, sy) = (max(scaleX, scaleY), max(scaleX, scaleY))
        }
        image.premultipliedARGB.withUnsafeBytes { buffer in
            // Cairo only reads a source surface: the image's own words serve, without a copy.
            guard let base = buffer.baseAddress.map({ UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self)) }),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                                    Int32(image.height), Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            CairoPen(cr: cr).shapePath(frame, radii: radii)
            cairo_clip(cr)
            cairo_translate(cr, frame.x + (frame.width - Double(image.width) * sx) / 2, frame.y + (frame.height - Double(image.height) * sy) / 2)
            cairo_scale(cr, sx, sy)
            // Only the image's own rectangle, its edge pixels padded out: a smoothly scaled image must
            // not fade into the box around it.
            cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint(cr)
            cairo_restore(cr)
            // The surface borrows the image's words: Cairo must be done with them before the closure ends.
            cairo_surface_finish(surface)
        }
    }
}
