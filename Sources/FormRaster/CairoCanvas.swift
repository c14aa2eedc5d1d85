import BoxTree
import CCairoPango

/// The canvas of a Cairo context, which it borrows (its owner destroys it). On an image surface text is
/// drawn from its glyphs' outlines (`OutlineText`), so that every machine gets the same pixels; on any
/// other surface (a recording one, in tests) as Cairo's own text.
final class CairoCanvas: Canvas {
    let cr: OpaquePointer
    let raster: OpaquePointer?
    private let outlines: OutlineText

    init(cr: OpaquePointer, outlines: OutlineText) {
        self.cr = cr
        self.outlines = outlines
        raster = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE ? cr : nil
    }

    func save() { cairo_save(cr) }
    func restore() { cairo_restore(cr) }
    func setColor(_ color: Color) { cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha) }

    func setGradient(_ gradient: Gradient) {
        let pattern: OpaquePointer?
        switch gradient.geometry {
        case let .linear(x0, y0, x1, y1): pattern = cairo_pattern_create_linear(x0, y0, x1, y1)
        case let .radial(cx, cy, r0, r1): pattern = cairo_pattern_create_radial(cx, cy, r0, cx, cy, r1)
        }
        guard let pattern else { return }
        for stop in gradient.stops {
            cairo_pattern_add_color_stop_rgba(pattern, stop.offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
        }
        cairo_set_source(cr, pattern)
        cairo_pattern_destroy(pattern)
    }

    func newPath() { cairo_new_path(cr) }
    func newSubPath() { cairo_new_sub_path(cr) }
    func moveTo(_ x: Double, _ y: Double) { cairo_move_to(cr, x, y) }
    func lineTo(_ x: Double, _ y: Double) { cairo_line_to(cr, x, y) }
    func arc(_ cx: Double, _ cy: Double, radius: Double, from: Double, to: Double) { cairo_arc(cr, cx, cy, radius, from, to) }
    func closePath() { cairo_close_path(cr) }
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double) { cairo_rectangle(cr, x, y, width, height) }

    func fill() { cairo_fill(cr) }
    func stroke() { cairo_stroke(cr) }
    func clip() { cairo_clip(cr) }
    func setEvenOddFill(_ evenOdd: Bool) { cairo_set_fill_rule(cr, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING) }
    func setLineWidth(_ width: Double) { cairo_set_line_width(cr, width) }
    func setLineCap(_ cap: LineCap) { cairo_set_line_cap(cr, cap == .round ? CAIRO_LINE_CAP_ROUND : CAIRO_LINE_CAP_BUTT) }
    func setLineJoin(_ join: LineJoin) { cairo_set_line_join(cr, join == .round ? CAIRO_LINE_JOIN_ROUND : CAIRO_LINE_JOIN_MITER) }

    func setDash(_ dashes: [Double]) {
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
    }

    func translate(_ x: Double, _ y: Double) { cairo_translate(cr, x, y) }
    func scale(_ x: Double, _ y: Double) { cairo_scale(cr, x, y) }
    func identityMatrix() { cairo_identity_matrix(cr) }

    func userToDevice(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var dx = x, dy = y
        cairo_user_to_device(cr, &dx, &dy)
        return (dx, dy)
    }

    func userToDeviceDistance(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        var dx = x, dy = y
        cairo_user_to_device_distance(cr, &dx, &dy)
        return (dx, dy)
    }

    func clipExtents() -> Rect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    func beginGroup() { cairo_push_group(cr) }

    func endGroup(alpha: Double) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
    }

    func beginLink(uri: String, rect f: Rect) {
        cairo_tag_begin(cr, CAIRO_TAG_LINK, "uri='\(CairoCanvas.quotedAttribute(uri))' rect=[\(LayoutJSON.number(f.x)) \(LayoutJSON.number(f.y)) \(LayoutJSON.number(f.width)) \(LayoutJSON.number(f.height))]")
    }

    func endLink() { cairo_tag_end(cr, CAIRO_TAG_LINK) }

    /// A value inside a Cairo tag attribute's single quotes.
    static func quotedAttribute(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    func paintMask(_ mask: AlphaMask, x: Int, y: Int) { mask.composite(on: cr, x: x, y: y) }

    func drawImage(_ image: BoxImage, origin: (x: Double, y: Double), scale: (x: Double, y: Double)) {
        ImagePainter.paintScaled(image, into: cr, stride: image.width * 4, origin: origin, scale: scale)
    }

    func drawBitmap(_ bitmap: ColorBitmap, key: [UInt8], in frame: Rect, alpha: Double, text: String) {
        CairoCanvas.drawBitmap(bitmap, in: frame, alpha: alpha, on: cr)
    }

    /// The bitmap scaled by Cairo to `frame`.
    static func drawBitmap(_ bitmap: ColorBitmap, in frame: Rect, alpha: Double, on cr: OpaquePointer) {
        bitmap.withCairoSurface { surface in
            cairo_save(cr)
            cairo_translate(cr, frame.x, frame.y)
            cairo_scale(cr, frame.width / Double(bitmap.width), frame.height / Double(bitmap.height))
            cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
            cairo_clip(cr)
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
            cairo_restore(cr)
        }
    }

    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color) {
        if raster != nil {
            outlines.draw(line, x: x, baseline: baseline, color: color, on: cr)
        } else {
            cairo_move_to(cr, x, baseline)
            pango_cairo_show_layout_line(cr, line)
        }
    }
}
