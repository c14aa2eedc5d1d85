import FormModel
import FormSupport
import FormRaster
import Foundation

/// What `formrender doctor` finds: the libraries that draw, the bundled fonts, the fixed font
/// options, and whether the built-in probe draws as on the machine the references were recorded on
/// — and, when it does not, which part differs and what to do.
public struct Doctor {
    public struct FontCheck: Sendable {
        public var fileName: String
        public var size: Int?
        public var sha256: String?
        public var expected: BundledFonts.Expected

        public var isExpected: Bool { size == expected.size && sha256 == expected.sha256 }
    }

    public var versions: LibraryVersions
    public var fonts: [FontCheck]
    /// Font files in the fonts directory that are not bundled: fontconfig may pick one for text.
    public var extraFonts: [String] = []
    /// Where the bundled fonts were found (`--fonts-dir`, `FORMRENDER_FONTS`, beside the installed
    /// command, or the checkout); nil when nowhere.
    public var fontsDirectory: String?
    public var probe: [RenderProbe.Part]
    /// Why nothing could be drawn (the fonts could not be loaded), if so.
    public var failure: String?
    private let session: RenderSession?

    /// The probe's parts as files: `probe.layout.json`, `probe-shapes.png`, `probe.png`, `probe.pdf`.
    public func probeFiles() throws -> [(String, [UInt8])] {
        guard let session else { return [] }
        let drawn = try RenderProbe.draw(session)
        return [("probe.layout.json", drawn.layout), ("probe-shapes.png", drawn.shapes), ("probe.png", drawn.text), ("probe.pdf", drawn.pdf)]
    }

    /// This machine draws the references' bytes.
    public var rendersAsReferences: Bool {
        failure == nil && probe.allSatisfy(\.matches) && fonts.allSatisfy(\.isExpected) && extraFonts.isEmpty
    }

    public static let fontOptions = "grey antialiasing, no hinting, hint metrics off, unrounded glyph positions, 72 dpi (sizes are points), language fixed to en, fontconfig holding only the bundled fonts"

    /// - Parameter checkingFonts: hash every bundled font (30 MB) too; without it only the probe is
    ///   drawn (a snapshot run, whose fonts are checked as they are needed).
    public init(session: RenderSession, checkingFonts: Bool = true) throws {
        self.session = session
        versions = LibraryVersions.current()
        let directory = session.measurer.fonts.directory
        fontsDirectory = directory
        fonts = checkingFonts ? Doctor.checkFonts(in: directory) : []
        extraFonts = Doctor.extraFonts(in: directory, loaded: session.measurer.fonts.loadedFiles)
        probe = try RenderProbe.run(session)
    }

    /// A machine where no session could be made (`failure` says why, often a font missing or
    /// unreadable): the libraries and each font in `directory`, if one was found, and no probe.
    public init(fontsDirectory directory: String?, failure: String) {
        session = nil
        versions = LibraryVersions.current()
        fontsDirectory = directory
        fonts = directory.map(Doctor.checkFonts) ?? []
        extraFonts = directory.map { Doctor.extraFonts(in: $0, loaded: []) } ?? []
        probe = []
        self.failure = failure
    }

    private static let bundledFonts = BundledFonts.files + BundledFonts.fallbackFiles

    private static func checkFonts(in directory: String) -> [FontCheck] {
        bundledFonts.map { expected in
            let path = (directory as NSString).appendingPathComponent(expected.fileName)
            let bytes = try? RegularFile.read(path, maxBytes: 64 << 20)
            return FontCheck(fileName: expected.fileName, size: bytes?.count, sha256: bytes.map(SHA256.hex), expected: expected)
        }
    }

    /// Font files in `directory` that are not bundled, with those fontconfig `loaded` from it (a font
    /// in a subfolder, or named without .ttf, counts too), relative to it.
    private static func extraFonts(in directory: String, loaded: Set<String>) -> [String] {
        let prefix = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
        let loadedNames = loaded.map { path -> String in
            let standard = URL(fileURLWithPath: path).standardizedFileURL.path
            return standard.hasPrefix(prefix) ? String(standard.dropFirst(prefix.count)) : path
        }
        let listed = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).filter(FontLibrary.isFontFileName)
        let bundled = Set(bundledFonts.map(\.fileName))
        return Set(listed + loadedNames).subtracting(bundled).sorted()
    }

    init(versions: LibraryVersions, fonts: [FontCheck], probe: [RenderProbe.Part]) {
        self.versions = versions
        self.fonts = fonts
        self.probe = probe
        self.session = nil
    }

    /// The report, a line each.
    public var lines: [String] {
        var lines = ["FormRender \(FormRenderVersion.current)", "Libraries (this machine; the references were recorded with):"]
        for (line, reference) in zip(versions.lines, LibraryVersions.references.lines) {
            lines.append("  \(line.name) \(line.version)" + (line.version == reference.version ? "" : " (references: \(reference.version))"))
        }
        // Said when the directory came from the environment: a stale FORMRENDER_FONTS explains missing fonts.
        let fromEnvironment = fontsDirectory != nil && fontsDirectory == ProcessInfo.processInfo.environment["FORMRENDER_FONTS"]
        lines.append("Fonts" + (fontsDirectory.map { " (\($0)\(fromEnvironment ? ", from FORMRENDER_FONTS" : ""))" } ?? "") + ":")
        for font in fonts {
            let size = font.size.map { "\($0) bytes" } ?? "missing"
            let hash = font.sha256.map { String($0.prefix(16)) + "…" } ?? "-"
            lines.append("  \(font.isExpected ? "✔" : "✘") \(font.fileName)  \(size)  SHA-256 \(hash)" + (font.isExpected ? "" : "  (expected \(font.expected.size) bytes, \(font.expected.sha256.prefix(16))…: restore it: git checkout -- Fonts/ in a checkout, or reinstall FormRender)"))
        }
        for extra in extraFonts {
            lines.append("  ✘ \(extra)  not a bundled font: fontconfig may choose it for text instead of a bundled one (remove it)")
        }
        lines.append("Font options: \(Doctor.fontOptions)")
        lines.append("Probe (a built-in form at compact @2x):" + (failure == nil ? "" : " not drawn"))
        for part in probe {
            lines.append("  \(part.matches ? "✔" : "✘") \(part.name): \(part.matches ? "as the references" : "differs") (SHA-256 \(part.sha256.prefix(16))…)")
        }
        lines.append(verdict)
        return lines
    }

    /// One plain sentence, then what to do.
    public var verdict: String {
        if rendersAsReferences {
            let differing = zip(versions.lines, LibraryVersions.references.lines).filter { $0.0.version != $0.1.version }.map { "\($0.0.name) \($0.0.version)" }
            return "This machine draws byte-identically to the references."
                + (differing.isEmpty ? "" : " Its libraries differ from theirs (\(differing.joined(separator: ", "))), but text is drawn from glyph outlines and emoji by FormRender's own scaling, so the pictures are the same.")
        }
        if let failure {
            return "This machine cannot draw: \(failure)"
        }
        if !extraFonts.isEmpty {
            return "This machine does not draw as the references: the fonts directory holds \(extraFonts.count == 1 ? "a font" : "fonts") FormRender does not bundle (\(extraFonts.joined(separator: ", "))), which fontconfig may choose for text; remove \(extraFonts.count == 1 ? "it" : "them")."
        }
        if !fonts.allSatisfy(\.isExpected) { return "This machine does not draw as the references: a bundled font is not the expected file (see ✘ above); restore Fonts/ from the repository, or reinstall FormRender." }
        let failed = Set(probe.filter { !$0.matches }.map(\.name))
        if failed.contains("layout") {
            return "This machine measures text differently from the references' (Pango or HarfBuzz \(versions.pango)/\(versions.harfBuzz) against \(LibraryVersions.references.pango)/\(LibraryVersions.references.harfBuzz)): boxes move, so snapshots will fail. Verify on Debian 12 (a container), or record references here and verify them here."
        }
        if failed == ["pdf"] {
            return "This machine draws as the references but writes PDFs with other bytes, though a PDF's bytes come from FormRender's own writer and compressor and the bundled fonts alone: please report it, with this output. The PDFs look the same; compare pages as images until then."
        }
        if failed.contains("shapes") {
            return "This machine draws shapes differently from the references' (Cairo/pixman \(versions.cairo)/\(versions.pixman) against \(LibraryVersions.references.cairo)/\(LibraryVersions.references.pixman)): edges of borders and shadows differ by a few pixels. Verify on Debian 12 (a container), or record references here and verify them here."
        }
        return "This machine draws text differently from the references' (FreeType \(versions.freeType) with Cairo \(versions.cairo), against \(LibraryVersions.references.freeType) with \(LibraryVersions.references.cairo)): layout and shapes are the same, but glyph outlines or their filling differ, so snapshot comparisons will fail inside text boxes. Verify on Debian 12 (a container), or record references here and verify them here."
    }
}
