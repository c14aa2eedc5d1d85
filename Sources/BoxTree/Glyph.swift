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
    /// A picture: a frame with a hill and a sun, for an image that cannot be shown.
    case picture
    /// A textarea's resize mark: two short diagonal strokes in its bottom trailing corner.
    case resizeGrip
}

public struct GlyphRun: Equatable, Sendable {
    public var glyph: Glyph
    public var color: Color
    /// The glyph is drawn in the frame less this on every side.
    public var inset: Double
    /// Drawn for a right-to-left form: a disclosure chevron points left, a toggle's knob starts at
    /// the right and a resize mark leans the other way. Ticks, calendars and pictures read the same
    /// both ways.
    public var isMirrored = false

    public init(_ glyph: Glyph, color: Color, inset: Double = 0) {
        self.glyph = glyph
        self.color = color
        self.inset = inset
    }
}
