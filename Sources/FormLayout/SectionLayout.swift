import BoxTree
import FormModel
import FormSupport

/// Lays out a section as a card: a header (title, description, disclosure chevron) over its fields in
/// the columns the `ColumnPlan` gives. Collapsed sections show the header only.
struct SectionLayout {
    let theme: Theme
    let measurer: TextMeasuring
    let expandAll: Bool
    var locale: String = FormDocument.defaultLocale

    /// - Parameter maxHeight: the card stops adding rows once it is this tall (the form has then
    ///   outgrown any image or page, and the rest would only cost time).
    func layout(_ section: Section, width: Double, maxHeight: Double = .infinity) -> LayoutBox {
        let padding = theme.cardPadding
        let contentWidth = max(1, width - 2 * padding)
        var children: [LayoutBox] = []
        var y = padding
        let isCollapsed = section.isCollapsed && !expandAll

        if let header = header(section, contentWidth: contentWidth, collapsed: isCollapsed) {
            children.append(header.offsetBy(dx: padding, dy: y))
            y += header.frame.height
            if !isCollapsed && !section.fields.isEmpty { y += theme.headerGap }
        }
        if !isCollapsed && !section.fields.isEmpty {
            let plan = ColumnPlan(style: section.style, fields: section.fields, contentWidth: contentWidth, theme: theme)
            let fieldLayout = FieldLayout(theme: theme, measurer: measurer, locale: locale)
            var index = 0
            while index < section.fields.count && y <= maxHeight {
                let row = section.fields[index..<min(index + plan.columns, section.fields.count)]
                // Side by side, the columns are the grid: each field fills its own, so the gaps between
                // fields are the column gap and their edges line up down the section.
                // (Exact: each keeps its own width in its column, as SixLayer's grid items do.)
                let boxes = row.map { field in
                    let fills = plan.columns > 1 && theme.layoutMode == .refined
                    return fieldLayout.layout(field, width: fills ? plan.columnWidth : FieldSizing.width(field, inColumn: plan.columnWidth, theme: theme))
                }
                // Fields side by side share their values' baseline: one whose label wraps is taller
                // above its value, and the others move down to meet it.
                let valueTops = boxes.map(SectionLayout.valueTop)
                let rowValueTop = valueTops.compactMap { $0 }.max() ?? 0
                var rowHeight = 0.0
                for (column, box) in boxes.enumerated() {
                    let x = padding + Double(column) * (plan.columnWidth + plan.columnGap)
                    let drop = valueTops[column].map { rowValueTop - $0 } ?? 0
                    rowHeight = max(rowHeight, drop + box.frame.height)
                    children.append(box.offsetBy(dx: x, dy: y + drop))
                }
                index += row.count
                y += rowHeight
                if index < section.fields.count { y += plan.rowGap }
            }
        }
        // Nothing to show (no title, no visible fields): no card, so the engine skips it.
        let height = children.isEmpty ? 0 : y + padding
        return LayoutBox(role: .section, id: section.id, frame: Rect(x: 0, y: 0, width: width, height: height),
                         style: FormStyles(theme: theme).card, notes: isCollapsed ? [BoxNote("collapsed")] : [], children: children)
    }

    /// How far below a field's top its value line starts; nil for a toggle or checkbox row, which
    /// has none (its box stays level with its neighbours').
    static func valueTop(_ field: LayoutBox) -> Double? {
        guard let box = field.children.first(where: { $0.role == .box }),
              let input = box.children.first(where: { $0.role == .input }) else { return nil }
        return input.frame.y - field.frame.y
    }

    private func header(_ section: Section, contentWidth: Double, collapsed: Bool) -> LayoutBox? {
        guard let title = section.title else { return nil }
        let chevronSpace = section.isCollapsible ? theme.chevronSize + theme.counterGap : 0
        let textWidth = max(1, contentWidth - chevronSpace)
        var children: [LayoutBox] = []

        let text = TextBoxMaker(theme: theme, measurer: measurer)
        let titleBox = text.box(.sectionTitle, id: section.id, text: title, style: .sectionTitle, color: theme.colors.text,
                                at: (0, 0), width: textWidth)
        children.append(titleBox)
        var height = titleBox.frame.height
        // A collapsed section shows its title only: its description is inside the disclosure group.
        if let description = section.description, !description.isEmpty, !collapsed {
            height += theme.descriptionGap
            let descriptionBox = text.box(.sectionDescription, id: section.id, text: description, style: .sectionDescription,
                                          color: theme.colors.secondaryText, at: (0, height), width: textWidth)
            children.append(descriptionBox)
            height += descriptionBox.frame.height
        }
        if section.isCollapsible {
            let size = theme.chevronSize
            children.append(LayoutBox(role: .chevron, id: section.id,
                                      frame: Rect(x: contentWidth - size, y: (theme.font(.sectionTitle).lineHeight - size) / 2,
                                                  width: size, height: size),
                                      glyph: FormStyles(theme: theme).chevron(collapsed: collapsed),
                                      notes: collapsed ? [BoxNote("collapsed")] : []))
        }
        return LayoutBox(role: .sectionHeader, id: section.id, frame: Rect(x: 0, y: 0, width: contentWidth, height: height),
                         children: children)
    }
}
