import BoxTree
import FormModel

/// The printed parts fields are made of, as ordinary styled boxes at the origin: a box to write in, a
/// row of character cells, writing lines, a list of options with tick boxes, a date's cells.
struct PrintParts {
    let styles: PrintStyles
    let measurer: TextMeasuring

    /// A box one line tall, with the value (if any) written in it.
    func entry(id: String, value: String?, width: Double, readOnly: Bool, link: String?) -> LayoutBox {
        let inset = 6.0
        var children: [LayoutBox] = []
        if let value {
            let font = styles.valueFont
            var text = LayoutBox(role: .value, id: id, frame: Rect(x: inset, y: (styles.entryHeight - font.lineHeight) / 2,
                                                                   width: max(1, width - 2 * inset), height: font.lineHeight),
                                 textRun: styles.run(value, font, wrapping: .singleLine))
            text.link = link
            children.append(text)
        }
        return LayoutBox(role: .input, id: id, text: value, frame: Rect(x: 0, y: 0, width: width, height: styles.entryHeight),
                         style: styles.writingBox(readOnly: readOnly), children: children)
    }

    /// The width of each of `cells` cells in at most `width`.
    func cellWidth(cells: Int, width: Double) -> Double {
        max(styles.minCellWidth, min(styles.maxCellWidth, width / Double(max(cells, 1))))
    }

    /// A row of `cells` cells, a character in each of the first ones; `faint` characters are hints
    /// (a date's D, M and Y) in the placeholder colour.
    func comb(id: String, characters: [Character], cells: Int, width: Double, faint: Bool = false, role: BoxRole = .input) -> LayoutBox {
        let cell = cellWidth(cells: cells, width: width)
        let font = styles.cellFont
        let shown = String(characters[..<min(cells, characters.count)])
        var run = styles.run(shown, font, color: faint ? styles.hint : styles.ink, wrapping: .singleLine)
        run.cellWidth = cell
        let children = shown.isEmpty ? [] : [LayoutBox(role: .value, id: id, frame: Rect(x: 0, y: (styles.cellHeight - font.lineHeight) / 2,
                                                                                        width: cell * Double(cells), height: font.lineHeight),
                                                       textRun: run)]
        let text = faint || shown.isEmpty ? nil : shown
        return LayoutBox(role: role, id: id, text: text, frame: Rect(x: 0, y: 0, width: cell * Double(cells), height: styles.cellHeight),
                         style: styles.comb(cells: cells, cellWidth: cell), notes: [BoxNote("cells", .text(String(cells)))],
                         children: children)
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
        return LayoutBox(role: .input, id: id, text: value, frame: Rect(x: 0, y: 0, width: width, height: Double(lines) * pitch),
                         style: styles.writingLines(count: lines), notes: [BoxNote("lines", .text(String(lines)))], children: children)
    }

    /// Options side by side, wrapping, each a tick box and its text; the chosen one ticked.
    func optionList(id: String, options: [String], chosen: String?, width: Double,
                    fillable: (String) -> FillableField) -> LayoutBox {
        let font = styles.optionFont, tick = styles.tickSize, gap = 5.0
        let rowHeight = font.lineHeight
        var x = 0.0, y = 0.0
        var children: [LayoutBox] = []
        for option in options {
            let shown = ShownText.prepare(option)
            let room = max(1, width - tick - gap)
            let textWidth = min(measurer.measure(shown, font: font, maxWidth: room, wrapping: .singleLine).width.rounded(.up), room)
            let itemWidth = tick + gap + textWidth
            if x > 0 && x + itemWidth > width {
                x = 0
                y += rowHeight + styles.optionRowGap
            }
            let isChosen = chosen == option
            let (style, glyph) = styles.tick(isTicked: isChosen)
            var box = LayoutBox(role: .tick, id: id, frame: Rect(x: x, y: y + (rowHeight - tick) / 2, width: tick, height: tick),
                                style: style, glyph: glyph)
            box.fillable = fillable(option)
            let text = LayoutBox(role: .label, id: id, frame: Rect(x: x + tick + gap, y: y, width: textWidth, height: rowHeight),
                                 textRun: styles.run(shown, font, wrapping: .singleLine))
            children.append(LayoutBox(role: .option, id: id, text: shown, frame: Rect(x: x, y: y, width: itemWidth, height: rowHeight),
                                      notes: isChosen ? [BoxNote("selected")] : [], children: [box, text]))
            x += itemWidth + styles.optionGap
        }
        return LayoutBox(role: .options, id: id, frame: Rect(x: 0, y: 0, width: width, height: y + rowHeight), children: children)
    }

    /// A cell per digit of the date, its parts in the locale's order with its separator between them;
    /// empty cells show D, M or Y faintly.
    func dateCells(id: String, order: DateParts, digits: [DateParts.Part: String]?, hints: Bool = true, width: Double,
                   fillable: (DateParts.Part) -> FillableField) -> LayoutBox {
        let separatorWidth = 14.0
        let totalCells = order.order.reduce(0) { $0 + $1.cells }
        let cell = cellWidth(cells: totalCells, width: width - separatorWidth * Double(order.order.count - 1))
        var x = 0.0
        var children: [LayoutBox] = []
        for (index, part) in order.order.enumerated() {
            if index > 0 {
                children.append(LayoutBox(role: .separator, frame: Rect(x: x, y: (styles.cellHeight - styles.cellFont.lineHeight) / 2,
                                                                        width: separatorWidth, height: styles.cellFont.lineHeight),
                                          textRun: styles.run(order.separator, styles.cellFont, color: styles.line, wrapping: .singleLine,
                                                              alignment: .center)))
                x += separatorWidth
            }
            let written = digits?[part]
            let characters = Array(written ?? (hints ? String(repeating: part.letter, count: part.cells) : ""))
            var box = comb(id: id, characters: characters, cells: part.cells, width: cell * Double(part.cells), faint: written == nil,
                           role: .datePart).offsetBy(dx: x, dy: 0)
            box.notes.insert(BoxNote("part", .text(part.rawValue)), at: 0)
            box.fillable = fillable(part)
            children.append(box)
            x += box.frame.width
        }
        let text = digits.map { d in order.order.compactMap { d[$0] }.joined(separator: order.separator) }
        return LayoutBox(role: .input, id: id, text: text, frame: Rect(x: 0, y: 0, width: x, height: styles.cellHeight), children: children)
    }
}
