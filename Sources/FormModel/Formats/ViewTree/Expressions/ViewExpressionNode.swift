/// The syntax tree of an `@{...}` expression.
public indirect enum ViewExpressionNode: Equatable, Sendable {
    case literal(ViewValue)
    case name(String)
    case member(ViewExpressionNode, String)
    case index(ViewExpressionNode, ViewExpressionNode)
    case unary(ViewUnaryOperator, ViewExpressionNode)
    case binary(ViewBinaryOperator, ViewExpressionNode, ViewExpressionNode)
    case conditional(ViewExpressionNode, ViewExpressionNode, ViewExpressionNode)
}

extension ViewExpressionNode {
    /// The names the expression counts on its scope having (`user` in `user.name`), in order, once
    /// each; names it is ready to find missing are left out: either side of `??`, and a value compared
    /// with nil (`emailError != nil`).
    var scopeNames: [String] {
        var names: [String] = []
        func collect(_ node: ViewExpressionNode) {
            switch node {
            case .literal: break
            case .binary(.coalesce, _, _): break
            case .binary(.equal, _, .literal(.null)), .binary(.notEqual, _, .literal(.null)),
                 .binary(.equal, .literal(.null), _), .binary(.notEqual, .literal(.null), _): break
            case .name(let name): if !names.contains(name) { names.append(name) }
            case .member(let base, _): collect(base)
            case .index(let base, let key): collect(base); collect(key)
            case .unary(_, let operand): collect(operand)
            case .binary(_, let left, let right): collect(left); collect(right)
            case .conditional(let condition, let then, let otherwise): collect(condition); collect(then); collect(otherwise)
            }
        }
        collect(self)
        return names
    }

    /// How many nodes the tree has (bounded by the parser's limits, so the recursion is shallow).
    var nodeCount: Int {
        switch self {
        case .literal, .name: return 1
        case .member(let base, _): return 1 + base.nodeCount
        case .index(let base, let key): return 1 + base.nodeCount + key.nodeCount
        case .unary(_, let operand): return 1 + operand.nodeCount
        case .binary(_, let left, let right): return 1 + left.nodeCount + right.nodeCount
        case .conditional(let condition, let then, let otherwise): return 1 + condition.nodeCount + then.nodeCount + otherwise.nodeCount
        }
    }
}

extension ViewExpressionNode: CustomStringConvertible {
    /// Fully parenthesised, to show (and test) how an expression was grouped: `(a || (b && c))`.
    public var description: String {
        switch self {
        case .literal(let value):
            if case .string(let text) = value { return "'\(text)'" }
            if value == .null { return "nil" }
            return value.description
        case .name(let name): return name
        case .member(let base, let name): return "\(base).\(name)"
        case .index(let base, let key): return "\(base)[\(key)]"
        case .unary(let op, let operand): return "(\(op.rawValue)\(operand))"
        case .binary(let op, let left, let right): return "(\(left) \(op.rawValue) \(right))"
        case .conditional(let condition, let then, let otherwise): return "(\(condition) ? \(then) : \(otherwise))"
        }
    }
}
