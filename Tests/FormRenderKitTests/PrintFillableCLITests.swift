import Foundation
import Testing
import TestSupport

extension PrintCLITests {
    @Test func longPickersAreChoiceFieldsInAFillablePDF() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let countries = (1...10).map { "\"Country \($0)\"" }.joined(separator: ", ")
        let form = try out.write("Pick.form.json", """
            {"title": "Pick", "fields": [{"id": "country", "label": "Country", "options": [\(countries)]},
                                         {"id": "size", "label": "Size", "options": ["S", "M", "L"]}],
             "values": {"country": "Country 3"}}
            """)
        let result = try formrender(["render", form, "--page", "a4", "--fillable", "--format", "pdf", "--out", out.path])
        #expect(result.status == 0, "\(result.stderr)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out.path("Pick-a4.pdf"))), as: UTF8.self)
        #expect(text.contains("/FT /Ch /T (country)"))
        #expect(text.contains("/V (Country 3)"))
        #expect(text.contains("/FT /Btn /T (size)"))
        guard let python = pythonWithPypdf() else { return try requireOutsideCI("python3 with pypdf") }
        let script = """
            import sys, pypdf
            r = pypdf.PdfReader(sys.argv[1])
            f = r.get_fields()
            print(f["country"]["/FT"], f["country"].get("/V"), len(f["country"]["/Opt"]))
            w = pypdf.PdfWriter()
            w.clone_reader_document_root(r)
            w.update_page_form_field_values(w.pages[0], {"country": "Country 7"})
            w.write(sys.argv[2])
            print(pypdf.PdfReader(sys.argv[2]).get_fields()["country"].get("/V"))
            """
        let checked = try run(python, ["-c", script, out.path("Pick-a4.pdf"), out.path("filled.pdf")])
        #expect(checked.status == 0, "\(checked.stderr)")
        #expect(checked.stdout == "/Ch Country 3 10\nCountry 7\n")
    }
}
