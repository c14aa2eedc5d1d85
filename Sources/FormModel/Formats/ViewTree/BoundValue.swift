import FormSupport
/// An attribute value as a view-tree file writes it: JSON whose strings may hold `@{...}` bindings,
/// parsed once when the file is read (so a syntax error is found even in a view that is never shown)
/// and evaluated for each scope it is shown in.
public indirect enum BoundValue: Equatable, Sendable {
    /// Numbers, booleans, null and strings without bindings.
    case literal(ViewValue)
    case template(ViewTemplate)
    case array([BoundNode])
    case object([BoundMember])

    public func evaluate(in scope: ViewScope) -> ViewValue {
        switch self {
        case .literal(let value): return value
        case .template(let template): return template.evaluate(in: scope)
        case .array(let items): return .array(items.map { $0.value.evaluate(in: scope) })
        case .object(let members):
            // A member bound to nothing is left out, so the reader's default applies (binding_semantics.json:
            // an unresolved embed params leaf is dropped, and the embedded screen's own default used).
            return .object(ViewObject(members.compactMap { member in
                let value = member.node.value.evaluate(in: scope)
                return value.isNull && member.node.value.hasBindings ? nil : (member.key, value)
            }))
        }
    }

    /// What evaluating it costs (see `ViewTemplate.cost`); plain values cost one.
    public var cost: Int {
        switch self {
        case .literal: return 1
        case .template(let template): return template.cost
        case .array(let items): return items.reduce(1) { $0 + $1.cost }
        case .object(let members): return members.reduce(1) { $0 + $1.node.cost }
        }
    }

    /// The names its bindings read from their scope.
    public var scopeNames: [String] {
        switch self {
        case .literal: return []
        case .template(let template): return template.scopeNames
        case .array(let items): return items.flatMap(\.value.scopeNames)
        case .object(let members): return members.flatMap(\.node.value.scopeNames)
        }
    }

    /// Whether evaluating can depend on data.
    public var hasBindings: Bool {
        switch self {
        case .literal: return false
        case .template(let template): return template.hasExpressions
        case .array(let items): return items.contains { $0.value.hasBindings }
        case .object(let members): return members.contains { $0.node.value.hasBindings }
        }
    }
}

/// A bound value and where it stands in its file.
public struct BoundNode: Equatable, Sendable {
    public var value: BoundValue {
        didSet { cost = value.cost }
    }
    public var position: SourcePosition
    /// What evaluating it costs, worked out once.
    public private(set) var cost: Int

    public init(_ value: BoundValue, at position: SourcePosition) {
        self.value = value
        self.position = position
        self.cost = value.cost
    }

    /// Reads a JSON value, parsing every string's `@{...}` bindings. What a binding cannot be read as
    /// (see `ViewTemplate.parse`), and where it breaks binding_semantics.json's rules, is a warning at
    /// the string naming the key path (and the column inside the expression): the value still renders.
    public init(json node: JSONNode, file: String, keyPath: String, warnings: inout [FormWarning]) {
        self.init(BoundNode.value(json: node, file: file, keyPath: keyPath, warnings: &warnings), at: node.position)
    }

    private static func value(json node: JSONNode, file: String, keyPath: String, warnings: inout [FormWarning]) -> BoundValue {
        switch node.value {
        case .null: return .literal(.null)
        case .bool(let flag): return .literal(.bool(flag))
        case .number(let number): return .literal(.number(number.value))
        case .string(let text):
            guard text.contains("@{") else { return .literal(.string(text)) }
            let template = ViewTemplate.parse(text)
            let location = SourceLocation(file: file, position: node.position, keyPath: keyPath)
            for said in template.problems.map(\.description) + template.ruleViolations {
                warnings.append(FormWarning("'\(keyPath)': \(said)", at: location))
            }
            return .template(template)
        case .array(let items):
            return .array(items.enumerated().map { BoundNode(json: $1, file: file, keyPath: "\(keyPath)[\($0)]", warnings: &warnings) })
        case .object(let object):
            return .object(object.members.map {
                BoundMember(key: $0.key, node: BoundNode(json: $0.value, file: file, keyPath: "\(keyPath).\($0.key)", warnings: &warnings))
            })
        }
    }
}

public struct BoundMember: Equatable, Sendable {
    public var key: String
    public var node: BoundNode

    public init(key: String, node: BoundNode) {
        self.key = key
        self.node = node
    }
}
