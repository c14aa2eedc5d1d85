import BoxTree
import Expectations
import Testing
@testable import PDFForms

/// Inputs the fuzzer (`Fuzz/run FuzzPDF`) found, kept as tests.
@Suite struct PDFFormsFuzzRegressionTests {
    /// A catalog whose `>>` was mangled (`>od`): its dictionary ran on past its `endobj` into the next
    /// objects, and the update's catalog copied them, so a second update no longer saw the form. A
    /// dictionary must now close inside its object.
    @Test func aDictionaryRunningPastItsObjectIsRefused() {
        let pdf = Array("%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >od\nne>bj\n2 0 obj\n<< 43\n%%0 R >>\nendobj\n2  0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>\nendobj\nxref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \n0000000115 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n186\n%%EOF\n3 0 obj\n<< /Type /Page /Parent 2 0 R /Rotate 0 >>\nendobj\nxref\n3 1\n0000000329 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R /Prev 186 >>\nstartxref\n386\n%%EOF\n".utf8)
        let field = PlacedField(field: FillableField(name: "f0", kind: .checkBox), page: 1,
                                frame: Rect(x: 10, y: 0, width: 100, height: 18), pageHeight: 842)
        #expect(throws: AcroFormWriter.Failure.self) { try AcroFormWriter.addFields([field], to: pdf) }
    }
}
