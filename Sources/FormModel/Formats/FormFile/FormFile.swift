import FormSupport
/// A `NAME.form.json` file: the form's own fields in order, an optional model whose hints add to them,
/// explicit sections that override the hints' `_sections`, and values.
public struct FormFile: Equatable, Sendable {
    public var path: String
    public var model: String?
    public var modelLocation: SourceLocation?
    public var title: String?
    /// The form's own fields, in order (`contentType`, `fieldType` or `inputType` is the kind spelling).
    public var fields: [DocumentBuilder.FieldSource]?
    public var sections: [SectionSpec]?
    public var values: [String: String]
    public var locale: String?
    /// `"direction"`: true for `rtl`, false for `ltr`, nil to follow the locale.
    public var isRightToLeft: Bool?
    /// Printed at the foot of every page.
    public var footer: String?
    public var variants: [Variant]
}

public enum FormFileParser {
    static let knownKeys: Set<String> = ["model", "title", "fields", "sections", "values", "locale", "direction", "footer", "variants"]

    public static func parse(_ root: JSONNode, file: String, warnings: inout WarningLog) throws -> FormFile {
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "a form object")
        for member in top.object.members where !knownKeys.contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(member.key)' in a form file (known: \(knownKeys.sorted().joined(separator: ", "))); ignored",
                         at: SourceLocation(file: file, position: member.keyPosition, keyPath: member.key))
        }
        var fields: [DocumentBuilder.FieldSource]?
        if let items = try top.array("fields") {
            guard items.count <= HintsParser.maxFields else {
                throw FormError("'fields' has \(items.count) entries; at most \(HintsParser.maxFields) are allowed",
                                at: SourceLocation(file: file, position: top.node("fields")?.position, keyPath: "fields"))
            }
            var seen: [String: SourcePosition] = [:]
            fields = try items.enumerated().map { offset, item in
                let reader = try JSONObjectReader(item, file: file, keyPath: "fields[\(offset)]", expected: "a field object with an 'id'")
                let spec = try parseField(reader, warnings: &warnings)
                if let first = seen[spec.id] {
                    throw FormError("duplicate field id '\(spec.id)' (first at \(first))", at: spec.location)
                }
                seen[spec.id] = item.position
                return spec
            }
        }
        let sections = try top.node("sections").map {
            try SectionSpecParser.parseList($0, keyPath: "sections", file: file, warnings: &warnings)
        }
        let values = try top.node("values").map { try ValuesParser.parse($0, file: file, keyPath: "values") } ?? [:]
        return FormFile(
            path: file,
            model: try top.string("model"),
            modelLocation: top.node("model").map { top.location(of: $0, key: "model") },
            title: try top.string("title"),
            fields: fields,
            sections: sections,
            values: values,
            locale: try top.string("locale"),
            isRightToLeft: try direction(top),
            footer: try top.string("footer"),
            variants: try top.node("variants").map { try VariantParser.parse($0, file: file, warnings: &warnings) } ?? [])
    }

    /// `"direction": "rtl"` or `"ltr"`, over what the locale says.
    static func direction(_ top: JSONObjectReader) throws -> Bool? {
        guard let value = try top.string("direction"), let node = top.node("direction") else { return nil }
        switch value {
        case "rtl": return true
        case "ltr": return false
        default:
            throw FormError("'direction' must be \"rtl\" or \"ltr\", found \"\(value.escapingControlCharacters)\"",
                            at: top.location(of: node, key: "direction"))
        }
    }

    /// The keys a form file's field may have.
    static let knownFieldKeys: Set<String> = [
        "id", "label", "contentType", "fieldType", "inputType", "isRequired", "placeholder", "options", "isClearable", "isEditable",
        "isHidden", "displayWidth", "expectedLength", "maxLength", "minLength", "showCharacterCounter", "cells", "columns",
        "rows",
    ]

    static func parseField(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> DocumentBuilder.FieldSource {
        for member in reader.object.members where !knownFieldKeys.contains(member.key) && !member.key.hasPrefix("_") {
            warnings.add("unknown key '\(reader.path(member.key))' in a field (known: \(knownFieldKeys.sorted().joined(separator: ", "))); ignored",
                         at: SourceLocation(file: reader.file, position: member.keyPosition, keyPath: reader.path(member.key)))
        }
        var source = DocumentBuilder.FieldSource(
            id: try reader.requiredString("id"),
            label: try reader.string("label"),
            kindSpelling: try reader.string("contentType") ?? reader.string("fieldType") ?? reader.string("inputType"),
            isRequired: try reader.bool("isRequired"),
            placeholder: try reader.string("placeholder"),
            options: try reader.stringArray("options"),
            isClearable: try reader.bool("isClearable"),
            isEditable: try reader.bool("isEditable"),
            isHidden: try reader.bool("isHidden"),
            lengths: try HintsParser.parseLengths(reader, warnings: &warnings),
            location: SourceLocation(file: reader.file, position: reader.position, keyPath: reader.keyPath))
        source.cells = try reader.string("cells")
        source.table = try TableSpec.parse(reader)
        if let options = source.options, case .array(let items)? = reader.node("options")?.value {
            RepeatedOptions.warn(zip(options, items).map { ($0, $1.position) }, file: reader.file, path: reader.path("options"), warnings: &warnings)
        }
        return source
    }
}
