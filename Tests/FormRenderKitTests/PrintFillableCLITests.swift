import Foundation
import Expectations
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
        expectEqual(result.status, 0, "\(result.stderr)")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out.path("Pick-a4.pdf"))), as: UTF8.self)
        expect(text.contains("/FT /Ch /T (country)"))
        expect(text.contains("/V (Country 3)"))
        expect(text.contains("/FT /Btn /T (size)"))
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
        expectEqual(checked.status, 0, "\(checked.stderr)")
        expectEqual(checked.stdout, "/Ch Country 3 10\nCountry 7\n")
    }
}

extension PrintCLITests {
    /// Found by a hostile try: a value ending a PDF string to add a JavaScript action, and a link whose
    /// field was cut away on a page barely bigger than its margins (Cairo then refused the PDF).
    @Test func linksCannotInjectAndCutLinksDoNotBreakThePDF() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("Inject.form.json", #"""
            {"title": "T", "footer": "see https://ex.com/a)/S/JavaScript/JS(app.alert(1))",
             "fields": [{"id": "e", "label": "Email", "contentType": "email"}, {"id": "u", "label": "Site", "contentType": "url"}],
             "sections": [{"id": "s", "title": "Contact", "description": "https://ex.com/q'(x)", "fields": ["e", "u"]}],
             "values": {"e": "a)/S/JavaScript/JS(app.alert(3))/X(@ex.com", "u": "https://ex.com/p\\)/S/JavaScript/JS(x)"}}
            """#)
        for page in ["a4", "595x149"] {
            let result = try formrender(["render", form, "--page", page, "--format", "pdf", "--out", out.path])
            expectEqual(result.status, 0, "\(result.stderr)")
            let pdf = try Data(contentsOf: URL(fileURLWithPath: out.path("Inject-\(page).pdf")))
            let text = String(decoding: pdf, as: UTF8.self)
            // Every address is one PDF string of URI characters: nothing in it can end it.
            let uris = text.components(separatedBy: "/URI(").dropFirst().map { $0.prefix { $0 != ")" } }
            expect(!uris.isEmpty)
            for uri in uris {
                expect(uri.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "-._~:/?#[]@!$&*+,;=%".contains($0)) }, "\(uri)")
            }
            expect(!text.contains("/S /JavaScript") && !text.contains("/S/JavaScript)"), "\(page)")
            if let qpdf = tool("qpdf") {
                let checked = try run(qpdf, ["--check", out.path("Inject-\(page).pdf")])
                expect(checked.status == 0 && !checked.stderr.contains("WARNING"), "\(checked.stdout)\(checked.stderr)")
            }
        }
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: out.path("Inject-a4.pdf"))), as: UTF8.self)
        expect(text.contains("/URI(https://ex.com/p%5C%29/S/JavaScript/JS%28x%29)"), "the URL field's value, escaped")
        expect(text.contains("/URI(https://ex.com/a)"), "the footer's address, up to its parenthesis")
        expect(!text.contains("mailto:a"), "an email value with a slash or parenthesis is no address")
    }
}

extension PrintCLITests {
    /// Found by a hostile try: a field named like another's generated part vanished, and an option
    /// named Off, or one no PDF name can carry, lost the filled value.
    @Test func everyFillableFieldIsKeptAndEveryOptionReadsBack() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let long = String(repeating: "x", count: 200)
        let form = try out.write("Clash.form.json", """
            {"title": "Clash", "fields": [{"id": "born", "label": "Born", "fieldType": "date"}, {"id": "born_day", "label": "Day note"},
              {"id": "pick", "label": "Pick", "options": ["Off", "a\\u0000b", "\(long)", "Yes"]}],
             "values": {"born": "1990-04-05", "born_day": "Tuesday", "pick": "\(long)"}}
            """)
        let result = try formrender(["render", form, "--page", "a4", "--fillable", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stderr.contains("field 'born': its PDF form field 'born_day' is named 'born_day_2', as field 'born_day' has that name (\(form))"),
               "\(result.stderr)")
        let pdf = out.path("Clash-a4.pdf")
        if let qpdf = tool("qpdf") {
            let checked = try run(qpdf, ["--check", pdf])
            expect(checked.status == 0 && !checked.stderr.contains("WARNING"), "\(checked.stdout)\(checked.stderr)")
        }
        guard let python = pythonWithPypdf() else { return try requireOutsideCI("python3 with pypdf") }
        // A radio group's value is the on state of one of its kids; with /Opt, that kid's entry is the option.
        let script = """
            import sys, pypdf
            fields = pypdf.PdfReader(sys.argv[1]).get_fields()
            for name in sorted(fields):
                field = fields[name]
                value = field.get("/V")
                node = field.indirect_reference.get_object()
                if "/Opt" in node:
                    states = [[s for s in kid.get_object()["/AP"]["/N"] if s != "/Off"][0] for kid in node["/Kids"]]
                    value = node["/Opt"][states.index(value)]
                print(name, value if len(str(value)) < 20 else "%s x %d" % (value[0], len(value)))
            """
        let checked = try run(python, ["-c", script, pdf])
        expectEqual(checked.status, 0, "\(checked.stderr)")
        expectEqual(checked.stdout, "born_day Tuesday\nborn_day_2 05\nborn_month 04\nborn_year 1990\npick x x 200\n")
    }
}
