import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

private func loadForm(_ json: String, hints: String? = nil) throws -> (FormDocument, [FormWarning]) {
    try withTemporaryDirectory { directory in
        let hintsDirectory = try directory.subdirectory("Hints")
        if let hints { try directory.write("Hints/User.hints", hints) }
        let path = try directory.write("paper.form.json", json)
        var log = WarningLog()
        let document = try FormLoader(library: HintsLibrary(directories: [hintsDirectory])).load(path, warnings: &log)
        return (document, log.warnings)
    }
}

private func formError(_ json: String) -> String? {
    do { _ = try loadForm(json); return nil } catch { return "\(error)" }
}

/// What paper reads from a form: tables (`columns`, `rows`) with their values, a section's `rows`.
@Suite struct PaperStructureTests {
    @Test func aTableIsReadWithItsCellValues() throws {
        let (form, warnings) = try loadForm("""
        {"fields": [{"id": "costs", "label": "Expenses", "columns": ["date", {"id": "amount", "label": "Amount (€)", "width": 0.5}], "rows": 8}],
         "values": {"costs.1.date": "2026-01-04", "costs.1.amount": "12.50", "costs.2.amount": 3}}
        """)
        expect(warnings.isEmpty, "\(warnings)")
        let field = try require(form.sections.first?.fields.first)
        let table = try require(field.table)
        expectEqual(table.columns, [TableSpec.Column(id: "date", label: "date"), TableSpec.Column(id: "amount", label: "Amount (€)", share: 0.5)])
        expectEqual(table.rows, 8)
        expectEqual(field.tableValues, ["1.date": "2026-01-04", "1.amount": "12.50", "2.amount": "3"])
        expect(form.hasValues, "a table's values make the form filled")
        // Five rows without `rows`.
        let (plain, _) = try loadForm(#"{"fields": [{"id": "t", "columns": ["a"]}]}"#)
        expectEqual(plain.sections.first?.fields.first?.table?.rows, 5)
    }

    @Test func badTablesAreLocatedErrors() {
        expect(formError(#"{"fields": [{"id": "t", "columns": []}]}"#)?.contains("'fields[0].columns' has 0 columns; a table has 1 to 12") == true)
        expect(formError(#"{"fields": [{"id": "t", "columns": ["a", "a"]}]}"#)?.contains("a column id must be unique") == true)
        expect(formError(#"{"fields": [{"id": "t", "columns": ["a.b"]}]}"#)?.contains("without '.'") == true)
        expect(formError(#"{"fields": [{"id": "t", "columns": ["a"], "rows": 201}]}"#)?.contains("a whole number from 1 to 200") == true)
        expect(formError(#"{"fields": [{"id": "t", "rows": 3}]}"#)?.contains("makes a table only with 'columns'") == true)
        expect(formError(#"{"fields": [{"id": "t", "columns": [{"label": "A"}]}]}"#)?.contains("id") == true)
    }

    @Test func aHintsFileDeclaresTablesToo() throws {
        let (form, _) = try loadForm(#"{"model": "User", "values": {"kids.2.name": "Ada"}}"#,
                                     hints: #"{"kids": {"label": "Children", "columns": ["name", "born"], "rows": 4}}"#)
        let field = try require(form.sections.first?.fields.first)
        expectEqual(field.table?.columns.map(\.id), ["name", "born"])
        expectEqual(field.tableValues, ["2.name": "Ada"])
    }

    @Test func sectionRowsAreReadAndCheckedAgainstTheSectionsFields() throws {
        let (form, warnings) = try loadForm("""
        {"fields": [{"id": "from"}, {"id": "to"}, {"id": "employer"}, {"id": "other"}],
         "sections": [{"id": "job", "title": "Job", "fields": ["from", "to", "employer"],
                       "rows": [["from", "to", {"id": "employer", "span": 2}], ["other"]]},
                      {"id": "rest", "title": "Rest", "fields": ["other"]}]}
        """)
        expectEqual(form.sections[0].rows, [[RowCell(id: "from"), RowCell(id: "to"), RowCell(id: "employer", span: 2)]])
        expectEqual(warnings.map(\.message), ["section 'job': its rows name 'other', which is not one of its fields; left out of the row"])
        expect(formError(#"{"fields": [{"id": "a"}], "sections": [{"id": "s", "title": "S", "fields": ["a"], "rows": ["a"]}]}"#)?
            .contains("'sections[0].rows[0]' must be an array of 1 to 12 field ids") == true)
    }

    @Test func aVariantFillsATablesCells() throws {
        let (form, _) = try withTemporaryDirectory { directory -> (FormDocument, [FormWarning]) in
            let path = try directory.write("v.form.json", """
            {"fields": [{"id": "t", "columns": ["a"]}], "variants": {"filled": {"values": {"t.3.a": "x"}}}}
            """)
            var log = WarningLog()
            let states = try FormLoader(library: HintsLibrary(directories: [])).loadDocuments(path, variant: "filled", warnings: &log)
            guard case .form(let form) = states[0].document else { throw FormError("not a form", at: SourceLocation(file: path)) }
            return (form, log.warnings)
        }
        expectEqual(form.sections.first?.fields.first?.tableValues, ["3.a": "x"])
    }
}
