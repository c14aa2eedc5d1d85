import FormSupport

/// Where a printed document's page breaks moved, from the page count and outline every page's layout
/// dump carries: `pages 2 → 3`, `section 'contact': page 1 → 2`.
enum PageBreaks {
    struct Outline {
        var pageCount: Int?
        /// Section id (or title) → its first page, in outline order.
        var pages: [(String, Int)]
    }

    static func changes(reference: String, actual: String) -> [String] {
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

    /// The outline of a page's layout dump; nil for a layout that is not a printed page (or unreadable,
    /// which the box comparison reports).
    static func outline(_ json: String) -> Outline? {
        guard let root = try? JSONParser.parse(json), case .object(let top) = root.value,
              let outlineNode = top["outline"], case .array(let entries) = outlineNode.value else { return nil }
        var pageCount: Int?
        if case .number(let count)? = top["pageCount"]?.value { pageCount = Int(exactly: count.value) }
        var pages: [(String, Int)] = []
        for entry in entries {
            guard case .object(let members) = entry.value, case .number(let page)? = members["page"]?.value,
                  let number = Int(exactly: page.value) else { continue }
            var name: String?
            if case .string(let id)? = members["id"]?.value { name = id } else if case .string(let title)? = members["title"]?.value { name = title }
            if let name { pages.append((name, number)) }
        }
        return Outline(pageCount: pageCount, pages: pages)
    }
}
