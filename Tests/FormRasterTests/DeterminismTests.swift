import BoxTree
import FormLayout
import FormModel
import FormSupport
import FormRaster
import Foundation
import Expectations
import Testing
import TestSupport

/// Same input, same bytes: across sessions (fresh fonts, fresh Pango) within a process. The CLI tests
/// check across processes.
@Suite struct DeterminismTests {
    func renderAll(_ input: String) throws -> [[UInt8]] {
        let session = try makeSession()
        var warnings = WarningLog()
        var outputs: [[UInt8]] = []
        for width in WidthClass.allClasses {
            let tree = try session.lay(input, on: .width(width), warnings: &warnings).first
            outputs.append(try session.rasterizer.png(tree, scale: 2))
            outputs.append(try session.rasterizer.pdf(tree, title: "t"))
        }
        return outputs
    }

    @Test(arguments: ["Hints/User.hints", "Forms/Signup.form.json", "Hints/Order.hints"])
    func identicalBytesFromFreshSessions(input: String) throws {
        let first = try renderAll(TestPaths.path(input))
        let second = try renderAll(TestPaths.path(input))
        expectEqual(first.count, 6)
        for (a, b) in zip(first, second) {
            expectEqual(a, b)
        }
    }

    @Test func pdfHasFixedDatesAndContentSizedPage() throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Hints/User.hints"), on: .width(.regular), warnings: &warnings).first
        let pdf = try session.rasterizer.pdf(tree, title: "User")
        let text = String(decoding: pdf, as: UTF8.self)
        expect(text.hasPrefix("%PDF-"))
        expect(text.contains("/CreationDate(D:20000101000000Z)"))
        expect(text.contains("/MediaBox[0 0 768 \(LayoutJSON.number(tree.height))]"))
        expect(text.contains("/Title(User)"))
        // Text stays text (embedded Inter subsets), not pixels.
        expect(text.contains("/FontFile3") || text.contains("/FontFile2") || text.contains("/FontFile"))
        expect(text.contains("Inter"))
    }
}
