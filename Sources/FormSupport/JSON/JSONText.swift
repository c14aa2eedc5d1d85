/// Prints a `JSONValue` as text, members in their order. Objects and arrays are written on one line
/// (`{"x": 0, "y": 4}`) unless `expands` says otherwise; an expanded one puts each member on its own line,
/// indented two spaces a level, so a file reads as an outline with its small values kept whole.
/// (`JSONValueEncoder.text` lays out a model the same way without building the value.)
public enum JSONText {
    /// - Parameter expands: whether the object or array under `key` (nil at the top and for an array's
    ///   items), with these member keys (none for an array), is written over several lines.
    public static func write(_ value: JSONValue, expands: (_ key: String?, _ isArray: Bool, _ keys: [String]) -> Bool) -> String {
        var out = ""
        write(value, key: nil, indent: 0, expands: expands, into: &out)
        return out + "\n"
    }

    private static func write(_ value: JSONValue, key: String?, indent: Int, expands: (String?, Bool, [String]) -> Bool, into out: inout String) {
        var expanded = false
        switch value {
        case .object(let object): expanded = !object.members.isEmpty && expands(key, false, object.keys)
        case .array(let items): expanded = !items.isEmpty && expands(key, true, [])
        default: break
        }
        let inner = expanded ? newline(indent: indent + 1) : ""
        let separator = expanded ? "," + inner : ", "
        let close = expanded ? newline(indent: indent) : ""
        switch value {
        case .object(let object):
            guard !object.members.isEmpty else { out += "{}"; return }
            out += "{" + inner
            for (index, member) in object.members.enumerated() {
                if index > 0 { out += separator }
                out += quoted(member.key) + ": "
                write(member.value.value, key: member.key, indent: indent + 1, expands: expands, into: &out)
            }
            out += close + "}"
        case .array(let items):
            guard !items.isEmpty else { out += "[]"; return }
            out += "[" + inner
            for (index, item) in items.enumerated() {
                if index > 0 { out += separator }
                write(item.value, key: nil, indent: indent + 1, expands: expands, into: &out)
            }
            out += close + "]"
        case .string(let text): out += quoted(text)
        case .number(let number): out += number.text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    private static let newlines = (0..<32).map { "\n" + String(repeating: "  ", count: $0) }

    /// A line break and `indent` levels of two spaces.
    static func newline(indent: Int) -> String {
        indent < newlines.count ? newlines[indent] : "\n" + String(repeating: "  ", count: indent)
    }

    /// A string as JSON writes it: quotes, backslashes and control characters escaped, the rest as is.
    public static func quoted(_ text: String) -> String {
        // Most strings need no escape: copied whole.
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) { return "\"" + text + "\"" }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
