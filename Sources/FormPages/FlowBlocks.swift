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
    /// Its section keeps together: it is one block, never broken before it must be.
    var keptWhole = false

    var height: Double { bottom - top }
    var keepsWithNext: Bool { isHeader || isTitle }

    /// The blocks of a flow. What must stay together is one block when it fits in `available` (a page's
    /// room): a band holding a signature with the band before it (what it signs), and every band of a
    /// section that keeps together.
    static func blocks(of flow: LayoutTree, available: Double = .infinity) -> (blocks: [FlowBlock], sections: [LayoutBox]) {
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
            let first = blocks.count
            for box in rest.sorted(by: { $0.frame.y < $1.frame.y }) {
                if var last = blocks.last, last.section == index, !last.isHeader, box.frame.y < last.bottom {
                    last.boxes.append(box)
                    last.bottom = max(last.bottom, box.frame.maxY)
                    blocks[blocks.count - 1] = last
                } else {
                    blocks.append(FlowBlock(boxes: [box], top: box.frame.y, bottom: box.frame.maxY, section: index, isHeader: false))
                }
            }
            keepTogether(&blocks, from: first, whole: child.has("keepTogether"), available: available)
        }
        return (blocks, sections)
    }

    /// Joins a section's bands (those from `first` on): all of them when the section keeps together,
    /// else each band holding a signature with the band before it; never past `available`.
    private static func keepTogether(_ blocks: inout [FlowBlock], from first: Int, whole: Bool, available: Double) {
        guard first < blocks.count else { return }
        let header = first > 0 && blocks[first - 1].isHeader && blocks[first - 1].section == blocks[first].section ? blocks[first - 1] : nil
        if whole, (blocks[blocks.count - 1].bottom - (header?.top ?? blocks[first].top)) <= available {
            var joined = blocks[first...].dropFirst().reduce(into: blocks[first]) { $0.join($1) }
            joined.keptWhole = true
            blocks.replaceSubrange(first..., with: [joined])
            return
        }
        var index = first + 1
        while index < blocks.count {
            if blocks[index].holdsSignature, blocks[index].bottom - blocks[index - 1].top <= available {
                blocks[index - 1].join(blocks[index])
                blocks.remove(at: index)
            } else {
                index += 1
            }
        }
    }

    private mutating func join(_ other: FlowBlock) {
        boxes += other.boxes
        bottom = max(bottom, other.bottom)
    }

    /// A signature is signed under what it signs.
    var holdsSignature: Bool {
        boxes.contains { $0.role == .field && $0.note("kind") == "signature" }
    }
}
