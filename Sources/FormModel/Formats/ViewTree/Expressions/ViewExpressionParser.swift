/// Recursive descent over the tokens, one function a precedence level, loosest first:
/// ternary, `??`, `||`, `&&`, equality, comparison, additive, multiplicative, unary, postfix.
/// Nesting and the number of operators are bounded, so that neither parsing nor evaluating a hostile
/// expression can run out of stack.
struct ViewExpressionParser {
    static let maxLength = 4096
    static let maxDepth = 64
    /// Chains such as `a + b + c` nest the tree without nesting the text; real bindings have a few.
    static let maxOperators = 256

    private let source: String
    private let tokens: [ViewToken]
    private var position = 0
    private var depth = 0
    private var operators = 0

    static func parse(_ source: String) throws -> ViewExpressionNode {
        let length = source.unicodeScalars.count
        guard length <= maxLength else {
            throw ViewExpressionError("expression is longer than \(maxLength) characters", column: maxLength + 1, in: source)
        }
        var parser = ViewExpressionParser(source: source, tokens: try ViewTokenizer.tokens(of: source))
        if parser.current.kind == .end { throw parser.error("empty expression") }
        let node = try parser.ternary()
        guard parser.current.kind == .end else { throw parser.error("unexpected \(parser.current.quoted)") }
        return node
    }

    private init(source: String, tokens: [ViewToken]) {
        self.source = source
        self.tokens = tokens
    }

    // The tokenizer always ends with `.end`, and `advance` never passes it.
    private var current: ViewToken { tokens[min(position, tokens.count - 1)] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func error(_ message: String, at token: ViewToken? = nil) -> ViewExpressionError {
        ViewExpressionError(message, column: (token ?? current).column, in: source)
    }

    private mutating func take(_ symbol: String) -> Bool {
        guard current.kind == .symbol(symbol) else { return false }
        advance()
        return true
    }

    private mutating func expect(_ symbol: String) throws {
        guard take(symbol) else { throw error("expected '\(symbol)'") }
    }

    private mutating func nested<T>(_ body: (inout ViewExpressionParser) throws -> T) throws -> T {
        depth += 1
        defer { depth -= 1 }
        guard depth <= ViewExpressionParser.maxDepth else {
            throw error("expression is nested deeper than \(ViewExpressionParser.maxDepth) levels")
        }
        return try body(&self)
    }

    private mutating func countOperator() throws {
        operators += 1
        guard operators <= ViewExpressionParser.maxOperators else {
            throw error("expression has more than \(ViewExpressionParser.maxOperators) operators")
        }
    }

    /// `c ? a : b`, right-associative: `a ? b : c ? d : e` is `a ? b : (c ? d : e)`.
    private mutating func ternary() throws -> ViewExpressionNode {
        let condition = try coalesce()
        guard take("?") else { return condition }
        try countOperator()
        return try nested { parser in
            let then = try parser.ternary()
            try parser.expect(":")
            return .conditional(condition, then, try parser.ternary())
        }
    }

    /// `a ?? b ?? c` is `a ?? (b ?? c)`, as in Swift; folded from a loop so that it nests no stack.
    private mutating func coalesce() throws -> ViewExpressionNode {
        var operands = [try binary(level: 0)]
        while take("??") {
            try countOperator()
            operands.append(try binary(level: 0))
        }
        var node = operands.removeLast()
        while let left = operands.popLast() { node = .binary(.coalesce, left, node) }
        return node
    }

    /// The left-associative levels, loosest first.
    private static let levels: [[ViewBinaryOperator]] = [
        [.or], [.and], [.equal, .notEqual], [.less, .lessOrEqual, .greater, .greaterOrEqual],
        [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    private mutating func binary(level: Int) throws -> ViewExpressionNode {
        guard level < ViewExpressionParser.levels.count else { return try unary() }
        var node = try binary(level: level + 1)
        while let op = ViewExpressionParser.levels[level].first(where: { current.kind == .symbol($0.rawValue) }) {
            advance()
            try countOperator()
            node = .binary(op, node, try binary(level: level + 1))
        }
        return node
    }

    private mutating func unary() throws -> ViewExpressionNode {
        for op in [ViewUnaryOperator.not, .negate] where take(op.rawValue) {
            try countOperator()
            return try nested { .unary(op, try $0.unary()) }
        }
        return try postfix()
    }

    /// `a.b`, `a?.b` (the same: a member of nil is nil anyway) and `a[i]`.
    private mutating func postfix() throws -> ViewExpressionNode {
        var node = try primary()
        while true {
            if take(".") || take("?.") {
                guard case .identifier(let name) = current.kind else { throw error("expected a member name after '.'") }
                advance()
                try countOperator()
                node = .member(node, name)
            } else if take("[") {
                try countOperator()
                let key = try nested { try $0.ternary() }
                try expect("]")
                node = .index(node, key)
            } else {
                return node
            }
        }
    }

    private mutating func primary() throws -> ViewExpressionNode {
        let token = current
        switch token.kind {
        case .number(let value):
            advance()
            return .literal(.number(value))
        case .string(let text):
            advance()
            return .literal(.string(text))
        case .colour(let text):
            advance()
            return .literal(.colour(text))
        case .identifier(let name):
            advance()
            switch name {
            case "true": return .literal(.bool(true))
            case "false": return .literal(.bool(false))
            case "nil", "null": return .literal(.null)
            default: return .name(name)
            }
        case .symbol("("):
            advance()
            let node = try nested { try $0.ternary() }
            try expect(")")
            return node
        case .end:
            throw error("expected a value, found end of expression")
        default:
            throw error("expected a value, found \(token.quoted)")
        }
    }
}
