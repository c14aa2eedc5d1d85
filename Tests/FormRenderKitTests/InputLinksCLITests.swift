import Foundation
import Expectations
import Testing
import TestSupport

/// A folder's forms and a hints folder's files are the files really in them: a link planted in a
/// checkout (`Forms/x.form.json -> ~/.ssh/id_rsa`) is refused and named, never read nor quoted in an
/// error, by `render`, `gallery` and `layout` alike; a file named on the command line is the user's own
/// choice and is read wherever it is.
@Suite struct InputLinksCLITests {
    let formrender: FormRenderCLI
    let project: TemporaryDirectory
    let outside: TemporaryDirectory

    init() throws {
        formrender = try FormRenderCLI()
        project = try TemporaryDirectory()
        outside = try TemporaryDirectory()
        try outside.write("Secret.form.json", #"{"title": "SECRET-TITLE", "fields": [{"id": "s", "label": "SECRET-LABEL"}]}"#)
        try outside.write("Secret.hints", #"{"secretField": {"displayWidth": "medium"}}"#)
        try project.write("Forms/Plain.form.json", #"{"title": "Plain", "fields": [{"id": "a"}]}"#)
        try FileManager.default.createSymbolicLink(atPath: project.path("Forms/Linked.form.json"), withDestinationPath: outside.path("Secret.form.json"))
    }

    @Test func aFolderNeverReadsALinkOutOfIt() throws {
        defer { project.remove(); outside.remove() }
        for command in [["render", "Forms", "--out", "out"], ["gallery", "Forms", "--out", "gallery"]] {
            let result = try formrender(command, in: project.path)
            expectEqual(result.status, 1, "\(command): \(result.stderr)")
            expect(result.stderr.contains("Forms/Linked.form.json: error: is a symbolic link that leads out of 'Forms'; a folder's forms are read only from inside it (name the file itself to read it)"),
                   "\(command): \(result.stderr)")
            expect(!result.stderr.contains("SECRET") && !result.stdout.contains("SECRET"), "\(command): nothing of it quoted")
        }
        let written = (try? FileManager.default.contentsOfDirectory(atPath: project.path("out"))) ?? []
        expect(written.contains { $0.hasPrefix("Plain") } && !written.contains { $0.hasPrefix("Linked") }, "\(written)")
        // Named by the user, it is read.
        let named = try formrender(["render", outside.path("Secret.form.json"), "--out", "named"], in: project.path)
        expectEqual(named.status, 0, named.stderr)
    }

    @Test func aHintsFolderNeverReadsALinkOutOfIt() throws {
        defer { project.remove(); outside.remove() }
        try FileManager.default.createDirectory(atPath: project.path("Hints"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path("Hints/Model.hints"), withDestinationPath: outside.path("Secret.hints"))
        try project.write("Forms/Built.form.json", #"{"model": "Model", "fields": [{"id": "secretField"}]}"#)
        let result = try formrender(["layout", "Forms/Built.form.json"], in: project.path)
        expectEqual(result.status, 1, result.stderr)
        expect(result.stderr.contains("Hints/Model.hints: error: is a symbolic link that leads out of its hints folder 'Hints'; only files really inside it are read"),
               result.stderr)
        expect(!result.stdout.contains("secretField"), result.stdout)
    }
}
