import Foundation
import FormSupport

/// Reads `_sections` (hints) and `sections` (form files): an array of section objects.
public enum SectionSpecParser {
    /// A hints file's `_sections`, read as SixLayer's `DataHintsLoader.parseSections` reads them: a
    /// section without a text `id` and `title` is skipped, `isCollapsible` and `isCollapsed` are read
    /// only as true/false, and `layoutStyle` only in SixLayer's own spellings. Each thing SixLayer would
    /// ignore is ignored here too, with a warning; nil when SixLayer would read no sections at all.
    public static func parseHintsSections(_ node: JSONNode, file: String, warnings: inout WarningLog) throws -> [SectionSpec]? {
        let keyPath = "_sections"
        let location = SourceLocation(file: file, position: node.position, keyPath: keyPath)
        guard case .array(let items) = node.value else {
            warnings.add("'\(keyPath)' is \(node.value.shortDescription), not an array of sections; SixLayer reads no sections from it, so every field is shown in one section",
                         at: location)
            return nil
        }
        guard items.count <= HintsParser.maxSections else {
            throw FormError("'\(keyPath)' has \(items.count) sections; at most \(HintsParser.maxSections) are allowed", at: location)
        }
        if let stray = items.firstIndex(where: { if case .object = $0.value { return false } else { return true } }) {
            // SixLayer casts the whole array to [[String: Any]]: one entry that is no object loses them all.
            warnings.add("'\(keyPath)[\(stray)]' is \(items[stray].value.shortDescription), not a section; SixLayer then reads no sections at all, so every field is shown in one section",
                         at: SourceLocation(file: file, position: items[stray].position, keyPath: "\(keyPath)[\(stray)]"))
            return nil
        }
        var specs: [SectionSpec] = []
        var seen: [String: SourcePosition] = [:]
        for (offset, item) in items.enumerated() {
            let reader = try JSONObjectReader(item, file: file, keyPath: "\(keyPath)[\(offset)]")
            let here = SourceLocation(file: file, position: item.position, keyPath: reader.keyPath)
            guard case .string(let id)? = reader.node("id")?.value, case .string(let title)? = reader.node("title")?.value else {
                let missing = ["id", "title"].filter { key in
                    if case .string? = reader.node(key)?.value { return false } else { return true }
                }
                warnings.add("section '\(reader.keyPath)' has no \(missing.map { "text '\($0)'" }.joined(separator: " and ")); SixLayer skips it (a section needs both), and so does FormRender",
                             at: here)
                continue
            }
            if let first = seen[id] {
                warnings.add("section id '\(id)' is used again (first at \(first)); SixLayer needs ids to be unique", at: here)
            }
            seen[id] = seen[id] ?? item.position
            specs.append(SectionSpec(
                id: id,
                title: title,
                description: SixLayerValues(reader: reader).text("description", warnings: &warnings),
                fields: sixLayerFieldList(reader, warnings: &warnings),
                layoutStyle: sixLayerStyle(reader, sectionID: id, warnings: &warnings),
                isCollapsible: sixLayerBool(reader, "isCollapsible", warnings: &warnings),
                isCollapsed: sixLayerBool(reader, "isCollapsed", warnings: &warnings),
                keepTogether: paperFlag(reader, "keepTogether", warnings: &warnings),
                rows: try RowCell.parseRows(reader) ?? [],
                location: here))
        }
        return specs
    }

    /// `fields`: SixLayer reads the list only when every entry is text, then keeps it as one text
    /// joined by commas and splits that again, trimming spaces: `"a,b"` lists a and b, `" c"` lists c.
    private static func sixLayerFieldList(_ reader: JSONObjectReader, warnings: inout WarningLog) -> [String] {
        guard let node = reader.node("fields") else { return [] }
        let location = reader.location(of: node, key: "fields")
        guard case .array(let items) = node.value else {
            warnings.add("'\(reader.path("fields"))' is \(node.value.shortDescription), not a list of field ids; SixLayer then shows no fields in this section, and so does FormRender",
                         at: location)
            return []
        }
        let texts = items.compactMap { item -> String? in if case .string(let id) = item.value { return id } else { return nil } }
        guard texts.count == items.count else {
            warnings.add("'\(reader.path("fields"))' holds something that is not text; SixLayer then shows no fields in this section, and so does FormRender",
                         at: location)
            return []
        }
        var ids = texts.joined(separator: ",").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        if ids != texts {
            let changed = texts.filter { $0.contains(",") || $0 != $0.trimmingCharacters(in: .whitespaces) || $0.isEmpty }
            if !changed.isEmpty {
                warnings.add("'\(reader.path("fields"))' lists \(changed.prefix(5).map { "\"\($0.prefix(40))\"" }.joined(separator: ", ")): SixLayer splits its section lists at commas and trims spaces, and so does FormRender",
                             at: location)
            }
        }
        if ids.count > HintsParser.maxFields {
            warnings.add("'\(reader.path("fields"))' lists \(ids.count) field ids; the first \(HintsParser.maxFields) are read", at: location)
            ids = Array(ids.prefix(HintsParser.maxFields))
        }
        return ids
    }

    private static func sixLayerStyle(_ reader: JSONObjectReader, sectionID: String, warnings: inout WarningLog) -> LayoutStyle {
        guard let name = SixLayerValues(reader: reader).text("layoutStyle", warnings: &warnings), let node = reader.node("layoutStyle") else { return .vertical }
        if let known = LayoutStyle(rawValue: name) { return known }
        let names = LayoutStyle.allCases.map(\.rawValue).joined(separator: ", ")
        let near = LayoutStyle(rawValue: name.lowercased()).map { " (SixLayer's spelling is '\($0.rawValue)')" } ?? ""
        warnings.add("Section '\(sectionID)' has the layoutStyle '\(name.prefix(40))', which SixLayer does not know (it knows \(names))\(near); drawn vertical, as SixLayer draws it",
                     at: reader.location(of: node, key: "layoutStyle"))
        return .vertical
    }

    /// `isCollapsible`, `isCollapsed`: SixLayer reads `as? Bool`, so the text "true" is false there.
    private static func sixLayerBool(_ reader: JSONObjectReader, _ key: String, warnings: inout WarningLog) -> Bool {
        strictFlag(reader, key, readBy: "SixLayer reads only true or false here (not text)", warnings: &warnings)
    }

    /// A key FormRender reads for paper (SixLayer ignores it): true or false, as a hints file's other flags.
    private static func paperFlag(_ reader: JSONObjectReader, _ key: String, warnings: inout WarningLog) -> Bool {
        strictFlag(reader, key, readBy: "FormRender reads only true or false here", warnings: &warnings)
    }

    /// A flag read only as JSON true or false; anything else is said (`readBy` says whose rule) and
    /// taken as false.
    private static func strictFlag(_ reader: JSONObjectReader, _ key: String, readBy: String, warnings: inout WarningLog) -> Bool {
        guard let node = reader.node(key) else { return false }
        if case .bool(let flag) = node.value { return flag }
        warnings.add("'\(reader.path(key))' is \(node.value.shortDescription); \(readBy), so it is taken as false",
                     at: reader.location(of: node, key: key))
        return false
    }

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
            keepTogether: try reader.bool("keepTogether") ?? false,
            rows: try RowCell.parseRows(reader) ?? [],
            location: SourceLocation(file: reader.file, position: reader.position, keyPath: reader.keyPath))
    }
}
