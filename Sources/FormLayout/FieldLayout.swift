import FormModel

/// Lays out one field unit: a bordered box holding a small title line (label, required asterisk,
/// character counter) over the value or placeholder. Single-line kinds keep one value line (ending in an
/// ellipsis when too long), so the unit is exactly 43.5 pt; a textarea grows by a line height per line.
struct FieldLayout {
    let theme: Theme
    let measurer: TextMeasuring

    func layout(_ field: Field, width: Double) -> LayoutBox {
        let padX = theme.fieldPaddingX
        let innerWidth = max(1, width - 2 * padX)
        let titleFont = theme.font(.fieldTitle)
        let valueFont = theme.font(.fieldValue)
        var children: [LayoutBox] = []

        // A trailing control (centred on the whole unit) keeps its column clear on every line.
        let hasControl = [.picker, .date, .toggle, .checkbox].contains(field.kind)
        let controlSpace = hasControl ? theme.trailingControlWidth + theme.counterGap : 0
        let titleWidth = max(1, innerWidth - controlSpace)

        // Title line: the counter takes the trailing end, the label wraps in what is left.
        var labelWidth = titleWidth
        if let counterText = counterText(field) {
            let counterFont = theme.font(.counter)
            let measured = measurer.measure(counterText, font: counterFont, maxWidth: titleWidth, wrapping: .singleLine)
            let counterWidth = min(measured.width, titleWidth)
            var attributes = BoxAttributes()
            attributes.textStyle = .counter
            attributes.wrapping = .singleLine
            children.append(LayoutBox(role: .counter, id: field.id, text: counterText,
                                      frame: Rect(x: padX + titleWidth - counterWidth, y: theme.fieldPaddingTop,
                                                  width: counterWidth, height: counterFont.lineHeight),
                                      attributes: attributes))
            labelWidth = max(1, titleWidth - counterWidth - theme.counterGap)
        }
        var labelAttributes = BoxAttributes()
        labelAttributes.textStyle = .fieldTitle
        labelAttributes.isRequired = field.isRequired
        let labelBox = LayoutBox(role: .label, id: field.id, text: field.label, frame: .zero, attributes: labelAttributes)
        let labelLines = measurer.measure(labelBox.displayedText ?? "", font: titleFont, maxWidth: labelWidth, wrapping: .wrap).lineCount
        var label = labelBox
        label.frame = Rect(x: padX, y: theme.fieldPaddingTop, width: labelWidth,
                           height: Double(max(1, labelLines)) * titleFont.lineHeight)
        children.insert(label, at: 0)

        // Value line(s), leaving room for a trailing control.
        let valueWidth = titleWidth
        let shown = shownValue(field)
        var inputAttributes = BoxAttributes()
        inputAttributes.textStyle = .fieldValue
        inputAttributes.wrapping = field.kind.isMultiline ? .wrap : .singleLine
        inputAttributes.isPlaceholder = shown.isPlaceholder
        inputAttributes.isReadOnly = !field.isEditable
        var valueLines = 1
        if field.kind.isMultiline, let text = shown.text, !text.isEmpty {
            valueLines = max(1, measurer.measure(text, font: valueFont, maxWidth: valueWidth, wrapping: .wrap).lineCount)
        }
        let valueY = label.frame.maxY
        children.append(LayoutBox(role: .input, id: field.id, text: shown.text,
                                  frame: Rect(x: padX, y: valueY, width: valueWidth, height: Double(valueLines) * valueFont.lineHeight),
                                  attributes: inputAttributes))
        let height = valueY + Double(valueLines) * valueFont.lineHeight + theme.fieldPaddingBottom

        if hasControl {
            var controlAttributes = BoxAttributes()
            controlAttributes.fieldKind = field.kind
            controlAttributes.isOn = isOn(field)
            let size = theme.trailingControlWidth
            let controlHeight = field.kind == .toggle ? size * 0.6 : size
            children.append(LayoutBox(role: .control, id: field.id,
                                      frame: Rect(x: width - padX - size, y: (height - controlHeight) / 2,
                                                  width: size, height: controlHeight),
                                      attributes: controlAttributes))
        }

        var attributes = BoxAttributes()
        attributes.fieldKind = field.kind
        attributes.isReadOnly = !field.isEditable
        return LayoutBox(role: .field, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height),
                         attributes: attributes, children: children)
    }

    /// `n/max`, or `n` without a max, when the hints ask for a counter.
    func counterText(_ field: Field) -> String? {
        guard field.hints.showCharacterCounter else { return nil }
        let count = field.value?.count ?? 0
        if let max = field.hints.maxLength { return "\(count)/\(max)" }
        return "\(count)"
    }

    func shownValue(_ field: Field) -> (text: String?, isPlaceholder: Bool) {
        if field.kind == .toggle || field.kind == .checkbox {
            return (isOn(field) ? "On" : "Off", false)
        }
        if let value = field.value, !value.isEmpty {
            if field.kind == .password { return (String(repeating: "•", count: min(value.count, 64)), false) }
            return (value, false)
        }
        if let placeholder = field.placeholder, !placeholder.isEmpty { return (placeholder, true) }
        return (nil, false)
    }

    func isOn(_ field: Field) -> Bool {
        guard let value = field.value?.lowercased() else { return false }
        return ["true", "yes", "on", "1"].contains(value)
    }
}

extension Rect {
    static let zero = Rect(x: 0, y: 0, width: 0, height: 0)
}
