import CCairoPango
import FormLayout

/// Corner radii of a rectangle, clockwise from the top left.
struct CornerRadii {
    var topLeft: Double
    var topRight: Double
    var bottomRight: Double
    var bottomLeft: Double

    init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    init(all radius: Double) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    func inset(by amount: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - amount), topRight: max(0, topRight - amount),
                    bottomRight: max(0, bottomRight - amount), bottomLeft: max(0, bottomLeft - amount))
    }
}

/// Small drawing helpers over a Cairo context, in points.
struct CairoPen {
    let cr: OpaquePointer

    func setColor(_ color: Color) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
    }

    func roundedRect(_ rect: Rect, radius: Double) {
        roundedRect(rect, radii: CornerRadii(all: radius))
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

    func fill(_ rect: Rect, radius: Double, color: Color) {
        fill(rect, radii: CornerRadii(all: radius), color: color)
    }

    func fill(_ rect: Rect, radii: CornerRadii, color: Color) {
        setColor(color)
        roundedRect(rect, radii: radii)
        cairo_fill(cr)
    }

    func stroke(_ rect: Rect, radius: Double, width: Double, color: Color) {
        stroke(rect, radii: CornerRadii(all: radius), width: width, color: color)
    }

    /// A border drawn inside the rectangle, so a 1 pt border does not widen the box.
    func stroke(_ rect: Rect, radii: CornerRadii, width: Double, color: Color) {
        let inset = width / 2
        setColor(color)
        roundedRect(Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - width, height: rect.height - width),
                    radii: radii.inset(by: inset))
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
