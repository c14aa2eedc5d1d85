import BoxTree

/// Small drawing helpers over a canvas, in points.
struct Pen {
    let canvas: any Canvas

    func setColor(_ color: Color) {
        canvas.setColor(color)
    }

    /// A plain rectangle when no corner is rounded, so square boxes take the rectangle path.
    func shapePath(_ rect: Rect, radii: CornerRadii) {
        if radii.isZero {
            canvas.rectangle(rect.x, rect.y, rect.width, rect.height)
        } else {
            roundedRect(rect, radii: radii)
        }
    }

    func roundedRect(_ rect: Rect, radii: CornerRadii) {
        let limit = min(rect.width / 2, rect.height / 2)
        let tl = min(radii.topLeft, limit), tr = min(radii.topRight, limit)
        let br = min(radii.bottomRight, limit), bl = min(radii.bottomLeft, limit)
        canvas.newSubPath()
        canvas.arc(rect.maxX - tr, rect.y + tr, radius: tr, from: -Double.pi / 2, to: 0)
        canvas.arc(rect.maxX - br, rect.maxY - br, radius: br, from: 0, to: Double.pi / 2)
        canvas.arc(rect.x + bl, rect.maxY - bl, radius: bl, from: Double.pi / 2, to: Double.pi)
        canvas.arc(rect.x + tl, rect.y + tl, radius: tl, from: Double.pi, to: 3 * Double.pi / 2)
        canvas.closePath()
    }

    func circle(center: (Double, Double), radius: Double) {
        canvas.newSubPath()
        canvas.arc(center.0, center.1, radius: radius, from: 0, to: 2 * Double.pi)
    }

    func fill(_ rect: Rect, radius: Double, color: Color) {
        setColor(color)
        roundedRect(rect, radii: CornerRadii(all: radius))
        canvas.fill()
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
        canvas.setLineWidth(border.width)
        let dashes = border.dash.filter { $0.isFinite && $0 >= 0 }
        guard !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) else {
            canvas.stroke()
            return
        }
        canvas.setDash(dashes)
        canvas.stroke()
        canvas.setDash([])
    }

    func polygon(_ points: [(Double, Double)], color: Color) {
        guard let first = points.first else { return }
        setColor(color)
        canvas.moveTo(first.0, first.1)
        for point in points.dropFirst() { canvas.lineTo(point.0, point.1) }
        canvas.closePath()
        canvas.fill()
    }
}
