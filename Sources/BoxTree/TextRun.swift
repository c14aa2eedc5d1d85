public enum FontWeight: String, Hashable, Sendable {
    case regular, semibold, bold
}

public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    public var italic: Bool
    /// Size in points.
    public var size: Double
    /// Every line of this font is exactly this tall, so heights are predictable to the half point.
    public var lineHeight: Double

    public init(family: String, weight: FontWeight, italic: Bool = false, size: Double, lineHeight: Double) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.lineHeight = lineHeight
    }
}

/// Wrap onto as many lines as needed (at words, else between characters), or stay on one line, line
/// breaks shown as spaces.
public enum TextWrapping: String, Sendable {
    case wrap, singleLine
}

public enum TextAlignment: String, Sendable {
    case leading, center, trailing
}

/// A part of a run in another colour (a required label's asterisk), in UTF-8 offsets of the string.
public struct ColoredRange: Hashable, Sendable {
    public var range: Range<Int>
    public var color: Color

    public init(_ range: Range<Int>, color: Color) {
        self.range = range
        self.color = color
    }
}

/// How a text decoration's line is drawn: UIKit's NSUnderlineStyle single, double (two thin lines) or
/// thick (twice as heavy).
public enum DecorationLine: String, Hashable, Sendable {
    case single, double, thick
}

/// An underline or a line through text: its style, and its colour (nil: the colour of the text it
/// goes under or through, part by part).
public struct TextDecoration: Hashable, Sendable {
    public var line: DecorationLine
    public var color: Color?

    public init(_ line: DecorationLine = .single, color: Color? = nil) {
        self.line = line
        self.color = color
    }
}

/// A part of a run styled on its own (a label's `partialAttributes`, a link), in UTF-8 offsets of the
/// string: what it leaves nil is the run's.
public struct StyledRange: Hashable, Sendable {
    public var range: Range<Int>
    public var color: Color?
    /// Its own size and weight; its lines are at least this font's line height.
    public var font: FontSpec?
    /// Filled behind its characters, over the height of their font.
    public var background: Color?
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?

    public init(_ range: Range<Int>, color: Color? = nil, font: FontSpec? = nil, background: Color? = nil,
                underline: TextDecoration? = nil, strikethrough: TextDecoration? = nil) {
        self.range = range
        self.color = color
        self.font = font
        self.background = background
        self.underline = underline
        self.strikethrough = strikethrough
    }

    /// A coloured range as a styled one (what it paints is the same).
    public init(_ colored: ColoredRange) {
        self.init(colored.range, color: colored.color)
    }
}

/// Where text that does not fit its lines is cut: an ellipsis at the end of the last line shown
/// (tail), at the start of it (head) or in its middle, or no ellipsis, the text cut at the edge (clip).
public enum TextTruncation: String, Hashable, Sendable {
    case tail, head, middle, clip
}

/// A glyph drawn after the end of a run's text, like CSS `::after` (the check mark after a chosen option).
public struct TrailingGlyph: Equatable, Sendable {
    public var glyph: Glyph
    public var color: Color
    /// The glyph's square side, centred on the line.
    public var size: Double
    /// The space between the text and the glyph.
    public var gap: Double

    public init(_ glyph: Glyph, color: Color, size: Double, gap: Double) {
        self.glyph = glyph
        self.color = color
        self.size = size
        self.gap = gap
    }
}

/// Text as a box paints it: each line at a fixed pitch (the font's line height), centred in it.
public struct TextRun: Equatable, Sendable {
    public var string: String
    public var font: FontSpec
    public var color: Color
    public var alignment: TextAlignment
    public var wrapping: TextWrapping
    /// At most this many lines are drawn; nil draws them all.
    public var maxLines: Int?
    /// Cut text ends in "…": on one line when it is too wide, or on the last of `maxLines`.
    public var ellipsis: Bool
    public var coloredRanges: [ColoredRange]
    public var trailingGlyph: TrailingGlyph?
    /// One line with each character centred in a cell this wide, from the frame's leading edge: the
    /// characters of a comb box (a postal code's cells, a date's digits).
    public var cellWidth: Double?
    /// Right to left: the run's paragraph direction is right to left (mixed text follows the bidi
    /// algorithm within it), leading is the right edge, and a trailing glyph goes to the left.
    public var isRightToLeft = false
    /// Left to right whatever the form's direction (a phone number, an email address, a URL, a number,
    /// a password's dots): in a right-to-left form it stays a left-to-right paragraph, so `+972 50-123`
    /// is not turned into `50-123 972+`, and sits at the right edge as the form's text does.
    public var isLeftToRight = false
    /// Parts in other colours, sizes or weights, with backgrounds or lines of their own.
    public var styledRanges: [StyledRange] = []
    /// A line under, or through, the whole run.
    public var underline: TextDecoration?
    public var strikethrough: TextDecoration?
    /// The glyphs drawn this many points higher than their line's baseline (UIKit's baselineOffset,
    /// negative: lower); the underline stays on the line's baseline, and each line grows by the offset.
    public var baselineOffset: Double = 0
    /// Room between two lines, beyond the lines' own height.
    public var lineSpacing: Double = 0
    /// Where cut text loses its characters (with `ellipsis`, or `maxLines`).
    public var truncation: TextTruncation = .tail
    /// Wrapping breaks between any two characters, not at words first (UIKit's byCharWrapping).
    public var breaksAnywhere = false

    /// Whether the run uses any of the styling above: such a run is measured and painted line by
    /// line (each as tall as its largest font), every other exactly as before.
    public var isStyled: Bool {
        !styledRanges.isEmpty || underline != nil || strikethrough != nil || baselineOffset != 0 || lineSpacing != 0
            || truncation != .tail || breaksAnywhere
    }

    /// The line height of a size drawn in this run: the run's own font's, else a styled range's of that
    /// size, else the run's scaled to it (to the half point).
    public func lineHeight(forSize size: Double) -> Double {
        if abs(size - font.size) < 1e-6 { return font.lineHeight }
        if let own = styledRanges.lazy.compactMap(\.font).first(where: { abs($0.size - size) < 1e-6 }) { return own.lineHeight }
        guard font.size > 0 else { return size }
        return max(1, (font.lineHeight / font.size * size * 2).rounded() / 2)
    }

    /// `singleLine` text is one line ending in an ellipsis when it does not fit.
    public init(_ string: String, font: FontSpec, color: Color, alignment: TextAlignment = .leading,
                wrapping: TextWrapping = .wrap, maxLines: Int? = nil, ellipsis: Bool? = nil,
                coloredRanges: [ColoredRange] = [], trailingGlyph: TrailingGlyph? = nil) {
        // Controls become □; cutting long text (`ShownText.prepare`) is the layout's choice, before it measures.
        self.string = ShownText.replacingUnshowable(string)
        self.font = font
        self.color = color
        self.alignment = alignment
        self.wrapping = wrapping
        self.maxLines = wrapping == .singleLine ? 1 : maxLines
        self.ellipsis = ellipsis ?? (wrapping == .singleLine)
        self.coloredRanges = coloredRanges
        self.trailingGlyph = trailingGlyph
    }
}

public struct TextMetrics: Equatable, Sendable {
    /// The widest line, in points.
    public var width: Double
    public var lineCount: Int
    /// A styled run's shown lines' height, the spacing between them included (see `TextRun.isStyled`);
    /// nil where every line is the font's line height.
    public var height: Double?

    public init(width: Double, lineCount: Int, height: Double? = nil) {
        self.width = width
        self.lineCount = lineCount
        self.height = height
    }
}

/// Measures text for layout. The real measurer is Pango (in FormRaster); tests may pass a fake, so
/// layout stays a pure function of its inputs.
public protocol TextMeasuring {
    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics
    /// A styled run as it is drawn at most `maxWidth` wide: its widest line, the lines shown (at most
    /// `maxLines`) and their height, each line as tall as the largest font on it, `lineSpacing` between.
    func measure(_ run: TextRun, maxWidth: Double) -> TextMetrics
}

extension TextMeasuring {
    /// Lines of the run's font, and the spacing between them: a measurer that does not see sizes.
    public func measure(_ run: TextRun, maxWidth: Double) -> TextMetrics {
        var metrics = measure(run.string, font: run.font, maxWidth: maxWidth, wrapping: run.wrapping)
        let shown = max(1, min(metrics.lineCount, run.maxLines ?? metrics.lineCount))
        metrics.lineCount = shown
        metrics.height = Double(shown) * run.font.lineHeight + Double(shown - 1) * run.lineSpacing
        return metrics
    }
}
