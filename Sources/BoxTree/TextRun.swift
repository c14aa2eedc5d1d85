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

    public init(width: Double, lineCount: Int) {
        self.width = width
        self.lineCount = lineCount
    }
}

/// Measures text for layout. The real measurer is Pango (in FormRaster); tests may pass a fake, so
/// layout stays a pure function of its inputs.
public protocol TextMeasuring {
    func measure(_ text: String, font: FontSpec, maxWidth: Double, wrapping: TextWrapping) -> TextMetrics
}
