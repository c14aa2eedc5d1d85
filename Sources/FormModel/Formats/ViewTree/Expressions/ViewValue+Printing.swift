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

    /// The longest text an expression or a template makes, in UTF-8 bytes: more than any view shows
    /// (5000 characters), and small enough that text doubled through a chain of includes stays cheap.
    public static let maxTextBytes = 65_536

    /// Texts one after another, cut at `maxTextBytes` (on a character boundary).
    public static func joined(_ parts: [String]) -> String {
        var out = ""
        var bytes = 0
        for part in parts {
            let count = part.utf8.count
            if bytes + count <= maxTextBytes {
                out += part
                bytes += count
                continue
            }
            var room = maxTextBytes - bytes
            var end = part.startIndex
            for character in part {
                let size = character.utf8.count
                guard size <= room else { break }
                room -= size
                end = part.index(after: end)
            }
            out += part[..<end]
            break
        }
        return out
    }
}
