import BoxTree
import CCairoPango
import PDFWriting

/// A Pango context with the fixed font options that make text deterministic, and the text layouts
/// made from it. The same configured layout serves measuring and painting, so what layout measured is
/// exactly what is drawn.
final class PangoText {
    let context: OpaquePointer
    private let layout: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    private var metrics: [FontSpec: (ascent: Double, descent: Double)] = [:]
    /// Underline and strikethrough metrics by font (see `decorationMetrics`).
    var decorations: [FontSpec: DecorationMetrics] = [:]
    let fonts: FontLibrary
    /// Font files read for PDFs, by their HarfBuzz face (alive as long as the font map): read once a
    /// session, however many documents it writes.
    var fontPrograms: [Int: FontProgram] = [:]

    init(fonts: FontLibrary) {
        self.fonts = fonts
        let context = pango_font_map_create_context(fonts.fontMap)!
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(options, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        // Pango takes its language from the environment (LANG): fixed here, so fonts are chosen
        // alike on every machine whatever its locale.
        pango_context_set_language(context, pango_language_from_string("en"))
        self.context = context
        self.layout = pango_layout_new(context)
    }

    deinit {
        FontAccess.serialized {
            shaped.removeAll()
            for description in descriptions.values { pango_font_description_free(description) }
            g_object_unref(UnsafeMutableRawPointer(layout))
            g_object_unref(UnsafeMutableRawPointer(context))
        }
    }

    func description(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        font.family.withCString { pango_font_description_set_family(description, $0) }
        pango_font_description_set_weight(description, PangoText.pangoWeight(font.weight))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        descriptions[font] = description
        return description
    }

    /// Ascent and descent of the font, to centre each line in its fixed line height.
    func verticalMetrics(for font: FontSpec) -> (ascent: Double, descent: Double) {
        if let cached = metrics[font] { return cached }
        let fontMetrics = pango_context_get_metrics(context, description(for: font), nil)
        let ascent = Double(pango_font_metrics_get_ascent(fontMetrics)) / Double(PANGO_SCALE)
        let descent = Double(pango_font_metrics_get_descent(fontMetrics)) / Double(PANGO_SCALE)
        pango_font_metrics_unref(fontMetrics)
        metrics[font] = (ascent, descent)
        return (ascent, descent)
    }

    /// Painted single lines up to this many bytes are kept for painting again.
    static let keptPaintedLength = 24

    /// Layouts kept from measuring for painting (see `ShapedTexts`).
    let shaped = ShapedTexts()

    /// Emoji images decoded in this session (see `ColorGlyphs`).
    let colorGlyphs = ColorGlyphs()

    /// Glyph masks and the coverage buffer of text drawn on images from outlines (see `OutlineText`).
    let outlines = OutlineText()

    /// Sets a layout up for `text`; `body` may measure or draw it. A single line ends in an ellipsis
    /// when too wide; wrapped text with `maxLines` and `ellipsis` ends its last line in one. A layout
    /// kept from measuring the same text serves when it breaks into the same lines at this width, so
    /// the text is not shaped twice.
    func withLayout<T>(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping, maxLines: Int? = nil,
                       ellipsis: Bool = false, coloredRanges: [ColoredRange] = [], options: TextLayoutOptions = TextLayoutOptions(),
                       _ body: (OpaquePointer) -> T) -> T {
        var options = options
        if !coloredRanges.isEmpty { options.ranges = coloredRanges.map(StyledRange.init) + options.ranges }
        let key = PangoText.key(text, font: font, wrapping: wrapping, maxLines: maxLines, ellipsis: ellipsis, options: options)
        if let kept = shaped.entry(key), ShapedTexts.reusable(kept, lines: key.lines, at: maxWidth) {
            return body(kept.layout)
        }
        // A short single line painted but never measured (a cell's letter, a separator, an option) is
        // kept too: such texts repeat, on a page and from page to page.
        if wrapping == .singleLine, text.utf8.count <= PangoText.keptPaintedLength, let own = pango_layout_new(context) {
            configure(own, text, font: font, maxWidth: maxWidth, wrapping: wrapping, maxLines: maxLines, ellipsis: ellipsis,
                      options: options)
            let entry = ShapedTexts.Entry(layout: own, width: max(1, maxWidth), logicalWidth: PangoText.metrics(of: own).width,
                                          isEllipsized: pango_layout_is_ellipsized(own) != 0)
            let result = body(own)
            if !shaped.keep(key, entry) { g_object_unref(UnsafeMutableRawPointer(own)) }
            return result
        }
        configure(layout, text, font: font, maxWidth: maxWidth, wrapping: wrapping, maxLines: maxLines, ellipsis: ellipsis,
                  options: options)
        return body(layout)
    }

    /// `text` on one line with every glyph centred in a cell `cellWidth` wide (a comb's characters): its
    /// glyphs are shaped once, then each is given the cell's advance. Kept, under a key of its own.
    func withCellLine(_ text: String, font: FontSpec, cellWidth: Double, _ body: (UnsafeMutablePointer<PangoLayoutLine>) -> Void) {
        let key = PangoText.key("\u{1}cells \(cellWidth)\u{1}" + text, font: font, wrapping: .singleLine, maxLines: nil, ellipsis: false,
                                options: TextLayoutOptions())
        if let kept = shaped.entry(key), let line = pango_layout_get_line(kept.layout, 0) {
            body(line)
            return
        }
        guard let own = pango_layout_new(context) else { return }
        configure(own, text, font: font, maxWidth: 100_000, wrapping: .singleLine, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
        guard let line = pango_layout_get_line(own, 0) else {
            g_object_unref(UnsafeMutableRawPointer(own))
            return
        }
        let cell = Int32((cellWidth * Double(PANGO_SCALE)).rounded())
        var node = line.pointee.runs
        while let run = node {
            if let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = item.pointee.glyphs {
                for index in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                    let width = glyphs.pointee.glyphs[index].geometry.width
                    // A mark (no advance) stays on the glyph before it.
                    guard width > 0 else { continue }
                    glyphs.pointee.glyphs[index].geometry.x_offset += (cell - width) / 2
                    glyphs.pointee.glyphs[index].geometry.width = cell
                }
            }
            node = run.pointee.next
        }
        body(line)
        let entry = ShapedTexts.Entry(layout: own, width: 100_000, logicalWidth: 0, isEllipsized: false)
        if !shaped.keep(key, entry) { g_object_unref(UnsafeMutableRawPointer(own)) }
    }

    /// Measures `text` in a layout of its own, kept for painting it later.
    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        let key = PangoText.key(text, font: font, wrapping: wrapping, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
        if let kept = shaped.entry(key), ShapedTexts.reusable(kept, lines: key.lines, at: maxWidth) {
            return TextMetrics(width: kept.logicalWidth, lineCount: max(1, Int(pango_layout_get_line_count(kept.layout))))
        }
        guard let own = pango_layout_new(context) else {
            return withLayout(text, font: font, maxWidth: maxWidth, wrapping: wrapping) { PangoText.metrics(of: $0) }
        }
        // Pango shapes a wrapped text twice when it fits (once to measure, again to accept the line),
        // and once when it is not wrapped. Most wrapped texts fit, so they are laid out unwrapped
        // first: when every line fits, wrapping would break nowhere and give these same lines and
        // glyphs (see `fitsUnwrapped`).
        if wrapping == .wrap {
            configure(own, text, font: font, maxWidth: .infinity, wrapping: wrapping, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
            let metrics = PangoText.metrics(of: own)
            if PangoText.fitsUnwrapped(own, width: metrics.width, maxWidth: maxWidth) {
                // It fits at any width it is as wide as: kept as laid out unwrapped.
                let entry = ShapedTexts.Entry(layout: own, width: .infinity, logicalWidth: metrics.width, isEllipsized: false)
                if !shaped.keep(key, entry) { g_object_unref(UnsafeMutableRawPointer(own)) }
                return metrics
            }
        }
        configure(own, text, font: font, maxWidth: maxWidth, wrapping: wrapping, maxLines: nil, ellipsis: false, options: TextLayoutOptions())
        let metrics = PangoText.metrics(of: own)
        let entry = ShapedTexts.Entry(layout: own, width: max(1, maxWidth), logicalWidth: metrics.width,
                                      isEllipsized: pango_layout_is_ellipsized(own) != 0, breaksAddHyphen: PangoText.breaksAddHyphen(own))
        if !shaped.keep(key, entry) { g_object_unref(UnsafeMutableRawPointer(own)) }
        return metrics
    }

    /// Whether an unwrapped layout is what wrapping it at `maxWidth` would give. Pango keeps a whole
    /// item on the line when its width, plus what breaking after it adds, fits what is left of the
    /// line; every line here fits whole, so only a break that adds a hyphen could still break it.
    /// Tabs depend on the line's width, so they wrap.
    /// `width` is its widest line, as `metrics(of:)` gave it (whole 1/1024 pt, so exact in Pango's units).
    static func fitsUnwrapped(_ layout: OpaquePointer, width: Double, maxWidth: Double) -> Bool {
        guard let units = ShapedTexts.pangoUnits(maxWidth), Int32(width * Double(PANGO_SCALE)) <= units,
              let text = pango_layout_get_text(layout), strchr(text, 0x09) == nil else { return false }
        return !breaksAddHyphen(layout)
    }

    /// Whether a line may break where a hyphen is added (after a soft hyphen or a hyphenation point):
    /// Pango then asks for the hyphen's room too, even where it does not break, so such a text may
    /// break differently at any other width, however wide its lines.
    static func breaksAddHyphen(_ layout: OpaquePointer) -> Bool {
        var count: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &count) else { return true }
        for index in 0..<Int(count) where attributes[index].break_inserts_hyphen != 0 {
            if attributes[index].is_line_break != 0 || index == Int(count) - 1 { return true }
        }
        return false
    }

    static func metrics(of layout: OpaquePointer) -> TextMetrics {
        // The logical extents alone: the ink extents would load every glyph's outline, and layout
        // only needs advances.
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let lines = Int(pango_layout_get_line_count(layout))
        return TextMetrics(width: Double(logical.width) / Double(PANGO_SCALE), lineCount: max(1, lines))
    }

    static func key(_ text: String, font: FontSpec, wrapping: TextWrapping, maxLines: Int?, ellipsis: Bool,
                    options: TextLayoutOptions) -> ShapedTexts.Key {
        let lines: ShapedTexts.Lines
        if wrapping == .singleLine {
            lines = .single
        } else if let maxLines, ellipsis {
            lines = .limited(min(max(1, maxLines), 10_000))
        } else {
            lines = .wrap
        }
        return ShapedTexts.Key(string: text, font: font, lines: lines, options: options)
    }

    /// Sets `layout` up for a styled run, as painting it will.
    func configureStyled(_ layout: OpaquePointer, _ run: TextRun, maxWidth: Double, options: TextLayoutOptions) {
        configure(layout, run.string, font: run.font, maxWidth: maxWidth, wrapping: run.wrapping, maxLines: run.maxLines, ellipsis: run.ellipsis,
                  options: options)
    }

    private func configure(_ layout: OpaquePointer, _ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping, maxLines: Int?,
                           ellipsis: Bool, options: TextLayoutOptions) {
        let (shown, insertedAt) = LongWords.breakable(wrapping == .singleLine ? text.replacingNewlines() : text)
        pango_layout_set_font_description(layout, description(for: font))
        // Pango's width is an Int32 of 1/1024 pt: an unbounded or huge width is "no limit" (-1).
        let units = max(1, maxWidth) * Double(PANGO_SCALE)
        let clipsOneLine = wrapping == .singleLine && options.truncation == .clip
        pango_layout_set_width(layout, units.isFinite && units < Double(Int32.max) && !clipsOneLine ? Int32(units) : -1)
        pango_layout_set_wrap(layout, options.breaksAnywhere ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        let cut = options.ellipsizeMode
        if wrapping == .singleLine {
            pango_layout_set_ellipsize(layout, cut)
            pango_layout_set_height(layout, -1)
        } else if let maxLines, ellipsis, cut != PANGO_ELLIPSIZE_NONE {
            pango_layout_set_ellipsize(layout, cut)
            pango_layout_set_height(layout, -Int32(min(max(1, maxLines), 10_000)))
        } else {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        shown.withCString { pango_layout_set_text(layout, $0, -1) }
        if options.ranges.isEmpty && !options.breaksAnywhere {
            pango_layout_set_attributes(layout, nil)
        } else {
            let list = pango_attr_list_new()
            // Broken between any two characters, as UIKit's character wrapping: no hyphen at the break.
            if options.breaksAnywhere { pango_attr_list_insert(list, pango_attr_insert_hyphens_new(0)) }
            for styled in options.ranges { PangoText.insertAttributes(styled, font: font, into: list, length: shown.utf8.count, insertedAt: insertedAt) }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        if options.trimsEllipsis { PangoText.trimEllipses(layout) }
    }

    /// A styled range's colour, size, weight and slant as Pango attributes, its offsets moved past the
    /// break opportunities added to long words.
    private static func insertAttributes(_ styled: StyledRange, font: FontSpec, into list: OpaquePointer?, length: Int, insertedAt: [Int]) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = UInt32(min(length, LongWords.moved(max(0, styled.range.lowerBound), past: insertedAt)))
            attribute.pointee.end_index = UInt32(min(length, LongWords.moved(max(0, styled.range.upperBound), past: insertedAt)))
            pango_attr_list_insert(list, attribute)
        }
        if let color = styled.color {
            insert(pango_attr_foreground_new(UInt16(min(1, max(0, color.red)) * 65535), UInt16(min(1, max(0, color.green)) * 65535),
                                             UInt16(min(1, max(0, color.blue)) * 65535)))
            if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(UInt16(min(1, max(0, color.alpha)) * 65535))) }
        }
        if let own = styled.font {
            if own.size != font.size { insert(pango_attr_size_new_absolute(Int32((own.size * Double(PANGO_SCALE)).rounded()))) }
            if own.weight != font.weight { insert(pango_attr_weight_new(PangoText.pangoWeight(own.weight))) }
            if own.italic != font.italic { insert(pango_attr_style_new(own.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)) }
        }
    }

    /// Pango widens a cut line's "…" to fill the line: a gap after it, which shows between the "…" and
    /// the text kept after it when the start or middle is cut, and moves centred text. Each "…" is
    /// given back its own advance, as UIKit draws it. Done before anything reads the layout's extents;
    /// lines taken with `pango_layout_get_line` keep none cached.
    static func trimEllipses(_ layout: OpaquePointer) {
        guard pango_layout_is_ellipsized(layout) != 0 else { return }
        for index in 0..<Int(pango_layout_get_line_count(layout)) {
            guard let line = pango_layout_get_line(layout, Int32(index)) else { continue }
            var node = line.pointee.runs
            while let item = node {
                node = item.pointee.next
                guard let run = item.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let glyphs = run.pointee.glyphs,
                      let analysed = run.pointee.item, analysed.pointee.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0,
                      let font = analysed.pointee.analysis.font else { continue }
                for glyph in 0..<Int(max(0, glyphs.pointee.num_glyphs)) {
                    var logical = PangoRectangle()
                    pango_font_get_glyph_extents(font, glyphs.pointee.glyphs[glyph].glyph, nil, &logical)
                    if logical.width > 0 { glyphs.pointee.glyphs[glyph].geometry.width = logical.width }
                }
            }
        }
    }

    static func pangoWeight(_ weight: FontWeight) -> PangoWeight {
        switch weight {
        case .regular: return PANGO_WEIGHT_NORMAL
        case .semibold: return PANGO_WEIGHT_SEMIBOLD
        case .bold: return PANGO_WEIGHT_BOLD
        }
    }
}

/// What else decides how a text is laid out: its styled parts (colours, sizes and weights, as Pango
/// attributes), where cut text loses characters, and whether lines break inside words.
struct TextLayoutOptions: Hashable {
    var ranges: [StyledRange] = []
    var truncation: TextTruncation = .tail
    var breaksAnywhere = false
    /// A cut line's "…" keeps its own width (see `PangoText.trimEllipses`): styled runs only, so plain
    /// text is laid out as it always was.
    var trimsEllipsis = false

    var ellipsizeMode: PangoEllipsizeMode {
        switch truncation {
        case .tail: return PANGO_ELLIPSIZE_END
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .clip: return PANGO_ELLIPSIZE_NONE
        }
    }
}

extension String {
    func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(map { $0.isNewline ? " " : $0 })
    }
}

/// The real `TextMeasuring`: Pango, with the bundled fonts.
public final class PangoTextMeasurer: TextMeasuring {
    let text: PangoText

    public init(fonts: FontLibrary) {
        self.text = FontAccess.serialized { PangoText(fonts: fonts) }
    }

    init(text: PangoText) {
        self.text = text
    }

    /// The fonts it measures (and the rasterizer draws) with.
    public var fonts: FontLibrary { text.fonts }

    public func measure(_ string: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        FontAccess.serialized { text.measure(string, font: font, maxWidth: maxWidth, wrapping: wrapping) }
    }

    /// A styled run as it is painted (its lines as tall as their largest fonts); any other run as
    /// `measure(_:font:maxWidth:wrapping:)` measures its text, in lines of its font.
    public func measure(_ run: TextRun, maxWidth: Double) -> TextMetrics {
        guard run.isStyled else {
            var metrics = measure(run.string, font: run.font, maxWidth: maxWidth, wrapping: run.wrapping)
            let shown = max(1, min(metrics.lineCount, run.maxLines ?? metrics.lineCount))
            metrics.lineCount = shown
            metrics.height = Double(shown) * run.font.lineHeight
            return metrics
        }
        return FontAccess.serialized { text.measure(run, maxWidth: maxWidth) }
    }
}
