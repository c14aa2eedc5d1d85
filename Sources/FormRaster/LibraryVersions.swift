import CCairoPango

/// The versions of the libraries that draw: text goes through Pango, HarfBuzz, fontconfig and
/// FreeType, shapes and images through Cairo and pixman. Different versions may draw different
/// pixels from the same layout, which is what `formrender doctor` looks into.
public struct LibraryVersions: Equatable, Sendable, CustomStringConvertible {
    public var cairo: String
    public var pango: String
    public var harfBuzz: String
    public var freeType: String
    public var pixman: String
    public var fontconfig: String

    public init(cairo: String, pango: String, harfBuzz: String, freeType: String, pixman: String, fontconfig: String) {
        self.cairo = cairo
        self.pango = pango
        self.harfBuzz = harfBuzz
        self.freeType = freeType
        self.pixman = pixman
        self.fontconfig = fontconfig
    }

    /// The libraries this process is running with.
    public static func current() -> LibraryVersions {
        var freeType = "unknown"
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            var major: FT_Int = 0, minor: FT_Int = 0, patch: FT_Int = 0
            FT_Library_Version(library, &major, &minor, &patch)
            freeType = "\(major).\(minor).\(patch)"
            FT_Done_FreeType(library)
        }
        let fc = Int(FcGetVersion())
        return LibraryVersions(cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()),
                               harfBuzz: String(cString: hb_version_string()), freeType: freeType,
                               pixman: String(cString: pixman_version_string()),
                               fontconfig: "\(fc / 10_000).\(fc / 100 % 100).\(fc % 100)")
    }

    /// Debian 12's, on which the committed references were recorded.
    public static let references = LibraryVersions(cairo: "1.16.0", pango: "1.50.12", harfBuzz: "6.0.0", freeType: "2.12.1",
                                                   pixman: "0.42.2", fontconfig: "2.14.1")

    public var lines: [(name: String, version: String)] {
        [("Cairo", cairo), ("Pango", pango), ("HarfBuzz", harfBuzz), ("FreeType", freeType), ("pixman", pixman), ("fontconfig", fontconfig)]
    }

    public var description: String { lines.map { "\($0.name) \($0.version)" }.joined(separator: ", ") }
}
