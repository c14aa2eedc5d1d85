import BoxTree
import FormLayout

/// A page put together: its running header, its blocks (each section's in a `section` box of its
/// own) and its footer.
extension Paginator {
    /// One page: the running header, the blocks (each section's in a `section` box of its own), the footer.
    func page(number: Int, of count: Int, placed: [Placed], sections: [LayoutBox], flow: PrintFlow) -> LayoutTree {
        var children: [LayoutBox] = []
        let contentWidth = setup.contentWidth
        let font = flow.runningFont
        if let title = flow.runningTitle {
            let height = font.lineHeight + flow.runningGap / 2
            children.append(LayoutBox(role: .runningHeader, text: title,
                                      frame: Rect(x: setup.margins, y: setup.margins, width: contentWidth, height: height),
                                      style: BoxStyle(rules: [Rule(.horizontal, offset: height - 0.5, thickness: 0.5, color: flow.ruleColor)]),
                                      children: [LayoutBox(role: .title, frame: Rect(x: setup.margins, y: setup.margins, width: contentWidth,
                                                                                      height: font.lineHeight),
                                                           textRun: TextRun(title, font: font, color: flow.runningColor, alignment: .center,
                                                                            wrapping: .singleLine))]))
        }
        var index = 0
        while index < placed.count {
            guard let section = placed[index].section else {
                children.append(placed[index].box)
                index += 1
                continue
            }
            var boxes: [LayoutBox] = []
            while index < placed.count, placed[index].section == section {
                boxes.append(placed[index].box)
                index += 1
            }
            let top = boxes.map(\.frame.y).min() ?? 0, bottom = boxes.map(\.frame.maxY).max() ?? 0
            var box = sections[section]
            box.frame = Rect(x: setup.margins, y: top, width: contentWidth, height: bottom - top)
            box.children = boxes
            children.append(box)
        }
        children.append(footer(number: number, of: count, flow: flow))
        let root = LayoutBox(role: .page, frame: Rect(x: 0, y: 0, width: setup.width, height: setup.height),
                             style: BoxStyle(fill: Color(hex: 0xFFFFFF)), notes: flow.tree.root.notes,
                             children: children)
        return LayoutTree(width: setup.width, height: setup.height, root: root)
    }

    /// A rule, the form's footer line at the leading end and `Page N of M` at the trailing end.
    func footer(number: Int, of count: Int, flow: PrintFlow) -> LayoutBox {
        let font = flow.runningFont
        let height = font.lineHeight + flow.runningGap / 2
        let y = setup.height - setup.margins - height
        let text = font.lineHeight
        let pageNumber = flow.words.page(number, of: count, locale: flow.locale)
        let numberWidth = flow.pageNumberWidth(count: count, contentWidth: setup.contentWidth)
        var children: [LayoutBox] = []
        if let line = flow.footerText {
            var box = LayoutBox(role: .footerText, frame: Rect(x: setup.margins, y: y + height - text,
                                                               width: max(1, setup.contentWidth - numberWidth - PrintFlow.footerGap), height: text),
                                textRun: TextRun(line, font: font, color: flow.runningColor, wrapping: .singleLine))
            box.link = WebLinks.firstURL(in: line)
            children.append(box)
        }
        children.append(LayoutBox(role: .pageNumber, frame: Rect(x: setup.margins + setup.contentWidth - numberWidth, y: y + height - text,
                                                                 width: numberWidth, height: text),
                                  textRun: TextRun(pageNumber, font: font, color: flow.runningColor, alignment: .trailing,
                                                   wrapping: .singleLine)))
        return LayoutBox(role: .runningFooter, frame: Rect(x: setup.margins, y: y, width: setup.contentWidth, height: height),
                         style: BoxStyle(rules: [Rule(.horizontal, offset: 0, thickness: 0.5, color: flow.ruleColor)]), children: children)
    }
}
