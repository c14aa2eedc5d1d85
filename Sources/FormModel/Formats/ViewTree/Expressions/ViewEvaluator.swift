/// Evaluation never fails: missing names, members of nil, indexes out of range and arithmetic on the
/// wrong kinds are nil. The parser's bounds keep the recursion shallow.
extension ViewExpressionNode {
    /// Bare words that name visibilities when the data does not define them.
    static let bareWords: Set<String> = ["visible", "invisible", "gone"]

    public func evaluate(in scope: ViewScope) -> ViewValue {
        switch self {
        case .literal(let value):
            return value
        case .name(let name):
            if let value = scope.lookup(name) { return value }
            return ViewExpressionNode.bareWords.contains(name) ? .string(name) : .null
        case .member(let base, let name):
            return base.evaluate(in: scope).member(name)
        case .index(let base, let key):
            return base.evaluate(in: scope).element(key.evaluate(in: scope))
        case .unary(let op, let operand):
            return ViewValue.apply(op, operand.evaluate(in: scope))
        case .binary(.and, let left, let right):
            return .bool(left.evaluate(in: scope).isTruthy && right.evaluate(in: scope).isTruthy)
        case .binary(.or, let left, let right):
            return .bool(left.evaluate(in: scope).isTruthy || right.evaluate(in: scope).isTruthy)
        case .binary(.coalesce, let left, let right):
            let value = left.evaluate(in: scope)
            return value.isNull ? right.evaluate(in: scope) : value
        case .binary(let op, let left, let right):
            return ViewValue.apply(op, left.evaluate(in: scope), right.evaluate(in: scope))
        case .conditional(let condition, let then, let otherwise):
            return condition.evaluate(in: scope).isTruthy ? then.evaluate(in: scope) : otherwise.evaluate(in: scope)
        }
    }
}
