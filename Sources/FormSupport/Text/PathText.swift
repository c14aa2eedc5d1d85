/// Path arithmetic on text, by hand: on Linux, Foundation's `NSString.deletingLastPathComponent`
/// traps on a one-character name (`"a"`, `"x/"`), and paths here come from inputs and options.
public enum PathText {
    /// The folder part of a path, as `deletingLastPathComponent` gives it: `"a/b"` → `"a"`,
    /// `"/a"` → `"/"`, `"a"` → `""`; trailing slashes are ignored.
    public static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.count > 1 && folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    /// The last part of a path without its extension: `"a/home.json"` → `"home"`.
    public static func baseName(of path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The last part of a path: `"a/b.json"` → `"b.json"`.
    public static func fileName(of path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
