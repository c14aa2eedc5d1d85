import CCairoPango
import FormLayout

/// Small drawn controls: disclosure chevrons, the picker chevron, the date icon, toggles, checkboxes.
extension FormPainter {
    func drawDisclosure(_ frame: Rect, collapsed: Bool) {
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

    func drawControl(_ box: LayoutBox) {
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
