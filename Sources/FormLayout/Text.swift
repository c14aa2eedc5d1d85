/// The text roles of the design; the theme gives each a font and a line height.
public enum TextStyle: String, CaseIterable, Sendable {
    case formTitle, sectionTitle, sectionDescription, fieldTitle, fieldValue, counter
    /// The error line under a field.
    case error
    /// Rows of an open picker, and the selected one.
    case option, selectedOption
    /// Clear and Done in an open panel.
    case panelButton
    /// An open date panel: the month, the weekday initials, the days.
    case calendarMonth, weekday, calendarDay
}

public enum FontWeight: String, Hashable, Sendable {
    case regular, semibold, bold
}

public struct FontSpec: Hashable, Sendable {
    public var family: String
    public var weight: FontWeight
    public var italic: Bool
    /// Size in points.
    public var size: Double
    /// Every line of this style is exactly this tall, so heights are predictable to the half point.
    public var lineHeight: Double

    public init(family: String, weight: FontWeight, italic: Bool = false, size: Double, lineHeight: Double) {
        self.family = family
        self.weight = weight
        self.italic = italic
        self.size = size
        self.lineHeight = lineHeight
    }
}

/// Wrap onto as many lines as needed, or stay on one line and end with an ellipsis.
public enum TextWrapping: String, Sendable {
    case wrap, singleLine
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
