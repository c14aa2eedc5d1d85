import Expectations
import FormSupport
import Testing

// Helpers for the JSON parser's tests, shared by FormSupportTests (the parser) and FormModelTests (the
// readers above it).

/// Writes a node back as compact JSON, every string escaped so that any scalar survives a round trip.
public func serializeJSON(_ node: JSONNode) -> String {
    JSONText.write(node.value) { _, _, _ in false }
}

/// Parses JSON text, expecting it to be valid.
public func parseJSON(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONNode {
    try JSONParser.parse(text, limits: limits)
}

/// Expects `text` to be rejected with exactly `message` at `line:column`.
public func expectSyntaxError(_ text: String, _ message: String, line: Int, column: Int,
                              limits: JSONLimits = JSONLimits(), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    expectSyntaxError(bytes: Array(text.utf8), message, line: line, column: column, limits: limits,
                      sourceLocation: sourceLocation)
}

public func expectSyntaxError(bytes: [UInt8], _ message: String, line: Int, column: Int,
                              limits: JSONLimits = JSONLimits(), sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    let error = #expect(throws: JSONSyntaxError.self, sourceLocation: sourceLocation) {
        try JSONParser.parse(bytes, limits: limits)
    }
    expectEqual(error?.message, message, sourceLocation: sourceLocation)
    expectEqual(error?.position, SourcePosition(line: line, column: column), sourceLocation: sourceLocation)
}

/// A JSON value without positions, for comparing structure.
public indirect enum PlainJSON: Equatable {
    case object([(String, PlainJSON)])
    case array([PlainJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    public init(_ node: JSONNode) {
        switch node.value {
        case .object(let object): self = .object(object.members.map { ($0.key, PlainJSON($0.value)) })
        case .array(let items): self = .array(items.map(PlainJSON.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number.text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    public static func == (lhs: PlainJSON, rhs: PlainJSON) -> Bool {
        switch (lhs, rhs) {
        case (.object(let a), .object(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        case (.array(let a), .array(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.null, .null): return true
        default: return false
        }
    }
}

