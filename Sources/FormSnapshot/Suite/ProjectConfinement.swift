import FormModel
import FormPipeline
import FormSupport
import Foundation

/// Paths in `formrender.json` stay inside the project, the folder that holds it: the file travels
/// with the repository and anyone can change it in a pull request, so it must not lead CI to read
/// or write elsewhere (a theme at `/etc/…`, references or a report in `../`). The command line's own
/// `--report` is the person's choice and goes anywhere.
enum ProjectConfinement {
    /// Why `value` (as written, resolved against `root`) is not inside the project, or nil.
    static func problem(_ value: String, root: String) -> String? {
        if value.hasPrefix("/") || value.hasPrefix("~") {
            return "is an absolute path; paths in \(SnapshotConfig.fileName) are relative to its folder and stay inside it"
        }
        let project = LayoutRoot.canonical(root)
        let path = real((project as NSString).appendingPathComponent(value))
        guard LayoutRoot(path: project).contains(path) else {
            return "leads outside the project (\(SnapshotConfig.fileName)'s folder); paths in it stay inside it"
        }
        return nil
    }

    /// The real path of `path`: its deepest existing folder with links resolved, then the rest, so a
    /// link to elsewhere is followed even where the file itself does not exist yet.
    private static func real(_ path: String) -> String {
        var existing = (path as NSString).standardizingPath
        var rest: [String] = []
        while FileKind.ofEntry(existing) == nil, existing != "/", !existing.isEmpty {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = PathText.parent(of: existing)
        }
        let base = LayoutRoot.canonical(existing.isEmpty ? "/" : existing)
        return rest.reduce(base) { ($0 as NSString).appendingPathComponent($1) }
    }
}
