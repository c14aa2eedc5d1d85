import BoxTree

/// Draws the vector glyphs: chevrons, the calendar, check marks, toggle knobs.
struct GlyphPainter {
    let pen: Pen

    func draw(_ run: GlyphRun, in frame: Rect) {
        let inset = run.inset
        draw(run.glyph, in: Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset),
             color: run.color, mirrored: run.isMirrored)
    }

    func draw(_ glyph: Glyph, in rect: Rect, color: Color, mirrored: Bool = false) {
        guard rect.width > 0, rect.height > 0 else { return }
        let canvas = pen.canvas
        switch glyph {
        case .chevronRight, .chevronDown, .chevronUp:
            chevron(glyph, in: rect, color: color, pointingLeft: mirrored && glyph == .chevronRight)
        case .calendar:
            // A rounded outline with a header bar.
            pen.setColor(color)
            pen.roundedRect(Rect(x: rect.x + 0.75, y: rect.y + 0.75, width: rect.width - 1.5, height: rect.height - 1.5),
                            radii: CornerRadii(all: 2.5).inset(by: 0.75))
            canvas.setLineWidth(1.5)
            canvas.stroke()
            pen.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: rect.height * 0.3), radius: 2.5, color: color)
        case .checkMark:
            pen.setColor(color)
            canvas.setLineWidth(2)
            canvas.moveTo(rect.x + rect.width * 0.25, rect.y + rect.height * 0.52)
            canvas.lineTo(rect.x + rect.width * 0.43, rect.y + rect.height * 0.7)
            canvas.lineTo(rect.x + rect.width * 0.76, rect.y + rect.height * 0.32)
            canvas.stroke()
        case .roundCheckMark:
            pen.setColor(color)
            canvas.setLineWidth(2)
            canvas.setLineCap(.round)
            canvas.setLineJoin(.round)
            canvas.moveTo(rect.x, rect.y + rect.height * 0.55)
            canvas.lineTo(rect.x + rect.width * 0.38, rect.y + rect.height * 0.9)
            canvas.lineTo(rect.x + rect.width, rect.y + rect.height * 0.15)
            canvas.stroke()
            canvas.setLineCap(.butt)
            canvas.setLineJoin(.miter)
        case .toggleKnobOff, .toggleKnobOn:
            let knob = rect.height - 4
            guard knob > 0 else { return }
            // On is at the trailing end: the right, or the left when mirrored.
            let x = (glyph == .toggleKnobOn) != mirrored ? rect.maxX - knob - 2 : rect.x + 2
            pen.fill(Rect(x: x, y: rect.y + 2, width: knob, height: knob), radius: knob / 2, color: color)
        case .picture:
            picture(in: rect, color: color)
        case .resizeGrip:
            // Two strokes parallel to the corner's diagonal, the longer one outside.
            pen.setColor(color)
            canvas.setLineWidth(1)
            canvas.setLineCap(.round)
            for share in [1.0, 0.5] {
                let (startX, endX) = mirrored ? (rect.x + rect.width * share, rect.x) : (rect.maxX - rect.width * share, rect.maxX)
                canvas.moveTo(startX, rect.maxY)
                canvas.lineTo(endX, rect.maxY - rect.height * share)
            }
            canvas.stroke()
            canvas.setLineCap(.butt)
        }
    }

    /// A rounded frame, a sun in its upper right and two hills along its foot.
    private func picture(in rect: Rect, color: Color) {
        let canvas = pen.canvas
        let side = min(rect.width, rect.height)
        let f = Rect(x: rect.x + (rect.width - side) / 2, y: rect.y + (rect.height - side) / 2 + side * 0.1, width: side, height: side * 0.8)
        let line = max(1, side / 16)
        pen.setColor(color)
        pen.roundedRect(Rect(x: f.x + line / 2, y: f.y + line / 2, width: f.width - line, height: f.height - line),
                        radii: CornerRadii(all: side / 10))
        canvas.setLineWidth(line)
        canvas.stroke()
        pen.circle(center: (f.x + f.width * 0.7, f.y + f.height * 0.32), radius: side * 0.09)
        canvas.fill()
        pen.polygon([(f.x + line, f.maxY - line), (f.x + f.width * 0.36, f.y + f.height * 0.45), (f.x + f.width * 0.62, f.maxY - line)], color: color)
        pen.polygon([(f.x + f.width * 0.48, f.maxY - line), (f.x + f.width * 0.7, f.y + f.height * 0.6), (f.maxX - line, f.maxY - line)], color: color)
    }

    /// A filled triangle in the rectangle less a fifth on each side.
    private func chevron(_ glyph: Glyph, in rect: Rect, color: Color, pointingLeft: Bool) {
        let inset = rect.width * 0.2
        let f = Rect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
        switch glyph {
        case .chevronRight where pointingLeft:
            pen.polygon([(f.maxX - f.width * 0.2, f.y), (f.x + f.width * 0.1, f.y + f.height / 2), (f.maxX - f.width * 0.2, f.maxY)],
                        color: color)
        case .chevronRight:
            pen.polygon([(f.x + f.width * 0.2, f.y), (f.maxX - f.width * 0.1, f.y + f.height / 2), (f.x + f.width * 0.2, f.maxY)],
                        color: color)
        case .chevronUp:
            pen.polygon([(f.x, f.maxY - f.height * 0.2), (f.maxX, f.maxY - f.height * 0.2), (f.x + f.width / 2, f.y + f.height * 0.1)],
                        color: color)
        default:
            pen.polygon([(f.x, f.y + f.height * 0.2), (f.maxX, f.y + f.height * 0.2), (f.x + f.width / 2, f.maxY - f.height * 0.1)],
                        color: color)
        }
    }
}
