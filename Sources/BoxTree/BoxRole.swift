/// What a box is to whoever laid it out (`field`, `label`, a view tree's `View`…): tests and layout
/// diffs find boxes by role and id. The painter never reads it.
public struct BoxRole: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(stringLiteral value: String) {
        self.rawValue = value
    }

    public var description: String { rawValue }
}
