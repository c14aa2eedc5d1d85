import BoxTree
import CCairoPango

/// Text laid out while measuring, kept so that painting the same text can draw it without shaping it
/// again: shaping is most of what text costs, and each text box is measured once and painted once.
/// A kept layout is only used when it is sure to break into the same lines at the painted width (see
/// `reusable`), so what is drawn is exactly what a fresh layout would draw. The rasterizer empties it
/// after each page, so it never outlives the tree it was measured for.
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
        /// The width it was laid out at, and the widest line it came to.
        let width: Double
        let logicalWidth: Double
        let isEllipsized: Bool
    }

    static let capacity = 4_096
    private var entries: [Key: Entry] = [:]

    deinit { removeAll() }

    func entry(_ key: Key) -> Entry? { entries[key] }

    /// Keeps a layout (taking its reference), unless one is kept for the key or the store is full.
    func keep(_ key: Key, _ entry: Entry) -> Bool {
        guard entries[key] == nil, entries.count < ShapedTexts.capacity else { return false }
        entries[key] = entry
        return true
    }

    func removeAll() {
        for entry in entries.values { g_object_unref(UnsafeMutableRawPointer(entry.layout)) }
        entries.removeAll(keepingCapacity: true)
    }

    /// Whether a layout made at `entry.width` breaks into the lines a layout at `width` would. Lines
    /// break greedily: between the widest line and the width it was made at, every width takes the
    /// same words on each line. A single line is the same wherever it was not cut short; a cut one,
    /// or one of limited lines, only at its own width.
    static func reusable(_ entry: Entry, lines: Lines, at width: Double) -> Bool {
        let tolerance = 1e-6
        let sameWidth = abs(entry.width - width) <= tolerance
        switch lines {
        case .single:
            return sameWidth || (!entry.isEllipsized && entry.logicalWidth <= width + tolerance)
        case .wrap:
            return sameWidth || (entry.logicalWidth <= width + tolerance && width <= entry.width + tolerance)
        case .limited:
            return sameWidth
        }
    }
}
