import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Expectations
import Testing
@testable import FormSnapshot

/// JUnit's `file` attribute names the input each case was rendered from, escaped like any attribute.
@Suite struct JUnitSourceTests {
    @Test func eachCaseNamesItsSourceInFileEscaped() throws {
        let report = SnapshotReport(results: [
            SnapshotResult(name: "A-compact@2x", status: .failed, messages: ["differs"], source: "Forms/a\"<&>'\n.form.json"),
            SnapshotResult(name: "B-compact@2x", status: .passed, source: "Hints/B.hints"),
            SnapshotResult(name: "Login*", status: .error, messages: ["no case matches 'Login*'"]),
        ])
        let xml = JUnitReport.render(report)
        expect(xml.contains("<testcase classname=\"formrender.snapshots\" name=\"A-compact@2x\" file=\"Forms/a&quot;&lt;&amp;&gt;&apos;&#10;.form.json\" time=\"0.000\">"))
        expect(xml.contains("<testcase classname=\"formrender.snapshots\" name=\"B-compact@2x\" file=\"Hints/B.hints\" time=\"0.000\"/>"))
        expect(xml.contains("<testcase classname=\"formrender.snapshots\" name=\"Login*\" time=\"0.000\">"), "no source, no file attribute")
        #if canImport(FoundationXML)
        let cases = try XMLDocument(data: Data(xml.utf8)).nodes(forXPath: "//testcase").compactMap { $0 as? XMLElement }
        expectEqual(cases.map { $0.attribute(forName: "file")?.stringValue }, ["Forms/a\"<&>'\n.form.json", "Hints/B.hints", nil])
        #endif
    }
}
