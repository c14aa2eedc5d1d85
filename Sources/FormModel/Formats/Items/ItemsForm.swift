import FormSupport
/// The `Items`/`Values` JSON form format (a blog post's SwiftUI form generator): `Items` lists the
/// widgets in display order, each with `label`, `kind`, `default`, `key` and, for pickers, `tag`, the
/// index of its option list in `Values`. All values are strings.
public enum ItemsFormParser {
    /// The kinds an item may name: the blog's widgets and the other field kinds.
    static let kinds: [(String, FieldKind)] = [
        ("text", .text), ("textarea", .textarea), ("picker", .picker), ("date", .date), ("toggle", .toggle),
        ("email", .email), ("phone", .phone), ("number", .number), ("password", .password), ("url", .url),
        ("checkbox", .checkbox),
    ]
    static let itemKeys = ["label", "kind", "default", "key", "tag"]

    /// True when a parsed JSON document is an Items form.
    public static func isItemsForm(_ root: JSONNode) -> Bool {
        guard case .object(let object) = root.value else { return false }
        return object["Items"] != nil
    }

    public static func parse(_ root: JSONNode, name: String, file: String, warnings: inout WarningLog) throws -> DocumentBuilder {
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "an object with 'Items'")
        for member in top.object.members where !["Items", "Values", "Title"].contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(member.key)' in an Items form (known: Items, Values, Title); ignored",
                         at: SourceLocation(file: file, position: member.keyPosition, keyPath: member.key))
        }
        guard let items = try top.array("Items") else {
            throw FormError("an Items form needs 'Items': an array of {label, kind, default, key, tag}",
                            at: SourceLocation(file: file, position: top.position))
        }
        guard items.count <= HintsParser.maxFields else {
            throw FormError("'Items' has \(items.count) entries; at most \(HintsParser.maxFields) are allowed",
                            at: SourceLocation(file: file, position: top.node("Items")?.position, keyPath: "Items"))
        }
        let valueLists = try parseValues(top)
        var fields: [DocumentBuilder.FieldSource] = []
        var defaults: [String: String] = [:]
        var seen: [String: SourcePosition] = [:]
        var usedLists = Set<Int>()
        for (offset, node) in items.enumerated() {
            let reader = try JSONObjectReader(node, file: file, keyPath: "Items[\(offset)]", expected: "an item object")
            for member in reader.object.members where !itemKeys.contains(member.key) && !member.key.hasPrefix("_") {
                warnings.add("unknown key '\(reader.path(member.key))' (an item has \(itemKeys.joined(separator: ", "))); ignored",
                             at: SourceLocation(file: file, position: member.keyPosition, keyPath: reader.path(member.key)))
            }
            let key = try reader.requiredString("key")
            let label = try reader.string("label")
            let itemName = "\(reader.keyPath) ('\(label ?? key)')"
            let location = SourceLocation(file: file, position: node.position, keyPath: reader.keyPath)
            if let first = seen[key] {
                throw FormError("\(itemName): duplicate key '\(key)' (first at \(first))", at: location)
            }
            seen[key] = node.position
            let kindName = try reader.requiredString("kind")
            guard let kind = kinds.first(where: { $0.0 == kindName.lowercased() })?.1 else {
                throw FormError("\(itemName): unknown kind '\(kindName)'; expected one of \(kinds.map(\.0).joined(separator: ", "))",
                                at: SourceLocation(file: file, position: reader.node("kind")?.position, keyPath: reader.path("kind")))
            }
            var options: [String]?
            if kind == .picker {
                guard let tagNode = reader.node("tag") else {
                    throw FormError("\(itemName): a picker needs 'tag', the index of its options in 'Values'", at: location)
                }
                let tagLocation = SourceLocation(file: file, position: tagNode.position, keyPath: reader.path("tag"))
                guard let number = JSONObjectReader.number(tagNode), number.rounded() == number else {
                    throw FormError("\(itemName): tag must be a whole-number index into 'Values', found \(tagNode.value.shortDescription)",
                                    at: tagLocation)
                }
                guard abs(number) < 1e9, valueLists.indices.contains(Int(number)) else {
                    let range = valueLists.isEmpty ? "'Values' is empty or missing" : "'Values' has indices 0 to \(valueLists.count - 1)"
                    throw FormError("\(itemName): tag \(tagNode.value.shortDescription) points outside 'Values' (\(range))", at: tagLocation)
                }
                let tag = Int(number)
                options = valueLists[tag].map(\.text)
                usedLists.insert(tag)
            }
            if let value = try reader.scalarText("default") { defaults[key] = value }
            fields.append(DocumentBuilder.FieldSource(id: key, label: label, kindSpelling: kind.rawValue, options: options,
                                                      location: location))
        }
        // Said once for each list a picker shows, however many pickers share it.
        for tag in usedLists.sorted() {
            RepeatedOptions.warn(valueLists[tag], file: file, path: "Values[\(tag)]", warnings: &warnings)
        }
        return DocumentBuilder(name: name, title: try top.string("Title") ?? readableLabel(fromID: name), fields: fields,
                               hints: nil, sections: nil, values: defaults)
    }

    /// `Values`: an array of option lists, each an array of strings (each with where it is written).
    private static func parseValues(_ top: JSONObjectReader) throws -> [[(text: String, position: SourcePosition?)]] {
        guard let lists = try top.array("Values") else { return [] }
        return try lists.enumerated().map { offset, node in
            guard case .array(let entries) = node.value else {
                throw FormError("'Values[\(offset)]' must be an array of strings, found \(node.value.shortDescription)",
                                at: SourceLocation(file: top.file, position: node.position, keyPath: "Values[\(offset)]"))
            }
            return try entries.enumerated().map { index, entry in
                guard let text = JSONObjectReader.scalarText(entry) else {
                    throw FormError("'Values[\(offset)][\(index)]' must be a string, found \(entry.value.shortDescription)",
                                    at: SourceLocation(file: top.file, position: entry.position, keyPath: "Values[\(offset)][\(index)]"))
                }
                return (text, entry.position)
            }
        }
    }
}
