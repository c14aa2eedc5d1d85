import BoxTree
import Expectations
import Testing
@testable import FormLayout
import FormModel

/// Every PDF field a fillable form makes has a name of its own: a part of a field (a date's day, a
/// table's cell) that asks for another field's id gives way, and a warning says so.
@Suite struct FillableFieldNamesTests {
    func names(_ fields: [Field]) -> (names: [String], warnings: [String]) {
        let document = FormDocument(name: "T", title: nil, sections: [Section(id: "s", title: nil, fields: fields)])
        let flow = PrintLayoutEngine(measurer: FakeMeasurer(), mode: .filled, fillable: true).layout(document, contentWidth: 500)
        return (flow.tree.root.allBoxes().compactMap(\.fillable?.name), flow.warnings)
    }

    @Test func aFieldNamedLikeADatePartKeepsItsNameAndThePartGivesWay() {
        let (names, warnings) = names([Field(id: "born", label: "Born", kind: .date, value: "1990-04-05"),
                                       Field(id: "born_day", label: "Day note", value: "Tuesday")])
        expectEqual(names.sorted(), ["born_day", "born_day_2", "born_month", "born_year"])
        expectEqual(warnings, ["field 'born': its PDF form field 'born_day' is named 'born_day_2', as field 'born_day' has that name"])
    }

    @Test func tableCellsGroupedCellsAndRadioGroupsGiveWayToo() {
        var table = Field(id: "history", label: "History")
        table.table = TableSpec(columns: [TableSpec.Column(id: "employer", label: "Employer")], rows: 1)
        var iban = Field(id: "iban", label: "IBAN")
        iban.cells = CellGroups(sizes: [2, 2], separators: [nil])
        let (names, warnings) = names([table, Field(id: "history_1_employer", label: "First employer"), iban, Field(id: "iban_1", label: "Bank"),
                                       Field(id: "size", label: "Size", kind: .picker, options: ["S", "M"]), Field(id: "size.x", label: "Size X"),
                                       Field(id: "size_x", label: "Size X again")])
        expectEqual(names, ["history_1_employer_2", "history_1_employer", "iban_1_2", "iban_2", "iban_1", "size", "size", "size_x_2", "size_x"])
        expectEqual(warnings, [
            "field 'history': its PDF form field 'history_1_employer' is named 'history_1_employer_2', as field 'history_1_employer' has that name",
            "field 'iban': its PDF form field 'iban_1' is named 'iban_1_2', as field 'iban_1' has that name",
            "field 'size.x': its PDF form field 'size.x' is named 'size_x_2', as field 'size_x' has that name",
        ])
    }

    @Test func namesThatCollideWithNothingAreKeptWithoutAWord() {
        let (names, warnings) = names([Field(id: "born", label: "Born", kind: .date), Field(id: "note", label: "Note")])
        expectEqual(names.sorted(), ["born_day", "born_month", "born_year", "note"])
        expect(warnings.isEmpty, "\(warnings)")
    }
}
