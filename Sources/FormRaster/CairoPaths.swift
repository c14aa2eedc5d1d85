import CCairoPango
import FormLayout

/// Small drawing helpers over a Cairo context, in points.
struct CairoPen {
    let cr: OpaquePointer

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    func roundedRect(_ rect: Rect, radius: Double) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - r, rect.y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + r, rect.maxY - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + r, rect.y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func fill(_ rect: Rect, radius: Double, color: Color) {
        setColor(color)
        roundedRect(rect, radius: radius)
        cairo_fill(cr)
    }

    /// A border drawn inside the rectangle, so a 1 pt border does not widen the box.
    func stroke(_ rect: Rect, radius: Double, width: Double, color: Color) {
        let inset = width / 2
        setColor(color)
        roundedRect(Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - width, height: rect.height - width),
                    radius: radius - inset)
        cairo_set_line_width(cr, width)
        cairo_stroke(cr)
    }

    func polygon(_ points: [(Double, Double)], color: Color) {
        guard let first = points.first else { return }
        setColor(color)
        cairo_move_to(cr, first.0, first.1)
        for point in points.dropFirst() { cairo_line_to(cr, point.0, point.1) }
        cairo_close_path(cr)
        cairo_fill(cr)
    }
}
