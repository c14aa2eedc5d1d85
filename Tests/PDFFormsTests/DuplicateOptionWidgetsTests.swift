import BoxTree
import Expectations
import Testing
@testable import PDFForms

/// A picker that lists an option twice prints two boxes: each is a button of its own in the PDF, on in
/// a state no other button has, and a value of that option ticks the first.
extension AcroFormWriterTests {
    /// The tick boxes of a picker `Yes`, `No`, `Yes` on one page, as the print layout places them.
    func repeatedYesPage(value: String?) -> LayoutTree {
        let ticks = ["Yes", "No", "Yes"].enumerated().map { place, option in
            var box = LayoutBox(role: "tick", id: "agree", frame: Rect(x: 36, y: 100 + Double(place) * 30, width: 11, height: 11))
            box.fillable = FillableField(name: "agree", kind: .radio(option: option, place: place), value: value)
            return box
        }
        return LayoutTree(width: 595, height: 842, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 595, height: 842), children: ticks))
    }

    /// The text after each `key` in `body`, up to the next space.
    func values(after key: String, in body: String) -> [String] {
        body.components(separatedBy: key).dropFirst().map { String($0.prefix { $0 != " " }) }
    }

    @Test func anOptionListedTwiceIsTwoButtonsEachOnInItsOwnState() throws {
        let placed = PlacedField.collect(from: [repeatedYesPage(value: nil)])
        expectEqual(placed.count, 3, "one widget a printed box")
        let body = text(try AcroFormWriter.addFields(placed, to: Self.twoPagePDF()))
        expectEqual(body.components(separatedBy: "/Subtype /Widget").count - 1, 3)
        // Each widget's on state is the first key of its /AP /N; the second Yes gives way as opt2.
        expectEqual(values(after: "/AP << /N << ", in: body), ["/Yes", "/No", "/opt2"])
        expect(body.contains("/Opt [(Yes) (No) (Yes)] /V /Off /Kids ["), "\(body.suffix(600))")
    }

    @Test func aValueOfAnOptionListedTwiceTicksItsFirstButton() throws {
        let placed = PlacedField.collect(from: [repeatedYesPage(value: "Yes")])
        let body = text(try AcroFormWriter.addFields(placed, to: Self.twoPagePDF()))
        expectEqual(values(after: "/AS ", in: body), ["/Yes", "/Off", "/Off"])
        expect(body.contains("/V /Yes /Kids ["))
    }

    /// Two options Swift holds equal (é composed, and e with a combining accent) print alike: two buttons too.
    @Test func optionsThatAreOneTextInTwoSpellingsAreTwoButtons() throws {
        let ticks = ["\u{E9}", "e\u{301}"].enumerated().map { place, option in
            var box = LayoutBox(role: "tick", id: "accent", frame: Rect(x: 36, y: 100 + Double(place) * 30, width: 11, height: 11))
            box.fillable = FillableField(name: "accent", kind: .radio(option: option, place: place))
            return box
        }
        let page = LayoutTree(width: 595, height: 842, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 595, height: 842), children: ticks))
        let placed = PlacedField.collect(from: [page])
        expectEqual(placed.count, 2)
        let body = text(try AcroFormWriter.addFields(placed, to: Self.twoPagePDF()))
        expectEqual(values(after: "/AP << /N << ", in: body), ["/#C3#A9", "/opt1"])
    }
}
