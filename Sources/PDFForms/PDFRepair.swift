/// Mends what Cairo 1.16 gets wrong in the PDFs it writes, in place (offsets unchanged).
///
/// A page with a link makes Cairo set up a structure tree it never writes: the cross-reference then
/// lists an object (the link's structure element) at an offset where another object begins, and
/// checkers call the file damaged (`qpdf --check`: "expected 3 0 obj … object 3 0 not found"). No
/// object that is written refers to it but an orphaned parent-tree array, so its entry is marked
/// free, as for a deleted object; a reader then takes any reference to it as null, as the PDF
/// specification says.
public enum PDFRepair {
    public static func freeingUnwrittenObjects(_ pdf: [UInt8]) -> [UInt8] {
        // A PDF this cannot read (a compressed cross-reference) is left as it is.
        guard let file = try? PDFFile(pdf) else { return pdf }
        var mended = pdf
        for (number, offset) in file.offsets where !isObject(number, at: offset, in: pdf) {
            guard let entry = file.entries[number], entry + 18 <= mended.count else { continue }
            // "0000000000 00001 f": free, its number to be used again at generation 1.
            let free = Array("0000000000 00001 f".utf8)
            mended.replaceSubrange(entry..<entry + 18, with: free)
        }
        return mended
    }

    /// Cairo 1.16 names an image in a page's resources once for every time the page draws it (an emoji
    /// shown twice): `/XObject << /x47 47 0 R /x47 47 0 R >>`, a duplicated key that checkers warn
    /// about. Each repeat of a name with the same reference is blanked to spaces, in place.
    public static func blankingRepeatedResourceNames(_ pdf: [UInt8]) -> [UInt8] {
        var mended = pdf
        for category in ["/XObject", "/Pattern", "/ExtGState", "/Shading", "/Font"] {
            var cursor = 0
            while let key = PDFSyntax.index(of: category, in: pdf, from: cursor) {
                cursor = key + category.utf8.count
                // Words in a title or a text string are not resources.
                guard !isInsideLiteralString(pdf, at: key) else { continue }
                let open = PDFSyntax.skipWhitespace(pdf, cursor)
                guard PDFSyntax.matches("<<", in: pdf, at: open) else { continue }
                blankRepeats(in: pdf, from: open + 2, into: &mended)
            }
        }
        return mended
    }

    /// Cairo writes one dictionary entry a line: `index` is inside a literal string when more
    /// parentheses open than close before it on its line (escaped ones aside).
    static func isInsideLiteralString(_ bytes: [UInt8], at index: Int) -> Bool {
        var start = index
        while start > 0, index - start < 65_536, bytes[start - 1] != 0x0A, bytes[start - 1] != 0x0D { start -= 1 }
        var depth = 0, cursor = start
        while cursor < index {
            switch bytes[cursor] {
            case UInt8(ascii: "\\"): cursor += 1
            case UInt8(ascii: "("): depth += 1
            case UInt8(ascii: ")"): depth = max(0, depth - 1)
            default: break
            }
            cursor += 1
        }
        return depth > 0
    }

    /// Reads `/name N G R` entries from `start` to the dictionary's `>>` and blanks every entry whose
    /// name and reference came before; a dictionary of anything else is left alone.
    private static func blankRepeats(in pdf: [UInt8], from start: Int, into mended: inout [UInt8]) {
        var seen: [String: String] = [:]
        var repeats: [Range<Int>] = []
        var cursor = PDFSyntax.skipWhitespace(pdf, start)
        while cursor < pdf.count, repeats.count + seen.count < 100_000 {
            if PDFSyntax.matches(">>", in: pdf, at: cursor) {
                for range in repeats { mended.replaceSubrange(range, with: [UInt8](repeating: UInt8(ascii: " "), count: range.count)) }
                return
            }
            guard pdf[cursor] == UInt8(ascii: "/") else { return }
            var nameEnd = cursor + 1
            while nameEnd < pdf.count, !PDFSyntax.isWhitespace(pdf[nameEnd]), !PDFSyntax.isDelimiter(pdf[nameEnd]) { nameEnd += 1 }
            guard let number = PDFSyntax.integer(in: pdf, from: nameEnd), let generation = PDFSyntax.integer(in: pdf, from: number.end) else { return }
            let r = PDFSyntax.skipWhitespace(pdf, generation.end)
            guard r < pdf.count, pdf[r] == UInt8(ascii: "R") else { return }
            let name = PDFSyntax.text(pdf, cursor..<nameEnd), reference = "\(number.value) \(generation.value)"
            if let earlier = seen[name] {
                guard earlier == reference else { return }
                repeats.append(cursor..<r + 1)
            } else {
                seen[name] = reference
            }
            cursor = PDFSyntax.skipWhitespace(pdf, r + 1)
        }
    }

    /// `N G obj` starts at `offset`.
    static func isObject(_ number: Int, at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset >= 0, offset < bytes.count, let found = PDFSyntax.integer(in: bytes, from: offset), found.value == number,
              PDFSyntax.skipWhitespace(bytes, offset) == offset, let generation = PDFSyntax.integer(in: bytes, from: found.end) else { return false }
        return PDFSyntax.matches("obj", in: bytes, at: PDFSyntax.skipWhitespace(bytes, generation.end))
    }
}
