import Foundation
import Expectations
import Testing
import TestSupport

extension PrintCLITests {
    /// A picker that lists an option twice printed two boxes, but the fillable PDF had one button for
    /// both: the second box could not be ticked, and nothing said so.
    @Test func everyPrintedBoxOfAnOptionListedTwiceIsAButtonOfItsOwn() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("Twice.form.json", """
            {"title": "Twice", "fields": [{"id": "agree", "label": "Agree", "options": ["Yes", "No", "Yes"]}],
             "values": {"agree": "Yes"}}
            """)
        let result = try formrender(["render", form, "--page", "a4", "--fillable", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stderr.contains("⚠️ Warning: 'fields[0].options[2]': option 'Yes' is listed twice (first at 'fields[0].options[0]'); both are shown and printed, each printed one with its own tick box (its own button in a fillable PDF), and a value 'Yes' chooses the first (\(form):1:90)"),
               "\(result.stderr)")
        let pdf = out.path("Twice-a4.pdf")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        expectEqual(text.components(separatedBy: "/Subtype /Widget").count - 1, 3, "one widget a printed box")
        if let qpdf = tool("qpdf") {
            let checked = try run(qpdf, ["--check", pdf])
            expect(checked.status == 0 && !checked.stderr.contains("WARNING"), "\(checked.stdout)\(checked.stderr)")
        }
        guard let python = pythonWithPypdf() else { return try requireOutsideCI("python3 with pypdf") }
        // Each kid's on state (its /AP /N key other than /Off), its /AS, and the group's /V and /Opt.
        let script = """
            import sys, pypdf
            group = pypdf.PdfReader(sys.argv[1]).get_fields()["agree"].indirect_reference.get_object()
            kids = [kid.get_object() for kid in group["/Kids"]]
            print([[s for s in kid["/AP"]["/N"] if s != "/Off"][0] for kid in kids])
            print([kid["/AS"] for kid in kids], group["/V"], list(group["/Opt"]))
            """
        let checked = try run(python, ["-c", script, pdf])
        expectEqual(checked.status, 0, "\(checked.stderr)")
        expectEqual(checked.stdout, "['/Yes', '/No', '/opt2']\n['/Yes', '/Off', '/Off'] /Yes ['Yes', 'No', 'Yes']\n")
    }
}
