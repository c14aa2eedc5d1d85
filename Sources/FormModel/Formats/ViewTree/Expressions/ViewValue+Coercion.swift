import Foundation

/// A value read as the type an attribute needs: binding_semantics.json's coercion tables, which
/// SwiftJsonUI applies (DynamicBindingResolver). Nil is unresolved: the attribute keeps its default.
extension ViewValue {
    /// true/false; a number (non-zero is true); "true"/"1" and "false"/"0" in any case. The one rule
    /// for every Bool attribute, `visibility` bound to a Bool, and `!`.
    public var coercedBool: Bool? {
        switch self {
        case .bool(let flag): return flag
        case .number(let number): return number.isNaN ? nil : number != 0
        case .string(let text):
            switch text.lowercased() {
            case "true", "1": return true
            case "false", "0": return false
            default: return nil
            }
        default: return nil
        }
    }

    /// A number, or a string that is one (spaces around it allowed); booleans are not numbers.
    public var coercedNumber: Double? {
        switch self {
        case .number(let number): return number
        case .string(let text): return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    /// Any scalar as text prints; nil, arrays and objects are no text.
    public var coercedText: String? {
        switch self {
        case .string(let text), .colour(let text): return text
        case .number, .bool: return description
        case .null, .array, .object: return nil
        }
    }
}
