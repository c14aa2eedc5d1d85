import Expectations
import Testing
@testable import PDFForms

/// The producer Cairo writes is replaced in place, keeping every byte offset.
@Suite struct PDFProducerTests {
    static let info = "1 0 obj\n<< /Producer (cairo 1.16.0 (https://cairographics.org))\n   /Creator (FormRender)\n>>\nendobj\nxref\n"

    @Test func cairosProducerBecomesFormRendersOfTheSameLength() {
        let original = Array(PDFProducerTests.info.utf8)
        let stamped = PDFProducer.stamp(original, producer: "FormRender 0.15.0")
        let text = String(decoding: stamped, as: UTF8.self)
        expectEqual(stamped.count, original.count)
        let padding = String(repeating: " ", count: "(cairo 1.16.0 (https://cairographics.org))".count - "(FormRender 0.15.0)".count)
        expect(text.hasPrefix("1 0 obj\n<< /Producer (FormRender 0.15.0)\(padding)\n   /Creator (FormRender)\n>>"), "\(text)")
        expect(!text.contains("cairo"))
        // What follows keeps its offset.
        let xref = PDFSyntax.index(of: "xref", in: original, from: 0)
        expect(xref != nil && xref == PDFSyntax.index(of: "xref", in: stamped, from: 0))
    }

    /// A title that names a producer, written after Cairo's, is not taken for it.
    @Test func aTitleSayingProducerIsNotTheProducer() {
        let original = Array("<< /Producer (cairo 1.16.0 (https://cairographics.org))\n   /Title (See /Producer notes)\n>>".utf8)
        let text = String(decoding: PDFProducer.stamp(original, producer: "FormRender 0.15.0"), as: UTF8.self)
        expect(text.hasPrefix("<< /Producer (FormRender 0.15.0) ") && text.contains("/Title (See /Producer notes)"), "\(text)")
    }

    @Test func theNameIsEscapedAsALiteralString() {
        let stamped = PDFProducer.stamp(Array(PDFProducerTests.info.utf8), producer: "Form(Render) \\ é")
        expect(String(decoding: stamped, as: UTF8.self).contains("/Producer (Form\\(Render\\) \\\\ ?)"))
    }

    /// No producer in plain text (a compressed object stream), an unclosed string, or a name longer
    /// than the old: the file is left as it is rather than broken.
    @Test(arguments: ["<< /Title (x) >>", "<< /Producer (cairo", "<< /Producer (ab) >>", "<< /Producer /Name >>"])
    func whatCannotBeStampedIsLeftAlone(_ text: String) {
        let original = Array(text.utf8)
        expectEqual(PDFProducer.stamp(original, producer: "FormRender 0.15.0"), original)
    }
}

/// A resource Cairo 1.16 names twice (an image drawn twice on a page) is named once, in place.
@Suite struct RepeatedResourceNameTests {
    @Test func aRepeatedNameWithTheSameReferenceIsBlanked() {
        let original = Array("<< /XObject << /x7 7 0 R /x47 47 0 R /x47 47 0 R /x48 48 0 R >> /Font << /f-0-0 5 0 R >> >>".utf8)
        let mended = PDFRepair.blankingRepeatedResourceNames(original)
        expectEqual(mended.count, original.count)
        expectEqual(String(decoding: mended, as: UTF8.self), "<< /XObject << /x7 7 0 R /x47 47 0 R             /x48 48 0 R >> /Font << /f-0-0 5 0 R >> >>")
    }

    /// Words in a title that look like resources are the title's.
    @Test func aTitleIsNotAResourceDictionary() {
        let original = Array("   /Title (Fonts /Font << /f1 1 0 R /f1 1 0 R >> end)\n".utf8)
        expectEqual(PDFRepair.blankingRepeatedResourceNames(original), original)
    }

    /// The same name for two objects, a dictionary of something else, or one never closed: left alone.
    @Test(arguments: ["/XObject << /a 1 0 R /a 2 0 R >>", "/XObject << /a << /b 1 >> /a 1 0 R >>", "/XObject << /a 1 0 R /a 1 0 R",
                      "/XObject /a 1 0 R /a 1 0 R >>"])
    func whatIsNotPlainlyARepeatIsLeftAlone(_ text: String) {
        let original = Array(text.utf8)
        expectEqual(PDFRepair.blankingRepeatedResourceNames(original), original)
    }
}
