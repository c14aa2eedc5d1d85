/// What a resolution has found on disk so far (images, includes and styles, each by where it was
/// looked for and its name): finding one asks the file system a dozen times, and a list of a hundred
/// rows names the same few a hundred times.
final class FoundPaths {
    private var found: [String: String?] = [:]

    /// `find`'s answer for `kind`, `folder` and `name`, asked once. A reference that escapes its root
    /// throws every time it is asked: only answers are kept.
    func path(_ kind: String, _ folder: String, _ name: String, find: () throws -> String?) rethrows -> String? {
        let key = kind + "\u{0}" + folder + "\u{0}" + name
        if let known = found[key] { return known }
        let path = try find()
        found[key] = path
        return path
    }
}
