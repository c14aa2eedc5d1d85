extension LayoutDump {
    /// A drawn symbol (a chevron, a tick) and how far it sits inside the box.
    public struct GlyphMark: Codable, Equatable, Sendable {
        public var glyph: String
        public var color: Colour
        public var inset: Number?
        public var mirrored: Bool?
    }

    /// A picture: its source file, its size in pixels and how it fits the frame.
    public struct Picture: Codable, Equatable, Sendable {
        public var source: String
        public var width: Int
        public var height: Int
        public var fit: String
    }

    /// What a fillable PDF offers at the box: `type` is text, multilineText, comb, checkBox, radio,
    /// choice or signature.
    public struct Fillable: Codable, Equatable, Sendable {
        public var name: String
        public var type: String
        public var maxLength: Int?
        public var option: String?
        public var options: [String]?
        public var value: String?
        public var required: Bool?
        public var readOnly: Bool?
    }
}
