/// A box's style and content in the layout dump, each on one line, only what differs from the defaults.
enum LayoutStyleJSON {
    static func write(_ box: LayoutBox, pad: String, into out: inout String) {
        if let style = styleObject(box.style) { out += ",\n\(pad)\"style\": \(style)" }
        if let run = box.textRun { out += ",\n\(pad)\"textStyle\": \(textObject(run, box: box))" }
        if let glyph = box.glyph {
            var members = [("glyph", LayoutJSON.string(glyph.glyph.rawValue)), ("color", color(glyph.color))]
            if glyph.inset != 0 { members.append(("inset", LayoutJSON.number(glyph.inset))) }
            if glyph.isMirrored { members.append(("mirrored", "true")) }
            out += ",\n\(pad)\"glyph\": \(object(members))"
        }
        if let image = box.image {
            out += ",\n\(pad)\"image\": " + object([("source", LayoutJSON.string(image.source)), ("width", String(image.width)),
                                                     ("height", String(image.height)), ("fit", LayoutJSON.string(image.fit.rawValue))])
        }
        if let link = box.link { out += ",\n\(pad)\"link\": \(LayoutJSON.string(link))" }
        if let field = box.fillable { out += ",\n\(pad)\"fillable\": \(fillableObject(field))" }
    }

    /// `{"name", "type", …}`: what a fillable PDF puts at the box.
    static func fillableObject(_ field: FillableField) -> String {
        var members = [("name", LayoutJSON.string(field.name))]
        switch field.kind {
        case .text(let multiline, let maxLength, let comb):
            members.append(("type", LayoutJSON.string(multiline ? "multilineText" : comb ? "comb" : "text")))
            if let maxLength { members.append(("maxLength", String(maxLength))) }
        case .checkBox:
            members.append(("type", LayoutJSON.string("checkBox")))
        case .radio(let option):
            members.append(("type", LayoutJSON.string("radio")))
            members.append(("option", LayoutJSON.string(option)))
        case .choice(let options):
            members.append(("type", LayoutJSON.string("choice")))
            members.append(("options", "[" + options.map(LayoutJSON.string).joined(separator: ", ") + "]"))
        }
        if let value = field.value { members.append(("value", LayoutJSON.string(value))) }
        if field.isRequired { members.append(("required", "true")) }
        if field.isReadOnly { members.append(("readOnly", "true")) }
        return object(members)
    }

    static func styleObject(_ style: BoxStyle) -> String? {
        guard !style.isEmpty else { return nil }
        var members: [(String, String)] = []
        if let fill = style.fill { members.append(("fill", color(fill))) }
        if let gradient = style.gradient {
            members.append(("gradient", object([("colors", "[" + gradient.colors.map(color).joined(separator: ", ") + "]"),
                                                ("from", "[" + [gradient.startX, gradient.startY].map(LayoutJSON.number).joined(separator: ", ") + "]"),
                                                ("to", "[" + [gradient.endX, gradient.endY].map(LayoutJSON.number).joined(separator: ", ") + "]")])))
        }
        if let border = style.border {
            var parts = [("color", color(border.color)), ("width", LayoutJSON.number(border.width))]
            if !border.dash.isEmpty { parts.append(("dash", "[" + border.dash.map(LayoutJSON.number).joined(separator: ", ") + "]")) }
            members.append(("border", object(parts)))
        }
        if !style.radii.isZero { members.append(("radii", radii(style.radii))) }
        if case .circle(let radius) = style.shape { members.append(("circle", LayoutJSON.number(radius))) }
        if let shadow = style.shadow {
            var parts = [("color", color(shadow.color))]
            if shadow.opacity != 1 { parts.append(("opacity", LayoutJSON.number(shadow.opacity))) }
            if shadow.offsetX != 0 { parts.append(("offsetX", LayoutJSON.number(shadow.offsetX))) }
            if shadow.offsetY != 0 { parts.append(("offsetY", LayoutJSON.number(shadow.offsetY))) }
            if shadow.blur != 0 { parts.append(("blur", LayoutJSON.number(shadow.blur))) }
            if shadow.spread != 0 { parts.append(("spread", LayoutJSON.number(shadow.spread))) }
            if shadow.profile != .gradient { parts.append(("profile", LayoutJSON.string(shadow.profile.rawValue))) }
            members.append(("shadow", object(parts)))
        }
        if style.opacity != 1 { members.append(("opacity", LayoutJSON.number(style.opacity))) }
        if style.clips { members.append(("clips", "true")) }
        if style.decorationOutsets != .zero {
            let o = style.decorationOutsets
            members.append(("outsets", object([("top", o.top), ("left", o.left), ("bottom", o.bottom), ("right", o.right)]
                .filter { $0.1 != 0 }.map { ($0.0, LayoutJSON.number($0.1)) })))
        }
        if !style.rules.isEmpty {
            let rules = style.rules.map { rule in
                object([("axis", LayoutJSON.string(rule.axis.rawValue)), ("offset", LayoutJSON.number(rule.offset)),
                        ("start", LayoutJSON.number(rule.startInset)), ("end", LayoutJSON.number(rule.endInset)),
                        ("thickness", LayoutJSON.number(rule.thickness)), ("color", color(rule.color))])
            }
            members.append(("rules", "[" + rules.joined(separator: ", ") + "]"))
        }
        return object(members)
    }

    static func textObject(_ run: TextRun, box: LayoutBox) -> String {
        let font = run.font
        var members = [("font", LayoutJSON.string("\(font.family) \(font.weight.rawValue)\(font.italic ? " italic" : "") \(LayoutJSON.number(font.size))/\(LayoutJSON.number(font.lineHeight))")),
                       ("color", color(run.color))]
        if run.string != box.text { members.append(("shows", LayoutJSON.string(run.string))) }
        if run.alignment != .leading { members.append(("align", LayoutJSON.string(run.alignment.rawValue))) }
        if run.isRightToLeft { members.append(("direction", LayoutJSON.string("rtl"))) }
        if run.wrapping != .wrap { members.append(("wrapping", LayoutJSON.string(run.wrapping.rawValue))) }
        if let lines = run.maxLines, run.wrapping == .wrap { members.append(("maxLines", String(lines))) }
        if run.ellipsis && run.wrapping == .wrap { members.append(("ellipsis", "true")) }
        if !run.coloredRanges.isEmpty {
            let ranges = run.coloredRanges.map {
                object([("from", String($0.range.lowerBound)), ("to", String($0.range.upperBound)), ("color", color($0.color))])
            }
            members.append(("ranges", "[" + ranges.joined(separator: ", ") + "]"))
        }
        if !run.styledRanges.isEmpty {
            let styles = run.styledRanges.map { styled -> String in
                var parts = [("from", String(styled.range.lowerBound)), ("to", String(styled.range.upperBound))]
                if let color = styled.color { parts.append(("color", self.color(color))) }
                if let font = styled.font { parts.append(("font", LayoutJSON.string(fontName(font)))) }
                if let background = styled.background { parts.append(("background", self.color(background))) }
                if let underline = styled.underline { parts.append(("underline", LayoutJSON.string(decoration(underline)))) }
                if let strike = styled.strikethrough { parts.append(("strikethrough", LayoutJSON.string(decoration(strike)))) }
                return object(parts)
            }
            members.append(("styles", "[" + styles.joined(separator: ", ") + "]"))
        }
        if let underline = run.underline { members.append(("underline", LayoutJSON.string(decoration(underline)))) }
        if let strike = run.strikethrough { members.append(("strikethrough", LayoutJSON.string(decoration(strike)))) }
        if run.baselineOffset != 0 { members.append(("baselineOffset", LayoutJSON.number(run.baselineOffset))) }
        if run.lineSpacing != 0 { members.append(("lineSpacing", LayoutJSON.number(run.lineSpacing))) }
        if run.truncation != .tail { members.append(("truncation", LayoutJSON.string(run.truncation.rawValue))) }
        if run.breaksAnywhere { members.append(("breaks", LayoutJSON.string("anywhere"))) }
        if let after = run.trailingGlyph {
            members.append(("after", object([("glyph", LayoutJSON.string(after.glyph.rawValue)), ("color", color(after.color)),
                                             ("size", LayoutJSON.number(after.size)), ("gap", LayoutJSON.number(after.gap))])))
        }
        return object(members)
    }

    /// "Inter bold 20/24": family, weight, slant, size and line height.
    static func fontName(_ font: FontSpec) -> String {
        "\(font.family) \(font.weight.rawValue)\(font.italic ? " italic" : "") \(LayoutJSON.number(font.size))/\(LayoutJSON.number(font.lineHeight))"
    }

    /// "single", "double #FF0000": a line's style and its own colour, if it has one.
    static func decoration(_ decoration: TextDecoration) -> String {
        decoration.line.rawValue + (decoration.color.map { " " + $0.hexString } ?? "")
    }

    static func color(_ color: Color) -> String {
        LayoutJSON.string(color.hexString)
    }

    static func radii(_ radii: CornerRadii) -> String {
        let all = [radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft]
        if Set(all).count == 1 { return LayoutJSON.number(radii.topLeft) }
        return "[" + all.map(LayoutJSON.number).joined(separator: ", ") + "]"
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(LayoutJSON.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }
}
