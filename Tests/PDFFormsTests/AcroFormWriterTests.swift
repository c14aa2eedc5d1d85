import BoxTree
import Foundation
import Expectations
import Testing
@testable import PDFForms

/// Form fields added to a PDF as an incremental update, read back with the same reader.
@Suite struct AcroFormWriterTests {
    /// A two-page PDF with a classic cross-reference table, as Cairo 1.16 writes one; page 2 already
    /// has a link annotation inline.
    static func twoPagePDF() -> [UInt8] {
        pdf(["<< /Type /Catalog /Pages 2 0 R >>", "<< /Type /Pages /Kids [3 0 R 4 0 R] /Count 2 >>",
             "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 6 0 R >>",
             "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Annots [5 0 R] /Contents 6 0 R >>",
             "<< /Type /Annot /Subtype /Link /Rect [0 0 10 10] /A << /S /URI /URI (https://example.com/(a)) >> >>",
             "<< /Length 0 >>\nstream\n\nendstream", "<< /Title (T) /Creator (FormRender) >>"], trailer: "/Info 7 0 R")
    }

    /// A PDF of these objects (numbered from 1, the first the catalog) with a classic cross-reference table.
    static func pdf(_ objects: [String], trailer extra: String = "") -> [UInt8] {
        var out = "%PDF-1.4\n"
        var offsets: [Int] = []
        for body in objects {
            offsets.append(out.utf8.count)
            out += "\(offsets.count) 0 obj\n\(body)\nendobj\n"
        }
        let xref = out.utf8.count
        out += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { out += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        out += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R \(extra) >>\nstartxref\n\(xref)\n%%EOF\n"
        return Array(out.utf8)
    }

    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    func placed(_ field: FillableField, page: Int, y: Double = 100) -> PlacedField {
        PlacedField(field: field, page: page, frame: Rect(x: 36, y: y, width: 200, height: 26), pageHeight: 842)
    }

    @Test func readsTheOriginal() throws {
        let file = try PDFFile(Self.twoPagePDF())
        expectEqual(file.root, 1)
        expectEqual(file.size, 8)
        expectEqual(file.info, 7)
        try expectEqual(file.pages(), [3, 4])
    }

    @Test func addsFieldsAsAnUpdateThatKeepsTheOriginalBytes() throws {
        let original = Self.twoPagePDF()
        let fields = [
            placed(FillableField(name: "name", kind: .text(multiline: false, maxLength: nil, comb: false), value: "Grace (Admiral)",
                                 isRequired: true, tooltip: "Name"), page: 1),
            placed(FillableField(name: "zip", kind: .text(multiline: false, maxLength: 5, comb: true)), page: 1, y: 200),
            placed(FillableField(name: "agree", kind: .checkBox, value: "true"), page: 2),
            placed(FillableField(name: "size", kind: .radio(option: "S", place: 0)), page: 2, y: 300),
            placed(FillableField(name: "size", kind: .radio(option: "M L", place: 1), value: "M L"), page: 2, y: 320),
            placed(FillableField(name: "team", kind: .choice(options: ["Design", "Ops"]), value: "Ops"), page: 1, y: 400),
        ]
        let updated = try AcroFormWriter.addFields(fields, to: original)
        expect(Array(updated.prefix(original.count)) == original, "an incremental update appends only")
        let file = try PDFFile(updated)
        expect(file.startXref > original.count)
        let body = text(updated)
        try expect(body.contains("/Prev \(PDFFile(original).startXref)"))
        expect(body.contains("/Info 7 0 R"))
        // The new catalog keeps the page tree and adds the form.
        let catalog = text(Array(updated[try file.dictionary(of: file.root)]))
        expect(catalog.contains("/Pages 2 0 R"))
        expect(catalog.contains("/AcroForm << /Fields ["))
        expect(catalog.contains("/NeedAppearances true"))
        try expectEqual(file.pages(), [3, 4])
        // Each page again, with its annotations; page 2's link is kept.
        let page1 = text(Array(updated[try file.dictionary(of: 3)]))
        let page2 = text(Array(updated[try file.dictionary(of: 4)]))
        expect(page1.contains("/Annots ["))
        expect(page2.contains("/Annots [5 0 R "))
        // Fields as a reader sees them.
        expect(body.contains("/FT /Tx /T (name) /TU (Name) /Ff 2 /V (Grace \\(Admiral\\))"))
        expect(body.contains("/Ff \(1 << 24 | 1 << 23) /MaxLen 5"), "a comb of 5 cells")
        expect(body.contains("/FT /Btn /T (agree)"))
        expect(body.contains("/V /Yes /AS /Yes"))
        expect(body.contains("/FT /Btn /T (size)"), "one radio group, however many boxes")
        expectEqual(body.components(separatedBy: "/T (size)").count, 2)
        expect(body.contains("/V /M#20L"))
        expect(body.contains("/AS /M#20L"))
        expect(body.contains("/FT /Ch /T (team)"))
        expect(body.contains("/Opt [(Design) (Ops)] /V (Ops)"))
        // The rectangle is in PDF space: y from the bottom; free text keeps 4 pt off the box's sides.
        expect(body.contains("/Rect [40 716 232 742]"))
        expect(body.hasSuffix("%%EOF\n"))
    }

    @Test func everyFieldHasANameOfItsOwnWithoutPeriods() throws {
        let fields = [
            placed(FillableField(name: "born_day", kind: .text(multiline: false, maxLength: 2, comb: true)), page: 1),
            placed(FillableField(name: "born_day", kind: .text(multiline: false, maxLength: nil, comb: false)), page: 1, y: 140),
            placed(FillableField(name: "a.b", kind: .checkBox), page: 1, y: 180),
            placed(FillableField(name: "size", kind: .radio(option: "S", place: 0)), page: 2),
            placed(FillableField(name: "size", kind: .radio(option: "M", place: 1)), page: 2, y: 140),
            placed(FillableField(name: "size", kind: .checkBox), page: 2, y: 180),
        ]
        let body = text(try AcroFormWriter.addFields(fields, to: Self.twoPagePDF()))
        expect(body.contains("/T (born_day)"))
        expect(body.contains("/T (born_day_2)"))
        expect(body.contains("/T (a_b)"))
        expect(!body.contains("/T (a.b)"))
        // The radio group keeps one name for its two buttons; the check box that wanted it gets another.
        expectEqual(body.components(separatedBy: "/T (size)").count, 2)
        expect(body.contains("/T (size_2)"))
    }

    @Test func noFieldsLeavesThePDFAsItIs() throws {
        try expectEqual(AcroFormWriter.addFields([], to: Self.twoPagePDF()), Self.twoPagePDF())
    }

    @Test func refusesWhatItCannotUpdate() {
        let field = placed(FillableField(name: "x", kind: .checkBox), page: 1)
        #expect(throws: AcroFormWriter.Failure.self) { try AcroFormWriter.addFields([field], to: Array("not a pdf".utf8)) }
        #expect(throws: AcroFormWriter.Failure.self) { try AcroFormWriter.addFields([placed(FillableField(name: "x", kind: .checkBox), page: 3)],
                                                                                     to: Self.twoPagePDF()) }
        // Twice: the second would be a second form.
        #expect(throws: AcroFormWriter.Failure.self) {
            try AcroFormWriter.addFields([field], to: try AcroFormWriter.addFields([field], to: Self.twoPagePDF()))
        }
    }

    @Test func aPageTreeTooDeepIsRefused() throws {
        // Catalog → 200 nested /Pages nodes → one page: refused, not followed down the stack.
        let nested = (2...201).map { "<< /Type /Pages /Kids [\($0 + 1) 0 R] >>" }
        let deep = Self.pdf(["<< /Type /Catalog /Pages 2 0 R >>"] + nested + ["<< /Type /Page >>"])
        let field = placed(FillableField(name: "x", kind: .checkBox), page: 1)
        #expect(throws: AcroFormWriter.Failure.self) { try AcroFormWriter.addFields([field], to: deep) }
    }

    @Test func anObjectListedButNeverWrittenIsFreed() throws {
        // As Cairo 1.16 writes a page with a link: object 8 is listed at an offset where object 6 begins.
        var text = String(decoding: Self.twoPagePDF(), as: UTF8.self)
        let six = try require(PDFFile(Self.twoPagePDF()).offsets[6])
        text = text.replacingOccurrences(of: "xref\n0 8\n", with: "xref\n0 9\n")
            .replacingOccurrences(of: "trailer\n<< /Size 8", with: String(repeating: "0", count: 10 - String(six).count) + "\(six) 00000 n \ntrailer\n<< /Size 9")
        let damaged = Array(text.utf8)
        let mended = PDFRepair.freeingUnwrittenObjects(damaged)
        expectEqual(mended.count, damaged.count, "mended in place: every offset stays right")
        let mendedText = String(decoding: mended, as: UTF8.self)
        expect(mendedText.contains("0000000000 00001 f \ntrailer"))
        try expectEqual(PDFFile(mended).offsets[8], nil)
        try expectEqual(PDFFile(mended).offsets[6], six)
        // A sound PDF is left byte for byte, and so is one it cannot read.
        expectEqual(PDFRepair.freeingUnwrittenObjects(Self.twoPagePDF()), Self.twoPagePDF())
        expectEqual(PDFRepair.freeingUnwrittenObjects(Array("%PDF-1.5 junk".utf8)), Array("%PDF-1.5 junk".utf8))
    }

    @Test func textAndNamesAreEscaped() {
        expectEqual(PDFText.string("a(b)\\c"), "(a\\(b\\)\\\\c)")
        expectEqual(PDFText.string("Zoë"), "<FEFF005A006F00EB>")
        expectEqual(PDFText.name("Yes please/#"), "/Yes#20please#2F#23")
        expectEqual(PDFText.name("é"), "/#C3#A9")
        expectEqual(PDFText.number(12.5), "12.5")
        expectEqual(PDFText.number(.nan), "0")
    }
}
