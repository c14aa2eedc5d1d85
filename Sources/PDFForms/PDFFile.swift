/// A finished PDF as written with a classic cross-reference table (Cairo's), read just enough to
/// update it: the trailer, where each object starts, the catalog and the pages in order.
struct PDFFile {
    let bytes: [UInt8]
    /// Where the last cross-reference table starts.
    let startXref: Int
    /// Object number → offset of `N G obj`.
    let offsets: [Int: Int]
    /// Object number → where its 20-byte entry is in the newest cross-reference section.
    let entries: [Int: Int]
    let size: Int
    let root: Int
    let info: Int?

    static let maxTreeDepth = 64

    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        guard let keyword = PDFSyntax.lastIndex(of: "startxref", in: bytes, before: bytes.count),
              let start = PDFSyntax.integer(in: bytes, from: keyword + 9)?.value else {
            throw Malformed(description: "no 'startxref' at the end of the PDF")
        }
        startXref = start
        var offsets: [Int: Int] = [:]
        var entries: [Int: Int] = [:]
        var section: Int? = start
        var visited = Set<Int>()
        var newest: (size: Int, root: Int, info: Int?)?
        // The newest section first; an older one (`/Prev`) fills in only the objects not written since.
        while let at = section, visited.insert(at).inserted, visited.count <= 1_000 {
            var sectionEntries: [Int: Int] = [:]
            let trailer = try PDFFile.readSection(bytes, at: at, into: &offsets, entries: &sectionEntries)
            if visited.count == 1 { entries = sectionEntries }
            guard let size = PDFSyntax.integerValue(of: "/Size", in: bytes, dictionary: trailer),
                  let root = PDFSyntax.referenceValue(of: "/Root", in: bytes, dictionary: trailer) else {
                throw Malformed(description: "the PDF's trailer has no /Size or /Root")
            }
            if newest == nil { newest = (size, root, PDFSyntax.referenceValue(of: "/Info", in: bytes, dictionary: trailer)) }
            section = PDFSyntax.integerValue(of: "/Prev", in: bytes, dictionary: trailer)
        }
        guard let newest else { throw Malformed(description: "the PDF has no cross-reference section") }
        self.offsets = offsets
        self.entries = entries
        self.size = newest.size
        self.root = newest.root
        self.info = newest.info
    }

    /// Reads the classic cross-reference section at `start` (entries not already known), and returns
    /// its trailer's dictionary.
    private static func readSection(_ bytes: [UInt8], at start: Int, into offsets: inout [Int: Int],
                                    entries: inout [Int: Int]) throws -> Range<Int> {
        guard start >= 0, start < bytes.count, PDFSyntax.matches("xref", in: bytes, at: start) else {
            throw Malformed(description: "the PDF's cross-reference is not a classic 'xref' table (a compressed stream?); fillable output needs one")
        }
        var cursor = start + 4
        // Subsections: `first count`, then `count` entries of 20 bytes, until `trailer`.
        while true {
            cursor = PDFSyntax.skipWhitespace(bytes, cursor)
            if PDFSyntax.matches("trailer", in: bytes, at: cursor) { break }
            guard let first = PDFSyntax.integer(in: bytes, from: cursor),
                  let count = PDFSyntax.integer(in: bytes, from: first.end), count.value >= 0, count.value < 10_000_000 else {
                throw Malformed(description: "a cross-reference subsection at byte \(cursor) is unreadable")
            }
            cursor = PDFSyntax.skipWhitespace(bytes, count.end)
            for index in 0..<count.value {
                let entry = cursor + index * 20
                guard entry + 18 <= bytes.count, let offset = Int(PDFSyntax.text(bytes, entry..<entry + 10)) else {
                    throw Malformed(description: "a cross-reference entry at byte \(entry) is unreadable")
                }
                if bytes[entry + 17] == UInt8(ascii: "n"), offsets[first.value + index] == nil {
                    offsets[first.value + index] = offset
                    entries[first.value + index] = entry
                }
            }
            cursor += count.value * 20
        }
        guard let open = PDFSyntax.index(of: "<<", in: bytes, from: cursor), let trailer = PDFSyntax.dictionary(in: bytes, at: open) else {
            throw Malformed(description: "the PDF's trailer is unreadable")
        }
        return trailer
    }

    /// The dictionary of object `number` (the `<<…>>` after `N 0 obj`).
    func dictionary(of number: Int) throws -> Range<Int> {
        // The dictionary must close inside its object, before `endobj`: one that runs on would take
        // other objects with it into the update.
        guard let offset = offsets[number], offset < bytes.count,
              let open = PDFSyntax.index(of: "<<", in: bytes, from: offset), open < offset + 40,
              let range = PDFSyntax.dictionary(in: bytes, at: open),
              let end = PDFSyntax.index(of: "endobj", in: bytes, from: open), range.upperBound <= end else {
            throw Malformed(description: "object \(number) is not a dictionary where the cross-reference says")
        }
        return range
    }

    /// The page objects in reading order, through the page tree from the catalog.
    func pages() throws -> [Int] {
        let catalog = try dictionary(of: root)
        guard let top = PDFSyntax.referenceValue(of: "/Pages", in: bytes, dictionary: catalog) else {
            throw Malformed(description: "the catalog has no /Pages")
        }
        var pages: [Int] = []
        var visited = Set<Int>()
        // A page tree is shallow (Cairo's is one level); a deeper one is refused rather than followed
        // down a stack's worth of nodes.
        func walk(_ node: Int, depth: Int) throws {
            guard visited.insert(node).inserted, visited.count < 100_000 else { return }
            guard depth <= PDFFile.maxTreeDepth else {
                throw Malformed(description: "the page tree is more than \(PDFFile.maxTreeDepth) levels deep")
            }
            let range = try dictionary(of: node)
            if let kids = PDFSyntax.arrayValue(of: "/Kids", in: bytes, dictionary: range) {
                for kid in PDFSyntax.references(in: bytes, kids) { try walk(kid, depth: depth + 1) }
            } else {
                pages.append(node)
            }
        }
        try walk(top, depth: 0)
        return pages
    }
}
