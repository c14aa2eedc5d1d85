import BoxTree

/// A soft drop shadow for a rounded rectangle, built from gradients instead of a blur: linear
/// gradients along the edges and radial ones at the corners follow a Gaussian edge profile. It is
/// cheap (eight small fills), deterministic, and stays vector in PDF.
struct SoftShadow {
    let shadow: Shadow
    let color: Color
    /// The blur radius; the shadow fades over twice this width, centred on the shape's edge.
    let blur: Double

    init(shadow: Shadow) {
        self.shadow = shadow
        self.color = shadow.paintedColor
        self.blur = max(0, shadow.blur)
    }

    /// Alpha (as a fraction of the colour's) at `t` from the fully-covered inside (0) to the outside (1):
    /// a Gaussian edge sampled at −2σ…2σ, so the visible fade is smooth.
    private static let stops: [(offset: Double, fraction: Double)] = [
        (0.0, 1.0), (0.25, 0.933), (0.5, 0.5), (0.75, 0.067), (1.0, 0.0),
    ]

    /// - Parameter coveredByFill: an opaque fill is painted over `box` next, so the shadow's solid
    ///   middle is drawn only where it shows beside the box.
    func paint(_ pen: Pen, under box: Rect, radii boxRadii: CornerRadii, coveredByFill: Bool) {
        let (shape, radii) = shadow.shape(under: box, radii: boxRadii)
        guard shape.width > 0, shape.height > 0 else { return }
        guard color.alpha > 0, blur > 0 else {
            pen.setColor(color)
            pen.roundedRect(shape, radii: radii)
            pen.canvas.fill()
            return
        }
        let cr = pen.canvas
        let limit = max(0, min(shape.width / 2, shape.height / 2))
        let tl = min(max(0, radii.topLeft), limit), tr = min(max(0, radii.topRight), limit)
        let br = min(max(0, radii.bottomRight), limit), bl = min(max(0, radii.bottomLeft), limit)
        // Fades from opposite edges must not overlap: a blur wider than half the shape is narrowed.
        let b = min(blur, limit)

        // Edges: fade from `edge - b` (inside) to `edge + b` (outside).
        edge(cr, rect: Rect(x: shape.x + tl, y: shape.y - b, width: shape.maxX - tr - (shape.x + tl), height: 2 * b),
             from: (shape.x + tl, shape.y + b), to: (shape.x + tl, shape.y - b))
        edge(cr, rect: Rect(x: shape.x + bl, y: shape.maxY - b, width: shape.maxX - br - (shape.x + bl), height: 2 * b),
             from: (shape.x + bl, shape.maxY - b), to: (shape.x + bl, shape.maxY + b))
        edge(cr, rect: Rect(x: shape.x - b, y: shape.y + tl, width: 2 * b, height: shape.maxY - bl - (shape.y + tl)),
             from: (shape.x + b, shape.y + tl), to: (shape.x - b, shape.y + tl))
        edge(cr, rect: Rect(x: shape.maxX - b, y: shape.y + tr, width: 2 * b, height: shape.maxY - br - (shape.y + tr)),
             from: (shape.maxX - b, shape.y + tr), to: (shape.maxX + b, shape.y + tr))
        paintSolidMiddle(pen, shape: shape, box: box, blur: b, coveredByFill: coveredByFill)
        // Corners: a radial fade around each corner's arc centre.
        corner(cr, center: (shape.x + tl, shape.y + tl), radius: tl, blur: b, square: Rect(x: shape.x - b, y: shape.y - b, width: tl + b, height: tl + b))
        corner(cr, center: (shape.maxX - tr, shape.y + tr), radius: tr, blur: b,
               square: Rect(x: shape.maxX - tr, y: shape.y - b, width: tr + b, height: tr + b))
        corner(cr, center: (shape.x + bl, shape.maxY - bl), radius: bl, blur: b,
               square: Rect(x: shape.x - b, y: shape.maxY - bl, width: bl + b, height: bl + b))
        corner(cr, center: (shape.maxX - br, shape.maxY - br), radius: br, blur: b,
               square: Rect(x: shape.maxX - br, y: shape.maxY - br, width: br + b, height: br + b))
    }

    /// Inside the edge fades the shadow is solid. Under an opaque box only the strips the offset pushes
    /// out beside it can show, so only those are filled.
    private func paintSolidMiddle(_ pen: Pen, shape: Rect, box: Rect, blur b: Double, coveredByFill: Bool) {
        let inner = Rect(x: shape.x + b, y: shape.y + b, width: shape.width - 2 * b, height: shape.height - 2 * b)
        guard inner.width > 0, inner.height > 0 else { return }
        pen.setColor(color)
        let canvas = pen.canvas
        guard coveredByFill else {
            canvas.rectangle(inner.x, inner.y, inner.width, inner.height)
            canvas.fill()
            return
        }
        let solidTop = max(inner.y, box.maxY)
        if shape.maxY - b > solidTop {
            canvas.rectangle(inner.x, solidTop, inner.width, shape.maxY - b - solidTop)
        }
        let solidBottom = min(inner.maxY, box.y)
        if solidBottom > inner.y {
            canvas.rectangle(inner.x, inner.y, inner.width, solidBottom - inner.y)
        }
        let top = max(inner.y, box.y), bottom = min(inner.maxY, box.maxY)
        if bottom > top {
            if box.x > inner.x { canvas.rectangle(inner.x, top, min(inner.maxX, box.x) - inner.x, bottom - top) }
            if inner.maxX > box.maxX {
                let left = max(inner.x, box.maxX)
                canvas.rectangle(left, top, inner.maxX - left, bottom - top)
            }
        }
        canvas.fill()
    }

    /// `start`…`end` maps the inside…outside of the fade onto the pattern's own 0…1. A fade that starts
    /// before the pattern does (a corner rounder than its blur is wide is the usual case; the other
    /// way round, `start` is negative) is cut at 0 with the alpha it has there.
    private func stops(from start: Double, to end: Double) -> [(offset: Double, color: Color)] {
        let stops = SoftShadow.stops.map { (offset: start + (end - start) * $0.offset, fraction: $0.fraction) }
        func faded(_ fraction: Double) -> Color { Color(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * fraction) }
        guard start < 0 else {
            return [(0, color)] + stops.map { ($0.offset, faded($0.fraction)) }
        }
        var fractionAtZero = stops.last?.fraction ?? 0
        for (before, after) in zip(stops, stops.dropFirst()) where before.offset <= 0 && after.offset > 0 {
            fractionAtZero = before.fraction + (after.fraction - before.fraction) * (0 - before.offset) / (after.offset - before.offset)
        }
        return [(0, faded(fractionAtZero))] + stops.filter { $0.offset > 0 }.map { ($0.offset, faded($0.fraction)) }
    }

    private func edge(_ canvas: any Canvas, rect: Rect, from: (Double, Double), to: (Double, Double)) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.setGradient(Gradient(geometry: .linear(x0: from.0, y0: from.1, x1: to.0, y1: to.1), stops: stops(from: 0, to: 1)))
        canvas.rectangle(rect.x, rect.y, rect.width, rect.height)
        canvas.fill()
    }

    private func corner(_ canvas: any Canvas, center: (Double, Double), radius: Double, blur: Double, square: Rect) {
        let outer = radius + blur
        guard outer > 0 else { return }
        canvas.setGradient(Gradient(geometry: .radial(cx: center.0, cy: center.1, r0: 0, r1: outer), stops: stops(from: (radius - blur) / outer, to: 1)))
        canvas.rectangle(square.x, square.y, square.width, square.height)
        canvas.fill()
    }
}
