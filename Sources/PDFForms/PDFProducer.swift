/// Names the program that made a PDF. Cairo writes its own name and version as the document's
/// `/Producer` and has no setting for it (1.16 or 1.18), so the string is replaced in the finished
/// file: the new one padded with spaces to the old one's length, so that no byte offset moves and the
/// cross-reference stays true.
public enum PDFProducer {
    /// `pdf` with its information dictionary's producer (Cairo's `/Producer (cairo …)`, the last in
    /// the file: a title that says the same is written in hex, since it holds parentheses) replaced
    /// by `producer`; unchanged if it has none in plain text or the new name is longer than the old.
    public static func stamp(_ pdf: [UInt8], producer: String) -> [UInt8] {
        guard let key = PDFSyntax.lastIndex(of: "/Producer (cairo ", in: pdf, before: pdf.count) else { return pdf }
        let open = PDFSyntax.skipWhitespace(pdf, key + "/Producer".utf8.count)
        guard open < pdf.count, pdf[open] == UInt8(ascii: "(") else { return pdf }
        // A string left open runs to the end of the file: only one closed before it is replaced.
        let end = PDFSyntax.skipString(pdf, open)
        guard end < pdf.count, pdf[end - 1] == UInt8(ascii: ")") else { return pdf }
        let close = end - 1
        let literal = Array("(\(escaped(producer)))".utf8)
        let oldLength = close + 1 - open
        guard literal.count <= oldLength else { return pdf }
        var stamped = pdf
        stamped.replaceSubrange(open...close, with: literal + [UInt8](repeating: UInt8(ascii: " "), count: oldLength - literal.count))
        return stamped
    }

    /// Printable ASCII as a literal string's content; anything else becomes `?`.
    static func escaped(_ text: String) -> String {
        String(text.unicodeScalars.map { scalar -> String in
            switch scalar {
            case "(", ")", "\\": return "\\" + String(scalar)
            case " "..."~": return String(scalar)
            default: return "?"
            }
        }.joined())
    }
}
