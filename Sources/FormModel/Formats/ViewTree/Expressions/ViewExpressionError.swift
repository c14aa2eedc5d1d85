import FormSupport
/// A syntax error in an `@{...}` expression or a template: the message, the 1-based column (in
/// Unicode scalars) and the expression itself, so that the caller can add the file and key.
public struct ViewExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var column: Int
    public var expression: String

    public init(_ message: String, column: Int, in expression: String) {
        self.message = message
        self.column = column
        self.expression = expression
    }

    /// Expressions come from inputs: control characters are escaped and a long one is cut, so that a
    /// hostile file cannot flood a log.
    public var description: String {
        let limit = 120
        var shown = expression
        if shown.unicodeScalars.count > limit {
            shown = String(String.UnicodeScalarView(shown.unicodeScalars.prefix(limit))) + "…"
        }
        return "\(message) at column \(column) in \"\(shown.escapingControlCharacters)\""
    }
}
