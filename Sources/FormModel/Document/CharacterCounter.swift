/// A counter of the characters typed in a field: `n/limit`, or `n` when there is no limit.
public struct CharacterCounter: Equatable, Sendable {
    public var limit: Int?

    public init(limit: Int? = nil) {
        self.limit = limit
    }
}
