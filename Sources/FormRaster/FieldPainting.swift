import CCairoPango
import FormLayout

/// The parts of a field unit: its bordered box in each state, an open panel, option rows and days.
extension FormPainter {
    /// The bordered box of a field: grey normally, the accent 2 pt when active, the error colour in
    /// error; square at the bottom when a panel hangs under it.
    func drawFieldBox(_ box: LayoutBox) {
        let a = box.attributes
        let r = theme.fieldRadius
        let radii = a.isOpen ? CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) : CornerRadii(all: r)
        pen.fill(box.frame, radii: radii, color: a.isReadOnly ? colors.readOnlyFill : colors.card)
        let (color, width) = borderStyle(a)
        pen.stroke(box.frame, radii: radii, width: width, color: color)
    }

    func borderStyle(_ attributes: BoxAttributes) -> (Color, Double) {
        let width = attributes.isActive && !attributes.isOpen ? theme.activeBorderWidth : theme.fieldBorderWidth
        if attributes.hasError { return (colors.error, width) }
        if attributes.isActive && !attributes.isOpen { return (colors.active, width) }
        return (colors.border, width)
    }

    /// An open panel continues the box's outline down (their borders meet in one line), with a
    /// separator above the Clear/Done bar.
    func drawPanel(_ panel: LayoutBox) {
        let r = theme.fieldRadius
        let b = theme.fieldBorderWidth
        let frame = Rect(x: panel.frame.x, y: panel.frame.y - b, width: panel.frame.width, height: panel.frame.height + b)
        let radii = CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r)
        pen.fill(frame, radii: radii, color: colors.card)
        pen.stroke(frame, radii: radii, width: b, color: panel.attributes.hasError ? colors.error : colors.border)
        let barTop = panel.frame.maxY - theme.panelBarHeight
        pen.setColor(colors.border)
        cairo_rectangle(cr, panel.frame.x + b, barTop, panel.frame.width - 2 * b, b)
        cairo_fill(cr)
    }

    func drawOption(_ box: LayoutBox) {
        guard box.attributes.isSelected else {
            drawText(box, color: colors.text)
            return
        }
        drawText(box, color: colors.accent)
        // A check mark after the chosen option's text.
        guard let style = box.attributes.textStyle, let string = box.text else { return }
        let width = text.withLayout(string, font: theme.font(style), maxWidth: box.frame.width, wrapping: .singleLine) { layout in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            return Double(logical.width) / Double(PANGO_SCALE)
        }
        let size = 10.0
        let x = min(box.frame.x + width + 6, box.frame.maxX - size)
        let y = box.frame.y + (box.frame.height - size) / 2
        pen.setColor(colors.accent)
        cairo_set_line_width(cr, 2)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_move_to(cr, x, y + size * 0.55)
        cairo_line_to(cr, x + size * 0.38, y + size * 0.9)
        cairo_line_to(cr, x + size, y + size * 0.15)
        cairo_stroke(cr)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
    }

    /// A day of the open calendar; the chosen one on a filled accent circle.
    func drawDay(_ box: LayoutBox) {
        guard box.attributes.isSelected else {
            drawText(box, color: colors.text)
            return
        }
        let radius = min(11, box.frame.width / 2)
        pen.setColor(colors.accent)
        cairo_new_sub_path(cr)
        cairo_arc(cr, box.frame.x + box.frame.width / 2, box.frame.y + box.frame.height / 2, radius, 0, 2 * Double.pi)
        cairo_fill(cr)
        drawText(box, color: colors.card)
    }
}
