import Foundation
import FormSnapshot
import Expectations
import Testing
import TestSupport

/// The CLI as a hostile or careless user drives it: every warning said, special files refused without
/// hanging, outputs that would collide refused, clear errors, nothing quoted that should not be.
@Suite struct HardeningCLITests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI(timeout: 20)
    }

    /// Runs under `timeout`, so a hang fails the test (exit 124) instead of stalling the suite.
    /// Runs through a shell, for redirections.
    func shell(_ script: String, in directory: String) throws -> CommandResult {
        try run(URL(fileURLWithPath: "/bin/sh"), ["-c", script, "sh", binary.path, TestPaths.path("Fonts")], in: directory)
    }

    static let ghostHints = #"{"a": {"displayWidth": "narrow"}, "_sections": [{"id": "main", "title": "M", "fields": ["a", "ghost"]}]}"#
    static let ghostWarning = "⚠️ Warning: Section 'main' references fields that don't exist: ghost (Hints/W.hints:1:49)"

    // MARK: Warnings

    @Test func renderPrintsEveryWarningLayoutPrints() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", Self.ghostHints)
        let layout = try formrender(["layout", "Hints/W.hints"], in: project.path)
        expect(layout.stderr.contains(Self.ghostWarning), "\(layout.stderr)")
        let render = try formrender(["render", "Hints/W.hints", "--width", "compact", "--format", "png", "--out", "out"], in: project.path)
        expectEqual(render.status, 0)
        expectEqual(render.stderr.components(separatedBy: Self.ghostWarning).count, 2, "once: \(render.stderr)")
    }

    @Test func snapshotRecordAndVerifyPrintEachInputsWarningsOnce() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", Self.ghostHints)
        try project.write("formrender.json", #"{"widths": ["compact", "regular"], "scales": [1], "theme": "theme.json"}"#)
        try project.write("theme.json", #"{"colours": {}}"#)
        for mode in ["record", "verify"] {
            let result = try formrender(["snapshot", mode], in: project.path)
            expectEqual(result.status, 0, "\(result.stderr)")
            expectEqual(result.stderr.components(separatedBy: Self.ghostWarning).count, 2, "\(mode), once for two cases: \(result.stderr)")
            expectEqual(result.stderr.components(separatedBy: "unknown theme key 'colours'").count, 2, "\(mode): the theme's warning once: \(result.stderr)")
        }
    }

    // MARK: Special files

    @Test func fifosAsInputsDataThemeHintsOrConfigAreLocatedErrors() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", Self.ghostHints)
        try project.write("f.form.json", #"{"model": "Pipe"}"#)
        for name in ["pipe.hints", "pipe.json", "Hints/Pipe.hints"] { expectEqual(mkfifo(project.path(name), 0o644), 0) }
        let fifo = "is a named pipe (FIFO), not a regular file; only regular files are read"
        let runs: [([String], String)] = [
            (["render", "pipe.hints"], "pipe.hints: error: \(fifo)"),
            (["render", "Hints/W.hints", "--data", "pipe.json"], "pipe.json: error: \(fifo)"),
            (["render", "Hints/W.hints", "--theme", "pipe.json"], "pipe.json: error: \(fifo)"),
            (["render", "f.form.json"], "Hints/Pipe.hints: error: \(fifo)"),
            (["layout", "Hints/W.hints", "--theme", "/dev/zero"], "/dev/zero: error: is a character device, not a regular file; only regular files are read"),
            (["render", "Hints/W.hints", "--data", "Hints"], "Hints: error: is a directory; expected a file"),
        ]
        for (arguments, expected) in runs {
            let result = try formrender(arguments + (arguments[0] == "render" ? ["--out", "out"] : []), in: project.path)
            expectEqual(result.status, 1, "\(arguments): \(result.status) \(result.stderr)")
            expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        try FileManager.default.removeItem(atPath: project.path("pipe.json"))
        expectEqual(mkfifo(project.path("formrender.json"), 0o644), 0)
        let snapshot = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(snapshot.status, 1)
        expect(snapshot.stderr.contains("formrender.json: error: \(fifo)"), "\(snapshot.stderr)")
    }

    @Test func junitAndReportNeverReplaceSpecialFiles() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
        try expectEqual(formrender(["snapshot", "record"], in: project.path).status, 0)
        expectEqual(mkfifo(project.path("junit.xml"), 0o644), 0)
        let junit = try formrender(["snapshot", "verify", "--junit", "junit.xml"], in: project.path)
        expectEqual(junit.status, 1)
        expect(junit.stderr.contains("junit.xml: error: cannot write the file: the path is a named pipe (FIFO); only regular files are written"), "\(junit.stderr)")
        let device = try formrender(["snapshot", "verify", "--junit", "/dev/null"], in: project.path)
        expect(device.stderr.contains("/dev/null: error: cannot write the file: the path is a character device"), "\(device.stderr)")
        try project.write("report-file", "x")
        let report = try formrender(["snapshot", "verify", "--report", "report-file"], in: project.path)
        expectEqual(report.status, 1)
        expect(report.stderr.contains("report-file: error: cannot create the output directory: 'report-file' is a regular file"), "\(report.stderr)")
        expect(!report.stderr.contains("NSCocoaErrorDomain") && !junit.stderr.contains("NSCocoaErrorDomain"))
        let folder = try formrender(["snapshot", "verify", "--junit", "Hints"], in: project.path)
        expect(folder.stderr.contains("Hints: error: cannot write the file: the path is a directory"), "\(folder.stderr)")
    }

    @Test func outputDirectoryProblemsAreClearErrors() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        try project.write("taken", "a file")
        let file = try formrender(["render", "Hints/W.hints", "--out", "taken"], in: project.path)
        expectEqual(file.status, 1)
        expect(file.stderr.contains("taken: error: cannot create the output directory: 'taken' is a regular file"), "\(file.stderr)")
        let proc = try formrender(["render", "Hints/W.hints", "--out", "/proc/self/formrender"], in: project.path)
        expectEqual(proc.status, 1)
        expect(proc.stderr.contains("error: cannot create the output directory ("), "\(proc.stderr)")
        expect(!file.stderr.contains("NSCocoaErrorDomain") && !proc.stderr.contains("NSCocoaErrorDomain"))
        // A name that only the temporary file would make too long still writes.
        let name = String(repeating: "n", count: 235)
        try project.write("Hints/\(name).hints", #"{"a": {}}"#)
        let long = try formrender(["render", "Hints/\(name).hints", "--width", "compact", "--format", "pdf", "--out", "out"], in: project.path)
        expectEqual(long.status, 0, "\(long.stderr)")
        expect(FileManager.default.fileExists(atPath: project.path("out/\(name)-compact.pdf")))
    }

    // MARK: Arguments and standard output

    @Test func widthsOutAndStandardOutputProblems() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        let negative = try formrender(["render", "Hints/W.hints", "--width", "-1"], in: project.path)
        expectEqual(negative.status, 2)
        expect(negative.stderr.contains("width -1 is out of range: expected 120 to 10000 points"), "\(negative.stderr)")
        let layoutNegative = try formrender(["layout", "Hints/W.hints", "--width", "-5"], in: project.path)
        expect(layoutNegative.stderr.contains("width -5 is out of range"), "\(layoutNegative.stderr)")
        let empty = try formrender(["render", "Hints/W.hints", "--out", ""], in: project.path)
        expectEqual(empty.status, 2)
        expect(empty.stderr.contains("--out must name a directory"), "\(empty.stderr)")
        let repeated = try formrender(["render", "Hints/W.hints", "--width", "375", "--width", "375.0", "--width", "compact",
                                       "--format", "png", "--out", "out"], in: project.path)
        expect(repeated.stdout.contains("wrote 2 files"), "\(repeated.stdout)")
        try expectEqual(TemporaryDirectory.names(project.path("out")), ["W-375@2x.png", "W-compact@2x.png"])

        let full = try shell(#""$1" layout Hints/W.hints --fonts-dir "$2" > /dev/full"#, in: project.path)
        expectEqual(full.status, 1)
        expect(full.stderr.contains("error: cannot write to standard output (No space left on device)"), "\(full.stderr)")
        let closed = try shell(#""$1" layout Hints/W.hints --fonts-dir "$2" >&-"#, in: project.path)
        expectEqual(closed.status, 1)
        expect(closed.stderr.contains("error: cannot write to standard output (Bad file descriptor)"), "\(closed.stderr)")
    }

    // MARK: What messages print

    @Test func controlCharactersInNamesAndValuesAreEscaped() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        let evil = "evil\u{1B}]0;pwned\u{07}.hints"
        try project.write(evil, #"{"a\u001b[2J": {"maxLength": "x"}}"#)
        let result = try formrender(["render", evil, "--out", "out", "--strict"], in: project.path)
        expectEqual(result.status, 1)
        expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{07}"), "\(result.stderr)")
        expect(result.stderr.contains("evil\\u{1B}]0;pwned\\u{7}.hints:1:30: error: 'a\\u{1B}[2J.maxLength' is a string; SixLayer reads a whole number"), "\(result.stderr)")
        // Without --strict the same sentence is a warning, escaped alike, and the picture is drawn.
        let warned = try formrender(["render", evil, "--out", "out"], in: project.path)
        expectEqual(warned.status, 0, "\(warned.stderr)")
        expect(!warned.stderr.contains("\u{1B}") && !warned.stderr.contains("\u{07}"), "\(warned.stderr)")
        expect(warned.stderr.contains("Warning: 'a\\u{1B}[2J.maxLength' is a string"), "\(warned.stderr)")
    }

    @Test func filesOfTheWrongKindHaveNoContentQuoted() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        try project.write("shadow", "root:$y$j9T$SECRETHASH:19000:0:99999:7:::\n")
        try project.write("package.json", #"{"colors": {"accent": "ghp_SECRETTOKEN"}, "font": "SECRET2"}"#)
        let shadow = try formrender(["render", "Hints/W.hints", "--theme", "shadow"], in: project.path)
        expect(shadow.stderr.contains("shadow:1:1: error: invalid JSON: expected a value (object, array, string, number, true, false or null), found a letter"), "\(shadow.stderr)")
        let theme = try formrender(["render", "Hints/W.hints", "--theme", "package.json"], in: project.path)
        expect(theme.stderr.contains("found a string"), "\(theme.stderr)")
        for result in [shadow, theme] {
            expect(!result.stderr.contains("SECRET") && !result.stderr.contains("'r'"), "\(result.stderr)")
        }
    }

    // MARK: Output names

    @Test func aVariantAndAFormThatShareOutputNamesAreRefused() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Forms/x.form.json", #"{"fields": [{"id": "a"}], "variants": {"a": {"values": {"a": "1"}}}}"#)
        try project.write("Forms/x-a.form.json", #"{"fields": [{"id": "b"}]}"#)
        let render = try formrender(["render", "Forms", "--width", "compact", "--format", "png", "--out", "out"], in: project.path)
        expectEqual(render.status, 1)
        expect(render.stderr.contains("Forms/x.form.json: error: variant 'a' of this input would be written as 'x-a', as Forms/x-a.form.json already is; rename one of them"), "\(render.stderr)")
        try expectEqual(TemporaryDirectory.names(project.path("out")), ["x-a-compact@2x.png"], "the first is written, the second not")

        try project.write("formrender.json", #"{"inputs": ["Forms"], "widths": ["compact"], "scales": [1]}"#)
        let record = try formrender(["snapshot", "record"], in: project.path)
        expectEqual(record.status, 1)
        expect(record.stderr.contains("variant 'a' of this input and the default state of Forms/x-a.form.json would both be checked against 'x-a'; neither is"), "\(record.stderr)")
        expect(!FileManager.default.fileExists(atPath: project.path("Snapshots/x-a-compact@1x.png")), "neither records the shared reference")
        expect(FileManager.default.fileExists(atPath: project.path("Snapshots/x-compact@1x.png")), "the other cases still run")
        try project.write("Hints/Address.hints", #"{"a": {}}"#)
        try project.write("Forms/Address.form.json", #"{"fields": [{"id": "a"}]}"#)
        try project.write("formrender.json", #"{"inputs": ["Hints", "Forms/Address.form.json"], "widths": ["compact"], "scales": [1]}"#)
        let both = try formrender(["snapshot", "record"], in: project.path)
        expect(both.stderr.contains("Forms/Address.form.json: error: the default state of this input and the default state of Hints/Address.hints would both be checked against 'Address'"), "\(both.stderr)")
        expect(!FileManager.default.fileExists(atPath: project.path("Snapshots/Address-compact@1x.png")), "neither input owns the reference")
    }

    // MARK: Text

    @Test func nulAndNoncharactersRenderTheSameInPNGAndPDF() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("u.form.json", #"{"title": "T\uFFFE", "fields": [{"id": "a", "label": "Nul\u0000here \uFFFF"}]}"#)
        let result = try formrender(["render", "u.form.json", "--width", "compact", "--out", "out"], in: project.path)
        expectEqual(result.status, 0, "\(result.stderr)")
        try expectEqual(TemporaryDirectory.names(project.path("out")), ["u-compact.pdf", "u-compact@2x.png"])
        let layout = try formrender(["layout", "u.form.json"], in: project.path)
        expect(layout.stdout.contains(#""text": "Nul□here □""#), "\(layout.stdout)")
        if let pdftotext = ["/usr/bin/pdftotext"].first(where: FileManager.default.isExecutableFile) {
            let text = try run(URL(fileURLWithPath: pdftotext), [project.path("out/u-compact.pdf"), "-"])
            expect(text.stdout.contains("Nul□here □"), "\(text.stdout)")
        }
    }

    @Test func titlesAndDescriptionsAreBoundedLikeLabels() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        let long = String(repeating: "x", count: 100_000)
        try project.write("l.form.json", """
        {"title": "\(long)", "sections": [{"id": "s", "title": "\(long)", "description": "\(long)", "fields": ["a"]}],
         "fields": [{"id": "a", "label": "\(long)"}]}
        """)
        let layout = try formrender(["layout", "l.form.json"], in: project.path)
        expectEqual(layout.status, 0, "\(layout.stderr)")
        let clipped = String(repeating: "x", count: 4_999) + "…"
        expectEqual(layout.stdout.components(separatedBy: "\"\(clipped)\"").count, 5, "title, section title, description, label")
    }

    @Test func aClosedStandardErrorNeverTraps() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("w.hints", #"{"a": {"fieldType": "zzz"}}"#)
        for script in [#""$1" layout nope.hints --fonts-dir "$2" 2>&-"#, #""$1" layout w.hints --fonts-dir "$2" 2>&- >/dev/null"#,
                       #""$1" render --width=-1 w.hints 2>&-"#] {
            let result = try shell(script, in: project.path)
            expect(result.status == 1 || result.status == 2 || result.status == 0, "\(script): \(result.status)")
            expect(result.status != 132 && result.status != 134, "\(script) trapped")
        }
        try expectEqual(shell(#""$1" layout nope.hints --fonts-dir "$2" 2>&-"#, in: project.path).status, 1)
    }

    @Test func argumentErrorsAreEscapedToo() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        for arguments in [["render", "x.hints", "--width", "\u{1B}[2J"], ["render", "x.hints", "--format", "\u{1B}[31m"],
                          ["render", "x.hints", "--\u{1B}[2J"], ["\u{1B}]0;title\u{7}"]] {
            let result = try formrender(arguments, in: project.path, fonts: false)
            expectEqual(result.status, 2, "\(arguments): \(result.status)")
            expect(!result.stderr.contains("\u{1B}") && !result.stderr.contains("\u{7}"), "\(arguments): \(result.stderr)")
            expect(result.stderr.contains("\\u{1B}"), "\(arguments): \(result.stderr)")
        }
    }

    @Test func repeatsAndSharedModelsAreSaidAndWrittenOnce() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", Self.ghostHints)
        for name in ["a", "b", "c"] { try project.write("Forms/\(name).form.json", #"{"model": "W"}"#) }
        let result = try formrender(["render", "Forms", "--width", "compact", "--format", "png", "--format", "png", "--out", "out"],
                                    in: project.path)
        expectEqual(result.status, 0, "\(result.stderr)")
        expectEqual(result.stderr.components(separatedBy: Self.ghostWarning).count, 2, "the model's warning once for three forms: \(result.stderr)")
        expect(result.stdout.contains("Forms/a.form.json: wrote 1 file to out/"), "\(result.stdout)")
        let hex = try formrender(["render", "Hints/W.hints", "--width", "0x100"], in: project.path)
        expectEqual(hex.status, 2)
        expect(hex.stderr.contains("unknown width '0x100'"), "\(hex.stderr)")
    }

    @Test func snapshotConfigurationProblemsAreLocatedAndSaidOnce() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}, "b": {}}"#)
        let cases: [(String, String)] = [
            (#"{"inputs": [5]}"#, "formrender.json:1:13: error: 'inputs[0]': '5' does not exist"),
            (#"{"inputs": ["Hints", "nowhere"]}"#, "formrender.json:1:22: error: 'inputs[1]': 'nowhere' does not exist"),
            (#"{"theme": "nowhere.json"}"#, "formrender.json:1:11: error: 'theme': 'nowhere.json' does not exist"),
            (#"{"snapshots": "formrender.json"}"#, "formrender.json:1:15: error: 'snapshots': 'formrender.json' is a regular file, not a directory"),
            (#"{"report": ""}"#, "formrender.json:1:12: error: 'report': '' is empty; expected a path"),
        ]
        for (config, expected) in cases {
            try project.write("formrender.json", config)
            let result = try formrender(["snapshot", "verify"], in: project.path)
            expectEqual(result.status, 1)
            expect(result.stderr.contains(expected), "\(config): \(result.stderr)")
        }
        try project.write("theme.json", #"{"radii": {"card": "round"}}"#)
        try project.write("formrender.json", #"{"widths": ["compact", "regular", "expanded"], "theme": "theme.json"}"#)
        let theme = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(theme.status, 1)
        expectEqual(theme.stderr.components(separatedBy: "'radii.card' must be a number").count, 2, "once, not per case: \(theme.stderr)")
    }

    @Test func pruneRemovesOnlyFilesNamedLikeReferences() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1], "snapshots": "pictures"}"#)
        try project.write("pictures/holiday.png", "a photo")
        try project.write("pictures/notes.layout.json", "{}")
        try project.write("pictures/Old-compact@2x.png", "an orphan")
        try project.write("pictures/Old-500@1x.layout.json", "an orphan")
        try expectEqual(formrender(["snapshot", "record"], in: project.path).status, 0)
        let prune = try formrender(["snapshot", "prune"], in: project.path)
        expectEqual(prune.status, 0, "\(prune.stderr)")
        try expectEqual(TemporaryDirectory.names(project.path("pictures")), ["W-compact@1x.layout.json", "W-compact@1x.png", "holiday.png", "notes.layout.json"])
    }

    @Test func pruneNeverRemovesEverythingNorRunsUnderCI() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/W.hints", #"{"a": {}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
        try expectEqual(formrender(["snapshot", "record"], in: project.path).status, 0)
        try FileManager.default.moveItem(atPath: project.path("Hints"), toPath: project.path("Moved"))
        let empty = try formrender(["snapshot", "prune"], in: project.path)
        expectEqual(empty.status, 1)
        expect(empty.stderr.contains("error: not pruning: the suite has no cases"), "\(empty.stderr)")
        try expectEqual(TemporaryDirectory.names(project.path("Snapshots")), ["W-compact@1x.layout.json", "W-compact@1x.png"])
        try FileManager.default.moveItem(atPath: project.path("Moved"), toPath: project.path("Hints"))
        try project.write("Snapshots/Gone-compact@1x.png", "orphan")
        let ci = try run(URL(fileURLWithPath: "/usr/bin/timeout"), ["20", binary.path, "snapshot", "prune", "--fonts-dir", TestPaths.path("Fonts")],
                         in: project.path, environment: ["CI": "true"])
        expectEqual(ci.status, 1)
        expect(ci.stderr.contains("snapshot prune removes nothing when CI is set"), "\(ci.stderr)")
        expect(FileManager.default.fileExists(atPath: project.path("Snapshots/Gone-compact@1x.png")))
    }

    @Test func namesThatDifferOnlyInCaseCollide() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/User.hints", #"{"a": {}}"#)
        try project.write("Hints/user.hints", #"{"b": {}}"#)
        let result = try formrender(["render", "Hints", "--width", "compact", "--format", "png", "--out", "out"], in: project.path)
        expectEqual(result.status, 1)
        expect(result.stderr.contains("Hints/user.hints: error: this input would be written as 'user', as Hints/User.hints already is"), "\(result.stderr)")
    }

    @Test func caseNamesAReportCannotCarryAreRefusedUpFront() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        try project.write("Hints/tab\there.hints", #"{"a": {}}"#)
        try project.write("Hints/back\\slash.hints", #"{"a": {}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
        let result = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(result.status, 1)
        expectEqual(result.stderr.contains("Hints/tab\\there.hints: error: the case name 'tab\\there-compact@1x'"), false)
        expect(result.stderr.contains("error: the case name 'tab\\there' has a '\\' or a control character"), "\(result.stderr)")
        expect(result.stderr.contains("error: the case name 'back\\slash' has a '\\' or a control character"), "\(result.stderr)")
        expectEqual(HTMLReport.escape("case\u{202E}gnp.exe<b>"), "case\\u{202E}gnp.exe&lt;b&gt;")
    }

    @Test func aFormTallerThanAnyImageStopsLayingOutEarly() throws {
        let project = try TemporaryDirectory()
        defer { project.remove() }
        // 500 textareas of 900-character labels and 2500-character values at 120 pt: over a million
        // points tall; wrapping all of it took 15 s only to be refused.
        let fields = (0..<500).map { #"{"id": "f\#($0)", "label": "\#(String(repeating: "L", count: 900))", "contentType": "textarea"}"# }
        let values = (0..<500).map { #""f\#($0)": "\#(String(repeating: "v", count: 2500))""# }
        try project.write("w.form.json", #"{"fields": [\#(fields.joined(separator: ","))], "values": {\#(values.joined(separator: ","))}}"#)
        let expected = "w.form.json: error: the form is taller than 32767 pt, more than any image or page holds"
        for arguments in [["layout", "w.form.json", "--width", "120"], ["render", "w.form.json", "--width", "120", "--out", "out"]] {
            let result = try formrender(arguments, in: project.path)
            expectEqual(result.status, 1, "\(arguments)")
            expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
        }
        expect(!FileManager.default.fileExists(atPath: project.path("out/w-120@2x.png")))
    }
}
