/// The binary operators of `@{...}` expressions, from `??` (binding loosest) to `*`.
public enum ViewBinaryOperator: String, Sendable, CaseIterable {
    case coalesce = "??"
    case or = "||"
    case and = "&&"
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
}

public enum ViewUnaryOperator: String, Sendable {
    case not = "!"
    case negate = "-"
}

extension ViewValue {
    /// The eager operators (`&&`, `||` and `??` short-circuit in the evaluator). Arithmetic on
    /// anything but numbers, division by zero and results too large for a Double are nil.
    public static func apply(_ op: ViewBinaryOperator, _ left: ViewValue, _ right: ViewValue) -> ViewValue {
        switch op {
        case .coalesce: return left.isNull ? right : left
        case .or: return .bool(left.isTruthy || right.isTruthy)
        case .and: return .bool(left.isTruthy && right.isTruthy)
        case .equal: return .bool(left.sameValue(as: right))
        case .notEqual: return .bool(!left.sameValue(as: right))
        case .less, .lessOrEqual, .greater, .greaterOrEqual: return .bool(compare(op, left, right))
        case .add:
            if case .number(let a) = left, case .number(let b) = right { return finite(a + b) }
            // Either side a string (or a colour): text, with nil printing as nothing.
            if left.isText || right.isText { return .string(ViewValue.joined([left.description, right.description])) }
            return .null
        case .subtract, .multiply, .divide, .remainder:
            guard case .number(let a) = left, case .number(let b) = right else { return .null }
            switch op {
            case .subtract: return finite(a - b)
            case .multiply: return finite(a * b)
            case .divide: return b == 0 ? .null : finite(a / b)
            default: return b == 0 ? .null : finite(a.truncatingRemainder(dividingBy: b))
            }
        }
    }

    public static func apply(_ op: ViewUnaryOperator, _ operand: ViewValue) -> ViewValue {
        switch op {
        case .not:
            // binding_semantics.json: an unresolved value stays unresolved (the attribute's default
            // applies, not inverted), so `isOn: "@{!missing}"` stays off, as in SwiftJsonUI.
            return operand.isNull ? .null : .bool(!operand.isTruthy)
        case .negate:
            guard case .number(let value) = operand else { return .null }
            return .number(-value)
        }
    }

    private var isText: Bool {
        switch self {
        case .string, .colour: return true
        default: return false
        }
    }

    private static func finite(_ value: Double) -> ViewValue { value.isFinite ? .number(value) : .null }

    /// Equality by value; a colour equals the same colour written in other case, or a string of it
    /// (data gives colours as strings).
    func sameValue(as other: ViewValue) -> Bool {
        switch (self, other) {
        case (.colour(let a), .colour(let b)), (.colour(let a), .string(let b)), (.string(let a), .colour(let b)):
            return a.uppercased() == b.uppercased()
        default:
            return self == other
        }
    }

    /// Numbers compare by value and strings by their characters; anything else is not ordered.
    private static func compare(_ op: ViewBinaryOperator, _ left: ViewValue, _ right: ViewValue) -> Bool {
        switch (left, right) {
        case (.number(let a), .number(let b)): return ordered(op, a, b)
        case (.string(let a), .string(let b)): return ordered(op, a, b)
        default: return false
        }
    }

    private static func ordered<T: Comparable>(_ op: ViewBinaryOperator, _ a: T, _ b: T) -> Bool {
        switch op {
        case .less: return a < b
        case .lessOrEqual: return a <= b
        case .greater: return a > b
        default: return a >= b
        }
    }
}
