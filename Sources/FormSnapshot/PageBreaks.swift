import BoxTree

/// Where a printed document's page breaks moved, from the page count and outline every page's layout
/// dump carries: `pages 2 → 3`, `section 'contact': page 1 → 2`.
enum PageBreaks {
    struct Outline {
        var pageCount: Int?
        /// Section id (or title) → its first page, in outline order.
        var pages: [(String, Int)]
    }

    static func changes(reference: LayoutDump.Tree, actual: LayoutDump.Tree) -> [String] {
        guard let before = outline(reference), let after = outline(actual) else { return [] }
        var messages: [String] = []
        if let old = before.pageCount, let new = after.pageCount, old != new { messages.append("pages \(old) → \(new)") }
        let now = Dictionary(after.pages, uniquingKeysWith: { first, _ in first })
        for (section, page) in before.pages {
            guard let moved = now[section], moved != page else { continue }
            messages.append("section '\(section)': page \(page) → \(moved)")
        }
        return messages
    }

    /// The outline of a page's layout; nil for a layout that is not a printed page.
    static func outline(_ tree: LayoutDump.Tree) -> Outline? {
        guard let entries = tree.outline else { return nil }
        return Outline(pageCount: tree.pageCount, pages: entries.map { ($0.id ?? $0.title, $0.page) })
    }
}
