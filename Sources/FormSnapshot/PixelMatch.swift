// A port of pixelmatch's per-pixel metric (https://github.com/mapbox/pixelmatch, v5/v6, ISC licence,
// © 2019 Mapbox): colour distance in YIQ space with semi-transparent colours blended over white, and
// anti-aliasing detection after V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector" (2009).
// Arithmetic, loop order and tie-breaking follow index.js so counts match pixelmatch's.

/// One image's pixels as a raw pointer and a row length, so that the overlap of two images of
/// different widths can be scanned in place.
struct PixelPlane {
    let base: UnsafePointer<UInt8>
    let rowBytes: Int

    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafePointer<UInt8> { base + (y &* rowBytes &+ x &* 4) }
}

/// The four bytes of an RGBA pixel as one word, for equality tests.
@inline(__always)
func rgbaWord(_ pixel: UnsafePointer<UInt8>) -> UInt32 {
    UnsafeRawPointer(pixel).loadUnaligned(as: UInt32.self)
}

enum PixelVerdict {
    case same, antialiased, different
}

enum PixelMatch {
    /// Classifies the pixel at (x, y) of a `width`×`height` region seen through both planes.
    @inline(__always)
    static func classify(_ a: PixelPlane, _ b: PixelPlane, x: Int, y: Int, width: Int, height: Int,
                         maxDelta: Double, includeAntialiasing: Bool) -> PixelVerdict {
        let pa = a.pixel(x, y), pb = b.pixel(x, y)
        if rgbaWord(pa) == rgbaWord(pb) || colorDelta(pa, pb) <= maxDelta { return .same }
        if !includeAntialiasing,
           antialiased(a, other: b, x: x, y: y, width: width, height: height)
            || antialiased(b, other: a, x: x, y: y, width: width, height: height) {
            return .antialiased
        }
        return .different
    }

    /// Squared YIQ distance between two pixels (0…35215); 0 for equal bytes.
    @inline(__always)
    static func colorDelta(_ p: UnsafePointer<UInt8>, _ q: UnsafePointer<UInt8>) -> Double {
        if rgbaWord(p) == rgbaWord(q) { return 0 }
        let (r1, g1, b1) = overWhite(p), (r2, g2, b2) = overWhite(q)
        let y = rgb2y(r1, g1, b1) - rgb2y(r2, g2, b2)
        let i = rgb2i(r1, g1, b1) - rgb2i(r2, g2, b2)
        let q = rgb2q(r1, g1, b1) - rgb2q(r2, g2, b2)
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    }

    /// Luma of a pixel blended over white, the "y" of pixelmatch's `colorDelta(…, yOnly)`.
    @inline(__always)
    static func luma(_ p: UnsafePointer<UInt8>) -> Double {
        let (r, g, b) = overWhite(p)
        return rgb2y(r, g, b)
    }

    /// Whether the pixel at (x1, y1) of `img` looks like anti-aliasing: it lies between a darker and
    /// a brighter neighbour, has at most two equal neighbours, and its darkest or brightest neighbour
    /// sits in a flat area (3+ equal neighbours) in both images.
    static func antialiased(_ img: PixelPlane, other: PixelPlane, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = img.pixel(x1, y1)
        // Computed once instead of per neighbour: the same arithmetic, so the same deltas.
        let centerWord = rgbaWord(center), centerLuma = luma(center)
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0

        // Columns outside, rows inside, as pixelmatch does: it decides which of equal extremes wins.
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                // pixelmatch's brightness delta: 0 for equal bytes, positive when the centre is brighter.
                let neighbour = img.pixel(x, y)
                let delta = rgbaWord(neighbour) == centerWord ? 0 : centerLuma - luma(neighbour)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    minX = x
                    minY = y
                } else if delta > brightest {
                    brightest = delta
                    maxX = x
                    maxY = y
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(img, x: minX, y: minY, width: width, height: height)
                    && hasManySiblings(other, x: minX, y: minY, width: width, height: height))
            || (hasManySiblings(img, x: maxX, y: maxY, width: width, height: height)
                    && hasManySiblings(other, x: maxX, y: maxY, width: width, height: height))
    }

    /// Whether the pixel at (x1, y1) has 3+ neighbours of exactly its colour (edges count as one).
    static func hasManySiblings(_ img: PixelPlane, x x1: Int, y y1: Int, width: Int, height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let center = rgbaWord(img.pixel(x1, y1))
        var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if rgbaWord(img.pixel(x, y)) == center { zeroes += 1 }
                if zeroes > 2 { return true }
            }
        }
        return false
    }

    /// pixelmatch's grey background pixel for the diff image: the luma faded toward white.
    @inline(__always)
    static func fadedGray(_ p: UnsafePointer<UInt8>, alpha: Double = 0.1) -> UInt8 {
        let value = blend(rgb2y(Double(p[0]), Double(p[1]), Double(p[2])), alpha * Double(p[3]) / 255)
        // A typed array truncates; luma of white is a hair above 255, hence the clamp.
        return UInt8(min(max(value, 0), 255))
    }

    @inline(__always)
    private static func overWhite(_ p: UnsafePointer<UInt8>) -> (Double, Double, Double) {
        let r = Double(p[0]), g = Double(p[1]), b = Double(p[2])
        guard p[3] < 255 else { return (r, g, b) }
        let a = Double(p[3]) / 255
        return (blend(r, a), blend(g, a), blend(b, a))
    }

    @inline(__always) private static func blend(_ c: Double, _ a: Double) -> Double { 255 + (c - 255) * a }
    @inline(__always) private static func rgb2y(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }
    @inline(__always) private static func rgb2i(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.59597799 - g * 0.27417610 - b * 0.32180189
    }
    @inline(__always) private static func rgb2q(_ r: Double, _ g: Double, _ b: Double) -> Double {
        r * 0.21147017 - g * 0.52261711 + b * 0.31114694
    }
}
