import BoxTree
import CCairoPango
import Foundation

/// A drop shadow made as UIKit and CSS make theirs: the shape's coverage drawn into an alpha mask at
/// device resolution, blurred with a Gaussian of σ = half the blur radius (three box blurs each way,
/// which is within a few percent of a true Gaussian), then painted in the shadow's colour through that
/// mask. Its cost grows with the shadow's area, not the image's. Cairo has no blur of its own.
struct GaussianShadow {
    let shadow: Shadow
    let color: Color
    let blur: Double

    /// The largest mask drawn, in pixels; a larger shadow is painted with gradients instead.
    static let maxMaskPixels = 16 << 20

    init(shadow: Shadow) {
        self.shadow = shadow
        self.color = shadow.paintedColor
        self.blur = max(0, shadow.blur)
    }

    /// Paints the shadow; false when it is too large for a mask (the caller then uses gradients).
    /// - Parameter coveredByFill: an opaque fill is painted over `box` next, so the shadow is not
    ///   composited where that fill will certainly cover it.
    func paint(_ pen: CairoPen, under box: Rect, radii boxRadii: CornerRadii, coveredByFill: Bool) -> Bool {
        let cr = pen.cr
        let (shape, radii) = shadow.shape(under: box, radii: boxRadii)
        guard shape.width > 0, shape.height > 0, color.alpha > 0 else { return true }
        // Pixels per point of the context (forms are drawn unrotated, so one factor serves both axes).
        var unitX = 1.0, unitY = 0.0
        cairo_user_to_device_distance(cr, &unitX, &unitY)
        let scale = max(0.01, (unitX * unitX + unitY * unitY).squareRoot())
        let sigma = blur / 2 * scale
        let reach = (3 * sigma).rounded(.up)
        let originX = (shape.x * scale - reach).rounded(.down), originY = (shape.y * scale - reach).rounded(.down)
        let width = Int((shape.maxX * scale + reach).rounded(.up) - originX)
        let height = Int((shape.maxY * scale + reach).rounded(.up) - originY)
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, width * height <= GaussianShadow.maxMaskPixels else { return false }
        guard let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return false }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskContext = cairo_create(mask) else { return false }
        cairo_translate(maskContext, -originX, -originY)
        cairo_scale(maskContext, scale, scale)
        CairoPen(cr: maskContext).shapePath(shape, radii: radii)
        cairo_fill(maskContext)
        cairo_destroy(maskContext)
        cairo_surface_flush(mask)
        if sigma > 0, let data = cairo_image_surface_get_data(mask) {
            AlphaBlur(width: width, height: height, stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma).apply(to: data)
        }
        cairo_surface_mark_dirty(mask)
        cairo_save(cr)
        if coveredByFill {
            let corner = max(boxRadii.topLeft, boxRadii.topRight, boxRadii.bottomRight, boxRadii.bottomLeft, 0)
            let inner = Rect(x: box.x + corner, y: box.y + corner, width: box.width - 2 * corner, height: box.height - 2 * corner)
            if inner.width > 0 && inner.height > 0 {
                cairo_rectangle(cr, originX / scale, originY / scale, Double(width) / scale, Double(height) / scale)
                cairo_rectangle(cr, inner.x, inner.y, inner.width, inner.height)
                cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                cairo_clip(cr)
            }
        }
        pen.setColor(color)
        // The mask is in device pixels: place it in points.
        cairo_translate(cr, originX / scale, originY / scale)
        cairo_scale(cr, 1 / scale, 1 / scale)
        cairo_mask_surface(cr, mask, 0, 0)
        cairo_restore(cr)
        return true
    }
}

/// A Gaussian blur of an 8-bit alpha image, in place, as three box blurs across and three down.
struct AlphaBlur {
    let width: Int
    let height: Int
    let stride: Int
    let sigma: Double

    /// The three box widths whose succession best matches a Gaussian of `sigma` (Kovesi's method).
    var boxRadii: [Int] {
        let passes = 3.0
        let ideal = (12 * sigma * sigma / passes + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(1, lower)
        let upper = lower + 2
        let l = Double(lower)
        let split = ((12 * sigma * sigma - passes * l * l - 4 * passes * l - 3 * passes) / (-4 * l - 4)).rounded()
        return (0..<3).map { (Double($0) < split ? lower : upper) / 2 }
    }

    func apply(to data: UnsafeMutablePointer<UInt8>) {
        let radii = boxRadii
        let length = max(width, height)
        // Two lines of 8.8 fixed point, swapped between passes.
        let first = UnsafeMutablePointer<UInt16>.allocate(capacity: length)
        let second = UnsafeMutablePointer<UInt16>.allocate(capacity: length)
        defer {
            first.deallocate()
            second.deallocate()
        }
        let lines = Lines(first: first, second: second, radii: radii)
        for y in 0..<height { lines.blur(data + y * stride, step: 1, count: width) }
        for x in 0..<width { lines.blur(data + x, step: stride, count: height) }
    }

    /// Blurs lines of a shape's mask. A line through a shape is constant in its middle (all inside,
    /// or all of one partly covered row), and a blur leaves a constant run constant but for its ends:
    /// only the two ends are blurred, so the cost grows with the shape's outline, not its area.
    struct Lines {
        let first: UnsafeMutablePointer<UInt16>
        let second: UnsafeMutablePointer<UInt16>
        let radii: [Int]

        var support: Int { radii.reduce(0, +) }

        func blur(_ base: UnsafeMutablePointer<UInt8>, step: Int, count: Int) {
            guard count > 0 else { return }
            let middle = count / 2
            let value = base[middle * step]
            var start = middle, end = middle
            while start > 0 && base[(start - 1) * step] == value { start -= 1 }
            while end + 1 < count && base[(end + 1) * step] == value { end += 1 }
            let reach = 2 * support
            guard end - start > 2 * reach else {
                segment(base, step: step, from: 0, count: count, before: 0, after: 0)
                return
            }
            // The run stays `value` from start + support to end - support: blur only what lies outside.
            segment(base, step: step, from: 0, count: start + reach, before: 0, after: UInt32(value) << 8)
            segment(base, step: step, from: end + 1 - reach, count: count - (end + 1 - reach), before: UInt32(value) << 8, after: 0)
        }

        /// Blurs `count` values from `from`, taking `before` and `after` as the values beyond them.
        private func segment(_ base: UnsafeMutablePointer<UInt8>, step: Int, from: Int, count: Int, before: UInt32, after: UInt32) {
            guard count > 0 else { return }
            var source = first, target = second
            for index in 0..<count { source[index] = UInt16(base[(from + index) * step]) << 8 }
            for radius in radii {
                AlphaBlur.boxPass(source, into: target, count: count, radius: radius, before: before, after: after)
                swap(&source, &target)
            }
            for index in 0..<count { base[(from + index) * step] = UInt8(truncatingIfNeeded: (UInt32(source[index]) + 128) >> 8) }
        }
    }

    /// A running mean over 2·radius + 1 values; `before` and `after` stand for the values outside.
    static func boxPass(_ source: UnsafeMutablePointer<UInt16>, into target: UnsafeMutablePointer<UInt16>, count: Int, radius: Int,
                        before: UInt32 = 0, after: UInt32 = 0) {
        let window = UInt32(2 * radius + 1)
        @inline(__always) func value(_ index: Int) -> UInt32 {
            index < 0 ? before : index >= count ? after : UInt32(source[index])
        }
        var sum: UInt32 = 0
        for index in -radius...radius { sum &+= value(index) }
        for index in 0..<count {
            if index > 0 { sum = sum &+ value(index + radius) &- value(index - radius - 1) }
            target[index] = UInt16(truncatingIfNeeded: min(65_535, (sum + window / 2) / window))
        }
    }
}
