import FormModel
import FormSupport
import Foundation

/// Expands the command line's inputs: a file stands for itself; a directory for the files directly in
/// it that some input format claims, in name order. A file named twice is rendered once.
public enum InputDiscovery {
    public static let maxInputs = 10_000

    /// - Parameter emptyDirectoryIsAnError: true when the user named the directory to render it; a
    ///   snapshot suite's default folders may well be empty.
    public static func expand(_ inputs: [String], emptyDirectoryIsAnError: Bool = true,
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
                let found = names.filter { !$0.hasPrefix(".") }.sorted().map { (input as NSString).appendingPathComponent($0) }
                    .filter(formats.claimsFile)
                if found.isEmpty && emptyDirectoryIsAnError {
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
