import FormRaster
import Foundation

/// The package a test file belongs to: the nearest directory above it with a Package.swift. Relative
/// input paths are resolved against it, so tests run the same from any working directory.
enum PackageRoot {
    static func find(from file: URL) -> URL {
        var directory = file.deletingLastPathComponent()
        while directory.path != "/" {
            if FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) { return directory }
            directory = directory.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    }
}

enum FontDirectory {
    /// The package's own `Fonts/` when it has one, else wherever FormRender's fonts are.
    static func find(root: URL) -> String? {
        let own = root.appendingPathComponent("Fonts")
        if FileManager.default.fileExists(atPath: own.appendingPathComponent("Inter-Regular.otf").path) { return own.path }
        return FontLibrary.locateDirectory()
    }
}
