import BoxTree
import CCairoPango

/// Draws a box's image, scaled to its frame as its fit says, cut to the box's corners. On an image
/// surface, an image whose scaled rectangle falls on whole pixels is scaled once a page for each size
/// it is drawn at (a list of avatars filters one), and copied pixel for pixel from then on: the
/// same samples at the same pixels, so the same bytes as scaling it each time.
struct ImagePainter {
    let canvas: any Canvas
    let scaled: ScaledImages

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
        let origin = (x: frame.x + (frame.width - Double(image.width) * sx) / 2, y: frame.y + (frame.height - Double(image.height) * sy) / 2)
        if let cr = canvas.raster,
           let placed = ScaledImages.Placement(cr: cr, origin: origin, size: (Double(image.width) * sx, Double(image.height) * sy)),
           let surface = scaled.surface(for: image, placement: placed, draw: { target in
               ImagePainter.paintScaled(image, into: target, stride: stride, origin: (0, 0), scale: (placed.scaleX * sx, placed.scaleY * sy))
           }) {
            cairo_save(cr)
            Pen(canvas: canvas).shapePath(frame, radii: radii)
            cairo_clip(cr)
            // In device pixels from here: the scaled copy goes on whole pixels.
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(placed.x), Double(placed.y), Double(placed.width), Double(placed.height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, surface, Double(placed.x), Double(placed.y))
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
            cairo_paint(cr)
            cairo_restore(cr)
            return
        }
        canvas.save()
        Pen(canvas: canvas).shapePath(frame, radii: radii)
        canvas.clip()
        canvas.drawImage(image, origin: origin, scale: (sx, sy))
        canvas.restore()
    }

    /// The image at `origin`, scaled, only in its own rectangle, its edge pixels padded out (a smoothly
    /// scaled image must not fade into the box around it).
    static func paintScaled(_ image: BoxImage, into cr: OpaquePointer, stride: Int, origin: (x: Double, y: Double), scale: (x: Double, y: Double)) {
        image.premultipliedARGB.withUnsafeBytes { buffer in
            // Cairo only reads a source surface: the image's own words serve, without a copy.
            guard let base = buffer.baseAddress.map({ UnsafeMutablePointer(mutating: $0.assumingMemoryBound(to: UInt8.self)) }),
                  let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_ARGB32, Int32(image.width),
                                                                    Int32(image.height), Int32(stride)) else { return }
            defer { cairo_surface_destroy(surface) }
            cairo_save(cr)
            cairo_translate(cr, origin.x, origin.y)
            cairo_scale(cr, scale.x, scale.y)
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
