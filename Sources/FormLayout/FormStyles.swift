import BoxTree
import FormModel
import FormSupport

/// The theme as box styles: every colour, radius, border and shadow a form is painted with is chosen
/// here, from the form's facts (active, in error, open, read-only…). The painter sees only the result.
struct FormStyles {
    let theme: Theme

    var colors: Theme.Colors { theme.colors }

    func run(_ text: String, _ style: TextStyle, color: Color, wrapping: TextWrapping = .wrap,
             alignment: TextAlignment = .leading) -> TextRun {
        TextRun(text, font: theme.font(style), color: color, alignment: alignment, wrapping: wrapping)
    }

    /// A label's run: a required one ends in an asterisk in the error colour.
    func label(_ text: String, _ style: TextStyle, isRequired: Bool) -> TextRun {
        let color = style == .fieldTitle ? colors.secondaryText : colors.text
        let label = run(text, style, color: color)
        return isRequired ? label.requiredMark(color: colors.error) : label
    }

    var page: BoxStyle { BoxStyle(fill: colors.pageBackground) }

    /// A card; a theme whose shadow is fully transparent has none.
    var card: BoxStyle {
        BoxStyle(fill: colors.card, radii: CornerRadii(all: theme.cardRadius),
                 shadow: colors.shadow.alpha > 0 ? Shadow(color: colors.shadow, offsetY: theme.shadowOffsetY, blur: theme.shadowBlur) : nil)
    }

    /// A field's bordered box: grey normally, the active colour and width when active, the error
    /// colour in error; square at the bottom when a panel hangs under it.
    func fieldBox(_ state: FieldFacts) -> BoxStyle {
        let r = theme.fieldRadius
        let highlighted = state.isActive && !state.isOpen
        let width = highlighted ? theme.activeBorderWidth : theme.fieldBorderWidth
        // An open picker or date is being edited: its outline (box and panel, one line) is the accent's.
        let color = state.hasError ? colors.error : highlighted || state.isOpen ? colors.active : colors.border
        return BoxStyle(fill: state.isReadOnly ? colors.readOnlyFill : colors.card, border: Border(color: color, width: width),
                        radii: state.isOpen ? CornerRadii(topLeft: r, topRight: r, bottomRight: 0, bottomLeft: 0) : CornerRadii(all: r))
    }

    /// An open panel continues its field's outline down (their borders meet in one line), with a
    /// separator above the Clear/Done bar.
    func panel(height: Double, hasError: Bool) -> BoxStyle {
        let r = theme.fieldRadius, b = theme.fieldBorderWidth
        let borderColor = hasError ? colors.error : colors.active
        return BoxStyle(fill: colors.card, border: Border(color: borderColor, width: b),
                        radii: CornerRadii(topLeft: 0, topRight: 0, bottomRight: r, bottomLeft: r),
                        decorationOutsets: EdgeInsets(top: b),
                        rules: [Rule(.horizontal, offset: height - theme.panelBarHeight, startInset: b, endInset: b,
                                     thickness: b, color: colors.border)])
    }

    func chevron(collapsed: Bool) -> GlyphRun {
        GlyphRun(collapsed ? .chevronRight : .chevronDown, color: colors.control)
    }

    /// The trailing control of a picker (a chevron, up when open) or a date field (a calendar).
    func trailingControl(_ kind: FieldKind, isOpen: Bool) -> GlyphRun? {
        switch kind {
        case .picker:
            // A 12 pt chevron centred in the control.
            return GlyphRun(isOpen ? .chevronUp : .chevronDown, color: colors.control, inset: (theme.trailingControlWidth - 12) / 2)
        case .date:
            return GlyphRun(.calendar, color: isOpen ? colors.accent : colors.control, inset: 3)
        default:
            return nil
        }
    }

    /// A toggle's track and knob, or a checkbox, on or off.
    func switchControl(_ kind: FieldKind, isOn: Bool, height: Double) -> (BoxStyle, GlyphRun?) {
        if kind == .toggle {
            return (BoxStyle(fill: isOn ? colors.toggleOn : colors.toggleOff, radii: CornerRadii(all: height / 2)),
                    GlyphRun(isOn ? .toggleKnobOn : .toggleKnobOff, color: colors.card))
        }
        if isOn { return (BoxStyle(fill: colors.accent, radii: CornerRadii(all: 4)), GlyphRun(.checkMark, color: colors.card)) }
        return (BoxStyle(fill: colors.card, border: Border(color: colors.border, width: 1.5), radii: CornerRadii(all: 4)), nil)
    }

    /// A picker's option row; the chosen one in the accent colour with a check mark after it.
    func option(_ text: String, isSelected: Bool) -> TextRun {
        run(text, isSelected ? .selectedOption : .option, color: isSelected ? colors.accent : colors.text, wrapping: .singleLine)
    }

    /// The chosen option's check, at the row's trailing edge.
    func optionCheck() -> GlyphRun {
        GlyphRun(.roundCheckMark, color: colors.accent, inset: 1)
    }

    /// A day of an open calendar in `font`; the chosen one on a filled accent circle.
    func day(_ text: String, isSelected: Bool, font: FontSpec, radius: Double) -> (BoxStyle, TextRun) {
        var day = run(text, .calendarDay, color: isSelected ? colors.card : colors.text, wrapping: .singleLine, alignment: .center)
        day.font = font
        guard isSelected else { return (.none, day) }
        return (BoxStyle(fill: colors.accent, shape: .circle(radius: radius)), day)
    }
}

/// The facts about a field that decide how its box looks.
struct FieldFacts {
    var isReadOnly = false
    var isActive = false
    var hasError = false
    var isOpen = false

    /// Notes in the layout dump, in its fixed order.
    func notes(kind: FieldKind) -> [BoxNote] {
        var notes = [BoxNote("kind", .text(kind.rawValue))]
        if isReadOnly { notes.append(BoxNote("readOnly")) }
        if isActive { notes.append(BoxNote("active")) }
        if hasError { notes.append(BoxNote("error")) }
        if isOpen { notes.append(BoxNote("open")) }
        return notes
    }
}
