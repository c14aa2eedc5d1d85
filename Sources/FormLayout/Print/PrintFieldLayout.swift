import BoxTree
import FormModel
import FormSupport

/// One field on paper: its label over room to write (blank) or its value written in that room
/// (filled). Entries get a box, or a cell per character when `maxLength` is 12 or less; textareas
/// writing lines for their expected length; pickers their options with tick boxes; dates a cell per
/// digit in the locale's order; toggles and checkboxes a tick box beside the label.
struct PrintFieldLayout {
    let styles: PrintStyles
    let measurer: TextMeasuring
    let mode: PrintMode
    /// Fields become PDF form fields, which show their values themselves: the page draws none, and a
    /// date's order is said in its label rather than by faint letters a typed digit would cover.
    let fillable: Bool
    let dateParts: DateParts
    let parts: PrintParts

    /// The page will be reflected for a right-to-left form, so a date's digits are written in the order
    /// its parts will then stand in (see `PrintParts.dateCells`).
    var isRightToLeft = false

    init(styles: PrintStyles, measurer: TextMeasuring, mode: PrintMode, fillable: Bool = false, locale: String, isRightToLeft: Bool = false) {
        self.isRightToLeft = isRightToLeft
        self.styles = styles
        self.measurer = measurer
        self.mode = mode
        self.fillable = fillable
        self.dateParts = DateParts.of(locale: locale)
        self.parts = PrintParts(styles: styles, measurer: measurer)
    }

    /// The longest value printed in cells, one character each.
    static let maxCombLength = 12
    /// A fillable picker of more options than this is a drop-down choice field rather than a radio
    /// button on each printed option.
    static let maxRadioOptions = 8

    func layout(_ field: Field, width: Double) -> LayoutBox {
        let notes = [BoxNote("kind", .text(field.kind.rawValue))] + (field.isEditable ? [] : [BoxNote("readOnly")])
        if field.kind == .toggle || field.kind == .checkbox {
            let row = tickRow(field, width: width)
            return LayoutBox(role: .field, id: field.id, frame: row.frame, notes: notes, children: row.children)
        }
        let label = labelBox(field, width: width, format: field.kind == .date && fillable ? dateParts.format : nil)
        let top = label.frame.maxY + styles.labelGap
        let writing = writingPart(field, width: width).offsetBy(dx: 0, dy: top)
        return LayoutBox(role: .field, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: writing.frame.maxY),
                         notes: notes, children: [label, writing])
    }

    /// The value to print: filled mode only, never empty, never under a fillable field; a password as dots.
    func printedValue(_ field: Field) -> String? {
        guard mode == .filled, !fillable, let value = field.value, !value.isEmpty else { return nil }
        return field.kind == .password ? String(repeating: "•", count: min(value.count, 64)) : ShownText.prepareWhole(value)
    }

    /// The PDF field at a part; it starts with the value only in filled mode.
    private func pdfField(_ field: Field, _ kind: FillableField.Kind, name: String? = nil, value: String? = nil) -> FillableField {
        FillableField(name: name ?? field.id, kind: kind, value: mode == .filled ? value.flatMap { $0.isEmpty ? nil : $0 } : nil,
                      isRequired: field.isRequired, isReadOnly: !field.isEditable, tooltip: field.label)
    }

    private func writingPart(_ field: Field, width: Double) -> LayoutBox {
        let value = printedValue(field)
        if let table = field.table {
            // A fillable table's cells are the reader's; the page draws their values only when not fillable.
            let values = mode == .filled ? field.tableValues : [:]
            return parts.table(id: field.id, spec: table, values: fillable ? [:] : values, sizedBy: values, width: width,
                               readOnly: !field.isEditable) { row, column, multiline in
                guard fillable else { return nil }
                let value = values["\(row).\(column.id)"].flatMap { $0.isEmpty ? nil : $0 }
                return pdfField(field, .text(multiline: multiline, maxLength: nil, comb: false), name: "\(field.id)_\(row)_\(column.id)", value: value)
            }
        }
        switch field.kind {
        case .textarea:
            let lines = PrintFieldLayout.writingLineCount(field, width: width, styles: styles)
            var box = parts.writingLines(id: field.id, value: value, minimumLines: lines, width: width)
            // A PDF reader writes in a text field at its own line spacing, which writing lines would
            // strike through: a fillable textarea is a box as tall as its lines.
            if fillable { box.style = styles.writingBox(readOnly: !field.isEditable) }
            box.fillable = pdfField(field, .text(multiline: true, maxLength: field.maxLength, comb: false), value: field.value)
            return box
        case .picker where fillable && field.options.count > PrintFieldLayout.maxRadioOptions:
            // A long list (a country) is a drop-down in a PDF form, not a wall of radio buttons.
            var box = parts.entry(id: field.id, value: nil, width: width, readOnly: !field.isEditable, link: nil)
            box.fillable = pdfField(field, .choice(options: field.options), value: field.value)
            box.children.append(LayoutBox(role: .control, id: field.id, frame: Rect(x: box.frame.maxX - 16, y: (box.frame.height - 8) / 2,
                                                                                    width: 8, height: 8),
                                          glyph: GlyphRun(.chevronDown, color: styles.line)))
            return box
        case .picker where !field.options.isEmpty:
            let value = mode == .filled ? field.value.flatMap { $0.isEmpty ? nil : $0 } : nil
            var options = field.options
            // A value that is none of the options is printed (and offered) as one more.
            if let value, !options.contains(value) { options.append(value) }
            // In a fillable PDF the reader ticks the box.
            return parts.optionList(id: field.id, options: options, chosen: fillable ? nil : value, width: width) { place, option in
                pdfField(field, .radio(option: option, place: place), value: field.value)
            }
        case .signature:
            // A PDF signature field holds no text: a filled name is printed in the box, under where a reader signs.
            let name = value ?? (mode == .filled ? field.value.flatMap { $0.isEmpty ? nil : ShownText.prepareWhole($0) } : nil)
            var box = parts.signature(id: field.id, value: name, width: width, readOnly: !field.isEditable)
            box.fillable = pdfField(field, .signature)
            return box
        case .date:
            let digits = mode == .filled ? field.value.flatMap(dateParts.digits(of:)) : nil
            if mode == .filled, let value = field.value, !value.isEmpty, digits == nil {
                // Not an ISO date: written as given.
                var box = parts.entry(id: field.id, value: printedValue(field), width: width, readOnly: !field.isEditable, link: nil)
                box.fillable = pdfField(field, .text(multiline: false, maxLength: nil, comb: false), value: value)
                return box
            }
            return parts.dateCells(id: field.id, order: dateParts, digits: fillable ? nil : digits, hints: !fillable, width: width,
                                   rightToLeft: isRightToLeft) { part in
                pdfField(field, .text(multiline: false, maxLength: part.cells, comb: true), name: "\(field.id)_\(part.rawValue)",
                         value: digits?[part])
            }
        default:
            if let groups = field.cells, field.kind != .password, !overflowsCells(field, cells: groups.count) {
                let all = mode == .filled ? field.value.map { groups.characters(of: ShownText.prepareWhole($0)) } ?? [] : []
                let split = groups.split(all)
                let grouped = parts.groupedCells(id: field.id, groups: groups, characters: fillable ? [] : all, width: width) { index in
                    let part = split[index]
                    return pdfField(field, .text(multiline: false, maxLength: groups.sizes[index], comb: true), name: "\(field.id)_\(index + 1)",
                                    value: part.isEmpty ? nil : String(part))
                }
                if let grouped { return grouped }
            }
            if let cells = cells(for: field, width: width), !overflowsCells(field, cells: cells) {
                var comb = parts.comb(id: field.id, characters: value.map { Array($0) } ?? [], cells: cells, width: width)
                comb.fillable = pdfField(field, .text(multiline: false, maxLength: cells, comb: true),
                                         value: field.kind == .password ? nil : field.value.map { String($0.prefix(cells)) })
                return comb
            }
            let linkKind: WebLinks.FieldKindForLinks = field.kind == .url ? .url : field.kind == .email ? .email : .other
            // Under a fillable field the reader writes the value: the box is still as tall as the value needs.
            let readerValue = fillable && mode == .filled && field.kind != .password ? field.value.map(ShownText.prepareWhole) : nil
            var box = parts.entry(id: field.id, value: value, sizedFor: readerValue, width: width, readOnly: !field.isEditable,
                                  link: value.flatMap { WebLinks.link(forValue: $0, kind: linkKind) }, leftToRight: field.kind.isLeftToRightValue)
            box.fillable = pdfField(field, .text(multiline: box.frame.height > styles.entryHeight, maxLength: field.maxLength, comb: false),
                                    value: field.kind == .password ? nil : field.value)
            return box
        }
    }

    /// A filled value longer than the field's cells: printed whole in a box instead (paper loses
    /// nothing), and said. A fillable field keeps its cells, as its reader takes `maxLength` characters.
    func overflowsCells(_ field: Field, cells: Int) -> Bool {
        guard mode == .filled, !fillable, let value = field.value else { return false }
        return (field.cells?.characters(of: value).count ?? value.count) > cells
    }

    /// What printing a field in cells must say: cells that do not fit its width, a value longer than
    /// its cells.
    func cellsWarning(_ field: Field, width: Double) -> String? {
        func tooLong(_ characters: Int, _ cells: Int, by key: String, fields: String) -> String {
            "field '\(field.id)': its value has \(characters) characters for \(cells) cells (\(key)); \(fillable ? "the PDF \(fields) \(cells), so the rest is cut" : "printed whole in a box instead of cells")"
        }
        if let groups = field.cells, field.kind != .password {
            if groups.slots * styles.minCellWidth > width {
                return "field '\(field.id)': its \(groups.count) cells do not fit in its \(Int(width)) pt; printed as a box"
            }
            let characters = mode == .filled ? field.value.map(groups.characters(of:))?.count ?? 0 : 0
            return characters > groups.count ? tooLong(characters, groups.count, by: "cells", fields: "fields take") : nil
        }
        guard mode == .filled, let cells = cells(for: field, width: width), let value = field.value, value.count > cells else { return nil }
        return tooLong(value.count, cells, by: "maxLength", fields: "field takes")
    }

    /// The character cells an entry prints in (`maxLength` of 12 or less, with room for them), else nil.
    func cells(for field: Field, width: Double) -> Int? {
        switch field.kind {
        case .textarea, .date, .toggle, .checkbox: return nil
        case .picker where !field.options.isEmpty: return nil
        default: break
        }
        guard let cells = field.maxLength, (1...PrintFieldLayout.maxCombLength).contains(cells),
              Double(cells) * styles.minCellWidth <= width else { return nil }
        return cells
    }

    /// Enough lines for the expected length (else the maximum, else three lines), at most twenty.
    static func writingLineCount(_ field: Field, width: Double, styles: PrintStyles) -> Int {
        guard let length = field.expectedLength ?? field.maxLength, length > 0 else { return 3 }
        let perLine = max(1, (width / styles.handwrittenCharacterWidth).rounded(.down))
        return min(20, max(2, Int((Double(length) / perLine).rounded(.up))))
    }

    /// The label; `format` (a date's `DD/MM/YYYY`) follows it in parentheses.
    private func labelBox(_ field: Field, width: Double, format: String? = nil) -> LayoutBox {
        let text = ShownText.prepareWhole(field.label) + (format.map { " (\($0))" } ?? "")
        let run = styles.label(text, font: styles.labelFont, isRequired: field.isRequired)
        let lines = measurer.measure(run.string, font: styles.labelFont, maxWidth: width, wrapping: .wrap).lineCount
        var box = LayoutBox(role: .label, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: Double(max(1, lines)) * styles.labelFont.lineHeight),
                            textRun: run, notes: field.isRequired ? [BoxNote("required")] : [])
        box.text = text
        return box
    }

    /// A tick box and the label beside it, as tall as the label.
    private func tickRow(_ field: Field, width: Double) -> LayoutBox {
        let size = styles.switchTickSize, gap = 7.0
        let text = ShownText.prepareWhole(field.label)
        let run = styles.label(text, font: styles.valueFont, isRequired: field.isRequired)
        let labelWidth = max(1, width - size - gap)
        let lines = measurer.measure(run.string, font: styles.valueFont, maxWidth: labelWidth, wrapping: .wrap).lineCount
        let height = max(size, Double(max(1, lines)) * styles.valueFont.lineHeight)
        let isOn = mode == .filled && field.isOn
        let (style, glyph) = styles.tick(isTicked: isOn && !fillable)
        // The box sits on the first line.
        var tick = LayoutBox(role: .control, id: field.id, text: isOn ? "on" : "off",
                             frame: Rect(x: 0, y: (styles.valueFont.lineHeight - size) / 2, width: size, height: size),
                             style: style, glyph: glyph)
        tick.fillable = pdfField(field, .checkBox, value: isOn ? "true" : nil)
        var label = LayoutBox(role: .label, id: field.id, frame: Rect(x: size + gap, y: 0, width: labelWidth, height: height),
                              textRun: run, notes: field.isRequired ? [BoxNote("required")] : [])
        label.text = text
        return LayoutBox(role: .field, id: field.id, frame: Rect(x: 0, y: 0, width: width, height: height), children: [tick, label])
    }
}
