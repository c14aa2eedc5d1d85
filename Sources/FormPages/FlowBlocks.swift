import BoxTree
import FormLayout

/// A printed form's flow as the pieces a page break may fall between: the title, each section's
/// header (kept with what follows it), and each band of a section's fields: boxes that overlap
/// vertically (a row of columns, a tall field beside short ones) are one band, never split.
struct FlowBlock {
    var boxes: [LayoutBox]
    var top: Double
    var bottom: Double
    /// The section it belongs to (its index among the flow's sections), nil for the title.
    var section: Int?
    var isHeader: Bool
    /// The form's title: kept with what follows, as a section's header is.
    var isTitle = false

    var height: Double { bottom - top }
    var keepsWithNext: Bool { isHeader || isTitle }

    static func blocks(of flow: LayoutTree) -> (blocks: [FlowBlock], sections: [LayoutBox]) {
        var blocks: [FlowBlock] = []
        var sections: [LayoutBox] = []
        for child in flow.root.children {
            guard child.role == .section else {
                blocks.append(FlowBlock(boxes: [child], top: child.frame.y, bottom: child.frame.maxY, section: nil, isHeader: false,
                                        isTitle: child.role == .title))
                continue
            }
            let index = sections.count
            sections.append(child)
            var rest = child.children
            if let header = rest.first, header.role == .sectionHeader {
                blocks.append(FlowBlock(boxes: [header], top: header.frame.y, bottom: header.frame.maxY, section: index, isHeader: true))
                rest.removeFirst()
            }
            for box in rest.sorted(by: { $0.frame.y < $1.frame.y }) {
                if var last = blocks.last, last.section == index, !last.isHeader, box.frame.y < last.bottom {
                    last.boxes.append(box)
                    last.bottom = max(last.bottom, box.frame.maxY)
                    blocks[blocks.count - 1] = last
                } else {
                    blocks.append(FlowBlock(boxes: [box], top: box.frame.y, bottom: box.frame.maxY, section: index, isHeader: false))
                }
            }
        }
        return (blocks, sections)
    }
}
