/// A box's style and content.
struct Looks: Equatable, Sendable {
    var style: BoxStyle
    var textRun: TextRun?
    var glyph: GlyphRun?
    var image: BoxImage?
    var link: String?
    var fillable: FillableField?

    func with(_ change: (inout Looks) -> Void) -> Looks {
        var changed = self
        change(&changed)
        return changed
    }
}

/// Immutable, so boxes sharing one stay values: setting a property makes a new one.
final class SharedLooks: Equatable, Sendable {
    let value: Looks

    init(_ value: Looks) {
        self.value = value
    }

    static let none = SharedLooks(Looks(style: .none))

    static func == (lhs: SharedLooks, rhs: SharedLooks) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
