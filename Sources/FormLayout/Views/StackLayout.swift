import BoxTree
import FormModel
import FormSupport

/// A vertical or horizontal stack, as SwiftJsonUI's linear views lay out: children one after another
/// with `spacing` between; `weight`s (and `matchParent` along the stack) share the space left once the
/// others are measured; `bottomToTop`/`rightToLeft` reverse the order and start from the far edge;
/// `gravity` places the whole run and the children across it; a child's own alignment overrides that
/// across the stack, and along it pushes the child (and those after it) to the end or the middle.
struct StackLayout {
    let layout: ViewLayout
    let node: ViewNode
    let axis: ViewOrientation

    private var isVertical: Bool { axis == .vertical }
    private var isReversed: Bool {
        node.attributes.direction == .bottomToTop || node.attributes.direction == .rightToLeft
    }

    /// A child's share of the free space along the stack: the larger of its `weight` and the axis's
    /// own weight (as SwiftJsonUI reads them), or 1 for `matchParent`.
    private func weight(_ child: ViewNode) -> Double? {
        let a = child.attributes
        let own = max(a.weight ?? 0, (isVertical ? a.heightWeight : a.widthWeight) ?? 0)
        if own > 0 { return own }
        return (isVertical ? a.height : a.width) == .matchParent ? 1 : nil
    }

    /// A weighted child's size along the stack is the stack's to give, whatever it says (the Android
    /// habit `"height": 0, "weight": 1`): where the stack has no size to share, its content's size.
    private func freed(_ child: ViewNode) -> ViewNode {
        let a = child.attributes
        guard max(a.weight ?? 0, (isVertical ? a.heightWeight : a.widthWeight) ?? 0) > 0 else { return child }
        var copy = child
        if isVertical { copy.attributes.height = .wrapContent } else { copy.attributes.width = .wrapContent }
        return copy
    }

    func layout(width: ViewSpan, height: ViewSpan) -> ViewLayout.Content {
        let a = node.attributes
        let children = (isReversed ? Array(node.children.reversed()) : node.children).map(freed)
        let along = isVertical ? height : width
        let across = isVertical ? width : height
        let spacing = a.spacing * Double(max(0, children.count - 1))
        func margins(_ child: ViewNode) -> Double {
            let m = child.attributes.margins
            return isVertical ? m.vertical : m.horizontal
        }
        func marginsAcross(_ child: ViewNode) -> Double {
            let m = child.attributes.margins
            return isVertical ? m.horizontal : m.vertical
        }
        func offer(along: ViewSpan, across: ViewSpan) -> (width: ViewSpan, height: ViewSpan) {
            isVertical ? (across, along) : (along, across)
        }
        func size(_ box: LayoutBox, along: Bool) -> Double {
            (along == isVertical) ? box.frame.height : box.frame.width
        }

        // Measure the children that size themselves; weighted ones share what is left, when the stack
        // has a size to share (a stack that fits its content gives them their own size).
        var boxes = [LayoutBox?](repeating: nil, count: children.count)
        var used = spacing
        let acrossOffer = ViewSpan.atMost(across.available)
        let shareable = along.exact ?? (isVertical ? nil : along.limit)
        for (index, child) in children.enumerated() where weight(child) == nil || shareable == nil {
            let room = along.available.map { max(0, $0 - used) }
            let (w, h) = offer(along: .atMost(room), across: acrossOffer)
            let box = layout.child(child, width: w, height: h)
            boxes[index] = box
            used += size(box, along: true) + margins(child)
        }
        if let shareable {
            let weighted = children.indices.filter { boxes[$0] == nil }
            let total = weighted.compactMap { weight(children[$0]) }.reduce(0, +)
            // Weighted children's margins come off first: the weights share the rest (as Android's do).
            let free = max(0, shareable - used - weighted.map { margins(children[$0]) }.reduce(0, +))
            for index in weighted {
                let share = total > 0 ? free * (weight(children[index]) ?? 0) / total : 0
                let (w, h) = offer(along: .exactly(share + margins(children[index])), across: acrossOffer)
                let box = layout.child(children[index], width: w, height: h)
                boxes[index] = box
                used += size(box, along: true) + margins(children[index])
            }
        }
        var placed = boxes.compactMap { $0 }
        let extentAlong = used
        let extentAcross = zip(children, placed).map { child, box in size(box, along: false) + marginsAcross(child) }.max() ?? 0
        let finalAlong = along.resolve(extentAlong)
        let finalAcross = across.resolve(extentAcross)

        // Children that fill across the stack take its final size.
        for (index, child) in children.enumerated() where (isVertical ? child.attributes.width : child.attributes.height) == .matchParent {
            let current = size(placed[index], along: false) + marginsAcross(child)
            guard abs(current - finalAcross) > 0.0005 else { continue }
            let alongSize = size(placed[index], along: true) + margins(child)
            // At most: a fill still keeps to its own min and max.
            let (w, h) = offer(along: .exactly(alongSize), across: .atMost(finalAcross))
            placed[index] = layout.child(child, width: w, height: h)
        }

        // Along the stack: the gravity (or the far edge, when reversed) places the run; a child's own
        // alignment along the stack moves it and those after it.
        let gravity = isVertical ? a.gravity.vertical : a.gravity.horizontal
        let free = max(0, finalAlong - extentAlong)
        var position: Double
        switch gravity ?? (isReversed ? .end : .start) {
        case .start: position = 0
        case .center: position = free / 2
        case .end: position = free
        }
        var pushed = false
        for (index, child) in children.enumerated() {
            let m = child.attributes.margins
            let own = isVertical ? child.attributes.alignment.vertical : child.attributes.alignment.horizontal
            if !pushed, gravity == nil || gravity == .start, let own, own != .start {
                position += own == .end ? free : free / 2
                pushed = true
            }
            let box = placed[index]
            let acrossPlacement = (isVertical ? child.attributes.alignment.horizontal : child.attributes.alignment.vertical)
                ?? (isVertical ? a.gravity.horizontal : a.gravity.vertical) ?? .start
            let acrossSize = size(box, along: false)
            let (startMargin, endMargin) = isVertical ? (m.left, m.right) : (m.top, m.bottom)
            let acrossPosition: Double
            switch acrossPlacement {
            case .start: acrossPosition = startMargin
            case .center: acrossPosition = (finalAcross - acrossSize) / 2 + (startMargin - endMargin) / 2
            case .end: acrossPosition = finalAcross - acrossSize - endMargin
            }
            let leading = isVertical ? m.top : m.left
            let trailing = isVertical ? m.bottom : m.right
            placed[index] = isVertical ? box.offsetBy(dx: acrossPosition, dy: position + leading)
                                       : box.offsetBy(dx: position + leading, dy: acrossPosition)
            position += leading + size(box, along: true) + trailing + a.spacing
        }
        return ViewLayout.Content(width: isVertical ? finalAcross : finalAlong, height: isVertical ? finalAlong : finalAcross,
                                  boxes: isReversed ? placed.reversed() : placed)
    }
}
