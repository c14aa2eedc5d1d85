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
            if let flat = flatMember(in: scope) { return flat }
            return base.evaluateSkippingFlatNames(in: scope).member(name)
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

    /// `a.b.c` (a chain of plain member accesses) as one flat key `"a.b.c"`, tried before the nested
    /// path as SwiftJsonUI does: answered by the nearest scope that defines the flat key or the
    /// chain's first name. Nil: the nested path decides.
    private func flatMember(in scope: ViewScope) -> ViewValue? {
        var names: [String] = []
        var node = self
        while case .member(let base, let name) = node {
            names.append(name)
            node = base
        }
        guard case .name(let first) = node else { return nil }
        let flat = ([first] + names.reversed()).joined(separator: ".")
        var current: ViewScope? = scope
        while let level = current {
            if let value = level.values[flat] { return value }
            if level.values[first] != nil { return nil }
            current = level.parent
        }
        return nil
    }

    /// The nested path of a member chain whose flat key was already tried: its shorter prefixes are
    /// not tried again, so a chain costs one flat lookup however long it is.
    private func evaluateSkippingFlatNames(in scope: ViewScope) -> ViewValue {
        guard case .member(let base, let name) = self else { return evaluate(in: scope) }
        return base.evaluateSkippingFlatNames(in: scope).member(name)
    }
}
