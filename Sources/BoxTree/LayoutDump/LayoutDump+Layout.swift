/// A layout as its dump: what `LayoutJSON` prints. Defaults are left out, so a dump reads as the
/// differences from a plain box.
extension LayoutDump {
    /// A screen as its one tree; paper as a document, every box carrying its page.
    public init(_ layout: PagedLayout) {
        if layout.isScreen {
            self = .tree(Tree(layout.first))
            return
        }
        let first = layout.pages.first
        self = .document(Document(
            page: PageSize(name: layout.pageName ?? "", width: Number(first?.width ?? 0), height: Number(first?.height ?? 0)),
            pageCount: layout.pages.count, outline: layout.outline.map(OutlineEntry.init),
            pages: layout.pages.enumerated().map { Page(page: $0.offset + 1, root: Box($0.element.root, page: $0.offset + 1)) }))
    }

    /// One page of a printed layout as a snapshot case keeps it: the page's tree with the document's
    /// page count and outline.
    public init(page pageNumber: Int, of layout: PagedLayout) {
        let tree = layout.pages[pageNumber - 1]
        self = .tree(Tree(width: Number(tree.width), height: Number(tree.height), page: pageNumber, pageCount: layout.pages.count,
                          outline: layout.outline.map(OutlineEntry.init), root: Box(tree.root, page: pageNumber)))
    }
}

extension LayoutDump.Tree {
    public init(_ tree: LayoutTree) {
        self.init(width: LayoutDump.Number(tree.width), height: LayoutDump.Number(tree.height), root: LayoutDump.Box(tree.root))
    }
}

extension LayoutDump.OutlineEntry {
    init(_ entry: PagedLayout.OutlineEntry) {
        self.init(title: entry.title, id: entry.id, page: entry.page, y: LayoutDump.Number(entry.y))
    }
}

extension LayoutDump.Box {
    public init(_ box: LayoutBox, page: Int? = nil) {
        self.init(role: box.role.rawValue, page: page, id: box.id, text: box.text, frame: LayoutDump.Frame(box.frame), notes: box.notes,
                  style: LayoutDump.Style(box.style), textStyle: box.textRun.map { LayoutDump.TextStyle($0, shownFor: box.text) },
                  glyph: box.glyph.map(LayoutDump.GlyphMark.init), image: box.image.map(LayoutDump.Picture.init), link: box.link,
                  fillable: box.fillable.map(LayoutDump.Fillable.init), children: box.children.map { LayoutDump.Box($0, page: page) })
    }
}

extension LayoutDump.Style {
    /// Nil for a box that paints nothing of its own.
    init?(_ style: BoxStyle) {
        guard !style.isEmpty else { return nil }
        typealias Number = LayoutDump.Number
        self.init()
        fill = style.fill.map(LayoutDump.Colour.init)
        gradient = style.gradient.map {
            LayoutDump.Gradient(colors: $0.colors.map(LayoutDump.Colour.init), from: [Number($0.startX), Number($0.startY)],
                                to: [Number($0.endX), Number($0.endY)])
        }
        border = style.border.map {
            LayoutDump.BorderLine(color: LayoutDump.Colour($0.color), width: Number($0.width), dash: $0.dash.isEmpty ? nil : $0.dash.map { Number($0) })
        }
        if !style.radii.isZero {
            let r = style.radii
            let corners = [r.topLeft, r.topRight, r.bottomRight, r.bottomLeft]
            radii = Set(corners).count == 1 ? .all(Number(r.topLeft)) : .each(corners.map { Number($0) })
        }
        if case .circle(let radius) = style.shape { circle = Number(radius) }
        shadow = style.shadow.map { shadow in
            func unlessZero(_ value: Double) -> Number? { value == 0 ? nil : Number(value) }
            return LayoutDump.ShadowLook(color: LayoutDump.Colour(shadow.color), opacity: shadow.opacity == 1 ? nil : Number(shadow.opacity),
                                         offsetX: unlessZero(shadow.offsetX), offsetY: unlessZero(shadow.offsetY), blur: unlessZero(shadow.blur),
                                         spread: unlessZero(shadow.spread), profile: shadow.profile == .gradient ? nil : shadow.profile.rawValue)
        }
        if style.opacity != 1 { opacity = Number(style.opacity) }
        if style.clips { clips = true }
        if style.decorationOutsets != .zero {
            let o = style.decorationOutsets
            func unlessZero(_ value: Double) -> Number? { value == 0 ? nil : Number(value) }
            outsets = LayoutDump.Outsets(top: unlessZero(o.top), left: unlessZero(o.left), bottom: unlessZero(o.bottom), right: unlessZero(o.right))
        }
        if !style.rules.isEmpty {
            rules = style.rules.map {
                LayoutDump.RuleLine(axis: $0.axis.rawValue, offset: Number($0.offset), start: Number($0.startInset), end: Number($0.endInset),
                                    thickness: Number($0.thickness), color: LayoutDump.Colour($0.color))
            }
        }
    }
}

extension LayoutDump.TextStyle {
    /// - Parameter text: the box's text; the run's string is said again only when it differs.
    init(_ run: TextRun, shownFor text: String?) {
        typealias Number = LayoutDump.Number
        self.init(font: Self.fontName(run.font), color: LayoutDump.Colour(run.color))
        if run.string != text { shows = run.string }
        if run.alignment != .leading { align = run.alignment.rawValue }
        if run.isRightToLeft { direction = "rtl" }
        if run.wrapping != .wrap { wrapping = run.wrapping.rawValue }
        if let lines = run.maxLines, run.wrapping == .wrap { maxLines = lines }
        if run.ellipsis && run.wrapping == .wrap { ellipsis = true }
        if !run.coloredRanges.isEmpty {
            ranges = run.coloredRanges.map {
                LayoutDump.ColouredRange(from: $0.range.lowerBound, to: $0.range.upperBound, color: LayoutDump.Colour($0.color))
            }
        }
        if !run.styledRanges.isEmpty {
            styles = run.styledRanges.map {
                LayoutDump.StyledRange(from: $0.range.lowerBound, to: $0.range.upperBound, color: $0.color.map(LayoutDump.Colour.init),
                                       font: $0.font.map(Self.fontName), background: $0.background.map(LayoutDump.Colour.init),
                                       underline: $0.underline.map(Self.decoration), strikethrough: $0.strikethrough.map(Self.decoration))
            }
        }
        underline = run.underline.map(Self.decoration)
        strikethrough = run.strikethrough.map(Self.decoration)
        if run.baselineOffset != 0 { baselineOffset = Number(run.baselineOffset) }
        if run.lineSpacing != 0 { lineSpacing = Number(run.lineSpacing) }
        if run.truncation != .tail { truncation = run.truncation.rawValue }
        if run.breaksAnywhere { breaks = "anywhere" }
        after = run.trailingGlyph.map {
            LayoutDump.TrailingMark(glyph: $0.glyph.rawValue, color: LayoutDump.Colour($0.color), size: Number($0.size), gap: Number($0.gap))
        }
    }

    /// "Inter bold 20/24": family, weight, slant, size and line height.
    static func fontName(_ font: FontSpec) -> String {
        "\(font.family) \(font.weight.rawValue)\(font.italic ? " italic" : "") \(LayoutJSON.number(font.size))/\(LayoutJSON.number(font.lineHeight))"
    }

    /// "single", "double #FF0000": a line's style and its own colour, if it has one.
    static func decoration(_ decoration: TextDecoration) -> String {
        decoration.line.rawValue + (decoration.color.map { " " + $0.hexString } ?? "")
    }
}

extension LayoutDump.GlyphMark {
    init(_ run: GlyphRun) {
        self.init(glyph: run.glyph.rawValue, color: LayoutDump.Colour(run.color), inset: run.inset == 0 ? nil : LayoutDump.Number(run.inset),
                  mirrored: run.isMirrored ? true : nil)
    }
}

extension LayoutDump.Picture {
    init(_ image: BoxImage) {
        self.init(source: image.source, width: image.width, height: image.height, fit: image.fit.rawValue)
    }
}

extension LayoutDump.Fillable {
    init(_ field: FillableField) {
        self.init(name: field.name, type: "text")
        switch field.kind {
        case .text(let multiline, let maxLength, let comb):
            type = multiline ? "multilineText" : comb ? "comb" : "text"
            self.maxLength = maxLength
        case .checkBox:
            type = "checkBox"
        case .radio(let option, _):
            type = "radio"
            self.option = option
        case .choice(let options):
            type = "choice"
            self.options = options
        case .signature:
            type = "signature"
        }
        value = field.value
        required = field.isRequired ? true : nil
        readOnly = field.isReadOnly ? true : nil
    }
}
