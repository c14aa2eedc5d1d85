import CCairoPango

/// A traced outline in a mask's pixels, kept as values: Cairo covers pixels the same for the same
/// path, so two equal paths in equal masks are known to give the same bytes.
struct MaskPath: Hashable {
    private enum Step: UInt8, Hashable {
        case move, line, curve
    }

    private var steps: [Step] = []
    /// Two coordinates a move or line, six a curve, in the order of `steps`.
    private var coordinates: [Double] = []

    mutating func move(to point: (Double, Double)) {
        steps.append(.move)
        coordinates += [point.0, point.1]
    }

    mutating func line(to point: (Double, Double)) {
        steps.append(.line)
        coordinates += [point.0, point.1]
    }

    mutating func curve(_ first: (Double, Double), _ second: (Double, Double), to end: (Double, Double)) {
        steps.append(.curve)
        coordinates += [first.0, first.1, second.0, second.1, end.0, end.1]
    }

    /// Adds the path, closed, to `cr`'s, whose matrix is the identity (pixels).
    func add(to cr: OpaquePointer) {
        let c = coordinates
        var index = 0
        cairo_new_sub_path(cr)
        for step in steps {
            switch step {
            case .move:
                cairo_move_to(cr, c[index], c[index + 1])
                index += 2
            case .line:
                cairo_line_to(cr, c[index], c[index + 1])
                index += 2
            case .curve:
                cairo_curve_to(cr, c[index], c[index + 1], c[index + 2], c[index + 3], c[index + 4], c[index + 5])
                index += 6
            }
        }
        cairo_close_path(cr)
    }
}
