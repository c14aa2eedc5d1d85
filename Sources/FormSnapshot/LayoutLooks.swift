import BoxTree
import FormSupport

/// A box's painted properties (its `style`, `textStyle`, `glyph` and `image` in the layout dump) as a
/// layout diff names them: `"border" → "#C7C7CC"`, `"shadow blur" → "3"`. A reference layout is a
/// file anyone can edit: a value of the wrong type is an error at its position, as a bad frame is, and
/// long values are cut short in messages.
enum LayoutLooks {
    /// A property's name in messages, and the group it belongs to (a group that appears or vanishes
    /// whole reads "shadow added" or "shadow removed").
    struct Property {
        var name: String
        var group: String?
        /// What a missing value means, when it is not "none".
        var absent: String?
    }

    static let properties: [String: Property] = [
        "style.fill": Property(name: "fill"),
        "style.gradient.colors": Property(name: "gradient colours", group: "gradient"),
        "style.gradient.from": Property(name: "gradient start", group: "gradient"),
        "style.gradient.to": Property(name: "gradient end", group: "gradient"),
        "style.border.color": Property(name: "border", group: "border"),
        "style.border.width": Property(name: "border width", group: "border"),
        "style.border.dash": Property(name: "border dash", group: "border", absent: "solid"),
        "style.radii": Property(name: "corner radii", absent: "0"),
        "style.circle": Property(name: "circle radius"),
        "style.shadow.color": Property(name: "shadow colour", group: "shadow"),
        "style.shadow.opacity": Property(name: "shadow opacity", group: "shadow", absent: "1"),
        "style.shadow.offsetX": Property(name: "shadow offset x", group: "shadow", absent: "0"),
        "style.shadow.offsetY": Property(name: "shadow offset y", group: "shadow", absent: "0"),
        "style.shadow.blur": Property(name: "shadow blur", group: "shadow", absent: "0"),
        "style.shadow.spread": Property(name: "shadow spread", group: "shadow", absent: "0"),
        "style.shadow.profile": Property(name: "shadow blur profile", group: "shadow", absent: "gradient"),
        "style.opacity": Property(name: "opacity", absent: "1"),
        "style.clips": Property(name: "clipping", absent: "false"),
        "style.outsets": Property(name: "decoration outsets", absent: "0"),
        "style.rules": Property(name: "rules"),
        "textStyle.font": Property(name: "font", group: "text"),
        "textStyle.color": Property(name: "text colour", group: "text"),
        "textStyle.shows": Property(name: "text shown", group: "text"),
        "textStyle.align": Property(name: "alignment", group: "text", absent: "leading"),
        "textStyle.direction": Property(name: "text direction", group: "text", absent: "ltr"),
        "textStyle.wrapping": Property(name: "wrapping", group: "text", absent: "wrap"),
        "textStyle.maxLines": Property(name: "max lines", group: "text"),
        "textStyle.ellipsis": Property(name: "ellipsis", group: "text", absent: "false"),
        "textStyle.ranges": Property(name: "coloured text", group: "text"),
        "textStyle.styles": Property(name: "styled text", group: "text"),
        "textStyle.underline": Property(name: "underline", group: "text"),
        "textStyle.strikethrough": Property(name: "strikethrough", group: "text"),
        "textStyle.baselineOffset": Property(name: "baseline offset", group: "text", absent: "0"),
        "textStyle.lineSpacing": Property(name: "line spacing", group: "text", absent: "0"),
        "textStyle.truncation": Property(name: "truncation", group: "text", absent: "tail"),
        "textStyle.breaks": Property(name: "line breaks", group: "text", absent: "at words"),
        "textStyle.after.glyph": Property(name: "glyph after the text", group: "glyph after the text"),
        "textStyle.after.color": Property(name: "colour of the glyph after the text", group: "glyph after the text"),
        "textStyle.after.size": Property(name: "size of the glyph after the text", group: "glyph after the text"),
        "textStyle.after.gap": Property(name: "gap before the glyph after the text", group: "glyph after the text"),
        "glyph.glyph": Property(name: "glyph", group: "glyph"),
        "glyph.color": Property(name: "glyph colour", group: "glyph"),
        "glyph.inset": Property(name: "glyph inset", group: "glyph", absent: "0"),
        "glyph.mirrored": Property(name: "glyph mirrored", group: "glyph", absent: "false"),
        "image.source": Property(name: "image", group: "image"),
        "image.width": Property(name: "image width", group: "image"),
        "image.height": Property(name: "image height", group: "image"),
        "image.fit": Property(name: "image fit", group: "image"),
    ]

    /// Keys whose values are colours.
    static let colourKeys: Set<String> = ["style.fill", "style.border.color", "style.shadow.color", "textStyle.color",
                                          "textStyle.after.color", "glyph.color"]
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
