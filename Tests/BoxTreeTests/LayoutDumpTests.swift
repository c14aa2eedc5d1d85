import BoxTree
import Expectations
import FormSupport
import Foundation
import Testing

/// The layout dump is one model: what is written is read back whole, and every reference committed
/// under Snapshots/ reads and prints back byte for byte, so the model and the files cannot drift apart.
@Suite struct LayoutDumpTests {
    static let font = FontSpec(family: "Inter", weight: .semibold, size: 11, lineHeight: 13.5)

    /// A box with every style, text, glyph, image, link and fillable property away from its default, notes too.
    static func everythingBox() -> LayoutBox {
        let style = BoxStyle(fill: .white, gradient: LinearGradient(colors: [.white, .black]), border: Border(color: .black, width: 2, dash: [3]),
                             radii: CornerRadii(topLeft: 4, topRight: 4, bottomRight: 0, bottomLeft: 0),
                             shadow: Shadow(color: .black, opacity: 0.5, offsetX: 1, offsetY: 2, blur: 3, spread: 4, profile: .gaussian),
                             opacity: 0.5, clips: true, decorationOutsets: EdgeInsets(top: 1),
                             rules: [Rule(.horizontal, offset: 1, thickness: 1, color: .black)])
        var run = TextRun("Email *", font: font, color: .black, alignment: .center, maxLines: 2, ellipsis: true,
                          coloredRanges: [ColoredRange(6..<7, color: Color(hex: 0xD70015))])
        run.isRightToLeft = true
        run.trailingGlyph = TrailingGlyph(.roundCheckMark, color: .black, size: 10, gap: 6)
        run.underline = TextDecoration(.single, color: Color(hex: 0xD70015))
        run.strikethrough = TextDecoration(.single)
        run.baselineOffset = 1
        run.lineSpacing = 2.125
        run.truncation = .head
        run.breaksAnywhere = true
        run.styledRanges = [StyledRange(0..<1, color: .black)]
        let image = BoxImage(width: 1, height: 1, rgba: [0, 0, 0, 255], fit: .cover, source: "logo \"1\".png")
        var glyph = GlyphRun(.chevronDown, color: .black, inset: 4)
        glyph.isMirrored = true
        var box = LayoutBox(role: "box", id: "email", text: "E-mail\n\u{1}", frame: Rect(x: 0.5, y: -1, width: 10.125, height: 10),
                            style: style, textRun: run, glyph: glyph, image: image,
                            notes: [BoxNote("required"), BoxNote("kind", .text("email"))])
        box.link = "https://example.com/?q=1"
        box.fillable = FillableField(name: "email", kind: .text(multiline: false, maxLength: 8, comb: true), value: "a@b", isRequired: true)
        return box
    }

    static func layout() -> PagedLayout {
        let root = LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 595, height: 842), children: [everythingBox()])
        return PagedLayout(pages: [LayoutTree(width: 595, height: 842, root: root), LayoutTree(width: 595, height: 842, root: root)],
                           outline: [.init(title: "Contact", id: "contact", page: 2, y: 36), .init(title: "Notes", id: nil, page: 2, y: 400)],
                           pageName: "a4")
    }

    @Test func aScreenAPageAndADocumentReadBackWhole() throws {
        let screen = PagedLayout(screen: Self.layout().pages[0])
        for (text, model) in [(LayoutJSON.encode(screen), LayoutDump(screen)), (LayoutJSON.encode(Self.layout(), page: 2), LayoutDump(page: 2, of: Self.layout())),
                              (LayoutJSON.encode(Self.layout()), LayoutDump(Self.layout()))] {
            let read = try LayoutJSON.decode(text)
            expectEqual(read, model)
            expectEqual(LayoutJSON.text(read), text)
        }
    }

    @Test func theEverythingBoxSaysEachProperty() throws {
        guard case .tree(let tree) = try LayoutJSON.decode(LayoutJSON.encode(PagedLayout(screen: Self.layout().pages[0]))) else {
            Issue.record("a screen is one tree")
            return
        }
        let box = try require(tree.root.children.first)
        expectEqual(box.notes, [BoxNote("required"), BoxNote("kind", .text("email"))])
        expectEqual(box.style?.radii, .each([4, 4, 0, 0]))
        expectEqual(box.textStyle?.underline, "single #D70015")
        expectEqual(box.textStyle?.lineSpacing, 2.125)
        expectEqual(box.fillable?.type, "comb")
        expectEqual(box.fillable?.maxLength, 8)
        expectEqual(box.frame.rect, Rect(x: 0.5, y: -1, width: 10.125, height: 10))
    }

    /// Every reference under Snapshots/ is a dump the model reads and prints back to the same bytes.
    @Test func everyCommittedReferenceReadsAndPrintsBackByteForByte() throws {
        let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Snapshots").standardized
        let names = try FileManager.default.contentsOfDirectory(atPath: snapshots.path).filter { $0.hasSuffix(".layout.json") }.sorted()
        expect(names.count > 100, "\(names.count) references")
        var mismatched: [String] = []
        for name in names {
            let text = try String(contentsOf: snapshots.appendingPathComponent(name), encoding: .utf8)
            if LayoutJSON.text(try LayoutJSON.decode(text)) != text { mismatched.append(name) }
        }
        expectEqual(mismatched, [])
    }

    /// Every painted property the dump writes has a name for the layout diff (`LayoutDumpProperties`): a
    /// member added to the model without one fails here. Paths as the diff reads them: nested objects
    /// member by member, outsets as one value.
    @Test func everyDumpedPropertyHasAName() throws {
        // One box cannot say both a wrapping mode and the line limits that only wrapping text has.
        var singleLine = Self.everythingBox()
        singleLine.textRun?.wrapping = .singleLine
        var paths = Set<String>()
        func add(_ value: JSONValue, _ path: String) {
            guard case .object(let object) = value, path != "style.outsets" else {
                paths.insert(path)
                return
            }
            for member in object.members { add(member.value.value, path + "." + member.key) }
        }
        let encoder = JSONValueEncoder()
        for box in [LayoutDump.Box(Self.everythingBox()), LayoutDump.Box(singleLine)] {
            for (part, name) in [(try box.style.map(encoder.encode), "style"), (try box.textStyle.map(encoder.encode), "textStyle"),
                                 (try box.glyph.map(encoder.encode), "glyph"), (try box.image.map(encoder.encode), "image")] {
                add(try require(part, "the everything box has a \(name)"), name)
            }
        }
        expect(paths.count >= 45, "\(paths.sorted())")
        expectEqual(paths.subtracting(LayoutDumpProperties.all.keys).sorted(), [])
    }

    @Test func aDocumentIsNotOneTree() throws {
        guard case .document(let document) = try LayoutJSON.decode(LayoutJSON.encode(Self.layout())) else {
            Issue.record("paper is a document")
            return
        }
        expectEqual(document.pages.map(\.page), [1, 2])
        expectEqual(document.pages[1].root.children[0].page, 2)
        expectEqual(document.outline.map(\.id), ["contact", nil])
    }
}
