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
        var boxes = children.map { layout.child($0, width: .atMost(width.available), height: .atMost(height.available)) }
        let extentWidth = zip(children, boxes).map { $1.frame.width + $0.attributes.margins.horizontal }.max() ?? 0
        let extentHeight = zip(children, boxes).map { $1.frame.height + $0.attributes.margins.vertical }.max() ?? 0
        let finalWidth = width.resolve(extentWidth)
        let finalHeight = height.resolve(extentHeight)
        for (index, child) in children.enumerated() {
            let a = child.attributes
            // A child that fills its parent takes the size the parent came to.
            let fillsWidth = a.width == .matchParent, fillsHeight = a.height == .matchParent
            if fillsWidth || fillsHeight {
                let w: ViewSpan = fillsWidth ? .exactly(finalWidth) : .atMost(finalWidth)
                let h: ViewSpan = fillsHeight ? .exactly(finalHeight) : .atMost(finalHeight)
                boxes[index] = layout.child(child, width: w, height: h)
            }
            let box = boxes[index]
            let m = a.margins
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
