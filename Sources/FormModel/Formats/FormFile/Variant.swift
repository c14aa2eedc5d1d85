import FormSupport
/// A named state of a form (`"variants"` in a form file): other values, errors on fields, the active
/// field, an open picker or date, sections collapsed or expanded. `formrender render` draws the
/// default state and every variant.
public struct Variant: Equatable, Sendable {
    public var name: String
    public var values: [String: String]
    public var errors: [(field: String, message: String)]
    public var active: String?
    public var open: String?
    public var collapsed: [String]
    public var expanded: [String]
    public var location: SourceLocation

    public static func == (lhs: Variant, rhs: Variant) -> Bool {
        lhs.name == rhs.name && lhs.values == rhs.values && lhs.errors.map(\.field) == rhs.errors.map(\.field)
            && lhs.errors.map(\.message) == rhs.errors.map(\.message) && lhs.active == rhs.active && lhs.open == rhs.open
            && lhs.collapsed == rhs.collapsed && lhs.expanded == rhs.expanded && lhs.location == rhs.location
    }
}

public enum VariantParser {
    public static let maxVariants = 200
    static let knownKeys = ["values", "errors", "active", "open", "collapsed", "expanded"]

    public static func parse(_ node: JSONNode, file: String, warnings: inout WarningLog) throws -> [Variant] {
        let top = try JSONObjectReader(node, file: file, keyPath: "variants", expected: "an object of variant name → variant")
        guard top.object.members.count <= maxVariants else {
            throw FormError("more than \(maxVariants) variants", at: SourceLocation(file: file, position: node.position, keyPath: "variants"))
        }
        return try top.object.members.map { member in
            let location = SourceLocation(file: file, position: member.keyPosition, keyPath: top.path(member.key))
            guard member.key != "default" else {
                throw FormError("a variant may not be named 'default': that name stands for the form's default state", at: location)
            }
            if let problem = nameProblem(member.key) { throw FormError("variant name '\(member.key.quotedForMessages)' \(problem)", at: location) }
            let reader = try JSONObjectReader(member.value, file: file, keyPath: top.path(member.key), expected: "a variant object")
            for key in reader.object.members where !knownKeys.contains(key.key) {
                warnings.add("unknown key '\(reader.path(key.key))' in a variant (known: \(knownKeys.joined(separator: ", "))); ignored",
                             at: SourceLocation(file: file, position: key.keyPosition, keyPath: reader.path(key.key)))
            }
            var errors: [(String, String)] = []
            if let errorsNode = reader.node("errors") {
                let errorReader = try JSONObjectReader(errorsNode, file: file, keyPath: reader.path("errors"),
                                                       expected: "an object of field id → error message")
                for entry in errorReader.object.members {
                    guard case .string(let message) = entry.value.value else {
                        throw errorReader.mismatch(entry.key, entry.value, expected: "an error message (a string)")
                    }
                    errors.append((entry.key, message))
                }
            }
            return Variant(
                name: member.key,
                values: try reader.node("values").map { try ValuesParser.parse($0, file: file, keyPath: reader.path("values")) } ?? [:],
                errors: errors,
                active: try reader.string("active"),
                open: try reader.string("open"),
                collapsed: try reader.stringArray("collapsed") ?? [],
                expanded: try reader.stringArray("expanded") ?? [],
                location: location)
        }
    }

    /// A variant's name becomes part of file names: this long at most.
    public static let maxNameLength = 100

    /// What keeps `name` from naming a variant, said as the user would put it, or nil.
    static func nameProblem(_ name: String) -> String? {
        let why = "(it becomes part of file names)"
        guard !name.isEmpty else { return "is empty; a variant is named with letters, digits, '-' or '_' \(why)" }
        if let other = name.unicodeScalars.first(where: { !isNameScalar($0) }) {
            let shown = other == " " ? "a space" : "'\(String(other).escapingControlCharacters)'"
            return "has \(shown); a variant's name may have only letters, digits, '-' and '_' \(why)"
        }
        guard name.count <= maxNameLength else { return "is \(name.count) characters long; at most \(maxNameLength) are allowed \(why)" }
        return nil
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
}

extension DocumentBuilder {
    /// This builder with a variant laid over it. Every field and section the variant names must exist.
    public func applying(_ variant: Variant) throws -> DocumentBuilder {
        var builder = self
        let fieldIDs = Set(fields.map(\.id))
        let sectionIDs = Set((sections ?? hints?.sections ?? []).map(\.id))
        func requireField(_ id: String, _ key: String) throws {
            guard fieldIDs.contains(id) else {
                throw FormError("variant '\(variant.name)' names field '\(id)' in '\(key)', but the form has no such field (fields: \(fields.map(\.id).joined(separator: ", ")))",
                                at: variant.location)
            }
        }
        func requireSection(_ id: String, _ key: String) throws {
            guard sectionIDs.contains(id) else {
                let known = sectionIDs.isEmpty ? "it has none" : "sections: \(sectionIDs.sorted().joined(separator: ", "))"
                throw FormError("variant '\(variant.name)' names section '\(id)' in '\(key)', but the form has no such section (\(known))",
                                at: variant.location)
            }
        }
        // A table's cell is `field.row.column`.
        for id in variant.values.keys.sorted() { try requireField(fieldIDs.contains(id) ? id : String(id.prefix { $0 != "." }), "values") }
        builder.values.merge(variant.values) { _, new in new }
        for (id, message) in variant.errors {
            try requireField(id, "errors")
            builder.states[id, default: FieldState()].error = message
        }
        if let active = variant.active {
            try requireField(active, "active")
            builder.states[active, default: FieldState()].isActive = true
        }
        if let open = variant.open {
            try requireField(open, "open")
            builder.states[open, default: FieldState()].isOpen = true
            builder.states[open, default: FieldState()].isActive = true
        }
        for id in variant.collapsed {
            try requireSection(id, "collapsed")
            builder.collapse[id] = true
        }
        for id in variant.expanded {
            try requireSection(id, "expanded")
            builder.collapse[id] = false
        }
        return builder
    }
}
