import Foundation
import Expectations
import Testing
import FormModel
import FormSupport

/// Only regular files are read, within a byte limit: a FIFO must not block, a device or a directory
/// must not be read, and the error says what was found.
@Suite("Reading regular files only")
struct RegularFileTests {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("formrender-regular-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func message(_ file: String, maxBytes: Int = 1 << 20) -> String? {
        expectFormError { _ = try RegularFile.read(file, maxBytes: maxBytes) }?.description
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let fifo = path("input.hints")
        expectEqual(mkfifo(fifo, 0o644), 0)
        expectEqual(message(fifo), "\(fifo): error: is a named pipe (FIFO), not a regular file; only regular files are read")
        // Through the loader, as `--data`, a theme or a model's hints would be read.
        expectEqual(expectFormError { _ = try FormLoader.loadData(fifo) }?.message.contains("named pipe (FIFO)"), true)
    }

    @Test func aDeviceADirectoryAndASocketPathAreRefused() throws {
        expectEqual(message("/dev/null"), "/dev/null: error: is a character device, not a regular file; only regular files are read")
        expectEqual(message(directory.path), "\(directory.path): error: is a directory; expected a file")
        expectEqual(message(path("missing.json")), "\(path("missing.json")): error: no such file")
        expectEqual(message(path("missing.json") + "/x"), "\(path("missing.json"))/x: error: no such file")
        expectEqual(message(""), ": error: an empty path names no file")
    }

    @Test func aSymbolicLinkIsFollowedToARegularFileOnly() throws {
        try Data("{}".utf8).write(to: directory.appendingPathComponent("real.json"))
        try FileManager.default.createSymbolicLink(atPath: path("link.json"), withDestinationPath: path("real.json"))
        try expectEqual(RegularFile.read(path("link.json"), maxBytes: 10), Array("{}".utf8))
        expectEqual(mkfifo(path("pipe"), 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: path("pipe.json"), withDestinationPath: path("pipe"))
        expectEqual(message(path("pipe.json"))?.hasSuffix("is a named pipe (FIFO), not a regular file; only regular files are read"), true)
    }

    @Test func aFileLargerThanTheLimitIsRefusedWithoutReadingIt() throws {
        // Sparse: six gigabytes that take no disk and, if read, all the memory.
        let huge = path("huge.hints")
        expect(FileManager.default.createFile(atPath: huge, contents: nil))
        expectEqual(truncate(huge, 6 << 30), 0)
        expectEqual(message(huge, maxBytes: 8 << 20), "\(huge): error: is larger than 8 MiB; input files are bounded")
        try Data(repeating: 65, count: 101).write(to: URL(fileURLWithPath: path("small.txt")))
        expectEqual(message(path("small.txt"), maxBytes: 100), "\(path("small.txt")): error: is larger than 100 bytes; input files are bounded")
        try expectEqual(RegularFile.read(path("small.txt"), maxBytes: 101).count, 101)
    }

    @Test func fileSystemsThatReportSizeZeroAreReadToTheEnd() throws {
        // /proc files say 0 bytes and have content.
        let status = try RegularFile.read("/proc/self/status", maxBytes: 1 << 20)
        expect(String(decoding: status, as: UTF8.self).contains("Name:"))
    }

    @Test func fileKindsAreNamed() throws {
        expectEqual(FileKind.of("/dev/null"), .characterDevice)
        expectEqual(FileKind.of(directory.path), .directory)
        expectEqual(FileKind.of(path("nothing")), nil)
        try FileManager.default.createSymbolicLink(atPath: path("dangling"), withDestinationPath: path("nothing"))
        expectEqual(FileKind.of(path("dangling")), nil)
        expectEqual(FileKind.ofEntry(path("dangling")), .symbolicLink)
    }
}

/// Text from inputs reaches the terminal only with its control characters escaped.
@Suite("Escaping control characters in messages")
struct PrintableTextTests {
    @Test func controlCharactersAreEscapedOnce() {
        let hostile = "a\u{1B}]0;pwned\u{07}b\nc\td\r\u{9B}e\u{202E}f\u{0}"
        let escaped = hostile.escapingControlCharacters
        expectEqual(escaped, "a\\u{1B}]0;pwned\\u{7}b\\nc\\td\\r\\u{9B}e\\u{202E}f\\u{0}")
        expectEqual(escaped.escapingControlCharacters, escaped)
        expectEqual("plain ünïcödé ✓ 日本".escapingControlCharacters, "plain ünïcödé ✓ 日本")
    }

    @Test func errorsAndWarningsEscapeTheirFileKeyAndMessage() {
        let location = FileLocation(file: "evil\u{1B}[2J.hints", position: SourcePosition(line: 1, column: 2))
        expectEqual(FormError("unknown key 'x\u{1B}[31m'", at: location).description, "evil\\u{1B}[2J.hints:1:2: error: unknown key 'x\\u{1B}[31m'")
        expectEqual(FormWarning("Section 's\u{7}' is empty", at: FileLocation(file: "f", keyPath: "a\nb")).description, "⚠️ Warning: Section 's\\u{7}' is empty (f: a\\nb)")
    }

    @Test func aFileThatIsNotJSONHasNoContentQuoted() throws {
        // /etc/shadow starts `root:$y$…`: the error must say where, and that it is a letter, not which.
        let error = expectFormError { _ = try SourceFiles.parseJSON(Array("root:$y$j9T$secret".utf8), file: "shadow") }
        expectEqual(error?.description, "shadow:1:1: error: invalid JSON: expected a value (object, array, string, number, true, false or null), found a letter")
        let digits = expectFormError { _ = try SourceFiles.parseJSON(Array("{\"a\": 1 7}".utf8), file: "f") }
        expectEqual(digits?.message, "invalid JSON: expected ',' or '}' after the value of 'a', found a digit")
    }

    @Test func aStringValueOfTheWrongKindIsNamedNotQuoted() throws {
        let root = try SourceFiles.parseJSON(Array(#"{"colors": "sk_live_SECRET"}"#.utf8), file: "t.json")
        let reader = try JSONObjectReader(root, file: "t.json", keyPath: "")
        let error = expectFormError { _ = try JSONObjectReader(reader.node("colors")!, file: "t.json", keyPath: "colors") }
        expectEqual(error?.description, "t.json:1:12: error: 'colors' must be an object, found a string")
        expectEqual(error?.description.contains("SECRET"), false)
    }
}

/// JSON strings cost time linear in their length, whatever their escapes.
@Suite("JSON strings with many escapes")
struct JSONEscapeTests {
    @Test func hundredsOfThousandsOfEscapes() throws {
        let count = 300_000
        let text = "{\"_comment\": \"" + String(repeating: "x\\t", count: count) + "\\u00e9\\ud83d\\ude00\"}"
        let root = try JSONParser.parse(text)
        guard case .object(let object) = root.value, case .string(let value)? = object["_comment"]?.value else {
            Issue.record("not an object with a string")
            return
        }
        expectEqual(value.utf8.count, count * 2 + 2 + 4)
        expect(value.hasPrefix("x\tx\t"))
        expect(value.hasSuffix("é😀"))
    }
}
