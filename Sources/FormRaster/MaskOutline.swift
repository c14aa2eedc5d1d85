import BoxTree
import Foundation

/// A rounded rectangle in a mask's pixels, traced with every point on Cairo's 1/256-pixel grid. Cairo
/// keeps paths in that fixed point and covers pixels the same wherever a path lies, so the outline with
/// whole pixels cut from its straight middle (its right corners moved left, its bottom ones up) covers
/// exactly what the whole outline covers, less those columns and rows.
struct MaskOutline {
    let minX: Double
    let minY: Double
    let maxX: Double
    let maxY: Double
    /// In pixels, as Cairo's rounded rectangle clamps them: at most half the shorter side.
    let topLeft: Double
    let topRight: Double
    let bottomRight: Double
    let bottomLeft: Double

    /// `rect` in points, drawn at `scale` pixels a point into a mask whose top left is at (originX, originY) pixels.
    init(_ rect: Rect, radii: CornerRadii, scale: Double, originX: Double, originY: Double) {
        minX = rect.x * scale - originX
        minY = rect.y * scale - originY
        maxX = rect.maxX * scale - originX
        maxY = rect.maxY * scale - originY
        let limit = max(0, min(rect.width, rect.height) / 2)
        func clamped(_ radius: Double) -> Double { min(max(0, radius), limit) * scale }
        topLeft = clamped(radii.topLeft)
        topRight = clamped(radii.topRight)
        bottomRight = clamped(radii.bottomRight)
        bottomLeft = clamped(radii.bottomLeft)
    }

    /// Whole columns only the straight top and bottom edges cross, so every one holds the same coverage;
    /// a pixel of margin on each side keeps the corners' own pixels out.
    var straightColumns: Range<Int> {
        MaskOutline.pixels(from: minX + max(topLeft, bottomLeft), to: maxX - max(topRight, bottomRight))
    }

    /// Whole rows only the straight left and right edges cross.
    var straightRows: Range<Int> {
        MaskOutline.pixels(from: minY + max(topLeft, topRight), to: maxY - max(bottomLeft, bottomRight))
    }

    private static func pixels(from start: Double, to end: Double) -> Range<Int> {
        guard start.isFinite, end.isFinite, start > -1e9, end < 1e9 else { return 0..<0 }
        let lower = Int(start.rounded(.up)) + 1, upper = Int(end.rounded(.down)) - 1
        return lower < upper ? lower..<upper : lower..<lower
    }

    /// Whether the outline lies in a `width`×`height` mask at all.
    func meets(width: Int, height: Int) -> Bool {
        maxX > 0 && maxY > 0 && minX < Double(width) && minY < Double(height)
    }

    /// The outline's path with its right corners `cutColumns` pixels further left and its bottom ones
    /// `cutRows` pixels further up.
    func path(cutColumns: Int = 0, cutRows: Int = 0) -> MaskPath {
        let dx = Double(cutColumns), dy = Double(cutRows)
        var path = MaskPath()
        // Clockwise from the top right, as Pen draws, each corner from its anchor (the rectangle's
        // corner) and the side its centre lies towards.
        corner(&path, anchor: (maxX, minY), moved: (dx, 0), toward: (1, -1), radius: topRight, quarter: 3, first: true)
        corner(&path, anchor: (maxX, maxY), moved: (dx, dy), toward: (1, 1), radius: bottomRight, quarter: 0, first: false)
        corner(&path, anchor: (minX, maxY), moved: (0, dy), toward: (-1, 1), radius: bottomLeft, quarter: 1, first: false)
        corner(&path, anchor: (minX, minY), moved: (0, 0), toward: (-1, -1), radius: topLeft, quarter: 2, first: false)
        return path
    }

    /// A point on Cairo's grid, where moving by whole pixels is exact.
    private static func grid(_ value: Double) -> Double { (value * 256).rounded() / 256 }

    /// The quarter circle from `quarter` · 90° (0 is along +x, y grows downwards) in Cairo's Bézier
    /// segments; the points where it meets the straight edges are computed from the edges, so those
    /// edges are exactly straight. Every point is put on the grid where the whole outline has it, then
    /// `moved` whole pixels up and left.
    private func corner(_ path: inout MaskPath, anchor: (x: Double, y: Double), moved: (x: Double, y: Double), toward side: (x: Double, y: Double),
                        radius: Double, quarter: Int, first: Bool) {
        func point(_ unit: (cos: Double, sin: Double)) -> (Double, Double) {
            (MaskOutline.grid(anchor.x + radius * (unit.cos - side.x)) - moved.x, MaskOutline.grid(anchor.y + radius * (unit.sin - side.y)) - moved.y)
        }
        guard radius > 0 else {
            let corner = (MaskOutline.grid(anchor.x) - moved.x, MaskOutline.grid(anchor.y) - moved.y)
            if first { path.move(to: corner) } else { path.line(to: corner) }
            return
        }
        let segments = MaskOutline.segments(radius: radius)
        let step = Double.pi / 2 / Double(segments)
        let h = 4.0 / 3.0 * tan(step / 4)
        // Exact at the quarter's ends, so the points on the straight edges are the edges themselves.
        func unit(_ index: Int) -> (cos: Double, sin: Double) {
            if index == 0 || index == segments {
                let exact = [(1.0, 0.0), (0.0, 1.0), (-1.0, 0.0), (0.0, -1.0)][(quarter + index / segments) % 4]
                return exact
            }
            let angle = Double(quarter) * Double.pi / 2 + Double(index) * step
            return (cos(angle), sin(angle))
        }
        let start = point(unit(0))
        if first { path.move(to: start) } else { path.line(to: start) }
        for index in 0..<segments {
            let a = unit(index), b = unit(index + 1)
            let c1 = point((a.cos - h * a.sin, a.sin + h * a.cos))
            let c2 = point((b.cos + h * b.sin, b.sin - h * b.cos))
            let end = point(b)
            path.curve(c1, c2, to: end)
        }
    }

    /// As many segments a quarter as Cairo's arcs take at its default tolerance (0.1 pixel): a cubic
    /// segment of angle θ strays from its circle by 2/27 · sin⁶(θ/4) / cos²(θ/4) of the radius.
    private static func segments(radius: Double) -> Int {
        var count = 1
        while count < 64 {
            let quarter = Double.pi / 2 / Double(count) / 4
            if radius * 2 / 27 * pow(sin(quarter), 6) / pow(cos(quarter), 2) <= 0.1 { break }
            count += 1
        }
        return count
    }
}
