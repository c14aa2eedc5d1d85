import BoxTree
import FormModel
import FormSupport
import FormRenderKit
import Foundation
import Expectations
import Testing
import TestSupport

/// `--text-scale` and a theme's `textScale`: every text larger, fields growing to hold it.
@Suite struct TextScaleTests {
    func layout(scale: Double?, variant: String = "default") throws -> LayoutTree {
        var options = RenderOptions()
        options.hintsDirectories = [TestPaths.path("Hints")]
        options.fontsDirectory = TestPaths.path("Fonts")
        options.textScale = scale
        let session = try RenderSession(options: options)
        var warnings = WarningLog()
        return try session.lay(TestPaths.path("Forms/FieldGallery.form.json"), variant: variant, on: .width(.compact), warnings: &warnings).first
    }

    /// At 2 and 3 an open calendar still holds its days: each day's digits fit their cell (measured),
    /// the chosen day's circle stays in its cell, and the month's title stays above the weekdays.
    @Test(arguments: [2.0, 3.0])
    func theCalendarHoldsItsDaysAtLargeText(scale: Double) throws {
        var options = RenderOptions()
        options.fontsDirectory = TestPaths.path("Fonts")
        options.textScale = scale
        let session = try RenderSession(options: options)
        var warnings = WarningLog()
        let tree = try session.lay(TestPaths.path("Forms/FieldGallery.form.json"), variant: "date-open", on: .width(.compact), warnings: &warnings).first
        let days = tree.root.allBoxes().filter { $0.role == "day" }
        expectEqual(days.count, 31)
        for day in days {
            let run = try require(day.textRun)
            let width = session.measurer.measure(run.string, font: run.font, maxWidth: 10_000, wrapping: .singleLine).width
            expect(width <= day.frame.width, "day \(run.string): \(width) > \(day.frame.width)")
            if case .circle(let radius) = day.style.shape { expect(radius * 2 <= day.frame.width + 0.001) }
        }
        let month = try require(tree.root.first(role: "calendarMonth"))
        let weekday = try require(tree.root.first(role: "weekday"))
        let panel = try require(tree.root.first(role: "panel"))
        expect(month.frame.y >= panel.frame.y && month.frame.maxY <= weekday.frame.y)
    }

    @Test func atOneNothingChanges() throws {
        try expectEqual(LayoutJSON.encode(try layout(scale: 1)), LayoutJSON.encode(try layout(scale: nil)))
    }

    /// At 1.35 and 2 every text box lies inside the box that holds it: nothing overlaps or is clipped,
    /// and the seed's 43.5 pt field grows.
    @Test(arguments: [0.85, 1.35, 2.0])
    func fieldsGrowAndHoldTheirText(scale: Double) throws {
        for variant in ["default", "picker-open", "date-open", "errors"] {
            let tree = try layout(scale: scale, variant: variant)
            let name = try require(tree.root.first(role: "box", id: "name"))
            if scale > 1 { expect(name.frame.height > 43.5 * 1.2, "\(variant)") } else { expect(name.frame.height < 43.5) }
            func check(_ box: LayoutBox, in parent: LayoutBox?) {
                if let run = box.textRun, run.cellWidth == nil {
                    // At least one line of its text fits its frame.
                    expect(box.frame.height >= run.font.lineHeight - 0.001, "\(variant) \(box.role) '\(box.id ?? "")' \(box.frame.height) < \(run.font.lineHeight)")
                }
                if let parent, box.textRun != nil {
                    expect(box.frame.y >= parent.frame.y - 0.001 && box.frame.maxY <= parent.frame.maxY + 0.001, "\(variant) \(box.role) '\(box.id ?? "")' \(box.frame) outside \(parent.role) \(parent.frame)")
                }
                box.children.forEach { check($0, in: box) }
            }
            check(tree.root, in: nil)
            let label = try require(tree.root.first(role: "label", id: "name"))
            expectEqual(label.textRun?.font.size, 11 * scale)
        }
    }

    @Test func aThemeSaysItsScale() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let good = try directory.write("Big.json", #"{"textScale": 1.35}"#)
        var warnings = WarningLog()
        try expectEqual(ThemeFile.load(good, warnings: &warnings).textScale, 1.35)
        let bad = try directory.write("Huge.json", #"{"textScale": 9}"#)
        #expect(throws: FormError.self) { try ThemeFile.load(bad, warnings: &warnings) }
    }

    @Test(arguments: ["0", "3.5", "nan", "big"])
    func aBadScaleIsAUsageError(value: String) throws {
        let binary = try require(TestPaths.formrenderBinary)
        let result = try run(binary, ["render", TestPaths.path("Hints/User.hints"), "--text-scale", value])
        expectEqual(result.status, 2, "\(result.stderr)")
        expect(result.stderr.contains("--text-scale"), "\(result.stderr)")
    }
}
