import BoxTree
import CCairoPango

/// Small drawing helpers over a Cairo context, in points.
struct CairoPen {
    let cr: OpaquePointer

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    /// A plain rectangle when no corner is rounded, so square boxes take Cairo's rectangle path.
    func shapePath(_ rect: Rect, radii: CornerRadii) {
        if radii.isZero {
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        } else {
            roundedRect(rect, radii: radii)
        }
    }

    func roundedRect(_ rect: Rect, radii: CornerRadii) {
        let limit = min(rect.width / 2, rect.height / 2)
        let tl = min(radii.topLeft, limit), tr = min(radii.topRight, limit)
        let br = min(radii.bottomRight, limit), bl = min(radii.bottomLeft, limit)
        cairo_new_sub_path(cr)
        cairo_arc(cr, rect.maxX - tr, rect.y + tr, tr, -Double.pi / 2, 0)
        cairo_arc(cr, rect.maxX - br, rect.maxY - br, br, 0, Double.pi / 2)
        cairo_arc(cr, rect.x + bl, rect.maxY - bl, bl, Double.pi / 2, Double.pi)
        cairo_arc(cr, rect.x + tl, rect.y + tl, tl, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    func circle(center: (Double, Double), radius: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, center.0, center.1, radius, 0, 2 * Double.pi)
    }

    func fill(_ rect: Rect, radius: Double, color: Color) {
        setColor(color)
        roundedRect(rect, radii: CornerRadii(all: radius))
        cairo_fill(cr)
    }

    /// A border drawn inside the rectangle, so a 1 pt border does not widen the box.
    func stroke(_ rect: Rect, radii: CornerRadii, border: Border) {
        let inset = border.width / 2
        setColor(border.color)
        roundedRect(Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - border.width, height: rect.height - border.width),
                    radii: radii.inset(by: inset))
        strokeCurrentPath(border)
    }

    func strokeCurrentPath(_ border: Border) {
        cairo_set_line_width(cr, border.width)
        let dashes = border.dash.filter { $0.isFinite && $0 >= 0 }
        guard !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) else {
            cairo_stroke(cr)
            return
        }
        dashes.withUnsafeBufferPointer { cairo_set_dash(cr, $0.baseAddress, Int32($0.count), 0) }
        cairo_stroke(cr)
        cairo_set_dash(cr, nil, 0, 0)
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
