import Foundation
import Expectations
import Testing
import TestSupport

/// `formrender watch`: a change to a form, its hints or a theme draws again what it changes, a
/// broken file is said and the watch goes on, and Ctrl-C stops it cleanly. With inotify and polling.
@Suite(.serialized) struct WatchCLITests {
    /// A running `formrender watch`, its output collected in files.
    final class Watcher {
        let process = Process()
        let output: String
        let errors: String

        init(_ arguments: [String], in directory: TemporaryDirectory, folder: String? = nil) throws {
            let binary = try require(TestPaths.formrenderBinary, "build the formrender product first (swift build)")
            output = directory.path("watch.out")
            errors = directory.path("watch.err")
            _ = FileManager.default.createFile(atPath: output, contents: nil)
            _ = FileManager.default.createFile(atPath: errors, contents: nil)
            process.executableURL = binary
            process.arguments = ["watch"] + arguments + ["--fonts-dir", TestPaths.path("Fonts")]
            process.currentDirectoryURL = URL(fileURLWithPath: folder.map(directory.path) ?? directory.path)
            process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: output))
            process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: errors))
            try process.run()
        }

        var said: String { ((try? String(contentsOfFile: output, encoding: .utf8)) ?? "") + ((try? String(contentsOfFile: errors, encoding: .utf8)) ?? "") }

        /// Waits (up to 20 s) until the output holds `text` `times` times.
        func waitFor(_ text: String, times: Int = 1) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            while Date() < deadline {
                if said.components(separatedBy: text).count - 1 >= times { return true }
                usleep(50_000)
            }
            return false
        }

        func stop() -> Int32 {
            process.interrupt()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    func project() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("Hints/Pet.hints", #"{"name": {"displayWidth": "medium"}, "age": {"fieldType": "number"}}"#)
        try directory.write("Forms/Pet.form.json", #"{"model": "Pet", "title": "Pet", "values": {"name": "Rex"}}"#)
        try directory.write("Forms/Other.form.json", #"{"title": "Other", "fields": [{"id": "x"}]}"#)
        return directory
    }

    /// A bare file name, the gallery written into the input's own folder, a user's own PNG there, and a
    /// hints folder replaced whole: the watch starts, keeps seeing edits, touches only its own
    /// pictures, and leaves a page that no longer reloads.
    @Test func itsOwnFolderABareNameAndAReplacedFolder() throws {
        let directory = try project()
        defer { directory.remove() }
        try directory.write("Forms/images/mine.png", "not the gallery's")
        let watcher = try Watcher(["Pet.form.json", "--hints-dir", "../Hints", "--width", "compact", "--out", "."], in: directory, folder: "Forms")
        expect(watcher.waitFor("1 of 1 pictures drawn"), "\(watcher.said)")
        expect(watcher.waitFor("with inotify"), "\(watcher.said)")
        try directory.write("Forms/Pet.form.json", #"{"model": "Pet", "title": "Pet two"}"#)
        expect(watcher.waitFor("1 of 1 pictures drawn", times: 2), "\(watcher.said)")
        // The hints folder is replaced (a checkout or a sync does this), then edited.
        try FileManager.default.moveItem(atPath: directory.path("Hints"), toPath: directory.path("Hints.old"))
        try directory.write("Hints/Pet.hints", #"{"name": {"displayWidth": "narrow"}, "age": {"fieldType": "number"}}"#)
        expect(watcher.waitFor("1 of 1 pictures drawn", times: 3), "\(watcher.said)")
        try directory.write("Hints/Pet.hints", #"{"name": {"displayWidth": "wide"}, "age": {"fieldType": "number"}}"#)
        expect(watcher.waitFor("1 of 1 pictures drawn", times: 4), "\(watcher.said)")
        expectEqual(watcher.stop(), 0)
        try expectEqual(String(contentsOfFile: directory.path("Forms/images/mine.png"), encoding: .utf8), "not the gallery's")
        let page = try String(contentsOfFile: directory.path("Forms/index.html"), encoding: .utf8)
        expect(!page.contains("<meta name=\"formrender-watch\""), "a stopped watch leaves a page that does not reload")
        expect(page.contains("Pet two"))
    }

    @Test(arguments: [false, true])
    func changesAreDrawnAgainAndABrokenFileIsSaid(polling: Bool) throws {
        let directory = try project()
        defer { directory.remove() }
        let watcher = try Watcher(["Forms", "--width", "compact", "--out", "gallery"] + (polling ? ["--poll"] : []), in: directory)
        expect(watcher.waitFor("2 of 2 pictures drawn"), "\(watcher.said)")
        expect(watcher.waitFor(polling ? "by polling" : "with inotify"), "\(watcher.said)")
        let page = try String(contentsOfFile: directory.path("gallery/index.html"), encoding: .utf8)
        expect(page.contains("<meta name=\"formrender-watch\""), "the page reloads itself")

        // The form's hints change: only that form is drawn again.
        try directory.write("Hints/Pet.hints", #"{"name": {"displayWidth": "wide"}, "age": {"fieldType": "number"}}"#)
        expect(watcher.waitFor("1 of 2 pictures drawn"), "\(watcher.said)")
        // A broken form: its error, located; the watch goes on.
        try directory.write("Forms/Pet.form.json", "{\"model\": \"Pet\",\n  \"title\": }")
        expect(watcher.waitFor("Forms/Pet.form.json:2:12: error:"), "\(watcher.said)")
        // Mended, it is drawn again.
        try directory.write("Forms/Pet.form.json", #"{"model": "Pet", "title": "Pet again"}"#)
        expect(watcher.waitFor("1 of 2 pictures drawn", times: 2), "\(watcher.said)")
        let mended = try String(contentsOfFile: directory.path("gallery/index.html"), encoding: .utf8)
        expect(mended.contains("Pet again"))

        expectEqual(watcher.stop(), 0)
        expect(watcher.said.contains("stopped"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path("gallery")).filter { $0.hasPrefix(".") && $0 != ".formrender-gallery" }
        expect(leftovers.isEmpty, "nothing half-written: \(leftovers)")
    }
}
