import BoxTree
import CCairoPango

/// A drop shadow made as CSS makes box-shadow: the shape's coverage drawn into an alpha mask at device
/// resolution, blurred with a Gaussian of σ = half the blur radius (three box blurs each way, within a
/// few percent of a true Gaussian), and painted in the shadow's colour through that mask, never inside
/// the box's own outline (a box with no fill or a translucent one shows no shadow inside it). Cairo has
/// no blur of its own.
///
/// On an image a rounded rectangle's mask is drawn with its straight middle cut out and painted as
/// nine pieces (`MaskCut`), the same bytes as the whole mask at a cost that grows with the shadow's
/// outline, not its area. In a PDF the mask is one image (pieces of raster might not meet exactly
/// once a viewer scales them) and the box is cut out by a vector clip.
struct GaussianShadow {
    enum Strategy {
        /// Nine pieces where the shape has a straight middle worth cutting; the whole mask elsewhere.
        case ninePatch
        /// Always the whole mask (the reference the nine pieces are tested against).
        case wholeMask
    }

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

    /// Where the whole mask lies on the canvas's device and what is drawn in it.
    struct Layout {
        /// The mask's top left in device pixels, and its size.
        var left: Int
        var top: Int
        var width: Int
        var height: Int
        var sigma: Double
        var shadow: MaskOutline
        /// The box, taken out of the shadow; nil when it does not meet the mask.
        var box: MaskOutline?

        var cut: MaskCut { MaskCut(shadow: shadow, box: box, support: AlphaBlur.support(sigma: sigma)) }
    }

    /// Nil when there is nothing to draw or the mask could not be placed on the device at all.
    func layout(on canvas: any Canvas, under box: Rect, radii boxRadii: CornerRadii) -> Layout? {
        let (shape, radii) = shadow.shape(under: box, radii: boxRadii)
        guard shape.width > 0, shape.height > 0 else { return nil }
        // Pixels per point, and where the user space's origin lies (forms are drawn unrotated).
        let (unitX, unitY) = canvas.userToDeviceDistance(1, 0)
        let (originX, originY) = canvas.userToDevice(0, 0)
        let scale = max(0.01, (unitX * unitX + unitY * unitY).squareRoot())
        let sigma = blur / 2 * scale
        let reach = (3 * sigma).rounded(.up)
        // The shape and the blur's reach, out to whole pixels, so every edge keeps its fractional position.
        let left = (shape.x * scale + originX - reach).rounded(.down), top = (shape.y * scale + originY - reach).rounded(.down)
        let right = (shape.maxX * scale + originX + reach).rounded(.up), bottom = (shape.maxY * scale + originY + reach).rounded(.up)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite, abs(left) < 1e9, abs(top) < 1e9,
              right - left <= 32_767, bottom - top <= 32_767 else { return nil }
        let width = Int(right - left), height = Int(bottom - top)
        let boxOutline = MaskOutline(box, radii: boxRadii, scale: scale, originX: left - originX, originY: top - originY)
        return Layout(left: Int(left), top: Int(top), width: width, height: height, sigma: sigma,
                      shadow: MaskOutline(shape, radii: radii, scale: scale, originX: left - originX, originY: top - originY),
                      box: boxOutline.meets(width: width, height: height) ? boxOutline : nil)
    }

    /// Paints the shadow of a box drawn as a rounded rectangle (a circle is one with radii half its
    /// side); false when the mask would be too large (the caller then uses gradients). Pieces made for
    /// an earlier shadow of the page drawn from the same paths are taken from `masks`.
    func paint(_ pen: Pen, under box: Rect, radii boxRadii: CornerRadii, strategy: Strategy = .ninePatch,
               masks: ShadowMasks = ShadowMasks()) -> Bool {
        let shape = shadow.shape(under: box, radii: boxRadii).rect
        guard shape.width > 0, shape.height > 0, color.alpha > 0 else { return true }
        guard let layout = layout(on: pen.canvas, under: box, radii: boxRadii) else { return false }
        guard let cr = pen.canvas.raster else {
            return paintWhole(layout, pen: pen, box: box, radii: boxRadii, masks: masks)
        }
        let cut = strategy == .ninePatch ? layout.cut : .none
        let key = ShadowMasks.Key(width: layout.width - cut.columns, height: layout.height - cut.rows, sigma: layout.sigma,
                                  shadow: layout.shadow.path(cutColumns: cut.columns, cutRows: cut.rows),
                                  box: layout.box?.path(cutColumns: cut.columns, cutRows: cut.rows), cut: cut)
        guard key.width * key.height <= GaussianShadow.maxMaskPixels else { return false }
        let made = masks.pieces(for: key) {
            guard masks.mayBlur(key.width * key.height), let mask = blurredMask(key.shadow, width: key.width, height: key.height, sigma: key.sigma) else { return nil }
            if let cutOut = key.box {
                // Under the box the shadow is taken away as far as the box covers each pixel, so a
                // pixel on its edge keeps the share the box leaves.
                let drawn = mask.draw { maskContext in
                    cairo_set_operator(maskContext, CAIRO_OPERATOR_DEST_OUT)
                    cutOut.add(to: maskContext)
                    cairo_fill(maskContext)
                }
                guard drawn else { return nil }
            }
            return cut == .none ? [ShadowMasks.Piece(mask: mask, x: 0, y: 0)] : cut.pieces(of: mask)
        }
        guard let pieces = made else { return false }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        for piece in pieces { piece.mask.composite(on: cr, x: layout.left + piece.x, y: layout.top + piece.y) }
        cairo_restore(cr)
        return true
    }

    /// The whole mask as one image, the box cut out of it by a clip: in a PDF the clip stays a sharp
    /// vector edge at any zoom.
    private func paintWhole(_ layout: Layout, pen: Pen, box: Rect, radii: CornerRadii, masks: ShadowMasks) -> Bool {
        let canvas = pen.canvas
        guard layout.width * layout.height <= GaussianShadow.maxMaskPixels, masks.mayBlur(layout.width * layout.height),
              let mask = blurredMask(layout.shadow.path(), width: layout.width, height: layout.height, sigma: layout.sigma) else { return false }
        canvas.save()
        pen.shapePath(box, radii: radii)
        canvas.identityMatrix()
        canvas.rectangle(Double(layout.left), Double(layout.top), Double(layout.width), Double(layout.height))
        canvas.setEvenOddFill(true)
        canvas.clip()
        canvas.setEvenOddFill(false)
        pen.setColor(color)
        canvas.paintMask(mask, x: layout.left, y: layout.top)
        canvas.restore()
        return true
    }

    /// The shape's coverage, blurred.
    private func blurredMask(_ path: MaskPath, width: Int, height: Int, sigma: Double) -> AlphaMask? {
        guard let mask = AlphaMask(width: width, height: height) else { return nil }
        let drawn = mask.draw { maskContext in
            path.add(to: maskContext)
            cairo_fill(maskContext)
        }
        guard drawn else { return nil }
        mask.blur(sigma: sigma)
        return mask
    }
}
