import PNGCodec

/// How two renderings of a case are compared and explained, as swift-snapshot-testing's `Diffing`
/// pairs a comparison with its message: pixels within the tolerance, counted exactly, with a diff
/// image when they fail; and the layout's changes in words. The snapshot checker (the CLI suite and
/// `assertFormSnapshot`) and the swift-snapshot-testing strategy all decide through this one value.
/// Pure Swift on `PNGCodec`: comparing links no renderer.
public struct SnapshotDiffing: Sendable {
    public var options: ComparisonOptions

    public init(options: ComparisonOptions = ComparisonOptions()) {
        self.options = options
    }

    public struct Verdict: Sendable {
        public var comparison: ComparisonResult
        /// Where the pixels differ, when the case failed.
        public var diffImage: PixelImage?

        public var passed: Bool { comparison.passed }
        public var summary: String { comparison.summary }
    }

    /// Two images: the tolerant comparison, its figures counted in full (so a report's numbers do not
    /// depend on how the work was split between threads), and the diff image on failure.
    public func compare(_ reference: PixelImage, _ actual: PixelImage) -> Verdict {
        var comparison = PixelComparator.compare(reference, actual, options: options)
        if comparison.isLowerBound {
            // The fast pass stopped once the case could no longer pass: count the rest too.
            var exact = options
            exact.maxDiffPixelRatio = 1
            let passed = comparison.passed
            comparison = PixelComparator.compare(reference, actual, options: exact)
            comparison.passed = passed
        }
        return Verdict(comparison: comparison, diffImage: comparison.passed ? nil : PixelComparator.diffImage(reference, actual, options: options))
    }

    /// Two PNG files: byte-equal passes at once, else both are decoded (at the same time) and compared.
    /// Throws `PNGComparison.DecodeError` naming the side that is not a readable PNG.
    public func compare(referencePNG: [UInt8], actualPNG: [UInt8]) throws -> Verdict {
        if referencePNG == actualPNG, let size = try? PNGDecoder.header(actualPNG) {
            return Verdict(comparison: ComparisonResult(diffPixels: 0, antialiasedPixels: 0, totalPixels: size.width * size.height, passed: true))
        }
        let images = try PNGComparison.decode(reference: referencePNG, actual: actualPNG)
        return compare(images.reference, images.actual)
    }

    /// The layout's changes in words: boxes moved, resized, added, removed or restyled, leaving out
    /// the boxes `mask` ignores. Throws where the reference layout is not a layout dump.
    public func explain(referenceLayout: String, actualLayout: String, mask: SnapshotMask? = nil) throws -> [String] {
        try LayoutDiff.describe(reference: referenceLayout, actual: actualLayout, mask: mask)
    }
}
