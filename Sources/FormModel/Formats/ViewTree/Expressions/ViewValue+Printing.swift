import BoxTree
/// How values print in text: as people expect to read them, not as a debugger shows them.
extension ViewValue: CustomStringConvertible {
    /// `5.0` prints `5`, `5.5` prints `5.5`, nil prints nothing; arrays and objects print as compact
    /// JSON so that a mistaken binding shows what it found.
    public var description: String {
        switch self {
        case .null: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let value): return ViewValue.format(value)
        case .string(let text), .colour(let text): return text
        case .array, .object: return compactJSON
        }
    }

    /// Whole numbers print without a fraction while they are exact in a Double.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }

    /// Containers print their contents as JSON: strings quoted, nil as `null`.
    var compactJSON: String {
        switch self {
        case .null: return "null"
        case .string(let text), .colour(let text): return LayoutJSON.string(text)
        case .bool, .number: return description
        case .array(let items): return "[" + items.map(\.compactJSON).joined(separator: ",") + "]"
        case .object(let object):
            return "{" + object.members.map { LayoutJSON.string($0.key) + ":" + $0.value.compactJSON }.joined(separator: ",") + "}"
        }
    }
}
