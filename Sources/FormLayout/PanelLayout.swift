import FormModel

/// The panels an open picker or date field shows under its box, always the seed's 226 pt: option rows
/// (or a month calendar) above a bar with Clear (when the field is clearable) and Done.
struct PanelLayout {
    let theme: Theme
    let measurer: TextMeasuring

    private static let topInset = 4.0

    func pickerPanel(_ field: Field, width: Double, top: Double) -> LayoutBox {
        let height = theme.panelHeight
        let rowsHeight = height - theme.panelBarHeight - 2 * PanelLayout.topInset
        let rowHeight = (rowsHeight / Double(max(1, theme.visibleOptions))).rounded(.down)
        let font = theme.font(.option)
        let selected = field.value.flatMap { field.options.firstIndex(of: $0) }
        // Show a window of options around the selected one when they do not all fit.
        let visible = max(1, theme.visibleOptions)
        var first = 0
        if let selected, field.options.count > visible {
            first = min(max(0, selected - visible / 2), field.options.count - visible)
        }
        var children: [LayoutBox] = []
        let padX = theme.fieldPaddingX
        for (row, index) in (first..<min(field.options.count, first + visible)).enumerated() {
            var attributes = BoxAttributes()
            let isSelected = index == selected
            attributes.textStyle = isSelected ? .selectedOption : .option
            attributes.wrapping = .singleLine
            attributes.isSelected = isSelected
            let rowTop = top + PanelLayout.topInset + Double(row) * rowHeight
            children.append(LayoutBox(role: .option, id: field.id, text: field.options[index],
                                      frame: Rect(x: padX, y: rowTop + (rowHeight - font.lineHeight) / 2,
                                                  width: max(1, width - 2 * padX), height: font.lineHeight),
                                      attributes: attributes))
        }
        children += buttons(field, width: width, panelBottom: top + height)
        return LayoutBox(role: .panel, id: field.id, frame: Rect(x: 0, y: top, width: width, height: height), children: children)
    }

    func datePanel(_ field: Field, width: Double, top: Double, locale: String) -> LayoutBox {
        let height = theme.panelHeight
        let padX = theme.fieldPaddingX
        let selected = field.value.flatMap(DateText.parse)
        let shown = selected ?? DateText.fallbackMonth
        var children: [LayoutBox] = []

        let monthFont = theme.font(.calendarMonth)
        var monthAttributes = BoxAttributes()
        monthAttributes.textStyle = .calendarMonth
        monthAttributes.wrapping = .singleLine
        var y = top + PanelLayout.topInset
        let monthRow = 28.0
        children.append(LayoutBox(role: .calendarMonth, id: field.id, text: DateText.monthTitle(shown, locale: locale),
                                  frame: Rect(x: padX, y: y + (monthRow - monthFont.lineHeight) / 2, width: max(1, width - 2 * padX),
                                              height: monthFont.lineHeight),
                                  attributes: monthAttributes))
        y += monthRow

        let cellWidth = max(1, (width - 2 * padX) / 7)
        let weekdayFont = theme.font(.weekday)
        for (column, symbol) in DateText.weekdaySymbols(locale: locale).enumerated() {
            var attributes = BoxAttributes()
            attributes.textStyle = .weekday
            attributes.wrapping = .singleLine
            attributes.alignment = .center
            children.append(LayoutBox(role: .weekday, id: field.id, text: symbol,
                                      frame: Rect(x: padX + Double(column) * cellWidth, y: y, width: cellWidth, height: weekdayFont.lineHeight),
                                      attributes: attributes))
        }
        y += weekdayFont.lineHeight + 2

        // Six week rows fill what is left above the bar.
        let rowHeight = ((top + height - theme.panelBarHeight - PanelLayout.topInset - y) / 6 * 2).rounded(.down) / 2
        let dayFont = theme.font(.calendarDay)
        let firstColumn = DateText.firstColumn(shown, locale: locale)
        for day in 1...DateText.daysIn(year: shown.year, month: shown.month) {
            let cell = firstColumn + day - 1
            var attributes = BoxAttributes()
            attributes.textStyle = .calendarDay
            attributes.wrapping = .singleLine
            attributes.alignment = .center
            attributes.isSelected = selected.map { $0.day == day } ?? false
            let rowTop = y + Double(cell / 7) * rowHeight
            children.append(LayoutBox(role: .day, id: field.id, text: String(day),
                                      frame: Rect(x: padX + Double(cell % 7) * cellWidth, y: rowTop + (rowHeight - dayFont.lineHeight) / 2,
                                                  width: cellWidth, height: dayFont.lineHeight),
                                      attributes: attributes))
        }
        children += buttons(field, width: width, panelBottom: top + height)
        return LayoutBox(role: .panel, id: field.id, frame: Rect(x: 0, y: top, width: width, height: height), children: children)
    }

    /// Clear (leading, when the field is clearable) and Done (trailing), centred in the bar.
    private func buttons(_ field: Field, width: Double, panelBottom: Double) -> [LayoutBox] {
        let font = theme.font(.panelButton)
        let y = panelBottom - theme.panelBarHeight + (theme.panelBarHeight - font.lineHeight) / 2
        let padX = theme.fieldPaddingX
        let half = max(1, (width - 2 * padX) / 2)
        var boxes: [LayoutBox] = []
        var attributes = BoxAttributes()
        attributes.textStyle = .panelButton
        attributes.wrapping = .singleLine
        if field.isClearable {
            boxes.append(LayoutBox(role: .button, id: field.id, text: "Clear",
                                   frame: Rect(x: padX, y: y, width: half, height: font.lineHeight), attributes: attributes))
        }
        attributes.alignment = .trailing
        boxes.append(LayoutBox(role: .button, id: field.id, text: "Done",
                               frame: Rect(x: padX + half, y: y, width: half, height: font.lineHeight), attributes: attributes))
        return boxes
    }
}
