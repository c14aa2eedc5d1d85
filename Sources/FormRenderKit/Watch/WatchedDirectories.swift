import Foundation

/// The directories whose files a gallery's pictures depend on: the inputs' own (a directory input
/// whole), the `Layouts` folders view trees include from, the hints directories, and the folders of
/// the theme and data files.
public enum WatchedDirectories {
    public static func of(_ options: GalleryBuilder.Options) -> [String] {
        var directories: [String] = []
        func add(_ path: String?) {
            guard let path, !path.isEmpty else { return }
            if !directories.contains(path) { directories.append(path) }
        }
        func parent(_ path: String) -> String {
            let parent = (path as NSString).deletingLastPathComponent
            return parent.isEmpty ? "." : parent
        }
        for input in options.inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            add(exists && isDirectory.boolValue ? input : parent(input))
            // Includes resolve inside the enclosing Layouts folder.
            var folder = exists && isDirectory.boolValue ? input : parent(input)
            for _ in 0..<32 {
                if (folder as NSString).lastPathComponent == "Layouts" {
                    add(folder)
                    break
                }
                let up = (folder as NSString).deletingLastPathComponent
                if up.isEmpty || up == folder { break }
                folder = up
            }
        }
        options.render.hintsDirectories.forEach { add($0) }
        options.themes.compactMap { $0 }.forEach { add(parent($0)) }
        add(options.render.dataFile.map(parent))
        add(options.render.layoutRoot)
        return directories
    }
}
