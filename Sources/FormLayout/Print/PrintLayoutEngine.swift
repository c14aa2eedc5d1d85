import BoxTree
import FormModel
import FormSupport

/// A form for paper: its title, then each section (expanded: paper has no disclosure chevrons) as a
/// header with a rule under it over its fields in the columns its style asks for, every field in its
/// printed form (`PrintFieldLayout`). One column as wide as a page's content; `Paginator` cuts it
/// into pages.
public struct PrintLayoutEngine {
    public var theme: Theme
    public var measurer: TextMeasuring
    public var mode: PrintMode
    /// Fields will be PDF form fields (`--fillable`): they show their own values.
    public var fillable: Bool
    /// Every text this much larger (0.5 to 3), and the boxes that hold it with it.
    public var textScale: Double

    public init(theme: Theme = .default, measurer: TextMeasuring, mode: PrintMode, fillable: Bool = false, textScale: Double = 1) {
        self.theme = theme
        self.measurer = measurer
        self.mode = mode
        self.fillable = fillable
        self.textScale = textScale
    }

    var styles: PrintStyles { PrintStyles(theme: theme, scale: textScale) }

    public func layout(_ document: FormDocument, contentWidth: Double) -> PrintFlow {
        let width = max(1, contentWidth)
        let styles = self.styles
        var children: [LayoutBox] = []
        var continued: [String: LayoutBox] = [:]
        let words = PrintWords.of(locale: document.locale)
        var warnings: [String] = []
        var pdfNames = FillableFieldNames(fieldIDs: document.sections.flatMap { $0.fields.map(\.id) })
        var y = 0.0
        if let title = document.title, !title.isEmpty {
            let box = text(.title, id: nil, title, font: styles.titleFont, color: styles.ink, width: width)
            children.append(box)
            y = box.frame.maxY + styles.titleGap
        }
        let fieldLayout = PrintFieldLayout(styles: styles, measurer: measurer, mode: mode, fillable: fillable, locale: document.locale,
                                           isRightToLeft: document.isRightToLeft)
        for section in document.sections {
            var boxes: [LayoutBox] = []
            var sectionY = 0.0
            if let title = section.title {
                let header = header(section, title: title, description: section.description, width: width)
                boxes.append(header)
                sectionY = header.frame.maxY + styles.headerGap
                continued[section.id] = self.header(section, title: title + " " + words.continued, description: nil, width: width, continued: true)
            }
            if !section.fields.isEmpty {
                let plan = ColumnPlan(style: section.style, fields: section.fields, contentWidth: width, theme: theme)
                let columnWidth = ColumnPlan.width(of: plan.columns, in: width, gap: styles.columnGap)
                let rowGap = max(styles.rowGap, plan.rowGap)
                let bands = self.bands(of: section, width: width, columns: plan.columns, columnWidth: columnWidth)
                for (number, band) in bands.enumerated() {
                    var rowHeight = 0.0
                    for (field, x, fieldWidth) in band {
                        if let warning = fieldLayout.cellsWarning(field, width: fieldWidth) { warnings.append(warning) }
                        var box = fieldLayout.layout(field, width: fieldWidth).offsetBy(dx: x, dy: sectionY)
                        if fillable { box = pdfNames.name(box) }
                        rowHeight = max(rowHeight, box.frame.height)
                        boxes.append(box)
                    }
                    sectionY += rowHeight + (number + 1 < bands.count ? rowGap : 0)
                }
            } else if !boxes.isEmpty {
                sectionY -= styles.headerGap
            }
            guard !boxes.isEmpty else { continue }
            if children.contains(where: { $0.role == .section }) { y += styles.sectionGap }
            let box = LayoutBox(role: .section, id: section.id, frame: Rect(x: 0, y: 0, width: width, height: sectionY),
                                notes: section.keepTogether ? [BoxNote("keepTogether")] : [], children: boxes)
            children.append(box.offsetBy(dx: 0, dy: y))
            y += sectionY
        }
        let root = LayoutBox(role: .form, id: document.name, frame: Rect(x: 0, y: 0, width: width, height: y),
                             notes: [BoxNote("mode", .text(mode.rawValue))], children: children)
        let footer = document.footer.flatMap { $0.isEmpty ? nil : ShownText.prepareWhole($0) }
        var flow = PrintFlow(tree: LayoutTree(width: width, height: y, root: root), continuedHeaders: continued,
                             runningTitle: document.title.flatMap { $0.isEmpty ? nil : ShownText.prepareWhole($0) }, footerText: footer,
                             runningFont: styles.runningFont, runningColor: styles.secondaryInk, ruleColor: styles.line,
                             runningGap: styles.runningGap, headerGap: styles.headerGap)
        flow.footerWidth = footer.map { measurer.measure($0, font: styles.runningFont, maxWidth: .infinity, wrapping: .singleLine).width }
        flow.warnings = warnings + pdfNames.warnings
        flow.words = words
        flow.locale = document.locale
        return flow
    }

    /// The section's fields as bands side by side, each field with its x and width: the rows the
    /// section names (`rows`, each field its span's share of the width), a signature with the date
    /// after it, and the rest in the section's columns, each field as wide as its column (a lone
    /// column keeps each field's own width).
    private func bands(of section: Section, width: Double, columns: Int, columnWidth: Double) -> [[(Field, Double, Double)]] {
        let gap = styles.columnGap
        var rowOf: [String: Int] = [:]
        for (index, row) in section.rows.enumerated() { for cell in row where rowOf[cell.id] == nil { rowOf[cell.id] = index } }
        let byID = Dictionary(section.fields.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var bands: [[(Field, Double, Double)]] = []
        var placed = Set<String>()
        var pending: [Field] = []
        func flush() {
            var index = 0
            while index < pending.count {
                // A signature and the date after it share a row, whatever the section's columns: "Signature … Date".
                if index + 1 < pending.count, pending[index].kind == .signature, pending[index + 1].kind == .date {
                    let dateWidth = min(max(width * 0.3, 10 * styles.maxCellWidth), width * 0.45)
                    bands.append([(pending[index], 0, width - dateWidth - gap), (pending[index + 1], width - dateWidth, dateWidth)])
                    index += 2
                    continue
                }
                let row = pending[index..<min(index + columns, pending.count)]
                bands.append(row.enumerated().map { column, field in
                    (field, Double(column) * (columnWidth + gap), columns > 1 ? columnWidth : FieldSizing.width(field, inColumn: columnWidth, theme: theme))
                })
                index += row.count
            }
            pending = []
        }
        for field in section.fields where !placed.contains(field.id) {
            guard let number = rowOf[field.id] else {
                pending.append(field)
                continue
            }
            flush()
            let cells = section.rows[number].filter { !placed.contains($0.id) && byID[$0.id] != nil && rowOf[$0.id] == number }
            let spans = Double(cells.reduce(0) { $0 + $1.span })
            let room = max(1, width - gap * Double(cells.count - 1))
            var x = 0.0
            bands.append(cells.compactMap { cell in
                guard let field = byID[cell.id] else { return nil }
                let share = room * Double(cell.span) / spans
                defer { x += share + gap }
                return (field, x, share)
            })
            cells.forEach { placed.insert($0.id) }
        }
        flush()
        return bands
    }

    /// A section's title and description over a rule; a web address in the description is a link.
    private func header(_ section: Section, title: String, description: String?, width: Double, continued: Bool = false) -> LayoutBox {
        let styles = self.styles
        var children = [text(.sectionTitle, id: section.id, title, font: styles.sectionFont, color: styles.ink, width: width)]
        var height = children[0].frame.height
        if let description, !description.isEmpty {
            var box = text(.sectionDescription, id: section.id, description, font: styles.descriptionFont,
                           color: styles.secondaryInk, width: width).offsetBy(dx: 0, dy: height + 2)
            box.link = WebLinks.firstURL(in: description)
            children.append(box)
            height = box.frame.maxY
        }
        height += 5
        return LayoutBox(role: .sectionHeader, id: section.id, frame: Rect(x: 0, y: 0, width: width, height: height),
                         style: styles.sectionHeader(height: height), notes: continued ? [BoxNote("continued")] : [], children: children)
    }

    private func text(_ role: BoxRole, id: String?, _ text: String, font: FontSpec, color: Color, width: Double) -> LayoutBox {
        let shown = ShownText.prepareWhole(text)
        let lines = measurer.measure(shown, font: font, maxWidth: width, wrapping: .wrap).lineCount
        return LayoutBox(role: role, id: id, frame: Rect(x: 0, y: 0, width: width, height: Double(max(1, lines)) * font.lineHeight),
                         textRun: TextRun(shown, font: font, color: color))
    }
}
