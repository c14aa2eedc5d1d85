/// Whole columns and rows left out of a rounded rectangle's shadow mask where the whole mask would be
/// the same from one to the next, and how the smaller mask is painted as nine pieces that give the
/// whole mask's bytes: the corners as they are, the edges by repeating the one column or row left
/// where the cut was, the middle by repeating its one pixel. (Skia and Chrome blur rounded
/// rectangles this way.)
///
/// Why it is exact: the outline's straight middle columns hold the same coverage (`MaskOutline`); a
/// blur across a row changes a constant run only within `support` pixels of its ends, and the blur
/// down treats every column alike, so blurred columns more than `support` pixels inside that middle
/// are all equal, and columns cut from there leave every other pixel as it was. The same holds for
/// rows, and for the box's outline cut out of the shadow afterwards.
struct MaskCut: Hashable {
    /// The first column of the whole mask left out, and how many are.
    var column = 0
    var columns = 0
    var row = 0
    var rows = 0

    static let none = MaskCut()

    /// Fewer pixels than this are not worth nine pieces.
    static let smallest = 8

    init() {}

    /// The widest cut that stays exact for `shadow` blurred `support` pixels each way, with `box` (in
    /// the same mask) cut out of it; `box` is nil when it does not meet the mask.
    init(shadow: MaskOutline, box: MaskOutline?, support: Int) {
        (column, columns) = MaskCut.span(shadow.straightColumns, box?.straightColumns, support: support)
        (row, rows) = MaskCut.span(shadow.straightRows, box?.straightRows, support: support)
    }

    /// Keeps one constant column (row) on each side of the cut: the one before it, and the one after
    /// it that stands in for the cut ones.
    private static func span(_ shadow: Range<Int>, _ box: Range<Int>?, support: Int) -> (start: Int, count: Int) {
        var lower = shadow.lowerBound + support, upper = shadow.upperBound - support
        if let box {
            lower = max(lower, box.lowerBound)
            upper = min(upper, box.upperBound)
        }
        guard upper - lower - 2 >= smallest else { return (0, 0) }
        return (lower + 1, upper - lower - 2)
    }

    /// The pieces that paint `mask` (drawn with this cut) as the whole mask would be painted, placed
    /// from the whole mask's top left; only the block of each piece that is not zero is kept. Nil when
    /// a piece cannot be made.
    func pieces(of mask: AlphaMask) -> [ShadowMasks.Piece]? {
        var pieces: [ShadowMasks.Piece] = []
        for across in MaskCut.bands(start: column, count: columns, length: mask.width) {
            for down in MaskCut.bands(start: row, count: rows, length: mask.height) {
                guard let block = mask.nonzeroBounds(columns: across.source, rows: down.source) else { continue }
                let (left, width) = across.placed(block.columns)
                let (top, height) = down.placed(block.rows)
                guard let piece = mask.piece(columns: block.columns, rows: block.rows, width: width, height: height) else { return nil }
                pieces.append(ShadowMasks.Piece(mask: piece, x: left, y: top))
            }
        }
        return pieces
    }

    /// Columns (or rows) of the smaller mask and where they go in the whole one.
    private struct Band {
        var source: Range<Int>
        var destination: Int
        /// How many times the band's one column is repeated; nil when it is placed as it is.
        var repeated: Int?

        /// Where `block` of the source (all of it, when repeated) goes, and how wide it is there.
        func placed(_ block: Range<Int>) -> (start: Int, count: Int) {
            if let repeated { return (destination, repeated) }
            return (destination + block.lowerBound - source.lowerBound, block.count)
        }
    }

    private static func bands(start: Int, count: Int, length: Int) -> [Band] {
        guard count > 0 else { return [Band(source: 0..<length, destination: 0)] }
        return [Band(source: 0..<start, destination: 0),
                Band(source: start..<(start + 1), destination: start, repeated: count),
                Band(source: start..<length, destination: start + count)]
    }
}
