import FormSupport
/// A hints field's values read as SixLayer's `DataHintsLoader` reads them (`as? String`, `as? Bool`,
/// `"true"` strings…). What SixLayer would not understand comes back nil, with a warning that says what
/// SixLayer does with it; nothing here throws.
struct SixLayerValues {
    let reader: JSONObjectReader

    private func ignored(_ key: String, _ node: JSONNode, _ why: String, warnings: inout WarningLog) {
        warnings.add("'\(reader.path(key))' is \(node.value.shortDescription); \(why)", at: reader.location(of: node, key: key))
    }

    /// A text key (`fieldType`, `inputType`).
    func text(_ key: String, warnings: inout WarningLog) -> String? {
        guard let node = reader.node(key) else { return nil }
        guard case .string(let text) = node.value else {
            ignored(key, node, "SixLayer reads it only as text, so it is ignored", warnings: &warnings)
            return nil
        }
        return text
    }

    /// A Bool key: `true`/`false`, or the strings `"true"`/`"false"`, which SixLayer's loader also
    /// reads (its JSON store, `allowText` false, reads only `true`/`false` for most keys).
    func flag(_ key: String, allowText: Bool = true, warnings: inout WarningLog) -> Bool? {
        guard let node = reader.node(key) else { return nil }
        switch node.value {
        case .bool(let flag): return flag
        case .string("true") where allowText: return true
        case .string("false") where allowText: return false
        default:
            let accepted = allowText ? "true, false, \"true\" or \"false\"" : "true or false (not text)"
            ignored(key, node, "SixLayer reads only \(accepted) here, so it is ignored", warnings: &warnings)
            return nil
        }
    }

    /// A length (`expectedLength`, `maxLength`, `minLength`): a whole number, or one written as text
    /// (not in SixLayer's JSON store: `allowText` false).
    func count(_ key: String, allowText: Bool = true, warnings: inout WarningLog) -> Int? {
        guard let node = reader.node(key) else { return nil }
        let parsed: Int?
        switch node.value {
        case .number(let number): parsed = number.intValue
        case .string(let text) where allowText: parsed = Int(text)
        default: parsed = nil
        }
        guard let value = parsed else {
            let accepted = allowText ? "a whole number in decimal digits (like 20 or \"20\")" : "a whole number (like 20, not text)"
            ignored(key, node, "SixLayer reads \(accepted) here, so it is ignored", warnings: &warnings)
            return nil
        }
        guard (0...10_000_000).contains(value) else {
            warnings.add("'\(reader.path(key))' is \(value), not a length from 0 to 10000000; ignored", at: reader.location(of: node, key: key))
            return nil
        }
        return value
    }

    /// `displayWidth` as SixLayer's `FieldHintsModifier` maps it: `narrow` 150, `wide` 400, a numeric
    /// string as points, any other word 200 (medium). SixLayer reads the key only as text: a JSON
    /// number sets no width there.
    func displayWidth(warnings: inout WarningLog) -> DisplayWidth? {
        let key = "displayWidth"
        guard let node = reader.node(key) else { return nil }
        guard case .string(let text) = node.value else {
            var hint = ""
            if case .number = node.value { hint = " (write it as text, like \"250\")" }
            ignored(key, node, "SixLayer reads displayWidth only as text, so this field gets no width\(hint)", warnings: &warnings)
            return nil
        }
        switch text.lowercased() {
        case "narrow": return .narrow
        case "medium": return .medium
        case "wide": return .wide
        default: break
        }
        if let points = Double(text) {
            guard points.isFinite, points > 0 else {
                warnings.add("'\(reader.path(key))' is \"\(text.prefix(40))\", not a width of more than 0 points (SixLayer's frame would be invalid), so this field gets no width",
                             at: reader.location(of: node, key: key))
                return nil
            }
            // Swift's Double reads hexadecimal ("0x20" is 32), and so SixLayer does: kept, and said.
            if DecimalText.number(text) == nil {
                warnings.add("'\(reader.path(key))' is \"\(text.prefix(40))\", which is not written in decimal; SixLayer reads it as \(DecimalText.compact(points)) points, and so does FormRender: write \"\(DecimalText.compact(points))\"",
                             at: reader.location(of: node, key: key))
            }
            return .points(min(points, DisplayWidth.maxPoints))
        }
        warnings.add("'\(reader.path(key))' is \"\(text.prefix(40))\", which is not narrow, medium, wide or a number of points; SixLayer draws it medium (200 pt), and so does FormRender",
                     at: reader.location(of: node, key: key))
        return .medium
    }

    /// `defaultValue`: text, a number or a Bool, as text.
    func defaultValue(warnings: inout WarningLog) -> String? {
        guard let node = reader.node("defaultValue") else { return nil }
        guard let text = JSONObjectReader.scalarText(node) else {
            ignored("defaultValue", node, "SixLayer keeps only text, numbers and true/false as a default, so it is ignored", warnings: &warnings)
            return nil
        }
        return text
    }

    /// `expectedRange`: `{"min", "max"}` (numbers or numeric text), or FormRender's `"0...100"`. SixLayer
    /// keeps a range only with both bounds; with one it keeps none, silently, and so does this.
    func range(_ key: String, warnings: inout WarningLog) -> ClosedRange<Double>? {
        guard let node = reader.node(key) else { return nil }
        var bounds: (min: Double?, max: Double?) = (nil, nil)
        switch node.value {
        case .object(let object):
            bounds = (object["min"].flatMap(JSONObjectReader.number), object["max"].flatMap(JSONObjectReader.number))
            if bounds.min == nil || bounds.max == nil { return nil }
        case .string(let text):
            // Split on "..." itself, so that bounds with decimals ("0.5...99.5") survive.
            let parts = text.split(separator: "...", omittingEmptySubsequences: false)
            if parts.count == 2 { bounds = (Double(parts[0]), Double(parts[1])) }
        default: break
        }
        guard let min = bounds.min, let max = bounds.max, min.isFinite, max.isFinite, min <= max else {
            ignored(key, node, "SixLayer reads a range like {\"min\": 0, \"max\": 100}, so it is ignored", warnings: &warnings)
            return nil
        }
        return min...max
    }

    /// `ocrHints` and `ocrHints.<language>`: a list of words, or words separated by commas. Data for
    /// SixLayer's OCR, never drawn.
    func checkOCRHints(warnings: inout WarningLog) {
        for member in reader.object.members where member.key == "ocrHints" || member.key.hasPrefix("ocrHints.") {
            switch member.value.value {
            case .string, .null: continue
            case .array(let items) where items.allSatisfy({ if case .string = $0.value { return true } else { return false } }): continue
            default:
                ignored(member.key, member.value, "SixLayer reads OCR hints as a list of text or one comma-separated text, so it is ignored",
                        warnings: &warnings)
            }
        }
    }

    /// `calculationGroups`: SixLayer keeps a group with a text `id` and `formula`, a list of
    /// `dependentFields` and a whole `priority`, and skips any other. Data, never drawn.
    func checkCalculationGroups(warnings: inout WarningLog) {
        let key = "calculationGroups"
        guard let node = reader.node(key) else { return }
        guard case .array(let groups) = node.value else {
            ignored(key, node, "SixLayer reads an array of {id, formula, dependentFields, priority}, so it is ignored", warnings: &warnings)
            return
        }
        for (offset, group) in groups.enumerated() {
            guard case .object(let object) = group.value,
                  case .string? = object["id"]?.value, case .string? = object["formula"]?.value,
                  case .array(let dependents)? = object["dependentFields"]?.value,
                  dependents.allSatisfy({ if case .string = $0.value { return true } else { return false } }),
                  case .number(let priority)? = object["priority"]?.value, priority.intValue != nil else {
                let path = "\(reader.path(key))[\(offset)]"
                warnings.add("'\(path)' needs a text id and formula, a list of dependentFields and a whole priority; SixLayer skips this group",
                             at: SourceLocation(file: reader.file, position: group.position, keyPath: path))
                continue
            }
        }
    }

    /// A key SixLayer does not read for a meaning: metadata when its value is text (a number or a Bool
    /// is kept as its text); an object or a list SixLayer drops, with a warning.
    func metadataEntry(_ key: String, _ node: JSONNode, warnings: inout WarningLog) -> MetadataEntry? {
        if node.value == .null { return nil }
        guard let text = JSONObjectReader.scalarText(node) else {
            warnings.add("'\(reader.path(key))' is \(node.value.shortDescription); SixLayer keeps only text as a field's metadata, so it is ignored",
                         at: SourceLocation(file: reader.file, position: node.position, keyPath: reader.path(key)))
            return nil
        }
        return MetadataEntry(key: key, value: text)
    }
}
