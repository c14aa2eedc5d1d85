import BoxTree
import FormModel
import FormSupport

/// The panels an open picker or date field shows under its box, always the seed's 226 pt: option rows
/// (or a month calendar) above a bar with Clear (when the field is clearable) and Done.
struct PanelLayout {
    let theme: Theme
    let measurer: TextMeasuring
    /// The buttons' words, in the form's language.
    var words = InterfaceWords.english

    private static let topInset = 4.0
    /// The chosen option's check mark, square.
    static let checkSize = 12.0

    var styles: FormStyles { FormStyles(theme: theme) }

    func pickerPanel(_ field: Field, width: Double, top: Double) -> LayoutBox {
        let height = theme.panelHeight
        let rowsHeight = height - theme.panelBarHeight - 2 * PanelLayout.topInset
        let rowHeight = (rowsHeight / Double(max(1, theme.visibleOptions))).rounded(.down)
        let font = theme.font(.option)
        let selected = field.value.flatMap { field.options.firstIndex(of: $0) } ?? (field.selectsFirstOption && !field.options.isEmpty ? 0 : nil)
        // Show a window of options around the selected one when they do not all fit.
        let visible = max(1, theme.visibleOptions)
        var first = 0
        if let selected, field.options.count > visible {
            first = min(max(0, selected - visible / 2), field.options.count - visible)
        }
        var children: [LayoutBox] = []
        let padX = theme.fieldPaddingX
        for (row, index) in (first..<min(field.options.count, first + visible)).enumerated() {
            let isSelected = index == selected
            let rowTop = top + PanelLayout.topInset + Double(row) * rowHeight
            // The chosen row keeps its check's column at the trailing edge clear.
            let checkSpace = isSelected ? PanelLayout.checkSize + theme.counterGap : 0
            let textY = rowTop + (rowHeight - font.lineHeight) / 2
            children.append(LayoutBox(role: .option, id: field.id,
                                      frame: Rect(x: padX, y: textY, width: max(1, width - 2 * padX - checkSpace), height: font.lineHeight),
                                      textRun: styles.option(ShownText.prepare(field.options[index]), isSelected: isSelected),
                                      notes: isSelected ? [BoxNote("selected")] : []))
            if isSelected {
                children.append(LayoutBox(role: .optionCheck, id: field.id,
                                          frame: Rect(x: width - padX - PanelLayout.checkSize, y: rowTop + (rowHeight - PanelLayout.checkSize) / 2,
                                                      width: PanelLayout.checkSize, height: PanelLayout.checkSize),
                                          glyph: styles.optionCheck()))
            }
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
        var y = top + PanelLayout.topInset
        // 28 pt at the theme's sizes, more for larger text.
        let monthRow = max(28, monthFont.lineHeight + 10)
        children.append(LayoutBox(role: .calendarMonth, id: field.id,
                                  frame: Rect(x: padX, y: y + (monthRow - monthFont.lineHeight) / 2, width: max(1, width - 2 * padX),
                                              height: monthFont.lineHeight),
                                  textRun: styles.run(ShownText.prepare(DateText.monthTitle(shown, locale: locale)), .calendarMonth,
                                                      color: styles.colors.text, wrapping: .singleLine)))
        y += monthRow

        let cellWidth = max(1, (width - 2 * padX) / 7)
        let weekdayFont = theme.font(.weekday)
        for (column, symbol) in DateText.weekdaySymbols(locale: locale).enumerated() {
            children.append(LayoutBox(role: .weekday, id: field.id,
                                      frame: Rect(x: padX + Double(column) * cellWidth, y: y, width: cellWidth, height: weekdayFont.lineHeight),
                                      textRun: styles.run(ShownText.prepare(symbol), .weekday, color: styles.colors.secondaryText,
                                                          wrapping: .singleLine, alignment: .center)))
        }
        y += weekdayFont.lineHeight + 2

        // The month's week rows (four to six) share what is left above the bar, so no blank band
        // is left over a short month.
        let dayFont = PanelLayout.fitting(theme.font(.calendarDay), widest: "28", in: cellWidth - 4, measurer: measurer)
        let firstColumn = DateText.firstColumn(shown, locale: locale)
        let weeks = (firstColumn + DateText.daysIn(year: shown.year, month: shown.month) + 6) / 7
        let rowHeight = ((top + height - theme.panelBarHeight - PanelLayout.topInset - y) / Double(weeks) * 2).rounded(.down) / 2
        for day in 1...DateText.daysIn(year: shown.year, month: shown.month) {
            let cell = firstColumn + day - 1
            let isSelected = selected.map { $0.day == day } ?? false
            let rowTop = y + Double(cell / 7) * rowHeight
            let (dayStyle, dayRun) = styles.day(LocaleDigits.format(day, locale: locale), isSelected: isSelected, font: dayFont,
                                                radius: min(max(11, dayFont.lineHeight * 0.6875), cellWidth / 2))
            children.append(LayoutBox(role: .day, id: field.id,
                                      frame: Rect(x: padX + Double(cell % 7) * cellWidth, y: rowTop + (rowHeight - dayFont.lineHeight) / 2,
                                                  width: cellWidth, height: dayFont.lineHeight),
                                      style: dayStyle, textRun: dayRun, notes: isSelected ? [BoxNote("selected")] : []))
        }
        children += buttons(field, width: width, panelBottom: top + height)
        return LayoutBox(role: .panel, id: field.id, frame: Rect(x: 0, y: top, width: width, height: height), children: children)
    }

    /// The font, made smaller if need be so that `widest` fits `width` (a day's two digits in a
    /// calendar cell at a large text scale).
    static func fitting(_ font: FontSpec, widest: String, in width: Double, measurer: TextMeasuring) -> FontSpec {
        let measured = measurer.measure(widest, font: font, maxWidth: 10_000, wrapping: .singleLine).width
        guard measured > width, measured > 0, width > 0 else { return font }
        let factor = width / measured
        return FontSpec(family: font.family, weight: font.weight, italic: font.italic, size: font.size * factor, lineHeight: font.lineHeight * factor)
    }

    /// Clear (leading, when the field is clearable) and Done (trailing), centred in the bar.
    private func buttons(_ field: Field, width: Double, panelBottom: Double) -> [LayoutBox] {
        let font = theme.font(.panelButton)
        let y = panelBottom - theme.panelBarHeight + (theme.panelBarHeight - font.lineHeight) / 2
        let padX = theme.fieldPaddingX
        let half = max(1, (width - 2 * padX) / 2)
        var boxes: [LayoutBox] = []
        if field.isClearable {
            boxes.append(LayoutBox(role: .button, id: field.id, frame: Rect(x: padX, y: y, width: half, height: font.lineHeight),
                                   textRun: styles.run(words.clear, .panelButton, color: styles.colors.accent, wrapping: .singleLine)))
        }
        boxes.append(LayoutBox(role: .button, id: field.id, frame: Rect(x: padX + half, y: y, width: half, height: font.lineHeight),
                               textRun: styles.run(words.done, .panelButton, color: styles.colors.accent, wrapping: .singleLine,
                                                   alignment: .trailing)))
        return boxes
    }
}
