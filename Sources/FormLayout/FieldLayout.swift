import BoxTree
import FormModel
import FormSupport

/// Lays out one field unit (the field seed's sizes): a bordered box, 43.5 pt for one line, holding a
/// small title line (label, required asterisk, character counter) over the value or placeholder; under
/// it an open picker or date panel (226 pt) and an error line (19.5 pt). Single-line kinds keep one
/// value line, ending in an ellipsis; a textarea grows by a line height per line. Toggles and
/// checkboxes are one row: the label and the control. SixLayer's number and image/document fields have
/// their controls in `FieldLayout+SixLayer`, and its caption goes under the unit.
struct FieldLayout {
    let theme: Theme
    let measurer: TextMeasuring
    var locale: String = FormDocument.defaultLocale

    var styles: FormStyles { FormStyles(theme: theme) }

    func layout(_ field: Field, width: Double) -> LayoutBox {
        let facts = FieldFacts(isReadOnly: !field.isEditable, isActive: field.state.isActive, hasError: field.state.error != nil,
                               isOpen: field.state.isOpen && (field.kind == .picker || field.kind == .date))
        var box: LayoutBox
        switch field.kind {
        case .toggle, .checkbox: box = switchRow(field, width: width)
        default: box = entryBox(field, width: width, facts: facts)
        }
        box.style = styles.fieldBox(facts)

        var children = [box]
        var height = box.frame.height
        if facts.isOpen {
            let panels = PanelLayout(theme: theme, measurer: measurer, words: InterfaceWords.of(locale: locale))
            var panel = field.kind == .picker
                ? panels.pickerPanel(field, width: width, top: height)
                : panels.datePanel(field, width: width, top: height, locale: locale)
            panel.style = styles.panel(height: panel.frame.height, hasError: facts.hasError)
            children.append(panel)
            height += panel.frame.height
        }
        if let message = field.state.error {
            let lineHeight = theme.font(.error).lineHeight
            children.append(LayoutBox(role: .error, id: field.id, frame: Rect(x: 0, y: height, width: width, height: lineHeight),
                                      textRun: styles.run(ShownText.prepare(message), .error, color: styles.colors.error,
                                                          wrapping: .singleLine)))
            height += lineHeight
        }
        if let caption = field.caption, !caption.isEmpty {
            // SixLayer's caption under the field ("Optional • Has default"), in the secondary colour.
            height += theme.captionGap
            let text = ShownText.prepare(caption)
            let font = theme.font(.caption)
            let lines = measurer.measure(text, font: font, maxWidth: width, wrapping: .wrap).lineCount
            children.append(LayoutBox(role: .caption, id: field.id, text: text,
                                      frame: Rect(x: 0, y: height, width: width, height: Double(max(1, lines)) * font.lineHeight),
                                      textRun: styles.run(text, .caption, color: styles.colors.secondaryText)))
            height += Double(max(1, lines)) * font.lineHeight
        }
        return LayoutBox(role: .field, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height),
                         notes: facts.notes(kind: field.kind), children: children)
    }

    /// The bordered box of an entry, textarea, picker or date field.
    private func entryBox(_ field: Field, width: Double, facts: FieldFacts) -> LayoutBox {
        let padX = theme.fieldPaddingX
        let innerWidth = max(1, width - 2 * padX)
        let valueFont = theme.font(.fieldValue)
        var children: [LayoutBox] = []

        // A trailing control (centred on the box) keeps its column clear on every line.
        let hasControl = field.kind == .picker || field.kind == .date
        let controlSpace = hasControl ? theme.trailingControlWidth + theme.counterGap : 0
        let titleWidth = max(1, innerWidth - controlSpace)
        // A number's Stepper shares the value's row only: the title keeps the whole line above it.
        let hasStepper = field.kind == .stepper
        let stepperWidth = hasStepper ? min(theme.stepperWidth, innerWidth / 2) : 0
        let valueWidth = hasStepper ? max(1, innerWidth - stepperWidth - theme.counterGap) : titleWidth
        let valueRow = hasStepper ? max(valueFont.lineHeight, theme.stepperHeight) : valueFont.lineHeight

        // Title line: the counter takes the trailing end, the label wraps in what is left.
        var labelWidth = titleWidth
        if let counterText = counterText(field) {
            let counterFont = theme.font(.counter)
            let measured = measurer.measure(counterText, font: counterFont, maxWidth: titleWidth, wrapping: .singleLine)
            let counterWidth = min(measured.width, titleWidth)
            children.append(LayoutBox(role: .counter, id: field.id,
                                      frame: Rect(x: padX + titleWidth - counterWidth, y: theme.fieldPaddingTop,
                                                  width: counterWidth, height: counterFont.lineHeight),
                                      textRun: styles.run(counterText, .counter, color: isOverLimit(field) ? styles.colors.error : styles.colors.secondaryText,
                                                          wrapping: .singleLine)))
            labelWidth = max(1, titleWidth - counterWidth - theme.counterGap)
        }
        let label = labelBox(field, style: .fieldTitle, x: padX, y: theme.fieldPaddingTop, width: labelWidth)
        children.insert(label, at: 0)

        if field.kind.isAttachment {
            return attachmentBox(field, width: width, label: label, children: children)
        }

        // Value line(s).
        let shown = shownValue(field)
        var valueLines = 1
        if field.kind.isMultiline, let text = shown.text, !text.isEmpty {
            valueLines = max(1, measurer.measure(text, font: valueFont, maxWidth: titleWidth, wrapping: .wrap).lineCount)
        }
        let valueY = label.frame.maxY + (valueRow - valueFont.lineHeight) / 2
        let valueColor = shown.isPlaceholder ? styles.colors.placeholder : !field.isEditable ? styles.colors.secondaryText : styles.colors.text
        children.append(LayoutBox(role: .input, id: field.id, text: shown.text,
                                  frame: Rect(x: padX, y: valueY, width: valueWidth, height: Double(valueLines) * valueFont.lineHeight),
                                  textRun: shown.text.map {
                                      var run = styles.run($0, .fieldValue, color: valueColor, wrapping: field.kind.isMultiline ? .wrap : .singleLine)
                                      run.isLeftToRight = field.kind.isLeftToRightValue
                                      return run
                                  },
                                  notes: shown.isPlaceholder ? [BoxNote("placeholder")] : []))
        let height = label.frame.maxY + Double(valueLines - 1) * valueFont.lineHeight + valueRow + theme.fieldPaddingBottom

        if field.kind.isMultiline {
            // A textarea is told from a one-line field by its resize mark, inside the padding.
            let size = theme.resizeGripSize, inset = theme.fieldBorderWidth + 2
            children.append(LayoutBox(role: .resizeGrip, id: field.id,
                                      frame: Rect(x: width - inset - size, y: height - inset - size, width: size, height: size),
                                      glyph: GlyphRun(.resizeGrip, color: styles.colors.control)))
        }
        if hasStepper {
            children.append(stepper(field, boxWidth: width, rowTop: label.frame.maxY, rowHeight: valueRow, width: stepperWidth))
        }
        if hasControl {
            let size = theme.trailingControlWidth
            children.append(LayoutBox(role: .control, id: field.id,
                                      frame: Rect(x: width - padX - size, y: (height - size) / 2, width: size, height: size),
                                      glyph: styles.trailingControl(field.kind, isOpen: field.state.isOpen)))
        }
        return LayoutBox(role: .box, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height), children: children)
    }

    /// A toggle (label, switch at the trailing end) or a checkbox (box, then label) in one row as tall
    /// as an entry's box.
    private func switchRow(_ field: Field, width: Double) -> LayoutBox {
        let padX = theme.fieldPaddingX
        let unitHeight = theme.fieldPaddingTop + theme.font(.fieldTitle).lineHeight + theme.font(.fieldValue).lineHeight
            + theme.fieldPaddingBottom
        let isToggle = field.kind == .toggle
        let controlSize = isToggle ? (width: 36.0, height: 22.0) : (width: 20.0, height: 20.0)
        let labelX = isToggle ? padX : padX + controlSize.width + 10
        let labelWidth = max(1, width - padX - labelX - (isToggle ? controlSize.width + theme.counterGap : 0))
        var label = labelBox(field, style: .fieldValue, x: labelX, y: 0, width: labelWidth)
        let height = max(unitHeight, label.frame.height + theme.fieldPaddingTop + theme.fieldPaddingBottom)
        label.frame.y = (height - label.frame.height) / 2

        let controlX = isToggle ? width - padX - controlSize.width : padX
        let (controlStyle, controlGlyph) = styles.switchControl(field.kind, isOn: field.isOn, height: controlSize.height)
        let control = LayoutBox(role: .control, id: field.id, text: field.isOn ? "on" : "off",
                                frame: Rect(x: controlX, y: (height - controlSize.height) / 2,
                                            width: controlSize.width, height: controlSize.height),
                                style: controlStyle, glyph: controlGlyph)
        return LayoutBox(role: .box, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height),
                         children: [label, control])
    }

    private func labelBox(_ field: Field, style: TextStyle, x: Double, y: Double, width: Double) -> LayoutBox {
        let text = ShownText.prepare(field.label)
        let run = styles.label(text, style, isRequired: field.isRequired)
        var label = LayoutBox(role: .label, id: field.id, text: text, frame: .zero, textRun: run,
                              notes: field.isRequired ? [BoxNote("required")] : [])
        let font = theme.font(style)
        let lines = measurer.measure(run.string, font: font, maxWidth: width, wrapping: .wrap).lineCount
        label.frame = Rect(x: x, y: y, width: width, height: Double(max(1, lines)) * font.lineHeight)
        return label
    }

    /// `n/limit`, or `n` without a limit, when the field has a counter.
    /// More characters than the counter's limit: the counter says so in the error colour.
    func isOverLimit(_ field: Field) -> Bool {
        guard let limit = field.counter?.limit else { return false }
        return (field.value?.count ?? 0) > limit
    }

    func counterText(_ field: Field) -> String? {
        guard let counter = field.counter else { return nil }
        // Characters as a person counts them: a flag, a family or a skin-toned emoji is one.
        let count = LocaleDigits.format(field.value?.count ?? 0, locale: locale)
        // SixLayer's counter overlay writes the count alone; the refined layout adds the limit.
        if let limit = counter.limit, theme.layoutMode == .refined { return "\(count)/\(LocaleDigits.format(limit, locale: locale))" }
        return count
    }

    /// Text beyond this is cut with an ellipsis: an 8 MB value must not cost minutes of shaping for a
    /// picture no one can read.
    func shownValue(_ field: Field) -> (text: String?, isPlaceholder: Bool) {
        if let value = field.value, !value.isEmpty {
            switch field.kind {
            case .password: return (String(repeating: "•", count: min(value.count, 64)), false)
            case .date: return (DateText.display(value, locale: locale), false)
            default: return (ShownText.prepare(value), false)
            }
        }
        if field.kind == .picker, field.selectsFirstOption, let first = field.options.first { return (ShownText.prepare(first), false) }
        // SixLayer's number field shows 0 until a number is typed (a printed form leaves it blank).
        if field.kind == .stepper { return ("0", false) }
        if let placeholder = field.placeholder, !placeholder.isEmpty { return (ShownText.prepare(placeholder), true) }
        // An empty picker or date says what it wants rather than showing an empty box.
        switch field.kind {
        case .picker: return (InterfaceWords.of(locale: locale).choose, true)
        case .date: return (InterfaceWords.of(locale: locale).selectDate, true)
        default: return (nil, false)
        }
    }

}
