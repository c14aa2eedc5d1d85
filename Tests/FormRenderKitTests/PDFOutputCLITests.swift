import Expectations
import Foundation
import PNGCodec
import Testing
import TestSupport

/// FormRender's own PDFs, read back as their readers read them: tagged and in the form's language
/// (qpdf, pdfinfo), their text extracted in reading order in every script (pdftotext), their pages
/// drawn as the page images are (pdftoppm against the PNG of the same page), the same bytes on every run.
@Suite struct PDFOutputCLITests {
    let formrender: FormRenderCLI
    let print: PrintCLITests

    init() throws {
        formrender = try FormRenderCLI(hints: true)
        print = try PrintCLITests()
    }

    /// `Forms/NAME.form.json`, default values, printed on A4 in `out`.
    func printed(_ name: String, in out: TemporaryDirectory, extra: [String] = []) throws -> String {
        let result = try formrender(["render", TestPaths.path("Forms/\(name).form.json"), "--variant", "default", "--page", "a4",
                                     "--format", "pdf", "--out", out.path] + extra)
        expectEqual(result.status, 0, "\(result.stderr)")
        return out.path("\(name)-a4.pdf")
    }

    @Test(arguments: [("Arabic", "ar"), ("Hindi", "hi"), ("Japanese", "ja"), ("Contact", "en-US"), ("Hebrew", "he")])
    func pdfsAreTaggedInTheirLanguageAndCheckClean(_ name: String, _ language: String) throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let path = try printed(name, in: out)
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: path)), as: UTF8.self)
        expect(text.hasPrefix("%PDF-1.7"))
        expect(text.contains("/Lang(\(language)"), "\(name): /Lang")
        expect(text.contains("/MarkInfo<</Marked true>>") && text.contains("/StructTreeRoot") && text.contains("/S/H1"))
        expect(text.contains("<pdfuaid:part>1</pdfuaid:part>") && text.contains("/DisplayDocTitle true"))
        if name == "Contact" {
            // A filled field is a print field named by its label, holding its value once.
            expect(text.contains("/S/Form/P") && text.contains("/T(Your name)/A<</O/PrintField/Role/tv>>"))
            expectEqual(text.components(separatedBy: "/T(Your name)").count - 1, 1)
        }
        // Nothing in the file depends on the machine: no library names its version.
        expect(!text.lowercased().contains("cairo"))
        guard let qpdf = print.tool("qpdf"), let pdfinfo = print.tool("pdfinfo") else { return try print.requireOutsideCI("qpdf and pdfinfo") }
        let checked = try run(qpdf, ["--check", path])
        expect(checked.status == 0 && !checked.stderr.contains("WARNING"), "\(checked.stdout)\(checked.stderr)")
        let info = try run(pdfinfo, [path])
        expect(info.stdout.contains("Tagged:          yes"), info.stdout)
    }

    /// Labels and values come out of pdftotext whole and in reading order, joined and shaped scripts
    /// included (Arabic's lam-alef, Devanagari's conjuncts and vowel signs before their consonant), and
    /// emoji.
    @Test(arguments: [
        ("Arabic", ["طلب الاشتراك", "المعلومات الشخصية", "الاسم الكامل", "محمد", "البريد الإلكتروني"]),
        ("Hindi", ["पंजीकरण फ़ॉर्म", "व्यक्तिगत जानकारी", "पूरा नाम", "प्रिया सिंह", "ईमेल पता", "शहर", "मुंबई"]),
        ("Japanese", ["会員登録", "基本情報", "お名前（漢字）", "山田 花子", "ヤマダ ハナコ", "東京都千代田区丸の内一丁目九番二号"]),
        ("Hebrew", ["הרשמה לחוג", "פרטים אישיים", "שם מלא", "דוד כהן"]),
        // Emoji are images: each stands in the text for its characters.
        ("Emoji", ["👋 About you", "Amara Okafor", "🎨 Design", "🇬🇧 United Kingdom"]),
    ])
    func textComesOutInReadingOrder(_ name: String, _ expected: [String]) throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let path = try printed(name, in: out)
        guard let pdftotext = print.tool("pdftotext") else { return try print.requireOutsideCI("pdftotext") }
        let result = try run(pdftotext, [path, "-"])
        // pdftotext wraps right-to-left lines in directional embeddings: not text.
        let text = String(result.stdout.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) })
        var rest = Substring(text)
        for phrase in expected {
            guard let found = rest.range(of: phrase) else {
                Issue.record("\(name): '\(phrase)' is missing or out of order in:\n\(text)")
                return
            }
            rest = rest[found.upperBound...]
        }
    }

    /// A printed page in the PDF is the page image: drawn by poppler at the image's resolution, the
    /// two differ only where text is anti-aliased by another rasterizer.
    @Test(arguments: ["Contact", "Arabic", "Hindi", "Emoji"])
    func pdfPagesLookLikeTheirPageImages(_ name: String) throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let pdf = try printed(name, in: out)
        let png = try formrender(["render", TestPaths.path("Forms/\(name).form.json"), "--variant", "default", "--page", "a4",
                                  "--format", "png", "--scale", "2", "--out", out.path])
        expectEqual(png.status, 0, png.stderr)
        guard let pdftoppm = print.tool("pdftoppm") else { return try print.requireOutsideCI("pdftoppm") }
        let drawn = try run(pdftoppm, ["-png", "-r", "144", "-f", "1", "-l", "1", "-aa", "yes", pdf, out.path("poppler")])
        expectEqual(drawn.status, 0, drawn.stderr)
        let ours = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out.path("\(name)-a4-p1@2x.png"))))).converted(to: .rgba8)
        let theirs = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out.path("poppler-1.png"))))).converted(to: .rgba8)
        expect(abs(ours.width - theirs.width) <= 1 && abs(ours.height - theirs.height) <= 1, "\(ours.width)×\(ours.height) against \(theirs.width)×\(theirs.height)")
        let width = min(ours.width, theirs.width), height = min(ours.height, theirs.height)
        var differing = 0, inked = 0
        // Compared 4×4 pixels at a time, so a glyph edge anti-aliased another way is not a difference.
        for blockY in stride(from: 0, to: height - 3, by: 4) {
            for blockX in stride(from: 0, to: width - 3, by: 4) {
                var a = 0, b = 0
                for y in blockY..<blockY + 4 {
                    for x in blockX..<blockX + 4 {
                        let p = ours.rgb(x: x, y: y), q = theirs.rgb(x: x, y: y)
                        a += Int(p.red) + Int(p.green) + Int(p.blue)
                        b += Int(q.red) + Int(q.green) + Int(q.blue)
                    }
                }
                if a < 16 * 3 * 250 { inked += 1 }
                if abs(a - b) > 16 * 3 * 40 { differing += 1 }
            }
        }
        expect(inked > 500, "\(name): \(inked) inked blocks")
        expect(Double(differing) < Double(inked) * 0.03, "\(name): \(differing) of \(inked) inked blocks differ")
    }

    /// The same form gives the same bytes on every run, with fonts of every kind and emoji.
    @Test func theSameBytesOnEveryRun() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        var runs: [Data] = []
        for index in 0..<2 {
            let result = try formrender(["render", TestPaths.path("Forms/Emoji.form.json"), TestPaths.path("Forms/Arabic.form.json"),
                                         "--variant", "default", "--page", "a4", "--format", "pdf", "--out", out.path("\(index)")])
            expectEqual(result.status, 0, result.stderr)
            runs.append(try Data(contentsOf: URL(fileURLWithPath: out.path("\(index)/Emoji-a4.pdf")))
                        + Data(contentsOf: URL(fileURLWithPath: out.path("\(index)/Arabic-a4.pdf"))))
        }
        expect(runs[0] == runs[1])
    }
}

extension PDFOutputCLITests {
    /// A fillable PDF's fields write in the document's own fonts, which hold the letters of the scripts
    /// the form uses: filled by pypdf in Polish, Japanese, Arabic and Hindi and drawn by poppler, every
    /// field shows ink (with Helvetica, "Łódzka" lost its Ł and the others were blank), a right-to-left
    /// value at the field's right.
    @Test func filledFieldsShowEveryScript() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("Scripts.form.json", #"""
            {"title": "Scripts", "locale": "pl_PL", "fields": [
             {"id": "pl", "label": "Ulica", "contentType": "text"},
             {"id": "ja", "label": "お名前（山田花子）", "contentType": "text"},
             {"id": "ar", "label": "الاسم", "contentType": "text"},
             {"id": "hi", "label": "नाम", "contentType": "text"}],
             "sections": [{"id": "s", "title": "Dane", "fields": ["pl", "ja", "ar", "hi"]}]}
            """#)
        let result = try formrender(["render", form, "--page", "a4", "--fillable", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, result.stderr)
        let pdf = out.path("Scripts-a4.pdf")
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        expect(!text.contains("/Helvetica"), "fields write in the document's fonts")
        expect(text.contains("/Q 2"), "the Arabic field is right-aligned")
        guard let python = print.pythonWithPypdf(), let pdftoppm = print.tool("pdftoppm") else {
            return try print.requireOutsideCI("python3 with pypdf, and pdftoppm")
        }
        let script = """
            import sys, pypdf
            r = pypdf.PdfReader(sys.argv[1])
            w = pypdf.PdfWriter()
            w.clone_reader_document_root(r)
            w.update_page_form_field_values(w.pages[0], {"pl": "Łódzka 5", "ja": "山田花子", "ar": "محمد", "hi": "नाम"})
            w.write(sys.argv[2])
            for a in r.pages[0]["/Annots"]:
                a = a.get_object()
                print(a["/T"], " ".join(str(float(v)) for v in a["/Rect"]))
            """
        let filled = try run(python, ["-c", script, pdf, out.path("filled.pdf")])
        expectEqual(filled.status, 0, filled.stderr)
        let drawn = try run(pdftoppm, ["-png", "-r", "72", "-f", "1", "-l", "1", out.path("filled.pdf"), out.path("page")])
        expectEqual(drawn.status, 0, drawn.stderr)
        let page = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out.path("page-1.png"))))).converted(to: .rgba8)
        var seen: [String] = []
        for line in filled.stdout.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 5, let x1 = Double(parts[1]), let y1 = Double(parts[2]), let x2 = Double(parts[3]), let y2 = Double(parts[4]) else { continue }
            let name = String(parts[0])
            seen.append(name)
            // Ink inside the field, away from its border; and for Arabic, where it lies.
            var ink: [Int] = []
            for y in Int(Double(page.height) - y2 + 3)..<Int(Double(page.height) - y1 - 3) {
                for x in Int(x1 + 3)..<Int(x2 - 3) where page.rgb(x: x, y: y).red < 128 { ink.append(x) }
            }
            expect(ink.count > 20, "\(name): \(ink.count) dark pixels")
            if name == "ar", let left = ink.min() {
                expect(Double(left) > (x1 + x2) / 2, "the Arabic value lies at the field's right, from \(left)")
            }
        }
        expectEqual(seen.sorted(), ["ar", "hi", "ja", "pl"])
    }
}

extension PDFOutputCLITests {
    /// A filled field's value is drawn by FormRender (an appearance stream, shaped, in the PDF's own
    /// fonts), so no reader needs to draw it: the text reads back whole, Arabic joined and right to left.
    @Test func filledValuesAreDrawnByFormRender() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let form = try out.write("Filled.form.json", #"""
            {"title": "Filled", "locale": "pl_PL", "fields": [
             {"id": "pl", "label": "Ulica", "contentType": "text"}, {"id": "ar", "label": "الاسم", "contentType": "text"},
             {"id": "hi", "label": "नाम", "contentType": "text"}, {"id": "born", "label": "Data", "contentType": "date"}],
             "sections": [{"id": "s", "title": "Dane", "fields": ["pl", "ar", "hi", "born"]}],
             "values": {"pl": "Łódzka 5", "ar": "محمد علي", "hi": "प्रिया सिंह", "born": "1990-04-01"}}
            """#)
        let result = try formrender(["render", form, "--page", "a4", "--fillable", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, result.stderr)
        let pdf = out.path("Filled-a4.pdf")
        let bytes = String(decoding: try Data(contentsOf: URL(fileURLWithPath: pdf)), as: UTF8.self)
        expect(bytes.contains("/NeedAppearances false"), "every value has its appearance")
        expectEqual(bytes.components(separatedBy: "/AP << /N").count - 1, 3 + 3 + 0, "three text fields and three date parts")
        guard let pdftotext = print.tool("pdftotext") else { return try print.requireOutsideCI("pdftotext") }
        let text = try run(pdftotext, [pdf, "-"]).stdout.unicodeScalars.filter { !(0x202A...0x202E).contains($0.value) }
        let read = String(String.UnicodeScalarView(text))
        for value in ["Łódzka 5", "محمد علي", "प्रिया सिंह"] {
            expect(read.contains(value), "'\(value)' in:\n\(read)")
        }
        // A date's cells, one character a cell.
        expect(read.filter { $0.isNumber }.contains("01041990"), read)
    }
}

extension PDFOutputCLITests {
    /// Text starting at the page's very left edge, drawn after a translucent group, is placed by its
    /// own text matrix (a run's first glyph at x = 0 once kept the last run's matrix, 1 pt tall).
    @Test func textAtTheLeftEdgeIsDrawnFullSize() throws {
        let out = try TemporaryDirectory()
        defer { out.remove() }
        let tree = try out.write("Edge.json", #"""
            {"type": "SafeAreaView", "width": "matchParent", "height": "matchParent", "child": [
              {"type": "View", "orientation": "vertical", "alpha": 0.5, "background": "#FFCC00", "padding": 12, "child": [
                {"type": "Label", "text": "Half faded", "fontSize": 18}]},
              {"type": "Label", "text": "At the edge", "fontSize": 14}]}
            """#)
        let result = try formrender(["render", tree, "--width", "compact", "--format", "pdf", "--out", out.path])
        expectEqual(result.status, 0, result.stderr)
        guard let pdftoppm = print.tool("pdftoppm") else { return try print.requireOutsideCI("pdftoppm") }
        let drawn = try run(pdftoppm, ["-png", "-r", "72", out.path("Edge-compact.pdf"), out.path("edge")])
        expectEqual(drawn.status, 0, drawn.stderr)
        let page = try PNGDecoder.decode(Array(try Data(contentsOf: URL(fileURLWithPath: out.path("edge-1.png"))))).converted(to: .rgba8)
        // "At the edge" in black at 14 pt over the yellow: dark ink across its first 60 points.
        var columns = Set<Int>()
        for y in 0..<min(18, page.height) {
            for x in 0..<min(80, page.width) where page.rgb(x: x, y: y).red < 90 { columns.insert(x / 10) }
        }
        expect(columns.count >= 6, "ink in \(columns.count) of the first 8 ten-point columns")
    }
}
