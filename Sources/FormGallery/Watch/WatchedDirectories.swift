import FormPipeline
import Foundation

/// The directories whose files a gallery's pictures depend on: the inputs' own (a directory input
/// whole), the `Layouts` folders view trees include from, the hints directories, and the folders of
/// the theme and data files. Absolute, so that `.`, `./x` and bare names mean what they say.
public enum WatchedDirectories {
    public static func of(_ options: GalleryBuilder.Options) -> [String] {
        var directories: [String] = []
        func add(_ path: String?) {
            guard let path, !path.isEmpty else { return }
            let absolute = FileWatcher.absolute(path)
            if !directories.contains(absolute) { directories.append(absolute) }
        }
        func parent(_ path: String) -> String {
            URL(fileURLWithPath: FileWatcher.absolute(path)).deletingLastPathComponent().path
        }
        for input in options.inputs {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            let folder = exists && isDirectory.boolValue ? FileWatcher.absolute(input) : parent(input)
            add(folder)
            // Includes resolve inside the enclosing Layouts folder.
            var url = URL(fileURLWithPath: folder)
            for _ in 0..<64 where url.path != "/" {
                if url.lastPathComponent == "Layouts" {
                    add(url.path)
                    break
                }
                url = url.deletingLastPathComponent()
            }
        }
        options.render.hintsDirectories.forEach { add($0) }
        options.themes.compactMap { $0 }.forEach { add(parent($0)) }
        add(options.render.dataFile.map(parent))
        add(options.render.layoutRoot)
        return directories
    }
}
