/// A laid-out box: where it is, how it looks, what it shows. Content is at most one of text, glyph
/// and image, painted over the box's own style and under its children.
public struct LayoutBox: Equatable, Sendable {
    public var role: BoxRole
    public var id: String?
    /// What the box says, as its input gave it (a required label's text without the asterisk its run
    /// paints): what tests and layout diffs read.
    public var text: String?
    public var frame: Rect
    public var notes: [BoxNote]
    public var children: [LayoutBox]
    /// Style and content live behind one reference: boxes are copied as layout moves subtrees into
    /// place, and a few hundred bytes of style in every copy cost more than the rest of layout.
    private var looks: SharedLooks

    /// Nothing to draw of its own (no style, text, glyph, image or link): only its children.
    public var isPlain: Bool { looks === SharedLooks.none }

    public var style: BoxStyle {
        get { looks.value.style }
        set { looks = SharedLooks(looks.value.with { $0.style = newValue }) }
    }

    public var textRun: TextRun? {
        get { looks.value.textRun }
        set { looks = SharedLooks(looks.value.with { $0.textRun = newValue }) }
    }

    public var glyph: GlyphRun? {
        get { looks.value.glyph }
        set { looks = SharedLooks(looks.value.with { $0.glyph = newValue }) }
    }

    public var image: BoxImage? {
        get { looks.value.image }
        set { looks = SharedLooks(looks.value.with { $0.image = newValue }) }
    }

    /// A web address the box's painting links to, in a PDF.
    public var link: String? {
        get { looks.value.link }
        set { looks = SharedLooks(looks.value.with { $0.link = newValue }) }
    }

    /// A form field a fillable PDF puts at this box's frame.
    public var fillable: FillableField? {
        get { looks.value.fillable }
        set { looks = SharedLooks(looks.value.with { $0.fillable = newValue }) }
    }

    public init(role: BoxRole, id: String? = nil, text: String? = nil, frame: Rect, style: BoxStyle = .none,
                textRun: TextRun? = nil, glyph: GlyphRun? = nil, image: BoxImage? = nil, notes: [BoxNote] = [],
                children: [LayoutBox] = []) {
        self.role = role
        self.id = id
        // A run's string is already shown text; text given apart from it is prepared here.
        self.text = text.map(ShownText.prepare) ?? textRun?.string
        self.frame = frame
        self.looks = style.isEmpty && textRun == nil && glyph == nil && image == nil
            ? SharedLooks.none : SharedLooks(Looks(style: style, textRun: textRun, glyph: glyph, image: image))
        self.notes = notes
        self.children = children
    }

    public func has(_ key: String) -> Bool {
        notes.contains { $0.key == key }
    }

    /// The text of a note, nil when the box has no such note or it is a flag.
    public func note(_ key: String) -> String? {
        for note in notes where note.key == key {
            if case .text(let value) = note.value { return value }
        }
        return nil
    }

    /// Moves this box and everything in it. Consuming: a box just built (most are) is moved in place,
    /// its subtree not copied box by box.
    public consuming func offsetBy(dx: Double, dy: Double) -> LayoutBox {
        var moved = self
        moved.offset(dx: dx, dy: dy)
        return moved
    }

    /// Moves this box and its subtree.
    public mutating func offset(dx: Double, dy: Double) {
        frame = frame.offsetBy(dx: dx, dy: dy)
        for index in children.indices { children[index].offset(dx: dx, dy: dy) }
    }

    /// Every box in this subtree, depth first, this one first.
    public func allBoxes() -> [LayoutBox] {
        [self] + children.flatMap { $0.allBoxes() }
    }

    public func first(role: BoxRole, id: String? = nil) -> LayoutBox? {
        allBoxes().first { $0.role == role && (id == nil || $0.id == id) }
    }
}
