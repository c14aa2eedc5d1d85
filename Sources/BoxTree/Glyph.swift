/// A small vector drawing a box can show instead of text, in its frame (less `inset` on each side).
public enum Glyph: String, CaseIterable, Sendable {
    /// Filled triangles pointing right, down or up: disclosure and picker chevrons.
    case chevronRight, chevronDown, chevronUp
    /// A small calendar: a rounded outline with a header bar.
    case calendar
    /// A checkbox's tick (square line ends) and a chosen row's tick (round ends).
    case checkMark, roundCheckMark
    /// A toggle's knob, at the leading (off) or trailing (on) end of its track.
    case toggleKnobOff, toggleKnobOn
}

public struct GlyphRun: Equatable, Sendable {
    public var glyph: Glyph
    public var color: Color
    /// The glyph is drawn in the frame less this on every side.
    public var inset: Double

    public init(_ glyph: Glyph, color: Color, inset: Double = 0) {
        self.glyph = glyph
        self.color = color
        self.inset = inset
    }
}

/// Pixels to draw in a box, scaled to its frame: 8-bit RGBA, not premultiplied, rows top to bottom.
public struct BoxImage: Equatable, Sendable {
    public enum Fit: String, Sendable {
        /// Stretched to the frame.
        case fill
        /// As large as fits, centred, keeping its proportions.
        case contain
        /// Covering the frame, centred and cut, keeping its proportions.
        case cover
    }

    public var width: Int
    public var height: Int
    public var rgba: [UInt8]
    public var fit: Fit
    /// Where it came from, for the layout dump.
    public var source: String

    public init?(width: Int, height: Int, rgba: [UInt8], fit: Fit = .contain, source: String) {
        guard width > 0, height > 0, width <= 32_767, height <= 32_767, rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
        self.fit = fit
        self.source = source
    }
}
