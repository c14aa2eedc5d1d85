import BoxTree
import CCairoPango

/// Paints a styled box tree with Cairo: each box's style, then its content, then its children. It
/// knows nothing of what the boxes mean; works on any Cairo context (image or PDF), the caller sets
/// the scale.
struct BoxPainter {
    let cr: OpaquePointer
    let text: PangoText
    /// Gaussian shadows' masks made on this page, for the shadows like them.
    let shadowMasks = ShadowMasks()
    /// Images scaled on this page, for the same image drawn at the same size.
    let scaledImages = ScaledImages()
    /// On an image, text is drawn from its glyphs' outlines so that every machine gets the same pixels;
    /// a PDF keeps real, selectable text.
    let textAsOutlines: Bool

    init(cr: OpaquePointer, text: PangoText) {
        self.cr = cr
        self.text = text
        textAsOutlines = cairo_surface_get_type(cairo_get_target(cr)) == CAIRO_SURFACE_TYPE_IMAGE
    }

    var pen: CairoPen { CairoPen(cr: cr) }

    func paint(_ tree: LayoutTree) {
        paint(tree.root)
    }

    private func paint(_ box: LayoutBox) {
        // Most boxes of a form only hold others (a field, a section, a row of options).
        if box.isPlain {
            for child in box.children { paint(child) }
            return
        }
        let style = box.style
        let isTranslucent = style.opacity < 1
        if isTranslucent {
            guard style.opacity > 0 else { return }
            cairo_push_group(cr)
        }
        // A link covers the box's frame (PDF only: an image has nothing to follow). Cairo refuses a
        // link whose drawing is all cut away, so a box outside the clip has none.
        let link = box.link.flatMap { isVisible(box.frame) ? $0 : nil }
        if let link {
            let f = box.frame
            cairo_tag_begin(cr, CAIRO_TAG_LINK, "uri='\(BoxPainter.quotedAttribute(URIEscaping.escaped(link)))' rect=[\(LayoutJSON.number(f.x)) \(LayoutJSON.number(f.y)) \(LayoutJSON.number(f.width)) \(LayoutJSON.number(f.height))]")
        }
        paintDecoration(box)
        if let glyph = box.glyph { GlyphPainter(pen: pen).draw(glyph, in: box.frame) }
        if let run = box.textRun { paintText(run, in: box.frame) }
        if let image = box.image { ImagePainter(cr: cr, scaled: scaledImages).draw(image, in: box.frame, radii: style.radii) }
        if !box.children.isEmpty {
            if style.clips {
                cairo_save(cr)
                shapePath(box.frame, style: style)
                cairo_clip(cr)
            }
            for child in box.children { paint(child) }
            if style.clips { cairo_restore(cr) }
        }
        if link != nil { cairo_tag_end(cr, CAIRO_TAG_LINK) }
        if isTranslucent {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, style.opacity)
        }
    }

    /// Some of `frame` lies inside the current clip.
    private func isVisible(_ frame: Rect) -> Bool {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return frame.intersection(Rect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)) != nil
    }

    /// A value inside a Cairo tag attribute's single quotes.
    static func quotedAttribute(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'")
    }

    /// Shadow, fill, border and rules, in that order.
    private func paintDecoration(_ box: LayoutBox) {
        let style = box.style
        let frame = box.frame.outset(by: style.decorationOutsets)
        if let shadow = style.shadow {
            let (outline, radii) = shadowOutline(frame, style: style)
            let drawn = shadow.profile == .gaussian && GaussianShadow(shadow: shadow).paint(pen, under: outline, radii: radii, masks: shadowMasks)
            if !drawn {
                let covered = (style.fill?.alpha ?? 0) >= 1 && style.shape == .roundedRect
                SoftShadow(shadow: shadow).paint(pen, under: outline, radii: radii, coveredByFill: covered)
            }
        }
        if isCoveredByFirstChild(box, frame: frame) {
            // Its first child paints every one of its pixels over it, opaquely: a page under a screen's
            // background, a card under its header.
        } else if let gradient = style.gradient, gradient.colors.count >= 2 {
            paintGradient(gradient, in: frame, style: style)
        } else if let fill = style.fill {
            pen.setColor(fill)
            shapePath(frame, style: style)
            cairo_fill(cr)
        }
        if let border = style.border, border.width > 0 {
            switch style.shape {
            case .roundedRect:
                pen.stroke(frame, radii: style.radii, border: border)
            case .circle(let radius):
                pen.setColor(border.color)
                pen.circle(center: (frame.x + frame.width / 2, frame.y + frame.height / 2), radius: max(0, radius - border.width / 2))
                pen.strokeCurrentPath(border)
            }
        }
        // Rules of one colour in a row are one fill (a comb's cells, writing lines): one operation in a PDF.
        var pending: Color?
        for rule in style.rules {
            let length = (rule.axis == .horizontal ? box.frame.width : box.frame.height) - rule.startInset - rule.endInset
            guard length > 0, rule.thickness > 0 else { continue }
            if pending != rule.color {
                if pending != nil { cairo_fill(cr) }
                pen.setColor(rule.color)
                pending = rule.color
            }
            switch rule.axis {
            case .horizontal:
                cairo_rectangle(cr, box.frame.x + rule.startInset, box.frame.y + rule.offset, length, rule.thickness)
            case .vertical:
                cairo_rectangle(cr, box.frame.x + rule.offset, box.frame.y + rule.startInset, rule.thickness, length)
            }
        }
        if pending != nil { cairo_fill(cr) }
    }

    /// Whether the first child's fill covers all of `frame`: opaque, square-cornered, unfaded, with no
    /// decoration outside its frame, and its edges on whole device pixels, so that not one pixel of
    /// the box's own fill would show (or blend at an edge) once the child is painted.
    private func isCoveredByFirstChild(_ box: LayoutBox, frame: Rect) -> Bool {
        guard let child = box.children.first, (box.style.fill != nil || box.style.gradient != nil) else { return false }
        let style = child.style
        guard (style.fill?.alpha ?? 0) >= 1, style.gradient == nil, style.opacity >= 1, style.radii.isZero, style.shape == .roundedRect,
              style.decorationOutsets == .zero else { return false }
        let c = child.frame
        guard c.x <= frame.x, c.y <= frame.y, c.maxX >= frame.maxX, c.maxY >= frame.maxY else { return false }
        func onWholePixels(_ x: Double, _ y: Double) -> Bool {
            var dx = x, dy = y
            cairo_user_to_device(cr, &dx, &dy)
            return abs(dx - dx.rounded()) < 1e-9 && abs(dy - dy.rounded()) < 1e-9
        }
        return onWholePixels(c.x, c.y) && onWholePixels(c.maxX, c.maxY)
    }

    /// A linear gradient through evenly spaced colours, filling the box's shape.
    private func paintGradient(_ gradient: LinearGradient, in frame: Rect, style: BoxStyle) {
        guard let pattern = cairo_pattern_create_linear(frame.x + gradient.startX * frame.width, frame.y + gradient.startY * frame.height,
                                                        frame.x + gradient.endX * frame.width, frame.y + gradient.endY * frame.height) else { return }
        defer { cairo_pattern_destroy(pattern) }
        let last = Double(gradient.colors.count - 1)
        for (index, color) in gradient.colors.enumerated() {
            cairo_pattern_add_color_stop_rgba(pattern, Double(index) / last, color.red, color.green, color.blue, color.alpha)
        }
        cairo_set_source(cr, pattern)
        shapePath(frame, style: style)
        cairo_fill(cr)
    }

    /// What a shadow follows: the frame with its corners, or a circle as the square around it with
    /// corners half its side.
    private func shadowOutline(_ frame: Rect, style: BoxStyle) -> (Rect, CornerRadii) {
        switch style.shape {
        case .roundedRect:
            return (frame, style.radii)
        case .circle(let radius):
            let r = max(0, radius)
            return (Rect(x: frame.x + frame.width / 2 - r, y: frame.y + frame.height / 2 - r, width: 2 * r, height: 2 * r), CornerRadii(all: r))
        }
    }

    /// The outline of the box's shape, as a path.
    private func shapePath(_ frame: Rect, style: BoxStyle) {
        switch style.shape {
        case .roundedRect:
            pen.shapePath(frame, radii: style.radii)
        case .circle(let radius):
            pen.circle(center: (frame.x + frame.width / 2, frame.y + frame.height / 2), radius: radius)
        }
    }
}
