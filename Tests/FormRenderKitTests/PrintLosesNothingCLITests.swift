import Foundation
import Expectations
import Testing
import TestSupport

/// On paper nothing is lost: long text flows over pages and is found whole in the PDF, a value grows
/// its box, past a limit printing stops with an error that says which; text scale applies on pages.
@Suite struct PrintLosesNothingCLITests {
    let print: PrintCLITests
    var formrender: FormRenderCLI { print.formrender }

    init() throws {
        print = try PrintCLITests()
    }

    /// Sentences of numbered words, so any eight in a row are found once only.
    static func prose(_ words: Int, from start: Int = 0) -> String {
        (start..<(start + words)).map { $0 % 12 == 11 ? "w\($0)." : "w\($0)" }.joined(separator: " ")
    }

    func termsForm(in directory: TemporaryDirectory, terms: String, notes: String, name: String) throws -> String {
        let quote = { (text: String) -> String in
            String(decoding: try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes]), as: UTF8.self).dropFirst().dropLast().description
        }
        return try directory.write("Terms.form.json", """
            {"title": "Employment application", "locale": "de_DE",
             "fields": [{"id": "name", "label": "Full name", "contentType": "text"},
                        {"id": "notes", "label": "Notes", "contentType": "textarea"},
                        {"id": "agree", "label": "I agree", "contentType": "checkbox"}],
             "sections": [{"id": "about", "title": "About you", "fields": ["name", "notes"]},
                          {"id": "terms", "title": "Terms", "description": \(quote(terms)), "fields": ["agree"]}],
             "values": {"name": \(quote(name)), "notes": \(quote(notes)), "agree": "true"}}
            """)
    }

    @Test func longTextIsPrintedWholeOverAsManyPagesAsItNeeds() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let terms = Self.prose(4_800), notes = Self.prose(900, from: 10_000)
        let name = "Katarzyna Wiśniewska-Brzęczyszczykiewicz of the Kraków City Office (Urząd Miasta Krakowa), Wydział Spraw"
        let form = try termsForm(in: out, terms: terms, notes: notes, name: name)
        let result = try formrender(["render", form, "--page", "a4", "--format", "pdf", "--out", out.path("out")])
        expectEqual(result.status, 0, result.stderr)
        expect(result.stderr.contains("section 'terms''s title and description are "), result.stderr)
        expect(result.stderr.contains("broken between its lines"), result.stderr)
        guard let pdftotext = print.tool("pdftotext") else { return try print.requireOutsideCI("pdftotext") }
        let extracted = try run(pdftotext, [out.path("out/Terms-a4.pdf"), "-"]).stdout
        expect(extracted.contains("Seite 1 von"), "German page numbers")
        // The pages' own furniture between a page's last line and the next page's first is not the text's.
        let text = extracted.replacingOccurrences(of: #"Seite \d+ von \d+|Employment application|(About you|Terms) \(Fortsetzung\)"#, with: " ",
                                                  options: .regularExpression)
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        // Every eight words of the terms and the notes are found exactly once: nothing cut, nothing drawn twice.
        for source in [terms, notes] {
            let words = source.split(separator: " ")
            for start in stride(from: 0, to: words.count - 8, by: 3) {
                let window = words[start..<(start + 8)].joined(separator: " ")
                let found = text.components(separatedBy: window).count - 1
                guard found == 1 else {
                    Issue.record("'\(window)' is found \(found) times")
                    return
                }
            }
        }
        expect(text.contains(name.split(separator: " ").joined(separator: " ")), "the long name wraps in its box, whole")
        expect(!text.contains("…"))
    }

    @Test func aTextPastTheLimitIsAnErrorNotACut() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try termsForm(in: out, terms: "Short", notes: String(repeating: "a", count: 200_001), name: "A")
        let result = try formrender(["render", form, "--page", "a4", "--out", out.path("out")])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Terms.form.json: error: field 'notes''s value has 200,001 characters; a printed text holds at most 200,000"),
               result.stderr)
        expect(!FileManager.default.fileExists(atPath: out.path("out/Terms-a4.pdf")))
        // On a screen the same value is shown cut, as before, and said.
        let screen = try formrender(["render", form, "--out", out.path("screen")])
        expectEqual(screen.status, 0, screen.stderr)
    }

    @Test func aFormPastThePageLimitIsRefusedBeforeItIsCutIntoPages() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        // 2000 textareas of 20 writing lines: about 40,000 pages of 144 × 144 pt.
        let fields = (1...2_000).map { #"{"id": "t\#($0)", "label": "Answer \#($0)", "contentType": "textarea", "expectedLength": 5000}"# }
        let form = try out.write("Huge.form.json", """
            {"title": "Huge", "fields": [\(fields.joined(separator: ","))],
             "sections": [{"id": "s", "title": "All", "fields": [\((1...2_000).map { "\"t\($0)\"" }.joined(separator: ","))]}]}
            """)
        let result = try formrender(["layout", form, "--page", "144x144"])
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Huge.form.json: error: the form would print on more than "), result.stderr)
        expect(result.stderr.contains("pages of 144x144; a printed form has at most 5000"), result.stderr)
        expect(result.stdout.isEmpty)
    }

    @Test func aLongValueOnSmallPagesCostsInProportionToItsLength() throws {
        // Each page draws only what shows through its slice: its lines of text and its writing lines,
        // not every other page's under the clip, so twice the value is twice the file.
        let out = try TemporaryDirectory()
        defer { out.remove() }
        func pdfBytes(_ lines: Int) throws -> Int {
            let value = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
            let data = try JSONSerialization.data(withJSONObject: ["title": "Long", "fields": [["id": "v", "label": "Value", "contentType": "textarea"]],
                                                                   "values": ["v": value]])
            let form = try out.write("Long\(lines).form.json", String(decoding: data, as: UTF8.self))
            let result = try formrender(["render", form, "--page", "144x144", "--margins", "10", "--format", "pdf", "--out", out.path("out")])
            expectEqual(result.status, 0, result.stderr)
            return try Data(contentsOf: URL(fileURLWithPath: out.path("out/Long\(lines)-144x144.pdf"))).count
        }
        let short = try pdfBytes(150), long = try pdfBytes(300)
        expect(Double(long) / Double(short) < 2.2, "\(short) bytes for 150 lines, \(long) for 300")
    }

    @Test func textScaleGrowsThePrintedForm() throws {
        func frames(_ scale: String?) throws -> (label: Double, input: Double, pages: Int) {
            let result = try formrender(["layout", TestPaths.path("Forms/Permit.form.json"), "--page", "a4"] + (scale.map { ["--text-scale", $0] } ?? []))
            expectEqual(result.status, 0, result.stderr)
            let json = try require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
            let pages = try require(json["pages"] as? [[String: Any]])
            var label = 0.0, input = 0.0
            func visit(_ box: [String: Any]) {
                if box["id"] as? String == "givenNames", let frame = box["frame"] as? [String: Double] {
                    if box["role"] as? String == "label" { label = frame["height"] ?? 0 }
                    if box["role"] as? String == "input" { input = frame["height"] ?? 0 }
                }
                for child in box["children"] as? [[String: Any]] ?? [] { visit(child) }
            }
            for page in pages { visit(try require(page["root"] as? [String: Any])) }
            return (label, input, pages.count)
        }
        let normal = try frames(nil), large = try frames("1.5")
        expectEqual(normal.label, 13)
        expectEqual(normal.input, 26)
        expectEqual(large.label, 19.5, "the label's line, 1.5 times")
        expectEqual(large.input, 39, "the box to write in grows with its text")
        expect(large.pages > normal.pages, "\(large.pages) pages against \(normal.pages)")
    }
}
