import CCairoPango
import FormLayout
import FormModel

/// Paints a layout tree with Cairo, box by box, by role. Works on any Cairo context (image or PDF);
/// the caller sets the scale.
struct FormPainter {
    let cr: OpaquePointer
    let text: PangoText
    let theme: Theme

    private var pen: CairoPen { CairoPen(cr: cr) }
    private var colors: Theme.Colors { theme.colors }

    func paint(_ tree: LayoutTree) {
        pen.setColor(colors.pageBackground)
        cairo_rectangle(cr, 0, 0, tree.width, tree.height)
        cairo_fill(cr)
        paint(tree.root)
    }

    private func paint(_ box: LayoutBox) {
        switch box.role {
        case .form, .sectionHeader, .field:
            break
        case .section:
            SoftShadow(color: colors.shadow, offsetY: theme.shadowOffsetY, blur: theme.shadowBlur)
                .paint(pen, under: box.frame, radius: theme.cardRadius)
            pen.fill(box.frame, radius: theme.cardRadius, color: colors.card)
        case .box:
            drawFieldBox(box)
        case .panel:
            drawPanel(box)
        case .title, .sectionTitle, .calendarMonth:
            drawText(box, color: colors.text)
        case .sectionDescription, .counter, .weekday:
            drawText(box, color: colors.secondaryText)
        case .label:
            drawText(box, color: box.attributes.textStyle == .fieldTitle ? colors.secondaryText : colors.text,
                     asteriskColor: box.attributes.isRequired ? colors.error : nil)
        case .input:
            let color = box.attributes.isPlaceholder ? colors.placeholder
                : box.attributes.isReadOnly ? colors.secondaryText : colors.text
            drawText(box, color: color)
        case .error:
            drawText(box, color: colors.error)
        case .option:
            drawOption(box)
        case .day:
            drawDay(box)
        case .button:
            drawText(box, color: colors.accent)
        case .chevron:
            drawDisclosure(box.frame, collapsed: box.attributes.isCollapsed)
        case .control:
            drawControl(box)
        }
        for child in box.children { paint(child) }
    }

    /// The bordered box of a field: grey normally, the accent 2 pt when active, the error colour in
    /// error; square at the bottom when a panel hangs under it.
    private func drawFieldBox(_ box: LayoutBox) {
        let a = box.attributes
        let r = theme.fieldRadius
        let radii = a.isOpen ? CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) : CornerRadii(all: r)
        pen.fill(box.frame, radii: radii, color: a.isReadOnly ? colors.readOnlyFill : colors.card)
        let (color, width) = borderStyle(a)
        pen.stroke(box.frame, radii: radii, width: width, color: color)
    }

    private func borderStyle(_ attributes: BoxAttributes) -> (Color, Double) {
        let width = attributes.isActive && !attributes.isOpen ? theme.activeBorderWidth : theme.fieldBorderWidth
        if attributes.hasError { return (colors.error, width) }
        if attributes.isActive && !attributes.isOpen { return (colors.active, width) }
        return (colors.border, width)
    }

    /// An open panel continues the box's outline down (their borders meet in one line), with a
    /// separator above the Clear/Done bar.
    private func drawPanel(_ panel: LayoutBox) {
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

    private func drawOption(_ box: LayoutBox) {
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
    private func drawDay(_ box: LayoutBox) {
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

    /// Draws each line at a fixed pitch (the style's line height), centred in it, so text sits where
    /// layout put it regardless of the font's own line gap.
    private func drawText(_ box: LayoutBox, color: Color, asteriskColor: Color? = nil) {
        guard let string = box.displayedText, !string.isEmpty, let style = box.attributes.textStyle else { return }
        let font = theme.font(style)
        let (ascent, descent) = text.verticalMetrics(for: font)
        var highlight: (range: Range<Int>, color: Color)?
        if let asteriskColor, let plain = box.text {
            let start = plain.utf8.count + 1
            highlight = (start..<string.utf8.count, asteriskColor)
        }
        pen.setColor(color)
        text.withLayout(string, font: font, maxWidth: box.frame.width, wrapping: box.attributes.wrapping, highlight: highlight) { layout in
            let count = pango_layout_get_line_count(layout)
            let baselineOffset = (font.lineHeight - (ascent + descent)) / 2 + ascent
            let alignment: Double
            switch box.attributes.alignment {
            case .leading: alignment = 0
            case .center: alignment = 0.5
            case .trailing: alignment = 1
            }
            for index in 0..<count {
                guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
                var x = box.frame.x
                if alignment > 0 {
                    var ink = PangoRectangle(), logical = PangoRectangle()
                    pango_layout_line_get_extents(line, &ink, &logical)
                    x += max(0, box.frame.width - Double(logical.width) / Double(PANGO_SCALE)) * alignment
                }
                cairo_move_to(cr, x, box.frame.y + Double(index) * font.lineHeight + baselineOffset)
                pango_cairo_show_layout_line(cr, line)
            }
        }
    }

    private func drawDisclosure(_ frame: Rect, collapsed: Bool) {
        let inset = frame.width * 0.2
        let f = Rect(x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset, height: frame.height - 2 * inset)
        if collapsed {
            pen.polygon([(f.x + f.width * 0.2, f.y), (f.maxX - f.width * 0.1, f.y + f.height / 2), (f.x + f.width * 0.2, f.maxY)],
                        color: colors.control)
        } else {
            pen.polygon([(f.x, f.y + f.height * 0.2), (f.maxX, f.y + f.height * 0.2), (f.x + f.width / 2, f.maxY - f.height * 0.1)],
                        color: colors.control)
        }
    }

    private func drawControl(_ box: LayoutBox) {
        let f = box.frame
        switch box.attributes.fieldKind {
        case .picker:
            let icon = Rect(x: f.x + f.width / 2 - 6, y: f.y + f.height / 2 - 6, width: 12, height: 12)
            if box.attributes.isOpen {
                let i = Rect(x: icon.x + 2.4, y: icon.y + 2.4, width: 7.2, height: 7.2)
                pen.polygon([(i.x, i.maxY - i.height * 0.2), (i.maxX, i.maxY - i.height * 0.2), (i.x + i.width / 2, i.y + i.height * 0.1)],
                            color: colors.control)
            } else {
                drawDisclosure(icon, collapsed: false)
            }
        case .date:
            // A small calendar: a rounded outline with a header bar.
            let icon = Rect(x: f.x + 3, y: f.y + 3, width: f.width - 6, height: f.height - 6)
            let color = box.attributes.isOpen ? colors.accent : colors.control
            pen.stroke(icon, radius: 2.5, width: 1.5, color: color)
            pen.fill(Rect(x: icon.x, y: icon.y, width: icon.width, height: icon.height * 0.3), radius: 2.5, color: color)
        case .toggle:
            let on = box.attributes.isOn
            pen.fill(f, radius: f.height / 2, color: on ? colors.toggleOn : colors.toggleOff)
            let knob = f.height - 4
            let knobX = on ? f.maxX - knob - 2 : f.x + 2
            pen.fill(Rect(x: knobX, y: f.y + 2, width: knob, height: knob), radius: knob / 2, color: colors.card)
        case .checkbox:
            if box.attributes.isOn {
                pen.fill(f, radius: 4, color: colors.accent)
                pen.setColor(colors.card)
                cairo_set_line_width(cr, 2)
                cairo_move_to(cr, f.x + f.width * 0.25, f.y + f.height * 0.52)
                cairo_line_to(cr, f.x + f.width * 0.43, f.y + f.height * 0.7)
                cairo_line_to(cr, f.x + f.width * 0.76, f.y + f.height * 0.32)
                cairo_stroke(cr)
            } else {
                pen.fill(f, radius: 4, color: colors.card)
                pen.stroke(f, radius: 4, width: 1.5, color: colors.border)
            }
        default:
            break
        }
    }
}
