/// A fact about a box kept for tests and diffs (a field's `kind`, that it is `open`), printed in the
/// layout dump; the painter never reads it.
public struct BoxNote: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case flag
        case text(String)
    }

    public var key: String
    public var value: Value

    public init(_ key: String, _ value: Value = .flag) {
        self.key = key
        self.value = value
    }
}
