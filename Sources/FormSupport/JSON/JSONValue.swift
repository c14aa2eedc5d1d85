/// A place in a source file: 1-based line and column (columns count Unicode scalars).
public struct SourcePosition: Hashable, Sendable, Codable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// A JSON value that remembers where it stood, so that every later error can point at it.
public struct JSONNode: Equatable, Sendable {
    public var value: JSONValue
    public var position: SourcePosition

    public init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// JSON with objects kept in file order: field order in a hints file is display order.
public enum JSONValue: Equatable, Sendable {
    case object(JSONObject)
    case array([JSONNode])
    case string(String)
    case number(JSONNumber)
    case bool(Bool)
    case null

    /// The kind as a person would name it in an error message.
    public var kindName: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }

    /// A short rendition of the value for error messages (a string, 12, true, an object). A string's
    /// content is never quoted: a file that is not the kind expected (`--theme secrets.json`) must not
    /// have its values printed into a CI log.
    public var shortDescription: String {
        switch self {
        case .string: return kindName
        // A short number helps ("found 10001"); a long one could be a card number or a key.
        case .number(let number): return number.text.count > 8 ? kindName : number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        case .object, .array: return kindName
        }
    }
}

/// A number as written (for messages and exact integers) and as a Double.
public struct JSONNumber: Equatable, Sendable {
    public var text: String
    public var value: Double

    public init(text: String, value: Double) {
        self.text = text
        self.value = value
    }

    /// The value as a whole number, when it is one and fits.
    public var intValue: Int? {
        guard value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }
}

public struct JSONMember: Equatable, Sendable {
    public var key: String
    public var keyPosition: SourcePosition
    public var value: JSONNode
}

/// An object's members in file order. Keys are unique (the parser rejects duplicates).
public struct JSONObject: Equatable, Sendable {
    public var members: [JSONMember]

    public init(members: [JSONMember] = []) {
        self.members = members
    }

    public subscript(key: String) -> JSONNode? {
        members.first { $0.key == key }?.value
    }

    public var keys: [String] { members.map(\.key) }
}
