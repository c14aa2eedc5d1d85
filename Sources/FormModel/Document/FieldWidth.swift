/// The width a field asks for, resolved from its hints: points (`displayWidth`), or a number of
/// characters (`expectedLength`) that layout turns into points with its theme's font.
public enum FieldWidth: Equatable, Sendable {
    case points(Double)
    case characters(Int)
}
