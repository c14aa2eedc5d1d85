import Foundation
import FormSupport

/// The layout dump as text: `LayoutDump` printed with its boxes, pages and outline one member a line and
/// every smaller value (a frame, a style) on one line, numbers short. The model says what is written; this
/// says only how it is laid out, so the bytes of a reference stay as they were.
public enum LayoutJSON {
    public static func encode(_ tree: LayoutTree) -> String {
        text(.tree(LayoutDump.Tree(tree)))
    }

    /// A layout as its dump: a screen as its one tree; paper as the whole document; or, given `page`,
    /// that one page as a snapshot case keeps it (`LayoutDump`).
    public static func encode(_ layout: PagedLayout, page pageNumber: Int? = nil) -> String {
        if let pageNumber, !layout.isScreen { return text(LayoutDump(page: pageNumber, of: layout)) }
        return text(LayoutDump(layout))
    }

    public static func text(_ dump: LayoutDump) -> String {
        // Boxes, pages and the lists of them one member a line; a frame, a style, an outline entry on one.
        let expands = { (key: String?, isArray: Bool, keys: [String]) -> Bool in
            isArray ? key == "children" || key == "pages" || key == "outline" : keys.contains { $0 == "root" || $0 == "children" || $0 == "pages" }
        }
        // The model's encoding throws nothing: every member is a plain value.
        return (try? JSONValueEncoder(formatNumber: number).text(dump, expands: expands)) ?? ""
    }

    /// Reads a dump, every error at its line and column with the key path (`'root.frame.x' must be a
    /// number (at most 1000000)`).
    public static func decode(_ text: String) throws -> LayoutDump {
        try JSONNodeDecoder.decode(LayoutDump.self, from: text)
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
        JSONText.quoted(text)
    }
}
