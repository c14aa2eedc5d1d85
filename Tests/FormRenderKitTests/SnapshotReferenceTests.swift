import Foundation
import FormSupport
import Expectations
import Testing
import TestSupport
import CDeflate
import PNGCodec

/// References are untrusted files anyone in a team can change: a corrupt, huge, hostile or special one
/// fails its case, names the reference, and costs neither a crash, nor gigabytes, nor a hang.
@Suite struct SnapshotReferenceTests {
    let formrender: FormRenderCLI
    var binary: URL { formrender.binary }

    init() throws {
        formrender = try FormRenderCLI(timeout: 30)
    }

    /// A project with one recorded case, `W-compact@1x`.
    func recordedProject() throws -> TemporaryDirectory {
        let project = try TemporaryDirectory()
        try project.write("Hints/W.hints", #"{"a": {"displayWidth": "narrow"}, "b": {}}"#)
        try project.write("formrender.json", #"{"widths": ["compact"], "scales": [1]}"#)
        let record = try formrender(["snapshot", "record"], in: project.path)
        expectEqual(record.status, 0, "\(record.stderr)")
        return project
    }

    static let reference = "Snapshots/W-compact@1x.png"

    func verify(_ project: TemporaryDirectory) throws -> CommandResult {
        let result = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(result.status, 1, "a bad reference fails the case, never traps or hangs: \(result.status) \(result.stderr)")
        return result
    }

    /// A PNG whose header claims `width`×`height`, with `idat` as its image data.
    static func png(width: UInt32, height: UInt32, idat: [UInt8]) -> [UInt8] {
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            let crc = body.withUnsafeBufferPointer { UInt32(crc32(0, $0.baseAddress, UInt32($0.count))) }
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc)
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", idat) + chunk("IEND", [])
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// A zlib stream of `rows` rows of zeros. A row is compressed with a full flush, which ends its
    /// block on a byte and forgets what came before, so every later row compresses to the same bytes:
    /// they are repeated rather than compressed again (zlib takes seconds over a gigabyte), and the
    /// stream ends with the Adler-32 of all the zeros.
    static func zeroRows(_ rows: Int, rowBytes: Int) throws -> [UInt8] {
        let row = [UInt8](repeating: 0, count: rowBytes)
        var stream = z_stream()
        deflateInit_(&stream, 9, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { deflateEnd(&stream) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        func pump(_ input: [UInt8], _ flush: Int32) -> [UInt8] {
            var out: [UInt8] = []
            input.withUnsafeBufferPointer { input in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = UInt32(input.count)
                repeat {
                    buffer.withUnsafeMutableBufferPointer { output in
                        stream.next_out = output.baseAddress
                        stream.avail_out = UInt32(output.count)
                        CDeflate.deflate(&stream, flush)
                        out += output.prefix(output.count - Int(stream.avail_out))
                    }
                } while stream.avail_out == 0
            }
            return out
        }
        let first = pump(row, Z_FULL_FLUSH), second = pump(row, Z_FULL_FLUSH), third = pump(row, Z_FULL_FLUSH)
        try require(second == third && Array(first.dropFirst(2)) == second, "a row after a full flush compresses alike")
        let end = pump([], Z_FINISH)
        var bytes = first
        bytes.reserveCapacity(first.count + second.count * (rows - 1) + end.count)
        for _ in 1..<rows { bytes += second }
        bytes += end.dropLast(4)
        // Adler-32 of n zeros: its first sum stays 1, its second adds that 1 once a byte.
        let adler: UInt32 = UInt32((rows * rowBytes) % 65_521) << 16 | 1
        let checksum: [UInt8] = [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        return bytes + checksum
    }

    /// How many bytes zlib inflates `compressed` to, or nil when it is not a whole, valid stream.
    static func inflatedSize(_ compressed: [UInt8]) -> Int? {
        var stream = z_stream()
        inflateInit_(&stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        defer { inflateEnd(&stream) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var total = 0
        var status = Z_OK
        compressed.withUnsafeBufferPointer { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.avail_in = UInt32(input.count)
            while status == Z_OK {
                buffer.withUnsafeMutableBufferPointer { output in
                    stream.next_out = output.baseAddress
                    stream.avail_out = UInt32(output.count)
                    status = inflate(&stream, Z_NO_FLUSH)
                    total += output.count - Int(stream.avail_out)
                }
            }
        }
        return status == Z_STREAM_END ? total : nil
    }

    static func deflate(_ bytes: [UInt8]) -> [UInt8] {
        var size = compressBound(UInt(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        _ = compress2(&out, &size, bytes, UInt(bytes.count), 9)
        return Array(out.prefix(Int(size)))
    }

    @Test func aHeaderClaimingFourBillionPixelsASideFailsTheCase() throws {
        let project = try recordedProject()
        defer { project.remove() }
        let hostile = Self.png(width: 0xFFFF_FFFF, height: 0xFFFF_FFFF, idat: Self.deflate([0, 0, 0, 0]))
        try Data(hostile).write(to: URL(fileURLWithPath: project.path(Self.reference)))
        let result = try verify(project)
        expect(result.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) is not a PNG that can be read (PNG header claims 4294967295×4294967295 pixels"), "\(result.stderr)")
    }

    @Test func aSmallPNGThatWouldInflateToGigabytesIsASizeChange() throws {
        let project = try recordedProject()
        defer { project.remove() }
        // 16000×16000 RGBA of zeros: about a megabyte compressed, a gigabyte inflated.
        let small = try Self.zeroRows(3, rowBytes: 16_000 * 4 + 1)
        expectEqual(Self.inflatedSize(small), 3 * (16_000 * 4 + 1), "the stream is what it claims")
        let compressed = try Self.zeroRows(16_000, rowBytes: 16_000 * 4 + 1)
        try Data(Self.png(width: 16_000, height: 16_000, idat: compressed)).write(to: URL(fileURLWithPath: project.path(Self.reference)))
        let result = try verify(project)
        expect(result.stderr.contains("✘ W-compact@1x (Hints/W.hints): size changed from 16000×16000 to 375×"), "\(result.stderr)")
        expect(result.stderr.contains("the reference \(Self.reference) was not decoded"))
        // The report holds the actual image only: no 256-megapixel reference or diff.
        try expectEqual(TemporaryDirectory.names(project.path("snapshot-report")), ["W-compact@1x.actual.png", "index.html", "report.json"])
    }

    @Test func gigabytesOfTrailingDataAreNotRead() throws {
        let project = try recordedProject()
        defer { project.remove() }
        // Sparse: six gigabytes after a valid PNG, taking no disk.
        expectEqual(truncate(project.path(Self.reference), 6 << 30), 0)
        let result = try verify(project)
        expect(result.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) is larger than any PNG of the actual image could be (at most"), "\(result.stderr)")
    }

    @Test func corruptReferencesAreNamed() throws {
        let project = try recordedProject()
        defer { project.remove() }
        let path = project.path(Self.reference)
        let good = try require(FileManager.default.contents(atPath: path))
        let cases: [(String, Data, String)] = [
            ("truncated", good.prefix(good.count / 2), "is not a PNG that can be read ("),
            ("empty", Data(), "is not a PNG that can be read ("),
            ("JPEG", Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46]), "is not a PNG that can be read ("),
        ]
        for (label, bytes, expected) in cases {
            try bytes.write(to: URL(fileURLWithPath: path))
            let result = try verify(project)
            expect(result.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) \(expected)"), "\(label): \(result.stderr)")
            expect(!result.stderr.contains("Hints/W.hints: error"), "\(label): the reference is named, not the form")
        }
        // --record failed replaces a corrupt reference.
        let rerecord = try formrender(["snapshot", "verify", "--record", "failed"], in: project.path)
        expectEqual(rerecord.status, 0, "\(rerecord.stderr)")
        expectEqual(FileManager.default.contents(atPath: path), good)
    }

    /// A reference is one unit: its layout replaced after it was recorded (a record stopped between
    /// the two files) fails its case, and `--record failed` writes the two again.
    @Test func aLayoutNotRecordedWithItsImageFailsTheCase() throws {
        let project = try recordedProject()
        defer { project.remove() }
        let layout = project.path("Snapshots/W-compact@1x.layout.json")
        let recorded = try require(FileManager.default.contents(atPath: layout))
        try Data(String(decoding: recorded, as: UTF8.self).replacingOccurrences(of: "\"b\"", with: "\"c\"").utf8).write(to: URL(fileURLWithPath: layout))
        let result = try verify(project)
        expect(result.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) and its layout Snapshots/W-compact@1x.layout.json were not recorded together"), "\(result.stderr)")
        let rerecord = try formrender(["snapshot", "verify", "--record", "failed"], in: project.path)
        expectEqual(rerecord.status, 0, "\(rerecord.stderr)")
        expectEqual(FileManager.default.contents(atPath: layout), recorded)
    }

    /// The suite reads only its project's files: an input, a view tree's states file or a reference
    /// that is a link out of the project is refused, named, and never drawn or copied into the report;
    /// a checkout inside a folder named `Layouts` keeps a view tree's includes inside the checkout.
    @Test func linksOutOfTheProjectAreNeverRead() throws {
        let outside = try TemporaryDirectory()
        defer { outside.remove() }
        try outside.write("Secret.form.json", #"{"title": "SECRET", "fields": [{"id": "s"}]}"#)
        try outside.write("Secret.states.json", #"{"values": {"title": "SECRET"}}"#)
        try outside.write("Layouts/shared.json", #"{"type": "Label", "text": "SECRET"}"#)
        let project = try recordedProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(atPath: project.path("Forms"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: project.path("Forms/Linked.form.json"), withDestinationPath: outside.path("Secret.form.json"))
        try project.write("Layouts/Screen.json", #"{"type": "Label", "text": "@{title}"}"#)
        try FileManager.default.createSymbolicLink(atPath: project.path("Layouts/Screen.states.json"), withDestinationPath: outside.path("Secret.states.json"))
        let result = try formrender(["snapshot", "verify", "--record", "missing"], in: project.path)
        expectEqual(result.status, 1, result.stderr)
        expect(result.stderr.contains("Forms/Linked.form.json: error: is a link that leads outside the project"), result.stderr)
        expect(result.stderr.contains("Layouts/Screen.states.json: error: is a link that leads outside the project"), result.stderr)
        let snapshots = try FileManager.default.contentsOfDirectory(atPath: project.path("Snapshots"))
        expect(!snapshots.contains { $0.hasPrefix("Linked") || $0.hasPrefix("Screen") }, "nothing of them recorded: \(snapshots)")

        // A reference that is a link to a PNG elsewhere is not read, nor copied into the report.
        try FileManager.default.removeItem(atPath: project.path("Forms/Linked.form.json"))
        try FileManager.default.removeItem(atPath: project.path("Layouts"))
        let image = project.path(Self.reference)
        try FileManager.default.moveItem(atPath: image, toPath: outside.path("W.png"))
        try FileManager.default.createSymbolicLink(atPath: image, withDestinationPath: outside.path("W.png"))
        let linked = try verify(project)
        expect(linked.stderr.contains("the reference \(Self.reference) is a symbolic link; a reference is a regular file of the project's"), linked.stderr)
        let report = (try? FileManager.default.contentsOfDirectory(atPath: project.path("snapshot-report"))) ?? []
        expect(!report.contains { $0.hasSuffix(".reference.png") }, "\(report)")

        // Nor is a reference's layout that is a link: its text never reaches a message or the report.
        try FileManager.default.removeItem(atPath: image)
        try FileManager.default.moveItem(atPath: outside.path("W.png"), toPath: image)
        let layout = project.path(Self.reference.replacingOccurrences(of: ".png", with: ".layout.json"))
        try outside.write("W.layout.json", #"{"width": 1, "height": 1, "root": {"role": "form", "frame": [0, 0, 1, 1], "text": "SECRET-LAYOUT"}}"#)
        try FileManager.default.removeItem(atPath: layout)
        try FileManager.default.createSymbolicLink(atPath: layout, withDestinationPath: outside.path("W.layout.json"))
        let linkedLayout = try verify(project)
        expectEqual(linkedLayout.status, 1, linkedLayout.stderr)
        expect(linkedLayout.stderr.contains("is a symbolic link; a reference is a regular file of the project's"), linkedLayout.stderr)
        let reportJSON = (try? String(contentsOfFile: project.path("snapshot-report/report.json"), encoding: .utf8)) ?? ""
        expect(!linkedLayout.stderr.contains("SECRET") && !reportJSON.contains("SECRET"), "never quoted")

        // A checkout inside a folder named Layouts: a view tree's includes stay inside the checkout.
        let parent = try TemporaryDirectory()
        defer { parent.remove() }
        try parent.write("Layouts/shared.json", #"{"type": "Label", "text": "SECRET"}"#)
        try parent.write("Layouts/app/Views/Screen.json", #"{"type": "View", "child": [{"include": "../../shared.json"}]}"#)
        try parent.write("Layouts/app/formrender.json", #"{"inputs": ["Views"], "widths": ["compact"], "scales": [1]}"#)
        let escaped = try formrender(["snapshot", "verify", "--record", "missing"], in: parent.path("Layouts/app"))
        expectEqual(escaped.status, 1, escaped.stderr)
        expect(escaped.stderr.contains("leads out of the layout root"), escaped.stderr)
    }

    @Test func aReferenceThatIsADirectoryOrAFIFOIsNotMissing() throws {
        let project = try recordedProject()
        defer { project.remove() }
        let path = project.path(Self.reference)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let directory = try verify(project)
        expect(directory.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) is a directory, not a PNG file"), "\(directory.stderr)")
        expect(!directory.stderr.contains("no reference"))
        try FileManager.default.removeItem(atPath: path)
        expectEqual(mkfifo(path, 0o644), 0)
        let fifo = try verify(project)
        expect(fifo.stderr.contains("✘ W-compact@1x (Hints/W.hints): the reference \(Self.reference) is a named pipe (FIFO), not a PNG file"), "\(fifo.stderr)")
    }

    /// A sealed reference's layout that is garbage is not the one recorded with it: the case fails.
    /// One recorded before seals (below) has a layout that only explains: garbage there is a warning,
    /// and pixels decide.
    @Test func aCorruptLayoutReferenceWarnsAndPixelsStillDecide() throws {
        let project = try recordedProject()
        defer { project.remove() }
        try project.write("Snapshots/W-compact@1x.layout.json", "{\"width\": 375, garbage")
        let sealed = try verify(project)
        expect(sealed.stderr.contains("were not recorded together"), "\(sealed.stderr)")
        let image = project.path(Self.reference)
        try Data(PNGTextChunk.removingText(from: [UInt8](try require(FileManager.default.contents(atPath: image))))).write(to: URL(fileURLWithPath: image))
        let passing = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(passing.status, 0, "\(passing.stderr)")
        expect(passing.stderr.contains("⚠️ Warning: the layout reference Snapshots/W-compact@1x.layout.json cannot be used (at 1:16: expected a quoted key, found a letter)"), "\(passing.stderr)")
        // Valid JSON of the wrong shape is not read as zeros, and the message names no Swift type.
        for (layout, why) in [("[]", "at 1:1: the top level must be an object, found an array"),
                              (#"{"width": 1, "height": 1, "root": 5}"#, "at 1:35: 'root' must be an object, found 5"),
                              (#"{"width": 1, "height": 1, "root": {"role": "form", "frame": {"x": "SECRET", "y": 0, "width": 1, "height": 1}}}"#,
                               "at 1:67: 'root.frame.x' must be a number (at most 1000000)")] {
            try project.write("Snapshots/W-compact@1x.layout.json", layout)
            let result = try formrender(["snapshot", "verify"], in: project.path)
            expect(result.stderr.contains("W-compact@1x.layout.json cannot be used (\(why)"), "\(layout): \(result.stderr)")
            expect(!result.stderr.contains("JSONSyntaxError") && !result.stderr.contains("SECRET"))
        }
        // A real change is still found and counted, explained by pixels only.
        try project.write("Hints/W.hints", #"{"a": {"displayWidth": "wide"}, "b": {}}"#)
        let failing = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(failing.status, 1)
        expect(failing.stderr.contains("✘ W-compact@1x (Hints/W.hints):") && failing.stderr.contains("pixels differ"), "\(failing.stderr)")
        expect(failing.stderr.contains("cannot be used"))
    }

    @Test func benchCompareRefusesBadPNGsWithoutTrapping() throws {
        let project = try recordedProject()
        defer { project.remove() }
        try Data(Self.png(width: 0xFFFF_FFFF, height: 1, idat: [])).write(to: URL(fileURLWithPath: project.path("bad.png")))
        let result = try run(binary, ["bench-compare", Self.reference, "bad.png", "--iterations", "1", "--no-imagemagick"], in: project.path)
        expectEqual(result.status, 1, "\(result.stderr)")
        expect(result.stderr.contains("bad.png: error: not a PNG that can be compared ("), "\(result.stderr)")
    }

    /// bench-codec times the compressors on references and says whether they re-encode to their bytes.
    @Test func benchCodecTimesTheCompressorsOnReferences() throws {
        let project = try recordedProject()
        defer { project.remove() }
        try project.write(".build/Other.png", "not looked at: hidden folders are left out")
        // The recording's report shows the recorded image too: only the reference is measured here.
        try FileManager.default.removeItem(atPath: project.path("snapshot-report"))
        let result = try run(binary, ["bench-codec", "--iterations", "1", "--levels", "1", "."], in: project.path)
        expectEqual(result.status, 0, "\(result.stderr)")
        expect(result.stdout.contains("1 PNGs, ") && result.stdout.contains("1 of 1 re-encode to their exact bytes"), "\(result.stdout)")
        expect(result.stdout.contains("  FastDeflate ") && result.stdout.contains("  libdeflate 1 "), "\(result.stdout)")
        try Data(Self.png(width: 0xFFFF_FFFF, height: 1, idat: [])).write(to: URL(fileURLWithPath: project.path("bad.png")))
        let bad = try run(binary, ["bench-codec", "--iterations", "1", "bad.png"], in: project.path)
        expect(bad.status == 1 && bad.stderr.contains("bad.png: error: not a PNG that can be decoded ("), "\(bad.stderr)")
        let levels = try run(binary, ["bench-codec", "--levels", "13"], in: project.path)
        expectEqual(levels.status, 2, "\(levels.stderr)")
    }

    @Test func pruneRemovesOrphanedFilesOnlyAndABrokenInputOrphansNothing() throws {
        let project = try recordedProject()
        defer { project.remove() }
        try project.write("Snapshots/Gone-compact@1x.png", "old")
        try project.write("Snapshots/Tree.png/keep.txt", "a directory named like a reference")
        // While an input fails to load, its references are not called orphans.
        try project.write("Hints/W.hints", "{broken")
        let verify = try formrender(["snapshot", "verify"], in: project.path)
        expectEqual(verify.status, 1)
        expect(!verify.stderr.contains("orphaned reference Snapshots/W-compact@1x.png"), "\(verify.stderr)")
        try project.write("Hints/W.hints", #"{"a": {"displayWidth": "narrow"}, "b": {}}"#)
        let prune = try formrender(["snapshot", "prune"], in: project.path)
        expectEqual(prune.status, 0, "\(prune.stderr)")
        expect(prune.stdout.contains("removed Snapshots/Gone-compact@1x.png"))
        expect(FileManager.default.fileExists(atPath: project.path("Snapshots/Tree.png/keep.txt")))
        expect(FileManager.default.fileExists(atPath: project.path(Self.reference)))
    }

    @Test func aSnapshotsFolderThatIsAFileIsNamed() throws {
        let project = try recordedProject()
        defer { project.remove() }
        try FileManager.default.removeItem(atPath: project.path("Snapshots"))
        try project.write("Snapshots", "a file")
        let result = try verify(project)
        expect(result.stderr.contains("the reference \(Self.reference) cannot exist: 'Snapshots' is a regular file, not a directory"), "\(result.stderr)")
        expect(!result.stderr.contains("no reference"))
    }
}
