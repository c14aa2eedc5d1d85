/// Why bytes could not be decoded as a PNG, or an image encoded: one sentence that says what is wrong.
public struct PNGError: Error, CustomStringConvertible, Equatable, Sendable {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}
