/// Encodes an `Encodable` value into JSON, keeping members in the order the value encodes them (a
/// synthesised `encode(to:)` follows the declaration order), so that a file written from a model has a
/// fixed key order. Doubles are written by `formatNumber`; integers as they are; nil optionals, which
/// synthesised code skips, are left out. `text` prints straight from the encoded values, laid out as
/// `JSONText` lays out a `JSONValue`.
public struct JSONValueEncoder {
    public var formatNumber: (Double) -> String

    public init(formatNumber: @escaping (Double) -> String = { "\($0)" }) {
        self.formatNumber = formatNumber
    }

    public func encode<T: Encodable>(_ value: T) throws -> JSONValue {
        try root(value).value(formatNumber)
    }

    /// - Parameter expands: as `JSONText.write` takes it.
    public func text<T: Encodable>(_ value: T, expands: (_ key: String?, _ isArray: Bool, _ keys: [String]) -> Bool) throws -> String {
        var out = ""
        try root(value).write(key: nil, indent: 0, formatNumber: formatNumber, expands: expands, into: &out)
        return out + "\n"
    }

    private func root<T: Encodable>(_ value: T) throws -> EncodedNode {
        let root = EncodedNode()
        try root.store(value, encoder: ValueEncoder(node: root, link: nil))
        return root
    }
}

/// A value being encoded: filled in as containers write to it, read out once at the end. Members and
/// items are appended in place (a layout dump has boxes with hundreds of children), numbers formatted
/// only when written.
private final class EncodedNode {
    enum Kind { case unset, object, array, double, int, string, bool, null }

    var kind = Kind.unset
    var number = 0.0
    var integer = 0
    var string = ""
    var keys: [String] = []
    var children: [EncodedNode] = []
    static let nowhere = SourcePosition(line: 0, column: 0)

    func value(_ format: (Double) -> String) -> JSONValue {
        switch kind {
        case .unset: return .object(JSONObject())
        case .object:
            return .object(JSONObject(members: zip(keys, children).map {
                JSONMember(key: $0.0, keyPosition: Self.nowhere, value: JSONNode($0.1.value(format), at: Self.nowhere))
            }))
        case .array: return .array(children.map { JSONNode($0.value(format), at: Self.nowhere) })
        case .double: return .number(JSONNumber(text: format(number), value: number))
        case .int: return .number(JSONNumber(text: String(integer), value: Double(integer)))
        case .string: return .string(string)
        case .bool: return .bool(integer != 0)
        case .null: return .null
        }
    }

    func write(key: String?, indent: Int, formatNumber: (Double) -> String,
               expands: (String?, Bool, [String]) -> Bool, into out: inout String) {
        switch kind {
        case .object, .array, .unset:
            let isArray = kind == .array
            guard !children.isEmpty else {
                out += isArray ? "[]" : "{}"
                return
            }
            let expanded = expands(key, isArray, keys)
            let inner = expanded ? JSONText.newline(indent: indent + 1) : ""
            out += (isArray ? "[" : "{") + inner
            for index in children.indices {
                if index > 0 { out += expanded ? "," + inner : ", " }
                if !isArray {
                    out += JSONText.quoted(keys[index])
                    out += ": "
                }
                children[index].write(key: isArray ? nil : keys[index], indent: indent + 1, formatNumber: formatNumber, expands: expands, into: &out)
            }
            if expanded { out += JSONText.newline(indent: indent) }
            out += isArray ? "]" : "}"
        case .double: out += formatNumber(number)
        case .int: out += String(integer)
        case .string: out += JSONText.quoted(string)
        case .bool: out += integer != 0 ? "true" : "false"
        case .null: out += "null"
        }
    }

    func become(_ kind: Kind) {
        guard self.kind != kind else { return }
        self.kind = kind
        keys = []
        children = []
    }

    /// The child under `key`, replacing one encoded before under the same key.
    func member(_ key: String) -> EncodedNode {
        become(.object)
        let child = EncodedNode()
        if let index = keys.firstIndex(of: key) {
            children[index] = child
        } else {
            keys.append(key)
            children.append(child)
        }
        return child
    }

    func appended() -> EncodedNode {
        become(.array)
        let child = EncodedNode()
        children.append(child)
        return child
    }

    var count: Int { kind == .array ? children.count : 0 }

    func set(_ value: Double) { kind = .double; number = value }
    func set(_ value: Int) { kind = .int; integer = value }
    func set(_ value: String) { kind = .string; string = value }
    func set(_ value: Bool) { kind = .bool; integer = value ? 1 : 0 }
    func setNull() { kind = .null }

    /// Scalars are stored directly (told apart by their type first, so other values pay for no cast); anything
    /// else encodes itself into this node.
    func store<T: Encodable>(_ value: T, encoder: ValueEncoder) throws {
        if T.self == Double.self, let number = value as? Double {
            set(number)
        } else if T.self == Int.self, let number = value as? Int {
            set(number)
        } else if T.self == String.self, let text = value as? String {
            set(text)
        } else if T.self == Bool.self, let flag = value as? Bool {
            set(flag)
        } else {
            try value.encode(to: encoder)
        }
    }
}

/// Two references, so that it fits an existential's inline buffer and passing it allocates nothing.
private struct ValueEncoder: Encoder {
    let node: EncodedNode
    let link: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.path(link) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func child(_ node: EncodedNode, _ key: any CodingKey) -> ValueEncoder {
        ValueEncoder(node: node, link: CodingPathLink(parent: link, key: key))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.become(.object)
        return KeyedEncodingContainer(KeyedContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.become(.array)
        return UnkeyedContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
}

private struct KeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil(forKey key: Key) throws { encoder.node.member(key.stringValue).setNull() }

    // Plain values are stored without a child encoder: a layout dump has tens of thousands.
    mutating func encode(_ value: Double, forKey key: Key) throws { encoder.node.member(key.stringValue).set(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { encoder.node.member(key.stringValue).set(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { encoder.node.member(key.stringValue).set(value) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { encoder.node.member(key.stringValue).set(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        let child = encoder.node.member(key.stringValue)
        try child.store(value, encoder: encoder.child(child, key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.child(encoder.node.member(key.stringValue), key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.child(encoder.node.member(key.stringValue), key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        encoder.child(encoder.node.member("super"), NamedKey(stringValue: "super"))
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        encoder.child(encoder.node.member(key.stringValue), key)
    }
}

private struct UnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    var count: Int { encoder.node.count }

    mutating func encodeNil() throws { encoder.node.appended().setNull() }
    mutating func encode(_ value: Double) throws { encoder.node.appended().set(value) }
    mutating func encode(_ value: Int) throws { encoder.node.appended().set(value) }
    mutating func encode(_ value: String) throws { encoder.node.appended().set(value) }
    mutating func encode(_ value: Bool) throws { encoder.node.appended().set(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        let key = IndexKey(count)
        let child = encoder.node.appended()
        try child.store(value, encoder: encoder.child(child, key))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let key = IndexKey(count)
        return encoder.child(encoder.node.appended(), key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let key = IndexKey(count)
        return encoder.child(encoder.node.appended(), key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let key = IndexKey(count)
        return encoder.child(encoder.node.appended(), key)
    }
}

private struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }

    mutating func encodeNil() throws { encoder.node.setNull() }
    mutating func encode(_ value: Double) throws { encoder.node.set(value) }
    mutating func encode(_ value: Int) throws { encoder.node.set(value) }
    mutating func encode(_ value: String) throws { encoder.node.set(value) }
    mutating func encode(_ value: Bool) throws { encoder.node.set(value) }

    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.node.store(value, encoder: encoder) }
}
