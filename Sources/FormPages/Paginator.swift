import BoxTree
import FormLayout

/// The pagination stage: a form laid out for paper (`PrintFlow`) in, pages of styled boxes out.
/// Blocks flow from page to page and are never split, but for a long table, writing area or value,
/// which breaks between its rows or lines with two kept on each side (`BlockBreaks`), and a block
/// taller than a page, sliced between its lines (`SafeBreaks`). A section's last band takes the one
/// before with it to a new page rather than stand there alone; a section header moves to the next
/// page with its first band rather than stand alone at a page's foot; a section that goes on over a
/// break repeats its header, "(continued)", and a table its header row; every page gets the running
/// header (the form's title) and footer (the form's footer line, `Page N of M`); the outline marks
/// each section's first page.
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

    struct Placed {
        var box: LayoutBox
        var section: Int?
    }

    /// Where pagination stands: the pages so far, the next free height on the last, and which sections
    /// it holds.
    private struct Progress {
        var pages: [[Placed]] = [[]]
        var cursor: Double
        var previousBottom: Double?
        var sectionsOnPage = Set<Int>()
        let contentTop: Double

        init(contentTop: Double) {
            self.contentTop = contentTop
            self.cursor = contentTop
        }

        var pageIsEmpty: Bool { pages[pages.count - 1].isEmpty }

        /// The page holds the form's title and nothing after it but section headers: what follows
        /// starts here (sliced if need be) rather than leave the title alone on its page.
        var holdsOnlyTheTitle: Bool {
            let page = pages[pages.count - 1]
            return page.first?.box.role == .title && page.dropFirst().allSatisfy { $0.box.role == .sectionHeader }
        }

        /// Where pagination stands, to go back to: pages only grow between a checkpoint and its
        /// restoring, so counts say what to take back (a copy of the pages would be copied again, box by
        /// box, by the next placing).
        struct Checkpoint {
            let pages: Int
            let placedOnLast: Int
            let cursor: Double
            let previousBottom: Double?
            let sectionsOnPage: Set<Int>
        }

        var checkpoint: Checkpoint {
            Checkpoint(pages: pages.count, placedOnLast: pages[pages.count - 1].count, cursor: cursor, previousBottom: previousBottom,
                       sectionsOnPage: sectionsOnPage)
        }

        mutating func restore(_ checkpoint: Checkpoint) {
            pages.removeLast(pages.count - checkpoint.pages)
            pages[pages.count - 1].removeLast(pages[pages.count - 1].count - checkpoint.placedOnLast)
            cursor = checkpoint.cursor
            previousBottom = checkpoint.previousBottom
            sectionsOnPage = checkpoint.sectionsOnPage
        }

        /// The last box placed when `checkpoint` was taken.
        func lastPlaced(at checkpoint: Checkpoint) -> Placed? {
            checkpoint.placedOnLast > 0 ? pages[checkpoint.pages - 1][checkpoint.placedOnLast - 1] : nil
        }

        mutating func newPage() {
            pages.append([])
            cursor = contentTop
            previousBottom = nil
            sectionsOnPage = []
        }

        mutating func place(_ box: LayoutBox, section: Int?) {
            pages[pages.count - 1].append(Placed(box: box, section: section))
            if let section { sectionsOnPage.insert(section) }
        }

        /// A section's header again, "(continued)", at the cursor.
        mutating func repeatHeader(_ header: LayoutBox, section: Int, frame: Frame) {
            place(header.offsetBy(dx: frame.dx, dy: cursor), section: section)
            cursor += frame.room(for: header)
        }

        /// Some earlier page already holds a part of the section.
        func sectionStarted(_ section: Int) -> Bool {
            pages.dropLast().contains { $0.contains { $0.section == section } }
        }
    }

    /// What the page geometry and the flow give every step.
    private struct Frame {
        let flow: PrintFlow
        let sections: [LayoutBox]
        let contentBottom: Double
        let available: Double
        let dx: Double

        func continuedHeader(_ section: Int) -> LayoutBox? {
            flow.continuedHeaders[sections[section].id ?? ""]
        }

        /// The height a repeated header takes, with the gap under it.
        func room(for header: LayoutBox) -> Double {
            header.frame.height + flow.headerGap
        }
    }

    public func paginate(_ flow: PrintFlow) -> Result {
        let running = flow.runningFont.lineHeight
        let contentTop = setup.margins + (flow.runningTitle == nil ? 0 : running + flow.runningGap)
        let contentBottom = setup.height - setup.margins - running - flow.runningGap
        let (blocks, sections) = FlowBlock.blocks(of: flow.tree, available: contentBottom - contentTop)
        let breaks = blocks.map { BlockBreaks($0, pageRoom: contentBottom - contentTop) }
        let frame = Frame(flow: flow, sections: sections, contentBottom: contentBottom, available: contentBottom - contentTop, dx: setup.margins)
        var progress = Progress(contentTop: contentTop)
        var outline: [PagedLayout.OutlineEntry] = []
        var warnings = flow.warnings

        /// Places a block: on a new page when it (with what it keeps) does not fit, under its section's
        /// repeated header at the top of a page, sliced when taller than a page or when it may break and
        /// its first rows or lines fit here. Returns whether it went on over a page.
        @discardableResult
        func place(_ index: Int) -> Bool {
            let block = blocks[index]
            let gap = progress.previousBottom.map { max(0, block.top - $0) } ?? 0
            let next = index + 1 < blocks.count ? blocks[index + 1] : nil
            // A long table or writing area starts in the room left, when its first rows or lines fit.
            let breaksHere = breaks[index]?.leastFirstPart.map { progress.cursor + gap + $0 <= contentBottom } ?? false
            // A block taller than any page is sliced anyway: it starts where it is if a quarter of a page is left.
            let slicedHere = block.height > frame.available && contentBottom - progress.cursor - gap >= frame.available / 4
            // Under the title alone, what does not fit starts anyway (a block that then overflows is sliced
            // at its lines), so the title never stands alone; a quarter of a page must be left for it.
            let underTitle = progress.holdsOnlyTheTitle && contentBottom - progress.cursor - gap >= frame.available / 4
            if !progress.pageIsEmpty && progress.cursor + need(block, gap: gap, next: next, nextBreaks: index + 1 < breaks.count ? breaks[index + 1] : nil,
                                                               frame: frame) > contentBottom
                && !slicedHere && !underTitle && !breaksHere {
                if let warning = loneTitle(before: block, progress: progress, frame: frame) { warnings.append(warning) }
                progress.newPage()
            }
            if progress.pageIsEmpty || progress.previousBottom == nil {
                // A page starts with no gap; a section going on from an earlier page repeats its header,
                // where the band still fits under it.
                if let section = block.section, !block.isHeader, !progress.sectionsOnPage.contains(section),
                   let header = frame.continuedHeader(section), progress.sectionStarted(section),
                   progress.cursor + frame.room(for: header) + block.height <= contentBottom {
                    progress.repeatHeader(header, section: section, frame: frame)
                }
            } else {
                progress.cursor += gap
            }
            if let entry = outlineEntry(block, page: progress.pages.count, y: progress.cursor, sections: sections) { outline.append(entry) }
            let goesOver = block.height > contentBottom - progress.cursor + 0.001
            if goesOver {
                if let said = slice(block, breaks: breaks[index], progress: &progress, frame: frame) { warnings.append(said) }
            } else {
                for box in block.boxes { progress.place(box.offsetBy(dx: frame.dx, dy: progress.cursor - block.top), section: block.section) }
                progress.cursor += block.height
            }
            progress.previousBottom = block.bottom
            return goesOver
        }

        // Where pagination stood before the band just placed, to move it with a section's last band.
        var beforeBand: (index: Int, progress: Progress.Checkpoint)?
        for index in blocks.indices {
            if let earlier = beforeBand, widowed(index, after: earlier, blocks: blocks, breaks: breaks, progress: progress, frame: frame) {
                // A section's last band would stand alone on a new page: the band before it goes too.
                progress.restore(earlier.progress)
                progress.newPage()
                place(earlier.index)
            }
            let block = blocks[index]
            let checkpoint = progress.checkpoint
            let wentOver = place(index)
            // A band broken over pages stays where it broke: a last band after it takes nothing with it.
            beforeBand = !block.isHeader && block.section != nil && block.height <= frame.available && !wentOver ? (index, checkpoint) : nil
        }

        let count = progress.pages.count
        // The footer is one line beside the page number on every page: one too long for it is said.
        if let needed = flow.footerWidth {
            let room = setup.contentWidth - flow.pageNumberWidth(count: count, contentWidth: setup.contentWidth) - PrintFlow.footerGap
            if needed > room + 0.5 {
                warnings.append("the footer line is \(Int(needed.rounded(.up))) pt long and \(Int(max(0, room))) pt fit beside the page number: it is cut, ending in '…', on every page")
            }
        }
        let trees = progress.pages.enumerated().map { offset, placed in
            page(number: offset + 1, of: count, placed: placed, sections: sections, flow: flow)
        }
        return Result(layout: PagedLayout(pages: trees, outline: outline, pageName: setup.name), warnings: warnings)
    }

    /// The section's last band (`index`) would start a new page alone, while the band before it, on
    /// this page after something else than the section's header, could go with it: a widow.
    private func widowed(_ index: Int, after earlier: (index: Int, progress: Progress.Checkpoint), blocks: [FlowBlock], breaks: [BlockBreaks?],
                         progress: Progress, frame: Frame) -> Bool {
        let block = blocks[index], previous = blocks[earlier.index]
        guard earlier.index == index - 1, let section = block.section, !block.isHeader, previous.section == section,
              index + 1 == blocks.count || blocks[index + 1].section != section,
              !progress.pageIsEmpty, block.height <= frame.available else { return false }
        let gap = max(0, block.top - previous.bottom)
        // A band that may break starts on this page when its first rows or lines fit.
        guard progress.cursor + gap + (breaks[index]?.leastFirstPart ?? block.height) > frame.contentBottom else { return false }
        // The band before must leave its page with something of its own kind before it, not a lone header.
        guard let before = progress.lastPlaced(at: earlier.progress), before.box.role != .sectionHeader,
              earlier.progress.pages == progress.pages.count else { return false }
        let header = frame.continuedHeader(section).map(frame.room(for:)) ?? 0
        return header + block.bottom - previous.top <= frame.available
    }

    /// The height a block needs on this page: a header with its first band, the form's title with what
    /// follows (of a block taller than a page, which is sliced anyway, a quarter of a page is enough).
    private func need(_ block: FlowBlock, gap: Double, next: FlowBlock?, nextBreaks: BlockBreaks?, frame: Frame) -> Double {
        guard block.keepsWithNext, let next, block.isTitle || next.section == block.section else { return gap + block.height }
        let through = if let first = nextBreaks?.leastFirstPart {
            next.top + first - block.top
        } else {
            next.height > frame.available ? next.top - block.top + frame.available / 4 : next.bottom - block.top
        }
        return gap + min(through, frame.available)
    }

    /// What to say when a band that cannot follow its section's header, even on a page of its own,
    /// leaves the header alone on the page.
    private func loneTitle(before block: FlowBlock, progress: Progress, frame: Frame) -> String? {
        guard !block.isHeader, let section = block.section, let last = progress.pages[progress.pages.count - 1].last,
              last.section == section, last.box.role == .sectionHeader else { return nil }
        return "section '\(frame.sections[section].id ?? "")': its first fields (\(Int(block.height.rounded(.up))) pt) do not fit on one page (\(setup.name)) with its title, which stands alone on page \(progress.pages.count)"
    }

    private func outlineEntry(_ block: FlowBlock, page: Int, y: Double, sections: [LayoutBox]) -> PagedLayout.OutlineEntry? {
        guard block.isHeader, let section = block.section else { return nil }
        let title = block.boxes[0].first(role: .sectionTitle)?.text ?? sections[section].id ?? ""
        return PagedLayout.OutlineEntry(title: title, id: sections[section].id, page: page, y: y)
    }

    /// A block going on over pages (taller than the room left and able to break, or taller than a whole
    /// page), sliced over as many pages as it takes: each slice a clip window ending where it may break
    /// (`BlockBreaks`), else where nothing is cut through (between option rows, text lines, writing
    /// lines); its section's title "(continued)" above the later ones, and a table's header row. Returns
    /// what to say of it: nothing when it broke only where it may.
    private func slice(_ block: FlowBlock, breaks chosen: BlockBreaks?, progress: inout Progress, frame: Frame) -> String? {
        // Where it may break keeping rows and lines together, else anywhere nothing is cut through.
        let preferred = chosen?.offsets ?? []
        let breaks = SafeBreaks.offsets(in: block.boxes, top: block.top, bottom: block.bottom)
        var brokeCleanly = true, keptItsRows = chosen != nil
        let firstPage = progress.pages.count
        var start = 0.0
        while true {
            let room = max(1, frame.contentBottom - progress.cursor)
            let within = { (offset: Double) in offset > start + 0.001 && offset <= start + room }
            let kept = preferred.last(where: within)
            let safe = kept ?? breaks.last(where: within)
            if block.height - start > room && safe == nil { brokeCleanly = false }
            if block.height - start > room && kept == nil { keptItsRows = false }
            let end = block.height - start <= room ? block.height : safe ?? start + room
            let shifted = block.boxes.map { $0.offsetBy(dx: frame.dx, dy: progress.cursor - block.top - start) }
            let window = Rect(x: frame.dx, y: progress.cursor, width: setup.contentWidth, height: end - start)
            progress.place(LayoutBox(role: "slice", frame: window, style: BoxStyle(clips: true), children: shifted), section: block.section)
            progress.cursor += end - start
            start = end
            if start >= block.height - 0.001 { break }
            progress.newPage()
            if let section = block.section, let header = frame.continuedHeader(section), frame.room(for: header) < frame.available / 2 {
                progress.repeatHeader(header, section: section, frame: frame)
            }
            // Rows continued under the table's header row again.
            if let table = chosen?.table, let header = chosen?.tableHeader, start >= header.frame.maxY - block.top - 0.001,
               start < table.frame.maxY - block.top - 0.001, header.frame.height < frame.available / 4 {
                progress.place(header.offsetBy(dx: frame.dx, dy: progress.cursor - header.frame.y), section: block.section)
                progress.cursor += header.frame.height
            }
        }
        // Rows and lines going on over pages, kept as they should be, are ordinary flow.
        if keptItsRows { return nil }
        let ids = Set(block.boxes.filter { $0.role == .field }.compactMap(\.id)).sorted().map { "'\($0)'" }
        let hasDescription = block.boxes.first?.first(role: .sectionDescription) != nil
        let what = block.isHeader ? "section '\(block.section.flatMap { frame.sections[$0].id } ?? "")''s \(hasDescription ? "title and description are" : "title is")"
            : ids.isEmpty ? "the form's title is" : ids.count == 1 ? "field \(ids[0]) is" : "fields \(ids.joined(separator: ", ")) are"
        return "\(what) \(Int(block.height.rounded(.up))) pt tall, more than a page (\(setup.name)) holds, \(Int(frame.available)) pt: printed over pages \(firstPage)–\(progress.pages.count), \(brokeCleanly ? "broken between its lines" : "cut where no line ends")"
    }
}
