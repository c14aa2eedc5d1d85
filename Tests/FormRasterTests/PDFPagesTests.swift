import BoxTree
import Foundation
import Expectations
import Testing
import FormRaster
import TestSupport

/// A PDF has one page per tree, each its own size: room for a paginating stage between layout and paint.
@Suite struct PDFPagesTests {
    func page(width: Double, height: Double, color: Color) -> LayoutTree {
        LayoutTree(width: width, height: height,
                   root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: width, height: height), style: BoxStyle(fill: color)))
    }

    @Test func onePagePerTreeInOrder() throws {
        let session = try makeSession()
        let pdf = try session.rasterizer.pdf(pages: [page(width: 595, height: 842, color: .white), page(width: 842, height: 595, color: .black)],
                                             title: "Two pages")
        let text = String(decoding: pdf, as: UTF8.self)
        expect(text.hasPrefix("%PDF-"))
        expect(text.contains("/Count 2"))
        let boxes = text.components(separatedBy: "/MediaBox[").dropFirst().map { $0.prefix { $0 != "]" } }
        expectEqual(boxes.map { $0.split(separator: " ").joined(separator: " ") }, ["0 0 595 842", "0 0 842 595"])
    }

    @Test func noPagesOrAnOversizePageIsAnError() throws {
        let session = try makeSession()
        #expect(throws: RasterError.self) { try session.rasterizer.pdf(pages: [], title: nil) }
        #expect(throws: RasterError.self) { try session.rasterizer.pdf(pages: [page(width: 20_000, height: 100, color: .white)], title: nil) }
    }

    /// Nothing in a PDF's metadata names the machine: FormRender and its version are the producer,
    /// the dates are fixed, no Cairo version appears anywhere, and two runs give the same bytes.
    @Test func theMetadataIsFormRendersAndTheSameOnEveryRun() throws {
        let session = try makeSession()
        let pdf = try session.rasterizer.pdf(pages: [page(width: 200, height: 100, color: .white)], title: "Metadata")
        let text = String(decoding: pdf, as: UTF8.self)
        expect(text.hasPrefix("%PDF-1.7"))
        expect(text.contains("/Producer(FormRender \(FormRenderVersion.current))"))
        expect(text.contains("/Creator(FormRender)") && text.contains("/CreationDate(D:20000101000000Z)") && text.contains("/ModDate(D:20000101000000Z)"))
        expect(!text.lowercased().contains("cairo"))
        let again = try makeSession().rasterizer.pdf(pages: [page(width: 200, height: 100, color: .white)], title: "Metadata")
        let same = pdf == again
        expect(same)
    }

    /// The file's ID comes from what it holds: the same pages give the same ID, and a page one shade
    /// darker, another size or another title gives another.
    @Test func theIDFollowsTheContent() throws {
        let session = try makeSession()
        func id(_ tree: LayoutTree, title: String = "ID") throws -> String {
            let text = String(decoding: try session.rasterizer.pdf(pages: [tree], title: title), as: UTF8.self)
            return String(try require(text.components(separatedBy: "/ID[<").dropFirst().first).prefix(32))
        }
        let first = try id(page(width: 200, height: 100, color: .white))
        expectEqual(first.count, 32)
        try expectEqual(id(page(width: 200, height: 100, color: .white)), first)
        let others = [try id(page(width: 200, height: 100, color: Color(red: 0.99, green: 1, blue: 1))), try id(page(width: 201, height: 100, color: .white)),
                      try id(page(width: 200, height: 100, color: .white), title: "Another")]
        expectEqual(Set(others + [first]).count, 4, "\(others) \(first)")
    }
}
