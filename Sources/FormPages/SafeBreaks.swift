import BoxTree

/// Where a block taller than a page may be sliced without cutting through anything: between its
/// parts (an option row and the next), between the lines of a wrapped text, and under each writing
/// line of a box of rules. Heights from the block's top.
enum SafeBreaks {
    static func offsets(in boxes: [LayoutBox], top: Double, bottom: Double) -> [Double] {
        var leaves: [(frame: Rect, inside: Set<Double>)] = []
        func visit(_ box: LayoutBox) {
            var inside = Set<Double>()
            // A wrapped text breaks between its lines; a box of horizontal rules under each of them.
            if let run = box.textRun, run.wrapping == .wrap, run.font.lineHeight > 0 {
                var y = box.frame.y + run.font.lineHeight
                while y < box.frame.maxY - 0.001 && inside.count < 10_000 {
                    inside.insert(rounded(y))
                    y += run.font.lineHeight
                }
            }
            // Rules inside the box (writing lines) say where it breaks; one along its top or foot (a
            // section header's) says nothing of its inside, so its children do.
            for rule in box.style.rules where rule.axis == .horizontal {
                let below = rule.offset + rule.thickness
                if below > 0.001 && below < box.frame.height - 0.001 { inside.insert(rounded(box.frame.y + below)) }
            }
            if box.children.isEmpty || !inside.isEmpty {
                leaves.append((box.frame, inside))
            }
            // A box that breaks inside itself is one leaf: its own text or rules say where.
            if inside.isEmpty { box.children.forEach(visit) }
        }
        boxes.forEach(visit)
        var candidates = Set<Double>()
        for leaf in leaves {
            candidates.insert(rounded(leaf.frame.y))
            candidates.insert(rounded(leaf.frame.maxY))
            candidates.formUnion(leaf.inside)
        }
        return candidates.filter { y in
            y > top + 0.001 && y < bottom - 0.001
                && leaves.allSatisfy { !($0.frame.y < y - 0.001 && y < $0.frame.maxY - 0.001) || $0.inside.contains(y) }
        }.sorted().map { $0 - top }
    }

    private static func rounded(_ value: Double) -> Double {
        (value * 1000).rounded() / 1000
    }
}
