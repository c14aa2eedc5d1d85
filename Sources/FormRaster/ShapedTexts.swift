import BoxTree
import CCairoPango

/// Text laid out while measuring, kept so that painting the same text can draw it without shaping it
/// again, and so that a text met again (a label on every page, in the next form of a batch, at the
/// next width) is neither measured nor shaped again: shaping is most of what text costs. A kept
/// layout is only used when it is sure to break into the same lines at the asked width (see
/// `reusable`), so what is measured and drawn is exactly what a fresh layout gives.
///
/// Layouts live across documents, as a compiler's memo does: one not used in `keptDocuments`
/// documents is let go when a document ends, and long texts go with their document.
final class ShapedTexts {
    /// What decides how Pango lays a text out, but for the width.
    struct Key: Hashable {
        var string: String
        var font: FontSpec
        var lines: Lines
        var options: TextLayoutOptions
    }

    enum Lines: Hashable {
        /// One line, ellipsized when too wide.
        case single
        /// Wrapped onto as many lines as it needs.
        case wrap
        /// Wrapped, at most this many lines, the last ellipsized.
        case limited(Int)
    }

    struct Entry {
        /// Owned: unreferenced when the entry goes.
        let layout: OpaquePointer
        /// The width it was laid out at (infinite when it was not wrapped), and the widest line it
        /// came to.
        let width: Double
        let logicalWidth: Double
        let isEllipsized: Bool
        /// Whether it may break where a hyphen is added (see `PangoText.breaksAddHyphen`): then it
        /// serves its own width only.
        var breaksAddHyphen = false
        /// The document it was last used in.
        var lastUsed = 0
        /// The layout's serial when kept: Pango lays a layout out again (and a comb's cells lose their
        /// widths) when its context changes, and a changed layout is not the one measured.
        var serial: UInt32 = 0
    }

    static let capacity = 4_096
    /// How many documents a layout outlives its last use by.
    static let keptDocuments = 8
    /// Texts longer than this (in UTF-8 bytes) are kept for their own document only.
    static let longText = 256
    private var entries: [Key: Entry] = [:]
    private var document = 0

    deinit { removeAll() }

    func entry(_ key: Key) -> Entry? {
        guard let index = entries.index(forKey: key) else { return nil }
        guard pango_layout_get_serial(entries.values[index].layout) == entries.values[index].serial else {
            g_object_unref(UnsafeMutableRawPointer(entries.values[index].layout))
            entries.remove(at: index)
            return nil
        }
        entries.values[index].lastUsed = document
        return entries.values[index]
    }

    /// Keeps a layout (taking its reference), in place of one kept for the key at another width;
    /// false when the store is full.
    func keep(_ key: Key, _ entry: Entry) -> Bool {
        if let replaced = entries.removeValue(forKey: key) {
            g_object_unref(UnsafeMutableRawPointer(replaced.layout))
        } else if entries.count >= ShapedTexts.capacity {
            return false
        }
        var entry = entry
        entry.lastUsed = document
        entry.serial = pango_layout_get_serial(entry.layout)
        entries[key] = entry
        return true
    }

    /// Drawings that are one document (a paged form's PDF and its page images): none of them ends it.
    private var heldDocuments = 0

    /// Holds the document open until `releaseDocument`, which ends it.
    func holdDocument() {
        heldDocuments += 1
    }

    func releaseDocument() {
        heldDocuments = max(0, heldDocuments - 1)
        if heldDocuments == 0 { endDocument() }
    }

    /// A document has been drawn: the layouts it did not need for a while, and its long texts, go;
    /// not while it is held (a long text sliced over pages is laid out once for all of them).
    func endDocument() {
        guard heldDocuments == 0 else { return }
        let oldest = document - ShapedTexts.keptDocuments
        for (key, entry) in entries where entry.lastUsed <= oldest || key.string.utf8.count > ShapedTexts.longText {
            g_object_unref(UnsafeMutableRawPointer(entry.layout))
            entries[key] = nil
        }
        document += 1
    }

    func removeAll() {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        entries.removeAll(keepingCapacity: true)
    }

    /// A width as Pango takes it: 1/1024 pt, truncated, as `PangoText` sets a layout's width;
    /// nil for no limit.
    static func pangoUnits(_ width: Double) -> Int32? {
        let units = max(1, width) * Double(PANGO_SCALE)
        return units.isFinite && units < Double(Int32.max) ? Int32(units) : nil
    }

    /// Whether a layout made at `entry.width` breaks into the lines a layout at `width` would, compared
    /// in Pango's own units. Lines break greedily: between the widest line and the width it was made
    /// at, every width takes the same words on each line, unless a break may add a hyphen. A single
    /// line is the same wherever it was not cut short; a cut one, or one of limited lines, only at its
    /// own width.
    static func reusable(_ entry: Entry, lines: Lines, at width: Double) -> Bool {
        let asked = pangoUnits(width), made = pangoUnits(entry.width)
        if asked == made { return true }
        let widest = Int32(entry.logicalWidth * Double(PANGO_SCALE))
        let fits = widest <= (asked ?? Int32.max)
        switch lines {
        case .single:
            return !entry.isEllipsized && fits
        case .wrap:
            return fits && (asked ?? Int32.max) <= (made ?? Int32.max) && !entry.breaksAddHyphen
        case .limited:
            return false
        }
    }
}
