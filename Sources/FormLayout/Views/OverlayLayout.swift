import BoxTree
import FormModel
import FormSupport

/// Children drawn over one another, as a view without an orientation lays them out (SwiftJsonUI's
/// default): each at the corner or centre its alignment (else the container's gravity, else the top
/// left) names, offset by its margins (a centred axis ignores them); or, with `alignTopOfView`,
/// `alignLeftView` and the like, beside or in line with a sibling placed before it (its relative
/// layout). A content-sized overlay is as large as what its children reach.
struct OverlayLayout {
    let layout: ViewLayout
    let node: ViewNode

    func layout(width: ViewSpan, height: ViewSpan) -> ViewLayout.Content {
        let children = node.children
        // A child that fills an axis the overlay already knows the size of is laid out once, at that size.
        func offer(_ span: ViewSpan, fills: Bool) -> ViewSpan {
            if fills, let exact = span.exact { return .exactly(exact) }
            return .atMost(span.available)
        }
        var boxes = children.map { child in
            layout.child(child, width: offer(width, fills: child.attributes.width == .matchParent),
                         height: offer(height, fills: child.attributes.height == .matchParent))
        }
        // Where children reach when each sits at its start, or beside the siblings it names.
        let (reachWidth, reachHeight) = reach(place(boxes, width: 0, height: 0))
        let finalWidth = width.resolve(reachWidth)
        var finalHeight = height.resolve(reachHeight)
        for (index, child) in children.enumerated() {
            let a = child.attributes
            let m = a.margins
            // A child that fills a content-sized overlay takes the size the overlay came to.
            let fillsWidth = a.width == .matchParent && abs(boxes[index].frame.width + m.horizontal - finalWidth) > 0.0005
            let fillsHeight = a.height == .matchParent && abs(boxes[index].frame.height + m.vertical - finalHeight) > 0.0005
            if fillsWidth || fillsHeight {
                let w: ViewSpan = a.width == .matchParent ? .exactly(finalWidth) : .atMost(finalWidth)
                let h: ViewSpan = a.height == .matchParent ? .exactly(finalHeight) : .atMost(finalHeight)
                boxes[index] = layout.child(child, width: w, height: h)
            }
        }
        var placed = place(boxes, width: finalWidth, height: finalHeight)
        // A child placed beside a sibling has only the room between the siblings it sits beside (or
        // the edges): it wraps there, as Android's relative layout measures it.
        let byID = RelativeOrder.indexes(children)
        var narrowed = false
        for (index, child) in children.enumerated() where !child.attributes.relative.isEmpty {
            let m = child.attributes.margins
            // Where its left edge was put, unless it hangs from a sibling on its right.
            let hangsLeft = child.attributes.relative.contains { $0.edge == .leftOf }
            var low = hangsLeft ? m.left : max(m.left, placed[index].frame.x), high = finalWidth - m.right
            for rule in child.attributes.relative {
                guard let target = byID[rule.target], target != index else { continue }
                switch rule.edge {
                case .rightOf: low = max(low, placed[target].frame.maxX + m.left)
                case .leftOf: high = min(high, placed[target].frame.x - m.right)
                default: break
                }
            }
            let room = high - low
            guard placed[index].frame.width > room + 0.0005, room > 0 else { continue }
            boxes[index] = layout.place(child, width: .atMost(room), height: .atMost(height.available))
            narrowed = true
        }
        if narrowed {
            placed = place(boxes, width: finalWidth, height: finalHeight)
            // Wrapping made it taller: a content-sized overlay grows to hold it.
            let grown = height.resolve(max(reachHeight, reach(placed).1))
            if grown != finalHeight {
                finalHeight = grown
                placed = place(boxes, width: finalWidth, height: finalHeight)
            }
        }
        return ViewLayout.Content(width: finalWidth, height: finalHeight, boxes: placed)
    }

    /// Each box moved to its place in a content area of this size: by its alignment, then by the
    /// siblings it names (those placed first; a name that cannot be placed leaves the child where its
    /// alignment put it).
    private func place(_ boxes: [LayoutBox], width: Double, height: Double) -> [LayoutBox] {
        let children = node.children
        let gravity = node.attributes.gravity
        var placed = zip(children, boxes).map { child, box -> LayoutBox in
            let a = child.attributes, m = a.margins
            let x = OverlayLayout.position(a.alignment.horizontal ?? gravity.horizontal ?? .start, size: box.frame.width, in: width, start: m.left, end: m.right)
            let y = OverlayLayout.position(a.alignment.vertical ?? gravity.vertical ?? .start, size: box.frame.height, in: height, start: m.top, end: m.bottom)
            return box.offsetBy(dx: x, dy: y)
        }
        guard children.contains(where: { !$0.attributes.relative.isEmpty }) else { return placed }
        let byID = RelativeOrder.indexes(children)
        // Each child is placed once the siblings it names are (children caught in a loop of names stay
        // where their alignment put them).
        for index in RelativeOrder(children).order {
            placed[index] = relativelyPlaced(placed[index], child: children[index], siblings: placed, byID: byID)
        }
        return placed
    }

    private func relativelyPlaced(_ box: LayoutBox, child: ViewNode, siblings: [LayoutBox], byID: [String: Int]) -> LayoutBox {
        let m = child.attributes.margins
        var x = box.frame.x, y = box.frame.y
        let w = box.frame.width, h = box.frame.height
        // A child held at its start edge (by its own alignment, or beside a sibling before it) keeps
        // that edge when it is also put before another sibling: it sits between the two, as Android's
        // relative layout places it.
        let edges = Set(child.attributes.relative.map(\.edge))
        let heldLeft = child.attributes.alignment.horizontal == .start || edges.contains(.rightOf) || edges.contains(.alignLeft)
        let heldTop = child.attributes.alignment.vertical == .start || edges.contains(.below) || edges.contains(.alignTop)
        for rule in child.attributes.relative {
            guard let index = byID[rule.target], index < siblings.count, siblings[index].id != child.id || box.id == nil else { continue }
            let t = siblings[index].frame
            switch rule.edge {
            case .above: if !heldTop { y = t.y - h - m.bottom }
            case .below: y = t.maxY + m.top
            case .leftOf: if !heldLeft { x = t.x - w - m.right }
            case .rightOf: x = t.maxX + m.left
            case .alignTop: y = t.y + m.top
            case .alignBottom: y = t.maxY - h - m.bottom
            case .alignLeft: x = t.x + m.left
            case .alignRight: x = t.maxX - w - m.right
            case .alignCenterHorizontal: x = t.x + (t.width - w) / 2
            case .alignCenterVertical: y = t.y + (t.height - h) / 2
            }
        }
        return box.offsetBy(dx: x - box.frame.x, dy: y - box.frame.y)
    }

    /// How far right and down the children reach, their margins included: each at least its own size,
    /// and one placed beside a sibling as far as it goes.
    private func reach(_ placed: [LayoutBox]) -> (Double, Double) {
        zip(node.children, placed).reduce((0.0, 0.0)) { reach, pair in
            let (child, box) = pair
            let m = child.attributes.margins
            return (max(reach.0, box.frame.maxX + m.right, box.frame.width + m.horizontal),
                    max(reach.1, box.frame.maxY + m.bottom, box.frame.height + m.vertical))
        }
    }

    static func position(_ placement: AxisPlacement, size: Double, in space: Double, start: Double, end: Double) -> Double {
        switch placement {
        case .start: return start
        case .center: return (space - size) / 2
        case .end: return space - size - end
        }
    }
}
