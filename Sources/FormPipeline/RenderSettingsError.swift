/// A render setting that no input carries but a caller passed (a locale, a text scale), out of its
/// range: said in the words the command line uses for the same option.
public struct RenderSettingsError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String

    public init(_ description: String) {
        self.description = description
    }
}
