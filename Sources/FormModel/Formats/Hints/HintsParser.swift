/// Reads the 6Layer `.hints` format: a top-level object of field id → hints, plus `_sections`.
/// Keys that start with `_` (other than `_sections`) are documentation, not fields.
public enum HintsParser {
    /// Bounds on what one file may declare.
    public static let maxFields = 2_000
    public static let maxSections = 500

    public static func parse(_ root: JSONNode, model: String, file: String, warnings: inout WarningLog) throws -> HintsFile {
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "an object of field id → hints")
        var fields: [(id: String, hints: FieldHints)] = []
        var sections: [SectionSpec]?
        for member in top.object.members {
            if member.key == "_sections" {
                sections = try SectionSpecParser.parseList(member.value, keyPath: "_sections", file: file, warnings: &warnings)
                continue
            }
            if member.key.hasPrefix("_") { continue }
            guard fields.count < maxFields else {
                throw FormError("more than \(maxFields) fields in one hints file", at: SourceLocation(file: file, position: member.keyPosition))
            }
            let reader = try JSONObjectReader(member.value, file: file, keyPath: member.key,
                                              expected: "an object of hints (like {\"displayWidth\": \"medium\"})")
            fields.append((member.key, try parseField(reader, warnings: &warnings)))
        }
        return HintsFile(model: model, path: file, fields: fields, sections: sections)
    }

    /// The properties 6Layer types; everything else becomes metadata.
    static let typedKeys: Set<String> = [
        "displayWidth", "expectedLength", "maxLength", "minLength", "showCharacterCounter", "fieldType",
        "contentType", "inputType", "options", "isHidden", "isEditable", "isOptional", "isRequired",
        "defaultValue", "expectedRange", "metadata", "isClearable",
    ]

    public static func parseField(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> FieldHints {
        var hints = FieldHints()
        try parseLengths(reader, warnings: &warnings).apply(to: &hints)
        hints.fieldType = try reader.string("fieldType") ?? reader.string("contentType") ?? reader.string("inputType")
        hints.options = try reader.stringArray("options")
        hints.isHidden = try reader.bool("isHidden") ?? false
        hints.isEditable = try reader.bool("isEditable") ?? true
        hints.isOptional = try reader.bool("isOptional")
        hints.isClearable = try reader.bool("isClearable") ?? false
        hints.isRequired = try reader.bool("isRequired")
        hints.defaultValue = try reader.scalarText("defaultValue")
        hints.expectedRange = try parseRange(reader)
        for member in reader.object.members where !typedKeys.contains(member.key) {
            if let entry = try metadataEntry(member.key, member.value, reader: reader) { hints.metadata.append(entry) }
        }
        // 6Layer also accepts metadata grouped under a "metadata" object; its entries replace flat ones.
        // (Keys within one object are unique, so one pass of removal keeps this linear.)
        if let node = reader.node("metadata") {
            let nested = try JSONObjectReader(node, file: reader.file, keyPath: reader.path("metadata"))
            let entries = try nested.object.members.compactMap { try metadataEntry($0.key, $0.value, reader: nested) }
            let replaced = Set(entries.map(\.key))
            hints.metadata.removeAll { replaced.contains($0.key) }
            hints.metadata.append(contentsOf: entries)
        }
        return hints
    }

    /// `displayWidth`, the lengths and `showCharacterCounter`: read alike from a hints file's field and
    /// a form file's.
    static func parseLengths(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> LengthHints {
        var lengths = LengthHints()
        if let node = reader.node("displayWidth") {
            guard let width = DisplayWidth.parse(node) else {
                throw reader.mismatch("displayWidth", node,
                                      expected: "\"narrow\", \"medium\", \"wide\" or a number of points from 1 to 10000")
            }
            lengths.displayWidth = width
        }
        lengths.expectedLength = try reader.int("expectedLength", in: 0...100_000)
        lengths.maxLength = try reader.int("maxLength", in: 0...10_000_000)
        lengths.minLength = try reader.int("minLength", in: 0...10_000_000)
        if let min = lengths.minLength, let max = lengths.maxLength, min > max, let node = reader.node("minLength") {
            warnings.add("'\(reader.path("minLength"))' (\(min)) is greater than maxLength (\(max))", at: reader.location(of: node, key: "minLength"))
        }
        lengths.showCharacterCounter = try reader.bool("showCharacterCounter")
        return lengths
    }

    private static func metadataEntry(_ key: String, _ node: JSONNode, reader: JSONObjectReader) throws -> MetadataEntry? {
        if node.value == .null { return nil }
        guard let text = JSONObjectReader.scalarText(node) else {
            throw reader.mismatch(key, node, expected: "a string, number or boolean (metadata is text)")
        }
        return MetadataEntry(key: key, value: text)
    }

    /// `expectedRange` as `{"min": 0, "max": 100}` or `"0...100"`.
    private static func parseRange(_ reader: JSONObjectReader) throws -> ClosedRange<Double>? {
        guard let node = reader.node("expectedRange") else { return nil }
        let expected = "a range like {\"min\": 0, \"max\": 100} or \"0...100\""
        var bounds: (Double, Double)?
        switch node.value {
        case .object:
            let range = try JSONObjectReader(node, file: reader.file, keyPath: reader.path("expectedRange"))
            if let min = try range.double("min", in: -1e15...1e15), let max = try range.double("max", in: -1e15...1e15) {
                bounds = (min, max)
            }
        case .string(let text):
            // Split on "..." itself, so that bounds with decimals ("0.5...99.5") survive.
            let parts = text.split(separator: "...", omittingEmptySubsequences: false)
            if parts.count == 2, let min = Double(parts[0]), let max = Double(parts[1]), min.isFinite, max.isFinite {
                bounds = (min, max)
            }
        default: break
        }
        guard let (min, max) = bounds, min <= max else { throw reader.mismatch("expectedRange", node, expected: expected) }
        return min...max
    }
}
