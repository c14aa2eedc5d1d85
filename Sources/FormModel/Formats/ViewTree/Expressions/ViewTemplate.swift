/// An attribute value with `@{...}` bindings: `"User ID: @{currentUserId}"`, `"@{cellType}Cell"`.
public struct ViewTemplate: Equatable, Sendable {
    public enum Segment: Equatable, Sendable {
        case text(String)
        case expression(ViewExpression)
    }

    public let segments: [Segment]
    /// What was not read as a binding: each problem's text is kept as written, or is a binding that
    /// is unresolved. Said as warnings where the file is read; the value renders all the same.
    public let problems: [Problem]

    /// A `@{...}` that is not a binding FormRender can read.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        public var error: ViewExpressionError
        /// The text stays as written (an unterminated `@{`, an empty `@{}`), as SwiftJsonUI shows it;
        /// else the binding is unresolved: nothing in text, the attribute's default as a whole value.
        public var keptAsText: Bool

        public var description: String {
            error.description + (keptAsText ? "; the text is shown as written" : "; read as unresolved (nothing, or the attribute's default)")
        }
    }

    /// Never fails, as binding_semantics.json has it: an expression FormRender cannot read is an
    /// unresolved binding (`formatName(user)` names no data), and text that is no `@{...}` (an
    /// unterminated `@{`, an empty `@{}`) stays text. Each is a `Problem`, with the expression's own
    /// column, or the column of the `@` in the whole value.
    public static func parse(_ text: String) -> ViewTemplate {
        let scalars = Array(text.unicodeScalars)
        var segments: [Segment] = []
        var problems: [Problem] = []
        var literal = String.UnicodeScalarView()
        // Once a quote runs to the end of the value, braces are read as SwiftJsonUI reads them (the first
        // `}` closes), which also keeps a value of many open quotes linear.
        var quotesClose = true
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "@", index + 1 < scalars.count, scalars[index + 1] == "{" else {
                literal.append(scalars[index])
                index += 1
                continue
            }
            var close = quotesClose ? closingBrace(in: scalars, from: index + 2) : nil
            if close == nil {
                quotesClose = false
                close = scalars[(index + 2)...].firstIndex(of: "}")
            }
            let source = close.map { String(String.UnicodeScalarView(scalars[(index + 2)..<$0])) } ?? ""
            guard let close, !source.isEmpty else {
                let message = close == nil ? "unterminated '@{'" : "empty '@{}' is no binding"
                problems.append(Problem(error: ViewExpressionError(message, column: index + 1, in: text), keptAsText: true))
                let end = close.map { $0 + 1 } ?? scalars.count
                literal.append(contentsOf: scalars[index..<end])
                index = end
                continue
            }
            if !literal.isEmpty { segments.append(.text(String(literal))) }
            literal = String.UnicodeScalarView()
            do {
                segments.append(.expression(try ViewExpression.parse(source)))
            } catch {
                let failure = error as? ViewExpressionError ?? ViewExpressionError("\(error)", column: 1, in: source)
                problems.append(Problem(error: failure, keptAsText: false))
                segments.append(.expression(ViewExpression(unresolved: source)))
            }
            index = close + 1
        }
        if !literal.isEmpty || segments.isEmpty { segments.append(.text(String(literal))) }
        return ViewTemplate(segments: segments, problems: problems)
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
