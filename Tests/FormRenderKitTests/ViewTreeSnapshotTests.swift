import FormModel
import FormSupport
import FormRenderKit
import FormSnapshot
import Foundation
import Expectations
import Testing
import TestSupport

/// View trees in the snapshot suite, as a team's project has them: `Layouts/` found by default,
/// variants from states files, a changed component explained in words, and every included file read
/// once for the whole run, whatever the number of workers.
@Suite struct ViewTreeSnapshotTests {
    let project: TemporaryDirectory

    init() throws {
        project = try TemporaryDirectory()
        try project.write("Layouts/components/row.json", #"""
        {"type": "View", "orientation": "horizontal", "width": "matchParent", "padding": 12, "background": "#FFFFFF",
         "child": [{"type": "Label", "id": "title", "text": "@{title}", "weight": 1}, {"type": "Switch", "isOn": "@{on}"}]}
        """#)
        for name in ["Settings", "Privacy", "Sounds"] {
            try project.write("Layouts/\(name).json", """
            {"data": [{"name": "on", "class": "Bool"}], "type": "View", "orientation": "vertical", "background": "#F2F2F7", "padding": 16, "spacing": 8,
             "child": [{"include": "components/row", "binding_id": "a", "shared_data": {"title": "\(name) A", "on": "@{on}"}},
                       {"include": "components/row", "binding_id": "b", "shared_data": {"title": "\(name) B", "on": true}}]}
            """)
        }
        try project.write("Layouts/Settings.states.json", #"{"variants": {"allOn": {"on": true}}}"#)
        try project.write("formrender.json", #"{"widths": ["compact", "regular"], "variantWidths": ["compact"], "scales": [1]}"#)
    }

    func runner(_ mode: SnapshotRunner.Mode) throws -> SnapshotRunner {
        var warnings = WarningLog()
        var config = try SnapshotConfig.load(root: project.path, warnings: &warnings)
        config.fontsDirectory = TestPaths.path("Fonts")
        var runner = SnapshotRunner(config: config, mode: mode)
        runner.isCI = false
        runner.jobs = 2
        return runner
    }

    @Test func viewTreesAreCasesWithTheirVariantsAndAComponentIsReadOncePerRun() throws {
        defer { project.remove() }
        let recorder = try runner(.record)
        let recorded = recorder.run()
        expectEqual(recorded.results.map(\.name).sorted(), [
            "Privacy-compact@1x", "Privacy-regular@1x", "Settings-allOn-compact@1x", "Settings-compact@1x", "Settings-regular@1x",
            "Sounds-compact@1x", "Sounds-regular@1x",
        ])
        expect(recorded.results.allSatisfy { $0.status == .recorded }, "\(recorded.results.map(\.messages))")
        // Seven cases on two workers, two includes each: the component was read from disk once.
        expectEqual(recorder.viewFiles.loadCount, 1)
        let verified = try runner(.verify).run()
        expect(verified.results.allSatisfy { $0.status == .passed }, "\(verified.results.map(\.messages))")
    }

    @Test func aChangedComponentFailsEveryScreenWithTheChangeInWords() throws {
        defer { project.remove() }
        _ = try runner(.record).run()
        try project.write("Layouts/components/row.json", #"""
        {"type": "View", "orientation": "horizontal", "width": "matchParent", "padding": 16, "background": "#FFFFFF",
         "child": [{"type": "Label", "id": "title", "text": "@{title}", "weight": 1}, {"type": "Switch", "isOn": "@{on}"}]}
        """#)
        let verified = try runner(.verify).run()
        expectEqual(verified.results.count, 7)
        expect(verified.results.allSatisfy { $0.status == .failed })
        let messages = verified.results.first { $0.name == "Privacy-compact@1x" }?.messages ?? []
        expect(messages.contains { $0.contains("label 'a.title'") && $0.contains("x 28 → 32") }, "\(messages)")
    }
}
