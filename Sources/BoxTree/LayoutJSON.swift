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

    /// A layout as its dump: a screen as its one tree; paper as `{"page": {"name", "width", "height"},
    /// "pageCount", "outline": [{"title", "id", "page", "y"}], "pages": [{"page", "root"}]}`, every box
    /// carrying its `page`, frames from its page's top left; or, given `page`, that one page as a
    /// snapshot case keeps it (the page's tree, with the document's page count and outline so a moved
    /// page break can be told).
    public static func encode(_ layout: PagedLayout, page pageNumber: Int? = nil) -> String {
        if layout.isScreen { return encode(layout.first) }
        if let pageNumber { return encode(page: pageNumber, of: layout) }
        let first = layout.pages.first
        var out = "{\n  \"page\": {\"name\": \(string(layout.pageName ?? "")), \"width\": \(number(first?.width ?? 0)), \"height\": \(number(first?.height ?? 0))},"
        out += "\n  \"pageCount\": \(layout.pages.count),\n  \"outline\": \(outline(layout.outline)),\n  \"pages\": ["
        for (index, page) in layout.pages.enumerated() {
            out += index == 0 ? "\n    " : ",\n    "
            out += "{\n      \"page\": \(index + 1),\n      \"root\": "
            write(page.root, indent: 3, page: index + 1, into: &out)
            out += "\n    }"
        }
        out += layout.pages.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    private static func encode(page pageNumber: Int, of paged: PagedLayout) -> String {
        let tree = paged.pages[pageNumber - 1]
        var out = "{\n  \"width\": \(number(tree.width)),\n  \"height\": \(number(tree.height)),\n  \"page\": \(pageNumber),"
        out += "\n  \"pageCount\": \(paged.pages.count),\n  \"outline\": \(outline(paged.outline)),\n  \"root\": "
        write(tree.root, indent: 1, page: pageNumber, into: &out)
        out += "\n}\n"
        return out
    }

    private static func outline(_ entries: [PagedLayout.OutlineEntry]) -> String {
        guard !entries.isEmpty else { return "[]" }
        let lines = entries.map { entry in
            "{\"title\": \(string(entry.title))" + (entry.id.map { ", \"id\": \(string($0))" } ?? "")
                + ", \"page\": \(entry.page), \"y\": \(number(entry.y))}"
        }
        return "[\n    " + lines.joined(separator: ",\n    ") + "\n  ]"
    }

    private static func write(_ box: LayoutBox, indent: Int, page: Int? = nil, into out: inout String) {
        let pad = String(repeating: "  ", count: indent + 1)
        out += "{\n\(pad)\"role\": \"\(box.role.rawValue)\""
        if let page { out += ",\n\(pad)\"page\": \(page)" }
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
            write(child, indent: indent + 2, page: page, into: &out)
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
