/// A field a fillable PDF offers at a box's frame: what a PDF reader lets its user type or tick there.
public struct FillableField: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Typed text; `comb` spreads `maxLength` characters over as many equal cells.
        case text(multiline: Bool, maxLength: Int?, comb: Bool)
        /// A box ticked on its own.
        case checkBox
        /// One of a group of boxes sharing `name`, of which one is ticked: a picker's printed option, at
        /// its `place` among the group's boxes (from 0). An option listed twice is printed twice, and each
        /// box is a button of its own: the place, not the option, tells them apart.
        case radio(option: String, place: Int)
        /// A list to choose one entry from.
        case choice(options: [String])
        /// A place to sign: a reader lets its user sign the PDF there.
        case signature
    }

    /// The field's name in the PDF (a form field's id; a date's parts add `.day`, `.month`, `.year`).
    public var name: String
    public var kind: Kind
    /// The value it starts with: text, the chosen option, or "true" for a ticked box.
    public var value: String?
    public var isRequired: Bool
    public var isReadOnly: Bool
    /// What a reader shows on hovering (the field's label).
    public var tooltip: String?

    public init(name: String, kind: Kind, value: String? = nil, isRequired: Bool = false, isReadOnly: Bool = false, tooltip: String? = nil) {
        self.name = name
        self.kind = kind
        self.value = value
        self.isRequired = isRequired
        self.isReadOnly = isReadOnly
        self.tooltip = tooltip
    }
}
