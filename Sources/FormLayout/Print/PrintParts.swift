import BoxTree
import FormModel
import FormSupport

/// The printed parts fields are made of, as ordinary styled boxes at the origin: a box to write in, a
/// row of character cells, writing lines, a list of options with tick boxes, a date's cells.
struct PrintParts {
    let styles: PrintStyles
    let measurer: TextMeasuring

    /// A box one line tall, with the value (if any) written in it; a value longer than a line wraps and
    /// the box grows to hold every line (paper loses nothing). `sizedFor` is the text the box must have
    /// room for when it draws none itself (a fillable field, whose reader draws the value).
    func entry(id: String, value: String?, sizedFor: String? = nil, width: Double, readOnly: Bool, link: String?,
               leftToRight: Bool = false) -> LayoutBox {
        let inset = 6.0
        let font = styles.valueFont
        let padding = (styles.entryHeight - font.lineHeight) / 2
        let textWidth = max(1, width - 2 * inset)
        let lines = (value ?? sizedFor).map { max(1, measurer.measure($0, font: font, maxWidth: textWidth, wrapping: .wrap).lineCount) } ?? 1
        let height = lines == 1 ? styles.entryHeight : Double(lines) * font.lineHeight + 2 * padding
        var children: [LayoutBox] = []
        if let value {
            var text = LayoutBox(role: .value, id: id, frame: Rect(x: inset, y: padding, width: textWidth, height: Double(lines) * font.lineHeight),
                                 textRun: styles.run(value, font, wrapping: lines == 1 ? .singleLine : .wrap))
            text.textRun?.isLeftToRight = leftToRight
            text.link = link
            children.append(text)
        }
        var box = LayoutBox(role: .input, id: id, frame: Rect(x: 0, y: 0, width: width, height: height),
                            style: styles.writingBox(readOnly: readOnly), notes: lines > 1 ? [BoxNote("lines", .text(String(lines)))] : [],
                            children: children)
        box.text = value
        return box
    }

    /// A box to sign in, with a line to sign on; a filled value (a typed name) is written on the line.
    func signature(id: String, value: String?, width: Double, readOnly: Bool) -> LayoutBox {
        let font = styles.valueFont
        let inset = min(styles.scaledInset, width / 4)
        let textWidth = max(1, width - 2 * inset)
        let lines = value.map { max(1, measurer.measure($0, font: font, maxWidth: textWidth, wrapping: .wrap).lineCount) } ?? 0
        // Its last line sits on the line to sign on; a longer one rises above it, and the box grows to hold it.
        let height = max(styles.signatureHeight, Double(lines) * font.lineHeight + styles.signatureLineRise + 1 + styles.labelGap * 2)
        let bottom = height - styles.signatureLineRise - 1
        var children: [LayoutBox] = []
        if let value {
            children.append(LayoutBox(role: .value, id: id, frame: Rect(x: inset, y: bottom - Double(lines) * font.lineHeight, width: textWidth,
                                                                        height: Double(lines) * font.lineHeight),
                                      textRun: styles.run(value, font, wrapping: .wrap)))
        }
        var box = LayoutBox(role: .input, id: id, frame: Rect(x: 0, y: 0, width: width, height: height),
                            style: styles.signatureBox(readOnly: readOnly, width: width, height: height), notes: [BoxNote("signature")],
                            children: children)
        box.text = value
        return box
    }

    /// Groups of character cells (an IBAN's fours, a `3-2-4` number): each group a row of cells with its
    /// characters, a mark in a cell of its own or half a cell's gap between groups. Nil when the cells
    /// cannot have their least width in `width`.
    func groupedCells(id: String, groups: CellGroups, characters: [Character], width: Double,
                      fillable: (_ group: Int) -> FillableField) -> LayoutBox? {
        guard groups.slots * styles.minCellWidth <= width else { return nil }
        let cell = max(styles.minCellWidth, min(styles.maxCellWidth, width / groups.slots))
        let parts = groups.split(characters)
        var x = 0.0
        var children: [LayoutBox] = []
        for (index, size) in groups.sizes.enumerated() {
            if index > 0 {
                if let mark = groups.separators[index - 1] {
                    var separator = cellText(id: id, String(mark), cellWidth: cell, width: cell, color: styles.line).offsetBy(dx: x, dy: 0)
                    separator.role = "separator"
                    children.append(separator)
                    x += cell
                } else {
                    x += cell / 2
                }
            }
            let part = parts[index]
            var group = LayoutBox(role: .input, id: id, frame: Rect(x: x, y: 0, width: cell * Double(size), height: styles.cellHeight),
                                  style: styles.comb(cells: size, cellWidth: cell), notes: [BoxNote("cells", .text(String(size)))],
                                  children: part.isEmpty ? [] : [cellText(id: id, String(part), cellWidth: cell, width: cell * Double(size), color: styles.ink)
                                                                    .offsetBy(dx: x, dy: 0)])
            group.role = "cellGroup"
            group.text = part.isEmpty ? nil : String(part)
            group.fillable = fillable(index)
            children.append(group)
            x += group.frame.width
        }
        var box = LayoutBox(role: .input, id: id, frame: Rect(x: 0, y: 0, width: x, height: styles.cellHeight),
                            notes: [BoxNote("cells", .text(String(groups.count)))], children: children)
        box.text = characters.isEmpty ? nil : String(characters)
        return box
    }

    /// A table to fill: a header row of the columns' labels over rows a box tall, ruled into cells; a
    /// value is written in its cell, and a row grows to hold its longest value whole.
    /// `sizedBy` holds the values the rows must have room for when the page draws none (a fillable
    /// table's, which its reader draws); `fillable` gets whether the cell's row grew past one line.
    func table(id: String, spec: TableSpec, values: [String: String], sizedBy: [String: String], width: Double, readOnly: Bool,
               fillable: (_ row: Int, _ column: TableSpec.Column, _ multiline: Bool) -> FillableField?) -> LayoutBox {
        let inset = 4.0, labelFont = styles.labelFont, valueFont = styles.valueFont
        let shares = spec.columns.reduce(0) { $0 + $1.share }
        var xs: [Double] = [0]
        for column in spec.columns { xs.append(xs[xs.count - 1] + width * column.share / shares) }
        func lines(_ text: String, _ font: FontSpec, _ column: Int) -> Int {
            max(1, measurer.measure(text, font: font, maxWidth: max(1, xs[column + 1] - xs[column] - 2 * inset), wrapping: .wrap).lineCount)
        }
        var children: [LayoutBox] = []
        let headerLines = spec.columns.indices.map { lines(ShownText.prepareWhole(spec.columns[$0].label), labelFont, $0) }.max() ?? 1
        let headerHeight = Double(headerLines) * labelFont.lineHeight + 2 * inset
        for (index, column) in spec.columns.enumerated() {
            children.append(LayoutBox(role: .label, id: id, frame: Rect(x: xs[index] + inset, y: inset, width: max(1, xs[index + 1] - xs[index] - 2 * inset),
                                                                        height: Double(headerLines) * labelFont.lineHeight),
                                      textRun: styles.run(ShownText.prepareWhole(column.label), labelFont)))
        }
        var y = headerHeight
        var rowTops: [Double] = []
        let padding = (styles.entryHeight - valueFont.lineHeight) / 2
        for row in 1...spec.rows {
            rowTops.append(y)
            func text(_ from: [String: String], _ column: TableSpec.Column) -> String? {
                from["\(row).\(column.id)"].flatMap { $0.isEmpty ? nil : ShownText.prepareWhole($0) }
            }
            let texts = spec.columns.map { text(values, $0) }
            let rowLines = spec.columns.indices.map { column in text(sizedBy, spec.columns[column]).map { lines($0, valueFont, column) } ?? 1 }.max() ?? 1
            let height = rowLines == 1 ? styles.entryHeight : Double(rowLines) * valueFont.lineHeight + 2 * padding
            for (index, column) in spec.columns.enumerated() {
                let frame = Rect(x: xs[index], y: y, width: xs[index + 1] - xs[index], height: height)
                var cell = LayoutBox(role: "tableCell", id: id, frame: frame, notes: [BoxNote("cell", .text("\(row).\(column.id)"))],
                                     children: texts[index].map { text in
                                         [LayoutBox(role: .value, id: id, frame: Rect(x: frame.x + inset, y: y + padding, width: max(1, frame.width - 2 * inset),
                                                                                      height: height - 2 * padding),
                                                    textRun: styles.run(text, valueFont, wrapping: rowLines == 1 ? .singleLine : .wrap))]
                                     } ?? [])
                cell.text = texts[index]
                cell.fillable = fillable(row, column, rowLines > 1)
                if texts[index] != nil || cell.fillable != nil { children.append(cell) }
            }
            y += height
        }
        let line = styles.line, thickness = styles.lineWidth
        // Under the header and each row but the last (the outline closes it), ending where the next row
        // starts (so a page may break there), and between the columns.
        let rules = ([headerHeight] + rowTops.dropFirst()).map { Rule(.horizontal, offset: $0 - thickness, thickness: thickness, color: line) }
            + xs.dropFirst().dropLast().map { Rule(.vertical, offset: $0 - thickness / 2, thickness: thickness, color: line) }
        var style = BoxStyle(border: Border(color: line, width: thickness), rules: rules)
        if readOnly { style.fill = styles.readOnlyFill }
        return LayoutBox(role: .input, id: id, frame: Rect(x: 0, y: 0, width: width, height: y), style: style,
                         notes: [BoxNote("table", .text("\(spec.columns.count)x\(spec.rows)"))], children: children)
    }

    /// The width of each of `cells` cells in at most `width`.
    func cellWidth(cells: Int, width: Double) -> Double {
        max(styles.minCellWidth, min(styles.maxCellWidth, width / Double(max(cells, 1))))
    }

    /// A row of `cells` cells, a character in each of the first ones.
    func comb(id: String, characters: [Character], cells: Int, width: Double) -> LayoutBox {
        let cell = cellWidth(cells: cells, width: width)
        let shown = String(characters[..<min(cells, characters.count)])
        let total = cell * Double(cells)
        let children = shown.isEmpty ? [] : [cellText(id: id, shown, cellWidth: cell, width: total, color: styles.ink)]
        return LayoutBox(role: .input, id: id, text: shown.isEmpty ? nil : shown, frame: Rect(x: 0, y: 0, width: total, height: styles.cellHeight),
                         style: styles.comb(cells: cells, cellWidth: cell),
                         notes: [BoxNote("cells", .text(String(cells)))], children: children)
    }

    /// Characters one to a cell, on the cells' middle line: one run, however many cells.
    private func cellText(id: String, _ text: String, cellWidth: Double, width: Double, color: Color, ranges: [ColoredRange] = []) -> LayoutBox {
        let font = styles.cellFont
        var run = styles.run(text, font, color: color, wrapping: .singleLine)
        run.cellWidth = cellWidth
        run.coloredRanges = ranges
        return LayoutBox(role: .value, id: id, frame: Rect(x: 0, y: (styles.cellHeight - font.lineHeight) / 2, width: width, height: font.lineHeight),
                         textRun: run)
    }

    /// Lines to write on (at least `minimumLines`, more if the value needs them), the value written on them.
    func writingLines(id: String, value: String?, minimumLines: Int, width: Double) -> LayoutBox {
        let pitch = styles.writingPitch
        // The value's lines are as tall as the writing lines, and sit just above them.
        let font = FontSpec(family: styles.valueFont.family, weight: .regular, size: styles.valueFont.size, lineHeight: pitch)
        let inset = 2.0
        var lines = minimumLines
        var children: [LayoutBox] = []
        if let value {
            let textWidth = max(1, width - 2 * inset)
            let count = max(1, measurer.measure(value, font: font, maxWidth: textWidth, wrapping: .wrap).lineCount)
            lines = max(lines, count)
            // Lines centred in the pitch would put descenders on the rule: raised so they clear it.
            children.append(LayoutBox(role: .value, id: id, frame: Rect(x: inset, y: -pitch * 0.11, width: textWidth,
                                                                        height: Double(count) * pitch),
                                      textRun: styles.run(value, font)))
        }
        var box = LayoutBox(role: .input, id: id, frame: Rect(x: 0, y: 0, width: width, height: Double(lines) * pitch),
                            style: styles.writingLines(count: lines), notes: [BoxNote("lines", .text(String(lines)))], children: children)
        box.text = value
        return box
    }

    /// Options side by side, wrapping, each a tick box and its text; the chosen one ticked. An option
    /// too long for a row has a row of its own, its text wrapped onto as many lines as it needs. An
    /// option listed twice is printed twice; the chosen one's first box is ticked, as a fillable PDF
    /// ticks its first button. `fillable` makes each box's field from its place and option.
    func optionList(id: String, options: [String], chosen: String?, width: Double,
                    fillable: (Int, String) -> FillableField) -> LayoutBox {
        let font = styles.optionFont, tick = styles.tickSize, gap = 5.0
        let lineHeight = font.lineHeight
        let room = max(1, width - tick - gap)
        var x = 0.0, y = 0.0, rowHeight = lineHeight
        var children: [LayoutBox] = []
        let chosenPlace = chosen.flatMap { options.firstIndex(of: $0) }
        for (place, option) in options.enumerated() {
            let shown = ShownText.prepareWhole(option)
            let natural = measurer.measure(shown, font: font, maxWidth: .infinity, wrapping: .singleLine).width.rounded(.up)
            let lines = natural > room ? max(1, measurer.measure(shown, font: font, maxWidth: room, wrapping: .wrap).lineCount) : 1
            let textWidth = min(natural, room)
            let itemWidth = tick + gap + textWidth
            if x > 0 && x + itemWidth > width {
                x = 0
                y += rowHeight + styles.optionRowGap
                rowHeight = lineHeight
            }
            let height = Double(lines) * lineHeight
            rowHeight = max(rowHeight, height)
            let isChosen = place == chosenPlace
            let (style, glyph) = styles.tick(isTicked: isChosen)
            // The tick box sits on the option's first line.
            var box = LayoutBox(role: .tick, id: id, frame: Rect(x: x, y: y + (lineHeight - tick) / 2, width: tick, height: tick),
                                style: style, glyph: glyph)
            box.fillable = fillable(place, option)
            let text = LayoutBox(role: .label, id: id, frame: Rect(x: x + tick + gap, y: y, width: textWidth, height: height),
                                 textRun: styles.run(shown, font, wrapping: lines == 1 ? .singleLine : .wrap))
            var item = LayoutBox(role: .option, id: id, frame: Rect(x: x, y: y, width: itemWidth, height: height),
                                 notes: isChosen ? [BoxNote("selected")] : [], children: [box, text])
            item.text = shown
            children.append(item)
            x += itemWidth + styles.optionGap
        }
        return LayoutBox(role: .options, id: id, frame: Rect(x: 0, y: 0, width: width, height: y + rowHeight), children: children)
    }

    /// A cell per digit of the date, its parts in the locale's order with its separator in a cell of its
    /// own between them; empty cells show D, M or Y faintly (`hints`). Each part is a comb of its own
    /// (and its form field); the characters of a row are one run of text across them. Where one row's
    /// cells would be narrower than a hand writes in, the parts stand in rows (`DD / MM` over `YYYY`).
    func dateCells(id: String, order: DateParts, digits: [DateParts.Part: String]?, hints: Bool = true, width: Double,
                   rightToLeft: Bool = false, fillable: (DateParts.Part) -> FillableField) -> LayoutBox {
        let rows = dateRows(order.order, width: width)
        let cell = cellWidth(cells: rows.map(dateRowCells).max() ?? 1, width: width)
        let color = digits == nil ? styles.hint : styles.ink
        var children: [LayoutBox] = []
        var y = 0.0, widest = 0.0
        for (index, row) in rows.enumerated() {
            if index > 0 { y += styles.optionRowGap }
            let (boxes, rowWidth) = dateRow(id: id, row, order: order, digits: digits, hints: hints, cell: cell, color: color, rightToLeft: rightToLeft,
                                            fillable: fillable)
            children += boxes.map { $0.offsetBy(dx: 0, dy: y) }
            widest = max(widest, rowWidth)
            y += styles.cellHeight
        }
        let shown = digits.map { d in order.order.compactMap { d[$0] }.joined(separator: order.separator) }
        return LayoutBox(role: .input, id: id, text: shown, frame: Rect(x: 0, y: 0, width: widest, height: y),
                         notes: rows.count > 1 ? [BoxNote("rows", .text(String(rows.count)))] : [], children: children)
    }

    /// The date's parts in one row when its cells are wide enough to write in there, else the first two
    /// over the last, else one a row.
    private func dateRows(_ parts: [DateParts.Part], width: Double) -> [[DateParts.Part]] {
        let layouts = [[parts], [Array(parts.prefix(2)), Array(parts.dropFirst(2))], parts.map { [$0] }]
        return layouts.first { rows in width / Double(rows.map(dateRowCells).max() ?? 1) >= styles.writableCellWidth } ?? layouts[2]
    }

    private func dateRowCells(_ parts: [DateParts.Part]) -> Int {
        parts.reduce(0) { $0 + $1.cells } + max(0, parts.count - 1)
    }

    /// One row of a date's parts: each a comb, a separator cell between them, and their characters as
    /// one run. In a right-to-left form the page is reflected after layout, which turns the parts' order
    /// round but not a run's: the run is written with its parts the other way round (each part's digits
    /// still left to right), so each lands in its own cells.
    private func dateRow(id: String, _ row: [DateParts.Part], order: DateParts, digits: [DateParts.Part: String]?, hints: Bool, cell: Double,
                         color: Color, rightToLeft: Bool, fillable: (DateParts.Part) -> FillableField) -> (boxes: [LayoutBox], width: Double) {
        var text = ""
        var ranges: [ColoredRange] = []
        for (index, part) in (rightToLeft ? row.reversed() : row).enumerated() {
            if index > 0 {
                let start = text.utf8.count
                text += String(order.separator.prefix(1))
                ranges.append(ColoredRange(start..<text.utf8.count, color: styles.line))
            }
            let written = digits?[part]
            let shown = written ?? (hints ? String(repeating: order.letter(part), count: part.cells) : String(repeating: " ", count: part.cells))
            text += String(shown.prefix(part.cells)) + String(repeating: " ", count: max(0, part.cells - shown.count))
        }
        var x = 0.0
        var boxes: [LayoutBox] = []
        for (index, part) in row.enumerated() {
            if index > 0 { x += cell }
            var box = LayoutBox(role: .datePart, id: id, text: digits?[part], frame: Rect(x: x, y: 0, width: cell * Double(part.cells), height: styles.cellHeight),
                                style: styles.comb(cells: part.cells, cellWidth: cell), notes: [BoxNote("part", .text(part.rawValue)), BoxNote("cells", .text(String(part.cells)))])
            box.fillable = fillable(part)
            boxes.append(box)
            x += box.frame.width
        }
        return (boxes + [cellText(id: id, text, cellWidth: cell, width: x, color: color, ranges: ranges)], x)
    }
}
