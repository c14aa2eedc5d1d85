/// A parsed `@{...}` expression (the text between the braces) and its source.
public struct ViewExpression: Equatable, Sendable, CustomStringConvertible {
    public let source: String
    public let root: ViewExpressionNode

    /// Longest expression accepted, in characters (Unicode scalars), and deepest nesting.
    public static let maxLength = ViewExpressionParser.maxLength
    public static let maxDepth = ViewExpressionParser.maxDepth

    /// Throws `ViewExpressionError` with the column of the problem.
    public static func parse(_ source: String) throws -> ViewExpression {
        ViewExpression(source: source, root: try ViewExpressionParser.parse(source))
    }

    public func evaluate(in scope: ViewScope) -> ViewValue {
        root.evaluate(in: scope)
    }

    public var description: String { source }
}
