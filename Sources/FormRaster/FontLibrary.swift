import CCairoPango
import Foundation

public struct FontError: Error, CustomStringConvertible {
    public var description: String

    public init(description: String) {
        self.description = description
    }
}

/// The bundled fonts, and nothing else: a fontconfig configuration built in code that holds only the
/// `Fonts/` directory, wrapped in a Pango font map. The process environment and the system's
/// fontconfig files are never consulted, so every machine picks the same faces.
public final class FontLibrary: @unchecked Sendable {
    public let directory: String
    let config: OpaquePointer
    let fontMap: UnsafeMutablePointer<PangoFontMap>

    public init(directory: String) throws {
        let fontFiles = (try? FileManager.default.contentsOfDirectory(atPath: directory))?
            .filter { $0.hasSuffix(".otf") || $0.hasSuffix(".ttf") } ?? []
        guard !fontFiles.isEmpty else {
            throw FontError(description: "no .otf or .ttf fonts in '\(directory)' (set --fonts-dir or FORMRENDER_FONTS)")
        }
        guard let config = FcConfigCreate() else { throw FontError(description: "fontconfig could not create a configuration") }
        // Only a cache directory: without one fontconfig warns that none is writable.
        let cacheDirectory = (NSTemporaryDirectory() as NSString).appendingPathComponent("formrender-fontconfig-cache")
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cacheDirectory)</cachedir></fontconfig>"
        _ = xml.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
        let added = directory.withCString { FcConfigAppFontAddDir(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard added != 0 else {
            FcConfigDestroy(config)
            throw FontError(description: "fontconfig could not read the fonts in '\(directory)'")
        }
        guard let map = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) else {
            FcConfigDestroy(config)
            throw FontError(description: "Pango could not create a FreeType font map")
        }
        // The font map takes its own reference to the configuration.
        pango_fc_font_map_set_config(OpaquePointer(map), config)
        self.config = config
        self.fontMap = map
        self.directory = directory
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(fontMap))
        FcConfigDestroy(config)
    }

    /// Where the bundled fonts are: `explicit` (from `--fonts-dir`), then `FORMRENDER_FONTS`, then
    /// `Fonts/` in the source checkout this binary was built from, then `Fonts/` beside or above the
    /// executable, then in the working directory.
    public static func locateDirectory(explicit: String? = nil) -> String? {
        var candidates: [String] = []
        if let explicit { return explicit }
        if let fromEnvironment = ProcessInfo.processInfo.environment["FORMRENDER_FONTS"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        // Sources/FormRaster/FontLibrary.swift → the package root.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Fonts").path)
        var executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(executable.appendingPathComponent("Fonts").path)
            executable = executable.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Fonts")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.otf") }
    }
}
