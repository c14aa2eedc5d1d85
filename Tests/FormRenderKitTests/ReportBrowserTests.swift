import Foundation
import PNGCodec
import Expectations
import Testing
import TestSupport

/// The HTML report in a real browser: headless Chromium opens `index.html` from the file system and
/// takes a screenshot, which must show the report (its images loaded, the diff's red among them).
/// Runs where Chromium is installed (`apt-get install chromium`); elsewhere it is skipped, and says so.
@Suite struct ReportBrowserTests {
    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: chromium != nil, "needs headless Chromium"))
    func failingReportRendersInChromium() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let browser = try require(ReportBrowserTests.chromium)
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "medium"}, "email": {"displayWidth": "wide"}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
        let common = ["--root", project.path, "--fonts-dir", TestPaths.path("Fonts")]
        try expectEqual(run(binary, ["snapshot", "record"] + common).status, 0)
        try project.write("Hints/Mini.hints", #"{"name": {"displayWidth": "wide", "isRequired": true}, "email": {"displayWidth": "medium"}}"#)
        try expectEqual(run(binary, ["snapshot", "verify"] + common).status, 1)

        let screenshot = project.path("report.png")
        let result = try run(URL(fileURLWithPath: browser), [
            "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1200,900",
            "--screenshot=\(screenshot)", "file://\(project.path("snapshot-report/index.html"))",
        ], environment: ["HOME": project.path])
        expectEqual(result.status, 0, "\(result.stderr)")
        let png = try require(FileManager.default.contents(atPath: screenshot), "no screenshot")
        let image = try PNGDecoder.decode([UInt8](png))
        expect(image.width == 1200 && image.height == 900)
        var red = 0, dark = 0
        for index in stride(from: 0, to: image.pixels.count, by: 4) {
            let (r, g, b) = (image.pixels[index], image.pixels[index + 1], image.pixels[index + 2])
            if r > 200 && g < 60 && b < 60 { red += 1 }
            if r < 60 && g < 60 && b < 60 { dark += 1 }
        }
        expect(red > 200, "the diff image's red and the FAILED tag should be on screen")
        expect(dark > 500, "text should be on screen")
    }
}
