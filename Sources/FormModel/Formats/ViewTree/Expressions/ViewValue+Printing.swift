/// How values print in text: as people expect to read them, not as a debugger shows them.
extension ViewValue: CustomStringConvertible {
    /// `5.0` prints `5`, `5.5` prints `5.5`, nil prints nothing; arrays and objects print nothing
    /// either, as in SwiftJsonUI's binding vectors (`@{profile}` and `@{items}` show "").
    public var description: String {
        switch self {
        case .null, .array, .object: return ""
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let value): return ViewValue.format(value)
        case .string(let text), .colour(let text): return text
        }
    }

    /// Whole numbers print without a fraction while they are exact in a Double.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
