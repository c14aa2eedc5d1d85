import Testing
@testable import PDFForms

/// The producer Cairo writes is replaced in place, keeping every byte offset.
@Suite struct PDFProducerTests {
    static let info = "1 0 obj\n<< /Producer (cairo 1.16.0 (https://cairographics.org))\n   /Creator (FormRender)\n>>\nendobj\nxref\n"

    @Test func cairosProducerBecomesFormRendersOfTheSameLength() {
        let original = Array(PDFProducerTests.info.utf8)
        let stamped = PDFProducer.stamp(original, producer: "FormRender 0.15.0")
        let text = String(decoding: stamped, as: UTF8.self)
        #expect(stamped.count == original.count)
        let padding = String(repeating: " ", count: "(cairo 1.16.0 (https://cairographics.org))".count - "(FormRender 0.15.0)".count)
        #expect(text.hasPrefix("1 0 obj\n<< /Producer (FormRender 0.15.0)\(padding)\n   /Creator (FormRender)\n>>"), "\(text)")
        #expect(!text.contains("cairo"))
        // What follows keeps its offset.
        let xref = PDFSyntax.index(of: "xref", in: original, from: 0)
        #expect(xref != nil && xref == PDFSyntax.index(of: "xref", in: stamped, from: 0))
    }

    @Test func theNameIsEscapedAsALiteralString() {
        let stamped = PDFProducer.stamp(Array(PDFProducerTests.info.utf8), producer: "Form(Render) \\ é")
        #expect(String(decoding: stamped, as: UTF8.self).contains("/Producer (Form\\(Render\\) \\\\ ?)"))
    }

    /// No producer in plain text (a compressed object stream), an unclosed string, or a name longer
    /// than the old: the file is left as it is rather than broken.
    @Test(arguments: ["<< /Title (x) >>", "<< /Producer (cairo", "<< /Producer (ab) >>", "<< /Producer /Name >>"])
    func whatCannotBeStampedIsLeftAlone(_ text: String) {
        let original = Array(text.utf8)
        #expect(PDFProducer.stamp(original, producer: "FormRender 0.15.0") == original)
    }
}
