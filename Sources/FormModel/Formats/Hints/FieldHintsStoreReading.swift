import FormSupport
/// A field of SixLayer's other hints file, `FORM_hints.json`, read as its `JSONFieldHintsStore`
/// (`FieldHintsRegistry.swift`) reads it: fewer keys than the `.hints` loader, most flags and lengths
/// only as JSON values (not text), and metadata only as an object whose every value is text.
enum FieldHintsStoreReading {
    /// Keys the `.hints` loader reads and the JSON store does not.
    static let unread = ["inputType", "options", "expectedRange", "ocrHints", "calculationGroups", "contentType", "isRequired", "isClearable"]
    static let read: Set<String> = ["fieldType", "isOptional", "isArray", "defaultValue", "expectedLength", "displayWidth",
                                    "showCharacterCounter", "maxLength", "minLength", "metadata", "isHidden", "isEditable"]

    static func parseField(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> FieldHints {
        let values = SixLayerValues(reader: reader)
        var hints = FieldHints()
        hints.displayWidth = values.displayWidth(warnings: &warnings)
        hints.expectedLength = values.count("expectedLength", allowText: false, warnings: &warnings)
        hints.maxLength = values.count("maxLength", allowText: false, warnings: &warnings)
        hints.minLength = values.count("minLength", allowText: false, warnings: &warnings)
        hints.showCharacterCounter = values.flag("showCharacterCounter", allowText: false, warnings: &warnings) ?? false
        hints.fieldType = values.text("fieldType", warnings: &warnings)
        hints.isOptional = values.flag("isOptional", warnings: &warnings)
        hints.isArray = values.flag("isArray", warnings: &warnings)
        hints.defaultValue = values.defaultValue(warnings: &warnings)
        hints.isHidden = values.flag("isHidden", allowText: false, warnings: &warnings) ?? false
        hints.isEditable = values.flag("isEditable", allowText: false, warnings: &warnings) ?? true
        let ignored = reader.object.members.map(\.key).filter { !read.contains($0) && !$0.hasPrefix("_") }
        if !ignored.isEmpty {
            warnings.add("'\(reader.keyPath)' has \(ignored.prefix(8).map { "'\($0)'" }.joined(separator: ", ")), which SixLayer's JSON hints store does not read (a .hints file would); ignored",
                         at: SourceLocation(file: reader.file, position: reader.position, keyPath: reader.keyPath))
        }
        if let node = reader.node("metadata") {
            hints.metadata = metadata(node, reader: reader, warnings: &warnings)
        }
        return hints
    }

    /// `metadata as? [String: String]`: every value text, or no metadata at all.
    private static func metadata(_ node: JSONNode, reader: JSONObjectReader, warnings: inout WarningLog) -> [MetadataEntry] {
        let location = reader.location(of: node, key: "metadata")
        guard case .object(let object) = node.value else {
            warnings.add("'\(reader.path("metadata"))' is \(node.value.shortDescription); SixLayer's JSON hints store reads metadata as an object of text, so it is ignored",
                         at: location)
            return []
        }
        var entries: [MetadataEntry] = []
        for member in object.members {
            guard case .string(let text) = member.value.value else {
                warnings.add("'\(reader.path("metadata")).\(member.key)' is \(member.value.value.shortDescription): SixLayer's JSON hints store reads metadata only when every value is text, so none of this field's metadata is used",
                             at: SourceLocation(file: reader.file, position: member.value.position, keyPath: "\(reader.path("metadata")).\(member.key)"))
                return []
            }
            entries.append(MetadataEntry(key: member.key, value: text))
        }
        return entries
    }
}
