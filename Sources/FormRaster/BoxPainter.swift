import BoxTree

/// Paints a styled box tree on a canvas: each box's style, then its content, then its children. It
/// knows nothing of what the boxes mean; works on any canvas (pixels or a PDF page), the caller sets
/// the scale.
struct BoxPainter {
    let canvas: any Canvas
    let text: PangoText
    /// Gaussian shadows' masks made on this page, for the shadows like them.
    let shadowMasks = ShadowMasks()
    /// Images scaled on this page, for the same image drawn at the same size.
    let scaledImages = ScaledImages()

    init(canvas: any Canvas, text: PangoText) {
        self.canvas = canvas
        self.text = text
    }

    /// On a Cairo context (its owner keeps it).
    init(cr: OpaquePointer, text: PangoText) {
        self.init(canvas: CairoCanvas(cr: cr, outlines: text.outlines), text: text)
    }

    var pen: Pen { Pen(canvas: canvas) }

    func paint(_ tree: LayoutTree) {
        paint(tree.root)
    }

    private func paint(_ box: LayoutBox) {
        canvas.enterBox(box)
        defer { canvas.leaveBox() }
        // Most boxes of a form only hold others (a field, a section, a row of options).
        if box.isPlain {
            // By index: a child is borrowed, not copied field by field.
            for index in box.children.indices { paint(box.children[index]) }
            return
        }
        let style = box.style
        let isTranslucent = style.opacity < 1
        if isTranslucent {
            guard style.opacity > 0 else { return }
            canvas.beginGroup()
        }
        // A link covers the box's frame (PDF only: an image has nothing to follow); a box outside the
        // clip has none.
        let link = box.link.flatMap { isVisible(box.frame) ? $0 : nil }
        if let link { canvas.beginLink(uri: URIEscaping.escaped(link), rect: box.frame) }
        paintDecoration(box)
        if let glyph = box.glyph { GlyphPainter(pen: pen).draw(glyph, in: box.frame) }
        if let run = box.textRun {
            canvas.beginText()
            paintText(run, in: box.frame)
            canvas.endText()
        }
        if let image = box.image { ImagePainter(canvas: canvas, scaled: scaledImages).draw(image, in: box.frame, radii: style.radii) }
        if !box.children.isEmpty {
            if style.clips {
                canvas.save()
                shapePath(box.frame, style: style)
                canvas.clip()
            }
            for index in box.children.indices { paint(box.children[index]) }
            if style.clips { canvas.restore() }
        }
        if link != nil { canvas.endLink() }
        if isTranslucent { canvas.endGroup(alpha: style.opacity) }
    }

    /// How far past its box a shadow can show: its offset, spread and blur (three σ, σ half the blur).
    static func reach(of shadow: Shadow) -> EdgeInsets {
        let blur = max(0, shadow.blur) * 1.5 + max(0, shadow.spread) + 1
        return EdgeInsets(top: blur - shadow.offsetY, left: blur - shadow.offsetX, bottom: blur + shadow.offsetY, right: blur + shadow.offsetX)
    }

    /// Some of `frame` lies inside the current clip.
    private func isVisible(_ frame: Rect) -> Bool {
        frame.intersection(canvas.clipExtents()) != nil
    }

    /// Shadow, fill, border and rules, in that order.
    private func paintDecoration(_ box: LayoutBox) {
        let style = box.style
        let frame = box.frame.outset(by: style.decorationOutsets)
        // A shadow wholly outside the clip (a view past what an image shows) costs nothing.
        if let shadow = style.shadow, isVisible(frame.outset(by: BoxPainter.reach(of: shadow))) {
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
            canvas.fill()
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
        // Of many rules (a long text's writing lines sliced over pages), those outside the clip are left
        // out: nothing of them would show, and each page would draw every other page's.
        let clip = style.rules.count > 8 ? canvas.clipExtents() : nil
        var pending: Color?
        for rule in style.rules {
            let length = (rule.axis == .horizontal ? box.frame.width : box.frame.height) - rule.startInset - rule.endInset
            guard length > 0, rule.thickness > 0 else { continue }
            if let clip {
                let start = (rule.axis == .horizontal ? box.frame.y : box.frame.x) + rule.offset
                let (low, high) = rule.axis == .horizontal ? (clip.y, clip.maxY) : (clip.x, clip.maxX)
                if start + rule.thickness <= low || start >= high { continue }
            }
            if pending != rule.color {
                if pending != nil { canvas.fill() }
                pen.setColor(rule.color)
                pending = rule.color
            }
            switch rule.axis {
            case .horizontal:
                canvas.rectangle(box.frame.x + rule.startInset, box.frame.y + rule.offset, length, rule.thickness)
            case .vertical:
                canvas.rectangle(box.frame.x + rule.offset, box.frame.y + rule.startInset, rule.thickness, length)
            }
        }
        if pending != nil { canvas.fill() }
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
            let (dx, dy) = canvas.userToDevice(x, y)
            return abs(dx - dx.rounded()) < 1e-9 && abs(dy - dy.rounded()) < 1e-9
        }
        return onWholePixels(c.x, c.y) && onWholePixels(c.maxX, c.maxY)
    }

    /// A linear gradient through evenly spaced colours, filling the box's shape.
    private func paintGradient(_ gradient: LinearGradient, in frame: Rect, style: BoxStyle) {
        let last = Double(gradient.colors.count - 1)
        canvas.setGradient(Gradient(geometry: .linear(x0: frame.x + gradient.startX * frame.width, y0: frame.y + gradient.startY * frame.height,
                                                      x1: frame.x + gradient.endX * frame.width, y1: frame.y + gradient.endY * frame.height),
                                    stops: gradient.colors.enumerated().map { (Double($0.offset) / last, $0.element) }))
        shapePath(frame, style: style)
        canvas.fill()
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
