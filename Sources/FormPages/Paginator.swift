import BoxTree
import FormLayout

/// The pagination stage: a form laid out for paper (`PrintFlow`) in, pages of styled boxes out.
/// Blocks flow from page to page and are never split (but one taller than a page, sliced between its
/// lines, `SafeBreaks`); a section header moves to the next page with
/// its first band rather than stand alone at a page's foot; a section that goes on over a break
/// repeats its header, "(continued)"; every page gets the running header (the form's title) and
/// footer (the form's footer line, `Page N of M`); the outline marks each section's first page.
public struct Paginator {
    public var setup: PageSetup

    public init(setup: PageSetup) {
        self.setup = setup
    }

    /// The pages, and what printing them had to say: a block sliced over pages, a title left alone, a
    /// value cut to its cells.
    public struct Result {
        public var layout: PagedLayout
        public var warnings: [String]
    }

    private struct Placed {
        var box: LayoutBox
        var section: Int?
    }

    public func paginate(_ flow: PrintFlow) -> Result {
        let (blocks, sections) = FlowBlock.blocks(of: flow.tree)
        let running = flow.runningFont.lineHeight
        let contentTop = setup.margins + (flow.runningTitle == nil ? 0 : running + flow.runningGap)
        let contentBottom = setup.height - setup.margins - running - flow.runningGap
        let available = contentBottom - contentTop
        let dx = setup.margins

        var pages: [[Placed]] = [[]]
        var outline: [PagedLayout.OutlineEntry] = []
        var warnings = flow.warnings
        var cursor = contentTop
        var previousBottom: Double?
        var sectionsOnPage = Set<Int>()

        func newPage() {
            pages.append([])
            cursor = contentTop
            previousBottom = nil
            sectionsOnPage = []
        }

        for (index, block) in blocks.enumerated() {
            let gap = previousBottom.map { max(0, block.top - $0) } ?? 0
            var need = gap + block.height
            // A header keeps its first band with it, and the form's title what follows it.
            // (What follows taller than a page is sliced: a quarter of a page of it is enough.)
            if block.keepsWithNext, index + 1 < blocks.count, block.isTitle || blocks[index + 1].section == block.section {
                let next = blocks[index + 1]
                let through = next.height > available ? next.top - block.top + available / 4 : next.bottom - block.top
                need = gap + min(through, available)
            }
            // A block taller than any page is sliced anyway: it starts where it is if a quarter of a page is left.
            let slicedHere = block.height > available && contentBottom - cursor - gap >= available / 4
            if !pages[pages.count - 1].isEmpty && cursor + need > contentBottom && !slicedHere {
                // A band that cannot follow its header even on a page of its own leaves the header alone.
                if !block.isHeader, let section = block.section, let last = pages[pages.count - 1].last, last.section == section,
                   last.box.role == .sectionHeader {
                    warnings.append("section '\(sections[section].id ?? "")': its first fields (\(Int(block.height.rounded(.up))) pt) do not fit on one page (\(setup.name)) with its title, which stands alone on page \(pages.count)")
                }
                newPage()
            }
            if pages[pages.count - 1].isEmpty || previousBottom == nil {
                // A page starts with no gap; a section going on from an earlier page repeats its header,
                // where the band still fits under it.
                if let section = block.section, !block.isHeader, !sectionsOnPage.contains(section),
                   let header = flow.continuedHeaders[sections[section].id ?? ""], sectionStarted(section, pages: pages),
                   cursor + header.frame.height + flow.headerGap + block.height <= contentBottom {
                    pages[pages.count - 1].append(Placed(box: header.offsetBy(dx: dx, dy: cursor), section: section))
                    cursor += header.frame.height + flow.headerGap
                }
            } else {
                cursor += gap
            }
            if block.height > contentBottom - cursor + 0.001 {
                // Taller than a whole page: sliced over as many pages as it takes, each slice ending
                // where nothing is cut through (between option rows, text lines, writing lines), said.
                let breaks = SafeBreaks.offsets(in: block.boxes, top: block.top, bottom: block.bottom)
                let ids = Set(block.boxes.filter { $0.role == .field }.compactMap(\.id)).sorted().map { "'\($0)'" }
                let what = block.isHeader ? "section '\(block.section.flatMap { sections[$0].id } ?? "")''s title is"
                    : ids.isEmpty ? "the form's title is" : ids.count == 1 ? "field \(ids[0]) is" : "fields \(ids.joined(separator: ", ")) are"
                var brokeCleanly = true
                let firstPage = pages.count
                if block.isHeader, let section = block.section {
                    let title = block.boxes[0].first(role: .sectionTitle)?.text ?? sections[section].id ?? ""
                    outline.append(PagedLayout.OutlineEntry(title: title, id: sections[section].id, page: pages.count, y: cursor))
                }
                var start = 0.0
                while true {
                    let room = max(1, contentBottom - cursor)
                    let safe = breaks.last { $0 > start + 0.001 && $0 <= start + room }
                    if block.height - start > room && safe == nil { brokeCleanly = false }
                    let end = block.height - start <= room ? block.height : safe ?? start + room
                    let slice = block.boxes.map { $0.offsetBy(dx: dx, dy: cursor - block.top - start) }
                    let window = Rect(x: dx, y: cursor, width: setup.contentWidth, height: end - start)
                    pages[pages.count - 1].append(Placed(box: LayoutBox(role: "slice", frame: window, style: BoxStyle(clips: true), children: slice),
                                                         section: block.section))
                    if let section = block.section { sectionsOnPage.insert(section) }
                    cursor += end - start
                    start = end
                    if start >= block.height - 0.001 { break }
                    newPage()
                    // Its section's title, "(continued)", where it leaves room for a slice.
                    if let section = block.section, let header = flow.continuedHeaders[sections[section].id ?? ""],
                       header.frame.height + flow.headerGap < available / 2 {
                        pages[pages.count - 1].append(Placed(box: header.offsetBy(dx: dx, dy: cursor), section: section))
                        cursor += header.frame.height + flow.headerGap
                    }
                }
                warnings.append("\(what) \(Int(block.height.rounded(.up))) pt tall, more than a page (\(setup.name)) holds, \(Int(available)) pt: printed over pages \(firstPage)–\(pages.count), \(brokeCleanly ? "broken between its lines" : "cut where no line ends")")
                previousBottom = block.bottom
                continue
            }
            let dy = cursor - block.top
            let boxes = block.boxes.map { $0.offsetBy(dx: dx, dy: dy) }
            if block.isHeader, let section = block.section {
                let title = block.boxes[0].first(role: .sectionTitle)?.text ?? sections[section].id ?? ""
                outline.append(PagedLayout.OutlineEntry(title: title, id: sections[section].id, page: pages.count, y: cursor))
            }
            pages[pages.count - 1].append(contentsOf: boxes.map { Placed(box: $0, section: block.section) })
            if let section = block.section { sectionsOnPage.insert(section) }
            cursor += block.height
            previousBottom = block.bottom
        }

        let count = pages.count
        let trees = pages.enumerated().map { offset, placed in
            page(number: offset + 1, of: count, placed: placed, sections: sections, flow: flow)
        }
        return Result(layout: PagedLayout(pages: trees, outline: outline, pageName: setup.name), warnings: warnings)
    }

    /// Some earlier page already holds a part of the section.
    private func sectionStarted(_ section: Int, pages: [[Placed]]) -> Bool {
        pages.dropLast().contains { $0.contains { $0.section == section } }
    }

    /// One page: the running header, the blocks (each section's in a `section` box of its own), the footer.
    private func page(number: Int, of count: Int, placed: [Placed], sections: [LayoutBox], flow: PrintFlow) -> LayoutTree {
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
    private func footer(number: Int, of count: Int, flow: PrintFlow) -> LayoutBox {
        let font = flow.runningFont
        let height = font.lineHeight + flow.runningGap / 2
        let y = setup.height - setup.margins - height
        let text = font.lineHeight
        let numberWidth = min(setup.contentWidth, max(90, font.size * 0.6 * Double(14 + 2 * String(count).count)))
        var children: [LayoutBox] = []
        if let line = flow.footerText {
            var box = LayoutBox(role: .footerText, frame: Rect(x: setup.margins, y: y + height - text,
                                                               width: max(1, setup.contentWidth - numberWidth - 12), height: text),
                                textRun: TextRun(line, font: font, color: flow.runningColor, wrapping: .singleLine))
            box.link = WebLinks.firstURL(in: line)
            children.append(box)
        }
        children.append(LayoutBox(role: .pageNumber, frame: Rect(x: setup.margins + setup.contentWidth - numberWidth, y: y + height - text,
                                                                 width: numberWidth, height: text),
                                  textRun: TextRun("Page \(number) of \(count)", font: font, color: flow.runningColor, alignment: .trailing,
                                                   wrapping: .singleLine)))
        return LayoutBox(role: .runningFooter, frame: Rect(x: setup.margins, y: y, width: setup.contentWidth, height: height),
                         style: BoxStyle(rules: [Rule(.horizontal, offset: 0, thickness: 0.5, color: flow.ruleColor)]), children: children)
    }
}
