import FormModel
import FormSupport
import Foundation

/// Expands the command line's inputs: a file stands for itself; a directory for the files directly in
/// it that some input format claims, in name order. A file named twice is rendered once.
public enum InputDiscovery {
    public static let maxInputs = 10_000

    /// - Parameters:
    ///   - emptyDirectoryIsAnError: true when the user named the directory to render it; a snapshot
    ///     suite's default folders may well be empty.
    ///   - project: where a directory's files must really be (a suite's project); nil: each directory.
    public static func expand(_ inputs: [String], emptyDirectoryIsAnError: Bool = true, within project: LayoutRoot? = nil,
                              formats: InputFormats = .registered) -> (files: [String], errors: [FormError]) {
        var files: [String] = []
        var errors: [FormError] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory) else {
                // An entry that is there but leads nowhere: a dangling link or a loop of links.
                let why = FileKind.ofEntry(input) == .symbolicLink ? "a symbolic link that leads nowhere (or in a loop)" : "no such file or directory"
                errors.append(FormError(why, at: SourceLocation(file: input)))
                continue
            }
            if isDirectory.boolValue {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: input) else {
                    errors.append(FormError("cannot list the directory", at: SourceLocation(file: input)))
                    continue
                }
                // A folder's forms are the files really in it: a link out of it (planted in a
                // checkout, to a key or a secret) is neither read nor quoted in an error.
                let folder = project ?? LayoutRoot(path: input)
                var outside = 0
                let found = names.filter { !$0.hasPrefix(".") }.sorted().map { (input as NSString).appendingPathComponent($0) }
                    .filter { file in
                        guard formats.acceptsName(file), !folder.contains(LayoutRoot.canonical(file)) else { return true }
                        outside += 1
                        errors.append(project?.escape(of: file)
                            ?? FormError("is a symbolic link that leads out of '\(input)'; a folder's forms are read only from inside it (name the file itself to read it)",
                                         at: SourceLocation(file: file)))
                        return false
                    }
                    .filter(formats.claimsFile)
                if found.isEmpty && outside == 0 && emptyDirectoryIsAnError {
                    errors.append(FormError("no forms here (expected \(formats.accepted))", at: SourceLocation(file: input)))
                }
                files += found
            } else if formats.acceptsName(input) {
                files.append(input)
            } else {
                errors.append(FormError("not a form input: expected \(formats.accepted), or a directory of them",
                                        at: SourceLocation(file: input)))
            }
        }
        // The same file named twice (`Hints Hints/User.hints`) renders once.
        var seen = Set<String>()
        files = files.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        if files.count > maxInputs {
            errors.append(FormError("\(files.count) inputs; at most \(maxInputs) are rendered in one run", at: SourceLocation(file: inputs.first ?? ".")))
            files = Array(files.prefix(maxInputs))
        }
        return (files, errors)
    }
}
