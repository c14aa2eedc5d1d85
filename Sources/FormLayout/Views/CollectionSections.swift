import BoxTree
import FormModel
import FormSupport

/// A collection in the sections format, as SwiftJsonUI's SwiftUI converter lays it out: each
/// section's header, its cells and its footer, top to bottom. One column: every part one after
/// another, `lineSpacing` (else `itemSpacing`) apart. Several columns (`columns`, or the section's
/// own): cells in a grid, `columnSpacing` (else `itemSpacing`) between columns and `lineSpacing`
/// between rows, the header and footer across the whole width 8 pt from it (SwiftUI's stack
/// spacing). Horizontal (`horizontalScroll`, `layout: horizontal`): the cells in a row, cut at the edge.
extension ViewLayout {
    static let gridGap = 8.0

    func sections(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        let contentWidth = width.exact ?? width.limit ?? 320
        let rowGap = a.lineSpacing ?? a.itemSpacing ?? 0
        let columnGap = a.columnSpacing ?? a.itemSpacing ?? 0
        var boxes: [LayoutBox] = []
        var y = 0.0
        var first = true
        func advance(by gap: Double) { if !first { y += gap }; first = false }
        let sectionNumbers = node.children.compactMap { $0.attributes.collectionPart?.section }
        var seen = Set<Int>()
        for section in sectionNumbers where seen.insert(section).inserted {
            let parts = node.children.filter { $0.attributes.collectionPart?.section == section }
            let cells = parts.filter { $0.attributes.collectionPart?.kind == .cell }
            let columns = max(1, cells.first?.attributes.collectionPart?.columns ?? a.columns ?? 1)
            let isGrid = columns > 1 || a.horizontalScroll
            for header in parts where header.attributes.collectionPart?.kind == .header {
                advance(by: isGrid ? ViewLayout.gridGap : rowGap)
                let box = child(header, width: .atMost(contentWidth), height: .atMost(nil))
                boxes.append(box.offsetBy(dx: header.attributes.margins.left, dy: y + header.attributes.margins.top))
                y += box.frame.height + header.attributes.margins.vertical
            }
            if a.horizontalScroll {
                advance(by: isGrid ? ViewLayout.gridGap : rowGap)
                var x = 0.0, rowHeight = 0.0
                for cell in cells {
                    guard x < contentWidth else { break }
                    let box = child(cell, width: .atMost(nil), height: .atMost(nil))
                    boxes.append(box.offsetBy(dx: x + cell.attributes.margins.left, dy: y + cell.attributes.margins.top))
                    x += box.frame.width + cell.attributes.margins.horizontal + columnGap
                    rowHeight = max(rowHeight, box.frame.height + cell.attributes.margins.vertical)
                }
                y += rowHeight
            } else if !cells.isEmpty {
                advance(by: isGrid ? ViewLayout.gridGap : rowGap)
                let cellWidth = max(1, (contentWidth - columnGap * Double(columns - 1)) / Double(columns))
                var index = 0
                while index < cells.count {
                    let row = cells[index..<min(cells.count, index + columns)]
                    if index > 0 { y += rowGap }
                    var rowHeight = 0.0
                    for (column, cell) in row.enumerated() {
                        let box = child(cell, width: columns > 1 ? .exactly(cellWidth) : .atMost(contentWidth), height: .atMost(nil))
                        boxes.append(box.offsetBy(dx: Double(column) * (cellWidth + columnGap) + cell.attributes.margins.left,
                                                  dy: y + cell.attributes.margins.top))
                        rowHeight = max(rowHeight, box.frame.height + cell.attributes.margins.vertical)
                    }
                    y += rowHeight
                    index += columns
                }
            }
            for footer in parts where footer.attributes.collectionPart?.kind == .footer {
                advance(by: isGrid ? ViewLayout.gridGap : rowGap)
                let box = child(footer, width: .atMost(contentWidth), height: .atMost(nil))
                boxes.append(box.offsetBy(dx: footer.attributes.margins.left, dy: y + footer.attributes.margins.top))
                y += box.frame.height + footer.attributes.margins.vertical
            }
        }
        return Content(width: width.resolve(contentWidth), height: height.resolve(y), boxes: boxes)
    }
}
