import FormLayout
import FormModel
import FormRenderKit
import Foundation
import Testing
import TestSupport

/// Every example at every width class, rendered to PNG @2x and compared byte for byte with the
/// reference in Snapshots/. `FORMRENDER_RECORD=1` writes the references instead (never under CI);
/// a mismatch writes the actual image beside a temporary path named in the failure.
@Suite struct SnapshotTests {
    static let cases: [(input: String, width: WidthClass)] = TestPaths.examples.flatMap { input in
        WidthClass.allClasses.map { (input, $0) }
    }

    static var recording: Bool {
        let environment = ProcessInfo.processInfo.environment
        return environment["FORMRENDER_RECORD"] == "1" && environment["CI"] == nil
    }

    @Test func everyExampleHasCases() {
        #expect(TestPaths.examples.count >= 8)
    }

    @Test(arguments: cases)
    func matchesReference(input: String, width: WidthClass) throws {
        let session = try makeSession()
        var warnings = WarningLog()
        let tree = try session.layout(input, width: width, warnings: &warnings)
        let png = try session.rasterizer.png(tree, scale: 2)
        let name = OutputFormat.png.fileName(name: outputName(of: input), width: width, scale: 2)
        let reference = TestPaths.root.appendingPathComponent("Snapshots").appendingPathComponent(name)
        if SnapshotTests.recording {
            try AtomicFile.write(png, to: reference.path)
            return
        }
        guard let expected = FileManager.default.contents(atPath: reference.path) else {
            Issue.record("no reference Snapshots/\(name): record it with FORMRENDER_RECORD=1 scripts/test, then look at it")
            return
        }
        if [UInt8](expected) != png {
            let actual = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-actual-\(name)")
            try AtomicFile.write(png, to: actual.path)
            Issue.record("Snapshots/\(name) differs from the render (\(expected.count) vs \(png.count) bytes); actual image: \(actual.path)")
        }
    }

    /// No reference is left that no example produces.
    @Test func noOrphanReferences() throws {
        let expected = Set(SnapshotTests.cases.map { OutputFormat.png.fileName(name: outputName(of: $0.input), width: $0.width, scale: 2) })
        let present = try FileManager.default.contentsOfDirectory(atPath: TestPaths.path("Snapshots")).filter { $0.hasSuffix(".png") }
        #expect(Set(present).subtracting(expected).sorted() == [])
    }
}
