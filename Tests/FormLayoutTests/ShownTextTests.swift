import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel
import FormSupport

/// What text the layout shows: the same string goes to PNG and PDF, so a NUL or a noncharacter is
/// decided here, and every text a form can carry is bounded.
@Suite struct ShownTextTests {
    @Test func controlCharactersAndNoncharactersShowAsASquare() {
        expectEqual(ShownText.prepare("Nul\u{0}here"), "Nul□here", "a NUL no longer cuts the label short")
        let nonCharacters = [0xFFFE, 0xFFFF, 0xFDD0, 0x10FFFF].map { String(Unicode.Scalar(UInt32($0))!) }
        expectEqual(ShownText.prepare("a" + nonCharacters.joined(separator: "b") + "e"), "a□b□b□b□e")
        expectEqual(ShownText.prepare("esc\u{1B}[31m bell\u{7} c1\u{85}"), "esc□[31m bell□ c1□")
        expectEqual(ShownText.prepare("lines\nand\ttabs\r\nstay"), "lines\nand\ttabs\r\nstay")
        expectEqual(ShownText.prepare("ünïcödé ✓ 日本 🙂"), "ünïcödé ✓ 日本 🙂")
    }

    @Test func longTextIsClippedOnceWithAnEllipsis() {
        let long = String(repeating: "x", count: 100_000)
        let shown = ShownText.prepare(long)
        expectEqual(shown.count, ShownText.maxCharacters)
        expect(shown.hasSuffix("…"))
        expectEqual(ShownText.prepare(shown), shown, "preparing twice changes nothing")
        let exact = String(repeating: "y", count: ShownText.maxCharacters)
        expectEqual(ShownText.prepare(exact), exact)
        // Characters, not bytes or scalars: 5000 flags are 5000 characters.
        let flags = String(repeating: "🇯🇵", count: ShownText.maxCharacters)
        expectEqual(ShownText.prepare(flags), flags)
    }

    @Test func everyTextOfAFormIsBounded() throws {
        let long = String(repeating: "t", count: 100_000)
        var field = Field(id: "a", label: long, kind: .picker)
        field.options = [long, "b"]
        field.value = long
        field.placeholder = long
        field.state.error = long
        field.state.isOpen = true
        let document = FormDocument(name: "D", title: long, sections: [Section(id: "s", title: long, description: long, fields: [field])])
        let tree = engine().layout(document, width: 375)
        var texts: [String] = []
        func collect(_ box: LayoutBox) {
            if let text = box.text { texts.append(text) }
            box.children.forEach(collect)
        }
        collect(tree.root)
        expect(texts.filter { $0.count == ShownText.maxCharacters }.count >= 6, "title, section title, description, label, value, error, option")
        expect(texts.allSatisfy { $0.count <= ShownText.maxCharacters })
    }
}

/// A single character can be thousands of scalars long; shaping it would cost seconds.
@Suite struct ShownTextClusterTests {
    @Test func hugeClustersAreCutWithAnEllipsis() {
        let viramaChain = String(repeating: "\u{0915}\u{094D}", count: 40_000) // one grapheme in Unicode 15.1
        let shown = ShownText.prepare(viramaChain)
        expect(shown.unicodeScalars.count <= ShownText.maxScalarsPerCharacter + 1)
        expect(shown.hasSuffix("…"))
        let marks = "a" + String(repeating: "\u{0301}", count: 2_000_000)
        let cut = ShownText.prepare(marks)
        expectEqual(cut.unicodeScalars.count, ShownText.maxScalarsPerCharacter)
        expectEqual(ShownText.prepare(cut), cut, "idempotent")
        // Many piles of marks: each cut, and the whole bounded.
        let piles = String(repeating: "a" + String(repeating: "\u{0301}", count: 400), count: 5_000)
        let bounded = ShownText.prepare(piles)
        expect(bounded.count <= ShownText.maxCharacters)
        expect(bounded.unicodeScalars.count <= ShownText.maxCharacters * ShownText.maxScalarsPerCharacter)
        expectEqual(ShownText.prepare(bounded), bounded, "idempotent")
    }

    @Test func ordinaryClustersAreKept() {
        let family = String(repeating: "👨‍👩‍👧‍👦", count: 100) // 7 scalars each
        expectEqual(ShownText.prepare(family), family)
        let hindi = "नमस्ते दुनिया, यह एक परीक्षण है।"
        expectEqual(ShownText.prepare(hindi), hindi)
    }
}

/// Layout stops once a form has outgrown any image or page: the rest would only cost time.
@Suite struct LayoutHeightBoundTests {
    @Test func aFormTallerThanTheLimitIsTruncatedAndSaysSo() {
        let fields = (0..<3000).map { field("f\($0)") }
        let tall = FormDocument(name: "D", title: "T", sections: [Section(id: "a", title: "A", fields: fields),
                                                                 Section(id: "b", title: "B", fields: fields)])
        let tree = engine().layout(tall, width: 375)
        expect(tree.isTruncated)
        expect(tree.height > LayoutTree.maxHeight)
        expect(tree.height < LayoutTree.maxHeight + 200, "stopped within a row of the limit")
        expectEqual(tree.root.children.filter { $0.role == .section }.count, 1, "the second section was never laid out")
        let short = FormDocument(name: "D", title: "T", sections: [Section(id: "a", title: "A", fields: Array(fields.prefix(10)))])
        expect(!engine().layout(short, width: 375).isTruncated)
    }
}
