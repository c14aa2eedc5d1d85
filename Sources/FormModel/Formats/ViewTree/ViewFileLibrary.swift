import Foundation
import FormSupport

/// Reads view-tree files for a run, each once however often it is included, and keeps every include
/// inside its layout root: an absolute path, a `..` that climbs out, or a symbolic link that leads out
/// is refused.
public final class ViewFileLibrary: @unchecked Sendable {
    private var cache: [String: Result<ViewFile, FormError>] = [:]
    private var resourceCache: [String: Result<ViewResources, FormError>] = [:]
    private let lock = NSLock()
    /// Warnings of files read, not yet taken by a document: each file's are said once a run, as it is
    /// read once a run. The second half of each pair: said only under `--strict`.
    private var unsaid: [(FormWarning, strict: Bool)] = []
    /// Files read from disk (the cache's misses), for tests.
    public private(set) var loadCount = 0

    public init() {}

    /// The parsed file at a canonical path (see `LayoutRoot.resolve`).
    public func file(at path: String) throws -> ViewFile {
        lock.lock()
        defer { lock.unlock() }
        if let cached = cache[path] { return try cached.get() }
        let result = ViewFileLibrary.parse(path) { try ViewFileParser.parse(try SourceFiles.readJSON(path), file: path) }
        loadCount += 1
        keep(result, as: path)
        return try result.get()
    }

    /// A top-level file already read by the input formats: parsed, and kept for includes of it.
    public func file(_ path: String, json: JSONNode) throws -> ViewFile {
        lock.lock()
        defer { lock.unlock() }
        let key = LayoutRoot.canonical(path)
        if let cached = cache[key] { return try cached.get() }
        let result = ViewFileLibrary.parse(path) { try ViewFileParser.parse(json, file: path) }
        keep(result, as: key)
        return try result.get()
    }

    /// A project's colours and strings, read once a run (what reading them says is said the first time).
    public func resources(for project: ViewProject, warnings: inout WarningLog) throws -> ViewResources {
        lock.lock()
        defer { lock.unlock() }
        let key = (project.colorsFile ?? "") + "\u{0}" + (project.stringsFile ?? "")
        if let cached = resourceCache[key] { return try cached.get() }
        var said = WarningLog()
        let result = Result { try ViewResources(project: project, warnings: &said) }.mapError { error in
            error as? FormError ?? FormError("\(error)", at: SourceLocation(file: project.colorsFile ?? project.stringsFile ?? ""))
        }
        warnings.append(contentsOf: said.warnings)
        resourceCache[key] = result
        return try result.get()
    }

    /// The warnings of the files read since the last call, in the order they were read; the files'
    /// `strictWarnings` too when `strict`.
    public func takeWarnings(strict: Bool) -> [FormWarning] {
        lock.lock()
        defer { lock.unlock() }
        let taken = unsaid.filter { strict || !$0.strict }.map(\.0)
        unsaid = []
        return taken
    }

    private func keep(_ result: Result<ViewFile, FormError>, as key: String) {
        cache[key] = result
        if case .success(let file) = result { unsaid += file.warnings.map { ($0, false) } + file.strictWarnings.map { ($0, true) } }
    }

    /// A parse, its failure kept as a located error.
    private static func parse(_ path: String, _ body: () throws -> ViewFile) -> Result<ViewFile, FormError> {
        do {
            return .success(try body())
        } catch let error as FormError {
            return .failure(error)
        } catch {
            return .failure(FormError("\(error)", at: SourceLocation(file: path)))
        }
    }
}

/// The folder a view tree's includes and images must stay in: the nearest enclosing folder named
/// `Layouts` (SwiftJsonUI's convention), else the top-level file's own folder.
public struct LayoutRoot: Equatable, Sendable {
    /// Canonical (links resolved), so containment is checked on real paths.
    public var path: String

    public init(path: String) {
        self.path = LayoutRoot.canonical(path)
    }

    /// - Parameter project: a folder the root never climbs above (a checkout inside a folder that
    ///   happens to be named `Layouts` keeps its includes inside the checkout).
    public static func enclosing(_ file: String, within project: LayoutRoot? = nil) -> LayoutRoot {
        let directory = PathText.parent(of: LayoutRoot.canonical(file))
        var candidate = directory
        while candidate != "/" && !candidate.isEmpty && project.map({ $0.contains(candidate) }) != false {
            if (candidate as NSString).lastPathComponent == "Layouts" { return LayoutRoot(path: candidate) }
            candidate = PathText.parent(of: candidate)
        }
        return LayoutRoot(path: directory)
    }

    /// The real absolute path: links resolved where the file exists, else made absolute and normalised.
    public static func canonical(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        if let real = realpath(absolute, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        return (absolute as NSString).standardizingPath
    }

    /// A path inside the root as messages show it: relative to the root.
    public func relative(_ canonicalPath: String) -> String {
        contains(canonicalPath) && canonicalPath != path ? String(canonicalPath.dropFirst(path == "/" ? 1 : path.count + 1)) : canonicalPath
    }

    public func contains(_ canonicalPath: String) -> Bool {
        canonicalPath == path || canonicalPath.hasPrefix(path == "/" ? "/" : path + "/")
    }

    /// What a relative reference (`components/header.json`, `avatar`) from `directory` names, tried
    /// as written and with each of `suffixes` appended: the first file that exists (a folder of that
    /// name is passed over), canonical. Throws when the reference is absolute or leads out of the
    /// root; nil when nothing by that name exists.
    public func resolve(_ reference: String, from directory: String, suffixes: [String]) throws -> String? {
        guard !reference.hasPrefix("/"), !reference.hasPrefix("~") else {
            throw RootEscape(reason: "is an absolute path; paths are relative to the including file's folder, inside the layout root '\(path)'")
        }
        guard !reference.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\u{7F}" }) else {
            throw RootEscape(reason: "has a control character")
        }
        let joined = ((directory as NSString).appendingPathComponent(reference) as NSString).standardizingPath
        // `directory` is canonical, so a lexical check catches every `..` that climbs out.
        guard contains(joined) else {
            throw RootEscape(reason: "leads out of the layout root '\(path)'")
        }
        for candidate in [joined] + suffixes.map({ joined + $0 }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            let real = LayoutRoot.canonical(candidate)
            guard contains(real) else { throw RootEscape(reason: "is a link that leads out of the layout root '\(path)'") }
            return real
        }
        return nil
    }

    /// Refuses a file that is not really inside this root (a link that leads out of it).
    public func confine(_ file: String) throws {
        if let escape = escape(of: file) { throw escape }
    }

    /// The error that refuses `file` when it is not really inside this root; nil when it is.
    public func escape(of file: String) -> FormError? {
        guard !contains(LayoutRoot.canonical(file)) else { return nil }
        return FormError("is a link that leads outside the project ('\(path)'); only files inside it are read", at: SourceLocation(file: file))
    }

    public struct RootEscape: Error, Equatable {
        public var reason: String
    }
}
