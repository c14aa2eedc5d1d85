import Foundation
import PNGCodec

/// Compares a reference image with an actual one the way pixelmatch does (see `PixelMatch`), built
/// for snapshot runs: byte-equal images return at once, rows are scanned in parallel bands on the raw
/// buffers, and counting stops as soon as the comparison can no longer pass.
public enum PixelComparator {
    /// Counts the pixels that differ beyond `options.threshold`, telling anti-aliasing apart unless
    /// `options.includeAntialiasing` is set, and decides pass or fail by `options`' limits.
    ///
    /// When the limits are spent before the scan is done, counting stops and the result's
    /// `isLowerBound` is set: `diffPixels` is then more than the allowed number but not the full count.
    /// Images of different sizes always fail; their overlap is compared in full and every pixel
    /// of the union of both sizes outside it counts as different.
    /// Works on `.rgba8`; an image in another layout is converted first.
    public static func compare(_ reference: PixelImage, _ actual: PixelImage, options: ComparisonOptions = ComparisonOptions()) -> ComparisonResult {
        guard reference.layout == .rgba8, actual.layout == .rgba8 else {
            return compare(reference.converted(to: .rgba8), actual.converted(to: .rgba8), options: options)
        }
        let referenceSize = checkedSize(reference), actualSize = checkedSize(actual)
        let width = min(referenceSize.width, actualSize.width), height = min(referenceSize.height, actualSize.height)

        guard referenceSize == actualSize else {
            let union = max(referenceSize.width, actualSize.width) * max(referenceSize.height, actualSize.height)
            let overlap = countDifferences(reference, actual, width: width, height: height, options: options, limit: nil)
            return ComparisonResult(diffPixels: overlap.diffPixels + union - width * height, antialiasedPixels: overlap.antialiasedPixels,
                                    totalPixels: union, sizeMismatch: .init(reference: referenceSize, actual: actualSize), passed: false)
        }

        let total = width * height
        if bytesEqual(reference, actual, count: total * 4) {
            return ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: total, passed: true)
        }
        let allowed = options.allowedDiffPixels(totalPixels: total)
        let tally = countDifferences(reference, actual, width: width, height: height, options: options,
                                     limit: allowed >= total ? nil : allowed)
        return ComparisonResult(diffPixels: tally.diffPixels, antialiasedPixels: tally.antialiasedPixels, totalPixels: total,
                                isLowerBound: tally.stoppedEarly, passed: tally.diffPixels <= allowed)
    }

    /// The image's size as far as its buffer backs it: `width`, `height` and `pixels` are public `var`s,
    /// so a mismatched buffer must shrink the image rather than let a scan read past the end. An image
    /// whose buffer cannot hold one row of it (or whose width is 0 or negative) is 0×0, so that no
    /// claimed side, however large, reaches the arithmetic on sizes (the union of two sizes, the diff
    /// image's buffer): each side of the result is at most `pixels.count / 4`.
    static func checkedSize(_ image: PixelImage) -> ComparisonResult.Size {
        let width = image.width, height = max(0, image.height)
        guard width > 0, width <= image.pixels.count / 4 else { return .init(width: 0, height: 0) }
        return .init(width: width, height: min(height, image.pixels.count / (4 * width)))
    }

    private static func bytesEqual(_ reference: PixelImage, _ actual: PixelImage, count: Int) -> Bool {
        reference.pixels.withUnsafeBytes { a in
            actual.pixels.withUnsafeBytes { b in
                guard count > 0, let pa = a.baseAddress, let pb = b.baseAddress else { return true }
                return memcmp(pa, pb, count) == 0
            }
        }
    }

    struct Tally {
        var diffPixels = 0
        var antialiasedPixels = 0
        /// Some pixels were never looked at because the budget was spent.
        var stoppedEarly = false
    }

    /// Counts over the top-left `width`×`height` region of both images, in parallel bands, stopping
    /// once more than `limit` differences are found (never when `limit` is nil).
    static func countDifferences(_ reference: PixelImage, _ actual: PixelImage, width: Int, height: Int,
                                 options: ComparisonOptions, limit: Int?) -> Tally {
        guard width > 0, height > 0 else { return Tally() }
        return reference.pixels.withUnsafeBufferPointer { referenceBuffer in
            actual.pixels.withUnsafeBufferPointer { actualBuffer in
                guard let referenceBase = referenceBuffer.baseAddress, let actualBase = actualBuffer.baseAddress else { return Tally() }
                let a = PixelPlane(base: referenceBase, rowBytes: reference.width * 4)
                let b = PixelPlane(base: actualBase, rowBytes: actual.width * 4)
                let budget = limit.map { PixelBudget(limit: $0) }
                let bands = PixelBands.split(rows: height, columns: width)
                let tallies = UnsafeMutableBufferPointer<Tally>.allocate(capacity: bands.count)
                tallies.initialize(repeating: Tally())
                defer { tallies.deallocate() }
                PixelBands.run(bands) { index, rows in
                    tallies[index] = scan(rows, a, b, width: width, height: height, options: options, budget: budget)
                }
                return tallies.reduce(into: Tally()) { sum, band in
                    sum.diffPixels += band.diffPixels
                    sum.antialiasedPixels += band.antialiasedPixels
                    sum.stoppedEarly = sum.stoppedEarly || band.stoppedEarly
                }
            }
        }
    }

    /// The first `x >= start` where the two rows differ, or `width`. Skips equal pixels four at a
    /// time: even in a failing pair most pixels of a differing row are equal.
    @inline(__always)
    private static func nextDifferingPixel(_ rowA: UnsafePointer<UInt8>, _ rowB: UnsafePointer<UInt8>, from start: Int, width: Int) -> Int {
        var x = start
        while x &+ 4 <= width {
            let a = UnsafeRawPointer(rowA + x &* 4), b = UnsafeRawPointer(rowB + x &* 4)
            let low = a.loadUnaligned(as: UInt64.self) ^ b.loadUnaligned(as: UInt64.self)
            let high = a.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ b.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            if low | high != 0 { break }
            x &+= 4
        }
        while x < width, rgbaWord(rowA + x &* 4) == rgbaWord(rowB + x &* 4) { x &+= 1 }
        return x
    }

    /// One band. Byte-equal rows are skipped with `memcmp`; the shared budget is consulted once per
    /// differing row, and within a row against what was left at its last check.
    private static func scan(_ rows: Range<Int>, _ a: PixelPlane, _ b: PixelPlane, width: Int, height: Int,
                             options: ComparisonOptions, budget: PixelBudget?) -> Tally {
        var tally = Tally()
        var remaining = budget?.add(0) ?? Int.max
        if remaining < 0 {
            tally.stoppedEarly = true
            return tally
        }
        let maxDelta = options.maxColorDelta, includeAntialiasing = options.includeAntialiasing
        let rowLength = width * 4
        for y in rows {
            let rowA = a.pixel(0, y), rowB = b.pixel(0, y)
            if memcmp(rowA, rowB, rowLength) == 0 { continue }
            var rowDiff = 0
            var x = nextDifferingPixel(rowA, rowB, from: 0, width: width)
            while x < width {
                switch PixelMatch.classify(a, b, x: x, y: y, width: width, height: height,
                                           maxDelta: maxDelta, includeAntialiasing: includeAntialiasing) {
                case .same:
                    break
                case .antialiased:
                    tally.antialiasedPixels += 1
                case .different:
                    rowDiff += 1
                    if rowDiff > remaining {
                        tally.diffPixels += rowDiff
                        _ = budget?.add(rowDiff)
                        tally.stoppedEarly = x < width - 1 || y < rows.upperBound - 1
                        return tally
                    }
                }
                x = nextDifferingPixel(rowA, rowB, from: x + 1, width: width)
            }
            tally.diffPixels += rowDiff
            if let budget {
                remaining = budget.add(rowDiff)
                if remaining < 0 {
                    tally.stoppedEarly = y < rows.upperBound - 1
                    return tally
                }
            }
        }
        return tally
    }
}
