/// An attribute value with `@{...}` bindings: `"User ID: @{currentUserId}"`, `"@{cellType}Cell"`.
public struct ViewTemplate: Equatable, Sendable {
    public enum Segment: Equatable, Sendable {
        case text(String)
        case expression(ViewExpression)
    }

    public let segments: [Segment]

    /// Text without `@{` is one text segment. Errors in an expression keep its own column; an
    /// unterminated `@{` gives the column of the `@` in the whole value.
    public static func parse(_ text: String) throws -> ViewTemplate {
        let scalars = Array(text.unicodeScalars)
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "@", index + 1 < scalars.count, scalars[index + 1] == "{" else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            guard let close = closingBrace(in: scalars, from: index + 2) else {
                throw ViewExpressionError("unterminated '@{'", column: index + 1, in: text)
            }
            if !literal.isEmpty { segments.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
            let source = String(String.UnicodeScalarView(scalars[(index + 2)..<close]))
            segments.append(.expression(try ViewExpression.parse(source)))
            index = close + 1
        }
        if !literal.isEmpty || segments.isEmpty { segments.append(.text(String(literal))) }
        return ViewTemplate(segments: segments)
    }

    /// The first `}` outside a quoted string: `@{a ?? '}'}` ends at the last brace.
    private static func closingBrace(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
        var quote: Unicode.Scalar?
        var index = start
        while index < scalars.count {
            let scalar = scalars[index]
            if let open = quote {
                if scalar == "\\" { index += 1 } else if scalar == open { quote = nil }
            } else if scalar == "'" || scalar == "\"" {
                quote = scalar
            } else if scalar == "}" {
                return index
            }
            index += 1
        }
        return nil
    }

    /// What evaluating it costs: its expressions' nodes, and one for each piece of text.
    public var cost: Int {
        segments.reduce(0) { total, segment in
            if case .expression(let expression) = segment { return total + expression.cost }
            return total + 1
        }
    }

    /// The names its expressions read from their scope.
    public var scopeNames: [String] {
        var names: [String] = []
        for case .expression(let expression) in segments {
            for name in expression.root.scopeNames where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// Whether the value has any binding at all.
    public var hasExpressions: Bool {
        segments.contains { if case .expression = $0 { return true } else { return false } }
    }

    /// A value that is exactly one `@{...}` keeps the expression's type (a bool for `visibility`, an
    /// object for `shared_data`); anything else is the text of its parts.
    public func evaluate(in scope: ViewScope) -> ViewValue {
        if segments.count == 1, case .expression(let expression) = segments[0] {
            return expression.evaluate(in: scope)
        }
        return .string(ViewValue.joined(segments.map { segment in
            switch segment {
            case .text(let part): return part
            case .expression(let expression): return expression.evaluate(in: scope).description
            }
        }))
    }
}
