extension LayoutDump {
    /// How a box's text is set: `font` reads "Inter semibold 17/22" (family, weight, slant, size, line
    /// height); `shows` is the string as drawn when it is not the box's `text`; the rest only when not
    /// the default (leading, left to right, wrapping at words, tail truncation).
    public struct TextStyle: Codable, Equatable, Sendable {
        public var font: String
        public var color: Colour
        public var shows: String?
        public var align: String?
        public var direction: String?
        public var wrapping: String?
        public var maxLines: Int?
        public var ellipsis: Bool?
        public var ranges: [ColouredRange]?
        public var styles: [StyledRange]?
        /// "single", or "double #FF0000": the line and its own colour, if it has one.
        public var underline: String?
        public var strikethrough: String?
        public var baselineOffset: Number?
        public var lineSpacing: Number?
        public var truncation: String?
        public var breaks: String?
        public var after: TrailingMark?

        public init(font: String, color: Colour) {
            self.font = font
            self.color = color
        }
    }

    /// Characters `from..<to` of the text in a colour of their own.
    public struct ColouredRange: Codable, Equatable, Sendable {
        public var from: Int
        public var to: Int
        public var color: Colour
    }

    /// Characters `from..<to` with a look of their own (attributed text).
    public struct StyledRange: Codable, Equatable, Sendable {
        public var from: Int
        public var to: Int
        public var color: Colour?
        public var font: String?
        public var background: Colour?
        public var underline: String?
        public var strikethrough: String?
    }

    /// A glyph set after the text's last line (a picked row's tick).
    public struct TrailingMark: Codable, Equatable, Sendable {
        public var glyph: String
        public var color: Colour
        public var size: Number
        public var gap: Number
    }
}
