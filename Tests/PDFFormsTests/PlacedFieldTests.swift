import BoxTree
import Expectations
import Testing
@testable import PDFForms

/// Where the fields of pages go: once each, where a page shows them.
@Suite struct PlacedFieldTests {
    func page(_ children: [LayoutBox]) -> LayoutTree {
        LayoutTree(width: 200, height: 300, root: LayoutBox(role: "page", frame: Rect(x: 0, y: 0, width: 200, height: 300), children: children))
    }

    func box(_ field: FillableField, _ frame: Rect) -> LayoutBox {
        var box = LayoutBox(role: "input", frame: frame)
        box.fillable = field
        return box
    }

    /// A slice of a block: a clip window, the block's boxes moved so `shift` of it is above the window.
    func slice(_ window: Rect, _ boxes: [LayoutBox]) -> LayoutBox {
        LayoutBox(role: "slice", frame: window, style: BoxStyle(clips: true), children: boxes)
    }

    @Test func aFieldSlicedOverPagesIsPlacedOnceWhereItShows() {
        let tick = FillableField(name: "ok", kind: .checkBox)
        let notes = FillableField(name: "notes", kind: .text(multiline: true, maxLength: nil, comb: false))
        // Page 1 shows the top 100 pt of a block: the notes' first half, and the tick cut in two.
        let first = page([slice(Rect(x: 0, y: 50, width: 200, height: 100), [
            box(notes, Rect(x: 10, y: 50, width: 180, height: 60 + 60)), box(tick, Rect(x: 10, y: 140, width: 20, height: 20))])])
        // Page 2 shows the rest from its top: the notes' second half again, and the tick whole.
        let second = page([slice(Rect(x: 0, y: 50, width: 200, height: 100), [
            box(notes, Rect(x: 10, y: -50, width: 180, height: 120)), box(tick, Rect(x: 10, y: 40 + 50, width: 20, height: 20))])])
        let placed = PlacedField.collect(from: [first, second])
        expectEqual(placed.map(\.field.name), ["notes", "ok"])
        expectEqual(placed[0].page, 1)
        expectEqual(placed[0].frame, Rect(x: 10, y: 50, width: 180, height: 100), "as much of the text as page 1 shows")
        expectEqual(placed[1].page, 2, "the tick where it shows whole")
        expectEqual(placed[1].frame, Rect(x: 10, y: 90, width: 20, height: 20))
    }

    @Test func aFieldNoPageShowsIsNotPlaced() {
        let hidden = page([slice(Rect(x: 0, y: 0, width: 200, height: 0), [box(FillableField(name: "x", kind: .checkBox), Rect(x: 0, y: 0, width: 20, height: 20))])])
        expect(PlacedField.collect(from: [hidden]).isEmpty)
    }

    /// Two fields that ask for one name (a date's `born_day` part and a field `born_day`) are two fields.
    @Test func fieldsOfOneNameFromDifferentFormFieldsAreEachPlaced() {
        var part = box(FillableField(name: "born_day", kind: .text(multiline: false, maxLength: 2, comb: true)), Rect(x: 10, y: 10, width: 30, height: 20))
        part.id = "born"
        var field = box(FillableField(name: "born_day", kind: .text(multiline: false, maxLength: nil, comb: false), value: "Tuesday"),
                        Rect(x: 10, y: 50, width: 180, height: 20))
        field.id = "born_day"
        let placed = PlacedField.collect(from: [page([part, field])])
        expectEqual(placed.map(\.field.value), [nil, "Tuesday"])
    }

    @Test func radioButtonsOfOneGroupAreEachPlaced() {
        let buttons = ["S", "M", "L"].enumerated().map { index, option in
            box(FillableField(name: "size", kind: .radio(option: option, place: index)), Rect(x: 10 + Double(index) * 30, y: 10, width: 11, height: 11))
        }
        expectEqual(PlacedField.collect(from: [page(buttons)]).count, 3)
    }
}
