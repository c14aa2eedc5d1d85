import BoxTree
import CCairoPango

/// A Pango context with the fixed font options that make text deterministic, and the text layouts
/// made from it. The same configured layout serves measuring and painting, so what layout measured is
/// exactly what is drawn.
final class PangoText {
    let context: OpaquePointer
    private let layout: OpaquePointer
    private var descriptions: [FontSpec: OpaquePointer] = [:]
    private var metrics: [FontSpec: (ascent: Double, descent: Double)] = [:]
    let fonts: FontLibrary

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
        self.context = context
        self.layout = pango_layout_new(context)
    }

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
        g_object_unref(UnsafeMutableRawPointer(layout))
        g_object_unref(UnsafeMutableRawPointer(context))
    }

    private func description(for font: FontSpec) -> OpaquePointer {
        if let cached = descriptions[font] { return cached }
        let description = pango_font_description_new()!
        font.family.withCString { pango_font_description_set_family(description, $0) }
        let weight: PangoWeight
        switch font.weight {
        case .regular: weight = PANGO_WEIGHT_NORMAL
        case .semibold: weight = PANGO_WEIGHT_SEMIBOLD
        case .bold: weight = PANGO_WEIGHT_BOLD
        }
        pango_font_description_set_weight(description, weight)
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

    /// Sets the shared layout up for `text`; `body` may measure or draw it. A single line ends in an
    /// ellipsis when too wide; wrapped text with `maxLines` and `ellipsis` ends its last line in one.
    func withLayout<T>(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping, maxLines: Int? = nil,
                       ellipsis: Bool = false, coloredRanges: [ColoredRange] = [], _ body: (OpaquePointer) -> T) -> T {
        let (shown, insertedAt) = LongWords.breakable(wrapping == .singleLine ? text.replacingNewlines() : text)
        pango_layout_set_font_description(layout, description(for: font))
        pango_layout_set_width(layout, Int32(max(1, maxWidth) * Double(PANGO_SCALE)))
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        if wrapping == .singleLine {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -1)
        } else if let maxLines, ellipsis {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_height(layout, -Int32(min(max(1, maxLines), 10_000)))
        } else {
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
            pango_layout_set_height(layout, -1)
        }
        shown.withCString { pango_layout_set_text(layout, $0, -1) }
        if coloredRanges.isEmpty {
            pango_layout_set_attributes(layout, nil)
        } else {
            let list = pango_attr_list_new()
            let length = shown.utf8.count
            for colored in coloredRanges {
                let color = colored.color
                guard let attribute = pango_attr_foreground_new(UInt16(min(1, max(0, color.red)) * 65535),
                                                                UInt16(min(1, max(0, color.green)) * 65535),
                                                                UInt16(min(1, max(0, color.blue)) * 65535)) else { continue }
                attribute.pointee.start_index = UInt32(min(length, LongWords.moved(max(0, colored.range.lowerBound), past: insertedAt)))
                attribute.pointee.end_index = UInt32(min(length, LongWords.moved(max(0, colored.range.upperBound), past: insertedAt)))
                pango_attr_list_insert(list, attribute)
            }
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        }
        return body(layout)
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
        self.text = PangoText(fonts: fonts)
    }

    init(text: PangoText) {
        self.text = text
    }

    public func measure(_ string: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics {
        text.withLayout(string, font: font, maxWidth: maxWidth, wrapping: wrapping) { layout in
            var ink = PangoRectangle()
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, &ink, &logical)
            let lines = Int(pango_layout_get_line_count(layout))
            return TextMetrics(width: Double(logical.width) / Double(PANGO_SCALE), lineCount: max(1, lines))
        }
    }
}
