import BoxTree
import Expectations
import Testing
@testable import FormSnapshot

/// A printed page's layout dump carries the document's page count and outline: a failing page case
/// says first where the page breaks moved.
@Suite struct PageBreaksTests {
    func page(_ number: Int, of count: Int, sections: [(String, Int)], fields: [String]) -> String {
        let outline = sections.map { PagedLayout.OutlineEntry(title: $0.0.capitalized, id: $0.0, page: $0.1, y: 60) }
        let boxes = fields.enumerated().map { index, id in
            LayoutBox(role: "field", id: id, frame: Rect(x: 36, y: 60 + Double(index) * 50, width: 200, height: 42))
        }
        let pages = (1...count).map { n in
            LayoutTree(width: 595, height: 842, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 595, height: 842),
                                                                children: n == number ? boxes : []))
        }
        return LayoutJSON.encode(PagedLayout(pages: pages, outline: outline, pageName: "a4"), page: number)
    }

    @Test func movedSectionsAndPageCountComeFirst() throws {
        let before = page(1, of: 2, sections: [("account", 1), ("contact", 1), ("profile", 2)], fields: ["name", "email", "phone"])
        let after = page(1, of: 3, sections: [("account", 1), ("contact", 2), ("profile", 3)], fields: ["name", "email"])
        let messages = try LayoutDiff.describe(reference: before, actual: after)
        expectEqual(Array(messages.prefix(3)), ["pages 2 → 3", "section 'contact': page 1 → 2", "section 'profile': page 2 → 3"])
        expect(messages.contains("removed field 'phone'"))
    }

    @Test func samePagesSayNothingOfPages() throws {
        let layout = page(2, of: 2, sections: [("a", 1), ("b", 2)], fields: ["x"])
        try expect(LayoutDiff.describe(reference: layout, actual: layout).isEmpty)
    }

    @Test func screenLayoutsHaveNoOutline() throws {
        let tree = LayoutTree(width: 375, height: 100, root: LayoutBox(role: "form", frame: Rect(x: 0, y: 0, width: 375, height: 100)))
        let screen = try LayoutDiff.tree(LayoutJSON.encode(tree))
        expect(PageBreaks.outline(screen) == nil)
        expect(PageBreaks.changes(reference: screen, actual: screen).isEmpty)
    }
}
