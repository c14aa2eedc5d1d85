/// Decodes a `Decodable` model from parsed JSON, so that every error a model can meet (a missing key, a
/// value of the wrong kind, a key the model does not know, a value its own `init(from:)` refuses) is a
/// `JSONSyntaxError` at the value's line and column, named by its key path: `'root.frame.x' must be a
/// number, found a string`. A model refuses a value by throwing `DecodingError.dataCorrupted` whose
/// description finishes the sentence after the path ("must be a colour like …").
///
/// Keys are strict: an object member that the type's `CodingKey` cannot name is an error, never
/// skipped, so a misspelt key in a hand-edited file is not read as an absent one. Members are offered to
/// `allKeys` in file order.
public enum JSONNodeDecoder {
    public static func decode<T: Decodable>(_ type: T.Type, from node: JSONNode) throws -> T {
        do {
            return try T(from: NodeDecoder(node: node, link: nil))
        } catch let error as DecodingError {
            throw located(error, in: node)
        }
    }

    public static func decode<T: Decodable>(_ type: T.Type, from text: String, limits: JSONLimits = JSONLimits()) throws -> T {
        try decode(type, from: try JSONParser.parse(text, limits: limits))
    }

    /// "root.children.2.frame", or "the top level" for the empty path.
    public static func describe(_ path: [any CodingKey]) -> String {
        path.isEmpty ? "the top level" : "'" + path.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".") + "'"
    }

    private static func located(_ error: DecodingError, in root: JSONNode) -> JSONSyntaxError {
        switch error {
        case .keyNotFound(let key, let context):
            return JSONSyntaxError(position: position(of: context.codingPath, in: root),
                                   message: "\(describe(context.codingPath)) needs '\(key.stringValue)'")
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return JSONSyntaxError(position: position(of: context.codingPath, in: root),
                                   message: "\(describe(context.codingPath)) \(context.debugDescription)")
        @unknown default:
            return JSONSyntaxError(position: root.position, message: "\(error)")
        }
    }

    /// Where the value at `path` stands: as deep along the path as the file goes.
    private static func position(of path: [any CodingKey], in root: JSONNode) -> SourcePosition {
        var node = root
        for key in path {
            switch node.value {
            case .object(let object):
                guard let member = object.members.first(where: { $0.key == key.stringValue }) else { return node.position }
                node = member.value
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return node.position }
                node = items[index]
            default:
                return node.position
            }
        }
        return node.position
    }
}

private struct NodeDecoder: Decoder {
    let node: JSONNode
    /// The path, spelled out only for an error.
    let link: CodingPathLink?
    var codingPath: [any CodingKey] { CodingPathLink.path(link) }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func mismatch(_ expected: String) -> DecodingError {
        .typeMismatch(Any.self, DecodingError.Context(codingPath: codingPath,
                                                      debugDescription: "must be \(expected), found \(node.value.shortDescription)"))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let object) = node.value else { throw mismatch("an object") }
        // Said at the key itself, which is what is wrong.
        for member in object.members where Key(stringValue: member.key) == nil {
            throw JSONSyntaxError(position: member.keyPosition,
                                  message: "\(JSONNodeDecoder.describe(codingPath + [NamedKey(stringValue: member.key)])) is not a key known here")
        }
        return KeyedDecodingContainer(KeyedContainer<Key>(decoder: self, object: object))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let items) = node.value else { throw mismatch("an array") }
        return UnkeyedContainer(decoder: self, items: items)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { SingleContainer(decoder: self) }

    func child(_ node: JSONNode, _ key: any CodingKey) -> NodeDecoder {
        NodeDecoder(node: node, link: CodingPathLink(parent: link, key: key))
    }

    func decodeNil() -> Bool { node.value == .null }

    /// Scalars are read here (the casts always succeed once the type is known); anything else decodes itself.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == Double.self {
            guard case .number(let number) = node.value, let value = number.value as? T else { throw mismatch("a number") }
            return value
        }
        if T.self == Int.self {
            guard case .number(let number) = node.value, let value = number.intValue as? T else { throw mismatch("a whole number") }
            return value
        }
        if T.self == String.self {
            guard case .string(let text) = node.value, let value = text as? T else { throw mismatch("a string") }
            return value
        }
        if T.self == Bool.self {
            guard case .bool(let flag) = node.value, let value = flag as? T else { throw mismatch("true or false") }
            return value
        }
        return try T(from: self)
    }
}

private struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: NodeDecoder
    let object: JSONObject
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { object.members.compactMap { Key(stringValue: $0.key) } }

    func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

    func child(_ key: Key) throws -> NodeDecoder {
        guard let node = object[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: ""))
        }
        return decoder.child(node, key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try child(key).decodeNil() }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try child(key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { try child(key).unkeyedContainer() }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { try child(key) }
}

private struct UnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: NodeDecoder
    let items: [JSONNode]
    var currentIndex = 0
    var codingPath: [any CodingKey] { decoder.codingPath }
    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    init(decoder: NodeDecoder, items: [JSONNode]) {
        self.decoder = decoder
        self.items = items
    }

    mutating func next() throws -> NodeDecoder {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath + [IndexKey(currentIndex)],
                                                                              debugDescription: "is missing"))
        }
        defer { currentIndex += 1 }
        return decoder.child(items[currentIndex], IndexKey(currentIndex))
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, items[currentIndex].value == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try next().decode(type) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try next().container(keyedBy: type)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { try next().unkeyedContainer() }

    mutating func superDecoder() throws -> any Decoder { try next() }
}

private struct SingleContainer: SingleValueDecodingContainer {
    let decoder: NodeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { decoder.decodeNil() }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.decode(type) }
}
