/// The pieces of Gaussian shadows already made while painting one page, by everything they were
/// drawn from: a list of cards of one style at the same fraction of a pixel blurs one mask.
final class ShadowMasks {
    struct Key: Hashable {
        var width: Int
        var height: Int
        var sigma: Double
        var shadow: MaskPath
        var box: MaskPath?
        var cut: MaskCut
    }

    /// A mask, or a piece of one, and where it goes from the whole mask's top left.
    struct Piece {
        var mask: AlphaMask
        var x: Int
        var y: Int
    }

    /// What is kept at most, in pixels; past it, masks are made afresh.
    static let capacity = 4 << 20
    /// The most pixels of shadow a page blurs (each a few nanoseconds, and in a PDF an image's byte):
    /// past it, shadows are drawn with gradients, which cost a shape each, and counted so it is said.
    static let blurBudget = 24 << 20

    private(set) var blurredPixels = 0
    /// Gaussian shadows drawn with gradients because the page's blur budget was spent.
    private(set) var approximated = 0

    /// Whether a mask of `pixels` may still be blurred on this page: counted when it may, and the
    /// shadow counted as approximated when not.
    func mayBlur(_ pixels: Int) -> Bool {
        guard blurredPixels + pixels <= ShadowMasks.blurBudget else {
            approximated += 1
            return false
        }
        blurredPixels += pixels
        return true
    }

    private var pieces: [Key: [Piece]] = [:]
    private var pixels = 0

    /// The pieces for `key`, made by `make` unless they were made before; nil when `make` fails.
    func pieces(for key: Key, make: () -> [Piece]?) -> [Piece]? {
        if let known = pieces[key] { return known }
        guard let made = make() else { return nil }
        let size = made.reduce(0) { $0 + $1.mask.width * $1.mask.height }
        if pixels + size <= ShadowMasks.capacity {
            pieces[key] = made
            pixels += size
        }
        return made
    }
}
