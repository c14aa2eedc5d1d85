import BoxTree
import FormModel
import FormSupport

/// A collection drawn as what it will hold: a placeholder for each header, cell and footer class,
/// captioned with the class name (one cell per item when `items` are given). Cells run down the view,
/// in `columns` when it says so, or across it with `horizontalScroll`, cut at its edge.
extension ViewLayout {
    static let cellHeight = 56.0
    static let cellGap = 8.0
    static let headerHeight = 32.0
    static let maxPlaceholderCells = 50

    func collection(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        if node.children.contains(where: { $0.attributes.collectionPart != nil }) { return sections(node, width: width, height: height) }
        let a = node.attributes
        let classes = a.cellClasses.isEmpty ? ["Cell"] : a.cellClasses
        let count = a.items.isEmpty ? classes.count : min(a.items.count, ViewLayout.maxPlaceholderCells)
        let cellNames = (0..<count).map { classes[$0 % classes.count] }
        let contentWidth = width.exact ?? width.limit ?? 320
        let gap = ViewLayout.cellGap
        var boxes: [LayoutBox] = []
        var y = 0.0
        func strip(_ role: BoxRole, _ name: String) {
            boxes.append(LayoutBox(role: role, id: name, text: name, frame: Rect(x: 0, y: y, width: contentWidth, height: ViewLayout.headerHeight),
                                   style: styles.placeholder, children: [caption(name, width: contentWidth, height: ViewLayout.headerHeight).offsetBy(dx: 0, dy: y)]))
            y += ViewLayout.headerHeight + gap
        }
        a.headerClasses.forEach { strip(.header, $0) }
        if a.horizontalScroll {
            let cell = (width: 120.0, height: 88.0)
            for (index, name) in cellNames.enumerated() {
                let x = Double(index) * (cell.width + gap)
                guard x < contentWidth else { break }
                boxes.append(cellBox(name, frame: Rect(x: x, y: y, width: cell.width, height: cell.height)))
            }
            y += cell.height + gap
        } else {
            let columns = max(1, a.columns ?? 1)
            let cellWidth = max(1, (contentWidth - gap * Double(columns - 1)) / Double(columns))
            let cellHeight = columns > 1 ? max(ViewLayout.cellHeight, min(cellWidth, 120)) : ViewLayout.cellHeight
            for (index, name) in cellNames.enumerated() {
                let column = index % columns, row = index / columns
                boxes.append(cellBox(name, frame: Rect(x: Double(column) * (cellWidth + gap), y: y + Double(row) * (cellHeight + gap),
                                                       width: cellWidth, height: cellHeight)))
            }
            let rows = (cellNames.count + columns - 1) / columns
            y += Double(rows) * (cellHeight + gap)
        }
        a.footerClasses.forEach { strip(.footer, $0) }
        let extent = max(0, y - gap)
        return Content(width: width.resolve(contentWidth), height: height.resolve(extent), boxes: boxes)
    }

    private func cellBox(_ name: String, frame: Rect) -> LayoutBox {
        LayoutBox(role: .cell, id: name, text: name, frame: frame, style: styles.placeholder,
                  children: [caption(name, width: frame.width, height: frame.height).offsetBy(dx: frame.x, dy: frame.y)])
    }

    private func caption(_ name: String, width: Double, height: Double) -> LayoutBox {
        let run = styles.placeholderText(name)
        let lineHeight = run.font.lineHeight
        return LayoutBox(role: .text, frame: Rect(x: 8, y: (height - lineHeight) / 2, width: max(0, width - 16), height: lineHeight), textRun: run)
    }
}
