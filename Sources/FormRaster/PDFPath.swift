import Foundation
import BoxTree
import PDFWriting

/// A 2-D affine matrix (x' = a x + c y + e, y' = b x + d y + f), Cairo's and PDF's.
struct Affine: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = Affine()

    func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y + e, b * x + d * y + f)
    }

    func applyDistance(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        (a * x + c * y, b * x + d * y)
    }

    /// `other` first, then this: what Cairo's translate and scale make of the current matrix.
    func concatenating(_ other: Affine) -> Affine {
        Affine(a: other.a * a + other.b * c, b: other.a * b + other.b * d,
               c: other.c * a + other.d * c, d: other.c * b + other.d * d,
               e: other.e * a + other.f * c + e, f: other.e * b + other.f * d + f)
    }

    var inverse: Affine {
        let determinant = a * d - b * c
        guard determinant != 0, determinant.isFinite else { return .identity }
        return Affine(a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
                      e: (c * f - d * e) / determinant, f: (b * e - a * f) / determinant)
    }

    /// As `cm` (the graphics state's matrix), or `Tm` (a text matrix).
    func write(_ out: inout PDFBytes, as matrixOperator: String = "cm") {
        out.numbers([a, b, c, d, e, f], places: 5)
        out.raw(" \(matrixOperator)\n")
    }
}

/// A path being built, in device space (Cairo keeps its path there too, so a path begun under one
/// matrix and ended under another means what it meant to Cairo); written out in the user space of the
/// moment it is painted.
struct PDFPath {
    enum Segment {
        case move(Double, Double)
        case line(Double, Double)
        case curve(Double, Double, Double, Double, Double, Double)
        /// A whole rectangle in device space: corners (x0, y0) and (x1, y1).
        case rectangle(Double, Double, Double, Double)
        case close
    }

    private(set) var segments: [Segment] = []
    private(set) var current: (x: Double, y: Double)?
    private var start: (x: Double, y: Double)?
    private(set) var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)?

    var isEmpty: Bool { segments.isEmpty }

    mutating func clear() {
        segments.removeAll(keepingCapacity: true)
        current = nil
        start = nil
        bounds = nil
    }

    mutating func newSubPath() {
        current = nil
    }

    private mutating func include(_ x: Double, _ y: Double) {
        if let b = bounds {
            bounds = (min(b.minX, x), min(b.minY, y), max(b.maxX, x), max(b.maxY, y))
        } else {
            bounds = (x, y, x, y)
        }
    }

    mutating func move(_ x: Double, _ y: Double) {
        segments.append(.move(x, y))
        current = (x, y)
        start = (x, y)
        include(x, y)
    }

    /// A line from the current point; with none, where the path goes next (as Cairo's line_to).
    mutating func line(_ x: Double, _ y: Double) {
        guard current != nil else { return move(x, y) }
        segments.append(.line(x, y))
        current = (x, y)
        include(x, y)
    }

    mutating func curve(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ x3: Double, _ y3: Double) {
        if current == nil { move(x1, y1) }
        segments.append(.curve(x1, y1, x2, y2, x3, y3))
        current = (x3, y3)
        include(x1, y1)
        include(x2, y2)
        include(x3, y3)
    }

    /// A rectangle whose sides run along the axes (the matrix neither rotates nor skews), as one
    /// segment: `re` in the stream.
    mutating func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        segments.append(.rectangle(x0, y0, x1, y1))
        current = (x0, y0)
        start = (x0, y0)
        include(x0, y0)
        include(x1, y1)
    }

    mutating func close() {
        guard current != nil else { return }
        segments.append(.close)
        current = start
    }

    /// The segments in the user space `toUser` maps device space into.
    func write(_ out: inout PDFBytes, toUser: Affine) {
        func point(_ x: Double, _ y: Double) {
            let p = toUser.apply(x, y)
            out.number(p.x)
            out.space()
            out.number(p.y)
            out.space()
        }
        for segment in segments {
            switch segment {
            case let .move(x, y):
                point(x, y)
                out.raw("m\n")
            case let .line(x, y):
                point(x, y)
                out.raw("l\n")
            case let .curve(x1, y1, x2, y2, x3, y3):
                point(x1, y1)
                point(x2, y2)
                point(x3, y3)
                out.raw("c\n")
            case let .rectangle(x0, y0, x1, y1):
                let p = toUser.apply(x0, y0), q = toUser.apply(x1, y1)
                out.number(p.x)
                out.space()
                out.number(p.y)
                out.space()
                out.number(q.x - p.x)
                out.space()
                out.number(q.y - p.y)
                out.raw(" re\n")
            case .close:
                out.raw("h\n")
            }
        }
    }
}

extension PDFPath {
    /// An arc as Bézier curves of at most a quarter turn each, through `matrix` (user → device), from
    /// the current point by a line as Cairo draws it.
    mutating func arc(_ cx: Double, _ cy: Double, radius: Double, from: Double, to: Double, matrix: Affine) {
        guard radius > 0, radius.isFinite, from.isFinite, to.isFinite else {
            let p = matrix.apply(cx, cy)
            line(p.x, p.y)
            return
        }
        var end = to
        while end < from { end += 2 * Double.pi }
        let turns = min(64, max(1, Int(((end - from) / (Double.pi / 2)).rounded(.up))))
        let step = (end - from) / Double(turns)
        let k = 4.0 / 3.0 * tan(step / 4)
        let startPoint = matrix.apply(cx + radius * cos(from), cy + radius * sin(from))
        line(startPoint.x, startPoint.y)
        for index in 0..<turns {
            let a1 = from + Double(index) * step, a2 = a1 + step
            let (c1, s1, c2, s2) = (cos(a1), sin(a1), cos(a2), sin(a2))
            let p1 = matrix.apply(cx + radius * (c1 - k * s1), cy + radius * (s1 + k * c1))
            let p2 = matrix.apply(cx + radius * (c2 + k * s2), cy + radius * (s2 - k * c2))
            let p3 = matrix.apply(cx + radius * c2, cy + radius * s2)
            curve(p1.x, p1.y, p2.x, p2.y, p3.x, p3.y)
        }
    }
}
