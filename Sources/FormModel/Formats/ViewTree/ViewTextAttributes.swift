import BoxTree
import FormSupport

/// A label's text styling as SwiftJsonUI's SwiftUI renderer reads it (`LabelConverter`,
/// `PartialAttributedText`, `TextDecoration`): `underline` and `strikethrough`, `partialAttributes`,
/// `lineBreakMode`, weights by word or number.
enum TextStyleReader {
    /// `underline` / `strikethrough`: `true`/`false` (1/0); an object `{lineStyle, color, lineOffset}`,
    /// which draws unless its `lineStyle` is `None`; an array draws. SwiftJsonUI draws for any other
    /// value too, a string included (even "false"): drawn, with a warning saying so.
    static func decoration(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> ViewTextDecoration? {
        switch v.value {
        case .null: return nil
        case .bool(let flag): return flag ? ViewTextDecoration() : nil
        case .number(let number): return number != 0 ? ViewTextDecoration() : nil
        case .array: return ViewTextDecoration()
        case .string(let text), .colour(let text):
            warnings.add("'\(v.key)' on \(v.type.rawValue) is the string \"\(text)\", which SwiftJsonUI reads as a line wanted whatever it says; drawn (write true or false)",
                         at: v.location)
            return ViewTextDecoration()
        case .object(let object):
            var decoration = ViewTextDecoration()
            for (key, value) in object.members {
                let member = v.member(key, value)
                switch key {
                case "lineStyle":
                    guard let style = try member.string(warnings: &warnings) else { continue }
                    switch style.lowercased() {
                    case "single": decoration.decoration.line = .single
                    case "double": decoration.decoration.line = .double
                    case "thick": decoration.decoration.line = .thick
                    case "none": return nil
                    default:
                        warnings.add("'\(member.key)' '\(style)' is not a line style (Single, Double, Thick or None); drawn Single, as SwiftJsonUI does",
                                     at: v.location)
                    }
                case "color", "colour": decoration.decoration.color = try member.color(warnings: &warnings)
                case "lineOffset":
                    decoration.lineOffset = try member.number(in: -ViewLimits.maxLength...ViewLimits.maxLength, warnings: &warnings)
                default:
                    warnings.add("unknown '\(v.key)' property '\(key)' (known: lineStyle, color, lineOffset); ignored", at: v.location)
                }
            }
            return decoration
        }
    }

    /// `lineBreakMode`: Head, Middle, Tail, Clip, Word or Char, in any case. SwiftJsonUI's SwiftUI
    /// renderer reads only `Head`, `Middle`, `Tail` and `Clip` as written, so another spelling is drawn
    /// as FormRender reads it with a warning that the device would not.
    static func lineBreakMode(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> ViewLineBreakMode? {
        let names: [String: ViewLineBreakMode] = ["head": .head, "middle": .middle, "tail": .tail, "clip": .clip, "word": .word, "char": .char,
                                                  "truncatinghead": .head, "truncatingmiddle": .middle, "truncatingtail": .tail,
                                                  "clipping": .clip, "wordwrapping": .word, "charwrapping": .char, "bywordwrapping": .word,
                                                  "bycharwrapping": .char, "byclipping": .clip, "bytruncatinghead": .head,
                                                  "bytruncatingmiddle": .middle, "bytruncatingtail": .tail]
        guard let mode = try v.choice(names, expected: "Head, Middle, Tail, Clip, Word or Char", warnings: &warnings) else { return nil }
        if let written = v.text, [.head, .middle, .tail, .clip].contains(mode), written != mode.rawValue.capitalized {
            warnings.add("'lineBreakMode' '\(written)' is drawn as \(mode.rawValue.capitalized); SwiftJsonUI's SwiftUI renderer reads only 'Head', 'Middle', 'Tail' and 'Clip' as written, and would ignore it",
                         at: v.location)
        }
        return mode
    }

    /// A weight as SwiftJsonUI's `Font.Weight.from` reads it, on the faces FormRender has: ultralight,
    /// thin, light and regular (100 to 400, and 800) are regular; medium and semibold (500, 600)
    /// semibold; bold, heavy and black (700, 900) bold. Nil for a word that is no weight.
    static func weight(_ text: String) -> FontWeight? {
        switch text.lowercased().trimmingCharacters(in: .whitespaces) {
        case "ultralight", "thin", "light", "regular", "normal", "100", "200", "300", "400", "800": return .regular
        case "medium", "semibold", "500", "600": return .semibold
        case "bold", "heavy", "black", "700", "900": return .bold
        default: return nil
        }
    }

    /// `partialAttributes`: an array of `{range, fontColor, fontSize, fontWeight (or font), background,
    /// underline, strikethrough, onclick}`; `range` is `[start, end]` (characters, the end left out,
    /// start before end) or a text whose first occurrence is styled. An entry without a usable range is
    /// left out with a warning, as SwiftJsonUI leaves it out.
    static func partials(_ v: AttributeValueReader, warnings: inout WarningLog) throws -> [PartialTextStyle]? {
        let expected = "an array of objects, each with a 'range' ([start, end] or a text)"
        switch v.value {
        case .null: return nil
        case .array(let items) where items.count <= ViewLimits.maxItems:
            var partials: [PartialTextStyle] = []
            for (index, item) in items.enumerated() {
                let at = "\(v.key)[\(index)]"
                guard case .object(let object) = item else {
                    _ = try v.member("", item, key: at).mismatch("an object with a 'range'", warnings: &warnings) as Bool?
                    continue
                }
                if let partial = try partial(object, at: at, v, warnings: &warnings) { partials.append(partial) }
            }
            return partials
        default:
            return try v.mismatch(expected, warnings: &warnings)
        }
    }

    private static func partial(_ object: ViewObject, at path: String, _ v: AttributeValueReader, warnings: inout WarningLog) throws -> PartialTextStyle? {
        var target: PartialTextStyle.Target?
        var style = PartialTextStyle(.substring(""))
        for (key, value) in object.members {
            let member = v.member(key, value, key: "\(path).\(key)")
            switch key {
            case "range":
                switch value {
                case .string(let text), .colour(let text):
                    // An empty text styles nothing (SwiftJsonUI's "no highlight").
                    guard !text.isEmpty else { return nil }
                    target = .substring(text)
                case .array(let bounds) where bounds.count == 2:
                    guard case .number(let start) = bounds[0], case .number(let end) = bounds[1], start.rounded() == start, end.rounded() == end,
                          start >= 0, start < end, end <= Double(Int32.max) else {
                        _ = try member.mismatch("[start, end]: whole numbers of characters, 0 ≤ start < end", warnings: &warnings) as Bool?
                        return nil
                    }
                    target = .characters(Int(start)..<Int(end))
                default:
                    _ = try member.mismatch("[start, end] or a text to find", warnings: &warnings) as Bool?
                    return nil
                }
            case "fontColor", "textColor", "color": style.fontColor = try member.color(warnings: &warnings)
            case "fontSize": style.fontSize = try member.number(in: 1...ViewLimits.maxFontSize, warnings: &warnings)
            case "fontWeight", "font":
                guard let text = try member.string(warnings: &warnings) else { continue }
                if let weight = weight(text) {
                    style.fontWeight = weight
                } else {
                    // SwiftJsonUI's `Font.Weight.from` makes any other word regular.
                    warnings.add("'\(member.key)' '\(text)' is not a weight (ultralight, thin, light, regular, medium, semibold, bold, heavy, black or 100 to 900); drawn regular",
                                 at: v.location)
                    style.fontWeight = .regular
                }
            case "background", "backgroundColor": style.background = try member.color(warnings: &warnings)
            case "underline": style.underline = try partialLine(member, warnings: &warnings)
            case "strikethrough": style.strikethrough = try partialLine(member, warnings: &warnings)
            case "onclick", "onClick":
                // A tap on the range: nothing to draw.
                break
            default:
                warnings.add("unknown '\(path)' property '\(key)' (known: range, fontColor, fontSize, fontWeight, font, background, underline, strikethrough, onclick); ignored",
                             at: v.location)
            }
        }
        guard let target else {
            warnings.add("'\(path)' has no 'range' ([start, end] or a text); it styles nothing", at: v.location)
            return nil
        }
        style.target = target
        return style
    }

    /// A partial's `underline` / `strikethrough`: always a single line in the text's colour. `true`, a
    /// non-empty array, or an object unless its `lineStyle` is `None`; a string draws nothing, as in
    /// SwiftJsonUI's partials.
    private static func partialLine(_ member: AttributeValueReader, warnings: inout WarningLog) throws -> Bool {
        switch member.value {
        case .null: return false
        case .bool(let flag): return flag
        case .number(let number): return number != 0
        case .array(let items): return !items.isEmpty
        case .object(let object):
            if case .string(let style)? = object["lineStyle"], style.lowercased() == "none" { return false }
            return true
        case .string, .colour:
            return try member.mismatch("true or false (SwiftJsonUI draws no line for a string here)", warnings: &warnings) ?? false
        }
    }

    /// The bundled family `fontFamily` names, or nil when it names another: only Inter is bundled
    /// (its other fonts cover scripts Inter lacks, and are found for them whatever the family).
    static func isBundledFamily(_ family: String) -> Bool {
        let name = family.lowercased().trimmingCharacters(in: .whitespaces)
        return name == "inter" || name.hasPrefix("inter-") || name.hasPrefix("inter ")
    }

    /// The bundled face drawn for a weight and slant: "Inter Bold", "Inter Italic".
    static func bundledFace(weight: FontWeight, italic: Bool) -> String {
        let weightName: String
        switch weight {
        case .regular: weightName = italic ? "" : " Regular"
        case .semibold: weightName = " SemiBold"
        case .bold: weightName = " Bold"
        }
        return "Inter" + weightName + (italic ? " Italic" : "")
    }
}

extension AttributeValueReader {
    /// A member of this attribute's object value, read with the same rules (`key` names it in messages).
    func member(_ name: String, _ value: ViewValue, key: String? = nil) -> AttributeValueReader {
        AttributeValueReader(key: key ?? "\(self.key).\(name)", value: value, isBound: isBound, location: location, type: type, strict: strict,
                             colours: colours)
    }
}
