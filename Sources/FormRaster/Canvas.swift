import BoxTree
import CCairoPango

/// How a stroke's ends and corners are drawn.
enum LineCap { case butt, round }
enum LineJoin { case miter, round }

/// A gradient a fill may be painted with: linear between two points, or radial between two circles,
/// through colour stops at offsets from 0 to 1 (in order).
struct Gradient {
    enum Geometry {
        case linear(x0: Double, y0: Double, x1: Double, y1: Double)
        case radial(cx: Double, cy: Double, r0: Double, r1: Double)
    }

    var geometry: Geometry
    var stops: [(offset: Double, color: Color)]
}

/// What the painters draw on: pixels through Cairo (`CairoCanvas`) or a PDF page's content stream
/// (`PDFCanvas`). The calls are Cairo's, so a painter reads as Cairo code and the Cairo canvas makes
/// exactly the calls it always made; what only pixels can do (glyph masks, scaled copies, shadows cut
/// in nine) asks for `raster`.
protocol Canvas: AnyObject {
    /// The Cairo context of an image surface, for the strategies that work on device pixels; nil
    /// elsewhere.
    var raster: OpaquePointer? { get }

    func save()
    func restore()
    func setColor(_ color: Color)
    func setGradient(_ gradient: Gradient)

    func newPath()
    func newSubPath()
    func moveTo(_ x: Double, _ y: Double)
    func lineTo(_ x: Double, _ y: Double)
    /// An arc of the circle at (cx, cy), clockwise on the page from angle `from` to `to` (radians).
    func arc(_ cx: Double, _ cy: Double, radius: Double, from: Double, to: Double)
    func closePath()
    func rectangle(_ x: Double, _ y: Double, _ width: Double, _ height: Double)

    func fill()
    func stroke()
    func clip()
    func setEvenOddFill(_ evenOdd: Bool)
    func setLineWidth(_ width: Double)
    func setLineCap(_ cap: LineCap)
    func setLineJoin(_ join: LineJoin)
    /// Dashes from here on; empty for solid lines.
    func setDash(_ dashes: [Double])

    func translate(_ x: Double, _ y: Double)
    func scale(_ x: Double, _ y: Double)
    /// User space becomes device space (pixels, or the page's points).
    func identityMatrix()
    func userToDevice(_ x: Double, _ y: Double) -> (x: Double, y: Double)
    func userToDeviceDistance(_ x: Double, _ y: Double) -> (x: Double, y: Double)
    /// The current clip's bounds in user space.
    func clipExtents() -> Rect

    /// Drawing from here to `endGroup` is composited as one, `alpha` opaque.
    func beginGroup()
    func endGroup(alpha: Double)
    /// A link over `rect` (user space) to `uri`, around what is drawn until `endLink`.
    func beginLink(uri: String, rect: Rect)
    func endLink()

    /// The current colour painted through `mask`, whose top left lies at device pixel (x, y); the
    /// matrix must be the identity.
    func paintMask(_ mask: AlphaMask, x: Int, y: Int)
    /// An image, its pixels mapped by `origin` and `scale` (user space), cut to its own rectangle.
    func drawImage(_ image: BoxImage, origin: (x: Double, y: Double), scale: (x: Double, y: Double))
    /// A colour glyph's image over `frame`, `alpha` opaque; `key` names the image (the same key, the
    /// same image); `text` is what it stands for (a PDF's text keeps it).
    func drawBitmap(_ bitmap: ColorBitmap, key: [UInt8], in frame: Rect, alpha: Double, text: String)
    /// One laid-out line of text, its start at `x` and its baseline at `baseline`, in `color` where its
    /// runs have no colour of their own.
    func showLine(_ line: UnsafeMutablePointer<PangoLayoutLine>, x: Double, baseline: Double, color: Color)

    /// What is drawn from here to `leaveBox` is `box`'s (a tagged PDF's structure); every box is
    /// entered and left in turn.
    func enterBox(_ box: LayoutBox)
    func leaveBox()
    /// What is drawn from here to `endText` is the current box's text (the rest is decoration).
    func beginText()
    func endText()
}

extension Canvas {
    /// Pixels have no structure.
    func enterBox(_ box: LayoutBox) {}
    func leaveBox() {}
    func beginText() {}
    func endText() {}
}
