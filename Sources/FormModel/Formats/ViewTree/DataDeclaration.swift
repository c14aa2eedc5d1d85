import Foundation
import FormSupport

/// A `data` or `variables` entry: `{"name": "isExpanded", "class": "Bool", "defaultValue": false}`.
/// Its default is read as data: JSON values as they are, and strings by the class (`"true"` for a
/// Bool, `"12"` for an Int, a Swift literal for a Dictionary or an Array). A closure class
/// (`((UITapGestureRecognizer) -> Void)`) only means something on a device: its default is code,
/// never run, and is dropped.
public struct DataDeclaration: Equatable, Sendable {
    public var name: String
    public var className: String?
    /// Nil when there is none (or it is code).
    public var defaultValue: ViewValue?
    public var position: SourcePosition

    public var isClosure: Bool { className?.contains("->") == true }

    static func parse(_ node: JSONNode, file: String, keyPath: String) throws -> DataDeclaration {
        let reader = try JSONObjectReader(node, file: file, keyPath: keyPath, expected: "an object {\"name\", \"class\", \"defaultValue\"}")
        let name = try reader.requiredString("name")
        guard isIdentifier(name) else {
            throw FormError("'\(reader.path("name"))' must be a name (letters, digits and '_', not starting with a digit), found '\(name)'",
                            at: SourceLocation(file: file, position: reader.object["name"]?.position ?? node.position, keyPath: reader.path("name")))
        }
        let className = try reader.string("class")
        var declaration = DataDeclaration(name: name, className: className, defaultValue: nil, position: node.position)
        // `"defaultValue": null` is a default (nil), as for an optional variable.
        guard !declaration.isClosure, let value = reader.object["defaultValue"] else { return declaration }
        declaration.defaultValue = try defaultValue(value, className: className, file: file, keyPath: reader.path("defaultValue"))
        return declaration
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, name.unicodeScalars.count <= 200 else { return false }
        return !("0"..."9").contains(first)
            && name.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0 == "_" || ("0"..."9").contains($0) }
    }

    private static func defaultValue(_ node: JSONNode, className: String?, file: String, keyPath: String) throws -> ViewValue {
        guard case .string(let text) = node.value else { return ViewValue(json: node) }
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let kind = (className ?? "").trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "?", with: "")
        func literal() throws -> ViewValue {
            do {
                return try SwiftLiteral.parse(trimmed)
            } catch let error as SwiftLiteral.SyntaxError {
                throw FormError("'\(keyPath)' (class \(kind)) must be a literal: \(error.message) at column \(error.column)",
                                at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
            }
        }
        switch kind {
        case "Bool":
            switch trimmed.lowercased() {
            case "true": return .bool(true)
            case "false": return .bool(false)
            default: return try literal()
            }
        case "Int", "Double", "Float", "CGFloat", "Number", "NSNumber", "Int64", "UInt":
            if let number = Double(trimmed), number.isFinite { return .number(number) }
            return try literal()
        default:
            // A Dictionary, an Array or a quoted String is a Swift literal; any other text is the value.
            if trimmed.hasPrefix("[") || (trimmed.hasPrefix("\"") && trimmed.hasSuffix("\"") && trimmed.count >= 2) || trimmed == "nil" {
                return try literal()
            }
            return .string(text)
        }
    }
}
