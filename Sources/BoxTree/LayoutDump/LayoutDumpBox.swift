extension LayoutDump {
    /// `{"role", "page"?, "id"?, "text"?, "frame", notes…, "style"?, "textStyle"?, "glyph"?, "image"?,
    /// "link"?, "fillable"?, "children"}`. A note is a member of its own (`"required": true`,
    /// `"kind": "email"`): any key the box does not know is read as one.
    public struct Box: Codable, Equatable, Sendable {
        public var role: String
        /// The page it is printed on, in a printed document's dump.
        public var page: Int?
        public var id: String?
        public var text: String?
        public var frame: Frame
        public var notes: [BoxNote]
        public var style: Style?
        public var textStyle: TextStyle?
        public var glyph: GlyphMark?
        public var image: Picture?
        public var link: String?
        public var fillable: Fillable?
        public var children: [Box]

        public init(role: String, page: Int? = nil, id: String? = nil, text: String? = nil, frame: Frame, notes: [BoxNote] = [],
                    style: Style? = nil, textStyle: TextStyle? = nil, glyph: GlyphMark? = nil, image: Picture? = nil,
                    link: String? = nil, fillable: Fillable? = nil, children: [Box] = []) {
            self.role = role
            self.page = page
            self.id = id
            self.text = text
            self.frame = frame
            self.notes = notes
            self.style = style
            self.textStyle = textStyle
            self.glyph = glyph
            self.image = image
            self.link = link
            self.fillable = fillable
            self.children = children
        }

        private enum Member: String, CaseIterable {
            case role, page, id, text, frame, style, textStyle, glyph, image, link, fillable, children
            var key: AnyKey { AnyKey(rawValue) }
        }

        public init(from decoder: any Decoder) throws {
            let members = try decoder.container(keyedBy: AnyKey.self)
            role = try members.decode(String.self, forKey: Member.role.key)
            page = try members.decodeIfPresent(Int.self, forKey: Member.page.key)
            id = try members.decodeIfPresent(String.self, forKey: Member.id.key)
            text = try members.decodeIfPresent(String.self, forKey: Member.text.key)
            frame = try members.decode(Frame.self, forKey: Member.frame.key)
            style = try members.decodeIfPresent(Style.self, forKey: Member.style.key)
            textStyle = try members.decodeIfPresent(TextStyle.self, forKey: Member.textStyle.key)
            glyph = try members.decodeIfPresent(GlyphMark.self, forKey: Member.glyph.key)
            image = try members.decodeIfPresent(Picture.self, forKey: Member.image.key)
            link = try members.decodeIfPresent(String.self, forKey: Member.link.key)
            fillable = try members.decodeIfPresent(Fillable.self, forKey: Member.fillable.key)
            // A reference recorded before boxes listed their children has none.
            children = try members.decodeIfPresent([Box].self, forKey: Member.children.key) ?? []
            let known = Set(Member.allCases.map(\.rawValue))
            notes = try members.allKeys.filter { !known.contains($0.stringValue) }.map { key in
                if let text = try? members.decode(String.self, forKey: key) { return BoxNote(key.stringValue, .text(text)) }
                guard (try? members.decode(Bool.self, forKey: key)) == true else {
                    throw DecodingError.dataCorrupted(DecodingError.Context(codingPath: members.codingPath + [key],
                                                                            debugDescription: "must be a string or true (a note on the box)"))
                }
                return BoxNote(key.stringValue)
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var members = encoder.container(keyedBy: AnyKey.self)
            try members.encode(role, forKey: Member.role.key)
            try members.encodeIfPresent(page, forKey: Member.page.key)
            try members.encodeIfPresent(id, forKey: Member.id.key)
            try members.encodeIfPresent(text, forKey: Member.text.key)
            try members.encode(frame, forKey: Member.frame.key)
            for note in notes {
                switch note.value {
                case .flag: try members.encode(true, forKey: AnyKey(note.key))
                case .text(let value): try members.encode(value, forKey: AnyKey(note.key))
                }
            }
            try members.encodeIfPresent(style, forKey: Member.style.key)
            try members.encodeIfPresent(textStyle, forKey: Member.textStyle.key)
            try members.encodeIfPresent(glyph, forKey: Member.glyph.key)
            try members.encodeIfPresent(image, forKey: Member.image.key)
            try members.encodeIfPresent(link, forKey: Member.link.key)
            try members.encodeIfPresent(fillable, forKey: Member.fillable.key)
            try members.encode(children, forKey: Member.children.key)
        }
    }

    /// `{"x", "y", "width", "height"}` in points.
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Number
        public var y: Number
        public var width: Number
        public var height: Number

        public init(_ rect: Rect) {
            x = Number(rect.x)
            y = Number(rect.y)
            width = Number(rect.width)
            height = Number(rect.height)
        }

        public var rect: Rect { Rect(x: x.value, y: y.value, width: width.value, height: height.value) }
    }
}
