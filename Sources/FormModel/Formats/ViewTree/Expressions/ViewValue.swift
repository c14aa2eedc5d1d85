import FormSupport
/// A value in a view tree's data or the result of an `@{...}` expression.
public enum ViewValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    /// A `#RRGGBB` or `#AARRGGBB` literal, kept as written: the view layer parses colours, not the
    /// expression language.
    case colour(String)
    case array([ViewValue])
    case object(ViewObject)

    /// Data from `--data`, `data` defaults and states files. Strings stay strings even when they look
    /// like colours: only literals in expressions are colours.
    public init(json node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.value)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(ViewValue.init(json:)))
        case .object(let object): self = .object(ViewObject(object.members.map { ($0.key, ViewValue(json: $0.value)) }))
        }
    }

    public var isNull: Bool { self == .null }
}

/// An object's members in their order in the data, looked up by key.
public struct ViewObject: Equatable, Sendable {
    public private(set) var keys: [String] = []
    private var storage: [String: ViewValue] = [:]

    /// A repeated key keeps its first place and its last value, as a JSON object read into a dictionary.
    public init(_ members: [(String, ViewValue)] = []) {
        for (key, value) in members { self[key] = value }
    }

    public subscript(key: String) -> ViewValue? {
        get { storage[key] }
        set {
            if storage[key] == nil, newValue != nil { keys.append(key) }
            if newValue == nil { keys.removeAll { $0 == key } }
            storage[key] = newValue
        }
    }

    public var members: [(key: String, value: ViewValue)] {
        keys.compactMap { key in storage[key].map { (key, $0) } }
    }

    public var count: Int { keys.count }
}
