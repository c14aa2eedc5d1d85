import BoxTree
import FormLayout

/// Where a field may break over a page before it has to, so that a long table or writing area starts
/// in the room left on a page rather than leave it blank: between a table's rows, a writing area's
/// lines or a long value's lines, with at least two of them on each side (a page never ends or starts
/// a field with one lone line or row), and with at least half of it on the first page when a page can
/// hold it whole. Only a field that leads its block breaks so, and never one in a section that keeps
/// together. A table's continuation repeats its header row.
struct BlockBreaks {
    /// Where it may break, from the block's top, ascending.
    let offsets: [Double]
    /// The table whose header row is repeated above each continuation, and that row on its own.
    let table: LayoutBox?
    let tableHeader: LayoutBox?

    /// The least of it that may start at a page's foot, from its top: its first rows or lines when no
    /// page holds it whole, else half of it (a field a page can hold is not left mostly on the next
    /// one: it moves whole). Nil: it never starts where it does not fit.
    let leastFirstPart: Double?

    /// Rows or lines kept together at a field's start and end.
    static let keptUnits = 2

    init?(_ block: FlowBlock, pageRoom: Double) {
        guard !block.keptWhole, !block.isHeader, !block.isTitle, let field = block.boxes.first, field.role == .field,
              block.boxes.dropFirst().allSatisfy({ $0.frame.y >= field.frame.maxY - 0.001 }),
              let input = field.children.first(where: { $0.role == .input }) else { return nil }
        let isTable = input.has("table")
        let inner = BlockBreaks.unitEdges(of: input)
        // A table's first edge is its header row's foot: the header does not count as a row.
        let lead = (isTable ? 1 : 0) + BlockBreaks.keptUnits - 1
        let last = inner.count - BlockBreaks.keptUnits + 1
        guard lead < last else { return nil }
        offsets = inner[lead..<last].map { $0 - block.top }
        table = isTable ? input : nil
        tableHeader = isTable ? BlockBreaks.header(of: input) : nil
        leastFirstPart = block.height > pageRoom ? offsets.first : offsets.first { $0 >= block.height / 2 }
    }

    /// The edges between an input's units (flow coordinates): under each ruled row or writing line but
    /// the last, or between the lines of its wrapped value.
    private static func unitEdges(of input: LayoutBox) -> [Double] {
        let ruled = input.style.rules.filter { $0.axis == .horizontal }.map { input.frame.y + $0.offset + $0.thickness }
            .filter { $0 > input.frame.y + 0.001 && $0 < input.frame.maxY - 0.001 }
        if !ruled.isEmpty { return ruled.sorted() }
        guard input.has("lines"), let value = input.children.first(where: { $0.role == .value }), let run = value.textRun,
              run.wrapping == .wrap, run.font.lineHeight > 0 else { return [] }
        let count = Int((value.frame.height / run.font.lineHeight).rounded())
        return count > 1 ? (1..<count).map { value.frame.y + Double($0) * run.font.lineHeight } : []
    }

    /// The table's header row on its own, to stand above a continuation: its labels, its column
    /// rules, closed by the table's border.
    private static func header(of table: LayoutBox) -> LayoutBox? {
        guard let foot = table.style.rules.filter({ $0.axis == .horizontal }).map({ $0.offset + $0.thickness }).min(), foot > 0 else { return nil }
        var style = table.style
        style.rules = style.rules.filter { $0.axis == .vertical }
        let labels = table.children.filter { $0.role == .label && $0.frame.maxY <= table.frame.y + foot + 0.001 }
        return LayoutBox(role: .tableHeader, id: table.id, frame: Rect(x: table.frame.x, y: table.frame.y, width: table.frame.width, height: foot),
                         style: style, notes: [BoxNote("repeated")], children: labels)
    }

}

extension BoxRole {
    /// A table's header row repeated above its rows continued on a later page.
    public static let tableHeader: BoxRole = "tableHeader"
}
