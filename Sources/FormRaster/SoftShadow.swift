import CCairoPango
import FormLayout

/// A soft drop shadow for a rounded rectangle, built from gradients instead of a blur: linear
/// gradients along the edges and radial ones at the corners follow a Gaussian edge profile. It is
/// cheap (eight small fills), deterministic, and stays vector in PDF.
struct SoftShadow {
    let color: Color
    let offsetY: Double
    /// The blur radius; the shadow fades over twice this width, centred on the shape's edge.
    let blur: Double

    /// Alpha (as a fraction of the colour's) at `t` from the fully-covered inside (0) to the outside (1):
    /// a Gaussian edge sampled at −2σ…2σ, so the visible fade is smooth.
    private static let stops: [(offset: Double, fraction: Double)] = [
        (0.0, 1.0), (0.25, 0.933), (0.5, 0.5), (0.75, 0.067), (1.0, 0.0),
    ]

    func paint(_ pen: CairoPen, under card: Rect, radius: Double) {
        guard color.alpha > 0, blur > 0 else {
            pen.fill(card.offsetBy(dx: 0, dy: offsetY), radius: radius, color: color)
            return
        }
        let cr = pen.cr
        let shape = card.offsetBy(dx: 0, dy: offsetY)
        let r = max(0, min(radius, shape.width / 2, shape.height / 2))
        let b = blur
        let innerLeft = shape.x + r, innerRight = shape.maxX - r
        let innerTop = shape.y + r, innerBottom = shape.maxY - r

        // Edges: fade from `edge - b` (inside) to `edge + b` (outside).
        edge(cr, rect: Rect(x: innerLeft, y: shape.y - b, width: innerRight - innerLeft, height: 2 * b),
             from: (innerLeft, shape.y + b), to: (innerLeft, shape.y - b))
        edge(cr, rect: Rect(x: innerLeft, y: shape.maxY - b, width: innerRight - innerLeft, height: 2 * b),
             from: (innerLeft, shape.maxY - b), to: (innerLeft, shape.maxY + b))
        edge(cr, rect: Rect(x: shape.x - b, y: innerTop, width: 2 * b, height: innerBottom - innerTop),
             from: (shape.x + b, innerTop), to: (shape.x - b, innerTop))
        edge(cr, rect: Rect(x: shape.maxX - b, y: innerTop, width: 2 * b, height: innerBottom - innerTop),
             from: (shape.maxX - b, innerTop), to: (shape.maxX + b, innerTop))
        // Inside the edge fades the shadow is solid; only the strip the vertical offset pushes out
        // below the card can show, so only that is filled.
        let solidTop = max(shape.y + b, card.maxY)
        if shape.maxY - b > solidTop {
            pen.setColor(color)
            cairo_rectangle(cr, shape.x + b, solidTop, shape.width - 2 * b, shape.maxY - b - solidTop)
            cairo_fill(cr)
        }
        // Corners: a radial fade around each corner's arc centre.
        for (cx, cy, x, y) in [(innerLeft, innerTop, shape.x - b, shape.y - b),
                               (innerRight, innerTop, innerRight, shape.y - b),
                               (innerLeft, innerBottom, shape.x - b, innerBottom),
                               (innerRight, innerBottom, innerRight, innerBottom)] {
            corner(cr, center: (cx, cy), radius: r, square: Rect(x: x, y: y, width: r + b, height: r + b))
        }
    }

    private func addStops(_ pattern: OpaquePointer?, from start: Double, to end: Double) {
        // `start`…`end` maps the inside…outside of the fade onto the pattern's own 0…1.
        cairo_pattern_add_color_stop_rgba(pattern, 0, color.red, color.green, color.blue, color.alpha)
        for stop in SoftShadow.stops {
            cairo_pattern_add_color_stop_rgba(pattern, start + (end - start) * stop.offset, color.red, color.green, color.blue,
                                              color.alpha * stop.fraction)
        }
    }

    private func edge(_ cr: OpaquePointer, rect: Rect, from: (Double, Double), to: (Double, Double)) {
        guard rect.width > 0, rect.height > 0 else { return }
        let pattern = cairo_pattern_create_linear(from.0, from.1, to.0, to.1)
        addStops(pattern, from: 0, to: 1)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }

    private func corner(_ cr: OpaquePointer, center: (Double, Double), radius: Double, square: Rect) {
        let outer = radius + blur
        let pattern = cairo_pattern_create_radial(center.0, center.1, 0, center.0, center.1, outer)
        addStops(pattern, from: max(0, radius - blur) / outer, to: 1)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, square.x, square.y, square.width, square.height)
        cairo_fill(cr)
        cairo_pattern_destroy(pattern)
    }
}
