import FormModel
import FormPipeline
import FormSupport
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a run's `index.html` and `report.json` (the data `merge-reports` reads) into the report
/// directory, beside the images the failing cases left there, and removes the case images an earlier
/// run left that this one does not name: the directory holds this run's report and nothing older.
///
/// A shard's `report.json` is untrusted input (it arrives as a CI artifact anyone with write access to
/// the run could have shaped): `read` bounds its size and checks every value, and `merge` copies only
/// regular `.png` files that sit directly in the shard's directory, named by plain file names, after
/// every shard has been checked, so an invalid shard leaves nothing written.
public enum ReportWriter {
    /// Bounds on a report: results, messages (or warnings) in one list, orphans; bytes in a name or message.
    public static let maxResults = 100_000
    public static let maxMessages = 10_000
    public static let maxOrphans = 100_000
    public static let maxNameBytes = 255
    public static let maxMessageBytes = 64 << 10
    /// The largest image `merge` copies.
    public static let maxImageBytes = 256 << 20
    /// The longest source path a result may name (PATH_MAX on Linux).
    public static let maxSourceBytes = 4096
    /// How the images of a case are named in the report (`<case>.diff.png`): only files named so are
    /// ever removed from a report directory, so other files kept there are left alone.
    static let imageSuffixes = [".actual.png", ".reference.png", ".diff.png"]

    public static func write(_ report: SnapshotReport, to directory: String) throws {
        try AtomicFile.write(Array(HTMLReport.render(report).utf8), to: (directory as NSString).appendingPathComponent("index.html"))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try AtomicFile.write([UInt8](try encoder.encode(report)), to: (directory as NSString).appendingPathComponent("report.json"))
        removeStaleImages(in: directory, keeping: report)
    }

    /// Removes the case images in `directory` the report does not name: those of a case that passes
    /// now, was renamed or removed, or that a pattern or shard left out of this run. Only files and
    /// symbolic links named like case images go (unlink removes a link, never what it points to);
    /// a directory never does.
    static func removeStaleImages(in directory: String, keeping report: SnapshotReport) {
        let named = Set(report.results.flatMap { images(of: $0).map(\.file) })
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        for name in entries where !named.contains(name) && imageSuffixes.contains(where: name.hasSuffix) {
            let path = (directory as NSString).appendingPathComponent(name)
            let kind = FileKind.ofEntry(path)
            if kind == .regular || kind == .symbolicLink { unlink(path) }
        }
    }

    /// The report in `directory`, checked: at most `SourceFiles.maxFileBytes` of JSON, every value of
    /// the expected type and within bounds, every image a plain `.png` file name of a regular file in
    /// `directory`. Errors name `report.json` and the key path (`results[3].actualImage`).
    public static func read(from directory: String) throws -> SnapshotReport {
        let path = (directory as NSString).appendingPathComponent("report.json")
        if FileKind.ofEntry(path) == nil {
            throw FormError("no report.json here (is it a snapshot report directory?)", at: SourceLocation(file: directory))
        }
        let bytes = try SourceFiles.readBytes(path)
        // The project's parser first: syntax errors with line and column, nesting bounded, duplicate
        // keys refused; and the tree says what was found where the decoder expected something else.
        let tree = try SourceFiles.parseJSON(bytes, file: path)
        try checkWholeNumbers(tree, file: path)
        let report: SnapshotReport
        do {
            report = try JSONDecoder().decode(SnapshotReport.self, from: Data(bytes))
        } catch let error as DecodingError {
            throw describe(error, tree: tree, file: path)
        }
        try validate(report, directory: directory, file: path)
        return report
    }

    /// Merges the reports of sharded runs into one directory: results sorted by case (a case in two
    /// shards is an error), their images copied. Every shard is read and checked before
    /// anything is written.
    public static func merge(_ directories: [String], into output: String) throws -> SnapshotReport {
        var entries: [(result: SnapshotResult, directory: String, file: String, index: Int)] = []
        var orphans = Set<String>()
        var warnings: [String] = [], seenWarnings = Set<String>()
        var shards: [ShardCoverage.Report] = []
        for directory in directories {
            let report = try read(from: directory)
            let file = (directory as NSString).appendingPathComponent("report.json")
            entries += report.results.enumerated().map { ($0.element, directory, file, $0.offset) }
            orphans.formUnion(report.orphans)
            warnings += report.warnings.filter { seenWarnings.insert($0).inserted }
            shards.append(ShardCoverage.Report(file: file, shard: report.shard.flatMap(Shard.init)))
        }
        // The shards make one whole run, or the merged report would pass cases that never ran.
        try ShardCoverage.check(shards)
        // A case in two shards (two jobs given the same --shard, or a report merged twice) is an error:
        // keeping either copy could hide the other's failure.
        var firstSeen: [String: (file: String, index: Int)] = [:]
        for entry in entries {
            if let first = firstSeen[entry.result.name] {
                throw FormError("case \(quoted(entry.result.name)) is also in \(first.file): results[\(first.index)]; each case belongs to one shard (were two jobs given the same --shard, or one report named twice?)",
                                at: SourceLocation(file: entry.file, keyPath: "results[\(entry.index)].name"))
            }
            firstSeen[entry.result.name] = (entry.file, entry.index)
        }
        let kept = entries.sorted { $0.result.name < $1.result.name }

        // Two cases must not name the same image: the second copy would replace the first's.
        var owners: [String: (file: String, index: Int, key: String)] = [:]
        for entry in kept {
            for (key, image) in images(of: entry.result) {
                if let owner = owners[image], owner.file != entry.file || owner.index != entry.index {
                    throw FormError("\(quoted(image)) is also named by \(owner.file): results[\(owner.index)].\(owner.key); each case has its own images",
                                    at: SourceLocation(file: entry.file, keyPath: "results[\(entry.index)].\(key)"))
                }
                owners[image] = (entry.file, entry.index, key)
            }
        }

        for entry in kept {
            for (key, image) in images(of: entry.result) {
                let source = (entry.directory as NSString).appendingPathComponent(image)
                let target = (output as NSString).appendingPathComponent(image)
                if sameFile(source, target) { continue }
                let bytes = try readImage(source, location: SourceLocation(file: entry.file, keyPath: "results[\(entry.index)].\(key)"))
                try AtomicFile.write(bytes, to: target)
            }
        }
        let merged = SnapshotReport(results: kept.map(\.result), shard: nil, orphans: orphans.sorted(), warnings: warnings)
        try write(merged, to: output)
        return merged
    }

    // MARK: Checking a report

    static func images(of result: SnapshotResult) -> [(key: String, file: String)] {
        [("referenceImage", result.referenceImage), ("actualImage", result.actualImage), ("diffImage", result.diffImage)]
            .compactMap { key, file in file.map { (key, $0) } }
    }

    static func validate(_ report: SnapshotReport, directory: String, file: String) throws {
        func fail(_ message: String, _ keyPath: String) -> FormError {
            FormError(message, at: SourceLocation(file: file, keyPath: keyPath))
        }
        guard report.results.count <= maxResults else {
            throw fail("\(report.results.count) results; a report holds at most \(maxResults)", "results")
        }
        guard report.orphans.count <= maxOrphans else {
            throw fail("\(report.orphans.count) orphans; a report holds at most \(maxOrphans)", "orphans")
        }
        if let shard = report.shard, shard.utf8.count > 32 || Shard(shard) == nil {
            throw fail("\(quoted(shard)) is not a shard like '2/4'", "shard")
        }
        try checkTexts(report.warnings, "warnings", fail)
        for (index, orphan) in report.orphans.enumerated() {
            if let problem = fileNameProblem(orphan) { throw fail(problem, "orphans[\(index)]") }
        }
        for (index, result) in report.results.enumerated() {
            let at = "results[\(index)]"
            if let problem = caseNameProblem(result.name) { throw fail(problem, "\(at).name") }
            for (key, value) in [("diffPixels", result.diffPixels), ("totalPixels", result.totalPixels),
                                 ("antialiasedPixels", result.antialiasedPixels)] where value < 0 {
                throw fail("\(value) is negative; expected a count", "\(at).\(key)")
            }
            guard result.milliseconds.isFinite, result.milliseconds >= 0 else {
                throw fail("\(result.milliseconds) is not a time; expected a non-negative number of milliseconds", "\(at).milliseconds")
            }
            if let source = result.source, source.utf8.count > maxSourceBytes {
                throw fail("a source path of \(source.utf8.count) bytes; paths are at most \(maxSourceBytes)", "\(at).source")
            }
            try checkTexts(result.messages, "\(at).messages", fail)
            try checkTexts(result.warnings, "\(at).warnings", fail)
            for (key, image) in images(of: result) {
                if let problem = imageProblem(image, in: directory) { throw fail(problem, "\(at).\(key)") }
            }
        }
    }

    /// Messages or warnings: at most `maxMessages` of them, each at most `maxMessageBytes`.
    static func checkTexts(_ texts: [String], _ keyPath: String, _ fail: (String, String) -> FormError) throws {
        guard texts.count <= maxMessages else {
            throw fail("\(texts.count) entries; at most \(maxMessages) are kept", keyPath)
        }
        for (number, text) in texts.enumerated() where text.utf8.count > maxMessageBytes {
            throw fail("an entry of \(text.utf8.count) bytes; entries are at most \(maxMessageBytes)", "\(keyPath)[\(number)]")
        }
    }

    /// Why `name` cannot be a case's name, or nil: names are what `snapshot` makes of file names.
    static func caseNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "a case name is empty" }
        if name.utf8.count > maxNameBytes { return "a case name of \(name.utf8.count) bytes; names are at most \(maxNameBytes)" }
        if name.contains("/") || name.contains("\\") { return "\(quoted(name)) is not a case name: it has a '/' or '\\'" }
        if name.unicodeScalars.contains(where: \.isControlCharacter) { return "\(quoted(name)) is not a case name: it has a control character" }
        return nil
    }

    /// Why `name` is not a plain file name (one that stays in its directory when joined to it), or nil.
    static func fileNameProblem(_ name: String) -> String? {
        guard !name.isEmpty, name.utf8.count <= maxNameBytes, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\"),
              !name.unicodeScalars.contains(where: \.isControlCharacter) else {
            return "\(quoted(name)) is not a plain file name inside the report directory"
        }
        return nil
    }

    /// Why `name` is not an image `merge` may copy out of `directory`, or nil: a plain `.png` file
    /// name of a regular file there (a symbolic link is refused, wherever it leads).
    static func imageProblem(_ name: String, in directory: String) -> String? {
        if let problem = fileNameProblem(name) { return problem }
        guard name.hasSuffix(".png") else { return "\(quoted(name)) is not a .png file name" }
        let path = (directory as NSString).appendingPathComponent(name)
        switch FileKind.ofEntry(path) {
        case nil: return "\(quoted(name)) is not in the report directory"
        case .regular?:
            // Checked before anything is written, so a huge image stops the merge with nothing copied.
            var info = stat()
            guard stat(path, &info) == 0, Int(info.st_size) <= maxImageBytes else {
                return "\(quoted(name)) is larger than \(maxImageBytes >> 20) MiB"
            }
            return nil
        case let kind?: return "\(quoted(name)) is \(kind.name); only regular files are copied"
        }
    }

    /// A value from the report, quoted for a message: at most 80 characters of it.
    static func quoted(_ value: String) -> String {
        value.count > 80 ? "'\(value.prefix(80))…'" : "'\(value)'"
    }

    static func keyPath(_ path: [CodingKey]) -> String {
        var out = ""
        for key in path {
            if let index = key.intValue { out += "[\(index)]" } else { out += (out.isEmpty ? "" : ".") + key.stringValue }
        }
        return out
    }

    /// The node at a decoder's coding path, if the tree has one there.
    static func node(at path: [CodingKey], in tree: JSONNode) -> JSONNode? {
        var node = tree
        for key in path {
            switch node.value {
            case .array(let items):
                guard let index = key.intValue, items.indices.contains(index) else { return nil }
                node = items[index]
            case .object(let object):
                guard key.intValue == nil, let member = object[key.stringValue] else { return nil }
                node = member
            default:
                return nil
            }
        }
        return node
    }

    static let countKeys = ["diffPixels", "totalPixels", "antialiasedPixels"]

    /// JSONDecoder reports a count that is no whole number (`1.5`, `1e30`) only as "not valid JSON",
    /// without saying where: find it first.
    static func checkWholeNumbers(_ tree: JSONNode, file: String) throws {
        guard case .object(let top) = tree.value, case .array(let results)? = top["results"]?.value else { return }
        for (index, result) in results.enumerated() {
            guard case .object(let object) = result.value else { continue }
            for key in countKeys {
                if let node = object[key], case .number(let number) = node.value, number.intValue == nil {
                    throw FormError("expected a whole number, found \(node.value.shortDescription)",
                                    at: SourceLocation(file: file, keyPath: "results[\(index)].\(key)"))
                }
            }
        }
    }

    /// A decoding failure in words: where (the key path), what was expected and what was found,
    /// without Swift's decoding internals.
    static func describe(_ error: DecodingError, tree: JSONNode, file: String) -> FormError {
        func expected(_ path: [CodingKey]) -> String {
            guard let last = path.last else { return "an object" }
            if last.intValue != nil {
                return path.dropLast().last?.stringValue == "results" ? "a result object" : "a string"
            }
            switch last.stringValue {
            case "name", "referenceImage", "actualImage", "diffImage", "shard", "source": return "a string"
            case "status": return "one of \"passed\", \"failed\", \"missing\", \"recorded\", \"error\""
            case "diffPixels", "totalPixels", "antialiasedPixels": return "a whole number"
            case "milliseconds": return "a number"
            case "results": return "an array of results"
            case "messages", "orphans", "warnings": return "an array of strings"
            default: return "a value of another type"
            }
        }
        func mismatch(_ path: [CodingKey]) -> FormError {
            let found = node(at: path, in: tree).map { ", found \($0.value.shortDescription)" } ?? ""
            return FormError("expected \(expected(path))\(found)", at: SourceLocation(file: file, keyPath: keyPath(path)))
        }
        switch error {
        case let .typeMismatch(_, context), let .valueNotFound(_, context):
            return mismatch(context.codingPath)
        case let .keyNotFound(key, context):
            return FormError("missing '\(key.stringValue)'", at: SourceLocation(file: file, keyPath: keyPath(context.codingPath)))
        case let .dataCorrupted(context):
            if context.codingPath.isEmpty {
                return FormError("cannot be read as a snapshot report (a number out of range?)", at: SourceLocation(file: file))
            }
            return mismatch(context.codingPath)
        @unknown default:
            return FormError("cannot be read as a snapshot report", at: SourceLocation(file: file))
        }
    }

    // MARK: Copying images

    /// The image's bytes, read without following a symbolic link, from a regular file only.
    static func readImage(_ path: String, location: SourceLocation) throws -> [UInt8] {
        do {
            return try RegularFile.read(path, maxBytes: maxImageBytes, followingLinks: false)
        } catch let error as FormError {
            throw FormError("'\(path)' \(error.message)", at: location)
        }
    }

    /// Whether two paths name the same file already (merging into one of the shards' directories).
    static func sameFile(_ a: String, _ b: String) -> Bool {
        var first = stat(), second = stat()
        guard stat(a, &first) == 0, stat(b, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
