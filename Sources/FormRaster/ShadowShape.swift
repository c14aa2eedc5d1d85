import BoxTree

/// What both shadow painters derive from a `Shadow` the same way: its colour at its opacity, and the
/// shape it falls in, the box moved by the offset and grown by the spread.
extension Shadow {
    var paintedColor: Color {
        var painted = color
        painted.alpha *= min(1, max(0, opacity))
        return painted
    }

    func shape(under box: Rect, radii: CornerRadii) -> (rect: Rect, radii: CornerRadii) {
        let moved = box.offsetBy(dx: offsetX, dy: offsetY)
        guard spread != 0 else { return (moved, radii) }
        return (moved.outset(by: EdgeInsets(top: spread, left: spread, bottom: spread, right: spread)), radii.inset(by: -spread))
    }
}
