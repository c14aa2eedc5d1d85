import BoxTree
import FormModel

/// Children drawn over one another, as a view without an orientation lays them out (SwiftJsonUI's
/// default): each at the corner or centre its alignment (else the container's gravity, else the top
/// left) names, offset by its margins; a centred axis ignores the margins on it.
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
        let extentWidth = zip(children, boxes).map { $1.frame.width + $0.attributes.margins.horizontal }.max() ?? 0
        let extentHeight = zip(children, boxes).map { $1.frame.height + $0.attributes.margins.vertical }.max() ?? 0
        let finalWidth = width.resolve(extentWidth)
        let finalHeight = height.resolve(extentHeight)
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
            let box = boxes[index]
            let gravity = node.attributes.gravity
            let x = OverlayLayout.position(a.alignment.horizontal ?? gravity.horizontal ?? .start, size: box.frame.width,
                                           in: finalWidth, start: m.left, end: m.right)
            let y = OverlayLayout.position(a.alignment.vertical ?? gravity.vertical ?? .start, size: box.frame.height,
                                           in: finalHeight, start: m.top, end: m.bottom)
            boxes[index] = box.offsetBy(dx: x, dy: y)
        }
        return ViewLayout.Content(width: finalWidth, height: finalHeight, boxes: boxes)
    }

    static func position(_ placement: AxisPlacement, size: Double, in space: Double, start: Double, end: Double) -> Double {
        switch placement {
        case .start: return start
        case .center: return (space - size) / 2
        case .end: return space - size - end
        }
    }
}
