/// A parsed `@{...}` expression (the text between the braces) and its source.
public struct ViewExpression: Equatable, Sendable, CustomStringConvertible {
    public let source: String
    public let root: ViewExpressionNode
    /// Nodes in the tree: what evaluating it once costs, give or take.
    public let cost: Int

    /// Longest expression accepted, in characters (Unicode scalars), and deepest nesting.
    public static let maxLength = ViewExpressionParser.maxLength
    public static let maxDepth = ViewExpressionParser.maxDepth

    /// Throws `ViewExpressionError` with the column of the problem.
    public static func parse(_ source: String) throws -> ViewExpression {
        let root = try ViewExpressionParser.parse(source)
        return ViewExpression(source: source, root: root, cost: root.nodeCount)
    }

    public func evaluate(in scope: ViewScope) -> ViewValue {
        root.evaluate(in: scope)
    }

    public var description: String { source }
}

extension ViewExpression {
    /// An expression that could not be read: nil wherever it is used (see `ViewTemplate.parse`).
    init(unresolved source: String) {
        self.init(source: source, root: .literal(.null), cost: 1)
    }
}
