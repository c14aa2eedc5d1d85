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
        case .form, .sectionHeader:
            break
        case .section:
            SoftShadow(color: colors.shadow, offsetY: theme.shadowOffsetY, blur: theme.shadowBlur)
                .paint(pen, under: box.frame, radius: theme.cardRadius)
            pen.fill(box.frame, radius: theme.cardRadius, color: colors.card)
        case .field:
            pen.fill(box.frame, radius: theme.fieldRadius, color: box.attributes.isReadOnly ? colors.readOnlyFill : colors.card)
            pen.stroke(box.frame, radius: theme.fieldRadius, width: theme.fieldBorderWidth, color: colors.border)
        case .title, .sectionTitle:
            drawText(box, color: colors.text)
        case .sectionDescription, .counter:
            drawText(box, color: colors.secondaryText)
        case .label:
            drawText(box, color: colors.secondaryText, asteriskColor: box.attributes.isRequired ? colors.error : nil)
        case .input:
            let color = box.attributes.isPlaceholder ? colors.placeholder
                : box.attributes.isReadOnly ? colors.secondaryText : colors.text
            drawText(box, color: color)
        case .chevron:
            drawDisclosure(box.frame, collapsed: box.attributes.isCollapsed)
        case .control:
            drawControl(box)
        }
        for child in box.children { paint(child) }
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
            for index in 0..<count {
                guard let line = pango_layout_get_line_readonly(layout, index) else { continue }
                cairo_move_to(cr, box.frame.x, box.frame.y + Double(index) * font.lineHeight + baselineOffset)
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
            drawDisclosure(Rect(x: f.x + f.width / 2 - 6, y: f.y + f.height / 2 - 6, width: 12, height: 12), collapsed: false)
        case .date:
            // A small calendar: a rounded outline with a header bar.
            let icon = Rect(x: f.x + 3, y: f.y + 3, width: f.width - 6, height: f.height - 6)
            pen.stroke(icon, radius: 2.5, width: 1.5, color: colors.control)
            pen.fill(Rect(x: icon.x, y: icon.y, width: icon.width, height: icon.height * 0.3), radius: 2.5, color: colors.control)
        case .toggle:
            let on = box.attributes.isOn
            pen.fill(f, radius: f.height / 2, color: on ? colors.toggleOn : colors.toggleOff)
            let knob = f.height - 3
            let knobX = on ? f.maxX - knob - 1.5 : f.x + 1.5
            pen.fill(Rect(x: knobX, y: f.y + 1.5, width: knob, height: knob), radius: knob / 2, color: colors.card)
        case .checkbox:
            let square = Rect(x: f.x + 1, y: f.y + 1, width: f.width - 2, height: f.height - 2)
            if box.attributes.isOn {
                pen.fill(square, radius: 4, color: colors.accent)
                pen.setColor(colors.card)
                cairo_set_line_width(cr, 2)
                cairo_move_to(cr, square.x + square.width * 0.25, square.y + square.height * 0.52)
                cairo_line_to(cr, square.x + square.width * 0.43, square.y + square.height * 0.7)
                cairo_line_to(cr, square.x + square.width * 0.76, square.y + square.height * 0.32)
                cairo_stroke(cr)
            } else {
                pen.stroke(square, radius: 4, width: 1.5, color: colors.border)
            }
        default:
            break
        }
    }
}
