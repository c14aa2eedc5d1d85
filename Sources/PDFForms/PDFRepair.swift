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

    /// `N G obj` starts at `offset`.
    static func isObject(_ number: Int, at offset: Int, in bytes: [UInt8]) -> Bool {
        guard offset >= 0, offset < bytes.count, let found = PDFSyntax.integer(in: bytes, from: offset), found.value == number,
              PDFSyntax.skipWhitespace(bytes, offset) == offset, let generation = PDFSyntax.integer(in: bytes, from: found.end) else { return false }
        return PDFSyntax.matches("obj", in: bytes, at: PDFSyntax.skipWhitespace(bytes, generation.end))
    }
}
