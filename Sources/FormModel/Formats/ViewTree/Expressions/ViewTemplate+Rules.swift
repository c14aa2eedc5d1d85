/// binding_semantics.json's validator rules that a value breaks on its own (the two-way rule needs its
/// view: `TwoWayBindings`). FormRender still evaluates its wider language there; the rule ids say
/// where a layout leaves what every JsonUI tool reads alike.
extension ViewTemplate {
    public var ruleViolations: [String] {
        var said: [String] = []
        let isWhole = segments.count == 1
        for case .expression(let expression) in segments {
            if expression.root.coalesceCount > 1 {
                said.append("[binding-double-default] '@{\(expression.source)}' has more than one '??': exactly one default is allowed "
                    + "(SwiftJsonUI reads this one as having none)")
            }
            // As jsonui-cli's validator reads it: an expression that starts with `!`.
            if !isWhole, expression.source.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("!") {
                said.append("[binding-negation-context] '@{\(expression.source)}' negates inside text: '!' is only for a whole Bool value "
                    + "(SwiftJsonUI shows nothing here)")
            }
        }
        return said
    }
}

extension ViewExpressionNode {
    /// How many `??` the tree has (the parser bounds its depth).
    var coalesceCount: Int {
        switch self {
        case .literal, .name: return 0
        case .member(let base, _): return base.coalesceCount
        case .index(let base, let key): return base.coalesceCount + key.coalesceCount
        case .unary(_, let operand): return operand.coalesceCount
        case .binary(let op, let left, let right): return (op == .coalesce ? 1 : 0) + left.coalesceCount + right.coalesceCount
        case .conditional(let condition, let then, let otherwise): return condition.coalesceCount + then.coalesceCount + otherwise.coalesceCount
        }
    }
}
