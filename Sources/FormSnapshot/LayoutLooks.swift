import BoxTree
import FormSupport

/// A box's painted properties (its `style`, `textStyle`, `glyph` and `image` in the layout dump) as a
/// layout diff names them: `"border" → "#C7C7CC"`, `"shadow blur" → "3"`. A reference layout is a
/// file anyone can edit: a value of the wrong type is an error at its position, as a bad frame is, and
/// long values are cut short in messages.
enum LayoutLooks {
    typealias Property = LayoutDumpProperties.Property

    /// Each property's name, group and meaning when absent: BoxTree's table, beside the writer.
    static let properties = LayoutDumpProperties.all

    /// Keys whose values are colours.
    static let colourKeys = Set(LayoutDumpProperties.all.filter(\.value.isColour).map(\.key))
    static let maxShown = 40

    /// The box's painted properties by path (`style.border.color`), as messages show their values.
    static func read(_ box: JSONObject) throws -> [String: String] {
        var flat: [String: String] = [:]
        for key in ["style", "textStyle", "glyph", "image"] {
            guard let node = box[key] else { continue }
            guard case .object(let object) = node.value else {
                throw JSONSyntaxError(position: node.position, message: "'\(key)' must be an object")
            }
            try add(object, path: key, into: &flat)
        }
        return flat
    }

    private static func add(_ object: JSONObject, path: String, into flat: inout [String: String]) throws {
        for member in object.members {
            let memberPath = path + "." + member.key
            // Nested objects (a border, a shadow) are read member by member; outsets stay one value.
            if case .object(let nested) = member.value.value, memberPath != "style.outsets" {
                try add(nested, path: memberPath, into: &flat)
                continue
            }
            flat[memberPath] = try value(member.value, path: memberPath)
        }
    }

    /// A value as a message shows it, after checking it is of its kind.
    private static func value(_ node: JSONNode, path: String) throws -> String {
        if colourKeys.contains(path) {
            guard case .string(let text) = node.value, isColour(text) else {
                throw JSONSyntaxError(position: node.position, message: "'\(path)' must be a colour like \"#RRGGBB\" or \"#RRGGBBAA\"")
            }
            return text.uppercased()
        }
        switch path {
        case "style.rules":
            guard case .array(let rules) = node.value else { throw mismatch(node, path, "an array of rules") }
            return try rules.map { rule in
                guard case .object(let r) = rule.value else { throw mismatch(rule, path, "an array of rules") }
                let axis = try r["axis"].map { try text($0, path: path + ".axis") } ?? "?"
                let offset = try r["offset"].map { try number($0, path: path + ".offset") } ?? "?"
                let color = try r["color"].map { try value($0, path: "style.fill") } ?? "?"
                return "\(axis) at \(offset) \(color)"
            }.joined(separator: "; ")
        case "textStyle.ranges":
            guard case .array(let ranges) = node.value else { throw mismatch(node, path, "an array of ranges") }
            return try ranges.map { range in
                guard case .object(let r) = range.value else { throw mismatch(range, path, "an array of ranges") }
                let from = try r["from"].map { try number($0, path: path + ".from") } ?? "?"
                let to = try r["to"].map { try number($0, path: path + ".to") } ?? "?"
                let color = try r["color"].map { try value($0, path: "style.fill") } ?? "?"
                return "\(from)–\(to) \(color)"
            }.joined(separator: "; ")
        case "textStyle.styles":
            guard case .array(let styles) = node.value else { throw mismatch(node, path, "an array of styled ranges") }
            return try styles.map { style in
                guard case .object(let s) = style.value else { throw mismatch(style, path, "an array of styled ranges") }
                let from = try s["from"].map { try number($0, path: path + ".from") } ?? "?"
                let to = try s["to"].map { try number($0, path: path + ".to") } ?? "?"
                let rest = try s.members.filter { $0.key != "from" && $0.key != "to" }.map { "\($0.key) \(try text($0.value, path: path + "." + $0.key))" }
                return "\(from)–\(to)" + (rest.isEmpty ? "" : " " + rest.joined(separator: " "))
            }.joined(separator: "; ")
        default:
            return try text(node, path: path)
        }
    }

    private static func text(_ node: JSONNode, path: String) throws -> String {
        switch node.value {
        case .string(let value): return value.count > maxShown ? String(value.prefix(maxShown - 1)) + "…" : value
        case .number: return try number(node, path: path)
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            guard items.count <= 8 else { throw mismatch(node, path, "at most 8 values") }
            return "[" + (try items.map { try text($0, path: path) }).joined(separator: ", ") + "]"
        case .object(let object):
            return (try object.members.map { "\($0.key) \(try text($0.value, path: path + "." + $0.key))" }).joined(separator: ", ")
        case .null:
            throw mismatch(node, path, "a value")
        }
    }

    private static func number(_ node: JSONNode, path: String) throws -> String {
        guard case .number(let n) = node.value, n.value.isFinite, abs(n.value) <= 1_000_000 else {
            throw mismatch(node, path, "a number (at most 1000000)")
        }
        return LayoutJSON.number(n.value)
    }

    private static func mismatch(_ node: JSONNode, _ path: String, _ expected: String) -> JSONSyntaxError {
        JSONSyntaxError(position: node.position, message: "'\(path)' must be \(expected)")
    }

    static func isColour(_ text: String) -> Bool {
        let hex = text.dropFirst()
        return text.hasPrefix("#") && (hex.count == 6 || hex.count == 8) && hex.allSatisfy(\.isHexDigit)
    }

    /// `border #C7C7CC → #D70015`, `shadow removed`, in a fixed order of properties.
    /// What changes whenever the text does: the string as shown, and where its coloured ranges fall.
    static let followingText: Set<String> = ["textStyle.shows", "textStyle.ranges"]

    static func changes(_ before: [String: String], _ after: [String: String], ignoring: Set<String> = []) -> [String] {
        let paths = Set(before.keys).union(after.keys).subtracting(ignoring).sorted()
        var changes: [String] = []
        var groupsSaid = Set<String>()
        for path in paths where before[path] != after[path] {
            let property = properties[path] ?? Property(name: path)
            if let group = property.group {
                let hadGroup = before.keys.contains { properties[$0]?.group == group }
                let hasGroup = after.keys.contains { properties[$0]?.group == group }
                if hadGroup != hasGroup {
                    if groupsSaid.insert(group).inserted { changes.append("\(group) \(hasGroup ? "added" : "removed")") }
                    continue
                }
            }
            let absent = property.absent ?? "none"
            changes.append("\(property.name) \(before[path] ?? absent) → \(after[path] ?? absent)")
        }
        return changes
    }
}
