import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

// FormModel and Testing both declare `SourceLocation`; these names keep the tests unambiguous.
typealias FileLocation = FormSupport.SourceLocation
typealias CallSite = Testing.SourceLocation

/// Parses JSON text, expecting it to be valid.
func parseJSON(_ text: String, limits: JSONLimits = JSONLimits()) throws -> JSONNode {
    try JSONParser.parse(text, limits: limits)
}

/// Expects `text` to be rejected with exactly `message` at `line:column`.
func expectSyntaxError(_ text: String, _ message: String, line: Int, column: Int,
                       limits: JSONLimits = JSONLimits(), sourceLocation: CallSite = #_sourceLocation) {
    expectSyntaxError(bytes: Array(text.utf8), message, line: line, column: column, limits: limits,
                      sourceLocation: sourceLocation)
}

func expectSyntaxError(bytes: [UInt8], _ message: String, line: Int, column: Int,
                       limits: JSONLimits = JSONLimits(), sourceLocation: CallSite = #_sourceLocation) {
    let error = #expect(throws: JSONSyntaxError.self, sourceLocation: sourceLocation) {
        try JSONParser.parse(bytes, limits: limits)
    }
    expectEqual(error?.message, message, sourceLocation: sourceLocation)
    expectEqual(error?.position, SourcePosition(line: line, column: column), sourceLocation: sourceLocation)
}

/// Runs `body`, expecting a `FormError`, and returns it for closer checks.
@discardableResult
func expectFormError(sourceLocation: CallSite = #_sourceLocation, _ body: () throws -> Void) -> FormError? {
    #expect(throws: FormError.self, sourceLocation: sourceLocation) { try body() }
}

/// Parses a `.hints` document the way the loader does (JSON errors become `FormError`s).
func parseHints(_ text: String, model: String = "User", file: String = "User.hints") throws -> (HintsFile, [FormWarning]) {
    let root = try SourceFiles.parseJSON(Array(text.utf8), file: file)
    var log = WarningLog()
    let hints = try HintsParser.parse(root, model: model, file: file, warnings: &log)
    return (hints, log.warnings)
}

/// The hints of the single field `f` in `{"f": <body>}`.
func fieldHints(_ body: String) throws -> FieldHints {
    let (file, _) = try parseHints("{\"f\": \(body)}")
    return try require(file.hints(for: "f"))
}

/// The hints of the single field `f` in `{"f": <body>}`, and the warnings' messages.
func fieldHintsWarnings(_ body: String) throws -> (FieldHints, [String]) {
    let (file, warnings) = try parseHints("{\"f\": \(body)}")
    return (try require(file.hints(for: "f")), warnings.map(\.message))
}

/// The error a hints document raises, or nil (recorded as a test issue) if it parses.
func hintsError(_ text: String, file: String = "User.hints", sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    expectFormError(sourceLocation: sourceLocation) { _ = try parseHints(text, file: file) }
}

/// The error of a one-field document `{"f": <body>}`.
func fieldError(_ body: String, sourceLocation: CallSite = #_sourceLocation) -> FormError? {
    hintsError("{\"f\": \(body)}", sourceLocation: sourceLocation)
}

/// Parses a form file.
func parseForm(_ text: String, file: String = "signup.form.json") throws -> (FormFile, [FormWarning]) {
    let root = try SourceFiles.parseJSON(Array(text.utf8), file: file)
    var log = WarningLog()
    let form = try FormFileParser.parse(root, file: file, warnings: &log)
    return (form, log.warnings)
}

func pos(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

/// A fresh directory under the system's temporary directory, removed when the test is done.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("FormModelTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        path = url.path
    }

    /// Writes `text` to `name` (which may contain sub-directories) and returns the file's path.
    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        try write(name, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ name: String, bytes: [UInt8]) throws -> String {
        let file = (path as NSString).appendingPathComponent(name)
        let parent = PathText.parent(of: file)
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        return file
    }

    func subdirectory(_ name: String) throws -> String {
        let directory = (path as NSString).appendingPathComponent(name)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// Runs `body` with a fresh temporary directory and removes the directory afterwards, whatever happens.
func withTemporaryDirectory<T>(_ body: (TemporaryDirectory) throws -> T) throws -> T {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    return try body(directory)
}

/// A JSON value without positions, for comparing structure.
indirect enum PlainJSON: Equatable {
    case object([(String, PlainJSON)])
    case array([PlainJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null

    init(_ node: JSONNode) {
        switch node.value {
        case .object(let object): self = .object(object.members.map { ($0.key, PlainJSON($0.value)) })
        case .array(let items): self = .array(items.map(PlainJSON.init))
        case .string(let text): self = .string(text)
        case .number(let number): self = .number(number.text)
        case .bool(let flag): self = .bool(flag)
        case .null: self = .null
        }
    }

    static func == (lhs: PlainJSON, rhs: PlainJSON) -> Bool {
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

/// Writes a node back as compact JSON (strings escaped so that any scalar survives a round trip).
func serializeJSON(_ node: JSONNode) -> String {
    var out = ""
    func string(_ text: String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
    func value(_ node: JSONNode) {
        switch node.value {
        case .object(let object):
            out += "{"
            for (offset, member) in object.members.enumerated() {
                if offset > 0 { out += "," }
                string(member.key)
                out += ":"
                value(member.value)
            }
            out += "}"
        case .array(let items):
            out += "["
            for (offset, item) in items.enumerated() {
                if offset > 0 { out += "," }
                value(item)
            }
            out += "]"
        case .string(let text): string(text)
        case .number(let number): out += number.text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }
    value(node)
    return out
}
