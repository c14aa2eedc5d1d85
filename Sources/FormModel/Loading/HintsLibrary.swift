import Foundation
import FormSupport

/// Finds `{Model}.hints` in an ordered list of directories (first match wins, names are
/// case-sensitive) and keeps each parsed file for the rest of the run, as 6Layer caches per model.
public final class HintsLibrary: @unchecked Sendable {
    public let directories: [String]
    private var cache: [String: (HintsFile, [FormWarning])] = [:]
    private let lock = NSLock()

    /// Where the files must really be (a suite's project); nil: each in its own hints folder.
    private let project: LayoutRoot?

    public init(directories: [String], within project: LayoutRoot? = nil) {
        self.directories = directories.isEmpty ? ["Hints"] : directories
        self.project = project
    }

    /// How many hints files have been read from disk (the cache's misses), for tests.
    public private(set) var loadCount = 0

    public func hints(forModel model: String, requestedAt location: SourceLocation, warnings: inout WarningLog) throws -> HintsFile {
        lock.lock()
        defer { lock.unlock() }
        if let (cached, cachedWarnings) = cache[model] {
            warnings.append(contentsOf: cachedWarnings)
            return cached
        }
        guard isPlainName(model) else {
            throw FormError("model '\(model.quotedForMessages)' must be a plain name (letters, digits, '_', '-', '.'), not a path", at: location)
        }
        let fileName = model + ".hints"
        for directory in directories {
            let path = (directory as NSString).appendingPathComponent(fileName)
            guard existsExactly(fileName, in: directory) else { continue }
            // A hints folder is where its files are: one that is a link out of it (a planted
            // `User.hints -> ~/.ssh/id_rsa`) is not read, and its text never reaches a message.
            let folder = project ?? LayoutRoot(path: directory)
            guard folder.contains(LayoutRoot.canonical(path)) else {
                throw FormError("is a symbolic link that leads out of \(project == nil ? "its hints folder '\(directory)'" : "the project ('\(folder.path)')"); only files really inside it are read",
                                at: SourceLocation(file: path))
            }
            var fileWarnings = WarningLog()
            let root = try SourceFiles.readJSON(path)
            let parsed = try HintsParser.parse(root, model: model, file: path, warnings: &fileWarnings)
            loadCount += 1
            cache[model] = (parsed, fileWarnings.warnings)
            warnings.append(contentsOf: fileWarnings.warnings)
            return parsed
        }
        let searched = directories.map { "'\($0)'" }.joined(separator: ", ")
        throw FormError("no hints file '\(fileName)' for model '\(model)'; searched \(searched) (names are case-sensitive; add directories with --hints-dir)",
                        at: location)
    }

    private func isPlainName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 200 && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
            && !name.hasPrefix(".")
    }

    /// A case-sensitive look-up even on file systems that fold case.
    private func existsExactly(_ fileName: String, in directory: String) -> Bool {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return false }
        return names.contains(fileName)
    }
}
