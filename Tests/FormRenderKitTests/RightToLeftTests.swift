import BoxTree
import FormModel
import FormSupport
import FormPages
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// A right-to-left form is the left-to-right one reflected: every frame, with its text running from
/// the right and its direction-bound glyphs turned.
@Suite struct RightToLeftTests {
    func form(direction: String?, locale: String = "ar", in directory: TemporaryDirectory) throws -> String {
        let said = direction.map { #""direction": "\#($0)", "# } ?? ""
        return try directory.write("Forms/R-\(direction ?? locale).form.json", #"""
        {\#(said)"locale": "\#(locale)", "title": "طلب",
         "fields": [{"id": "name", "label": "الاسم", "isRequired": true}, {"id": "city", "label": "المدينة", "options": ["جدة", "دبي"]},
                    {"id": "news", "label": "النشرة", "contentType": "toggle"}],
         "sections": [{"id": "a", "title": "أ", "fields": ["name", "city"]}, {"id": "b", "title": "ب", "fields": ["news"], "isCollapsible": true, "isCollapsed": true}],
         "values": {"news": "true"}}
        """#)
    }

    func tree(_ input: String, session: RenderSession) throws -> LayoutTree {
        var warnings = WarningLog()
        return try session.lay(input, on: .width(.compact), warnings: &warnings).first
    }

    /// Phone numbers, numbers, addresses and passwords read left to right in any language: in a
    /// right-to-left form they stay left-to-right paragraphs, at the right edge.
    @Test func leftToRightValuesStayLeftToRight() throws {
        let session = try makeSession()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/P.form.json", #"""
        {"locale": "he_IL", "fields": [{"id": "p", "label": "טלפון", "contentType": "phone"}, {"id": "n", "label": "שם"}],
         "values": {"p": "+972 50-123-4567", "n": "דנה"}}
        """#)
        let tree = try tree(input, session: session)
        let phone = try require(tree.root.first(role: "input", id: "p")?.textRun)
        expect(!phone.isRightToLeft && phone.isLeftToRight && phone.alignment == .trailing)
        let name = try require(tree.root.first(role: "input", id: "n")?.textRun)
        expect(name.isRightToLeft && name.alignment == .leading)
    }

    /// A printed date in a right-to-left form: the day's cells at the right, and the digits written so
    /// that each part's digits land in its own cells (the run is drawn from the left).
    @Test func aPrintedDateKeepsItsDigitsInTheirCells() throws {
        let session = try makeSession()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/D.form.json", #"""
        {"locale": "ar", "fields": [{"id": "d", "label": "التاريخ", "contentType": "date"}], "values": {"d": "2026-11-24"}}
        """#)
        var warnings = WarningLog()
        let page = try require(session.lay(input, on: .page(PageSetup.parse("a4")), warnings: &warnings).pages.first)
        let parts = page.root.allBoxes().filter { $0.role == "datePart" }
        let day = try require(parts.first { $0.text == "24" }), year = try require(parts.first { $0.text == "2026" })
        expect(day.frame.x > year.frame.x, "the day at the right")
        let run = try require(page.root.allBoxes().first { $0.role == "value" && $0.id == "d" })
        expectEqual(run.textRun?.string, "2026/11/24")
        expectEqual(run.frame.x, year.frame.x, "drawn from the year's first cell")
    }

    @Test func everyFrameIsReflected() throws {
        let session = try makeSession()
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let ltr = try tree(try form(direction: "ltr", in: directory), session: session)
        let rtl = try tree(try form(direction: nil, in: directory), session: session)
        let before = ltr.root.allBoxes(), after = rtl.root.allBoxes()
        expect(before.count == after.count && before.count > 10)
        for (a, b) in zip(before, after) {
            expect(b.frame.y == a.frame.y && b.frame.width == a.frame.width && b.frame.height == a.frame.height)
            expect(abs(b.frame.x - (ltr.width - a.frame.x - a.frame.width)) < 1e-9, "\(a.role) \(a.id ?? "")")
        }
        // Text runs from the right; the collapsed section's chevron points left; the label sits at the right of its box.
        let label = try require(rtl.root.first(role: "label", id: "name"))
        expectEqual(label.textRun?.isRightToLeft, true)
        let box = try require(rtl.root.first(role: "box", id: "name"))
        expect(abs(label.frame.maxX - (box.frame.maxX - 12)) < 1, "\(label.frame) in \(box.frame)")
        let chevron = try require(rtl.root.allBoxes().first { $0.glyph?.glyph == .chevronRight })
        expectEqual(chevron.glyph?.isMirrored, true)
        expect(LayoutJSON.encode(rtl).contains(#""direction": "rtl""#))
    }

    /// A view tree says so on its root view: `"direction": "rtl"` mirrors it whole.
    @Test func aViewTreeMirrorsWhenItsRootSaysSo() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        func view(_ direction: String) throws -> String {
            try directory.write("Layouts/V\(direction).json", #"""
            {"type": "View", "direction": "\#(direction)", "orientation": "horizontal", "padding": 16, "child": [
              {"type": "Label", "id": "title", "text": "عنوان", "weight": 1},
              {"type": "Button", "id": "go", "text": "اذهب", "width": 80, "background": "#007AFF", "cornerRadius": 8}]}
            """#)
        }
        let session = try makeSession()
        var warnings = WarningLog()
        let ltr = try session.lay(try view("ltr"), on: .width(.compact), warnings: &warnings).first
        let rtl = try session.lay(try view("rtl"), on: .width(.compact), warnings: &warnings).first
        expect(warnings.warnings.isEmpty, "\(warnings.warnings)")
        for (a, b) in zip(ltr.root.allBoxes(), rtl.root.allBoxes()) {
            expect(abs(b.frame.x - (ltr.width - a.frame.x - a.frame.width)) < 1e-9, "\(a.role) \(a.id ?? "")")
        }
        let button = try require(rtl.root.allBoxes().first { $0.id == "go" })
        expect(button.frame.x < 100, "the button that ends the row at the right starts it at the left: \(button.frame)")
        expect(button.allBoxes().contains { $0.textRun?.isRightToLeft == true })
        // A root's right-to-left locale says the same; an explicit "ltr" goes over it.
        let byLocale = try directory.write("Layouts/Vlocale.json", #"""
        {"type": "View", "locale": "he_IL", "orientation": "horizontal", "padding": 16, "child": [
          {"type": "Label", "id": "title", "text": "כותרת", "weight": 1},
          {"type": "Button", "id": "go", "text": "קדימה", "width": 80, "background": "#007AFF", "cornerRadius": 8}]}
        """#)
        let hebrew = try session.lay(byLocale, on: .width(.compact), warnings: &warnings).first
        expectEqual(hebrew.root.allBoxes().first { $0.id == "go" }?.frame.x, button.frame.x)
        expect(warnings.warnings.isEmpty, "\(warnings.warnings)")
    }

    @Test(arguments: [("ar", true), ("he_IL", true), ("fa-IR", true), ("ur", true), ("en_US", false), ("ja_JP", false), ("arn", false)])
    func theLocaleSaysTheDirection(locale: String, rightToLeft: Bool) {
        expectEqual(FormDocument.isRightToLeft(locale: locale), rightToLeft)
    }

    @Test func aBadDirectionIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let input = try directory.write("Forms/Bad.form.json", #"{"direction": "up", "fields": [{"id": "a"}]}"#)
        let session = try makeSession()
        var warnings = WarningLog()
        #expect(throws: FormError.self) { _ = try session.lay(input, on: .width(.compact), warnings: &warnings).first }
        do {
            _ = try session.lay(input, on: .width(.compact), warnings: &warnings).first
        } catch {
            expect("\(error)".contains(#"Bad.form.json:1:15: error: 'direction' must be "rtl" or "ltr", found "up""#), "\(error)")
        }
    }

    /// Reflected twice is the tree itself.
    @Test func reflectingTwiceGivesTheTreeBack() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Forms/FieldGallery.form.json"), on: .width(.regular), warnings: &warnings).first
        var twice = LayoutMirror.mirrored(LayoutMirror.mirrored(tree))
        // Direction flags are set, not toggled: clear them to compare the geometry and styles.
        func clear(_ box: inout LayoutBox) {
            if var run = box.textRun { run.isRightToLeft = false; box.textRun = run }
            if var glyph = box.glyph { glyph.isMirrored = false; box.glyph = glyph }
            for index in box.children.indices { clear(&box.children[index]) }
        }
        clear(&twice.root)
        expectEqual(twice, tree)
    }
}

/// `--locale` renders any form as if in that locale: an English form in Arabic runs right to left.
@Suite struct LocaleOptionTests {
    @Test func aFormTakesTheLocaleItIsGiven() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let arabic = try run(binary, ["layout", TestPaths.path("Hints/User.hints"), "--locale", "ar", "--hints-dir", TestPaths.path("Hints"),
                                      "--fonts-dir", TestPaths.path("Fonts")])
        expectEqual(arabic.status, 0, "\(arabic.stderr)")
        expect(arabic.stdout.contains(#""direction": "rtl""#))
        let bad = try run(binary, ["render", TestPaths.path("Hints/User.hints"), "--locale", "../../etc"])
        expectEqual(bad.status, 2)
        expect(bad.stderr.contains("--locale must be a locale name"), "\(bad.stderr)")
    }
}
