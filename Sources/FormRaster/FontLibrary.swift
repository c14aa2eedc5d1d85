import CCairoPango
import FormSupport
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
    private let coverage: FontCoverage

    public init(directory: String) throws {
        let fontFiles = (try? FileManager.default.contentsOfDirectory(atPath: directory))?
            .filter(FontLibrary.isFontFileName).sorted() ?? []
        guard !fontFiles.isEmpty else {
            let why: String
            switch FileKind.of(directory) {
            case nil: why = "no such directory"
            case .directory?: why = "holds no .otf or .ttf fonts"
            case let kind?: why = "is \(kind.name), not a fonts directory"
            }
            throw FormError("\(why) (set --fonts-dir or FORMRENDER_FONTS to the checkout's Fonts/)", at: SourceLocation(file: directory))
        }
        try FontLibrary.checkOnce(directory, fontFiles: fontFiles)
        guard let config = FcConfigCreate() else { throw FontError(description: "fontconfig could not create a configuration") }
        // Only a cache directory: without one fontconfig warns that none is writable.
        let cacheDirectory = FontCacheDirectory.forFonts(in: directory, files: fontFiles)
        // The path comes from the environment: escaped, it cannot add elements (a font directory) to the configuration.
        let xml = "<?xml version=\"1.0\"?><fontconfig><cachedir>\(cacheDirectory.markupEscaped)</cachedir>\(FontLibrary.colorEmojiRules)</fontconfig>"
        _ = xml.withCString { FcConfigParseAndLoadFromMemory(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self), 1) }
        let added = directory.withCString { FcConfigAppFontAddDir(config, UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }
        guard added != 0 else {
            FcConfigDestroy(config)
            throw FontError(description: "fontconfig could not read the fonts in '\(directory)'")
        }
        guard let map = FontAccess.serialized({ pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT) }) else {
            FcConfigDestroy(config)
            throw FontError(description: "Pango could not create a FreeType font map")
        }
        // fontconfig skips a file it cannot read without a word: every file there must have loaded.
        let loaded = FontLibrary.loadedFiles(config)
        for file in fontFiles {
            let path = (directory as NSString).appendingPathComponent(file)
            guard loaded.contains(path) || loaded.contains(URL(fileURLWithPath: path).standardizedFileURL.path) else {
                FontAccess.serialized { g_object_unref(UnsafeMutableRawPointer(map)) }
                FcConfigDestroy(config)
                throw FormError("not a font file that can be read (remove it from the fonts directory)", at: SourceLocation(file: path))
            }
        }
        let primary = Set(BundledFonts.files.map(\.fileName))
        guard let coverage = FontCoverage(config: config, isPrimary: { primary.contains(($0 as NSString).lastPathComponent) }) else {
            FontAccess.serialized { g_object_unref(UnsafeMutableRawPointer(map)) }
            FcConfigDestroy(config)
            throw FontError(description: "fontconfig could not make a character set")
        }
        // The font map takes its own reference to the configuration.
        FontAccess.serialized { pango_fc_font_map_set_config(OpaquePointer(map), config) }
        self.config = config
        self.fontMap = map
        self.directory = directory
        self.coverage = coverage
    }

    /// The characters of `text` that no bundled font has (they would be drawn as boxes), each once;
    /// and whether any needs a fallback font (one Inter lacks). A text in Latin, Greek or Cyrillic is
    /// answered without a lookup.
    public func coverage(of text: String) -> (missing: [Unicode.Scalar], needsFallback: Bool) {
        var missing: [Unicode.Scalar] = []
        var needsFallback = false
        for scalar in text.unicodeScalars where scalar.value >= 0x250 && !scalar.drawsNoGlyph {
            // A private-use character means what its own font says: whatever a bundled font draws for
            // it is a guess, so it counts as missing.
            if scalar.properties.generalCategory == .privateUse {
                if !missing.contains(scalar) { missing.append(scalar) }
                continue
            }
            if coverage.primaryHasGlyph(scalar) { continue }
            if coverage.hasGlyph(scalar) {
                needsFallback = true
            } else if !missing.contains(scalar) {
                missing.append(scalar)
            }
        }
        return (missing, needsFallback)
    }

    private static let fallbacksCheckedLock = NSLock()
    nonisolated(unsafe) private static var fallbacksChecked = Set<String>()

    /// Checks the fallback fonts' hashes, once per directory per process: called before a text that
    /// needs one is drawn, so a Latin-only run never reads them.
    public func verifyFallbackFonts() throws {
        FontLibrary.fallbacksCheckedLock.lock()
        defer { FontLibrary.fallbacksCheckedLock.unlock() }
        guard !FontLibrary.fallbacksChecked.contains(directory) else { return }
        try BundledFonts.verifyFallbacks(in: directory)
        FontLibrary.fallbacksChecked.insert(directory)
    }

    /// Two rules for colour emoji. Pango asks for the family "emoji" for a character or sequence shown as
    /// an emoji (😀, ⭐, ❤️ with its variation selector, 1️⃣), as browsers do; the alias makes that Noto
    /// Color Emoji, so such a sequence is not drawn from a text font that also has the character.
    /// Noto Color Emoji holds one strike of bitmaps (109 px), so fontconfig calls it a bitmap font of
    /// that size and Pango would lay emoji out 109 px wide at any size. Marked scalable when matched
    /// (not when scanned, so a cache made without the rule cannot undo it), its glyphs get advances
    /// scaled to the text; `ColorGlyphs` draws their images at that size.
    private static let colorEmojiRules = "<alias binding=\"same\"><family>emoji</family><prefer><family>Noto Color Emoji</family></prefer></alias>"
        + "<match target=\"font\"><test name=\"family\"><string>Noto Color Emoji</string></test>"
        + "<edit name=\"scalable\" mode=\"assign\"><bool>true</bool></edit><edit name=\"pixelsize\" mode=\"delete\"/></match>"

    public static func isFontFileName(_ name: String) -> Bool {
        let lower = name.lowercased()
        return !name.hasPrefix(".") && [".otf", ".ttf", ".otc", ".ttc"].contains { lower.hasSuffix($0) }
    }

    /// The files of the fonts fontconfig took into the configuration's application set.
    /// Every font file fontconfig loaded from the directory, subfolders included, whatever its name.
    public var loadedFiles: Set<String> { FontLibrary.loadedFiles(config) }

    private static func loadedFiles(_ config: OpaquePointer) -> Set<String> {
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
        var files = Set<String>()
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file {
                files.insert(String(cString: file))
            }
        }
        return files
    }

    private static let checkedLock = NSLock()
    nonisolated(unsafe) private static var checkedDirectories = Set<String>()

    /// The bundled files are hashed once per directory per process: a session per worker thread
    /// must not read them again.
    private static func checkOnce(_ directory: String, fontFiles: [String]) throws {
        checkedLock.lock()
        defer { checkedLock.unlock() }
        guard !checkedDirectories.contains(directory) else { return }
        for file in fontFiles {
            let path = (directory as NSString).appendingPathComponent(file)
            if let kind = FileKind.of(path), kind != .regular {
                throw FormError("is \(kind.name), not a font file", at: SourceLocation(file: path))
            }
        }
        try BundledFonts.verify(in: directory)
        checkedDirectories.insert(directory)
    }

    deinit {
        FontAccess.serialized {
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            FcConfigDestroy(config)
        }
    }

    /// Where the bundled fonts are: `explicit` (from `--fonts-dir`), then `FORMRENDER_FONTS`, then
    /// `share/formrender/fonts` beside the installed executable's `bin/` (a release, the Debian package,
    /// `scripts/install`), then `Fonts/` in the source checkout this binary was built from (a build
    /// tree, or a package that depends on FormRender, whose checkout SwiftPM keeps), then `Fonts/`
    /// beside or above the executable, then in the working directory.
    public static func locateDirectory(explicit: String? = nil) -> String? {
        if let explicit { return explicit }
        if let fromEnvironment = ProcessInfo.processInfo.environment["FORMRENDER_FONTS"], !fromEnvironment.isEmpty {
            return fromEnvironment
        }
        var candidates: [String] = []
        let executableDirectory = runningExecutable().deletingLastPathComponent()
        candidates.append(executableDirectory.deletingLastPathComponent().appendingPathComponent("share/formrender/fonts").path)
        // Sources/FormRaster/FontLibrary.swift → the package root.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(sourceRoot.appendingPathComponent("Fonts").path)
        var directory = executableDirectory
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Fonts").path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(FileManager.default.currentDirectoryPath + "/Fonts")
        return candidates.first { FileManager.default.fileExists(atPath: $0 + "/Inter-Regular.otf") }
    }

    /// The running executable with every link resolved: `/proc/self/exe` where there is one (a command
    /// found through `PATH` has no directory in its `argv[0]`, and `/usr/bin/formrender` may be a
    /// link into `/opt`), else `argv[0]`.
    private static func runningExecutable() -> URL {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: path)
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
    }
}
