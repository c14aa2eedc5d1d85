import BoxTree
import FormSupport

/// A box's painted properties (its `style`, `textStyle`, `glyph` and `image` in the layout dump) as a
/// layout diff names them: `"border" → "#C7C7CC"`, `"shadow blur" → "3"`. The dump's model has checked
/// every value when it was read; here they are only said, long ones cut short.
enum LayoutLooks {
    typealias Property = LayoutDumpProperties.Property

    /// Each property's name, group and meaning when absent: BoxTree's table, beside the model.
    static let properties = LayoutDumpProperties.all
    static let maxShown = 40
    static let maxItems = 8

    /// The box's painted properties by path (`style.border.color`), as messages show their values.
    static func read(_ box: LayoutDump.Box) -> [String: String] {
        let encoder = JSONValueEncoder(formatNumber: LayoutJSON.number)
        var flat: [String: String] = [:]
        func addPart<Part: Encodable>(_ part: Part?, _ key: String) {
            guard let part, case .object(let object)? = try? encoder.encode(part) else { return }
            add(object, path: key, into: &flat)
        }
        addPart(box.style, "style")
        addPart(box.textStyle, "textStyle")
        addPart(box.glyph, "glyph")
        addPart(box.image, "image")
        return flat
    }

    private static func add(_ object: JSONObject, path: String, into flat: inout [String: String]) {
        for member in object.members {
            let memberPath = path + "." + member.key
            // Nested objects (a border, a shadow) are read member by member; outsets stay one value.
            if case .object(let nested) = member.value.value, memberPath != "style.outsets" {
                add(nested, path: memberPath, into: &flat)
                continue
            }
            flat[memberPath] = value(member.value.value, path: memberPath)
        }
    }

    /// A value as a message shows it: rules and ranges shortly, the rest as written.
    private static func value(_ value: JSONValue, path: String) -> String {
        func items(_ value: JSONValue) -> [JSONObject] {
            guard case .array(let items) = value else { return [] }
            return items.compactMap { if case .object(let object) = $0.value { return object } else { return nil } }
        }
        func member(_ object: JSONObject, _ key: String) -> String { object[key].map { text($0.value) } ?? "?" }
        switch path {
        case "style.rules":
            return items(value).map { "\(member($0, "axis")) at \(member($0, "offset")) \(member($0, "color"))" }.joined(separator: "; ")
        case "textStyle.ranges":
            return items(value).map { "\(member($0, "from"))–\(member($0, "to")) \(member($0, "color"))" }.joined(separator: "; ")
        case "textStyle.styles":
            return items(value).map { style in
                let rest = style.members.filter { $0.key != "from" && $0.key != "to" }.map { "\($0.key) \(text($0.value.value))" }
                return "\(member(style, "from"))–\(member(style, "to"))" + (rest.isEmpty ? "" : " " + rest.joined(separator: " "))
            }.joined(separator: "; ")
        default:
            return text(value)
        }
    }

    private static func text(_ value: JSONValue) -> String {
        switch value {
        case .string(let value): return value.count > maxShown ? String(value.prefix(maxShown - 1)) + "…" : value
        case .number(let number): return number.text
        case .bool(let flag): return flag ? "true" : "false"
        case .array(let items):
            let shown = items.prefix(maxItems).map { text($0.value) } + (items.count > maxItems ? ["…"] : [])
            return "[" + shown.joined(separator: ", ") + "]"
        case .object(let object):
            return object.members.map { "\($0.key) \(text($0.value.value))" }.joined(separator: ", ")
        case .null:
            return "none"
        }
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
