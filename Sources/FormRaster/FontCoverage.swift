import CCairoPango
import Foundation

/// Which characters the bundled fonts can draw: the union of their character sets, and that of the
/// primary family (Inter) alone. A character none has would be drawn as a box (tofu); one only the
/// fallback fonts have means those fonts are about to be used.
final class FontCoverage: @unchecked Sendable {
    private let all: OpaquePointer
    private let primary: OpaquePointer

    /// - Parameter isPrimary: whether a font file is one of the primary family's.
    init?(config: OpaquePointer, isPrimary: (String) -> Bool) {
        guard let all = FcCharSetCreate(), let primary = FcCharSetCreate() else { return nil }
        self.all = all
        self.primary = primary
        guard let set = FcConfigGetFonts(config, FcSetApplication) else { return }
        for index in 0..<Int(set.pointee.nfont) {
            guard let pattern = set.pointee.fonts[index] else { continue }
            var charset: OpaquePointer?
            guard FcPatternGetCharSet(pattern, FC_CHARSET, 0, &charset) == FcResultMatch, let charset else { continue }
            FcCharSetMerge(all, charset, nil)
            var file: UnsafeMutablePointer<FcChar8>?
            if FcPatternGetString(pattern, FC_FILE, 0, &file) == FcResultMatch, let file, isPrimary(String(cString: file)) {
                FcCharSetMerge(primary, charset, nil)
            }
        }
    }

    deinit {
        FcCharSetDestroy(all)
        FcCharSetDestroy(primary)
    }

    func hasGlyph(_ scalar: Unicode.Scalar) -> Bool { FcCharSetHasChar(all, scalar.value) != 0 }

    func primaryHasGlyph(_ scalar: Unicode.Scalar) -> Bool { FcCharSetHasChar(primary, scalar.value) != 0 }
}

extension Unicode.Scalar {
    /// Characters that are never drawn as a glyph of their own: spaces, controls, format characters
    /// (joiners, direction marks) and variation selectors. No font needs to have them.
    var drawsNoGlyph: Bool {
        switch properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format: return true
        default: return properties.isVariationSelector || value == 0x034F
        }
    }
}
