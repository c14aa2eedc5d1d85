import FormModel
import FormSupport
import PNGCodec

/// A reference is one unit: its PNG carries the SHA-256 of the layout recorded with it (an iTXt
/// chunk, which decoders skip), and the layout is written before the PNG. A record stopped between
/// the two files (a kill, a full disk), or one of them edited, leaves a PNG whose seal does not match
/// the layout beside it: that case fails and says so, rather than pass and later explain changes
/// against another run's layout. A reference recorded before seals has none, and is taken as it is.
public enum ReferenceSeal {
    public static let keyword = "FormRender-Layout-SHA256"

    /// `png` sealed with `layout`'s fingerprint.
    public static func sealed(_ png: [UInt8], layout: String) throws -> [UInt8] {
        try PNGTextChunk.adding(SHA256.hex(Array(layout.utf8)), keyword: keyword, to: png)
    }

    /// Why the reference image `png` and the layout at `layoutPath` are not one recording; nil when
    /// they are, or when the image has no seal.
    public static func broken(_ png: [UInt8], layoutPath: String) -> String? {
        // A PNG whose chunks cannot be read is not one: decoding it says so, naming the reference.
        guard let seal = (try? PNGTextChunk.text(keyword: keyword, in: png)) ?? nil else { return nil }
        guard FileKind.ofEntry(layoutPath) != nil else {
            return "was recorded with a layout, and \(layoutPath) is missing (a record stopped between its two files)"
        }
        // A link could lead anywhere: it is neither read nor trusted.
        guard FileKind.ofEntry(layoutPath) != .symbolicLink else {
            return "was recorded with a layout, and \(layoutPath) is a symbolic link; a reference is a regular file of the project's (`--record failed` replaces the link with one)"
        }
        guard let layout = try? RegularFile.read(layoutPath, maxBytes: SourceFiles.maxFileBytes) else {
            return "was recorded with a layout that \(layoutPath) cannot give back (not a regular file, or too large)"
        }
        guard SHA256.hex(layout) == seal else {
            return "and its layout \(layoutPath) were not recorded together (a record stopped between writing them, or one was edited)"
        }
        return nil
    }
}
