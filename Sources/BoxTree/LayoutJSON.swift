import Foundation

/// The layout tree as JSON: `{"width", "height", "root"}`, each box `{"role", "id"?, "text"?, "frame",
/// notes…, "style"?, "textStyle"?, "glyph"?, "image"?, "children"}`, frames in points, colours
/// `#RRGGBB[AA]`. Written by hand so key order is fixed and numbers are short.
public enum LayoutJSON {
    public static func encode(_ tree: LayoutTree) -> String {
        var out = "{\n  \"width\": \(number(tree.width)),\n  \"height\": \(number(tree.height)),\n  \"root\": "
        write(tree.root, indent: 1, into: &out)
        out += "\n}\n"
        return out
    }

    private static func write(_ box: LayoutBox, indent: Int, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        out += "{\n\(pad)\"role\": \"\(box.role.rawValue)\""
        if let id = box.id { out += ",\n\(pad)\"id\": \(string(id))" }
        if let text = box.text { out += ",\n\(pad)\"text\": \(string(text))" }
        let f = box.frame
        out += ",\n\(pad)\"frame\": {\"x\": \(number(f.x)), \"y\": \(number(f.y)), \"width\": \(number(f.width)), \"height\": \(number(f.height))}"
        for note in box.notes {
            switch note.value {
            case .flag: out += ",\n\(pad)\(string(note.key)): true"
            case .text(let value): out += ",\n\(pad)\(string(note.key)): \(string(value))"
            }
        }
        LayoutStyleJSON.write(box, pad: pad, into: &out)
        out += ",\n\(pad)\"children\": ["
        for (index, child) in box.children.enumerated() {
            out += index == 0 ? "\n\(pad)  " : ",\n\(pad)  "
            write(child, indent: indent + 2, into: &out)
        }
        out += box.children.isEmpty ? "]" : "\n\(pad)]"
        out += "\n\(String(repeating: "  ", count: indent))}"
    }

    /// Points to three decimals at most, with no trailing zeros (43.5, 16, 120.125). Layout never makes
    /// a non-finite value; if one appears it prints as 0 rather than as invalid JSON.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(format: "%.0f", value) }
        let whole = Int64(thousandths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        var text = sign + String(magnitude / 1000)
        let fraction = magnitude % 1000
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: 3 - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text == "-0" ? "0" : text
    }

    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let s where s.value < 0x20:
                let hex = String(s.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
