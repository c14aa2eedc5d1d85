import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel

/// A picker that lists an option twice prints it twice, each with its box; a value of it ticks the first.
extension PrintLayoutTests {
    var repeatedYes: Field { Field(id: "agree", label: "Agree", kind: .picker, value: "Yes", options: ["Yes", "No", "Yes"]) }

    @Test func anOptionListedTwiceIsPrintedTwiceAndItsValueTicksTheFirstBox() throws {
        let filled = try part(unit(repeatedYes, mode: .filled))
        expectEqual(filled.children.map(\.text), ["Yes", "No", "Yes"])
        expectEqual(filled.children.map { $0.first(role: .tick)?.glyph?.glyph }, [.checkMark, nil, nil])
        expectEqual(filled.children.map { $0.has("selected") }, [true, false, false])
    }

    @Test func eachPrintedBoxOfAnOptionListedTwiceIsAButtonOfItsOwnPlace() throws {
        let list = try part(unit(repeatedYes, mode: .filled, fillable: true))
        expectEqual(list.children.compactMap { $0.first(role: .tick)?.fillable?.kind },
                    [.radio(option: "Yes", place: 0), .radio(option: "No", place: 1), .radio(option: "Yes", place: 2)])
    }
}

/// On a screen, an open picker's panel lists an option listed twice twice, and checks the first.
extension FieldStateTests {
    @Test func anOpenPanelShowsAnOptionListedTwiceTwiceAndChecksTheFirst() throws {
        let picker = field("agree", label: "Agree", kind: .picker, value: "Yes", options: ["Yes", "No", "Yes"],
                           state: Self.state(error: false, open: true))
        let panel = try require(layoutField(picker, width: Self.width).first(role: .panel))
        let rows = panel.children.filter { $0.role == .option }
        expectEqual(rows.map { $0.textRun?.string }, ["Yes", "No", "Yes"])
        expectEqual(rows.map { $0.has("selected") }, [true, false, false])
        expectEqual(panel.children.filter { $0.role == .optionCheck }.count, 1)
    }
}
