import Foundation

/// Reads typed values out of a JSON object, turning every mismatch into a `FormError` that names the
/// file, the position and the key path. Scalars follow the 6Layer convention: numbers and booleans may be
/// written natively (`20`, `true`) or as strings (`"20"`, `"true"`); a number as a string is read as the
/// same digits written as a JSON number would be (`DecimalText`: `"0x20"` is no number).
public struct JSONObjectReader {
    public let object: JSONObject
    public let file: String
    public let keyPath: String
    public let position: SourcePosition

    public init(_ node: JSONNode, file: String, keyPath: String, expected: String = "an object") throws {
        guard case .object(let object) = node.value else {
            throw FormError(
                "\(JSONObjectReader.describe(keyPath)) must be \(expected), found \(node.value.shortDescription)",
                at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
        }
        self.object = object
        self.file = file
        self.keyPath = keyPath
        self.position = node.position
    }

    public static func describe(_ keyPath: String) -> String {
        keyPath.isEmpty ? "the top level" : "'\(keyPath)'"
    }

    public func path(_ key: String) -> String { keyPath.isEmpty ? key : "\(keyPath).\(key)" }

    public func location(of node: JSONNode, key: String) -> SourceLocation {
        SourceLocation(file: file, position: node.position, keyPath: path(key))
    }

    public func mismatch(_ key: String, _ node: JSONNode, expected: String) -> FormError {
        FormError("'\(path(key))' must be \(expected), found \(node.value.shortDescription)", at: location(of: node, key: key))
    }

    /// A present, non-null value.
    public func node(_ key: String) -> JSONNode? {
        guard let node = object[key], node.value != .null else { return nil }
        return node
    }

    public func string(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        guard case .string(let text) = node.value else { throw mismatch(key, node, expected: "a string") }
        return text
    }

    public func requiredString(_ key: String) throws -> String {
        guard let text = try string(key) else {
            throw FormError("\(JSONObjectReader.describe(keyPath)) is missing the required key '\(key)' (a string)",
                            at: SourceLocation(file: file, position: position, keyPath: keyPath))
        }
        return text
    }

    /// Any scalar as text: strings as they are, numbers as written, booleans as true/false.
    public func scalarText(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        return try JSONObjectReader.scalarText(node) ?? { throw mismatch(key, node, expected: "a string, number or boolean") }()
    }

    public static func scalarText(_ node: JSONNode) -> String? {
        switch node.value {
        case .string(let text): return text
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .null, .object, .array: return nil
        }
    }

    public func int(_ key: String, in range: ClosedRange<Int> = 0...1_000_000) throws -> Int? {
        guard let node = node(key) else { return nil }
        let expected = "a whole number from \(range.lowerBound) to \(range.upperBound) (like 20 or \"20\")"
        let parsed: Int?
        switch node.value {
        case .number(let number): parsed = number.intValue
        case .string(let text): parsed = DecimalText.wholeNumber(text)
        default: parsed = nil
        }
        guard let value = parsed, range.contains(value) else { throw numberMismatch(key, node, expected: expected) }
        return value
    }

    /// A number out of range, or text that writes none: said in those words, as "found a string" is
    /// no help when `"20"` is a string too.
    public func numberMismatch(_ key: String, _ node: JSONNode, expected: String) -> FormError {
        guard case .string(let text) = node.value, DecimalText.number(text) == nil else { return mismatch(key, node, expected: expected) }
        return FormError("'\(path(key))' must be \(expected), found text that is not a number written in decimal", at: location(of: node, key: key))
    }

    public func double(_ key: String, in range: ClosedRange<Double>) throws -> Double? {
        guard let node = node(key) else { return nil }
        guard let value = JSONObjectReader.number(node), range.contains(value) else {
            throw numberMismatch(key, node, expected: "a number from \(JSONObjectReader.format(range.lowerBound)) to \(JSONObjectReader.format(range.upperBound))")
        }
        return value
    }

    public static func number(_ node: JSONNode) -> Double? {
        switch node.value {
        case .number(let number): return number.value
        case .string(let text): return DecimalText.number(text)
        default: return nil
        }
    }

    public static func format(_ value: Double) -> String {
        DecimalText.compact(value)
    }

    public func bool(_ key: String) throws -> Bool? {
        guard let node = node(key) else { return nil }
        switch node.value {
        case .bool(let flag): return flag
        case .string(let text):
            switch text.lowercased() {
            case "true", "yes", "1": return true
            case "false", "no", "0": return false
            default: break
            }
        case .number(let number) where number.value == 0 || number.value == 1:
            return number.value == 1
        default: break
        }
        throw mismatch(key, node, expected: "true or false (or \"true\"/\"false\")")
    }

    public func array(_ key: String) throws -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        guard case .array(let items) = node.value else { throw mismatch(key, node, expected: "an array") }
        return items
    }

    /// An array of scalars as strings (`["a", "b"]`, numbers allowed), bounded in count.
    public func stringArray(_ key: String, maxCount: Int = 10_000) throws -> [String]? {
        guard let items = try array(key) else { return nil }
        guard items.count <= maxCount else {
            throw FormError("'\(path(key))' has \(items.count) entries; at most \(maxCount) are allowed",
                            at: location(of: items[0], key: key))
        }
        return try items.enumerated().map { offset, item in
            guard let text = JSONObjectReader.scalarText(item) else {
                throw FormError("'\(path(key))[\(offset)]' must be a string, found \(item.value.shortDescription)",
                                at: SourceLocation(file: file, position: item.position, keyPath: "\(path(key))[\(offset)]"))
            }
            return text
        }
    }
}
