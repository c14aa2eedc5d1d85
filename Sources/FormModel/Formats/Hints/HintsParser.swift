import FormSupport
/// Reads the SixLayer hints format: a top-level object of field id → hints, plus `_sections`. Keys that
/// start with `_` (other than `_sections`) are documentation, not fields.
///
/// It reads each key as SixLayer's `DataHintsLoader` does (`Framework/Sources/Core/Models/
/// DataHintsLoader.swift`, v6): a value SixLayer would not understand is never an error here. It is
/// ignored, as SixLayer ignores it, and a warning names it (`--strict` makes that an error).
public enum HintsParser {
    /// Bounds on what one file may declare.
    public static let maxFields = 2_000
    public static let maxSections = 500
    public static let maxOptions = 10_000

    /// - Parameter nestedMetadata: a `{formId}_hints.json` file, read as SixLayer's `JSONFieldHintsStore`
    ///   reads it (`FieldHintsStoreReading`): no sections, a field's metadata in a `metadata` object.
    public static func parse(_ root: JSONNode, model: String, file: String, nestedMetadata: Bool = false,
                             warnings: inout WarningLog) throws -> HintsFile {
        let top = try JSONObjectReader(root, file: file, keyPath: "", expected: "an object of field id → hints")
        var fields: [(id: String, hints: FieldHints)] = []
        var sections: [SectionSpec]?
        for member in top.object.members {
            if member.key == "_sections" && !nestedMetadata {
                sections = try SectionSpecParser.parseHintsSections(member.value, file: file, warnings: &warnings)
                continue
            }
            if member.key.hasPrefix("_") && nestedMetadata, !isObject(member.value) {
                warnings.add("'\(member.key)' is \(member.value.value.shortDescription): SixLayer's JSON hints store reads nothing from a file with a value that is not an object of hints; FormRender leaves out only this key",
                             at: SourceLocation(file: file, position: member.value.position, keyPath: member.key))
                continue
            }
            if member.key.hasPrefix("_") { continue }
            guard fields.count < maxFields else {
                throw FormError("more than \(maxFields) fields in one hints file", at: SourceLocation(file: file, position: member.keyPosition))
            }
            guard case .object = member.value.value else {
                // SixLayer reads only objects as fields and skips the rest; a file's `version` is
                // such data, said nothing about; any other stray value is probably a mistake.
                if member.key == "version", JSONObjectReader.scalarText(member.value) != nil, !nestedMetadata { continue }
                let what = nestedMetadata ? "SixLayer's JSON hints store then reads no hints from this file at all; FormRender skips only this entry"
                                          : "SixLayer skips it, and so does FormRender"
                warnings.add("'\(member.key)' is \(member.value.value.shortDescription), not an object of hints; \(what)",
                             at: SourceLocation(file: file, position: member.value.position, keyPath: member.key))
                continue
            }
            let reader = try JSONObjectReader(member.value, file: file, keyPath: member.key)
            fields.append((member.key, nestedMetadata ? try FieldHintsStoreReading.parseField(reader, warnings: &warnings)
                                                      : try parseField(reader, warnings: &warnings)))
        }
        return HintsFile(model: model, path: file, fields: fields, sections: sections)
    }

    static func isObject(_ node: JSONNode) -> Bool {
        if case .object = node.value { return true }
        return false
    }

    /// Keys SixLayer reads for what they mean; every other key with a text value is metadata.
    static let typedKeys: Set<String> = [
        "displayWidth", "expectedLength", "maxLength", "minLength", "showCharacterCounter", "fieldType", "contentType",
        "inputType", "options", "isHidden", "isEditable", "isOptional", "isArray", "isRequired", "defaultValue",
        "expectedRange", "isClearable", "ocrHints", "calculationGroups", "metadata", "columns", "rows",
    ]

    public static func parseField(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> FieldHints {
        let values = SixLayerValues(reader: reader)
        var hints = FieldHints()
        parseLengths(values, warnings: &warnings).apply(to: &hints)
        hints.fieldType = values.text("fieldType", warnings: &warnings) ?? values.text("contentType", warnings: &warnings)
        hints.inputType = values.text("inputType", warnings: &warnings)
        (hints.options, hints.optionsAreLabelled) = try parseOptions(reader, warnings: &warnings)
        hints.isHidden = values.flag("isHidden", warnings: &warnings) ?? false
        hints.isEditable = values.flag("isEditable", warnings: &warnings) ?? true
        hints.isOptional = values.flag("isOptional", warnings: &warnings)
        hints.isArray = values.flag("isArray", warnings: &warnings)
        hints.isClearable = values.flag("isClearable", warnings: &warnings) ?? false
        hints.isRequired = values.flag("isRequired", warnings: &warnings)
        hints.defaultValue = values.defaultValue(warnings: &warnings)
        hints.expectedRange = values.range("expectedRange", warnings: &warnings)
        hints.table = try TableSpec.parse(reader)
        values.checkOCRHints(warnings: &warnings)
        values.checkCalculationGroups(warnings: &warnings)
        for member in reader.object.members where !typedKeys.contains(member.key) && !member.key.hasPrefix("ocrHints.") {
            if let entry = values.metadataEntry(member.key, member.value, warnings: &warnings) { hints.metadata.append(entry) }
        }
        // SixLayer's loader keeps only flat text as metadata; FormRender also reads a `metadata`
        // object (as the JSON store writes it), whose entries replace flat ones. (Keys within one
        // object are unique, so one pass of removal keeps this linear.)
        if let node = reader.node("metadata") {
            if case .object = node.value {
                let nested = SixLayerValues(reader: try JSONObjectReader(node, file: reader.file, keyPath: reader.path("metadata")))
                let entries = nested.reader.object.members.compactMap { nested.metadataEntry($0.key, $0.value, warnings: &warnings) }
                let replaced = Set(entries.map(\.key))
                hints.metadata.removeAll { replaced.contains($0.key) }
                hints.metadata.append(contentsOf: entries)
            } else {
                warnings.add("'\(reader.path("metadata"))' is \(node.value.shortDescription); SixLayer reads metadata as an object of text, so it is ignored",
                             at: reader.location(of: node, key: "metadata"))
            }
        }
        return hints
    }

    /// `displayWidth`, the lengths and `showCharacterCounter` of a hints file's field, read as SixLayer
    /// reads them.
    static func parseLengths(_ values: SixLayerValues, warnings: inout WarningLog) -> LengthHints {
        var lengths = LengthHints()
        lengths.displayWidth = values.displayWidth(warnings: &warnings)
        lengths.expectedLength = values.count("expectedLength", warnings: &warnings)
        lengths.maxLength = values.count("maxLength", warnings: &warnings)
        lengths.minLength = values.count("minLength", warnings: &warnings)
        if let min = lengths.minLength, let max = lengths.maxLength, min > max, let node = values.reader.node("minLength") {
            warnings.add("'\(values.reader.path("minLength"))' (\(min)) is greater than maxLength (\(max))",
                         at: values.reader.location(of: node, key: "minLength"))
        }
        lengths.showCharacterCounter = values.flag("showCharacterCounter", warnings: &warnings)
        return lengths
    }

    /// `displayWidth`, the lengths and `showCharacterCounter` of a form file's own field: FormRender's
    /// format, where a wrong value is an error (a number of points may be written as a JSON number).
    static func parseLengths(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> LengthHints {
        var lengths = LengthHints()
        if let node = reader.node("displayWidth") {
            guard let width = DisplayWidth.parse(node) else {
                throw reader.numberMismatch("displayWidth", node,
                                      expected: "\"narrow\", \"medium\", \"wide\" or a number of points from 1 to 10000, in decimal (like 250 or \"250\")")
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

    /// `options`: SixLayer's `[{"value": "…", "label": "…"}]` (an entry without both as text is
    /// skipped, as SixLayer skips it), or FormRender's plain strings.
    static func parseOptions(_ reader: JSONObjectReader, warnings: inout WarningLog) throws -> ([PickerOption]?, Bool) {
        guard let node = reader.node("options") else { return (nil, false) }
        guard case .array(let items) = node.value else {
            warnings.add("'\(reader.path("options"))' is \(node.value.shortDescription); SixLayer reads options as an array of {\"value\", \"label\"} objects, so it is ignored",
                         at: reader.location(of: node, key: "options"))
            return (nil, false)
        }
        guard items.count <= maxOptions else {
            throw FormError("'\(reader.path("options"))' has \(items.count) entries; at most \(maxOptions) are allowed",
                            at: reader.location(of: node, key: "options"))
        }
        var options: [PickerOption] = []
        var shown: [(text: String, position: SourcePosition?)] = []
        var labelled = false
        for (offset, item) in items.enumerated() {
            let path = "\(reader.path("options"))[\(offset)]"
            switch item.value {
            case .object(let object):
                if case .string(let value)? = object["value"]?.value, case .string(let label)? = object["label"]?.value {
                    options.append(PickerOption(value: value, label: label))
                    shown.append((label, item.position))
                    labelled = true
                } else {
                    warnings.add("'\(path)' needs \"value\" and \"label\" as text; SixLayer skips this option, and so does FormRender",
                                 at: SourceLocation(file: reader.file, position: item.position, keyPath: path))
                }
            default:
                if let text = JSONObjectReader.scalarText(item) {
                    options.append(PickerOption(value: text, label: text))
                    shown.append((text, item.position))
                } else {
                    warnings.add("'\(path)' is \(item.value.shortDescription), not an option; skipped",
                                 at: SourceLocation(file: reader.file, position: item.position, keyPath: path))
                }
            }
        }
        // A picker shows labels: two options of one label (whatever their values) are one option twice.
        RepeatedOptions.warn(shown, file: reader.file, path: reader.path("options"), warnings: &warnings)
        return (options.isEmpty ? nil : options, labelled)
    }
}
