import BoxTree
import FormModel
import FormSupport

/// Images: a local PNG at its own size (points are pixels, or pixels / 2 and / 3 for `@2x` and `@3x`
/// files), scaled into the view as its `contentMode` says; anything that cannot be shown (a URL, which is
/// never fetched, a missing or unreadable file) is a neutral placeholder, as a `NetworkImage` shows its
/// `defaultImage` until it loads.
extension ViewLayout {
    static let placeholderSize = 48.0

    func image(_ node: ViewNode, width: ViewSpan, height: ViewSpan) -> Content {
        let a = node.attributes
        var shown: BoxImage?
        var source = a.image
        // What cannot be shown (a URL is never fetched) gives way to the default image.
        if case .file? = source {} else if let fallback = a.defaultImage { source = fallback }
        if case .file(let path)? = source { shown = images[path] }
        guard let image = shown, let intrinsic = ViewLayout.intrinsicSize(of: image) else {
            // A circle image's placeholder is round too (radii are cut to half the shorter side).
            return placeholder(width: width, height: height, radius: node.type == .circleImage ? ViewLimits.maxLength : a.cornerRadius ?? 0)
        }
        // Content-sized images keep their proportions within the room they have.
        var w = intrinsic.width, h = intrinsic.height
        if let limit = width.exact ?? width.limit, w > limit, width.exact == nil {
            h *= limit / w
            w = limit
        }
        if let exact = width.exact, height.exact == nil { h = intrinsic.height * exact / intrinsic.width }
        if let exact = height.exact, width.exact == nil { w = min(intrinsic.width * exact / intrinsic.height, width.available ?? .infinity) }
        let finalWidth = width.resolve(w), finalHeight = height.resolve(h)
        var content = Content(width: finalWidth, height: finalHeight)
        switch a.contentMode ?? .aspectFit {
        case .aspectFit: content.image = image.fitted(.contain)
        case .aspectFill: content.image = image.fitted(.cover)
        case .scaleToFill: content.image = image.fitted(.fill)
        case .center:
            content.boxes = [LayoutBox(role: "bitmap", frame: Rect(x: (finalWidth - intrinsic.width) / 2, y: (finalHeight - intrinsic.height) / 2,
                                                                  width: intrinsic.width, height: intrinsic.height),
                                       image: image.fitted(.fill))]
        }
        return content
    }

    /// A light grey area with a picture glyph in its middle.
    func placeholder(width: ViewSpan, height: ViewSpan, radius: Double) -> Content {
        let finalWidth = width.resolve(ViewLayout.placeholderSize), finalHeight = height.resolve(ViewLayout.placeholderSize)
        let side = min(32, min(finalWidth, finalHeight) * 0.5)
        var content = Content(width: finalWidth, height: finalHeight)
        content.boxes = [LayoutBox(role: "placeholder", frame: Rect(x: 0, y: 0, width: finalWidth, height: finalHeight),
                                   style: BoxStyle(fill: Color(hex: 0xE5E5EA), radii: CornerRadii(all: radius)),
                                   children: side > 2 ? [LayoutBox(role: "glyph", frame: Rect(x: (finalWidth - side) / 2, y: (finalHeight - side) / 2,
                                                                                               width: side, height: side),
                                                                   glyph: GlyphRun(.picture, color: ViewStyles.placeholderInk))] : [])]
        return content
    }

    /// An image's size in points: `name@2x.png` has two pixels a point.
    static func intrinsicSize(of image: BoxImage) -> (width: Double, height: Double)? {
        let density = image.source.hasSuffix("@3x.png") ? 3.0 : image.source.hasSuffix("@2x.png") ? 2.0 : 1.0
        guard image.width > 0, image.height > 0 else { return nil }
        return (Double(image.width) / density, Double(image.height) / density)
    }
}

extension BoxImage {
    func fitted(_ fit: Fit) -> BoxImage {
        var copy = self
        copy.fit = fit
        return copy
    }
}
