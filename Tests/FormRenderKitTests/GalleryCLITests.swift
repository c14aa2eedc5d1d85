import Foundation
import FormRenderKit
import Expectations
import Testing
import TestSupport

/// `formrender gallery`: one page of every form, state, width and theme, and a contact sheet.
@Suite struct GalleryCLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI()
    }

    func gallery(_ arguments: [String], in directory: TemporaryDirectory) throws -> CommandResult {
        try formrender(["gallery"] + arguments, in: directory.path)
    }

    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Forms/Two.form.json", #"""
        {"title": "Two states", "fields": [{"id": "a", "label": "Name"}],
         "variants": {"errors": {"errors": {"a": "Required"}}}}
        """#)
        try directory.write("Forms/Hostile.form.json", #"{"title": "<script>alert(1)</script> & co", "fields": [{"id": "b"}]}"#)
        try directory.write("Themes/Dark.json", ##"{"colors": {"background": "#000000"}}"##)
        return directory
    }

    /// Pictures are encoded and written on other cores: one that cannot be written (a folder in its
    /// way) is its form's error, named, and not shown; the others are written whole, byte for byte
    /// what one core writes.
    @Test func aPictureThatCannotBeWrittenIsItsFormsError() throws {
        let directory = try project()
        defer { directory.remove() }
        let whole = try gallery(["Forms", "--width", "compact", "--out", "whole"], in: directory)
        expectEqual(whole.status, 0, whole.stderr)
        try FileManager.default.createDirectory(atPath: directory.path("out/images/Two-errors-compact@2x.png"), withIntermediateDirectories: true)
        let result = try gallery(["Forms", "--width", "compact", "--out", "out"], in: directory)
        expectEqual(result.status, 1, result.stderr)
        expect(result.stderr.contains("out/images/Two-errors-compact@2x.png: error: cannot write the file: the path is a directory"), result.stderr)
        expect(result.stdout.contains("2 forms, 2 pictures"), result.stdout)
        let page = try String(contentsOfFile: directory.path("out/index.html"), encoding: .utf8)
        expect(!page.contains("src=\"images/Two-errors-compact%402x.png\""), "not shown")
        expect(page.contains("src=\"images/Two-compact%402x.png\""), "its other picture is")
        for picture in ["Two-compact@2x.png", "Hostile-compact@2x.png"] {
            let written = FileManager.default.contents(atPath: directory.path("out/images/\(picture)"))
            expect(written != nil && written == FileManager.default.contents(atPath: directory.path("whole/images/\(picture)")), picture)
        }
    }

    @Test func everyStateWidthAndThemeIsAPicture() throws {
        let directory = try project()
        defer { directory.remove() }
        let result = try gallery(["Forms", "--width", "compact", "--width", "regular", "--theme", "Themes/Dark.json",
                                  "--theme", directory.path("Themes/Dark.json"), "--out", "out"], in: directory)
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("2 forms, 12 pictures: open out/index.html"), "\(result.stdout)")
        let images = try FileManager.default.contentsOfDirectory(atPath: directory.path("out/images")).sorted()
        // Two themes of one name are told apart; each state at each width.
        expect(images.contains("Two-errors-Dark-2-regular@2x.png"), "\(images)")
        expect(images.contains("Two-Dark-compact@2x.png"), "\(images)")
        expectEqual(images.count, 12)
        let page = try String(contentsOfFile: directory.path("out/index.html"), encoding: .utf8)
        expect(page.contains("<figcaption>Two states · errors · regular · Dark-2</figcaption>"))
        // Titles from inputs are text, never markup.
        expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"))
        expect(!page.contains("<script>alert"))
        // Nothing but the page's own style and script runs.
        expect(page.contains("Content-Security-Policy") && page.contains("default-src &#39;none&#39;"))
        expect(!page.contains("<meta name=\"formrender-watch\""), "only watch mode reloads")
        let sheet = try require(FileManager.default.contents(atPath: directory.path("out/contact-sheet.pdf")))
        expectEqual(String(decoding: sheet.prefix(5), as: UTF8.self), "%PDF-")
        let text = String(decoding: sheet, as: UTF8.self)
        let pages = text.components(separatedBy: "/Type/Page").count - text.components(separatedBy: "/Type/Pages").count
        expectEqual(pages, 2, "a page a form")
    }

    /// The gallery writes and deletes only its own pictures in a folder of its own: an `images/` that
    /// is a link out of `--out` is refused before anything is drawn, and a planted manifest cannot
    /// make it delete a file it never wrote.
    @Test func picturesStayInTheGallerysOwnFolderAndOnlyItsOwnAreDeleted() throws {
        let directory = try project()
        defer { directory.remove() }
        try directory.write("elsewhere/keep.txt", "not the gallery's")
        try FileManager.default.createDirectory(atPath: directory.path("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: directory.path("out/images"), withDestinationPath: directory.path("elsewhere"))
        let linked = try gallery(["Forms", "--width", "compact", "--out", "out"], in: directory)
        expectEqual(linked.status, 1, "\(linked.stderr)")
        expect(linked.stderr.contains("out/images: error: is a symbolic link: the gallery writes its pictures only into a folder of its own inside --out"),
               "\(linked.stderr)")
        try expectEqual(FileManager.default.contentsOfDirectory(atPath: directory.path("elsewhere")), ["keep.txt"], "nothing written through the link")

        try FileManager.default.removeItem(atPath: directory.path("out/images"))
        try expectEqual(gallery(["Forms", "--width", "compact", "--out", "out"], in: directory).status, 0)
        // A PNG of the user's in images/, and a manifest that says the gallery wrote it.
        try directory.write("out/images/Mine-compact@2x.png", "the user's picture")
        try directory.write("out/.formrender-gallery", "images/Mine-compact@2x.png\nimages/Two-compact@2x.png\nimages/Two-errors-compact@2x.png\n")
        try directory.write("Forms/Two.form.json", #"{"title": "Two states", "fields": [{"id": "a", "label": "Name"}]}"#)
        try expectEqual(gallery(["Forms", "--width", "compact", "--out", "out"], in: directory).status, 0)
        let images = try FileManager.default.contentsOfDirectory(atPath: directory.path("out/images")).sorted()
        expect(images.contains("Mine-compact@2x.png"), "a file the gallery never wrote stays: \(images)")
        expect(!images.contains("Two-errors-compact@2x.png"), "its own picture of a state gone goes: \(images)")
        expect(images.contains("Two-compact@2x.png"))
    }

    /// A broken input is said (located) and shown on the page; the others are still there; exit 1.
    /// Pictures of states no longer there are removed.
    @Test func aBrokenInputIsSaidAndTheRestShown() throws {
        let directory = try project()
        defer { directory.remove() }
        try expectEqual(gallery(["Forms", "--width", "compact", "--out", "out"], in: directory).status, 0)
        expect(FileManager.default.fileExists(atPath: directory.path("out/images/Two-errors-compact@2x.png")))
        try directory.write("Forms/Two.form.json", #"{"title": "Two states", "fields": [{"id": "a"}]}"#)
        try directory.write("Forms/Broken.form.json", "{\"fields\": [\n  {\"label\": 3}]}")
        let result = try gallery(["Forms", "--width", "compact", "--out", "out"], in: directory)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Forms/Broken.form.json:2:3: error:"), "\(result.stderr)")
        let page = try String(contentsOfFile: directory.path("out/index.html"), encoding: .utf8)
        expect(page.contains("Forms/Broken.form.json:2:3: error:"))
        expect(page.contains("<figcaption>Two states · default · compact · default</figcaption>"))
        expect(!FileManager.default.fileExists(atPath: directory.path("out/images/Two-errors-compact@2x.png")), "a stale picture")
        // A PNG the gallery did not write is never removed.
        try directory.write("out/images/mine.png", "mine")
        _ = try gallery(["Forms", "--width", "compact", "--out", "out"], in: directory)
        expect(FileManager.default.fileExists(atPath: directory.path("out/images/mine.png")))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path("out")).filter { $0.hasPrefix(".") && $0 != ".formrender-gallery" }
        expect(leftovers.isEmpty, "no half-written files: \(leftovers)")
    }

    /// A theme that cannot be read is said on the page and in the terminal, the other themes shown
    /// (exit 1); a view tree, which has its own colours, is drawn once whatever the themes.
    @Test func aBrokenThemeIsSaidAndViewTreesAreDrawnOnce() throws {
        let directory = try project()
        defer { directory.remove() }
        try directory.write("Themes/Bad.json", "{\"colors\": {\"card\": 5}}")
        let result = try gallery(["Forms/Two.form.json", TestPaths.path("Layouts/Dashboard.json"), "--width", "compact",
                                  "--theme", "Themes/Dark.json", "--theme", "Themes/Bad.json", "--out", "out"], in: directory)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Themes/Bad.json:1:"), "\(result.stderr)")
        let page = try String(contentsOfFile: directory.path("out/index.html"), encoding: .utf8)
        expect(page.contains("Themes/Bad.json:1:"))
        let images = try FileManager.default.contentsOfDirectory(atPath: directory.path("out/images"))
        expectEqual(images.filter { $0.hasPrefix("Dashboard") }.count, 1, "\(images)")
        expectEqual(images.filter { $0.hasPrefix("Two") }.count, 2, "\(images)")
    }

    /// When no theme can be read, a missing input is still named.
    @Test func aMissingInputIsSaidWhenEveryThemeIsBroken() throws {
        let directory = try project()
        defer { directory.remove() }
        try directory.write("Themes/Bad.json", "{\"colors\": {\"card\": 5}}")
        let result = try gallery(["Forms/Two.form.json", "Nowhere.form.json", "--width", "compact", "--theme", "Themes/Bad.json", "--out", "out"],
                                 in: directory)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Themes/Bad.json:1:"), "\(result.stderr)")
        expect(result.stderr.contains("Nowhere.form.json: error: no such file or directory"), "\(result.stderr)")
    }

    @Test func usageErrors() throws {
        let directory = try project()
        defer { directory.remove() }
        try expectEqual(gallery([], in: directory).status, 2)
        try expectEqual(gallery(["Forms", "--width", "huge"], in: directory).status, 2)
        try expectEqual(gallery(["Forms", "--scale", "5"], in: directory).status, 2)
        let missing = try gallery(["Nowhere"], in: directory)
        expectEqual(missing.status, 1)
        expect(missing.stderr.contains("Nowhere"), "\(missing.stderr)")
        // render draws in one theme and says so.
        let twice = try run(binary, ["render", "Forms", "--theme", "Themes/Dark.json", "--theme", "Themes/Dark.json"], in: directory.path)
        expectEqual(twice.status, 2)
        expect(twice.stderr.contains("--theme is given 2 times"), "\(twice.stderr)")
    }
}

/// The gallery page in a real browser: it loads, its pictures show, and the filter (here read from
/// the address) hides what does not match.
@Suite struct GalleryBrowserTests {
    @Test(.enabled(if: ReportBrowserTests.chromium != nil, "needs headless Chromium"))
    func thePageLoadsShowsItsPicturesAndFilters() throws {
        let binary = try require(TestPaths.formrenderBinary)
        let browser = try require(ReportBrowserTests.chromium)
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("Forms/Two.form.json", #"""
        {"title": "Two states", "fields": [{"id": "a", "label": "Name"}], "variants": {"errors": {"errors": {"a": "Required"}}}}
        """#)
        let made = try run(binary, ["gallery", "Forms", "--width", "compact", "--width", "expanded", "--out", "out",
                                    "--fonts-dir", TestPaths.path("Fonts")], in: directory.path)
        expectEqual(made.status, 0, "\(made.stderr)")
        func dom(_ address: String) throws -> String {
            let result = try run(URL(fileURLWithPath: browser), [
                "--headless", "--no-sandbox", "--disable-gpu", "--virtual-time-budget=5000", "--dump-dom", address,
            ], environment: ["HOME": directory.path])
            expectEqual(result.status, 0, "\(result.stderr)")
            return result.stdout
        }
        let page = "file://\(directory.path("out/index.html"))"
        let all = try dom(page)
        expect(all.contains("data-loaded=\"4\""), "every picture loaded")
        expect(all.contains("data-shown=\"4\""))
        let filtered = try dom(page + "#errors%20expanded")
        expect(filtered.contains("data-shown=\"1\""), "only the errors state at expanded")
        // A stray % in the address is taken as it is, not an error that stops the page's script.
        try expect(dom(page + "#100%").contains("data-shown=\"0\""))
        let none = try dom(page + "#nothing-like-this")
        expect(none.contains("data-shown=\"0\""))
        expect(none.contains("id=\"nothing\">") || none.contains("id=\"nothing\" >"), "the empty message is shown")
    }
}
