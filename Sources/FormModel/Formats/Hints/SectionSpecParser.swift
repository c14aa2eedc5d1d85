/// Reads `_sections` (hints) and `sections` (form files): an array of section objects.
public enum SectionSpecParser {
    public static func parseList(_ node: JSONNode, keyPath: String, file: String, warnings: inout WarningLog) throws -> [SectionSpec] {
        guard case .array(let items) = node.value else {
            throw FormError("'\(keyPath)' must be an array of sections, found \(node.value.shortDescription)",
                            at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
        }
        guard items.count <= HintsParser.maxSections else {
            throw FormError("'\(keyPath)' has \(items.count) sections; at most \(HintsParser.maxSections) are allowed",
                            at: SourceLocation(file: file, position: node.position, keyPath: keyPath))
        }
        var specs: [SectionSpec] = []
        var seen: [String: SourcePosition] = [:]
        for (offset, item) in items.enumerated() {
            let reader = try JSONObjectReader(item, file: file, keyPath: "\(keyPath)[\(offset)]", expected: "a section object")
            let spec = try parse(reader, warnings: &warnings)
            if let first = seen[spec.id] {
                throw FormError("duplicate section id '\(spec.id)' (first at \(first))", at: spec.location)
            }
            seen[spec.id] = item.position
            specs.append(spec)
        }
        return specs
    }

    static func parse(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> SectionSpec {
        let id = try reader.requiredString("id")
        let title = try reader.requiredString("title")
        var style = LayoutStyle.vertical
        if let name = try reader.string("layoutStyle"), let node = reader.node("layoutStyle") {
            if let known = LayoutStyle(rawValue: name.lowercased()) {
                style = known
            } else {
                let names = LayoutStyle.allCases.map(\.rawValue).joined(separator: ", ")
                warnings.add("Section '\(id)' has an unknown layoutStyle '\(name)' (expected one of \(names)); using vertical",
                             at: reader.location(of: node, key: "layoutStyle"))
            }
        }
        return SectionSpec(
            id: id,
            title: title,
            description: try reader.string("description"),
            fields: try reader.stringArray("fields", maxCount: HintsParser.maxFields) ?? [],
            layoutStyle: style,
            isCollapsible: try reader.bool("isCollapsible") ?? false,
            isCollapsed: try reader.bool("isCollapsed") ?? false,
            location: SourceLocation(file: reader.file, position: reader.position, keyPath: reader.keyPath))
    }
}
