/// What a printed form shows in its fields.
public enum PrintMode: String, CaseIterable, Sendable {
    /// Room to write by hand: boxes, character cells, writing lines, tick boxes.
    case blank
    /// The same parts with the form's values written in.
    case filled
}
