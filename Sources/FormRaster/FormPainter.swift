import CCairoPango
import FormLayout
import FormModel

/// Paints a layout tree with Cairo, box by box, by role. Works on any Cairo context (image or PDF);
/// the caller sets the scale.
struct FormPainter {
    let cr: OpaquePointer
    let text: PangoText
    let theme: Theme

    var pen: CairoPen { CairoPen(cr: cr) }
    var colors: Theme.Colors { theme.colors }

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

    /// Draws each line at a fixed pitch (the style's line height), centred in it, so text sits where
    /// layout put it regardless of the font's own line gap.
    func drawText(_ box: LayoutBox, color: Color, asteriskColor: Color? = nil) {
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
}
